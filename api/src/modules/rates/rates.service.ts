import type { RateType } from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { sql } from '../../database/sql';

/** The rate a currency converts at now, with where it came from. */
export interface CurrentRate {
  currency: string;
  /** NZD per one unit, exact decimal string. */
  nzdPerUnit: string;
  source: string;
  rateType: RateType;
  effectiveDate: string;
  recordedAt: Date;
  /** Older than the configured age (RATE_STALE_HOURS). */
  stale: boolean;
}

interface RateRow {
  currency: string;
  nzd_per_unit: string;
  source: string;
  rate_type: RateType;
  effective_date: string;
  recorded_at: Date;
}

/**
 * The newest effective rate per currency for an owner: the owner's own entries and the
 * shared history (built-in, feed), whichever is newer; on a tie the owner's own wins.
 */
export const CURRENT_RATES_SQL = `SELECT DISTINCT ON (currency) currency, nzd_per_unit, source, rate_type, effective_date, recorded_at
  FROM fx_rates WHERE owner_id IS NULL OR owner_id = $1
  ORDER BY currency, effective_date DESC, (owner_id IS NOT NULL) DESC, id DESC`;

export class RatesService {
  constructor(private readonly ds: DataSource, private readonly staleHours: number) {}

  /** Current rates for an owner, keyed by currency. A currency missing here converts at 1.0 with a warning (SPEC). */
  async current(ownerId: string, now: Date): Promise<Map<string, CurrentRate>> {
    const rows = await sql<RateRow>(this.ds, CURRENT_RATES_SQL, [ownerId]);
    const staleBefore = now.getTime() - this.staleHours * 3_600_000;
    return new Map(rows.map((r) => [r.currency.trim(), {
      currency: r.currency.trim(), nzdPerUnit: r.nzd_per_unit, source: r.source, rateType: r.rate_type,
      effectiveDate: r.effective_date, recordedAt: r.recorded_at,
      stale: Date.parse(`${r.effective_date}T23:59:59Z`) < staleBefore,
    }]));
  }
}
