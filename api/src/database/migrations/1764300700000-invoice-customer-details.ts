import type { MigrationInterface, QueryRunner } from 'typeorm';
import { invoiceLedgerV2Sql } from '../../modules/invoices/ddl';

/**
 * Each invoice's customer details for the tax invoice's "Bill to": the customer's contact email
 * and address, the customer's reference / PO number, payment terms and notes. '' when not given.
 * invoice_ledger carries them too, so the PDF export sees them. The view's text is frozen here as it
 * was then: invoice-ledger.sql holds the current view, with columns later migrations append.
 */
export class InvoiceCustomerDetails1764300700000 implements MigrationInterface {
  name = 'InvoiceCustomerDetails1764300700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invoices
        ADD COLUMN customer_email text NOT NULL DEFAULT '' CHECK (length(customer_email) <= 254),
        ADD COLUMN customer_address text NOT NULL DEFAULT '' CHECK (length(customer_address) <= 400),
        ADD COLUMN reference text NOT NULL DEFAULT '' CHECK (length(reference) <= 60),
        ADD COLUMN notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 1000),
        ADD COLUMN payment_terms text NOT NULL DEFAULT '' CHECK (length(payment_terms) <= 200);
    `);
    await q.query(invoiceLedgerV2Sql());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP VIEW invoice_ledger;
      ALTER TABLE invoices DROP COLUMN customer_email, DROP COLUMN customer_address, DROP COLUMN reference, DROP COLUMN notes, DROP COLUMN payment_terms;
      CREATE VIEW invoice_ledger AS
        SELECT id, owner_id, number, counterparty, currency, amount, issued_date, due_date, status, archived, written_off,
               sent_date, paid_date, booked_rate, booked_rate_source, booked_rate_type, booked_rate_date, import_id, import_line,
               created_at, updated_at
        FROM invoices;
    `);
  }
}
