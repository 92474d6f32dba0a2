import { invoiceLabel, type CurrencyCode, type InvoiceStatus } from '@keafx/schema';
import { camelize, type Camelized, type Row } from '../../database/rows';

/**
 * An invoices row as tables.generated.ts declares it (the migration is the one source), with the
 * status narrowed to the schema's union. `invoiceColumns` selects exactly these columns.
 */
export type InvoiceRow = Row<'invoices', { status: InvoiceStatus }>;

/**
 * An invoice as the services hand it out: the row's columns in camelCase (money and dates as
 * exact strings, status as of today, importId/importLine null for invoices made by hand).
 */
export type InvoiceRecord = Camelized<Omit<InvoiceRow, 'currency'>> & { currency: CurrencyCode };

export function toInvoiceRecord(r: InvoiceRow): InvoiceRecord {
  return camelize(r) as InvoiceRecord;
}

/** What the audit trail keeps of an invoice before and after a change. */
export function auditSnapshot(i: InvoiceRecord): Record<string, unknown> {
  return {
    number: invoiceLabel(i.number),
    counterparty: i.counterparty,
    currency: i.currency,
    amount: i.amount,
    issuedDate: i.issuedDate,
    dueDate: i.dueDate,
    status: i.status,
    archived: i.archived,
    writtenOff: i.writtenOff,
    customerEmail: i.customerEmail,
    customerAddress: i.customerAddress,
    reference: i.reference,
    paymentTerms: i.paymentTerms,
    notes: i.notes,
  };
}

/**
 * Where each column of an invoice is shown: as a field of the GraphQL `Invoice` type (same
 * name), under a key of SPEC's REST shape (`invoiceToRest`), or nowhere (internal). Adding a
 * column to the table fails the type check here until someone decides; invoice-shapes.test.ts
 * holds the GraphQL type and the REST mapper to this table.
 */
export const INVOICE_FIELDS = {
  id: { graphql: true, rest: 'id' },
  ownerId: { graphql: false, rest: false },
  number: { graphql: true, rest: 'number' },
  counterparty: { graphql: true, rest: 'counterparty' },
  currency: { graphql: true, rest: 'currency' },
  amount: { graphql: true, rest: 'amount' },
  issuedDate: { graphql: true, rest: 'issued_date' },
  dueDate: { graphql: true, rest: 'due_date' },
  status: { graphql: true, rest: 'status' },
  archived: { graphql: true, rest: 'archived' },
  writtenOff: { graphql: true, rest: 'written_off' },
  sentDate: { graphql: true, rest: 'sent_date' },
  paidDate: { graphql: true, rest: 'paid_date' },
  // The booking rate reaches GraphQL through the `booking` field resolver (rate provenance), not as four fields.
  bookedRate: { graphql: false, rest: 'booked_rate' },
  bookedRateSource: { graphql: false, rest: 'booked_rate_source' },
  bookedRateType: { graphql: false, rest: 'booked_rate_type' },
  bookedRateDate: { graphql: false, rest: 'booked_rate_date' },
  settlementRate: { graphql: true, rest: 'settlement_rate' },
  settlementRateSource: { graphql: true, rest: 'settlement_rate_source' },
  realisedGainNzd: { graphql: true, rest: 'realised_gain_nzd' },
  importId: { graphql: false, rest: false },
  importLine: { graphql: false, rest: false },
  createdAt: { graphql: true, rest: 'created_at' },
  updatedAt: { graphql: true, rest: 'updated_at' },
  // The customer's details for the tax invoice ('' when not given): shown wherever the invoice is.
  customerEmail: { graphql: true, rest: 'customer_email' },
  customerAddress: { graphql: true, rest: 'customer_address' },
  reference: { graphql: true, rest: 'reference' },
  notes: { graphql: true, rest: 'notes' },
  paymentTerms: { graphql: true, rest: 'payment_terms' },
} as const satisfies { [K in keyof InvoiceRecord]-?: { graphql: boolean; rest: string | false } };

/** The record fields the GraphQL `Invoice` type declares; the class implements them, so their types agree. */
export type InvoiceGraphqlFields = {
  [K in keyof typeof INVOICE_FIELDS]: (typeof INVOICE_FIELDS)[K]['graphql'] extends true ? K : never;
}[keyof typeof INVOICE_FIELDS];
