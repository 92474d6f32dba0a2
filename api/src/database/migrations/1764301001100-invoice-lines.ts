import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropInvoiceColumnsSql, invoiceLedgerSql } from '../../modules/invoices/ddl';

/**
 * Invoices a New Zealand business can lawfully issue (issue 27): an invoice is made of lines
 * (invoice_lines: description, quantity, unit price, GST treatment, the exact line total and its
 * GST), and keeps its totals (subtotal, GST, the zero-rated and exempt parts; `amount` stays the
 * total, so exposure never reads lines) and, once sent, the time of supply: its date and the rate
 * it was converted to NZD at, with the rate's source, type and date, and the GST in NZD at that
 * rate, frozen (GST Act s9(1), s77(1)).
 *
 * `subtotal` is kept by PostgreSQL (amount − GST), and the defaults keep an invoice written by a
 * statement that knows nothing of lines (a test's or the bench's seed) whole: it reads as one line
 * of its amount (impliedLine).
 *
 * Every invoice from before becomes one line of its amount, prices including GST, treated as
 * the owner would have: no GST when no GST number was given; otherwise 15% for a customer in New
 * Zealand (or, no country known, an NZD invoice), zero-rated for one abroad (or a foreign
 * currency). One sent or paid before keeps its booking rate as its time-of-supply rate, dated the
 * earlier of its issue, sending and payment (NZD at 1).
 */
export class InvoiceLines1764301001100 implements MigrationInterface {
  name = 'InvoiceLines1764301001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invoices
        ADD COLUMN prices_include_gst boolean NOT NULL DEFAULT true,
        ADD COLUMN gst_amount numeric(18, 2) NOT NULL DEFAULT 0,
        ADD COLUMN subtotal numeric(18, 2) NOT NULL GENERATED ALWAYS AS (amount - gst_amount) STORED,
        ADD COLUMN zero_rated_amount numeric(18, 2) NOT NULL DEFAULT 0,
        ADD COLUMN exempt_amount numeric(18, 2) NOT NULL DEFAULT 0,
        ADD COLUMN supply_date date,
        ADD COLUMN supply_rate numeric(20, 10) CHECK (supply_rate > 0),
        ADD COLUMN supply_rate_source text,
        ADD COLUMN supply_rate_type text,
        ADD COLUMN supply_rate_date date,
        ADD COLUMN gst_nzd numeric(18, 2)
    `);
    await q.query(`
      CREATE TABLE invoice_lines (
        invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL REFERENCES users (id),
        position smallint NOT NULL CHECK (position BETWEEN 1 AND 100),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
        quantity numeric(18, 4) NOT NULL CHECK (quantity > 0),
        unit_price numeric(22, 4) NOT NULL,
        gst_treatment text NOT NULL CHECK (gst_treatment IN ('standard', 'zero_rated', 'exempt', 'no_gst')),
        line_total numeric(40, 8) NOT NULL,
        gst numeric(18, 2) NOT NULL,
        PRIMARY KEY (invoice_id, position)
      )
    `);
    // A GST return reads a period's supplies by their time of supply.
    await q.query('CREATE INDEX invoices_owner_supply_idx ON invoices (owner_id, supply_date) WHERE supply_date IS NOT NULL');
    // The treatment each invoice from before takes, once, in SQL (defaultGstTreatment's rule).
    await q.query(`
      CREATE TEMP TABLE invoice_line_backfill ON COMMIT DROP AS
      SELECT i.id, i.owner_id, i.amount, i.currency,
        CASE
          WHEN NOT coalesce(p.gst_registered, false) THEN 'no_gst'
          WHEN coalesce(c.country, '') <> '' THEN CASE WHEN upper(c.country) IN ('NZ', 'NEW ZEALAND') THEN 'standard' ELSE 'zero_rated' END
          WHEN i.currency = 'NZD' THEN 'standard'
          ELSE 'zero_rated'
        END AS treatment
      FROM invoices i
      LEFT JOIN user_profiles p ON p.user_id = i.owner_id
      LEFT JOIN customers c ON c.id = i.customer_id
    `);
    await q.query(`
      INSERT INTO invoice_lines (invoice_id, owner_id, position, description, quantity, unit_price, gst_treatment, line_total, gst)
      SELECT id, owner_id, 1, '', 1, amount, treatment, amount,
        CASE WHEN treatment = 'standard' THEN round(amount * 3 / 23, CASE WHEN currency IN ('JPY', 'KRW', 'VND', 'CLP') THEN 0 ELSE 2 END) ELSE 0 END
      FROM invoice_line_backfill
    `);
    await q.query(`
      UPDATE invoices i SET
        gst_amount = l.gst,
        zero_rated_amount = CASE WHEN l.gst_treatment = 'zero_rated' THEN i.amount ELSE 0 END,
        exempt_amount = CASE WHEN l.gst_treatment = 'exempt' THEN i.amount ELSE 0 END
      FROM invoice_lines l WHERE l.invoice_id = i.id
    `);
    await q.query(`
      UPDATE invoices SET
        supply_date = LEAST(issued_date, coalesce(sent_date, issued_date), coalesce(paid_date, issued_date)),
        supply_rate = CASE WHEN currency = 'NZD' THEN 1 ELSE booked_rate END,
        supply_rate_source = CASE WHEN currency = 'NZD' THEN 'base currency' ELSE booked_rate_source END,
        supply_rate_type = CASE WHEN currency = 'NZD' THEN 'spot' ELSE booked_rate_type END,
        supply_rate_date = CASE WHEN currency = 'NZD' THEN LEAST(issued_date, coalesce(sent_date, issued_date), coalesce(paid_date, issued_date)) ELSE booked_rate_date END
      WHERE status <> 'draft'
    `);
    await q.query(`UPDATE invoices SET gst_nzd = round(gst_amount * supply_rate, 2) WHERE supply_rate IS NOT NULL`);
    await q.query(invoiceLedgerSql());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE invoice_lines');
    await q.query(
      dropInvoiceColumnsSql([
        'prices_include_gst',
        'subtotal',
        'gst_amount',
        'zero_rated_amount',
        'exempt_amount',
        'supply_date',
        'supply_rate',
        'supply_rate_source',
        'supply_rate_type',
        'supply_rate_date',
        'gst_nzd',
      ]),
    );
  }
}
