import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { listInvoicesSql } from '../../api/src/modules/invoices/invoices.sql';
import { percentile, round, seedInvoices, signUp, withClient, type BenchRow } from '../lib';
import type { BenchSuite } from '.';

/** Issue 14 item 6: the dashboard's first render at 1,000 and 100,000 invoices, and the invoice list's throughput beside a bare server. */
const SMALL = 1_000;
const LARGE = 100_000;
const RENDERS = 15;
const CONNECTIONS = 20;
/** Load windows per server, alternating between them so both see the same machine load. */
const LOAD_ROUNDS = 6;
const LOAD_SECONDS = 1.5;

function launch(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });
}

interface Owner {
  count: number;
  session: { token: string; user: object };
}

async function seededOwner(base: string, dbUrl: string, count: number): Promise<Owner & { id: string }> {
  const email = `bench-scale-${count}-${Date.now()}@example.com`;
  const owner = await signUp(base, email);
  await withClient(dbUrl, async (c) => {
    await seedInvoices(c, owner.id, count, { currencies: 8 });
    await c.query('VACUUM ANALYZE invoices');
  });
  return { id: owner.id, count, session: { token: owner.api.token, user: { id: owner.id, email, role: 'user' } } };
}

/**
 * One first render: navigate to /dashboard (a full page load, so Apollo's cache starts empty)
 * until the Total Invoices card shows the owner's count and the first invoice row is drawn.
 */
async function firstRender(page: Page, base: string, owner: Owner): Promise<number> {
  const total = owner.count.toLocaleString('en-NZ');
  const t0 = Date.now();
  await page.goto(`${base}/dashboard`);
  await page
    .getByTestId('stat-total')
    .filter({ hasText: new RegExp(`^${total}$`) })
    .waitFor({ timeout: 30_000 });
  await page.locator('td.mono', { hasText: /^#1$/ }).first().waitFor({ timeout: 30_000 });
  return Date.now() - t0;
}

async function signedInPage(browser: Browser, base: string, owner: Owner): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/coming-soon`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', u);
    },
    [owner.session.token, JSON.stringify(owner.session.user)] as const,
  );
  return page;
}

/** First renders of both owners, interleaved so both see the same machine noise; sorted samples in ms. */
async function firstRenders(browser: Browser, base: string, small: Owner, large: Owner): Promise<{ small: number[]; large: number[] }> {
  const pages = { small: await signedInPage(browser, base, small), large: await signedInPage(browser, base, large) };
  const out = { small: [] as number[], large: [] as number[] };
  for (let i = 0; i < RENDERS + 2; i += 1) {
    const s = await firstRender(pages.small, base, small);
    const l = await firstRender(pages.large, base, large);
    if (i >= 2) {
      out.small.push(s);
      out.large.push(l);
    }
  }
  await pages.small.close();
  await pages.large.close();
  return { small: out.small.sort((a, b) => a - b), large: out.large.sort((a, b) => a - b) };
}

/** A load generator: CONNECTIONS keep-alive connections each asking again as soon as answered, for a window of LOAD_SECONDS. */
function loader(base: string, pathAndQuery: string, token: string): { warm(): Promise<void>; window(): Promise<number>; close(): void } {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: pathAndQuery, agent, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          res.resume();
          res.on('end', () => ((res.statusCode ?? 500) === 200 ? resolve() : reject(new Error(`GET ${pathAndQuery}: ${res.statusCode}`))));
        },
      );
      req.on('error', reject);
      req.end();
    });
  return {
    async warm() {
      for (let i = 0; i < 50; i += 1) await get();
    },
    async window() {
      let done = 0;
      const until = Date.now() + LOAD_SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (Date.now() < until) {
            await get();
            done += 1;
          }
        }),
      );
      return done;
    },
    close: () => agent.destroy(),
  };
}

/** Requests a second for each server, over LOAD_ROUNDS alternating windows (the order flips each round). */
async function throughputs(a: ReturnType<typeof loader>, b: ReturnType<typeof loader>): Promise<[number, number]> {
  await a.warm();
  await b.warm();
  let [na, nb] = [0, 0];
  for (let round = 0; round < LOAD_ROUNDS; round += 1) {
    if (round % 2 === 0) {
      na += await a.window();
      nb += await b.window();
    } else {
      nb += await b.window();
      na += await a.window();
    }
  }
  a.close();
  b.close();
  const seconds = LOAD_ROUNDS * LOAD_SECONDS;
  return [na / seconds, nb / seconds];
}

/**
 * The baseline: a bare node:http server with a pg pool of the api's size running the list's
 * own SQL (listInvoicesSql) for the owner and answering the rows as JSON in the REST shape,
 * field for field (the run checks the two bodies are equal before it measures).
 * No auth, no framework, no validation: what the list costs with nothing around it.
 */
const BARE_SERVER = `
const http = require('node:http');
const { Pool } = require('pg');
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const { sql, params } = JSON.parse(process.env.LIST_SQL);
const num = (v) => (v === null ? null : Number(v));
const server = http.createServer(async (req, res) => {
  try {
    const { rows } = await pool.query(sql, params);
    const items = rows.slice(0, 50).map((i) => ({
      id: Number(i.id), number: i.number, invoice_number: 'INV-' + String(i.number).padStart(4, '0'),
      counterparty: i.counterparty, currency: i.currency, amount: Number(i.amount),
      issued_date: i.issued_date, due_date: i.due_date, status: i.status, archived: i.archived, written_off: i.written_off,
      sent_date: i.sent_date, paid_date: i.paid_date,
      booked_rate: num(i.booked_rate), booked_rate_source: i.booked_rate_source, booked_rate_type: i.booked_rate_type,
      booked_rate_date: i.booked_rate_date, settlement_rate: num(i.settlement_rate), settlement_rate_source: i.settlement_rate_source,
      realised_gain_nzd: num(i.realised_gain_nzd), created_at: i.created_at.toISOString(), updated_at: i.updated_at.toISOString(),
      customer_email: i.customer_email, customer_address: i.customer_address, reference: i.reference,
      payment_terms: i.payment_terms, notes: i.notes,
    }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(items));
  } catch (e) {
    res.writeHead(500);
    res.end(String(e));
  }
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
`;

async function startBareServer(
  root: string,
  dbUrl: string,
  list: { sql: string; params: unknown[] },
): Promise<{ base: string; child: ChildProcess }> {
  // Dates as the api reads them (TypeORM hands date columns back as text).
  const child = spawn(process.execPath, ['-e', `require('pg').types.setTypeParser(1082, (v) => v);${BARE_SERVER}`], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl, LIST_SQL: JSON.stringify(list) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', () => reject(new Error('the bare server exited')));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

export const scaleSuite: BenchSuite = {
  name: 'scale',
  async run(ctx) {
    if (!existsSync(path.join(ctx.root, 'web', 'dist', 'index.html')))
      throw new Error('web/dist is missing: npm run bench builds it first');
    const rows: BenchRow[] = [];
    const small = await seededOwner(ctx.base, ctx.dbUrl, SMALL);
    const large = await seededOwner(ctx.base, ctx.dbUrl, LARGE);

    const browser = await launch();
    try {
      const r = await firstRenders(browser, ctx.base, small, large);
      const p95 = { small: percentile(r.small, 95), large: percentile(r.large, 95) };
      rows.push(
        {
          name: `dashboard first render, ${SMALL.toLocaleString('en-NZ')} invoices, p50 (${RENDERS} loads)`,
          value: round(percentile(r.small, 50), 0),
          unit: 'ms',
          target: null,
          better: 'lower',
        },
        {
          name: `dashboard first render, ${SMALL.toLocaleString('en-NZ')} invoices, p95 (${RENDERS} loads)`,
          value: round(p95.small, 0),
          unit: 'ms',
          target: null,
          better: 'lower',
        },
        {
          name: `dashboard first render, ${LARGE.toLocaleString('en-NZ')} invoices, p50 (${RENDERS} loads)`,
          value: round(percentile(r.large, 50), 0),
          unit: 'ms',
          target: null,
          better: 'lower',
        },
        {
          name: `dashboard first render, ${LARGE.toLocaleString('en-NZ')} invoices, p95 (${RENDERS} loads)`,
          value: round(p95.large, 0),
          unit: 'ms',
          target: 1000,
          better: 'lower',
          baseline: round(p95.small, 0),
        },
        {
          name: `dashboard first render p95, ${LARGE.toLocaleString('en-NZ')} / ${SMALL.toLocaleString('en-NZ')} invoices`,
          value: round(p95.large / p95.small),
          unit: 'x',
          target: 1.5,
          better: 'lower',
          baseline: 1,
        },
      );
    } finally {
      await browser.close();
    }

    // The list as the api serves it (GET /me/invoices: first 50, newest first) against the bare server doing the same query.
    const today = new Date().toISOString().slice(0, 10);
    const list = listInvoicesSql({ view: 'active', sort: 'number_desc', limit: 50, offset: 0 }, large.id, today);
    const bare = await startBareServer(ctx.root, ctx.dbUrl, list);
    try {
      // Same work on both sides: the bare server's answer must be the api's, byte for byte once parsed.
      const answer = async (base: string, p: string, token: string): Promise<unknown> =>
        (await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } })).json();
      assert.deepStrictEqual(
        await answer(bare.base, '/', ''),
        await answer(ctx.base, '/me/invoices?limit=50', large.session.token),
        'the bare server must answer the same body as GET /me/invoices',
      );
      const [bareRps, apiRps] = await throughputs(
        loader(bare.base, '/', ''),
        loader(ctx.base, '/me/invoices?limit=50', large.session.token),
      );
      rows.push(
        {
          name: `invoice list (first 50 of 100k), ${CONNECTIONS} connections, REST`,
          value: round(apiRps, 0),
          unit: 'req/s',
          target: null,
          better: 'higher',
          baseline: round(bareRps, 0),
        },
        {
          name: `invoice list throughput, api / bare node:http + pg (${CONNECTIONS} connections)`,
          value: round(apiRps / bareRps),
          unit: 'x',
          target: 0.5,
          better: 'higher',
          baseline: 1,
        },
      );
    } finally {
      bare.child.kill('SIGTERM');
    }
    return rows;
  },
};
