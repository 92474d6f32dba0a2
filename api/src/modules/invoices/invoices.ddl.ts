import { loadSqlFile } from '../../database/sql-files';

/** invoice_ledger, the view other modules read invoices through (CREATE OR REPLACE). */
export function invoiceLedgerSql(): string {
  return loadSqlFile(__dirname, 'invoice-ledger.sql');
}
