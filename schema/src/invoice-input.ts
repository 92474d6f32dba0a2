import type { CurrencyCode } from './currencies';
import { type InvoiceStatus } from './invoice-status';
import { isEmailAddress } from './profile';
import { checkText } from './text';
import type { FieldError } from './result';

export const COUNTERPARTY_MAX = 200;

/** The invoice list's views (tabs), sort orders and page bounds. */
export const INVOICE_LIST_VIEWS = ['active', 'archive', 'writeoffs', 'all'] as const;
export type InvoiceListView = (typeof INVOICE_LIST_VIEWS)[number];
export const INVOICE_SORTS = ['number_desc', 'number_asc', 'due_date_asc', 'due_date_desc'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const INVOICE_PAGE_DEFAULT = 50;
export const INVOICE_PAGE_MAX = 500;

export interface InvoiceFields {
  counterparty: string;
  currency: CurrencyCode;
  amount: string;
  dueDate: string;
  issuedDate: string;
}

/**
 * The customer's details a tax invoice carries under "Bill to" and beside it; each optional,
 * '' when not given. The address and notes may span lines.
 */
export interface InvoiceDetails {
  customerEmail: string;
  customerAddress: string;
  reference: string;
  paymentTerms: string;
  notes: string;
}

export const INVOICE_DETAIL_FIELDS = ['customerEmail', 'customerAddress', 'reference', 'paymentTerms', 'notes'] as const;
export type InvoiceDetailField = (typeof INVOICE_DETAIL_FIELDS)[number];

/** How long each detail may be (the table's CHECKs say the same). */
export const INVOICE_DETAIL_MAX: Record<InvoiceDetailField, number> = {
  customerEmail: 254,
  customerAddress: 400,
  reference: 60,
  paymentTerms: 200,
  notes: 1000,
};

/** What a person calls each detail, in messages and on the form. */
export const INVOICE_DETAIL_LABELS: Record<InvoiceDetailField, string> = {
  customerEmail: 'Contact email',
  customerAddress: 'Billing address',
  reference: 'Reference / PO number',
  paymentTerms: 'Payment terms',
  notes: 'Notes',
};

const MULTILINE: ReadonlySet<InvoiceDetailField> = new Set(['customerAddress', 'notes']);

/**
 * One detail checked: trimmed, '' (or null) clears it; returns an error message or the value.
 * Shared with the web form so both say the same thing.
 */
export function checkInvoiceDetail(field: InvoiceDetailField, raw: unknown, name: string = field): { value: string } | { error: string } {
  if (raw === null) return { value: '' };
  // The shared text rule (schema/src/text.ts); line breaks only in the address and the notes.
  const checked = checkText(raw, { field: name, max: INVOICE_DETAIL_MAX[field], multiline: MULTILINE.has(field), required: false });
  if (!checked.ok) return { error: checked.message };
  const text = checked.value.replace(/\r\n?/g, '\n');
  if (field === 'customerEmail' && text && !isEmailAddress(text)) return { error: `${name} must be a valid email address` };
  return { value: text };
}

export const NO_INVOICE_DETAILS: InvoiceDetails = { customerEmail: '', customerAddress: '', reference: '', paymentTerms: '', notes: '' };

export type InvoicePatch = Partial<InvoiceFields & InvoiceDetails> & { status?: InvoiceStatus };

/** How each field is spelled by the caller: REST uses snake_case, GraphQL camelCase. */
export type FieldNaming = 'rest' | 'graphql';

/** One readable sentence from a list of field errors, for REST's `detail`. */
export function describeErrors(errors: FieldError[]): string {
  return errors.map((e) => e.message).join('; ');
}
