import {
  checkInvoiceLines,
  decimalInputText,
  Exact,
  invoiceTotals,
  LINE_NAMING,
  lineFigures,
  linesProblem,
  minorDigits,
  readDecimalText,
  roundToMinor,
  type GstTreatment,
  type InvoiceLineInput,
  type InvoiceTotals,
  type NumberFormatId,
} from '@keafx/schema';
import type { GstTreatment as GstTreatmentEnum } from '../../generated/graphql';

/**
 * The invoice form's lines (issue 27) as typed: quantities and unit prices in the owner's number
 * format, read into the plain decimals the shared rules (checkInvoiceLines, invoiceTotals) and the
 * api take. A line whose GST treatment is null follows the invoice's default (defaultGstTreatment:
 * the seller's registration, the customer's country or the currency) until the person chooses one.
 */
export interface LineValues {
  /** Stable for the line's life in the form (React's key, and where focus goes after add and remove). */
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
  gstTreatment: GstTreatment | null;
}

export type LineField = 'description' | 'quantity' | 'unitPrice' | 'gstTreatment';

let made = 0;
/** A new, empty line: one of nothing yet, its treatment the invoice's default. */
export function newLine(): LineValues {
  made += 1;
  return { key: `line-${made}`, description: '', quantity: '1', unitPrice: '', gstTreatment: null };
}

/**
 * A saved line as the form shows it for editing: numbers in the owner's format (a unit price with
 * at least the currency's minor digits, 500 as 500.00), its treatment as chosen.
 */
export function lineFromSaved(
  l: { description: string; quantity: string; unitPrice: string; gstTreatment: GstTreatmentEnum },
  numberFormat: NumberFormatId,
  currency: string,
): LineValues {
  const price = new Exact(l.unitPrice);
  const digits = Math.max(price.decimalPlaces(), minorDigits(currency));
  return {
    ...newLine(),
    description: l.description,
    quantity: decimalInputText(l.quantity, numberFormat),
    unitPrice: decimalInputText(price.toFixed(digits), numberFormat),
    gstTreatment: fromGstEnum(l.gstTreatment),
  };
}

/** GraphQL spells treatments in capitals (STANDARD); the shared rules in lower case (standard). */
export const toGstEnum = (t: GstTreatment): GstTreatmentEnum => t.toUpperCase() as GstTreatmentEnum;
export const fromGstEnum = (t: GstTreatmentEnum): GstTreatment => t.toLowerCase() as GstTreatment;

/** A line field's name as the api's errors give it, counted from 1: `lines[2].quantity`. */
export const lineFieldName = (index: number, field: LineField): string => `lines[${index + 1}].${field}`;

const FIELD_WORDS: Record<string, string> = {
  description: 'description',
  quantity: 'quantity',
  unitPrice: 'unit price',
  gstTreatment: 'GST',
};

/** What a person calls a line's field: "Line 2 unit price" (its label for screen readers, and in messages). */
export const lineLabel = (index: number, field: LineField): string => `Line ${index + 1} ${FIELD_WORDS[field]}`;

/** A message naming line fields as the rules do ("lines[2].unitPrice is required") in a person's words ("Line 2 unit price is required"). */
export function inLineWords(message: string): string {
  return message.replace(/lines\[(\d+)\]\.(\w+)/g, (_, n: string, f: string) => `Line ${n} ${FIELD_WORDS[f] ?? f}`);
}

/** What the form reads of its lines: each line as the api takes it, every problem by field, and the live totals. */
export interface ReadLines {
  /** Every line, read; null while any has a problem. */
  lines: InvoiceLineInput[] | null;
  /** Problems by field: `lines[2].quantity`, or `lines` for the lines as a whole (their total, the seller's registration). */
  errors: Record<string, string>;
  /** The totals of the lines that could be read (a number still to fix counts as nothing). */
  totals: InvoiceTotals;
  /** Whether some line's quantity or unit price could not be read, so the totals leave it out. */
  partial: boolean;
  /** Each line's total (quantity × unit price) rounded to the currency's minor unit, for showing; null while it cannot be read. */
  lineTotals: (string | null)[];
}

/**
 * Reads the typed lines: each quantity and unit price in the owner's number format (blank is
 * refused, as is a number in another format), then every line by the shared rule
 * (checkInvoiceLines) and, with no line at fault, the lines as a whole (linesProblem: a positive
 * total; with the seller known, treatments that fit its GST registration).
 */
export function readLines(
  typed: readonly LineValues[],
  opts: {
    numberFormat: NumberFormatId;
    currency: string;
    pricesIncludeGst: boolean;
    fallback: GstTreatment;
    seller: { gstRegistered: boolean } | null;
  },
): ReadLines {
  const errors: Record<string, string> = {};
  const readable: InvoiceLineInput[] = [];
  const currency = opts.currency || 'USD';
  const lineTotals: (string | null)[] = [];
  const raw = typed.map((l, i) => {
    const number = (field: 'quantity' | 'unitPrice'): string | null => {
      const text = l[field].trim();
      if (!text) {
        errors[lineFieldName(i, field)] = `${lineLabel(i, field)} is required`;
        return null;
      }
      const read = readDecimalText(text, opts.numberFormat, lineLabel(i, field));
      if (!read.ok) errors[lineFieldName(i, field)] = read.message;
      return read.ok ? read.value : null;
    };
    const quantity = number('quantity');
    const unitPrice = number('unitPrice');
    const line = {
      description: l.description,
      quantity: quantity ?? '1',
      unitPrice: unitPrice ?? '0',
      gstTreatment: l.gstTreatment ?? opts.fallback,
    };
    const known = quantity !== null && unitPrice !== null;
    if (known) readable.push(line);
    lineTotals.push(known ? roundToMinor(lineFigures(line, opts.pricesIncludeGst, currency).lineTotal, currency) : null);
    return line;
  });
  const checked = checkInvoiceLines(raw, 'lines', LINE_NAMING.graphql);
  if (!checked.ok) for (const e of checked.errors) errors[e.field || 'lines'] ??= inLineWords(e.message);
  if (Object.keys(errors).length === 0) {
    const problem = linesProblem(raw, currency, opts.pricesIncludeGst, opts.seller);
    if (problem) errors.lines = problem.message;
  }
  const ok = Object.keys(errors).length === 0 && checked.ok;
  return {
    lines: ok ? checked.value.map((l, i) => ({ ...l, gstTreatment: raw[i]!.gstTreatment })) : null,
    errors,
    totals: invoiceTotals(readable, currency, opts.pricesIncludeGst),
    partial: readable.length < typed.length,
    lineTotals,
  };
}
