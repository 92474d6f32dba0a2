/** The reports module's door: its services, the report queue, the PDF renderer and the mailer. */
export { ServiceExposureReportSource } from './exposure-source';
export { CreditNoteExports } from './credit-note-exports';
export { ExportsService } from './exports.service';
export { InvoiceMailService } from './invoice-mail';
export { ReminderService } from './reminders';
export { createMailer } from './jobs/mailer';
export { ReportJobsService } from './jobs/report-jobs.service';
export { ReportQueue } from './jobs/report-queue';
export { PdfRenderer } from './pdf/pdf-renderer';
export { ScenarioExportsService } from './scenario-exports';
