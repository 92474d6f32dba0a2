import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { Client } from 'pg';

/** One row of bench/results.json (DESIGN.md's bench contract). */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target: number | null;
  better: 'lower' | 'higher';
  /** The same work done the plain way (raw SQL, bare render), measured in the same run. */
  baseline?: number;
}

export interface Timing {
  p50: number;
  p95: number;
  mean: number;
  n: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

/** Times `fn` `n` times after `warmup` untimed runs, one call at a time (one client). */
export async function time(fn: () => Promise<unknown>, n = 200, warmup = 20): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), mean: samples.reduce((a, b) => a + b, 0) / n, n };
}

export const round = (x: number, digits = 2): number => Number(x.toFixed(digits));

/** Rows for p50 and p95 of a timing beside its baseline timing. */
export function latencyRows(name: string, t: Timing, base: Timing | undefined, targetP95: number | null): BenchRow[] {
  return [
    { name: `${name} p50`, value: round(t.p50), unit: 'ms', target: null, better: 'lower', baseline: base && round(base.p50) },
    { name: `${name} p95`, value: round(t.p95), unit: 'ms', target: targetP95, better: 'lower', baseline: base && round(base.p95) },
  ];
}

/** A ratio row: value / baseline, lower is better. */
export function ratioRow(name: string, value: number, baseline: number, target: number | null): BenchRow {
  return { name, value: round(value / baseline), unit: 'x', target, better: 'lower', baseline: 1 };
}

/**
 * A thin HTTP+JSON client for the api under test: node:http on one keep-alive socket. The
 * baselines use pg's own thin protocol client, so this side does not pay a heavier client
 * library either (fetch adds ~0.4 ms at p50 and more at p95 on this machine: the client's
 * cost, not the server's).
 */
export class Api {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly url: URL;

  constructor(
    readonly base: string,
    public token = '',
  ) {
    this.url = new URL(base);
  }

  rest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<T>((resolve, reject) => {
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          path,
          method,
          agent: this.agent,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if ((res.statusCode ?? 500) >= 400) return reject(new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 200)}`));
            try {
              resolve((text ? JSON.parse(text) : null) as T);
            } catch (error) {
              reject(error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  async gql<T = unknown>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const out = await this.rest<{ data?: T; errors?: unknown[] }>('POST', '/graphql', { query, variables });
    if (out.errors) throw new Error(`graphql: ${JSON.stringify(out.errors).slice(0, 300)}`);
    return out.data as T;
  }
}

/** Registers and signs in a fresh user through the api; returns its id and a client holding its token. */
export async function signUp(base: string, email: string): Promise<{ id: string; api: Api }> {
  const api = new Api(base);
  const user = await api.rest<{ id: string }>('POST', '/auth/register', { email, password: 'bench-password' });
  const login = await api.rest<{ access_token: string }>('POST', '/auth/login', { email, password: 'bench-password' });
  api.token = login.access_token;
  return { id: user.id, api };
}

export async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const SEED_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'SEK',
  'NZD',
  'SGD',
  'HKD',
  'NOK',
  'KRW',
  'INR',
  'BRL',
  'ZAR',
  'MXN',
  'DKK',
  'PLN',
  'TWD',
  'THB',
  'MYR',
];

/**
 * Inserts `count` invoices for an owner straight in SQL (seeding is not what is measured):
 * numbers continue the owner's sequence, currencies cycle through `currencies`, statuses mix.
 * Bench data is not audited; the owner's audit chain is left as registration made it.
 */
export async function seedInvoices(
  c: Client,
  ownerId: string,
  count: number,
  opts: { currencies?: number; open?: boolean } = {},
): Promise<void> {
  const currencies = SEED_CURRENCIES.slice(0, opts.currencies ?? 4);
  const statuses = opts.open ? ['sent', 'overdue'] : ['draft', 'sent', 'overdue', 'paid'];
  await c.query(
    `WITH base AS (SELECT coalesce((SELECT last_number FROM invoice_numbers WHERE owner_id = $1), 0) AS start)
     INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, sent_date)
     SELECT $1, base.start + g, 'Customer ' || (g % 500), ($3::text[])[1 + g % array_length($3::text[], 1)],
            round((100 + (g * 7919) % 100000)::numeric, CASE WHEN ($3::text[])[1 + g % array_length($3::text[], 1)] IN ('JPY','KRW') THEN 0 ELSE 2 END),
            current_date - (g % 365), current_date - (g % 365) + 30,
            ($4::text[])[1 + g % array_length($4::text[], 1)],
            CASE WHEN ($4::text[])[1 + g % array_length($4::text[], 1)] = 'draft' THEN NULL ELSE current_date - (g % 365) END
     FROM base, generate_series(1, $2::int) AS g`,
    [ownerId, count, currencies, statuses],
  );
  await c.query(
    `INSERT INTO invoice_numbers AS n (owner_id, last_number) VALUES ($1, $2)
    ON CONFLICT (owner_id) DO UPDATE SET last_number = n.last_number + $2`,
    [ownerId, count],
  );
}

/** Signs a browser page in the way the app does: the session in local storage for the api's origin. */
export async function storeSession(page: Page, base: string, session: { token: string; user: object }): Promise<void> {
  await page.goto(`${base}/coming-soon`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', u);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}
