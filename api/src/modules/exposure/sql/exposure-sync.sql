-- The exposure totals' trigger functions (exposure module). Loaded by migrations through
-- exposureSyncSql() in ../exposure.ddl.ts, once per statement kind: op is insert, update or
-- delete and changed_rows (both in double braces) the signed rows that statement changed (+1 new, -1 old).
-- One statement folds the changed rows once and upserts all three tables; each upsert reports
-- whether it emptied a row, and only then is that table swept, so an ordinary single-invoice
-- write costs one statement. Booked NZD uses fx_booked_nzd (fx.sql), the one NZD conversion.
CREATE OR REPLACE FUNCTION invoices_exposure_{{op}}() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  emptied_totals boolean;
  emptied_due boolean;
  emptied_counterparty boolean;
BEGIN
  WITH d AS MATERIALIZED ({{changed_rows}}),
  totals AS (
    INSERT INTO exposure_totals AS t (owner_id, currency, status, invoice_count, amount, booked_amount, booked_nzd)
    SELECT owner_id, currency, status, sum(sign), sum(sign * amount),
           coalesce(sum(sign * amount) FILTER (WHERE booked_rate IS NOT NULL), 0),
           coalesce(sum(sign * fx_booked_nzd(amount, booked_rate)) FILTER (WHERE booked_rate IS NOT NULL), 0)
    FROM d
    GROUP BY owner_id, currency, status
    HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
        OR coalesce(sum(sign * fx_booked_nzd(amount, booked_rate)) FILTER (WHERE booked_rate IS NOT NULL), 0) <> 0
        OR coalesce(sum(sign * amount) FILTER (WHERE booked_rate IS NOT NULL), 0) <> 0
    ORDER BY owner_id, currency, status
    ON CONFLICT (owner_id, currency, status) DO UPDATE SET
      invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount,
      booked_amount = t.booked_amount + excluded.booked_amount, booked_nzd = t.booked_nzd + excluded.booked_nzd
    RETURNING t.invoice_count),
  due AS (
    INSERT INTO exposure_due AS t (owner_id, currency, status, due_date, invoice_count, amount)
    SELECT owner_id, currency, status, due_date, sum(sign), sum(sign * amount)
    FROM d
    GROUP BY owner_id, currency, status, due_date
    HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
    ORDER BY owner_id, currency, status, due_date
    ON CONFLICT (owner_id, currency, status, due_date) DO UPDATE SET
      invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount
    RETURNING t.invoice_count),
  counterparty AS (
    INSERT INTO exposure_counterparty AS t (owner_id, counterparty, currency, status, invoice_count, amount)
    SELECT owner_id, counterparty, currency, status, sum(sign), sum(sign * amount)
    FROM d
    GROUP BY owner_id, counterparty, currency, status
    HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
    ORDER BY owner_id, counterparty, currency, status
    ON CONFLICT (owner_id, counterparty, currency, status) DO UPDATE SET
      invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount
    RETURNING t.invoice_count)
  SELECT (SELECT coalesce(bool_or(invoice_count = 0), false) FROM totals),
         (SELECT coalesce(bool_or(invoice_count = 0), false) FROM due),
         (SELECT coalesce(bool_or(invoice_count = 0), false) FROM counterparty)
    INTO emptied_totals, emptied_due, emptied_counterparty;

  -- Rows that fell to nothing go, so reads never wade through empty history.
  IF emptied_totals THEN
    DELETE FROM exposure_totals WHERE invoice_count = 0 AND owner_id IN (SELECT DISTINCT owner_id FROM ({{changed_rows}}) d);
  END IF;
  IF emptied_due THEN
    DELETE FROM exposure_due WHERE invoice_count = 0 AND owner_id IN (SELECT DISTINCT owner_id FROM ({{changed_rows}}) d);
  END IF;
  IF emptied_counterparty THEN
    DELETE FROM exposure_counterparty WHERE invoice_count = 0 AND owner_id IN (SELECT DISTINCT owner_id FROM ({{changed_rows}}) d);
  END IF;
  RETURN NULL;
END
$fn$;
