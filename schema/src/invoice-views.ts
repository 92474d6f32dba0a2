import { Decimal } from 'decimal.js';
import { BASE_CURRENCY } from './currencies';
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
  id: 'Invoice ID', customer: 'Company', currency: 'Currency', status: 'Status', dueDate: 'Due Date',
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
const byDue = (a: ViewInvoice, b: ViewInvoice): number =>
  (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.number - b.number);

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
  const list = [...invoices];
  switch (groupBy) {
    case 'id':
      return list.length ? [{ groupKey: 'all', groupLabel: 'All Invoices', invoices: list.sort(byNumber) }] : [];
    case 'customer':
      return [...bucket(list, customerOf)]
        .sort(([a], [b]) => a.localeCompare(b, 'en-NZ') || (a < b ? -1 : a > b ? 1 : 0))
        .map(([label, items]) => withTotals({ groupKey: `customer:${label}`, groupLabel: label, invoices: items.sort(byDue) }));
    case 'currency':
      return [...bucket(list, (i) => i.currency || BASE_CURRENCY)]
        .map(([code, items]) => withTotals({ groupKey: `currency:${code}`, groupLabel: code, invoices: items.sort(byDue) }))
        .sort((a, b) => new Decimal(b.totalAmount ?? 0).comparedTo(a.totalAmount ?? 0) || a.groupLabel.localeCompare(b.groupLabel));
    case 'status': {
      const groups = bucket(list, statusOf);
      const known: readonly string[] = STATUS_GROUP_ORDER;
      const order = [...STATUS_GROUP_ORDER, ...[...groups.keys()].filter((k) => !known.includes(k)).sort()];
      return order
        .filter((k) => groups.has(k))
        .map((k) => ({ groupKey: `status:${k}`, groupLabel: k.charAt(0).toUpperCase() + k.slice(1), invoices: (groups.get(k) as T[]).sort(byDue) }));
    }
    case 'dueDate': {
      // SPEC section 9's buckets, the same ones the exposure aging uses.
      const groups = bucket(list, (i) => dueBucket(i.dueDate, today));
      return DUE_BUCKETS.filter((k) => groups.has(k))
        .map((k) => ({ groupKey: `due:${k}`, groupLabel: DUE_BUCKET_LABELS[k], invoices: (groups.get(k) as T[]).sort(byDue) }));
    }
  }
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
