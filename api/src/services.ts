import type { DataSource } from 'typeorm';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DomainEvents } from './events';
import type { Logger } from './logger';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { createTokenIssuer } from './modules/auth/tokens';
import { ExposureService } from './modules/exposure/exposure.service';
import { InvoiceImportService } from './modules/invoices/invoice-import.service';
import { InvoicesService } from './modules/invoices/invoices.service';
import { OverdueSweeper } from './modules/invoices/overdue-sweeper';
import { AccountService } from './modules/profile/account.service';
import { ProfileService } from './modules/profile/profile.service';
import { RatesFeed } from './modules/rates/rates-feed';
import { RatesService } from './modules/rates/rates.service';
import { ServiceExposureReportSource } from './modules/reports/exposure-source';
import { ExportsService } from './modules/reports/exports.service';
import { createMailer } from './modules/reports/jobs/mailer';
import { ReportJobsService } from './modules/reports/jobs/report-jobs.service';
import { ReportQueue } from './modules/reports/jobs/report-queue';
import { PdfRenderer } from './modules/reports/pdf/pdf-renderer';
import { ScenarioExportsService } from './modules/reports/scenario-exports';
import { ScenariosService } from './modules/scenarios/scenarios.service';

/** The module services, built once per process and shared by GraphQL, REST and jobs. */
export interface Services {
  audit: AuditService;
  auth: AuthService;
  invoices: InvoicesService;
  invoiceImport: InvoiceImportService;
  overdue: OverdueSweeper;
  rates: RatesService;
  profile: ProfileService;
  account: AccountService;
  pdf: PdfRenderer;
  exports: ExportsService;
  scenarioExports: ScenarioExportsService;
  reportJobs: ReportJobsService;
  reportQueue: ReportQueue;
  ratesFeed: RatesFeed;
  exposure: ExposureService;
  scenarios: ScenariosService;
  /** Domain events (subscriptions listen here). */
  events: DomainEvents;
}

export interface ServiceDeps {
  ds: DataSource;
  /** The database URL (the report queue keeps its own small pool). */
  dbUrl: string;
  config: Config;
  clock: Clock;
  events: DomainEvents;
  log: Logger;
}

export function createServices({ ds, dbUrl, config, clock, events, log }: ServiceDeps): Services {
  const audit = new AuditService(ds, config.businessTimeZone);
  const auth = new AuthService(ds, audit, createTokenIssuer(config.jwtSecret, config.tokenTtlSeconds), {
    pairMaxFailures: config.loginMaxFailures,
    emailMaxFailures: config.loginEmailMaxFailures,
    addressMaxFailures: config.loginAddressMaxFailures,
    lockMinutes: config.loginLockMinutes,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  const rates = new RatesService(ds, config.rateStaleHours, audit, events);
  const invoices = new InvoicesService(ds, audit, events, rates);
  const overdue = new OverdueSweeper(ds, audit, events, clock, log);
  const ratesFeed = new RatesFeed(ds, rates, clock, log, {
    url: config.ratesFeedUrl, intervalSeconds: config.ratesFeedIntervalSeconds, timeoutMs: config.ratesFeedTimeoutMs,
  });
  const exposure = new ExposureService(ds, rates);
  const scenarios = new ScenariosService(ds, audit, exposure);
  const invoiceImport = new InvoiceImportService(ds, audit, rates, events);
  const profile = new ProfileService(ds, audit);
  const account = new AccountService(ds, audit);
  const pdf = new PdfRenderer({ chromePath: config.chromePath, concurrency: config.pdfConcurrency, timeoutMs: config.pdfTimeoutMs, log });
  const exports = new ExportsService(ds, audit, pdf, new ServiceExposureReportSource(exposure, clock), config.businessTimeZone, (id) => profile.preferences(id));
  const scenarioExports = new ScenarioExportsService(exports, scenarios, pdf, config.businessTimeZone);
  const reportJobs = new ReportJobsService(ds, audit, exports, profile, clock, log, createMailer(config.smtpUrl, config.reportMailFrom), events);
  const reportQueue = new ReportQueue(reportJobs, profile, {
    databaseUrl: dbUrl, retryLimit: config.reportRetryLimit, retryDelaySeconds: config.reportRetryDelaySeconds,
    weeklyCron: config.weeklyReportCron, timeZone: config.businessTimeZone, pollingIntervalSeconds: config.reportPollSeconds, log,
  });
  return {
    audit, auth, invoices, invoiceImport, overdue, rates, profile, account, pdf, exports, scenarioExports, reportJobs, reportQueue, ratesFeed, exposure, scenarios, events,
  };
}
