import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settings, Account and Help: each user's profile and billing details (SPEC keeps them in the
 * browser; we persist them), and every Contact Support message, kept so none is lost.
 */
export class ProfilesAndContact1764200100000 implements MigrationInterface {
  name = 'ProfilesAndContact1764200100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_profiles (
        user_id uuid PRIMARY KEY REFERENCES users (id),
        full_name text NOT NULL DEFAULT '',
        email text,
        company text NOT NULL DEFAULT '',
        plan text NOT NULL DEFAULT 'Professional',
        monthly_fee numeric(12, 2) NOT NULL DEFAULT 99.00 CHECK (monthly_fee >= 0),
        next_billing_date date,
        payment_method text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE contact_messages (
        id bigserial PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX contact_messages_owner_idx ON contact_messages (owner_id, created_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contact_messages; DROP TABLE user_profiles');
  }
}
