import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate feed's run log (so a failing feed is visible, never silent), one shared rate per
 * currency, date and source (so two api processes fetching the same feed record it once),
 * and what a saved scenario computed when it was saved (lines, rates, guidance), so
 * re-opening it later shows what it said then beside what it gives now.
 */
export class RatesFeedAndScenarios1763900000001 implements MigrationInterface {
  name = 'RatesFeedAndScenarios1763900000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_feed_runs (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        url text NOT NULL,
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL,
        ok boolean NOT NULL,
        feed_date date,
        recorded integer NOT NULL DEFAULT 0,
        currencies text[] NOT NULL DEFAULT '{}',
        missing text[] NOT NULL DEFAULT '{}',
        error text
      );
      CREATE INDEX rate_feed_runs_recent_idx ON rate_feed_runs (id DESC);
      CREATE INDEX rate_feed_runs_ok_idx ON rate_feed_runs (id DESC) WHERE ok;

      CREATE UNIQUE INDEX fx_rates_shared_once_idx ON fx_rates (currency, effective_date, source) WHERE owner_id IS NULL;

      ALTER TABLE saved_scenarios
        ADD COLUMN rate_shock numeric(12, 4) NOT NULL DEFAULT 0,
        ADD COLUMN computed jsonb NOT NULL DEFAULT '{}';
      CREATE INDEX saved_scenarios_owner_order_idx ON saved_scenarios (owner_id, pinned DESC, created_at DESC, id DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX saved_scenarios_owner_order_idx;
      ALTER TABLE saved_scenarios DROP COLUMN computed, DROP COLUMN rate_shock;
      DROP INDEX fx_rates_shared_once_idx;
      DROP TABLE rate_feed_runs;
    `);
  }
}
