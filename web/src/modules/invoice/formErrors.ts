import { INVOICE_DETAIL_FIELDS } from '@keafx/schema';
import { fieldErrors } from '../../apollo/errors';
import type { FormErrorField, FormErrors } from './InvoiceForm';
import { inLineWords } from './invoiceLines';

const FIELDS = new Set<string>([
  'counterparty',
  'currency',
  'amount',
  'lines',
  'pricesIncludeGst',
  'issuedDate',
  'dueDate',
  'exportKind',
  'exportDate',
  'residencyEvidence',
  ...INVOICE_DETAIL_FIELDS,
]);
/** A line's field as the api names it: `lines[2].quantity` (counted from 1). */
const LINE_FIELD = /^lines\[\d+\]\.(description|quantity|unitPrice|gstTreatment)$/;

/**
 * The api's BAD_USER_INPUT field messages mapped onto the form's fields: a line's (`lines[2].quantity`)
 * onto that line's input, in a person's words ("Line 2 quantity ..."); the amount (the lines' total)
 * onto the lines as a whole.
 */
export function serverFormErrors(error: unknown): FormErrors {
  const out: FormErrors = {};
  for (const [field, message] of Object.entries(fieldErrors(error)))
    if (FIELDS.has(field) || LINE_FIELD.test(field)) out[field as FormErrorField] = inLineWords(message);
  return out;
}
