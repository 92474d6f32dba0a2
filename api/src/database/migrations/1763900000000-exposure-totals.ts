import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-owner exposure totals kept up to date by statement-level triggers on invoices, so every
 * write path (services, the overdue sweep, bulk import, bulk archive/write-off) stays
 * consistent without each one knowing, and the exposure answer costs as many rows as the
 * owner has currencies, not invoices. Only invoices that can be owed count: status draft,
 * sent or overdue, not written off (archived ones still count: the money is still owed).
 *
 *  - exposure_totals: per owner, currency and stored status: count, native sum, and the
 *    booked value (sum of amount × booked rate, over the invoices that have one).
 *  - exposure_due: the same by due date, for the earliest due date, the aging buckets and
 *    the due-horizon rule (buckets depend on today, so dates are kept, not buckets).
 *  - exposure_counterparty: the same by counterparty.
 *
 * Each trigger folds the statement's transition tables into signed deltas, so a 100,000-row
 * import is one aggregate and one upsert per table. Rows that fall to zero are deleted.
 */
const COUNTED = `status <> 'paid' AND NOT written_off`;

/** The signed rows a statement changed: +1 for new versions, -1 for old ones. */
const SOURCES: Record<'insert' | 'update' | 'delete', string> = {
  insert: `SELECT 1 AS sign, owner_id, currency, status, due_date, counterparty, amount, booked_rate FROM new_rows WHERE ${COUNTED}`,
  delete: `SELECT -1 AS sign, owner_id, currency, status, due_date, counterparty, amount, booked_rate FROM old_rows WHERE ${COUNTED}`,
  update: `SELECT 1 AS sign, owner_id, currency, status, due_date, counterparty, amount, booked_rate FROM new_rows WHERE ${COUNTED}
           UNION ALL
           SELECT -1, owner_id, currency, status, due_date, counterparty, amount, booked_rate FROM old_rows WHERE ${COUNTED}`,
};

function syncFunction(op: keyof typeof SOURCES): string {
  const d = SOURCES[op];
  // One statement folds the changed rows once and upserts all three tables; each upsert
  // reports whether it emptied a row, and only then is that table swept, so an ordinary
  // single-invoice write costs one statement.
  return `
    CREATE FUNCTION invoices_exposure_${op}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      emptied_totals boolean;
      emptied_due boolean;
      emptied_counterparty boolean;
    BEGIN
      WITH d AS MATERIALIZED (${d}),
      totals AS (
        INSERT INTO exposure_totals AS t (owner_id, currency, status, invoice_count, amount, booked_amount, booked_nzd)
        SELECT owner_id, currency, status, sum(sign), sum(sign * amount),
               coalesce(sum(sign * amount) FILTER (WHERE booked_rate IS NOT NULL), 0),
               coalesce(sum(sign * amount * booked_rate) FILTER (WHERE booked_rate IS NOT NULL), 0)
        FROM d
        GROUP BY owner_id, currency, status
        HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
            OR coalesce(sum(sign * amount * booked_rate) FILTER (WHERE booked_rate IS NOT NULL), 0) <> 0
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
        DELETE FROM exposure_totals WHERE invoice_count = 0 AND owner_id IN (SELECT DISTINCT owner_id FROM (${d}) d);
      END IF;
      IF emptied_due THEN
        DELETE FROM exposure_due WHERE invoice_count = 0 AND owner_id IN (SELECT DISTINCT owner_id FROM (${d}) d);
      END IF;
      IF emptied_counterparty THEN
        DELETE FROM exposure_counterparty WHERE invoice_count = 0 AND owner_id IN (SELECT DISTINCT owner_id FROM (${d}) d);
      END IF;
      RETURN NULL;
    END
    $fn$;`;
}

export class ExposureTotals1763900000000 implements MigrationInterface {
  name = 'ExposureTotals1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exposure_totals (
        owner_id uuid NOT NULL REFERENCES users (id),
        currency char(3) NOT NULL,
        status text NOT NULL,
        invoice_count bigint NOT NULL,
        amount numeric NOT NULL,
        booked_amount numeric NOT NULL,
        booked_nzd numeric NOT NULL,
        PRIMARY KEY (owner_id, currency, status)
      );
      CREATE INDEX exposure_totals_empty_idx ON exposure_totals (owner_id) WHERE invoice_count = 0;

      CREATE TABLE exposure_due (
        owner_id uuid NOT NULL REFERENCES users (id),
        currency char(3) NOT NULL,
        status text NOT NULL,
        due_date date NOT NULL,
        invoice_count bigint NOT NULL,
        amount numeric NOT NULL,
        PRIMARY KEY (owner_id, currency, status, due_date)
      );
      CREATE INDEX exposure_due_empty_idx ON exposure_due (owner_id) WHERE invoice_count = 0;

      CREATE TABLE exposure_counterparty (
        owner_id uuid NOT NULL REFERENCES users (id),
        counterparty text NOT NULL,
        currency char(3) NOT NULL,
        status text NOT NULL,
        invoice_count bigint NOT NULL,
        amount numeric NOT NULL,
        PRIMARY KEY (owner_id, counterparty, currency, status)
      );
      CREATE INDEX exposure_counterparty_empty_idx ON exposure_counterparty (owner_id) WHERE invoice_count = 0;
    `);
    for (const op of ['insert', 'update', 'delete'] as const) await q.query(syncFunction(op));
    await q.query(`
      CREATE TRIGGER invoices_exposure_after_insert AFTER INSERT ON invoices
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_exposure_insert();
      CREATE TRIGGER invoices_exposure_after_update AFTER UPDATE ON invoices
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_exposure_update();
      CREATE TRIGGER invoices_exposure_after_delete AFTER DELETE ON invoices
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_exposure_delete();
    `);
    // Invoices written before this migration.
    await q.query(`
      INSERT INTO exposure_totals (owner_id, currency, status, invoice_count, amount, booked_amount, booked_nzd)
      SELECT owner_id, currency, status, count(*), sum(amount),
             coalesce(sum(amount) FILTER (WHERE booked_rate IS NOT NULL), 0), coalesce(sum(amount * booked_rate), 0)
      FROM invoices WHERE ${COUNTED} GROUP BY owner_id, currency, status;
      INSERT INTO exposure_due (owner_id, currency, status, due_date, invoice_count, amount)
      SELECT owner_id, currency, status, due_date, count(*), sum(amount) FROM invoices WHERE ${COUNTED} GROUP BY 1, 2, 3, 4;
      INSERT INTO exposure_counterparty (owner_id, counterparty, currency, status, invoice_count, amount)
      SELECT owner_id, counterparty, currency, status, count(*), sum(amount) FROM invoices WHERE ${COUNTED} GROUP BY 1, 2, 3, 4;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER invoices_exposure_after_insert ON invoices;
      DROP TRIGGER invoices_exposure_after_update ON invoices;
      DROP TRIGGER invoices_exposure_after_delete ON invoices;
      DROP FUNCTION invoices_exposure_insert(); DROP FUNCTION invoices_exposure_update(); DROP FUNCTION invoices_exposure_delete();
      DROP TABLE exposure_counterparty; DROP TABLE exposure_due; DROP TABLE exposure_totals;
    `);
  }
}
