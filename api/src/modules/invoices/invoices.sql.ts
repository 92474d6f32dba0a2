import type { InvoiceStatus } from '@keafx/schema';

/**
 * The invoice SQL, in one place so the index test runs EXPLAIN on exactly what ships.
 * $1 is always the owner and $2 always today's business date (for the overdue rule).
 */
/**
 * SPEC's overdue rule in SQL, written once: a sent invoice past its due date is overdue.
 * `alias` is the invoices table's alias ('i.' or ''), `today` the parameter holding today.
 */
export const effectiveStatusSql = (alias = '', today = '$2'): string =>
  `CASE WHEN ${alias}status = 'sent' AND ${alias}due_date < ${today}::date THEN 'overdue' ELSE ${alias}status END`;
export const overdueSql = (alias = '', today = '$2'): string =>
  `(${alias}status = 'overdue' OR (${alias}status = 'sent' AND ${alias}due_date < ${today}::date))`;

export const EFFECTIVE_STATUS = effectiveStatusSql();

export const INVOICE_COLUMNS = `id, owner_id, number, counterparty, currency, amount, issued_date, due_date,
  ${EFFECTIVE_STATUS} AS status, archived, written_off, sent_date, paid_date,
  booked_rate, booked_rate_source, booked_rate_type, booked_rate_date, import_id, import_line, created_at, updated_at`;

export type InvoiceView = 'active' | 'archive' | 'writeoffs' | 'all';
export type InvoiceSort = 'number_desc' | 'number_asc' | 'due_date_asc' | 'due_date_desc';

export const VIEW_CONDITION: Record<InvoiceView, string | null> = {
  active: 'archived = false AND written_off = false',
  archive: 'archived = true AND written_off = false',
  writeoffs: 'written_off = true',
  all: null,
};

export const STATUS_CONDITION: Record<InvoiceStatus, string> = {
  draft: `status = 'draft'`,
  paid: `status = 'paid'`,
  sent: `status = 'sent' AND due_date >= $2::date`,
  overdue: overdueSql(),
};

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
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** WHERE clause and parameters shared by the list and the counts ($3 is the search pattern). */
function filters(q: Pick<ListQuery, 'search'>, ownerId: string, today: string): { where: string[]; params: unknown[] } {
  const params: unknown[] = [ownerId, today];
  const where = ['owner_id = $1'];
  if (q.search) {
    params.push(`%${escapeLike(q.search)}%`);
    where.push(`(counterparty ILIKE $3 OR currency ILIKE $3)`);
  }
  return { where, params };
}

/** One page of invoices, fetching one extra row to know whether another page follows. */
export function listInvoicesSql(q: ListQuery, ownerId: string, today: string): { sql: string; params: unknown[] } {
  const { where, params } = filters(q, ownerId, today);
  const view = VIEW_CONDITION[q.view];
  if (view) where.push(view);
  if (q.status) where.push(STATUS_CONDITION[q.status]);
  params.push(q.limit + 1, q.offset);
  return {
    sql: `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${where.join(' AND ')}
          ORDER BY ${ORDER_BY[q.sort]} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

/** Tab counts (active, archive, write-offs) and status counts within the chosen view, in one pass. */
export function countInvoicesSql(q: Pick<ListQuery, 'search' | 'view'>, ownerId: string, today: string): { sql: string; params: unknown[] } {
  const { where, params } = filters(q, ownerId, today);
  const inView = VIEW_CONDITION[q.view] ?? 'true';
  const status = (s: InvoiceStatus): string => `count(*) FILTER (WHERE (${inView}) AND ${STATUS_CONDITION[s]})::int AS ${s}`;
  return {
    sql: `SELECT count(*) FILTER (WHERE ${VIEW_CONDITION.active})::int AS active,
            count(*) FILTER (WHERE ${VIEW_CONDITION.archive})::int AS archive,
            count(*) FILTER (WHERE ${VIEW_CONDITION.writeoffs})::int AS writeoffs,
            count(*) FILTER (WHERE ${inView})::int AS all_in_view,
            ${(['draft', 'sent', 'overdue', 'paid'] as const).map(status).join(', ')}
          FROM invoices WHERE ${where.join(' AND ')}`,
    params,
  };
}

export const INVOICES_BY_IDS_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE owner_id = $1 AND id = ANY($3::bigint[])`;

export const LOCK_INVOICES_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices
  WHERE owner_id = $1 AND id = ANY($3::bigint[]) ORDER BY id FOR UPDATE`;

export const CREATE_INVOICE_SQL = `WITH n AS (
    UPDATE users SET invoice_number_seq = invoice_number_seq + 1 WHERE id = $1 RETURNING invoice_number_seq
  )
  INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, created_at, updated_at)
  SELECT $1, n.invoice_number_seq, $3, $4, $5, $6, $7, 'draft', $8, $8 FROM n
  RETURNING ${INVOICE_COLUMNS}`;
