import {
  amountLine,
  Exact,
  fitAmount,
  GST_TREATMENT_LABELS,
  invoiceTotals,
  isIsoDate,
  ISSUE_CREDIT_NOTE,
  readAmount,
  readDecimalText,
  roundToMinor,
  settlementDateProblem,
  type GstTreatment,
  type InvoiceTotals,
  type NumberFormatId,
} from '@keafx/schema';
import { fieldErrors } from '../../apollo/errors';
import type { IssueCreditNoteInput } from '../../generated/graphql';
import { inLineWords, readLines, toGstEnum, type LineValues } from './invoiceLines';

/** The dialog's fields as a person calls them (the api's messages name them `reason`, `date`, `amount`). */
export const CREDIT_NOTE_LABELS = { reason: 'Reason', date: 'Date', amount: 'Amount' } as const;

/** What a credit note takes off: one amount at the invoice's GST treatment, or lines. */
export type CreditMode = 'amount' | 'lines';

/** The dialog's fields as typed: numbers in the owner's number format. */
export interface CreditNoteTyped {
  reason: string;
  /** YYYY-MM-DD; blank is today. */
  date: string;
  mode: CreditMode;
  amount: string;
  lines: LineValues[];
  pricesIncludeGst: boolean;
}

/** The invoice a credit note is issued against, as far as reading one needs it. */
export interface CreditTarget {
  currency: string;
  issuedDate: string;
  /** What is still owed (the most a credit note may take off). */
  outstandingAmount: string;
  /** The GST treatments its lines used, in their order: a credit note's lines may use only these. */
  treatments: readonly GstTreatment[];
}

/** What the dialog reads of its fields: the input to send, every problem by field, and the live figures. */
export interface ReadCreditNote {
  /** The mutation's input; null while any field has a problem. */
  input: IssueCreditNoteInput | null;
  /** Problems by field: `reason`, `date`, `amount`, `lines`, `lines[2].quantity`. */
  errors: Record<string, string>;
  /** The credit's subtotal, GST and total of what could be read; null while the amount cannot be. */
  totals: InvoiceTotals | null;
  /** Each line's total for showing (lines only). */
  lineTotals: (string | null)[];
  /** Some line's number cannot be read yet, so the totals leave it out. */
  partial: boolean;
  /** What would remain outstanding after it: outstanding − total, in the currency's minor unit (negative: more than is owed). */
  remaining: string | null;
}

/** The api's field name said as the person reads it: "reason is required" → "Reason is required". */
function inLabels(field: string, message: string): string {
  const label = (CREDIT_NOTE_LABELS as Record<string, string>)[field];
  if (label && message.startsWith(field)) return `${label}${message.slice(field.length)}`;
  return inLineWords(message.replace(/\.gst_treatment\b/g, '.gstTreatment').replace(/\.unit_price\b/g, '.unitPrice'));
}

/**
 * The api's refusal by field, in the dialog's words and under the dialog's field names (a line's
 * GST treatment the api names `lines[2].gst_treatment`; the dialog `lines[2].gstTreatment`).
 */
export function creditNoteServerErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    const key = field.replace(/\.gst_treatment$/, '.gstTreatment').replace(/\.unit_price$/, '.unitPrice');
    out[key] ??= inLabels(field, message);
  }
  return out;
}

/**
 * Reads the dialog as the api reads the request (ISSUE_CREDIT_NOTE, the one declaration): the reason
 * (required, at most CREDIT_NOTE_REASON_MAX, by the one free-text rule), the date (blank: today;
 * never in the future nor before the invoice's issue date, said in the owner's date format), and
 * either the amount (in the owner's number format, positive, in the currency's minor unit: one
 * line at the invoice's one GST treatment, prices including GST) or the lines (as the invoice
 * form reads them, each treatment one the invoice used). Whether the credit exceeds what is
 * outstanding is the api's to say: `remaining` shows it as it is typed.
 */
export function readCreditNote(
  typed: CreditNoteTyped,
  target: CreditTarget,
  at: { today: string; numberFormat: NumberFormatId; showDate?: (iso: string) => string },
): ReadCreditNote {
  const errors: Record<string, string> = {};
  const { currency } = target;
  const only = target.treatments.length === 1 ? target.treatments[0] : undefined;
  let totals: InvoiceTotals | null = null;
  let lineTotals: (string | null)[] = [];
  let partial = false;
  let credit: Pick<IssueCreditNoteInput, 'amount' | 'lines' | 'pricesIncludeGst'> | null = null;

  if (typed.mode === 'amount') {
    const amount = readCreditAmount(typed.amount, currency, at.numberFormat);
    if (!amount.ok) errors.amount = amount.message;
    else if (!only)
      errors.amount = `Give the credit note's lines: this invoice has lines of ${target.treatments.map((t) => GST_TREATMENT_LABELS[t]).join(' and ')}`;
    else {
      totals = invoiceTotals([amountLine(amount.value, only)], currency, true);
      credit = { amount: amount.value };
    }
  } else {
    const read = readLines(typed.lines, {
      numberFormat: at.numberFormat,
      currency,
      pricesIncludeGst: typed.pricesIncludeGst,
      fallback: target.treatments[0] ?? 'standard',
      seller: null,
    });
    Object.assign(errors, read.errors);
    ({ totals, lineTotals, partial } = read);
    if (read.lines)
      credit = {
        lines: read.lines.map((l) => ({ ...l, gstTreatment: toGstEnum(l.gstTreatment) })),
        pricesIncludeGst: typed.pricesIncludeGst,
      };
  }

  // The reason and date by the api's own command (the credit is read above, so a stand-in amount here).
  const date = typed.date.trim() === '' ? undefined : typed.date.trim();
  const parsed = ISSUE_CREDIT_NOTE.graphql.parse({ reason: typed.reason, date, amount: '1' }, at.today);
  if (!parsed.ok)
    for (const e of parsed.errors) if (e.field === 'reason' || e.field === 'date') errors[e.field] ??= inLabels(e.field, e.message);
  const early =
    date && isIsoDate(date)
      ? settlementDateProblem(
          date,
          at.today,
          CREDIT_NOTE_LABELS.date,
          { date: target.issuedDate, what: "the invoice's issue date" },
          at.showDate,
        )
      : null;
  if (early) errors.date = early;

  const remaining = totals ? roundToMinor(new Exact(target.outstandingAmount).sub(totals.amount), currency) : null;
  const ok = parsed.ok && credit !== null && Object.keys(errors).length === 0;
  return {
    input: ok ? { reason: parsed.value.reason, ...(date ? { date } : {}), ...credit } : null,
    errors,
    totals,
    lineTotals,
    partial,
    remaining,
  };
}

/** An amount typed in the owner's number format, read as the api reads `amount`: positive, in the currency's minor unit. */
function readCreditAmount(typed: string, currency: string, numberFormat: NumberFormatId) {
  const label = CREDIT_NOTE_LABELS.amount;
  if (typed.trim() === '') return { ok: false as const, message: `${label} is required` };
  const text = readDecimalText(typed, numberFormat, label);
  if (!text.ok) return text;
  const amount = readAmount(text.value, label);
  return amount.ok ? fitAmount(amount.value, currency, label) : amount;
}
