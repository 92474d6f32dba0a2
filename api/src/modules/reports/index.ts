/** The reports module's public surface: other modules and the composition root import only this file. */
export { ServiceExposureReportSource } from './exposure-source';
export { ExportsService } from './exports.service';
export { createMailer } from './jobs/mailer';
export { ReportJobsService } from './jobs/report-jobs.service';
export { ReportQueue } from './jobs/report-queue';
export { PdfRenderer } from './pdf/pdf-renderer';
export { runReportCli } from './report-cli';
export { ReportsResolver } from './reports.resolver';
export { invoiceExportRouter, reportsRouter } from './reports.rest';
export { ReportPageResolver } from './report-page.resolver';
export { scenarioExportsRouter } from './scenario-exports.rest';
export { ScenarioExportsService } from './scenario-exports';
