import { invoiceIdOf, parseShownInvoiceNumber, type ListInvoicesCommand } from '@keafx/schema';
import { ValidationError } from '../../errors';
import { parseSerialId } from '../../params';
import type { ListQuery } from './invoices.sql';

/**
 * An invoice id from a path or an argument, parsed at the edge: the owner's own invoice number
 * (what REST, GraphQL, the web's routes and the exports call the id), a positive whole number.
 */
export function parseInvoiceId(raw: unknown, field = 'id'): number {
  const id = invoiceIdOf(raw);
  if (id === null) throw new ValidationError([{ field, message: `${field} must be a positive whole number` }]);
  return id;
}

/** An import's id parsed at the edge (a positive whole number, kept as text): the import service takes only this. */
export type ImportId = string & { readonly __importId: unique symbol };

export const parseImportId = (raw: unknown): ImportId => parseSerialId(raw) as ImportId;

/** An invoice number as the owner sees it ("42", "#42", "INV-0042"), or ValidationError. */
export function parseInvoiceNumber(raw: unknown): number {
  const number = parseShownInvoiceNumber(raw);
  if (number === null)
    throw new ValidationError([{ field: 'number', message: 'number must be an invoice number such as 42, #42 or INV-0042' }]);
  return number;
}

/** The list query a LIST_INVOICES command asks for (REST's `q` is `search`). */
export function toListQuery(c: ListInvoicesCommand): ListQuery {
  return {
    view: c.view,
    status: c.status,
    search: c.q ?? c.search,
    sort: c.sort,
    limit: c.limit,
    offset: c.offset,
    customerId: c.customerId,
  };
}

/** The filters of the invoice CSV export (INVOICE_EXPORT_QUERY): the list's, every page. */
export type InvoiceExportFilter = Pick<ListQuery, 'view' | 'status' | 'search'>;

export type BulkAction = 'archive' | 'unarchive' | 'writeOff' | 'restore';
export const BULK_VERBS: Record<BulkAction, string> = {
  archive: 'archive',
  unarchive: 'unarchive',
  writeOff: 'write off',
  restore: 'restore',
};
