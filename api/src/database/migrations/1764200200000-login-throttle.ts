import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in throttling as counters that one attempt locks, checks and bumps in one transaction
 * (login_failures was counted, then written, as two steps that parallel attempts slipped between).
 * One row per scope: an email at one address ('pair'), an email ('email'), an address ('address').
 */
export class LoginThrottle1764200200000 implements MigrationInterface {
  name = 'LoginThrottle1764200200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_throttle (
        scope text NOT NULL CHECK (scope IN ('pair', 'email', 'address')),
        key text NOT NULL CHECK (length(key) <= 400),
        window_start timestamptz NOT NULL,
        attempts integer NOT NULL CHECK (attempts >= 0),
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX login_throttle_window_idx ON login_throttle (window_start);
      DROP TABLE login_failures;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_failures (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        ip text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at);
      CREATE INDEX login_failures_ip_idx ON login_failures (ip, failed_at);
      DROP TABLE login_throttle;
    `);
  }
}
