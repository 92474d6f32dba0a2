import type { CurrencyCode, InvoiceStatus } from '@keafx/schema';
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
