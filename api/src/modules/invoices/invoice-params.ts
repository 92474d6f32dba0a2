import { checkText, isInvoiceStatus, parseRateValue, SEARCH_MAX, type InvoiceStatus } from '@keafx/schema';
import { ValidationError, type FieldIssue } from '../../errors';
import { wholeNumber } from '../../paging';
import { INVOICE_VIEWS, ORDER_BY, type InvoiceSort, type InvoiceView, type ListQuery } from './invoices.sql';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 500;
export const BULK_MAX = 1000;
const ID = /^[1-9]\d{0,17}$/;

/** An invoice id from a path or an argument: a positive whole number, kept as a string. */
export function parseInvoiceId(raw: unknown, field = 'id'): string {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || !ID.test(text)) {
    throw new ValidationError([{ field, message: `${field} must be a positive whole number` }]);
  }
  return text;
}

export interface RawListQuery {
  view?: unknown;
  status?: unknown;
  search?: unknown;
  sort?: unknown;
  limit?: unknown;
  offset?: unknown;
}

/** Checks list filters from REST query strings or GraphQL arguments; every problem is reported at once. */
export function parseListQuery(raw: RawListQuery): ListQuery {
  const issues: FieldIssue[] = [];
  const view = raw.view ?? 'active';
  if (typeof view !== 'string' || !(INVOICE_VIEWS as string[]).includes(view)) {
    issues.push({ field: 'view', message: 'view must be one of active, archive, writeoffs, all' });
  }
  let status: InvoiceStatus | undefined;
  if (raw.status !== undefined && raw.status !== '' && raw.status !== 'all') {
    if (isInvoiceStatus(raw.status)) status = raw.status;
    else issues.push({ field: 'status', message: 'status must be one of all, draft, sent, overdue, paid' });
  }
  let search: string | undefined;
  if (raw.search !== undefined && raw.search !== null) {
    const text = checkText(raw.search, { field: 'search', max: SEARCH_MAX, required: false });
    if (!text.ok) issues.push({ field: 'search', message: text.message });
    else if (text.value) search = text.value;
  }
  const sort = raw.sort ?? 'number_desc';
  if (typeof sort !== 'string' || !Object.hasOwn(ORDER_BY, sort)) {
    issues.push({ field: 'sort', message: `sort must be one of ${Object.keys(ORDER_BY).join(', ')}` });
  }
  const limit = wholeNumber(raw.limit, 'limit', 1, PAGE_MAX, PAGE_DEFAULT, issues);
  const offset = wholeNumber(raw.offset, 'offset', 0, 10_000_000, 0, issues);
  if (issues.length) throw new ValidationError(issues);
  return { view: view as InvoiceView, status, search, sort: sort as InvoiceSort, limit, offset };
}

export type BulkAction = 'archive' | 'unarchive' | 'writeOff' | 'restore';
export const BULK_VERBS: Record<BulkAction, string> = {
  archive: 'archive',
  unarchive: 'unarchive',
  writeOff: 'write off',
  restore: 'restore',
};

/** The ids of a bulk action: SPEC's alert when none are chosen, and at most BULK_MAX. */
export function parseBulkIds(raw: unknown, action: BulkAction): string[] {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
    throw new ValidationError([{ field: 'ids', message: `Please select invoices to ${BULK_VERBS[action]}` }]);
  }
  if (!Array.isArray(raw)) throw new ValidationError([{ field: 'ids', message: 'ids must be a list of invoice ids' }]);
  if (raw.length > BULK_MAX) {
    throw new ValidationError([{ field: 'ids', message: `ids may hold at most ${BULK_MAX} invoices at once` }]);
  }
  return [...new Set(raw.map((id) => parseInvoiceId(id, 'ids')))];
}

/**
 * The optional settlement rate of a payment (NZD per unit, e.g. the bank's): undefined (or null)
 * means today's rate; anything else must be a positive exact decimal of at most 10 places.
 */
export function parseSettlementRate(raw: unknown, field: string): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const parsed = parseRateValue(raw, field);
  if (!parsed.ok) throw new ValidationError([{ field, message: parsed.message }]);
  return parsed.value;
}

/** The REST pay body: none, {}, or { settlement_rate }. Any other key or shape is a 400, so a typo never pays at the wrong rate. */
export function parsePayBody(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError([{ field: 'body', message: 'the body must be a JSON object such as {"settlement_rate": 0.6123}' }]);
  }
  const unknown = Object.keys(body).find((k) => k !== 'settlement_rate');
  if (unknown !== undefined) {
    throw new ValidationError([{ field: unknown.slice(0, 40), message: 'the only field a payment takes is settlement_rate' }]);
  }
  return parseSettlementRate(
    Object.hasOwn(body, 'settlement_rate') ? (body as Record<string, unknown>).settlement_rate : undefined,
    'settlement_rate',
  );
}
