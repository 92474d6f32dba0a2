import { missingRateWarning } from '@keafx/schema';
import { Decimal } from 'decimal.js';
import type { DataSource } from 'typeorm';
import { sql } from '../../database/sql';
import { CURRENT_RATES_SQL } from '../rates/rates.service';

/** One currency of the exposure report: open amount in the currency and in NZD at the current rate. */
export interface ExposureReportRow {
  currency: string;
  totalAmount: string;
  nzd: string;
  /** NZD per unit used; null when the currency had no rate and 1.0 was used. */
  rate: string | null;
  rateSource: string | null;
  rateDate: string | null;
  invoices: number;
}

export interface ExposureReportSnapshot {
  rows: ExposureReportRow[];
  totalNzd: string;
  warnings: string[];
}

/**
 * What the exposure report (/me/exposure/report/csv and /pdf, and the weekly report) needs
 * from the exposure engine: unpaid sent and overdue invoices by currency in NZD now.
 */
export interface ExposureReportSource {
  snapshot(ownerId: string, today: string, includeDrafts: boolean): Promise<ExposureReportSnapshot>;
}

const SNAPSHOT_SQL = `WITH rates AS (${CURRENT_RATES_SQL})
  SELECT i.currency::text AS currency, sum(i.amount)::text AS total_amount, round(sum(i.amount * COALESCE(r.nzd_per_unit, 1)), 2)::text AS nzd,
         min(r.nzd_per_unit)::text AS rate, min(r.source) AS rate_source, min(r.effective_date) AS rate_date, count(*)::int AS invoices
  FROM invoices i LEFT JOIN rates r ON r.currency = i.currency
  WHERE i.owner_id = $1 AND NOT i.written_off AND NOT i.archived
    AND (i.status IN ('sent', 'overdue') OR ($3 AND i.status = 'draft'))
    AND $2::date IS NOT NULL
  GROUP BY i.currency ORDER BY sum(i.amount * COALESCE(r.nzd_per_unit, 1)) DESC, i.currency`;

/**
 * The interim source, in SQL over the invoices and the current rates, used until the exposure
 * service of issue 3 is on main; then an adapter over that service replaces it.
 */
export class SqlExposureReportSource implements ExposureReportSource {
  constructor(private readonly ds: DataSource) {}

  async snapshot(ownerId: string, today: string, includeDrafts: boolean): Promise<ExposureReportSnapshot> {
    const rows = await sql<{ currency: string; total_amount: string; nzd: string; rate: string | null; rate_source: string | null; rate_date: string | null; invoices: number }>(
      this.ds, SNAPSHOT_SQL, [ownerId, today, includeDrafts],
    );
    return {
      rows: rows.map((r) => ({
        currency: r.currency, totalAmount: r.total_amount, nzd: r.nzd, rate: r.rate, rateSource: r.rate_source, rateDate: r.rate_date, invoices: r.invoices,
      })),
      totalNzd: rows.reduce((sum, r) => sum.plus(r.nzd), new Decimal(0)).toFixed(2),
      warnings: rows.filter((r) => r.rate === null).map((r) => missingRateWarning(r.currency)),
    };
  }
}
