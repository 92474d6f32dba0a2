/**
 * Exposure SQL, over the trigger-maintained totals (migration 1763900000000), so each answer
 * reads as many rows as the owner has currencies (or due dates, or counterparties), never
 * their invoices, and never another owner's. $1 is always the owner and $2 the stored
 * statuses that count (sent and overdue, plus draft when drafts are included).
 */

/**
 * Per currency: count, native sum, booked sums, earliest due date, how many fall due after
 * today + 30 and after today + 90 ($4, $5), and how many are overdue today: stored overdue,
 * or sent with a due date before today ($3). Each lateral is an index probe per totals row.
 */
export const EXPOSURE_BY_CURRENCY_SQL = `SELECT t.currency,
    sum(t.invoice_count)::int AS invoice_count,
    sum(t.amount) AS amount,
    sum(t.booked_amount) AS booked_amount,
    sum(t.booked_nzd) AS booked_nzd,
    min(e.earliest) AS earliest_due,
    coalesce(sum(f.after30), 0)::int AS after30,
    coalesce(sum(f.after90), 0)::int AS after90,
    (coalesce(sum(t.invoice_count) FILTER (WHERE t.status = 'overdue'), 0) + coalesce(sum(p.past), 0))::int AS overdue
  FROM exposure_totals t
  CROSS JOIN LATERAL (
    SELECT d.due_date AS earliest FROM exposure_due d
    WHERE d.owner_id = t.owner_id AND d.currency = t.currency AND d.status = t.status ORDER BY d.due_date LIMIT 1
  ) e
  CROSS JOIN LATERAL (
    SELECT sum(d.invoice_count) AS after30, sum(d.invoice_count) FILTER (WHERE d.due_date > $5::date) AS after90 FROM exposure_due d
    WHERE d.owner_id = t.owner_id AND d.currency = t.currency AND d.status = t.status AND d.due_date > $4::date
  ) f
  CROSS JOIN LATERAL (
    SELECT sum(d.invoice_count) AS past FROM exposure_due d
    WHERE t.status = 'sent' AND d.owner_id = t.owner_id AND d.currency = t.currency AND d.status = 'sent' AND d.due_date < $3::date
  ) p
  WHERE t.owner_id = $1 AND t.status = ANY($2::text[])
  GROUP BY t.currency`;

/** Native sums by counterparty and currency. */
export const EXPOSURE_BY_COUNTERPARTY_SQL = `SELECT counterparty, currency, sum(invoice_count)::int AS invoice_count, sum(amount) AS amount
  FROM exposure_counterparty WHERE owner_id = $1 AND status = ANY($2::text[])
  GROUP BY counterparty, currency`;

/** Native sums by SPEC's due-date bucket ($3 today, $4 today + 7, $5 today + 30) and currency. */
export const EXPOSURE_AGING_SQL = `SELECT CASE
      WHEN due_date < $3::date THEN 'overdue' WHEN due_date = $3::date THEN 'today'
      WHEN due_date <= $4::date THEN 'next7' WHEN due_date <= $5::date THEN 'next30' ELSE 'later' END AS bucket,
    currency, sum(invoice_count)::int AS invoice_count, sum(amount) AS amount
  FROM exposure_due WHERE owner_id = $1 AND status = ANY($2::text[])
  GROUP BY 1, currency`;

/**
 * The same per-currency sums straight from the invoices table: what the totals replace, kept
 * for the consistency test and the bench's raw baseline.
 */
export const NAIVE_EXPOSURE_SQL = `SELECT currency, count(*)::int AS invoice_count, sum(outstanding_amount) AS amount, min(due_date) AS earliest_due
  FROM invoice_ledger WHERE owner_id = $1 AND status = ANY($2::text[]) AND NOT written_off AND outstanding_amount > 0
  GROUP BY currency`;

/**
 * Native sums by currency and the hedge book's horizon bucket: due up to $3 (today + 90,
 * overdue included), up to $4 (today + 180), up to $5 (today + 365), later.
 */
export const EXPOSURE_BY_HORIZON_SQL = `SELECT currency, CASE
      WHEN due_date <= $3::date THEN 'm0_3' WHEN due_date <= $4::date THEN 'm3_6'
      WHEN due_date <= $5::date THEN 'm6_12' ELSE 'm12plus' END AS bucket,
    sum(invoice_count)::int AS invoice_count, sum(amount) AS amount
  FROM exposure_due WHERE owner_id = $1 AND status = ANY($2::text[])
  GROUP BY 1, 2`;
