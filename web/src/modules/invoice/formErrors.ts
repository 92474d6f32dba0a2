import { INVOICE_DETAIL_FIELDS } from '@keafx/schema';
import { fieldErrors } from '../../apollo/errors';
import type { FormErrors, InvoiceFormValues } from './InvoiceForm';

const FIELDS: (keyof InvoiceFormValues)[] = ['counterparty', 'currency', 'amount', 'issuedDate', 'dueDate', ...INVOICE_DETAIL_FIELDS];

/** The api's BAD_USER_INPUT field messages mapped onto the form's fields. */
export function serverFormErrors(error: unknown): FormErrors {
  const byField = fieldErrors(error);
  const out: FormErrors = {};
  for (const f of FIELDS) if (byField[f]) out[f] = byField[f];
  return out;
}
