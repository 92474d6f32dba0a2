import { BUILT_IN_RATES, BUILT_IN_RATES_AS_OF, BUILT_IN_SOURCE } from '@keafx/schema';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Seeds the shared rate history with the built-in NZD rate of every supported currency. */
export class BuiltInRates1763850000000 implements MigrationInterface {
  name = 'BuiltInRates1763850000000';

  async up(q: QueryRunner): Promise<void> {
    const entries = Object.entries(BUILT_IN_RATES);
    await q.query(
      `INSERT INTO fx_rates (owner_id, currency, nzd_per_unit, source, rate_type, effective_date, recorded_at)
       SELECT NULL, c, r::numeric, $3, 'spot', $4::date, now() FROM unnest($1::text[], $2::text[]) AS t(c, r)`,
      [entries.map(([c]) => c), entries.map(([, r]) => r), BUILT_IN_SOURCE, BUILT_IN_RATES_AS_OF],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM fx_rates WHERE source = $1 AND owner_id IS NULL`, [BUILT_IN_SOURCE]);
  }
}
