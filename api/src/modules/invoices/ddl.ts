/** The invoices module's database code for migrations (the door api/src/database/migrations use). */
import { loadSqlFile } from '../../database/sql-files';

/**
 * invoice_ledger, the view other modules read invoices through: appends the invoices columns it
 * does not show yet (a migration that adds columns runs this after adding them).
 */
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

/**
 * Drops columns of invoices that invoice_ledger shows (a migration's down): the view is made again
 * without them, every other column in its place.
 */
export function dropInvoiceColumnsSql(columns: readonly string[]): string {
  const list = columns.map((c) => `'${c.replace(/'/g, "''")}'`).join(', ');
  return `DO $drop$
DECLARE
  kept text := (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
    WHERE a.attrelid = 'invoice_ledger'::regclass AND a.attnum > 0 AND NOT a.attisdropped AND NOT (a.attname::text = ANY (ARRAY[${list}])));
BEGIN
  DROP VIEW invoice_ledger;
  EXECUTE (SELECT 'ALTER TABLE invoices ' || string_agg(format('DROP COLUMN %I', c), ', ') FROM unnest(ARRAY[${list}]) AS c);
  EXECUTE format('CREATE VIEW invoice_ledger AS SELECT %s FROM invoices', kept);
END
$drop$;`;
}
