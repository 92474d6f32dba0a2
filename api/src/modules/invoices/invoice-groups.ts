import {
  BASE_CURRENCY,
  Exact,
  groupFromKey,
  groupRowCursor,
  groupsWithinBudget,
  orderGroups,
  groupCursorValue,
  groupKeyValue,
  type GroupBy,
  type InvoiceGroupRowsCommand,
  type InvoiceGroupsCommand,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { sqlNamed } from '../../database/sql';
import { toInvoiceRecord, type InvoiceRecord, type InvoiceRow } from './invoice-record';
import { dueRange, firstRowsSql, groupHeadersSql, groupRowsSql, keyPrefix } from './invoice-groups.sql';
import { type InvoiceView } from './invoices.sql';

export interface InvoiceGroupRecord {
  groupKey: string;
  groupLabel: string;
  count: number;
  /** Customer and currency groups: exact sum of the amounts, the first invoice's currency, per-currency totals when mixed. */
  totalAmount: string | null;
  totalCurrency: string | null;
  totalsByCurrency: { currency: string; amount: string }[] | null;
  earliestDue: string | null;
  /** The first rows, in the group's order, and where to carry on (null when they are all). */
  invoices: InvoiceRecord[];
  nextCursor: string | null;
}

export interface InvoiceGroupPage {
  groupBy: GroupBy;
  groups: InvoiceGroupRecord[];
  totalGroups: number;
  totalInvoices: number;
  groupOffset: number;
  hasMoreGroups: boolean;
}

export interface InvoiceGroupRowsPage {
  items: InvoiceRecord[];
  nextCursor: string | null;
}

export interface GroupsQuery {
  groupBy: GroupBy;
  view: InvoiceView;
  rows: number;
  groupOffset: number;
  groupLimit: number;
  rowBudget: number | null;
}

export interface RowsQuery {
  groupBy: GroupBy;
  view: InvoiceView;
  key: string;
  after: { number: number; dueDate?: string } | null;
  limit: number;
}

/** The page of groups an INVOICE_GROUPS_QUERY command asks for (a row budget of 0 is none). */
export function toGroupsQuery(c: InvoiceGroupsCommand): GroupsQuery {
  return { ...c, rowBudget: c.rowBudget === 0 ? null : c.rowBudget };
}

/** The page of rows an INVOICE_GROUP_ROWS_QUERY command asks for (its key and cursor already checked in their grouping). */
export function toRowsQuery(c: InvoiceGroupRowsCommand): RowsQuery {
  return {
    groupBy: c.groupBy,
    view: c.view,
    key: groupKeyValue(c.key, c.groupBy) ?? '',
    after: groupCursorValue(c.after, c.groupBy),
    limit: c.limit,
  };
}

interface HeaderRow {
  key: string;
  currency: string | null;
  count: number;
  total: string | null;
  earliest_due: string | null;
}

/** Folds the per-currency rows of one grouping into headers with SPEC's totals (withTotals in schema/src). */
function headersOf(rows: HeaderRow[], groupBy: GroupBy): InvoiceGroupRecord[] {
  const byKey = new Map<string, HeaderRow[]>();
  for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
  const totals = groupBy === 'customer' || groupBy === 'currency';
  return [...byKey].map(([key, parts]) => {
    const { groupKey, groupLabel } = groupFromKey(`${keyPrefix(groupBy)}${key}`, groupBy);
    const base = {
      groupKey,
      groupLabel,
      count: parts.reduce((n, p) => n + p.count, 0),
      invoices: [],
      nextCursor: null,
      totalAmount: null,
      totalCurrency: null,
      totalsByCurrency: null,
      earliestDue: null,
    };
    if (!totals) return base;
    const sums = parts.map((p) => ({ currency: p.currency ?? BASE_CURRENCY, total: new Exact(p.total ?? 0) }));
    return {
      ...base,
      totalAmount: sums.reduce((acc, s) => acc.plus(s.total), new Exact(0)).toFixed(),
      // The first invoice's currency: the only one when there is one, else set from the group's first row.
      totalCurrency: parts.length === 1 ? (parts[0]?.currency ?? BASE_CURRENCY) : null,
      totalsByCurrency:
        sums.length > 1
          ? sums
              .sort((a, b) => b.total.comparedTo(a.total) || a.currency.localeCompare(b.currency))
              .map((s) => ({ currency: s.currency, amount: s.total.toFixed() }))
          : null,
      earliestDue: parts.reduce((min, p) => (p.earliest_due !== null && (min === '' || p.earliest_due < min) ? p.earliest_due : min), ''),
    };
  });
}

/**
 * A page of the owner's invoice groups for one grouping: every header (label, count, totals,
 * earliest due) from one aggregate, in SPEC's order; the groups from groupOffset (as many as
 * fit rowBudget first rows when given, at most groupLimit) with their first `rows` invoices.
 */
export async function invoiceGroups(ds: DataSource, ownerId: string, today: string, q: GroupsQuery): Promise<InvoiceGroupPage> {
  const values = { owner: ownerId, today };
  const headers = orderGroups(headersOf(await sqlNamed<HeaderRow>(ds, groupHeadersSql(q.groupBy, q.view), values), q.groupBy), q.groupBy);
  const rest = headers.slice(q.groupOffset);
  const take =
    q.rowBudget === null
      ? Math.min(q.groupLimit, rest.length)
      : Math.min(
          q.groupLimit,
          groupsWithinBudget(
            rest.map((g) => g.count),
            Math.max(q.rows, 1),
            q.rowBudget,
          ),
        );
  const page = rest.slice(0, take);
  // Groups in several currencies need their first row for the currency of their total, even when no rows are asked for.
  const rowsToRead = Math.max(q.rows, page.some((g) => g.totalAmount !== null && g.totalCurrency === null) ? 1 : 0);
  if (rowsToRead > 0 && page.length > 0) {
    const prefix = keyPrefix(q.groupBy);
    const keys = page.map((g) => g.groupKey.slice(prefix.length));
    const ranges = keys.map((k) => dueRange(q.groupBy, k, today));
    const rows = await sqlNamed<InvoiceRow & { group_key: string }>(ds, firstRowsSql(q.groupBy, q.view), {
      ...values,
      keys,
      los: ranges.map((r) => r.lo),
      his: ranges.map((r) => r.hi),
      rows: rowsToRead,
    });
    const byKey = new Map(page.map((g) => [g.groupKey.slice(prefix.length), g]));
    for (const r of rows) byKey.get(r.group_key)?.invoices.push(toInvoiceRecord(r));
    for (const g of page) {
      if (g.totalAmount !== null && g.totalCurrency === null) g.totalCurrency = g.invoices[0]?.currency ?? BASE_CURRENCY;
      g.invoices = g.invoices.slice(0, q.rows);
      const last = g.invoices.at(-1);
      g.nextCursor = last && g.count > g.invoices.length ? groupRowCursor(last, q.groupBy) : null;
    }
  }
  return {
    groupBy: q.groupBy,
    groups: page,
    totalGroups: headers.length,
    totalInvoices: headers.reduce((n, g) => n + g.count, 0),
    groupOffset: q.groupOffset,
    hasMoreGroups: q.groupOffset + page.length < headers.length,
  };
}

/** A page of one group's invoices after a cursor, in the group's order (by number, or due date then number). */
export async function invoiceGroupRows(ds: DataSource, ownerId: string, today: string, q: RowsQuery): Promise<InvoiceGroupRowsPage> {
  const values: Record<string, unknown> = { owner: ownerId, today, key: q.key, limit: q.limit + 1, ...dueRange(q.groupBy, q.key, today) };
  if (q.after) {
    values.after_number = q.after.number;
    if (q.after.dueDate !== undefined) values.after_due = q.after.dueDate;
  }
  const rows = await sqlNamed<InvoiceRow>(ds, groupRowsSql(q.groupBy, q.view, q.after !== null), values);
  const items = rows.slice(0, q.limit).map(toInvoiceRecord);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > q.limit && last ? groupRowCursor(last, q.groupBy) : null };
}
