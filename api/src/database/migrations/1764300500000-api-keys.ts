import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys for integrators (apikeys module). Only a SHA-256 of the secret is kept: the secret
 * is 256 random bits, so a fast hash is as safe as a slow one and keeps each request cheap.
 * A key is found by its prefix (unique index), then its hash compared in constant time.
 */
export class ApiKeys1764300500000 implements MigrationInterface {
  name = 'ApiKeys1764300500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        scope text NOT NULL CHECK (scope IN ('read', 'read-write')),
        prefix text NOT NULL CHECK (length(prefix) BETWEEN 8 AND 40),
        secret_hash bytea NOT NULL CHECK (length(secret_hash) = 32),
        created_at timestamptz NOT NULL,
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz
      );
      CREATE UNIQUE INDEX api_keys_prefix_key ON api_keys (prefix);
      CREATE INDEX api_keys_owner_idx ON api_keys (owner_id, created_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE api_keys');
  }
}
