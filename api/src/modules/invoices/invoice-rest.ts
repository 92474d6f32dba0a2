import { invoiceLabel } from '@keafx/schema';
import { z } from 'zod';
import { restShape, restValues } from './invoice-fields';
import type { InvoiceRecord } from './invoice-record';

const { number, ...fields } = restShape();

/** The invoice's id everywhere a person or a program sees it: the owner's own number. */
const id = z.number().int().meta({
  description: "The invoice's id: the owner's own invoice number (1 is their first, shown as INV-0001), as in /me/invoices/{id}",
});

/**
 * An invoice in SPEC's REST shape: snake_case, amount as a JSON number, dates as YYYY-MM-DD; the
 * fields and their keys from the field table (invoice-fields.ts), plus the number as shown.
 */
export const INVOICE_REST = z.strictObject({
  id,
  number,
  invoice_number: z.string().meta({ description: 'As shown: INV-0042' }),
  ...fields,
});

export function invoiceToRest(i: InvoiceRecord): z.infer<typeof INVOICE_REST> {
  const { number, ...rest } = restValues(i);
  return { id: i.number, number, invoice_number: invoiceLabel(i.number), ...rest } as z.infer<typeof INVOICE_REST>;
}
