/** The invoices module's public surface: other modules and the composition root import only this file. */
export { Invoice, InvoicePage } from './dto/invoice.type';
export { toInvoiceRecord, type InvoiceRecord, type InvoiceRow } from './invoice-record';
export { InvoiceNotFoundError } from './invoices.errors';
export { parseInvoiceId, type InvoiceExportFilter } from './invoice-params';
export {
  CREATE_INVOICE_SQL,
  INVOICE_COLUMNS,
  INVOICES_BY_IDS_SQL,
  countInvoicesSql,
  effectiveStatusSql,
  invoiceColumns,
  invoiceConditions,
  listInvoicesSql,
  overdueSql,
} from './invoices.sql';
export { invoiceLedgerSql, invoiceLedgerV1Sql, invoiceLedgerV2Sql } from './invoices.ddl';
export { INVOICE_GROUP_INDEXES_SQL, groupHeadersSql, firstRowsSql, groupRowsSql } from './invoice-groups.sql';
export { InvoicesService } from './invoices.service';
export { InvoiceImportService } from './invoice-import.service';
export { OverdueSweeper } from './overdue-sweeper';
export { InvoicesResolver } from './invoices.resolver';
export { INVOICE_REST, invoicesRouter, invoiceToRest } from './invoices.rest';
export { createInvoiceLoaders } from './invoices.loaders';
