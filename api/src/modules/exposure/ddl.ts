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

/**
 * Only invoices that can be owed count: draft, sent or overdue, not written off; since credit
 * notes (issue 27), with something still open, counted at what is open (amount − credited).
 * The first form stays as the migrations that ran it wrote it, so a new database replays them
 * unchanged (their statements run before outstanding_amount exists).
 */
export const COUNTED_V1 = `status <> 'paid' AND NOT written_off`;
export const COUNTED = `status <> 'paid' AND NOT written_off AND outstanding_amount > 0`;
const COLUMNS_V1 = 'owner_id, currency, status, due_date, counterparty, amount, booked_rate';
const COLUMNS = 'owner_id, currency, status, due_date, counterparty, outstanding_amount AS amount, booked_rate';

/** The signed rows a statement changed: +1 for new versions, -1 for old ones. */
function changedRows(counted: string, columns: string): Record<'insert' | 'update' | 'delete', string> {
  return {
    insert: `SELECT 1 AS sign, ${columns} FROM new_rows WHERE ${counted}`,
    delete: `SELECT -1 AS sign, ${columns} FROM old_rows WHERE ${counted}`,
    update: `SELECT 1 AS sign, ${columns} FROM new_rows WHERE ${counted}
           UNION ALL
           SELECT -1, ${columns} FROM old_rows WHERE ${counted}`,
  };
}

/**
 * The three trigger functions that keep exposure_totals, exposure_due and exposure_counterparty:
 * version 2 (the current) counts an invoice's open amount; version 1 its face amount, for the
 * migrations that ran before credit notes.
 */
export function exposureSyncSql(version: 1 | 2 = 2): string {
  const template = loadSql('exposure-sync.sql');
  const changed = version === 1 ? changedRows(COUNTED_V1, COLUMNS_V1) : changedRows(COUNTED, COLUMNS);
  return (Object.keys(changed) as (keyof typeof changed)[])
    .map((op) => template.replaceAll('{{op}}', op).replaceAll('{{changed_rows}}', changed[op]))
    .join('\n');
}
