import type { DataSource } from 'typeorm';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DomainEvents } from './events';
import type { Logger } from './logger';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { createTokenIssuer } from './modules/auth/tokens';
import { ExposureService } from './modules/exposure/exposure.service';
import { InvoicesService } from './modules/invoices/invoices.service';
import { OverdueSweeper } from './modules/invoices/overdue-sweeper';
import { RatesFeed } from './modules/rates/rates-feed';
import { RatesService } from './modules/rates/rates.service';
import { ScenariosService } from './modules/scenarios/scenarios.service';

/** The module services, built once per process and shared by GraphQL, REST and jobs. */
export interface Services {
  audit: AuditService;
  auth: AuthService;
  invoices: InvoicesService;
  overdue: OverdueSweeper;
  rates: RatesService;
  ratesFeed: RatesFeed;
  exposure: ExposureService;
  scenarios: ScenariosService;
  /** Domain events (subscriptions listen here). */
  events: DomainEvents;
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
  const rates = new RatesService(ds, config.rateStaleHours, audit, events);
  const invoices = new InvoicesService(ds, audit, events, rates);
  const overdue = new OverdueSweeper(ds, audit, events, clock, log);
  const ratesFeed = new RatesFeed(ds, rates, clock, log, {
    url: config.ratesFeedUrl, intervalSeconds: config.ratesFeedIntervalSeconds, timeoutMs: config.ratesFeedTimeoutMs,
  });
  const exposure = new ExposureService(ds, rates);
  const scenarios = new ScenariosService(ds, audit, exposure);
  return { audit, auth, invoices, overdue, rates, ratesFeed, exposure, scenarios, events };
}
