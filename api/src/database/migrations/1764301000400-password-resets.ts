import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password reset by e-mail (issue 26): a link's token is kept only as its SHA-256, works once and
 * for a limited time; a newer request retires the older links. The auth module's table.
 */
export class PasswordResets1764301000400 implements MigrationInterface {
  name = 'PasswordResets1764301000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_resets (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_sha256 text NOT NULL UNIQUE CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
        requested_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CHECK (expires_at >= requested_at)
      );
      CREATE INDEX password_resets_user_idx ON password_resets (user_id, requested_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE password_resets');
  }
}
