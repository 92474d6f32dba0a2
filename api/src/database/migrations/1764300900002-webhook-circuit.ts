import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A circuit per webhook endpoint (issue 25): deliveries that failed in a row (every attempt),
 * and when the endpoint was paused for it. A paused endpoint gets no new deliveries until its
 * owner resumes it.
 */
export class WebhookCircuit1764300900002 implements MigrationInterface {
  name = 'WebhookCircuit1764300900002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE webhook_endpoints
        ADD COLUMN failed_in_a_row integer NOT NULL DEFAULT 0 CHECK (failed_in_a_row >= 0),
        ADD COLUMN paused_at timestamptz
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE webhook_endpoints DROP COLUMN failed_in_a_row, DROP COLUMN paused_at');
  }
}
