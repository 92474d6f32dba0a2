import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People in a business (issue 26). The data stays the owner's (`owner_id` is the business); a
 * member is a user of their own who signs in to it with a role, and is never deleted once they
 * may have acted (the audit trail names them), only removed. An invitation's link token is kept
 * only as its SHA-256. The auth module's tables.
 */
export class Members1764301000500 implements MigrationInterface {
  name = 'Members1764301000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN business_id uuid REFERENCES users (id) ON DELETE CASCADE,
        ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'accountant', 'viewer')),
        ADD COLUMN removed_at timestamptz,
        ADD CONSTRAINT users_owner_has_no_business CHECK ((role = 'owner') = (business_id IS NULL)),
        ADD CONSTRAINT users_not_own_member CHECK (business_id IS DISTINCT FROM id);
      CREATE INDEX users_business_idx ON users (business_id) WHERE business_id IS NOT NULL;

      CREATE TABLE invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        role text NOT NULL CHECK (role IN ('accountant', 'viewer')),
        token_sha256 text NOT NULL UNIQUE CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
        invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
        invited_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
        revoked_at timestamptz,
        CHECK (expires_at > invited_at)
      );
      -- One open invitation per address and business: inviting again replaces it.
      CREATE UNIQUE INDEX invitations_open_key ON invitations (owner_id, email) WHERE accepted_at IS NULL AND revoked_at IS NULL;
      CREATE INDEX invitations_owner_idx ON invitations (owner_id, invited_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE invitations;
      ALTER TABLE users DROP COLUMN removed_at, DROP COLUMN role, DROP COLUMN business_id;
    `);
  }
}
