import { invoiceLabel, type CurrencyCode, type InvoiceStatus } from '@keafx/schema';

/** An invoice as the services hand it out: money and dates as exact strings, status as of today. */
export interface InvoiceRecord {
  id: string;
  ownerId: string;
  number: number;
  counterparty: string;
  currency: CurrencyCode;
  amount: string;
  issuedDate: string;
  dueDate: string;
  status: InvoiceStatus;
  archived: boolean;
  writtenOff: boolean;
  sentDate: string | null;
  paidDate: string | null;
  bookedRate: string | null;
  bookedRateSource: string | null;
  bookedRateType: string | null;
  bookedRateDate: string | null;
  /** The CSV import it came from, and its line in that file (null for invoices made by hand). */
  importId: string | null;
  importLine: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface InvoiceRow {
  id: string;
  owner_id: string;
  number: number;
  counterparty: string;
  currency: string;
  amount: string;
  issued_date: string;
  due_date: string;
  status: InvoiceStatus;
  archived: boolean;
  written_off: boolean;
  sent_date: string | null;
  paid_date: string | null;
  booked_rate: string | null;
  booked_rate_source: string | null;
  booked_rate_type: string | null;
  booked_rate_date: string | null;
  import_id: string | null;
  import_line: number | null;
  created_at: Date;
  updated_at: Date;
}

export function toInvoiceRecord(r: InvoiceRow): InvoiceRecord {
  return {
    id: String(r.id), ownerId: r.owner_id, number: r.number, counterparty: r.counterparty,
    currency: r.currency as CurrencyCode, amount: r.amount, issuedDate: r.issued_date, dueDate: r.due_date,
    status: r.status, archived: r.archived, writtenOff: r.written_off, sentDate: r.sent_date, paidDate: r.paid_date,
    bookedRate: r.booked_rate, bookedRateSource: r.booked_rate_source, bookedRateType: r.booked_rate_type,
    bookedRateDate: r.booked_rate_date, importId: r.import_id === null ? null : String(r.import_id), importLine: r.import_line,
    createdAt: r.created_at, updatedAt: r.updated_at,
  };
}

/** What the audit trail keeps of an invoice before and after a change. */
export function auditSnapshot(i: InvoiceRecord): Record<string, unknown> {
  return {
    number: invoiceLabel(i.number), counterparty: i.counterparty, currency: i.currency, amount: i.amount,
    issuedDate: i.issuedDate, dueDate: i.dueDate, status: i.status, archived: i.archived, writtenOff: i.writtenOff,
  };
}
