import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An owner's waiting deliveries, counted on every event as its fairness key (issue 25), by an index. */
export class WebhookBacklog1764300900001 implements MigrationInterface {
  name = 'WebhookBacklog1764300900001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX webhook_deliveries_waiting_idx ON webhook_deliveries (owner_id) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX webhook_deliveries_waiting_idx');
  }
}
