/** The invoices module's door for other modules: services, records, the REST shape and the SQL fragments others read invoices with. */
export { Invoice, InvoicePage } from './dto/invoice.type';
export { toInvoiceRecord, type InvoiceRecord, type InvoiceRow } from './invoice-record';
export { InvoiceNotFoundError } from './invoices.errors';
export { parseInvoiceId, type InvoiceExportFilter } from './invoice-params';
export { effectiveStatusSql, invoiceColumns, invoiceConditions, overdueSql } from './invoices.sql';
export { InvoicesService, moveInvoicesToCustomer } from './invoices.service';
export { InvoiceImportService } from './invoice-import.service';
export { OverdueSweeper } from './overdue-sweeper';
export { INVOICE_REST, INVOICE_SUMMARY_REST, invoiceSummaryToRest, invoiceToRest } from './invoice-rest';
export { CreditNotesService, type CreditNoteRecord } from './credit-notes';
export type { InvoiceTax } from './invoice-lines';
export { parseCreditNoteNumber } from './credit-note-params';
