import { isSupportedCurrency, type CurrencyCode } from './currencies';
import { isIsoDate } from './dates';
import { isInvoiceStatus, type InvoiceStatus } from './invoice-status';
import { parseAmount } from './money';
import { isEmailAddress } from './profile';
import { checkText } from './text';

export const COUNTERPARTY_MAX = 200;

export interface FieldError {
  field: string;
  message: string;
}

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

const NAMES: Record<FieldNaming, Record<keyof InvoicePatch, string>> = {
  rest: {
    counterparty: 'counterparty',
    currency: 'currency',
    amount: 'amount',
    dueDate: 'due_date',
    issuedDate: 'issued_date',
    status: 'status',
    customerEmail: 'customer_email',
    customerAddress: 'customer_address',
    reference: 'reference',
    paymentTerms: 'payment_terms',
    notes: 'notes',
  },
  graphql: {
    counterparty: 'counterparty',
    currency: 'currency',
    amount: 'amount',
    dueDate: 'dueDate',
    issuedDate: 'issuedDate',
    status: 'status',
    customerEmail: 'customerEmail',
    customerAddress: 'customerAddress',
    reference: 'reference',
    paymentTerms: 'paymentTerms',
    notes: 'notes',
  },
};

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

interface Options {
  naming: FieldNaming;
  /** Fields present in the existing invoice, for cross-field checks on an update. */
  current?: InvoiceFields;
  /** Used as issued date when a create omits it. */
  today: string;
}

function readCounterparty(raw: unknown, name: string, errors: FieldError[]): string | undefined {
  const text = checkText(raw, { field: name, max: COUNTERPARTY_MAX });
  if (text.ok) return text.value;
  errors.push({ field: name, message: text.message });
  return undefined;
}

function readCurrency(raw: unknown, name: string, errors: FieldError[]): CurrencyCode | undefined {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : raw;
  if (isSupportedCurrency(code)) return code;
  errors.push({ field: name, message: `${name} must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)` });
  return undefined;
}

function readDate(raw: unknown, name: string, errors: FieldError[]): string | undefined {
  if (isIsoDate(raw)) return raw;
  errors.push({ field: name, message: `${name} must be a valid date in YYYY-MM-DD form` });
  return undefined;
}

/**
 * Validates the fields of a new invoice (`current` unset) or a change to one (`current`
 * set, every field optional). Returns every field error at once, named as the caller
 * spells them; unknown keys are errors too, so a misspelt field is never silently lost.
 */
export function validateInvoiceInput(
  raw: unknown,
  opts: Options & { current?: undefined },
): ValidationResult<InvoiceFields & InvoiceDetails>;
export function validateInvoiceInput(raw: unknown, opts: Options & { current: InvoiceFields }): ValidationResult<InvoicePatch>;
export function validateInvoiceInput(raw: unknown, opts: Options): ValidationResult<InvoicePatch> {
  const names = NAMES[opts.naming];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, errors: [{ field: 'body', message: 'The request body must be a JSON object' }] };
  }
  const input = raw as Record<string, unknown>;
  const isCreate = !opts.current;
  const errors: FieldError[] = [];
  const allowed = new Set<string>(Object.values(names).filter((n) => n !== 'status' || !isCreate));
  for (const key of Object.keys(input)) {
    if (input[key] !== undefined && !allowed.has(key)) errors.push({ field: key, message: `${key} is not a field of an invoice` });
  }
  const has = (key: keyof InvoicePatch): boolean => input[names[key]] !== undefined;
  const out: InvoicePatch = {};

  if (isCreate || has('counterparty')) out.counterparty = readCounterparty(input[names.counterparty], names.counterparty, errors);
  if (isCreate || has('currency')) out.currency = readCurrency(input[names.currency], names.currency, errors);
  if (isCreate || has('amount') || (out.currency && opts.current)) {
    // The amount is checked against the currency it will have, so a change to JPY
    // refuses an existing amount with cents. With no valid currency, two digits apply.
    const currency = out.currency ?? opts.current?.currency ?? 'USD';
    const rawAmount = isCreate || has('amount') ? input[names.amount] : opts.current?.amount;
    const amount = parseAmount(rawAmount, currency, names.amount);
    if (amount.ok) out.amount = amount.value;
    else errors.push({ field: names.amount, message: amount.message });
  }
  if (isCreate || has('dueDate')) out.dueDate = readDate(input[names.dueDate], names.dueDate, errors);
  if (has('issuedDate')) out.issuedDate = readDate(input[names.issuedDate], names.issuedDate, errors);
  else if (isCreate) out.issuedDate = opts.today;
  for (const field of INVOICE_DETAIL_FIELDS) {
    if (!has(field)) {
      if (isCreate) out[field] = '';
      continue;
    }
    const checked = checkInvoiceDetail(field, input[names[field]], names[field]);
    if ('error' in checked) errors.push({ field: names[field], message: checked.error });
    else out[field] = checked.value;
  }
  if (has('status')) {
    const status = input[names.status];
    if (isInvoiceStatus(status)) out.status = status;
    else errors.push({ field: names.status, message: `${names.status} must be one of draft, sent, overdue, paid` });
  }

  const due = out.dueDate ?? opts.current?.dueDate;
  const issued = out.issuedDate ?? opts.current?.issuedDate;
  if (due && issued && due < issued && !errors.some((e) => e.field === names.dueDate || e.field === names.issuedDate)) {
    errors.push({ field: names.dueDate, message: `${names.dueDate} must be on or after ${names.issuedDate}` });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: out };
}

/** One readable sentence from a list of field errors, for REST's `detail`. */
export function describeErrors(errors: FieldError[]): string {
  return errors.map((e) => e.message).join('; ');
}
