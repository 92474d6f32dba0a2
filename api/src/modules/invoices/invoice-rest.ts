import { INVOICE_STATUSES, invoiceLabel } from '@keafx/schema';
import { z } from 'zod';
import { dateTime, isoDate, money } from '../../http/shapes';
import type { InvoiceRecord } from './invoice-record';

/** An invoice in SPEC's REST shape: snake_case, amount as a JSON number, dates as YYYY-MM-DD. */
export const INVOICE_REST = z.strictObject({
  id: z.number().int(),
  number: z.number().int(),
  invoice_number: z.string().meta({ description: 'As shown: INV-0042' }),
  counterparty: z.string(),
  currency: z.string(),
  amount: money,
  issued_date: isoDate,
  due_date: isoDate,
  status: z.enum(INVOICE_STATUSES),
  archived: z.boolean(),
  written_off: z.boolean(),
  sent_date: isoDate.nullable(),
  paid_date: isoDate.nullable(),
  booked_rate: z.number().nullable(),
  booked_rate_source: z.string().nullable(),
  booked_rate_type: z.string().nullable(),
  booked_rate_date: isoDate.nullable(),
  settlement_rate: z.number().nullable(),
  settlement_rate_source: z.string().nullable(),
  realised_gain_nzd: money.nullable(),
  created_at: dateTime,
  updated_at: dateTime,
  customer_email: z.string(),
  customer_address: z.string(),
  reference: z.string(),
  payment_terms: z.string(),
  notes: z.string(),
});

export function invoiceToRest(i: InvoiceRecord): z.infer<typeof INVOICE_REST> {
  return {
    id: Number(i.id),
    number: i.number,
    invoice_number: invoiceLabel(i.number),
    counterparty: i.counterparty,
    currency: i.currency,
    amount: Number(i.amount),
    issued_date: i.issuedDate,
    due_date: i.dueDate,
    status: i.status,
    archived: i.archived,
    written_off: i.writtenOff,
    sent_date: i.sentDate,
    paid_date: i.paidDate,
    // The rate it was booked at when sent or imported (null for drafts): Inland Revenue wants source, type and date.
    booked_rate: i.bookedRate === null ? null : Number(i.bookedRate),
    booked_rate_source: i.bookedRateSource,
    booked_rate_type: i.bookedRateType,
    booked_rate_date: i.bookedRateDate,
    // Once paid: the rate it settled at ('given' by the user or the rate's source) and the realised gain (+) or loss (-) in NZD.
    settlement_rate: i.settlementRate === null ? null : Number(i.settlementRate),
    settlement_rate_source: i.settlementRateSource,
    realised_gain_nzd: i.realisedGainNzd === null ? null : Number(i.realisedGainNzd),
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
    customer_email: i.customerEmail,
    customer_address: i.customerAddress,
    reference: i.reference,
    payment_terms: i.paymentTerms,
    notes: i.notes,
  };
}
