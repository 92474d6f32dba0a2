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
 * The invoice's optional details: what a tax invoice carries under "Bill to" and beside it. One row
 * per detail is its whole declaration in schema/src: the type, the commands' fields (create and
 * change), the web form's check and the blank invoice all come from here. Each is '' when not given.
 */
export const INVOICE_DETAILS = {
  customerEmail: { max: 254, label: 'Contact email', multiline: false, email: true },
  customerAddress: { max: 400, label: 'Billing address', multiline: true, email: false },
  reference: { max: 60, label: 'Reference / PO number', multiline: false, email: false },
  paymentTerms: { max: 200, label: 'Payment terms', multiline: false, email: false },
  notes: { max: 1000, label: 'Notes', multiline: true, email: false },
} as const satisfies Record<string, { max: number; label: string; multiline: boolean; email: boolean }>;

export type InvoiceDetailField = keyof typeof INVOICE_DETAILS;
export type InvoiceDetails = Record<InvoiceDetailField, string>;
export const INVOICE_DETAIL_FIELDS = Object.keys(INVOICE_DETAILS) as InvoiceDetailField[];

/** How long each detail may be (the table's CHECKs say the same). */
export const INVOICE_DETAIL_MAX = detailMap((d) => d.max);
/** What a person calls each detail, in messages and on the form. */
export const INVOICE_DETAIL_LABELS = detailMap((d) => d.label);
/** A new invoice's details: none given. */
export const NO_INVOICE_DETAILS: InvoiceDetails = detailMap(() => '');

/** One value per detail, from its row. */
export function detailMap<V>(
  of: (d: (typeof INVOICE_DETAILS)[InvoiceDetailField], key: InvoiceDetailField) => V,
): Record<InvoiceDetailField, V> {
  return Object.fromEntries(INVOICE_DETAIL_FIELDS.map((k) => [k, of(INVOICE_DETAILS[k], k)])) as Record<InvoiceDetailField, V>;
}

/**
 * One detail checked: trimmed, '' (or null) clears it; returns an error message or the value.
 * Shared with the web form so both say the same thing.
 */
export function checkInvoiceDetail(field: InvoiceDetailField, raw: unknown, name: string = field): { value: string } | { error: string } {
  if (raw === null) return { value: '' };
  // The shared text rule (schema/src/text.ts); line breaks only in the address and the notes.
  const { max, multiline, email } = INVOICE_DETAILS[field];
  const checked = checkText(raw, { field: name, max, multiline, required: false });
  if (!checked.ok) return { error: checked.message };
  const text = checked.value.replace(/\r\n?/g, '\n');
  if (email && text && !isEmailAddress(text)) return { error: `${name} must be a valid email address` };
  return { value: text };
}

export type InvoicePatch = Partial<InvoiceFields & InvoiceDetails> & { status?: InvoiceStatus };

/** How each field is spelled by the caller: REST uses snake_case, GraphQL camelCase. */
export type FieldNaming = 'rest' | 'graphql';

/** One readable sentence from a list of field errors, for REST's `detail`. */
export function describeErrors(errors: FieldError[]): string {
  return errors.map((e) => e.message).join('; ');
}
