import { checkText, invoiceIdText, isInvoiceStatus, SEARCH_MAX, type InvoiceStatus } from '@keafx/schema';
import { ValidationError, type FieldIssue } from '../../errors';
import { wholeNumber } from '../../paging';
import { INVOICE_VIEWS, ORDER_BY, type InvoiceSort, type InvoiceView, type ListQuery } from './invoices.sql';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 500;

/** An invoice id from a path or an argument: a positive whole number, kept as a string. */
export function parseInvoiceId(raw: unknown, field = 'id'): string {
  const text = invoiceIdText(raw);
  if (text === null) throw new ValidationError([{ field, message: `${field} must be a positive whole number` }]);
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
