/** The reports module's edge, for the composition root: resolvers and routers. */
export { ReportsResolver } from './reports.resolver';
export { ReportPageResolver } from './report-page.resolver';
export { GstReturnResolver } from './gst-return.resolver';
export { InvoiceMailResolver } from './invoice-mail.resolver';
export { invoiceMailRouter } from './invoice-mail.rest';
export { RemindersResolver } from './reminders.resolver';
export { remindersRouter } from './reminders.rest';
export { creditNoteExportRouter } from './credit-note-exports';
export { invoiceExportRouter, reportsRouter } from './reports.rest';
export { scenarioExportsRouter } from './scenario-exports.rest';
