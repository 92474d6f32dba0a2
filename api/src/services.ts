import type { DataSource } from 'typeorm';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DomainEvents } from './events';
import type { Logger } from './logger';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { createTokenIssuer } from './modules/auth/tokens';
import { InvoiceImportService } from './modules/invoices/invoice-import.service';
import { InvoicesService } from './modules/invoices/invoices.service';
import { OverdueSweeper } from './modules/invoices/overdue-sweeper';
import { RatesService } from './modules/rates/rates.service';

/** The module services, built once per process and shared by GraphQL, REST and jobs. */
export interface Services {
  audit: AuditService;
  auth: AuthService;
  invoices: InvoicesService;
  invoiceImport: InvoiceImportService;
  overdue: OverdueSweeper;
  rates: RatesService;
}

export interface ServiceDeps {
  ds: DataSource;
  config: Config;
  clock: Clock;
  events: DomainEvents;
  log: Logger;
}

export function createServices({ ds, config, clock, events, log }: ServiceDeps): Services {
  const audit = new AuditService(ds);
  const auth = new AuthService(ds, audit, createTokenIssuer(config.jwtSecret, config.tokenTtlSeconds), {
    maxFailures: config.loginMaxFailures,
    lockMinutes: config.loginLockMinutes,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  const invoices = new InvoicesService(ds, audit, events);
  const overdue = new OverdueSweeper(ds, audit, events, clock, log);
  const rates = new RatesService(ds, config.rateStaleHours);
  const invoiceImport = new InvoiceImportService(ds, audit, rates, events);
  return { audit, auth, invoices, invoiceImport, overdue, rates };
}
