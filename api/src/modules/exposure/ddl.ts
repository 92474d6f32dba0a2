import { loadSqlFile } from '../../database/sql-files';

/**
 * The exposure module's database code: the .sql files beside this one, loaded by migrations.
 * Each file is CREATE OR REPLACE, so a new migration that loads it again brings an existing
 * database up to the file's current form while a fresh one gets it from the first load.
 */
const loadSql = (name: string): string => loadSqlFile(__dirname, name);

/** fx_nzd(amount, nzd_per_unit): NZD conversion in SQL. */
export function fxSql(): string {
  return loadSql('fx.sql');
}

/** Only invoices that can be owed count: draft, sent or overdue, not written off. */
export const COUNTED = `status <> 'paid' AND NOT written_off`;
const COLUMNS = 'owner_id, currency, status, due_date, counterparty, amount, booked_rate';

/** The signed rows a statement changed: +1 for new versions, -1 for old ones. */
const CHANGED_ROWS: Record<'insert' | 'update' | 'delete', string> = {
  insert: `SELECT 1 AS sign, ${COLUMNS} FROM new_rows WHERE ${COUNTED}`,
  delete: `SELECT -1 AS sign, ${COLUMNS} FROM old_rows WHERE ${COUNTED}`,
  update: `SELECT 1 AS sign, ${COLUMNS} FROM new_rows WHERE ${COUNTED}
           UNION ALL
           SELECT -1, ${COLUMNS} FROM old_rows WHERE ${COUNTED}`,
};

/** The three trigger functions that keep exposure_totals, exposure_due and exposure_counterparty. */
export function exposureSyncSql(): string {
  const template = loadSql('exposure-sync.sql');
  return (Object.keys(CHANGED_ROWS) as (keyof typeof CHANGED_ROWS)[])
    .map((op) => template.replaceAll('{{op}}', op).replaceAll('{{changed_rows}}', CHANGED_ROWS[op]))
    .join('\n');
}
