import type { MigrationInterface, QueryRunner } from 'typeorm';
import { exposureSyncSql } from '../../modules/exposure/ddl';
import { dropInvoiceColumnsSql, invoiceLedgerSql } from '../../modules/invoices/ddl';

/**
 * Credit notes (issue 27 item 5, supply correction information): against an invoice, for part or
 * all of it, with their own number per owner (CN-0001), lines, reason and date, and the GST
 * adjustment in NZD at the original invoice's time-of-supply rate (copied, so it never moves).
 * The invoices module's tables.
 *
 * An invoice keeps what has been credited against it (credited_amount) and what is still open
 * (outstanding_amount = amount − credited_amount, kept by PostgreSQL); the exposure triggers now count
 * the outstanding amount of an invoice with something open, so a credit note lowers the exposure in the
 * statement that records it. Every existing invoice has nothing credited, so the totals the
 * triggers keep are already right.
 */
export class CreditNotes1764301001200 implements MigrationInterface {
  name = 'CreditNotes1764301001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invoices
        ADD COLUMN credited_amount numeric(18, 2) NOT NULL DEFAULT 0 CHECK (credited_amount >= 0),
        ADD COLUMN outstanding_amount numeric(18, 2) NOT NULL GENERATED ALWAYS AS (amount - credited_amount) STORED,
        ADD CONSTRAINT invoices_credit_within_amount CHECK (credited_amount <= amount)
    `);
    await q.query(`
      CREATE TABLE credit_note_numbers (
        owner_id uuid PRIMARY KEY REFERENCES users (id),
        last_number integer NOT NULL CHECK (last_number > 0)
      )
    `);
    await q.query(`
      CREATE TABLE credit_notes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        number integer NOT NULL CHECK (number > 0),
        invoice_id bigint NOT NULL REFERENCES invoices (id),
        issued_date date NOT NULL,
        reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        prices_include_gst boolean NOT NULL,
        amount numeric(18, 2) NOT NULL CHECK (amount > 0),
        gst_amount numeric(18, 2) NOT NULL,
        subtotal numeric(18, 2) NOT NULL GENERATED ALWAYS AS (amount - gst_amount) STORED,
        zero_rated_amount numeric(18, 2) NOT NULL DEFAULT 0,
        exempt_amount numeric(18, 2) NOT NULL DEFAULT 0,
        supply_rate numeric(20, 10) CHECK (supply_rate > 0),
        supply_rate_source text,
        supply_rate_type text,
        supply_rate_date date,
        gst_nzd numeric(18, 2),
        created_by uuid REFERENCES users (id),
        created_at timestamptz NOT NULL,
        CONSTRAINT credit_notes_owner_number_key UNIQUE (owner_id, number)
      )
    `);
    await q.query('CREATE INDEX credit_notes_invoice_idx ON credit_notes (owner_id, invoice_id)');
    await q.query('CREATE INDEX credit_notes_owner_date_idx ON credit_notes (owner_id, issued_date)');
    await q.query(`
      CREATE TABLE credit_note_lines (
        credit_note_id bigint NOT NULL REFERENCES credit_notes (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL REFERENCES users (id),
        position smallint NOT NULL CHECK (position BETWEEN 1 AND 100),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
        quantity numeric(18, 4) NOT NULL CHECK (quantity > 0),
        unit_price numeric(22, 4) NOT NULL,
        gst_treatment text NOT NULL CHECK (gst_treatment IN ('standard', 'zero_rated', 'exempt', 'no_gst')),
        line_total numeric(40, 8) NOT NULL,
        gst numeric(18, 2) NOT NULL,
        PRIMARY KEY (credit_note_id, position)
      )
    `);
    // The read surface other modules (reports: the GST return, month-end exposure) read credit notes through.
    await q.query(`
      CREATE VIEW credit_note_ledger AS
      SELECT id, owner_id, number, invoice_id, issued_date, reason, currency, prices_include_gst, amount, gst_amount, subtotal,
             zero_rated_amount, exempt_amount, supply_rate, supply_rate_source, supply_rate_type, supply_rate_date, gst_nzd, created_at
      FROM credit_notes
    `);
    await q.query(invoiceLedgerSql());
    await q.query(exposureSyncSql(2));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(exposureSyncSql(1));
    await q.query('DROP VIEW credit_note_ledger');
    await q.query('DROP TABLE credit_note_lines');
    await q.query('DROP TABLE credit_notes');
    await q.query('DROP TABLE credit_note_numbers');
    await q.query('ALTER TABLE invoices DROP CONSTRAINT invoices_credit_within_amount');
    await q.query(dropInvoiceColumnsSql(['outstanding_amount', 'credited_amount']));
  }
}
