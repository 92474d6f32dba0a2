import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A recorded rate can be voided (issue 26): a typo such as USD 155 for 1.55 became current at once
 * and could never be taken back. The row stays in the history, marked with when and by whom it was
 * voided, and stops being current. Only an owner's own rows can be voided, never a shared
 * (built-in or feed) one. The current-rate probe of an owner's own rows skips voided ones through
 * an index of the live rows, so its cost does not grow with what was voided.
 */
export class RateVoid1764301000100 implements MigrationInterface {
  name = 'RateVoid1764301000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE fx_rates
        ADD COLUMN voided_at timestamptz,
        ADD COLUMN voided_by text,
        ADD CONSTRAINT fx_rates_void_own CHECK (voided_at IS NULL OR owner_id IS NOT NULL),
        ADD CONSTRAINT fx_rates_void_whole CHECK ((voided_at IS NULL) = (voided_by IS NULL))
    `);
    await q.query(
      `CREATE INDEX fx_rates_owner_live_idx ON fx_rates (owner_id, currency, effective_date DESC, id DESC)
        WHERE owner_id IS NOT NULL AND voided_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX fx_rates_owner_live_idx');
    await q.query(
      'ALTER TABLE fx_rates DROP CONSTRAINT fx_rates_void_whole, DROP CONSTRAINT fx_rates_void_own, DROP COLUMN voided_by, DROP COLUMN voided_at',
    );
  }
}
