import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTED_V1, exposureSyncSql, fxSql } from '../../modules/exposure/ddl';

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
 *
 * The trigger functions and fx_nzd live in the exposure module's sql/ files (CREATE OR REPLACE);
 * migration 1764200300000 loads them again so databases made before they moved get the same.
 */
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
    await q.query(fxSql());
    await q.query(exposureSyncSql(1));
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
             coalesce(sum(amount) FILTER (WHERE booked_rate IS NOT NULL), 0),
             coalesce(sum(fx_booked_nzd(amount, booked_rate)) FILTER (WHERE booked_rate IS NOT NULL), 0)
      FROM invoices WHERE ${COUNTED_V1} GROUP BY owner_id, currency, status;
      INSERT INTO exposure_due (owner_id, currency, status, due_date, invoice_count, amount)
      SELECT owner_id, currency, status, due_date, count(*), sum(amount) FROM invoices WHERE ${COUNTED_V1} GROUP BY 1, 2, 3, 4;
      INSERT INTO exposure_counterparty (owner_id, counterparty, currency, status, invoice_count, amount)
      SELECT owner_id, counterparty, currency, status, count(*), sum(amount) FROM invoices WHERE ${COUNTED_V1} GROUP BY 1, 2, 3, 4;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER invoices_exposure_after_insert ON invoices;
      DROP TRIGGER invoices_exposure_after_update ON invoices;
      DROP TRIGGER invoices_exposure_after_delete ON invoices;
      DROP FUNCTION invoices_exposure_insert(); DROP FUNCTION invoices_exposure_update(); DROP FUNCTION invoices_exposure_delete();
      DROP FUNCTION fx_booked_nzd(numeric, numeric); DROP FUNCTION fx_nzd(numeric, numeric);
      DROP TABLE exposure_counterparty; DROP TABLE exposure_due; DROP TABLE exposure_totals;
    `);
  }
}
