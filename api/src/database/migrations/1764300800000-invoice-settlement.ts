import type { MigrationInterface, QueryRunner } from 'typeorm';
import { invoiceLedgerSql } from '../../modules/invoices';

/**
 * Realised FX gain (issue 15): paying an invoice records the settlement rate (NZD per unit; today's
 * rate or one the user gives, such as the bank's), where it came from ('given' or the rate's
 * source), and the realised gain or loss in NZD against the booking rate (null when the invoice
 * had no booking rate or no settlement rate was known). invoice_ledger carries the three columns.
 */
export class InvoiceSettlement1764300800000 implements MigrationInterface {
  name = 'InvoiceSettlement1764300800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invoices
        ADD COLUMN settlement_rate numeric CHECK (settlement_rate > 0),
        ADD COLUMN settlement_rate_source text CHECK (length(settlement_rate_source) <= 80),
        ADD COLUMN realised_gain_nzd numeric;
    `);
    await q.query(invoiceLedgerSql());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW invoice_ledger');
    // Back to the view as the customer-details migration left it.
    await q.query(`
      CREATE OR REPLACE VIEW invoice_ledger AS
        SELECT id, owner_id, number, counterparty, currency, amount, issued_date, due_date, status, archived, written_off,
               sent_date, paid_date, booked_rate, booked_rate_source, booked_rate_type, booked_rate_date, import_id, import_line,
               created_at, updated_at, customer_email, customer_address, reference, notes, payment_terms
        FROM invoices;
    `);
    await q.query('ALTER TABLE invoices DROP COLUMN settlement_rate, DROP COLUMN settlement_rate_source, DROP COLUMN realised_gain_nzd');
  }
}
