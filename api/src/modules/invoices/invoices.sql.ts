import { parseShownInvoiceNumber, type InvoiceListView, type InvoiceSort, type InvoiceStatus } from '@keafx/schema';
import { TABLE_COLUMNS } from '../../database/rows';
import { columnOf, EDITABLE_FIELDS } from './invoice-fields';

/**
 * The invoice SQL, in one place so the index test runs EXPLAIN on exactly what ships.
 * Inside this file $1 is always the owner and $2 always today's business date. What other
 * modules get (invoiceConditions, invoiceColumns, the overdue fragments) takes the alias and
 * the placeholder of "today" from the caller, so it never assumes another file's numbering.
 */
/**
 * SPEC's overdue rule in SQL, written once: a sent invoice past its due date is overdue.
 * `alias` is the invoices table's alias ('i.' or ''), `today` the placeholder holding today
 * (':today' with named(), or a number). Its TypeScript twin is effectiveStatus in schema/src;
 * exposure-rules.test.ts holds both to one table of cases.
 */
export const effectiveStatusSql = (alias: string, today: string): string =>
  `CASE WHEN ${alias}status = 'sent' AND ${alias}due_date < ${today}::date THEN 'overdue' ELSE ${alias}status END`;
export const overdueSql = (alias: string, today: string): string =>
  `(${alias}status = 'overdue' OR (${alias}status = 'sent' AND ${alias}due_date < ${today}::date))`;

/** An invoice's columns as InvoiceRow (every column the table declares), its status as of `today` (a placeholder). */
export const invoiceColumns = (today: string): string =>
  TABLE_COLUMNS.invoices.map((c) => (c === 'status' ? `${effectiveStatusSql('', today)} AS status` : c)).join(', ');

/** The columns with $2 as today, for this module's own statements. */
export const INVOICE_COLUMNS = invoiceColumns('$2');

export type InvoiceView = InvoiceListView;
export type { InvoiceSort };

const viewCondition = (view: InvoiceView, a = ''): string | null =>
  ({
    active: `${a}archived = false AND ${a}written_off = false`,
    archive: `${a}archived = true AND ${a}written_off = false`,
    writeoffs: `${a}written_off = true`,
    all: null,
  })[view];

const statusCondition = (status: InvoiceStatus, today: string, a = ''): string =>
  ({
    draft: `${a}status = 'draft'`,
    paid: `${a}status = 'paid'`,
    sent: `${a}status = 'sent' AND ${a}due_date >= ${today}::date`,
    overdue: overdueSql(a, today),
  })[status];

export const ORDER_BY: Record<InvoiceSort, string> = {
  number_desc: 'number DESC',
  number_asc: 'number ASC',
  due_date_asc: 'due_date ASC, number ASC',
  due_date_desc: 'due_date DESC, number DESC',
};

export interface ListQuery {
  view: InvoiceView;
  status?: InvoiceStatus;
  search?: string;
  sort: InvoiceSort;
  limit: number;
  offset: number;
  /** Only this customer's invoices. */
  customerId?: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The conditions of a list filter (view, status as of today, search in customer, currency or number),
 * for any statement over invoices or invoice_ledger: `today` and `search` are the caller's
 * placeholders for today and for `values.search`, the LIKE pattern (set when there is a search).
 */
export function invoiceConditions(
  q: Pick<ListQuery, 'view' | 'status' | 'search'>,
  names: { alias?: string; today: string; search: string },
): { where: string[]; values: { search?: string } } {
  const a = names.alias ?? '';
  const where: string[] = [];
  const view = viewCondition(q.view, a);
  if (view) where.push(view);
  if (q.status) where.push(statusCondition(q.status, names.today, a));
  if (!q.search) return { where, values: {} };
  // A search that reads as an invoice number ("INV-0004", "#4", "4") finds that invoice too; the
  // number is a parsed whole number (1 to 2,147,483,647), so it is written into the SQL as such.
  const number = parseShownInvoiceNumber(q.search);
  const byNumber = number === null ? '' : ` OR ${a}number = ${String(number)}`;
  where.push(`(${a}counterparty ILIKE ${names.search} OR ${a}currency ILIKE ${names.search}${byNumber})`);
  return { where, values: { search: `%${escapeLike(q.search)}%` } };
}

/** WHERE clause and parameters shared by the list and the counts ($3 is the search pattern). */
function filters(q: Pick<ListQuery, 'search'>, ownerId: string, today: string): { where: string[]; params: unknown[] } {
  const { where, values } = invoiceConditions({ view: 'all', search: q.search }, { today: '$2', search: '$3' });
  return { where: ['owner_id = $1', ...where], params: values.search === undefined ? [ownerId, today] : [ownerId, today, values.search] };
}

/** One page of invoices, fetching one extra row to know whether another page follows. */
export function listInvoicesSql(q: ListQuery, ownerId: string, today: string): { sql: string; params: unknown[] } {
  const { where, params } = filters(q, ownerId, today);
  where.push(...invoiceConditions({ view: q.view, status: q.status }, { today: '$2', search: '$3' }).where);
  if (q.customerId) {
    params.push(q.customerId);
    where.push(`customer_id = $${params.length}`);
  }
  params.push(q.limit + 1, q.offset);
  return {
    sql: `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${where.join(' AND ')}
          ORDER BY ${ORDER_BY[q.sort]} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

/** Tab counts (active, archive, write-offs) and status counts within the chosen view, in one pass. */
export function countInvoicesSql(
  q: Pick<ListQuery, 'search' | 'view'>,
  ownerId: string,
  today: string,
): { sql: string; params: unknown[] } {
  const { where, params } = filters(q, ownerId, today);
  const inView = viewCondition(q.view) ?? 'true';
  const status = (s: InvoiceStatus): string => `count(*) FILTER (WHERE (${inView}) AND ${statusCondition(s, '$2')})::int AS ${s}`;
  return {
    sql: `SELECT count(*) FILTER (WHERE ${viewCondition('active')})::int AS active,
            count(*) FILTER (WHERE ${viewCondition('archive')})::int AS archive,
            count(*) FILTER (WHERE ${viewCondition('writeoffs')})::int AS writeoffs,
            count(*) FILTER (WHERE ${inView})::int AS all_in_view,
            ${(['draft', 'sent', 'overdue', 'paid'] as const).map(status).join(', ')}
          FROM invoices WHERE ${where.join(' AND ')}`,
    params,
  };
}

export const INVOICES_BY_IDS_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE owner_id = $1 AND id = ANY($3::bigint[])`;

/** Invoices of owner $1 by their ids, the owner's numbers ($3); $2 is today. */
export const INVOICES_BY_NUMBERS_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE owner_id = $1 AND number = ANY($3::int[])`;

/**
 * The owner's invoices past their due date, sent and still open (not archived or written off), that
 * name a customer e-mail: where overdue reminders go (issue 26). $1 owner, $2 today.
 */
export const REMINDABLE_INVOICES_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices
  WHERE owner_id = $1 AND status IN ('sent', 'overdue') AND due_date < $2 AND NOT archived AND NOT written_off AND customer_email <> '' AND outstanding_amount > 0
  ORDER BY number LIMIT 1000`;

/** The same, locked for the transaction (in number order, so concurrent bulk actions cannot deadlock). */
export const LOCK_INVOICES_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices
  WHERE owner_id = $1 AND number = ANY($3::int[]) ORDER BY number FOR UPDATE`;

const EDITABLE_COLUMNS = EDITABLE_FIELDS.map(columnOf).join(', ');
const EDITABLE_VALUES = EDITABLE_FIELDS.map((f) => `:${f}`).join(', ');

/**
 * A new draft with the owner's next number (invoice_numbers, this module's table, made if it is
 * the first); no row when the owner's numbers have reached :maxNumber (INVOICE_NUMBER_MAX). Named parameters: :owner, :today, :now, :customerId (customers' record) and one per editable field of the field
 * table (invoice-fields.ts), so a new editable column needs no change here.
 */
export const CREATE_INVOICE_SQL = `WITH n AS (
    INSERT INTO invoice_numbers AS n (owner_id, last_number) VALUES (:owner, 1)
    ON CONFLICT (owner_id) DO UPDATE SET last_number = n.last_number + 1 WHERE n.last_number < :maxNumber RETURNING last_number
  )
  INSERT INTO invoices (owner_id, number, status, created_at, updated_at, customer_id, ${EDITABLE_COLUMNS})
  SELECT :owner, n.last_number, 'draft', :now, :now, :customerId, ${EDITABLE_VALUES} FROM n
  RETURNING ${invoiceColumns(':today')}`;

/**
 * Writes every editable field of one invoice (:owner, :id), :reopens a stored overdue invoice as
 * sent, stamps :now; answers the row as of :today. The fields come from the field table.
 */
export const UPDATE_INVOICE_SQL = `UPDATE invoices SET ${EDITABLE_FIELDS.map((f) => `${columnOf(f)} = :${f}`).join(', ')}, customer_id = :customerId,
    status = CASE WHEN :reopens THEN 'sent' ELSE status END, updated_at = :now
  WHERE owner_id = :owner AND id = :id RETURNING ${invoiceColumns(':today')}`;

/**
 * How many of the owner's ($1) sent invoices, still open (sent or overdue, not written off), fall
 * short of the taxable supply information rules: the SQL twin of tsiIssues (schema/src/tsi.ts),
 * over a sent invoice's frozen time-of-supply value (no rate: the strictest rules), for the
 * dashboard's count. The seller's facts come as parameters: $2 the name is blank, $3 registered
 * with no GST number; $4 and $5 the NZD thresholds, $6 the export window in days, $7 the residency
 * evidence needed. invoice-tsi.test.ts holds it to tsiIssues over the same invoices.
 */
export const TSI_SHORTFALL_SQL = `SELECT count(*)::int AS n FROM invoices i
  LEFT JOIN customers c ON c.owner_id = i.owner_id AND c.id = i.customer_id
  CROSS JOIN LATERAL (SELECT CASE WHEN i.supply_rate IS NULL THEN NULL ELSE i.amount * i.supply_rate END AS nzd) v
  WHERE i.owner_id = $1 AND i.status IN ('sent', 'overdue') AND NOT i.written_off AND (
    $2::boolean
    OR NOT EXISTS (SELECT 1 FROM invoice_lines l WHERE l.invoice_id = i.id)
    OR EXISTS (SELECT 1 FROM invoice_lines l WHERE l.invoice_id = i.id AND btrim(l.description) = '')
    OR ($3::boolean AND (v.nzd IS NULL OR v.nzd > $4::numeric))
    OR ((v.nzd IS NULL OR v.nzd > $5::numeric) AND (btrim(i.counterparty) = '' OR (btrim(i.customer_address) = '' AND btrim(i.customer_email) = ''
        AND btrim(coalesce(c.address, '')) = '' AND btrim(coalesce(c.email, '')) = '' AND btrim(coalesce(c.phone, '')) = ''
        AND btrim(coalesce(c.trading_name, '')) = '' AND btrim(coalesce(c.business_number, '')) = '')))
    OR (EXISTS (SELECT 1 FROM invoice_lines l WHERE l.invoice_id = i.id AND l.gst_treatment = 'zero_rated') AND CASE
        WHEN i.export_kind = 'goods' THEN i.export_date IS NULL OR i.export_date > coalesce(i.supply_date, i.issued_date) + $6::int
        ELSE btrim(coalesce(c.country, '')) = '' OR upper(btrim(c.country)) IN ('NZ', 'NEW ZEALAND')
          OR 1 + cardinality(i.residency_evidence) < $7::int
      END)
  )`;
