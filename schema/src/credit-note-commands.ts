import { amount, command, commands, isoDate, optional, pageFields, text, type CommandValue } from './command';
import { linesField, pricesIncludeGstField } from './invoice-commands';
import type { FieldError } from './result';

/** A credit note's reason may be this long (the table's CHECK says the same). */
export const CREDIT_NOTE_REASON_MAX = 500;

/**
 * A credit note against an invoice (issue 27 item 5): why (required), when (today when left out;
 * never in the future), and what it credits: its lines (as an invoice's, in its currency), or an
 * amount (one line of it, prices including GST, at the invoice's one GST treatment). Context: today.
 */
export const ISSUE_CREDIT_NOTE = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      reason: (w) => text(w, { max: CREDIT_NOTE_REASON_MAX, multiline: true }),
      date: (w) => optional(isoDate(w)),
      amount: (w) => optional(amount(w)),
      lines: linesField(naming),
      pricesIncludeGst: pricesIncludeGstField,
    },
    {
      notObject: 'The request body must be a JSON object',
      unknownField: (key: string) => `${key} is not a field of a credit note`,
      unknownWithOthers: true,
      across: (v, wire, today: string, failed): FieldError[] => {
        const errors: FieldError[] = [];
        if (v.amount === undefined && v.lines === undefined && !failed.has('amount') && !failed.has('lines'))
          errors.push({
            field: wire('amount'),
            message: `${wire('amount')} or ${wire('lines')} is required: what does the credit note take off?`,
          });
        if (v.amount !== undefined && v.lines !== undefined)
          errors.push({ field: wire('amount'), message: `Give ${wire('amount')} or ${wire('lines')}, not both` });
        if (v.date !== undefined && v.date > today)
          errors.push({ field: wire('date'), message: `${wire('date')} cannot be in the future` });
        return errors;
      },
    },
  ),
);
export type IssueCreditNoteCommand = CommandValue<typeof ISSUE_CREDIT_NOTE.rest>;

/** A credit note's number as shown: CN-0001. */
export function creditNoteLabel(n: number): string {
  return `CN-${String(n).padStart(4, '0')}`;
}

/** The credit notes list: a page (`limit` 1 to 500, 50 unless said; `offset`), optionally issued within `from`..`to`. */
export const LIST_CREDIT_NOTES = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    { ...pageFields(500, 50), from: (w) => optional(isoDate(w)), to: (w) => optional(isoDate(w)) },
    {
      ignoreUnknown: true,
      across: (v, wire): FieldError[] =>
        v.from && v.to && v.to < v.from ? [{ field: wire('to'), message: `${wire('to')} must be on or after ${wire('from')}` }] : [],
    },
  ),
);
export type ListCreditNotesCommand = CommandValue<typeof LIST_CREDIT_NOTES.rest>;
