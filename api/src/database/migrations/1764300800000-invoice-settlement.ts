import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropInvoiceColumnsSql, invoiceLedgerSql } from '../../modules/invoices/ddl';

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
    await q.query(dropInvoiceColumnsSql(['settlement_rate', 'settlement_rate_source', 'realised_gain_nzd']));
  }
}
