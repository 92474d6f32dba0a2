import type { DataSource } from 'typeorm';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DomainEvents } from './events';
import type { Logger } from './logger';
import { ApiKeysService } from './modules/apikeys';
import { AuditService } from './modules/audit';
import { AuthService } from './modules/auth';
import { CustomersService } from './modules/customers';
import { createTokenIssuer, MembersService, PasswordResetService } from './modules/auth';
import { ExposureService } from './modules/exposure';
import { HedgesService, presentCoverage } from './modules/hedges';
import { InvoiceImportService } from './modules/invoices';
import { CreditNotesService, InvoicesService, moveInvoicesToCustomer } from './modules/invoices';
import { OverdueSweeper } from './modules/invoices';
import { AccountService } from './modules/profile';
import { ProfileService } from './modules/profile';
import { RatesFeed } from './modules/rates';
import { RatesService } from './modules/rates';
import { ServiceExposureReportSource } from './modules/reports';
import { CreditNoteExports, ExportsService, InvoiceMailService, ReminderService } from './modules/reports';
import { createMailer } from './modules/reports';
import { ReportJobsService } from './modules/reports';
import { ReportQueue } from './modules/reports';
import { PdfRenderer } from './modules/reports';
import { ScenarioExportsService } from './modules/reports';
import { ScenariosService } from './modules/scenarios';
import { WebhookQueue, WebhooksService } from './modules/webhooks';
import { systemContext } from './request-context';
import type { Db } from './database/sql';

/** What invoices need of the seller (issue 27): the name and GST registration from profile's business details. */
function sellerTax(
  account: AccountService,
  ownerId: string,
  db?: Db,
): Promise<{ name: string; gstRegistered: boolean; gstNumber: string }> {
  return account.sellerTax(ownerId, db);
}

/** The module services, built once per process and shared by GraphQL, REST and jobs. */
export interface Services {
  audit: AuditService;
  auth: AuthService;
  passwordResets: PasswordResetService;
  members: MembersService;
  apiKeys: ApiKeysService;
  customers: CustomersService;
  invoices: InvoicesService;
  creditNotes: CreditNotesService;
  invoiceImport: InvoiceImportService;
  overdue: OverdueSweeper;
  rates: RatesService;
  profile: ProfileService;
  account: AccountService;
  pdf: PdfRenderer;
  exports: ExportsService;
  creditNoteExports: CreditNoteExports;
  invoiceMail: InvoiceMailService;
  reminders: ReminderService;
  scenarioExports: ScenarioExportsService;
  reportJobs: ReportJobsService;
  reportQueue: ReportQueue;
  ratesFeed: RatesFeed;
  exposure: ExposureService;
  scenarios: ScenariosService;
  hedges: HedgesService;
  webhooks: WebhooksService;
  webhookQueue: WebhookQueue;
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
  const auth = new AuthService(
    ds,
    audit,
    createTokenIssuer(config.jwtSecret, config.tokenTtlSeconds),
    {
      pairMaxFailures: config.loginMaxFailures,
      emailMaxFailures: config.loginEmailMaxFailures,
      addressMaxFailures: config.loginAddressMaxFailures,
      lockMinutes: config.loginLockMinutes,
      tokenTtlSeconds: config.tokenTtlSeconds,
      hashCost: config.passwordHashCost,
    },
    events,
  );
  const mailer = createMailer(config.smtpUrl, config.reportMailFrom);
  const passwordResets = new PasswordResetService(
    ds,
    audit,
    mailer ? (m) => mailer.send({ ...m, attachments: [] }) : null,
    config.publicUrl,
    log,
    config.passwordHashCost,
    events,
  );
  const apiKeys = new ApiKeysService(ds, audit, auth, events, log);
  const rates = new RatesService(ds, config.rateStaleHours, audit, events);
  const customers = new CustomersService(ds, audit, moveInvoicesToCustomer);
  const invoices = new InvoicesService(ds, audit, events, rates, customers, (ownerId, db) => sellerTax(account, ownerId, db));
  const creditNotes = new CreditNotesService(ds, audit, events);
  const overdue = new OverdueSweeper(ds, audit, events, clock, log);
  const ratesFeed = new RatesFeed(ds, rates, clock, log, {
    url: config.ratesFeedUrl,
    intervalSeconds: config.ratesFeedIntervalSeconds,
    timeoutMs: config.ratesFeedTimeoutMs,
  });
  const exposure = new ExposureService(ds, rates);
  const hedges = new HedgesService(ds, audit, exposure, rates);
  const scenarios = new ScenariosService(ds, audit, exposure, (ctx) => hedges.openPositionsAtRates(ctx));
  const profile = new ProfileService(ds, audit);
  const invoiceImport = new InvoiceImportService(
    ds,
    audit,
    rates,
    events,
    (id) => profile.preferences(id),
    customers,
    (ownerId, db) => sellerTax(account, ownerId, db),
  );
  const account = new AccountService(ds, audit);
  const members = new MembersService(
    ds,
    audit,
    auth,
    mailer ? (m) => mailer.send({ ...m, attachments: [] }) : null,
    config.publicUrl,
    log,
    async (ownerId) => {
      const business = await account.businessDetails(ownerId);
      return business.tradingName || business.companyName || null;
    },
    config.passwordHashCost,
  );
  const pdf = new PdfRenderer({ chromePath: config.chromePath, concurrency: config.pdfConcurrency, timeoutMs: config.pdfTimeoutMs, log });
  const exportsService = new ExportsService(
    ds,
    audit,
    invoices,
    pdf,
    new ServiceExposureReportSource(exposure, clock),
    config.businessTimeZone,
    (id) => profile.preferences(id),
    (id) => account.businessDetails(id),
    async (ownerId) => {
      const answer = await hedges.reportCompliance(systemContext(ownerId, clock, 'system (report)'));
      return answer && presentCoverage(answer);
    },
  );
  const creditNoteExports = new CreditNoteExports(ds, pdf, exportsService, invoices, creditNotes);
  const invoiceMail = new InvoiceMailService(ds, audit, exportsService, invoices, mailer, (id) => auth.emailOf(id), log);
  const reminders = new ReminderService(ds, audit, invoices, invoiceMail, clock, log);
  const scenarioExports = new ScenarioExportsService(exportsService, scenarios, pdf);
  const reportJobs = new ReportJobsService(ds, audit, exportsService, (id) => auth.emailOf(id), clock, log, mailer, events);
  const reportQueue = new ReportQueue(reportJobs, () => profile.weeklySubscribers(), {
    databaseUrl: dbUrl,
    retryLimit: config.reportRetryLimit,
    retryDelaySeconds: config.reportRetryDelaySeconds,
    weeklyCron: config.weeklyReportCron,
    timeZone: config.businessTimeZone,
    pollingIntervalSeconds: config.reportPollSeconds,
    log,
  });
  const webhookQueue = new WebhookQueue(
    ds,
    clock,
    {
      databaseUrl: dbUrl,
      retryLimit: config.webhookRetryLimit,
      retryDelaySeconds: config.webhookRetryDelaySeconds,
      timeoutMs: config.webhookTimeoutMs,
      allowPrivateTargets: config.webhookAllowPrivateTargets,
      pollingIntervalSeconds: config.reportPollSeconds,
      log,
    },
    audit,
  );
  const webhooks = new WebhooksService(
    ds,
    audit,
    exposure,
    webhookQueue,
    clock,
    log,
    { allowPrivateTargets: config.webhookAllowPrivateTargets },
    events,
  );
  return {
    webhooks,
    webhookQueue,
    audit,
    auth,
    passwordResets,
    members,
    apiKeys,
    invoices,
    creditNotes,
    creditNoteExports,
    invoiceImport,
    overdue,
    rates,
    profile,
    account,
    pdf,
    exports: exportsService,
    invoiceMail,
    reminders,
    scenarioExports,
    reportJobs,
    reportQueue,
    ratesFeed,
    exposure,
    scenarios,
    hedges,
    customers,
    events,
  };
}
