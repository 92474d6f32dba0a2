import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createThrowawayDatabase } from './test-database';
import { startServer, type RunningServer } from '../src/boot';
import type { Clock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import type { RequestStats } from '../src/http/app';
import { createLogger } from '../src/logger';

/** A clock the test moves by hand; business dates are UTC dates in tests. */
export interface TestClock extends Clock {
  set(iso: string): void;
  advanceDays(days: number): void;
}

export function testClock(iso = '2026-06-15T09:00:00.000Z'): TestClock {
  let at = new Date(iso);
  return {
    now: () => new Date(at),
    today: () => at.toISOString().slice(0, 10),
    set(next) {
      at = new Date(next);
    },
    advanceDays(days) {
      at = new Date(at.getTime() + days * 86_400_000);
    },
  };
}

/** The JWT secret every test api process signs with (a second process must share it to accept the same tokens). */
export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';

/** The run's one test database (global setup made it). */
function sharedDatabaseUrl(): string {
  const url = process.env.KEAFX_TEST_DATABASE_URL;
  if (!url) throw new Error('KEAFX_TEST_DATABASE_URL is not set: run integration tests through jest (global setup)');
  return url;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const url = sharedDatabaseUrl();
  const base = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'keafx-app-')),
    DB_POOL_SIZE: '4',
    LOG_LEVEL: 'error',
    PASSWORD_HASH_COST: 'low',
    // The feed is on by default; tests never reach the internet (feed tests point it at a local server).
    RATES_FEED_URL: 'off',
  });
  return { ...base, port: 0, host: '127.0.0.1', ...overrides };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface TestApp {
  server: RunningServer;
  clock: TestClock;
  /** Every finished request with the SQL statements it ran, oldest first. */
  stats: RequestStats[];
  http: () => ReturnType<typeof request>;
  register(tag?: string): Promise<TestUser>;
  /** Signs in again at the clock's current time (after the clock moves past a token's life). */
  relogin(user: TestUser): Promise<TestUser>;
  gql<T = Record<string, unknown>>(token: string | null, query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
  stop(): Promise<void>;
}

export interface GqlResult<T> {
  status: number;
  data: T | null | undefined;
  errors?: { message: string; extensions?: { code?: string; field?: string; fields?: { field: string; message: string }[] } }[];
}

/** Starts the whole product on a random port against the test database. */
export async function startTestApp(
  opts: {
    clock?: TestClock;
    config?: Partial<Config>;
    logLines?: string[];
    /**
     * The address every request of this app comes from (X-Forwarded-For, which tests trust): a
     * suite that fails sign-ins or password checks on purpose keeps its counts in the sign-in
     * throttle to itself, off the 127.0.0.1 every other suite shares in the one test database.
     */
    clientAddress?: string;
    /**
     * A database of its own (made now, dropped on stop) rather than the run's shared one: for a
     * suite that holds an owner's every row to account while other suites' workers run (their
     * report workers would take its queued jobs, and tell its webhooks, from the shared queue).
     */
    ownDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const clock = opts.clock ?? testClock();
  const stats: RequestStats[] = [];
  // With logLines, errors the test provokes on purpose are captured for it instead of printed.
  const logLines = opts.logLines;
  const log = logLines ? createLogger('warn', (line) => logLines.push(line)) : createLogger('error');
  const own = opts.ownDatabase ? await createThrowawayDatabase(sharedDatabaseUrl(), 'keafx_own') : null;
  const server = await startServer(testConfig({ ...(own ? { databaseUrl: own.url } : {}), ...opts.config }), {
    clock,
    log,
    background: false,
    onRequestStats: (s) => stats.push(s),
  });
  const address = opts.clientAddress;
  const http = (): ReturnType<typeof request> => {
    const agent = request(server.http);
    if (!address) return agent;
    return new Proxy(agent, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function' || !['get', 'post', 'put', 'patch', 'delete'].includes(String(prop))) return value;
        return (...args: unknown[]) => (value as (...a: unknown[]) => request.Test).apply(target, args).set('x-forwarded-for', address);
      },
    });
  };
  const app: TestApp = {
    server,
    clock,
    stats,
    http,
    async register(tag) {
      const email = uniqueEmail(tag);
      const password = 'correct horse';
      const reg = await http().post('/auth/register').send({ email, password });
      if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
      const login = await http().post('/auth/login').send({ email, password });
      if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
      return { id: reg.body.id, email, password, token: login.body.access_token };
    },
    async relogin(user) {
      const login = await http().post('/auth/login').send({ email: user.email, password: user.password });
      if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
      user.token = login.body.access_token;
      return user;
    },
    async gql(token, query, variables) {
      const req = http().post('/graphql').set('content-type', 'application/json');
      if (token) req.set('authorization', `Bearer ${token}`);
      const res = await req.send({ query, variables });
      return { status: res.status, data: res.body.data, errors: res.body.errors };
    },
    async stop() {
      await server.stop();
      await own?.drop();
    },
  };
  return app;
}

/** A valid REST invoice body; override any field. */
export function invoiceBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { counterparty: 'Acme Ltd', currency: 'USD', amount: 1200.5, due_date: '2026-07-15', issued_date: '2026-06-15', ...overrides };
}

export const bearer = (user: TestUser): [string, string] => ['authorization', `Bearer ${user.token}`];

/**
 * REST calls as a user, for a suite whose app starts in beforeAll (`app()` is read at each call):
 * get, post, put and del with the user's bearer token; a body goes as JSON.
 */
export function restAs(app: () => TestApp) {
  const call = (method: 'get' | 'post' | 'put' | 'delete', user: TestUser, path: string, body?: unknown) => {
    const req = app()
      .http()
      [method](path)
      .set(...bearer(user));
    return body === undefined ? req : req.send(body as object);
  };
  return {
    get: (user: TestUser, path: string) => call('get', user, path),
    post: (user: TestUser, path: string, body?: unknown) => call('post', user, path, body),
    put: (user: TestUser, path: string, body: unknown) => call('put', user, path, body),
    del: (user: TestUser, path: string) => call('delete', user, path),
  };
}

/** Creates an invoice over REST and returns its JSON. */
export async function createInvoice(
  app: TestApp,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: number }> {
  const res = await app
    .http()
    .post('/me/invoices')
    .set(...bearer(user))
    .send(invoiceBody(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
