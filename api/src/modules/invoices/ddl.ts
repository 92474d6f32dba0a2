/** The invoices module's database code for migrations (the door api/src/database/migrations use). */
import { loadSqlFile } from '../../database/sql-files';

/** invoice_ledger, the view other modules read invoices through (CREATE OR REPLACE). */
export function invoiceLedgerSql(): string {
  return loadSqlFile(__dirname, 'invoice-ledger.sql');
}

/** invoice_ledger as its first migration (1764200300001) created it, frozen so that migration replays unchanged. */
export function invoiceLedgerV1Sql(): string {
  return loadSqlFile(__dirname, 'invoice-ledger-v1.sql');
}

/** invoice_ledger as the customer-details migration (1764300700000) left it, frozen likewise. */
export function invoiceLedgerV2Sql(): string {
  return loadSqlFile(__dirname, 'invoice-ledger-v2.sql');
}

export { INVOICE_GROUP_INDEXES_SQL } from './invoice-groups.sql';
