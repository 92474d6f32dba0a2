import { addDays, dueBucketEdges, GROUP_KEY_PREFIX, UNKNOWN_CUSTOMER, type GroupBy } from '@keafx/schema';
import { effectiveStatusSql, invoiceColumns, invoiceConditions, type InvoiceView } from './invoices.sql';

/**
 * The dashboard's invoice views grouped in SQL, for schema/src/invoice-views.ts's rules
 * (invoice-groups.test.ts holds the two equal). Named parameters: :owner, :today, :search
 * (unused by the views but named by invoiceConditions), and the ones each statement names.
 * Group keys come back without their prefix ('Acme', 'overdue', 'next7'); the service adds it.
 */

/** What JavaScript's String.prototype.trim strips, so btrim agrees with customerOf. */
const JS_WHITESPACE =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** The same set inside an E'' literal: the ASCII controls among them as \x escapes. */
const TRIMMED = [...JS_WHITESPACE]
  .map((c) => (c.charCodeAt(0) < 0x20 ? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c))
  .join('');

/** The customer group of an invoice: trimmed as JavaScript trims, blank as Unknown (customerOf). `a` is the alias ('i.' or ''). */
export const customerKeySql = (a: string): string => `COALESCE(NULLIF(btrim(${a}counterparty, E'${TRIMMED}'), ''), '${UNKNOWN_CUSTOMER}')`;

/**
 * Indexes that let a group's rows be read in order without a sort: due-date ranges (the Due
 * Date buckets, and every grouping's rows are by due date) and customer groups. The customer
 * expression is customerKeySql exactly, so the planner matches it.
 */
export const INVOICE_GROUP_INDEXES_SQL = `
  CREATE INDEX invoices_owner_due_number_idx ON invoices (owner_id, due_date, number);
  DROP INDEX IF EXISTS invoices_owner_due_idx;
  CREATE INDEX invoices_owner_customer_due_idx ON invoices (owner_id, (${customerKeySql('')}), due_date, number);`;

/** The group key of an invoice (alias `i.`), without its prefix. */
export function groupKeySql(groupBy: GroupBy): string {
  switch (groupBy) {
    case 'id':
      return `'all'`;
    case 'customer':
      return customerKeySql('i.');
    case 'currency':
      return `COALESCE(NULLIF(i.currency, ''), 'NZD')`;
    case 'status':
      return effectiveStatusSql('i.', ':today');
    case 'dueDate':
      // SPEC section 9's buckets, as dueBucket in schema/src/exposure.ts draws them.
      return `CASE WHEN i.due_date < :today::date THEN 'overdue' WHEN i.due_date = :today::date THEN 'today'
        WHEN i.due_date <= :today::date + 7 THEN 'next7' WHEN i.due_date <= :today::date + 30 THEN 'next30' ELSE 'later' END`;
  }
}

/** The key prefix of a grouping ('' for Invoice ID, whose one key is 'all'). */
export const keyPrefix = (groupBy: GroupBy): string => (groupBy === 'id' ? '' : GROUP_KEY_PREFIX[groupBy]);

function scope(view: InvoiceView): string {
  const { where } = invoiceConditions({ view }, { alias: 'i.', today: ':today', search: ':search' });
  return ['i.owner_id = :owner', ...where].join(' AND ');
}

/**
 * One row per group and currency: count, exact sum, earliest due (the currency of a group's
 * first invoice comes from its first row). Invoice ID has one group, so it is only counted
 * (an index-only count).
 */
export function groupHeadersSql(groupBy: GroupBy, view: InvoiceView): string {
  if (groupBy === 'id') {
    return `SELECT 'all' AS key, NULL::text AS currency, count(*)::int AS count, NULL::text AS total, NULL::text AS earliest_due
      FROM invoices i WHERE ${scope(view)} HAVING count(*) > 0`;
  }
  return `SELECT ${groupKeySql(groupBy)} AS key, COALESCE(NULLIF(i.currency, ''), 'NZD') AS currency, count(*)::int AS count,
      sum(i.amount)::text AS total, min(i.due_date)::text AS earliest_due
    FROM invoices i WHERE ${scope(view)} GROUP BY 1, 2`;
}

/** The ORDER BY of a group's rows (compareGroupRows in schema/src). */
const rowOrder = (groupBy: GroupBy): string => (groupBy === 'id' ? 'i.number' : 'i.due_date, i.number');

/** After a cursor (:after_number, and :after_due unless Invoice ID), in the group's order. */
const afterCursor = (groupBy: GroupBy): string =>
  groupBy === 'id' ? 'i.number > :after_number' : '(i.due_date, i.number) > (:after_due::date, :after_number::int)';

/**
 * The due dates a group can hold (inclusive; '-infinity'/'infinity' when open): a Due Date
 * bucket's range (dueBucketEdges), else every date. Said beside the key so an index on
 * (owner_id, due_date, number) reads a bucket's rows as a range, in order.
 */
export function dueRange(groupBy: GroupBy, key: string, today: string): { lo: string; hi: string } {
  if (groupBy !== 'dueDate') return { lo: '-infinity', hi: 'infinity' };
  const edges = dueBucketEdges(today);
  switch (key) {
    case 'overdue':
      return { lo: '-infinity', hi: addDays(today, -1) };
    case 'today':
      return { lo: today, hi: today };
    case 'next7':
      return { lo: addDays(today, 1), hi: edges.next7 };
    case 'next30':
      return { lo: addDays(edges.next7, 1), hi: edges.next30 };
    default:
      return { lo: addDays(edges.next30, 1), hi: 'infinity' };
  }
}

/** The first :rows invoices of each group in :keys (unprefixed, with their due ranges :los/:his), each tagged with its group key. */
export function firstRowsSql(groupBy: GroupBy, view: InvoiceView): string {
  return `SELECT k.key AS group_key, r.* FROM unnest(:keys::text[], :los::date[], :his::date[]) AS k(key, lo, hi)
    CROSS JOIN LATERAL (
      SELECT ${invoiceColumns(':today')} FROM invoices i
      WHERE ${scope(view)} AND ${groupKeySql(groupBy)} = k.key AND i.due_date BETWEEN k.lo AND k.hi
      ORDER BY ${rowOrder(groupBy)} LIMIT :rows
    ) r`;
}

/** A page of one group's invoices (:key unprefixed, due range :lo/:hi), :limit rows, after a cursor when `after`. */
export function groupRowsSql(groupBy: GroupBy, view: InvoiceView, after: boolean): string {
  return `SELECT ${invoiceColumns(':today')} FROM invoices i
    WHERE ${scope(view)} AND ${groupKeySql(groupBy)} = :key AND i.due_date BETWEEN :lo::date AND :hi::date${after ? ` AND ${afterCursor(groupBy)}` : ''}
    ORDER BY ${rowOrder(groupBy)} LIMIT :limit`;
}
