import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isTimeZone } from '@keafx/schema';

/** Frankfurter (frankfurter.dev): the European Central Bank's reference rates, keyless, as NZD per base. */
export const DEFAULT_RATES_FEED_URL = 'https://api.frankfurter.dev/v1/latest?base=NZD';

/**
 * Every setting Kea FX reads, parsed once from the environment. Nothing else in the api
 * reads process.env. A bad value stops start-up with a message naming the variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8001),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('.data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86400)
    .default(12 * 3600),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  /** Unset: 4 x LOGIN_MAX_FAILURES (both). */
  LOGIN_EMAIL_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).optional(),
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).optional(),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** 'low' makes argon2 cheap (1 MiB, 1 pass) for the test suite; refused outside NODE_ENV=test. */
  PASSWORD_HASH_COST: z.enum(['standard', 'low']).default('standard'),
  GRAPHQL_BODY_LIMIT_KB: z.coerce.number().int().min(4).max(10_240).default(100),
  ANONYMOUS_BODY_LIMIT_KB: z.coerce.number().int().min(2).max(1024).default(8),
  BUSINESS_TIME_ZONE: z.string().default('Pacific/Auckland').refine(isTimeZone, 'must be an IANA time zone such as Pacific/Auckland'),
  OVERDUE_SWEEP_SECONDS: z.coerce.number().int().min(5).max(86400).default(60),
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(5).max(86400).default(3600),
  RATE_STALE_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 365)
    .default(72),
  /** On by default (a public, keyless ECB-based feed); `off` turns it off (tests and CI do). */
  RATES_FEED_URL: z
    .string()
    .regex(/^(https?:\/\/|off$)/, 'must be an http:// or https:// URL, or off')
    .default(DEFAULT_RATES_FEED_URL),
  RATES_FEED_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  RATES_FEED_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
  CHROME_PATH: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  REPORT_MAIL_FROM: z.string().min(3).default('Kea FX <reports@keafx.local>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be the http:// or https:// address people open Kea FX at, such as https://fx.example.co.nz')
    .optional(),
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  REPORT_WORKER: z.enum(['true', 'false']).default('true'),
  REPORT_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  REPORT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  REPORT_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  WEEKLY_REPORT_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'must be a five-field cron expression such as "0 7 * * 1"')
    .default('0 7 * * 1'),
  /** Unset: allowed outside production. Lets webhooks reach loopback and private addresses (a local receiver). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).optional(),
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(10),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SQL_STATS: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[\w.:/, -]+)$/,
      'must be true, false, a hop count, or addresses/subnets (loopback, uniquelocal, 10.0.0.0/8...)',
    )
    .default('loopback'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dbPoolSize: number;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** Failed sign-ins for one email from one address within the lock window. */
  loginMaxFailures: number;
  /** Failed sign-ins for one email from all addresses together within the window. */
  loginEmailMaxFailures: number;
  /** Failed sign-ins from one address, for any emails, within the window. */
  loginAddressMaxFailures: number;
  loginLockMinutes: number;
  /** argon2 parameters: 'standard' (OWASP's baseline) everywhere but the test suite. */
  passwordHashCost: 'standard' | 'low';
  /** Largest /graphql request body of a signed-in caller, in bytes. */
  graphqlBodyLimit: number;
  /** Largest request body (REST or GraphQL) of a caller without a valid token, in bytes. */
  anonymousBodyLimit: number;
  businessTimeZone: string;
  overdueSweepSeconds: number;
  /** How often overdue reminders are looked for (they go only where mail is set up and the owner turned them on). */
  reminderSweepSeconds: number;
  rateStaleHours: number;
  /** Unset when RATES_FEED_URL=off: built-in and recorded rates only. */
  ratesFeedUrl?: string;
  ratesFeedIntervalSeconds: number;
  ratesFeedTimeoutMs: number;
  chromePath?: string;
  smtpUrl?: string;
  /** The address people open Kea FX at, for links in e-mails (a password reset); never taken from a request's Host. */
  publicUrl: string;
  /** The From address of e-mailed reports. */
  reportMailFrom: string;
  /** PDF renders at once on the one warm browser. */
  pdfConcurrency: number;
  /** Longest one PDF render may take before it is abandoned. */
  pdfTimeoutMs: number;
  /** Run the report worker (and the weekly cron) inside this process. */
  reportWorker: boolean;
  reportRetryLimit: number;
  reportRetryDelaySeconds: number;
  /** How often a worker asks the queue for new report jobs. */
  reportPollSeconds: number;
  /** When the weekly exposure report is made, in the business time zone (SPEC: every Monday). */
  weeklyReportCron: string;
  /** Webhook targets on loopback, private or link-local addresses are refused unless this is on. */
  webhookAllowPrivateTargets: boolean;
  /** Retries after a delivery's first attempt; backoff doubles from the delay (with jitter). */
  webhookRetryLimit: number;
  webhookRetryDelaySeconds: number;
  webhookTimeoutMs: number;
  introspection: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  webDist: string;
  /** Which proxies' X-Forwarded-For to believe (express 'trust proxy'): the client address throttling uses. */
  trustProxy: boolean | number | string;
  /** Count SQL statements per request and log requests that run many (a likely N+1). */
  sqlStats: boolean;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The randomness a production JWT_SECRET must carry at least, by secretBits' estimate (which reads a random 32-character hex string as about 110). */
const SECRET_BITS_MIN = 96;

/**
 * An estimate of a secret's randomness in bits: its length times the Shannon entropy of its
 * characters. 40 × "a" is 0; a 32-character hex string is about 128; `openssl rand -base64 48` about 360.
 */
export function secretBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const n = [...secret].length;
  let perChar = 0;
  for (const k of counts.values()) perChar -= (k / n) * Math.log2(k / n);
  return perChar * n;
}

/** The secret kept in the data dir so tokens survive restarts when JWT_SECRET is unset. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Parses an environment (default process.env) into a Config, or throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  const loginEmailMaxFailures = c.LOGIN_EMAIL_MAX_FAILURES ?? 4 * c.LOGIN_MAX_FAILURES;
  if (loginEmailMaxFailures < c.LOGIN_MAX_FAILURES) {
    throw new ConfigError(
      'Invalid configuration:\n  LOGIN_EMAIL_MAX_FAILURES: must be at least LOGIN_MAX_FAILURES (the per-address count comes first)',
    );
  }
  if (c.PASSWORD_HASH_COST === 'low' && c.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  PASSWORD_HASH_COST: low is for the test suite only (NODE_ENV=test)');
  }
  if (!c.JWT_SECRET && c.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: is required in production (at least 32 characters)');
  }
  if (c.JWT_SECRET && c.NODE_ENV === 'production' && secretBits(c.JWT_SECRET) < SECRET_BITS_MIN) {
    throw new ConfigError(
      `Invalid configuration:\n  JWT_SECRET: has too little randomness for production (about ${Math.floor(secretBits(c.JWT_SECRET))} bits; at least ${SECRET_BITS_MIN} needed): make one with \`openssl rand -base64 48\``,
    );
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dbPoolSize: c.DB_POOL_SIZE,
    dataDir,
    jwtSecret: c.JWT_SECRET ?? persistedSecret(dataDir),
    tokenTtlSeconds: c.TOKEN_TTL_SECONDS,
    loginMaxFailures: c.LOGIN_MAX_FAILURES,
    loginEmailMaxFailures,
    loginAddressMaxFailures: c.LOGIN_ADDRESS_MAX_FAILURES ?? 4 * c.LOGIN_MAX_FAILURES,
    loginLockMinutes: c.LOGIN_LOCK_MINUTES,
    passwordHashCost: c.PASSWORD_HASH_COST,
    graphqlBodyLimit: c.GRAPHQL_BODY_LIMIT_KB * 1024,
    anonymousBodyLimit: c.ANONYMOUS_BODY_LIMIT_KB * 1024,
    businessTimeZone: c.BUSINESS_TIME_ZONE,
    overdueSweepSeconds: c.OVERDUE_SWEEP_SECONDS,
    reminderSweepSeconds: c.REMINDER_SWEEP_SECONDS,
    rateStaleHours: c.RATE_STALE_HOURS,
    ratesFeedUrl: c.RATES_FEED_URL === 'off' ? undefined : c.RATES_FEED_URL,
    ratesFeedIntervalSeconds: c.RATES_FEED_INTERVAL_MINUTES * 60,
    ratesFeedTimeoutMs: c.RATES_FEED_TIMEOUT_SECONDS * 1000,
    chromePath: c.CHROME_PATH,
    smtpUrl: c.SMTP_URL,
    reportMailFrom: c.REPORT_MAIL_FROM,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    pdfConcurrency: c.PDF_CONCURRENCY,
    pdfTimeoutMs: c.PDF_TIMEOUT_MS,
    reportWorker: c.REPORT_WORKER === 'true',
    reportRetryLimit: c.REPORT_RETRY_LIMIT,
    reportRetryDelaySeconds: c.REPORT_RETRY_DELAY_SECONDS,
    reportPollSeconds: c.REPORT_POLL_SECONDS,
    weeklyReportCron: c.WEEKLY_REPORT_CRON,
    webhookAllowPrivateTargets: c.WEBHOOK_ALLOW_PRIVATE_TARGETS ? c.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true' : c.NODE_ENV !== 'production',
    webhookRetryLimit: c.WEBHOOK_RETRY_LIMIT,
    webhookRetryDelaySeconds: c.WEBHOOK_RETRY_DELAY_SECONDS,
    webhookTimeoutMs: c.WEBHOOK_TIMEOUT_SECONDS * 1000,
    introspection: c.GRAPHQL_INTROSPECTION ? c.GRAPHQL_INTROSPECTION === 'true' : c.NODE_ENV !== 'production',
    logLevel: c.LOG_LEVEL,
    webDist: path.resolve(c.WEB_DIST ?? path.join(__dirname, '..', '..', 'web', 'dist')),
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    sqlStats: c.SQL_STATS === 'true',
  };
}
