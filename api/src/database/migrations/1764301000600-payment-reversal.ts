import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropInvoiceColumnsSql, invoiceLedgerSql } from '../../modules/invoices/ddl';

/**
 * Money actions that ask first and can be undone (issue 26 item 4). A payment can be dated (the day
 * the money arrived) and reversed within a window after it was recorded, so the invoice keeps when
 * the payment was recorded (paid_at: the window's start; null for payments imported or recorded
 * before this) and the date of the rate it settled at (settlement_rate_date: the rate recorded for
 * the payment date, or the payment date for a rate the payer gave). A forward contract keeps when it
 * was settled or cancelled (closed_at) for its own reopen window. invoice_ledger carries the new
 * invoice columns. Rows from before stay null: their actions are not reversible.
 */
export class PaymentReversal1764301000600 implements MigrationInterface {
  name = 'PaymentReversal1764301000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invoices
        ADD COLUMN paid_at timestamptz,
        ADD COLUMN settlement_rate_date date
    `);
    await q.query(invoiceLedgerSql());
    await q.query('ALTER TABLE hedge_contracts ADD COLUMN closed_at timestamptz');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE hedge_contracts DROP COLUMN closed_at');
    await q.query(dropInvoiceColumnsSql(['paid_at', 'settlement_rate_date']));
  }
}
