import { AUDIT_FOR_INVOICES_SQL, AUDIT_LIST_SQL } from '../src/modules/audit/audit.service';
import { addDays } from '@keafx/schema';
import { EXPOSURE_AGING_SQL, EXPOSURE_BY_COUNTERPARTY_SQL, EXPOSURE_BY_CURRENCY_SQL } from '../src/modules/exposure/exposure.sql';
import { HEDGE_LIST_SQL, OPEN_POSITIONS_SQL } from '../src/modules/hedges/hedges.service';
import { CURRENT_RATES_SQL } from '../src/modules/rates/rates.service';
import { SAVED_LIST_SQL } from '../src/modules/scenarios/scenarios.service';
import { firstRowsSql, groupHeadersSql, groupRowsSql } from '../src/modules/invoices/invoice-groups.sql';
import { countInvoicesSql, INVOICES_BY_IDS_SQL, listInvoicesSql } from '../src/modules/invoices/invoices.sql';
import { named } from '../src/database/sql';

/**
 * Test support: the statements that run on every page view, with sample parameters. A test EXPLAINs each
 * one: an `owner-scan` must reach its tenant tables only through an index whose first column
 * is owner_id (or, for shared rows such as built-in rates, a partial index on owner_id IS
 * NULL); a `point` lookup must use the table's primary key. Add new hot queries here.
 */
export interface HotQuery {
  name: string;
  kind: 'owner-scan' | 'point';
  sql: string;
  params: (ownerId: string, today: string) => unknown[];
}

const list = (q: Partial<Parameters<typeof listInvoicesSql>[0]>, name: string): HotQuery => ({
  name,
  kind: 'owner-scan',
  sql: listInvoicesSql({ view: 'active', sort: 'number_desc', limit: 50, offset: 0, ...q }, '', '').sql,
  params: (owner, today) => listInvoicesSql({ view: 'active', sort: 'number_desc', limit: 50, offset: 0, ...q }, owner, today).params,
});

/** A statement with named parameters (the invoice groups) as a hot query. */
const namedQuery = (name: string, text: string, values: (owner: string, today: string) => Record<string, unknown>): HotQuery => ({
  name,
  kind: 'owner-scan',
  sql: named(text, values('', '')).text,
  params: (owner, today) => named(text, values(owner, today)).params,
});
const EVERY_DAY = { los: ['-infinity'], his: ['infinity'] };

export const HOT_QUERIES: HotQuery[] = [
  namedQuery('dashboard groups: Invoice ID count', groupHeadersSql('id', 'active'), (owner, today) => ({ owner, today })),
  namedQuery('dashboard groups: Company headers', groupHeadersSql('customer', 'active'), (owner, today) => ({ owner, today })),
  namedQuery('dashboard groups: first rows, Invoice ID', firstRowsSql('id', 'active'), (owner, today) => ({
    owner,
    today,
    keys: ['all'],
    ...EVERY_DAY,
    rows: 25,
  })),
  namedQuery('dashboard groups: first rows, Company', firstRowsSql('customer', 'active'), (owner, today) => ({
    owner,
    today,
    keys: ['Acme'],
    ...EVERY_DAY,
    rows: 25,
  })),
  namedQuery('dashboard groups: first rows, Due Date', firstRowsSql('dueDate', 'active'), (owner, today) => ({
    owner,
    today,
    keys: ['today'],
    los: [today],
    his: [today],
    rows: 25,
  })),
  namedQuery("dashboard groups: a Company group's next rows", groupRowsSql('customer', 'active', true), (owner, today) => ({
    owner,
    today,
    key: 'Acme',
    lo: '-infinity',
    hi: 'infinity',
    after_due: today,
    after_number: 10,
    limit: 101,
  })),
  list({}, 'invoice list, Active tab'),
  list({ view: 'archive' }, 'invoice list, Archive tab'),
  list({ view: 'writeoffs' }, 'invoice list, Write-offs tab'),
  list({ view: 'all', status: 'overdue' }, 'invoice list, overdue filter'),
  list({ view: 'all', status: 'draft' }, 'invoice list, draft filter'),
  list({ search: 'acme' }, 'invoice list, search'),
  list({ sort: 'due_date_asc' }, 'invoice list, by due date'),
  {
    name: 'invoice tab counts',
    kind: 'owner-scan',
    sql: countInvoicesSql({ view: 'active' }, '', '').sql,
    params: (owner, today) => countInvoicesSql({ view: 'active' }, owner, today).params,
  },
  { name: 'invoices by id (loader)', kind: 'point', sql: INVOICES_BY_IDS_SQL, params: (owner, today) => [owner, today, ['1', '2', '3']] },
  { name: 'audit events, newest first', kind: 'owner-scan', sql: AUDIT_LIST_SQL, params: (owner) => [owner, 50, 0] },
  {
    name: "invoices' histories with their imports (loader)",
    kind: 'point',
    sql: AUDIT_FOR_INVOICES_SQL,
    params: (owner) => [owner, ['1', '2'], ['1', '2']],
  },
  { name: 'current rates', kind: 'owner-scan', sql: CURRENT_RATES_SQL, params: (owner) => [owner] },
  {
    name: 'exposure by currency',
    kind: 'owner-scan',
    sql: EXPOSURE_BY_CURRENCY_SQL,
    params: (owner, today) => [owner, ['sent', 'overdue'], today, addDays(today, 30), addDays(today, 90)],
  },
  {
    name: 'exposure by counterparty',
    kind: 'owner-scan',
    sql: EXPOSURE_BY_COUNTERPARTY_SQL,
    params: (owner) => [owner, ['sent', 'overdue']],
  },
  {
    name: 'exposure aging',
    kind: 'owner-scan',
    sql: EXPOSURE_AGING_SQL,
    params: (owner, today) => [owner, ['draft', 'sent', 'overdue'], today, addDays(today, 7), addDays(today, 30)],
  },
  { name: 'saved scenarios', kind: 'owner-scan', sql: SAVED_LIST_SQL, params: (owner) => [owner] },
  { name: 'hedge contracts, soonest maturity first', kind: 'owner-scan', sql: HEDGE_LIST_SQL, params: (owner) => [owner, null, 101, 0] },
  { name: 'open hedge positions by currency (exposure summary)', kind: 'owner-scan', sql: OPEN_POSITIONS_SQL, params: (owner) => [owner] },
];
