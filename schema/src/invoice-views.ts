import { Decimal } from 'decimal.js';
import { BASE_CURRENCY } from './currencies';
import { isIsoDate } from './dates';
import { DUE_BUCKET_LABELS, DUE_BUCKETS, dueBucket } from './exposure';

/**
 * The dashboard's invoice views (SPEC section 2, "Invoice views"): By Invoice with a group-by,
 * and By Currency. Pure functions over a minimal invoice shape, so the web and any report
 * that wants the same grouping agree. Dates are YYYY-MM-DD; `today` is the business day.
 */
export interface ViewInvoice {
  id: string;
  /** The owner's invoice number, shown as "#N"; the flat list sorts by it. */
  number: number;
  customer?: string | null;
  currency?: string | null;
  /** A decimal string (or number) in the invoice's currency. */
  amount: string | number;
  dueDate: string;
  status?: string | null;
}

export const GROUP_BY_OPTIONS = ['id', 'customer', 'currency', 'status', 'dueDate'] as const;
export type GroupBy = (typeof GROUP_BY_OPTIONS)[number];

export const GROUP_BY_LABELS: Readonly<Record<GroupBy, string>> = {
  id: 'Invoice ID',
  customer: 'Company',
  currency: 'Currency',
  status: 'Status',
  dueDate: 'Due Date',
};

export const UNKNOWN_CUSTOMER = 'Unknown';

/** SPEC's status group order: overdue, sent, draft, paid. */
export const STATUS_GROUP_ORDER = ['overdue', 'sent', 'draft', 'paid'] as const;

export interface InvoiceGroup<T extends ViewInvoice = ViewInvoice> {
  groupKey: string;
  groupLabel: string;
  invoices: T[];
  /** Customer and currency groups only: the sum of the amounts, exact, as a decimal string. */
  totalAmount?: string;
  /** The currency the total is shown in: the first invoice's, else NZD (SPEC section 9). */
  totalCurrency?: string;
  /** Customer groups whose invoices use several currencies: one total per currency, largest first. */
  totalsByCurrency?: { currency: string; amount: string }[];
  /** Customer and currency groups only: the earliest due date. */
  earliestDue?: string;
}

/** The status an invoice is grouped and shown under: lower-case, missing counts as draft. */
export function statusOf(invoice: Pick<ViewInvoice, 'status'>): string {
  const s = (invoice.status ?? '').trim().toLowerCase();
  return s === '' ? 'draft' : s;
}

/** The customer an invoice is grouped under: missing or blank is 'Unknown'. */
export function customerOf(invoice: Pick<ViewInvoice, 'customer'>): string {
  const c = (invoice.customer ?? '').trim();
  return c === '' ? UNKNOWN_CUSTOMER : c;
}

/** 'N invoice' or 'N invoices'. */
export function invoiceCountLabel(n: number): string {
  return `${n.toLocaleString('en-NZ')} ${n === 1 ? 'invoice' : 'invoices'}`;
}

const byNumber = (a: ViewInvoice, b: ViewInvoice): number => a.number - b.number;
const byDue = (a: ViewInvoice, b: ViewInvoice): number => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.number - b.number);

function sum(invoices: ViewInvoice[]): Decimal {
  return invoices.reduce((acc, i) => acc.plus(amountOf(i)), new Decimal(0));
}

function amountOf(invoice: ViewInvoice): Decimal {
  try {
    return new Decimal(invoice.amount);
  } catch {
    return new Decimal(0);
  }
}

function earliest(invoices: ViewInvoice[]): string | undefined {
  return invoices.reduce<string | undefined>((min, i) => (min === undefined || i.dueDate < min ? i.dueDate : min), undefined);
}

function bucket<T extends ViewInvoice>(invoices: T[], keyOf: (i: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const i of invoices) {
    const k = keyOf(i);
    const list = out.get(k);
    if (list) list.push(i);
    else out.set(k, [i]);
  }
  return out;
}

/** Totals per currency, largest first (ties by code). */
function totalsByCurrency(invoices: ViewInvoice[]): { currency: string; amount: string }[] {
  return [...bucket(invoices, (i) => i.currency || BASE_CURRENCY)]
    .map(([currency, list]) => ({ currency, total: sum(list) }))
    .sort((a, b) => b.total.comparedTo(a.total) || a.currency.localeCompare(b.currency))
    .map(({ currency, total }) => ({ currency, amount: total.toFixed() }));
}

function withTotals<T extends ViewInvoice>(group: InvoiceGroup<T>): InvoiceGroup<T> {
  const currencies = new Set(group.invoices.map((i) => i.currency || BASE_CURRENCY));
  return {
    ...group,
    totalAmount: sum(group.invoices).toFixed(),
    totalCurrency: group.invoices[0]?.currency || BASE_CURRENCY,
    ...(currencies.size > 1 ? { totalsByCurrency: totalsByCurrency(group.invoices) } : {}),
    earliestDue: earliest(group.invoices),
  };
}

/** Customer labels in SPEC's alphabetical order (en-NZ collation, then code points so the order is total). */
export function compareCustomerLabels(a: string, b: string): number {
  return a.localeCompare(b, 'en-NZ') || (a < b ? -1 : a > b ? 1 : 0);
}

/** The prefix of a group's key in each grouping ('all' is the Invoice ID view's one key). */
export const GROUP_KEY_PREFIX: Readonly<Record<Exclude<GroupBy, 'id'>, string>> = {
  customer: 'customer:',
  currency: 'currency:',
  status: 'status:',
  dueDate: 'due:',
};
export const ALL_GROUP_KEY = 'all';

/** The group an invoice falls in: its key (prefixed as above) and the label shown on the group's header. */
export function groupOf(invoice: ViewInvoice, groupBy: GroupBy, today: string): { groupKey: string; groupLabel: string } {
  switch (groupBy) {
    case 'id':
      return { groupKey: ALL_GROUP_KEY, groupLabel: 'All Invoices' };
    case 'customer': {
      const label = customerOf(invoice);
      return { groupKey: `${GROUP_KEY_PREFIX.customer}${label}`, groupLabel: label };
    }
    case 'currency': {
      const code = invoice.currency || BASE_CURRENCY;
      return { groupKey: `${GROUP_KEY_PREFIX.currency}${code}`, groupLabel: code };
    }
    case 'status':
      return groupFromKey(`${GROUP_KEY_PREFIX.status}${statusOf(invoice)}`, groupBy);
    case 'dueDate':
      return groupFromKey(`${GROUP_KEY_PREFIX.dueDate}${dueBucket(invoice.dueDate, today)}`, groupBy);
  }
}

/** The label of a group from its key, or null when the key cannot belong to that grouping. */
export function groupFromKey(groupKey: string, groupBy: GroupBy): { groupKey: string; groupLabel: string } {
  if (groupBy === 'id') return { groupKey, groupLabel: 'All Invoices' };
  const value = groupKey.slice(GROUP_KEY_PREFIX[groupBy].length);
  if (groupBy === 'status') return { groupKey, groupLabel: value.charAt(0).toUpperCase() + value.slice(1) };
  if (groupBy === 'dueDate') return { groupKey, groupLabel: DUE_BUCKET_LABELS[value as (typeof DUE_BUCKETS)[number]] ?? value };
  return { groupKey, groupLabel: value };
}

/** The order of the groups of each grouping (SPEC's "Invoice views"); groups must carry totalAmount for currency. */
export function orderGroups<G extends { groupKey: string; groupLabel: string; totalAmount?: string | null }>(
  groups: readonly G[],
  groupBy: GroupBy,
): G[] {
  const list = [...groups];
  const rank =
    (order: readonly string[], prefix: string) =>
    (g: G): number => {
      const i = order.indexOf(g.groupKey.slice(prefix.length));
      return i < 0 ? order.length : i;
    };
  switch (groupBy) {
    case 'id':
      return list;
    case 'customer':
      return list.sort((a, b) => compareCustomerLabels(a.groupLabel, b.groupLabel));
    case 'currency':
      return list.sort(
        (a, b) => new Decimal(b.totalAmount ?? 0).comparedTo(a.totalAmount ?? 0) || a.groupLabel.localeCompare(b.groupLabel),
      );
    case 'status': {
      const r = rank(STATUS_GROUP_ORDER, GROUP_KEY_PREFIX.status);
      return list.sort((a, b) => r(a) - r(b) || (a.groupKey < b.groupKey ? -1 : a.groupKey > b.groupKey ? 1 : 0));
    }
    case 'dueDate': {
      const r = rank(DUE_BUCKETS, GROUP_KEY_PREFIX.dueDate);
      return list.sort((a, b) => r(a) - r(b));
    }
  }
}

/** The order of the invoices within a group: by number for Invoice ID, else by due date then number. */
export function compareGroupRows(groupBy: GroupBy): (a: ViewInvoice, b: ViewInvoice) => number {
  return groupBy === 'id' ? byNumber : byDue;
}

/**
 * Groups invoices as SPEC's By Invoice view does:
 * - id: one group 'All Invoices' sorted by number (shown without a header);
 * - customer: alphabetical by label, invoices by due date, missing customer under Unknown;
 * - currency: by total amount, highest first, invoices by due date;
 * - status: overdue, sent, draft, paid (then any other), missing status as draft;
 * - dueDate: Overdue, Due Today, Next 7 Days, Next 30 Days, Later, each by due date.
 * Empty groups are omitted. Customer and currency groups carry totalAmount and earliestDue.
 */
export function groupInvoices<T extends ViewInvoice>(invoices: readonly T[], groupBy: GroupBy, today: string): InvoiceGroup<T>[] {
  const buckets = new Map<string, { groupKey: string; groupLabel: string; invoices: T[] }>();
  for (const i of invoices) {
    const g = groupOf(i, groupBy, today);
    const found = buckets.get(g.groupKey);
    if (found) found.invoices.push(i);
    else buckets.set(g.groupKey, { ...g, invoices: [i] });
  }
  const rows = compareGroupRows(groupBy);
  const totals = groupBy === 'customer' || groupBy === 'currency';
  const groups = [...buckets.values()].map((g): InvoiceGroup<T> => {
    const group = { ...g, invoices: g.invoices.sort(rows) };
    return totals ? withTotals(group) : group;
  });
  return orderGroups(groups, groupBy);
}

/** How many groups to draw at first: until their first `rowsPerGroup` rows fill the budget, at least one. */
export function groupsWithinBudget(counts: readonly number[], rowsPerGroup: number, budget: number): number {
  let rows = 0;
  let n = 0;
  for (const count of counts) {
    rows += Math.min(count, rowsPerGroup);
    if (n > 0 && rows > budget) break;
    n += 1;
  }
  return n;
}

/**
 * Where a page of a group's rows ends, to carry on after it: "N" (the invoice number) for
 * Invoice ID, "YYYY-MM-DD.N" (due date and number) for the others, matching compareGroupRows.
 */
export function groupRowCursor(invoice: Pick<ViewInvoice, 'number' | 'dueDate'>, groupBy: GroupBy): string {
  return groupBy === 'id' ? String(invoice.number) : `${invoice.dueDate}.${invoice.number}`;
}

/** A cursor read back, or null when it is not one groupRowCursor makes for this grouping. */
export function parseGroupRowCursor(cursor: string, groupBy: GroupBy): { number: number; dueDate?: string } | null {
  const m = groupBy === 'id' ? /^([1-9]\d{0,9})$/.exec(cursor) : /^(\d{4}-\d{2}-\d{2})\.([1-9]\d{0,9})$/.exec(cursor);
  if (!m) return null;
  const number = Number(groupBy === 'id' ? m[1] : m[2]);
  if (!Number.isSafeInteger(number) || number > 2_147_483_647) return null;
  if (groupBy === 'id') return { number };
  return isIsoDate(m[1]) ? { number, dueDate: m[1] } : null;
}

/** Whether a row comes after a cursor in its group's order. */
export function isAfterCursor(invoice: Pick<ViewInvoice, 'number' | 'dueDate'>, cursor: { number: number; dueDate?: string }): boolean {
  if (cursor.dueDate === undefined || invoice.dueDate === cursor.dueDate) return invoice.number > cursor.number;
  return invoice.dueDate > cursor.dueDate;
}

export interface CurrencySummaryRow {
  currency: string;
  /** Sum of the invoice amounts in this currency, exact. */
  totalExposure: string;
  earliestDue: string;
  invoiceCount: number;
}

/** SPEC's By Currency view: one row per currency, highest total first. */
export function currencySummary(invoices: readonly ViewInvoice[]): CurrencySummaryRow[] {
  return groupInvoices(invoices, 'currency', '1970-01-01').map((g) => ({
    currency: g.groupLabel,
    totalExposure: g.totalAmount ?? '0',
    earliestDue: g.earliestDue ?? '',
    invoiceCount: g.invoices.length,
  }));
}

export interface GroupPageArgs {
  groupBy: GroupBy;
  /** First rows per group. */
  rows: number;
  groupOffset: number;
  groupLimit: number;
  /** When given, only the groups whose first rows fit this many (at least one). */
  rowBudget?: number | null;
}

/** A group with its size and its first rows, and where the rest start (null when these are all). */
export type PagedInvoiceGroup<T extends ViewInvoice> = InvoiceGroup<T> & { count: number; nextCursor: string | null };

/**
 * The api's invoiceGroups answer computed over invoices in memory (the demo, and tests of the
 * list): groupInvoices, then a page of groups with their first rows and cursors.
 */
export function pageInvoiceGroups<T extends ViewInvoice>(invoices: readonly T[], args: GroupPageArgs, today: string) {
  const all = groupInvoices(invoices, args.groupBy, today);
  const rest = all.slice(args.groupOffset);
  const fit = args.rowBudget
    ? groupsWithinBudget(
        rest.map((g) => g.invoices.length),
        Math.max(args.rows, 1),
        args.rowBudget,
      )
    : rest.length;
  const groups = rest.slice(0, Math.min(args.groupLimit, fit)).map((g): PagedInvoiceGroup<T> => {
    const first = g.invoices.slice(0, args.rows);
    const last = first.at(-1);
    return {
      ...g,
      count: g.invoices.length,
      invoices: first,
      nextCursor: last && g.invoices.length > first.length ? groupRowCursor(last, args.groupBy) : null,
    };
  });
  return {
    groupBy: args.groupBy,
    groups,
    totalGroups: all.length,
    totalInvoices: invoices.length,
    groupOffset: args.groupOffset,
    hasMoreGroups: args.groupOffset + groups.length < all.length,
  };
}

/** The api's invoiceGroupRows answer over invoices in memory: a page of one group's rows after a cursor. */
export function pageGroupRows<T extends ViewInvoice>(
  invoices: readonly T[],
  args: { groupBy: GroupBy; key: string; after?: string | null; limit: number },
  today: string,
): { items: T[]; nextCursor: string | null } {
  const after = args.after ? parseGroupRowCursor(args.after, args.groupBy) : null;
  const rows = invoices
    .filter((i) => groupOf(i, args.groupBy, today).groupKey === args.key && (!after || isAfterCursor(i, after)))
    .sort(compareGroupRows(args.groupBy));
  const items = rows.slice(0, args.limit);
  const last = items.at(-1);
  return { items, nextCursor: last && rows.length > items.length ? groupRowCursor(last, args.groupBy) : null };
}
