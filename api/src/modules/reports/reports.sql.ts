import { INVOICE_DETAIL_FIELDS, wireName, ZERO_DECIMAL_CURRENCIES } from '@keafx/schema';
import { latestAuditEventsSql } from '../audit';
import type { InvoiceRow } from '../invoices';
import { effectiveStatusSql, overdueSql } from '../invoices';
import { CURRENT_RATES_SQL, currentRatesOf } from '../rates';

/**
 * The reporting read model: read-only SQL over invoices, rates, audit events and saved
 * scenarios, every statement scoped by owner_id ($1). Conversions join the owner's current
 * rates (the rates module's own query) so NZD is computed in NUMERIC and rounded once, at the
 * edge: a row's own figure may be rounded here, but a total is summed from the exact values
 * (`*_exact`, or the rates beside an export row) and rounded once (`nzdTotal`), never from
 * rounded rows. A currency with no rate converts at 1.0 and the report says so.
 */
const RATES_CTE = `rates AS (${CURRENT_RATES_SQL})`;
const ZERO = `ARRAY[${ZERO_DECIMAL_CURRENCIES.map((c) => `'${c}'`).join(',')}]`;
/** An amount rounded to its currency's minor unit, as text. */
const AMOUNT_TEXT = (col: string, currency: string) => `round(${col}, CASE WHEN ${currency} = ANY(${ZERO}) THEN 0 ELSE 2 END)::text`;
const STATUS_TODAY = (today: string): string => effectiveStatusSql('i.', today);

/** The columns of an invoice export row (:today is today; use with named()). */
const EXPORT_COLUMNS = `i.id::text AS id, i.number, i.counterparty, i.currency::text AS currency, ${AMOUNT_TEXT('i.amount', 'i.currency')} AS amount,
  i.issued_date, i.due_date, ${STATUS_TODAY(':today')} AS status, i.archived, i.written_off, i.sent_date, i.paid_date,
  i.booked_rate::text AS booked_rate, i.booked_rate_source, i.booked_rate_type, i.booked_rate_date,
  ${INVOICE_DETAIL_FIELDS.map((k) => `i.${wireName(k, 'rest')}`).join(', ')},
  round(fx_booked_nzd(i.amount, i.booked_rate), 2)::text AS nzd_booked,
  r.nzd_per_unit::text AS current_rate, r.source AS current_rate_source, r.rate_type AS current_rate_type, r.effective_date AS current_rate_date,
  round(fx_nzd(i.amount, r.nzd_per_unit), 2)::text AS nzd_current,
  i.settlement_rate::text AS settlement_rate, i.settlement_rate_source, i.realised_gain_nzd::text AS realised_gain_nzd,
  round(i.amount * i.settlement_rate, 2)::text AS nzd_settled,
  i.prices_include_gst, ${AMOUNT_TEXT('i.subtotal', 'i.currency')} AS subtotal, ${AMOUNT_TEXT('i.gst_amount', 'i.currency')} AS gst_amount,
  ${AMOUNT_TEXT('i.zero_rated_amount', 'i.currency')} AS zero_rated_amount, ${AMOUNT_TEXT('i.exempt_amount', 'i.currency')} AS exempt_amount,
  i.supply_date, i.supply_rate::text AS supply_rate, i.supply_rate_source, i.supply_rate_type, i.supply_rate_date, i.gst_nzd::text AS gst_nzd,
  i.export_kind, i.export_date`;

/**
 * An invoice as exported: the stored columns (status as of today; amounts, GST and its parts
 * rounded to the currency, as text), and its NZD at the booked and current rates.
 */
export interface ExportRow extends Omit<
  InvoiceRow,
  | 'owner_id'
  | 'status'
  | 'import_id'
  | 'import_line'
  | 'created_at'
  | 'updated_at'
  | 'customer_id'
  | 'paid_at'
  | 'settlement_rate_date'
  | 'credited_amount'
  | 'outstanding_amount'
  | 'residency_evidence'
> {
  status: string;
  nzd_booked: string | null;
  current_rate: string | null;
  current_rate_source: string | null;
  current_rate_type: string | null;
  current_rate_date: string | null;
  nzd_current: string;
  /** The amount at the settlement rate, once paid with one. */
  nzd_settled: string | null;
}

export interface ExportFilter {
  /** SQL conditions on alias i, with named parameters (:today, and any in `values`). */
  where: string[];
  values: Record<string, unknown>;
}

/** One batch of the owner's (:owner) invoices after number :after, in number order, at most :batch. */
export function exportBatchSql(filter: ExportFilter): string {
  const extra = filter.where.length ? ` AND ${filter.where.join(' AND ')}` : '';
  return `WITH rates AS (${currentRatesOf(':owner')})
    SELECT ${EXPORT_COLUMNS} FROM invoice_ledger i LEFT JOIN rates r ON r.currency = i.currency
    WHERE i.owner_id = :owner AND i.number > :after${extra}
    ORDER BY i.number LIMIT :batch`;
}

/** How many of the owner's (:owner) invoices a filter exports. */
export function exportCountSql(filter: ExportFilter): string {
  const extra = filter.where.length ? ` AND ${filter.where.join(' AND ')}` : '';
  return `SELECT count(*)::int AS n FROM invoice_ledger i WHERE i.owner_id = :owner${extra}`;
}

/** Invoices issued in [:from, :to], every status, for the ledger (status as of :today). */
export const LEDGER_SQL = `WITH rates AS (${currentRatesOf(':owner')})
  SELECT ${EXPORT_COLUMNS} FROM invoice_ledger i LEFT JOIN rates r ON r.currency = i.currency
  WHERE i.owner_id = :owner AND i.issued_date BETWEEN :from::date AND :to::date ORDER BY i.number`;

/** How many invoices were issued in [$2, $3]. */
export const RANGE_COUNT_SQL = `SELECT count(*)::int AS n FROM invoice_ledger WHERE owner_id = $1 AND issued_date BETWEEN $2::date AND $3::date`;

/**
 * Open receivables at each month end of [$2, $3] (or today, $4, when the month has not
 * ended): issued on or before that day, sent, not paid by it, not written off; by currency.
 */
export const MONTHLY_EXPOSURE_SQL = `WITH ${RATES_CTE},
  months AS (
    SELECT to_char(m, 'YYYY-MM') AS month, LEAST((m + interval '1 month' - interval '1 day')::date, $4::date) AS at
    FROM generate_series(date_trunc('month', $2::date), date_trunc('month', LEAST($3::date, $4::date)), interval '1 month') AS m
  )
  SELECT mo.month, i.currency::text AS currency, sum(o.open)::text AS amount,
         sum(fx_nzd(o.open, r.nzd_per_unit))::text AS nzd_exact, count(*)::int AS invoices,
         bool_or(r.nzd_per_unit IS NULL) AS missing_rate
  FROM months mo
  JOIN invoice_ledger i ON i.owner_id = $1 AND i.status <> 'draft' AND NOT i.written_off
    AND i.issued_date <= mo.at AND (i.paid_date IS NULL OR i.paid_date > mo.at)
  -- What was still open that day: the amount less the credit notes issued by then (issue 27).
  CROSS JOIN LATERAL (
    SELECT i.amount - CASE WHEN i.credited_amount = 0 THEN 0 ELSE COALESCE((SELECT sum(c.amount) FROM credit_note_ledger c
      WHERE c.owner_id = $1 AND c.invoice_id = i.id AND c.issued_date <= mo.at), 0) END AS open
  ) o
  LEFT JOIN rates r ON r.currency = i.currency
  WHERE o.open > 0
  GROUP BY mo.month, i.currency ORDER BY mo.month, i.currency`;

/**
 * FX gains for the exposure summary: realised on invoices paid in [$2, $3] (recorded when paid;
 * how many had none), and unrealised today on invoices issued in [$2, $3] still open and booked:
 * NZD at the current rate less NZD at the booking rate.
 */
export const FX_GAINS_SQL = `WITH ${RATES_CTE}
  SELECT COALESCE(round(sum(i.realised_gain_nzd) FILTER (WHERE i.paid_date BETWEEN $2::date AND $3::date), 2), 0)::text AS realised,
         count(*) FILTER (WHERE i.paid_date BETWEEN $2::date AND $3::date)::int AS paid,
         count(*) FILTER (WHERE i.paid_date BETWEEN $2::date AND $3::date AND i.realised_gain_nzd IS NULL)::int AS paid_without_gain,
         COALESCE(round(sum(fx_nzd(i.outstanding_amount, r.nzd_per_unit) - fx_booked_nzd(i.outstanding_amount, i.booked_rate)) FILTER (
           WHERE i.status IN ('sent', 'overdue') AND NOT i.written_off AND i.booked_rate IS NOT NULL AND i.issued_date BETWEEN $2::date AND $3::date), 2), 0)::text AS unrealised
  FROM invoice_ledger i LEFT JOIN rates r ON r.currency = i.currency
  WHERE i.owner_id = $1 AND i.status <> 'draft'`;

/** Overdue today ($2), not written off, issued in [$3, $4], at what is still owed (less credit notes); most overdue first. */
export const OVERDUE_SQL = `WITH ${RATES_CTE}
  SELECT i.id::text AS id, i.number, i.counterparty, i.currency::text AS currency, ${AMOUNT_TEXT('i.outstanding_amount', 'i.currency')} AS amount,
         i.due_date, ($2::date - i.due_date) AS days_overdue, round(fx_nzd(i.outstanding_amount, r.nzd_per_unit), 2)::text AS nzd,
         fx_nzd(i.outstanding_amount, r.nzd_per_unit)::text AS nzd_exact
  FROM invoice_ledger i LEFT JOIN rates r ON r.currency = i.currency
  WHERE i.owner_id = $1 AND NOT i.written_off AND i.outstanding_amount > 0 AND ${overdueSql('i.', '$2')}
    AND i.issued_date BETWEEN $3::date AND $4::date
  ORDER BY days_overdue DESC, i.number LIMIT 10000`;

/** Invoiced (not draft) in [$2, $3] by currency, with NZD at current rates. */
export const BREAKDOWN_SQL = `WITH ${RATES_CTE}
  SELECT i.currency::text AS currency, sum(i.amount)::text AS amount, sum(fx_nzd(i.amount, r.nzd_per_unit))::text AS nzd_exact,
         count(*)::int AS invoices, bool_or(r.nzd_per_unit IS NULL) AS missing_rate
  FROM invoice_ledger i LEFT JOIN rates r ON r.currency = i.currency
  WHERE i.owner_id = $1 AND i.status <> 'draft' AND i.issued_date BETWEEN $2::date AND $3::date
  GROUP BY i.currency ORDER BY sum(fx_nzd(i.amount, r.nzd_per_unit)) DESC, i.currency`;

/**
 * Per customer, invoices issued in [$2, $3] (not drafts): how many, how many were paid, and the
 * average days from sending to payment over those with both dates (an invoice paid but never
 * recorded as sent has no days to pay, so it is counted in total only).
 */
export const TRENDS_SQL = `SELECT counterparty, count(*)::int AS total,
    count(*) FILTER (WHERE paid_date IS NOT NULL AND sent_date IS NOT NULL)::int AS paid,
    round(avg(paid_date - sent_date) FILTER (WHERE paid_date IS NOT NULL AND sent_date IS NOT NULL), 1)::text AS average_days
  FROM invoice_ledger WHERE owner_id = $1 AND status <> 'draft' AND issued_date BETWEEN $2::date AND $3::date
  GROUP BY counterparty HAVING count(*) FILTER (WHERE paid_date IS NOT NULL AND sent_date IS NOT NULL) > 0
  ORDER BY counterparty LIMIT 5000`;

/** Invoices issued in [$3, $4] by status today ($2) and currency. */
export const SUMMARY_SQL = `WITH ${RATES_CTE}
  SELECT ${STATUS_TODAY('$2')} AS status, i.currency::text AS currency, count(*)::int AS invoices, sum(i.amount)::text AS amount,
         sum(fx_nzd(i.amount, r.nzd_per_unit))::text AS nzd_exact
  FROM invoice_ledger i LEFT JOIN rates r ON r.currency = i.currency
  WHERE i.owner_id = $1 AND i.issued_date BETWEEN $3::date AND $4::date
  GROUP BY 1, 2 ORDER BY 2, 1`;

/** Written-off invoices whose (latest) write-off was recorded in [$2, $3), with when and by whom. */
export const WRITE_OFFS_SQL = `WITH ${RATES_CTE},
  w AS (${latestAuditEventsSql('$1', 'invoice', 'invoice.written_off')})
  SELECT i.id::text AS id, i.number, i.counterparty, i.currency::text AS currency, ${AMOUNT_TEXT('i.amount', 'i.currency')} AS amount,
         i.issued_date, i.due_date, w.created_at AS written_off_at, w.actor AS written_off_by,
         i.booked_rate::text AS booked_rate, round(fx_booked_nzd(i.amount, i.booked_rate), 2)::text AS nzd_booked,
         r.nzd_per_unit::text AS current_rate, round(fx_nzd(i.amount, r.nzd_per_unit), 2)::text AS nzd_current
  FROM invoice_ledger i JOIN w ON w.entity_id = i.id::text LEFT JOIN rates r ON r.currency = i.currency
  WHERE i.owner_id = $1 AND i.written_off AND w.created_at >= $2 AND w.created_at < $3
  ORDER BY w.created_at, i.number`;

/** Invoices paid in [$2, $3], their NZD at booking and at today's rate (the summary's realised figures). */
export const PAID_IN_PERIOD_SQL = `WITH ${RATES_CTE}
  SELECT count(*)::int AS invoices, COALESCE(round(sum(fx_booked_nzd(i.amount, i.booked_rate)), 2), 0)::text AS nzd_booked,
         count(*) FILTER (WHERE i.booked_rate IS NULL)::int AS unbooked,
         COALESCE(round(sum(i.realised_gain_nzd), 2), 0)::text AS realised_gain,
         count(*) FILTER (WHERE i.realised_gain_nzd IS NULL)::int AS no_realised_gain
  FROM invoice_ledger i LEFT JOIN rates r ON r.currency = i.currency
  WHERE i.owner_id = $1 AND i.paid_date BETWEEN $2::date AND $3::date`;
