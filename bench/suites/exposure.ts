import { performance } from 'node:perf_hooks';
import { isoDateInZone, SUPPORTED_CURRENCIES } from '@keafx/schema';
import { createClient } from 'graphql-ws';
import type { Client } from 'pg';
import WebSocket from 'ws';
import { GENESIS_HASH } from '../../api/src/modules/audit/audit-hash';
import { EXPOSURE_BY_CURRENCY_SQL, NAIVE_EXPOSURE_SQL } from '../../api/src/modules/exposure/exposure.sql';
import { latencyRows, percentile, ratioRow, round, signUp, time, withClient, type BenchRow, type Timing } from '../lib';
import type { BenchSuite } from '.';

const OWNER_INVOICES = 100_000;
const OTHER_OWNERS = 999;
const PER_OTHER_OWNER = 900;
const LIVE_SAMPLES = 30;

const SUMMARY_QUERY = `query Summary { exposure {
  totalNzd invoiceCount overdueCount overdueSharePercent dueHorizon dueHorizonText unrealisedGainLoss warnings rateSnapshotDate
  currencies { currency totalAmount nzdValue sharePercent earliestDue invoiceCount overdueCount rateStale rateMissing }
} }`;
const MULTI_MUTATION = `mutation Multi($input: RunScenariosInput!) { runScenarios(input: $input) {
  totalCurrent scenarios { name totalImpact totalShocked affectedInvoiceCount affectedCurrencies shockPercent guidance { band text }
    lines { currency currentNzd shockedNzd impact } }
} }`;

/** Seven shock sets, as the scenario page's presets and a few per-currency cases. */
function sevenScenarios() {
  const all = (pct: number) => SUPPORTED_CURRENCIES.filter((c) => c !== 'NZD').map((currency) => ({ currency, shock: pct / 100 }));
  return [
    { name: '-10%', shocks: all(-10) },
    { name: '-5%', shocks: all(-5) },
    { name: '+5%', shocks: all(5) },
    { name: '+10%', shocks: all(10) },
    { name: 'USD +15%', shocks: [{ currency: 'USD', shock: 0.15 }] },
    { name: 'EUR -10%', shocks: [{ currency: 'EUR', shock: -0.1 }] },
    { name: 'Asia -20%', shocks: ['JPY', 'CNY', 'KRW', 'SGD', 'HKD'].map((currency) => ({ currency, shock: -0.2 })) },
  ];
}

/**
 * Open invoices for one owner as a live business would hold them: sent ones not yet due,
 * overdue ones past due (the sweep's job already done), a third booked at a rate.
 */
export async function seedOpen(c: Client, ownerId: string, count: number, today: string): Promise<void> {
  await c.query(
    `INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, sent_date, booked_rate, booked_rate_source, booked_rate_type, booked_rate_date)
     SELECT $1, g, 'Customer ' || (g % 500), cur, round((100 + (g * 7919) % 100000)::numeric, CASE WHEN cur IN ('JPY', 'KRW') THEN 0 ELSE 2 END),
            d - 30, d, CASE WHEN d < $3::date THEN 'overdue' ELSE 'sent' END, d - 30,
            CASE WHEN g % 3 = 0 THEN 1.2345 END, CASE WHEN g % 3 = 0 THEN 'bench' END, CASE WHEN g % 3 = 0 THEN 'spot' END, CASE WHEN g % 3 = 0 THEN d - 30 END
     FROM (SELECT g, ($4::text[])[1 + g % 23] AS cur, $3::date + 60 - (g % 240) AS d FROM generate_series(1, $2::int) AS g) s`,
    [ownerId, count, today, SUPPORTED_CURRENCIES],
  );
  await c.query(
    `INSERT INTO invoice_numbers (owner_id, last_number) VALUES ($1, $2)
    ON CONFLICT (owner_id) DO UPDATE SET last_number = $2`,
    [ownerId, count],
  );
}

/** 999 more owners with 900 invoices each in mixed statuses (about 1,000,000 invoices in all). */
async function seedOthers(c: Client, today: string): Promise<void> {
  await c.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash) SELECT 'bench-other-' || i || '-' || $4 || '@example.com', 'not-a-hash' FROM generate_series(1, $1::int) AS i
       RETURNING id),
     heads AS (INSERT INTO audit_heads (owner_id, seq, hash) SELECT id, 0, $6 FROM u)
     INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status)
     SELECT id, g, 'Client ' || (g % 50), cur, 100 + g, d - 40, d,
            CASE WHEN st = 'sent' AND d < $5::date THEN 'overdue' ELSE st END
     FROM (SELECT u.id, g, ($3::text[])[1 + g % 23] AS cur, $5::date + 60 - (g % 240) AS d, (ARRAY['draft', 'sent', 'paid', 'sent'])[1 + g % 4] AS st
           FROM u, generate_series(1, $2::int) AS g) s`,
    [OTHER_OWNERS, PER_OTHER_OWNER, SUPPORTED_CURRENCIES, Date.now(), today, GENESIS_HASH],
  );
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

/** Rows the exposure SQL's scans read for the owner, and the buffers it touched (EXPLAIN ANALYZE; no timing noise). */
async function planCost(c: Client, ownerId: string, today: string): Promise<{ rows: number; buffers: number }> {
  const plus = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await c.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${EXPOSURE_BY_CURRENCY_SQL}`, [
    ownerId,
    ['sent', 'overdue'],
    today,
    plus(30),
    plus(90),
  ]);
  const plan = (rows[0]?.['QUERY PLAN'] as { Plan: PlanNode }[] | undefined)?.[0]?.Plan;
  if (!plan) throw new Error('EXPLAIN returned no plan');
  const scanned = (n: PlanNode): number =>
    (n['Node Type'].includes('Scan') ? n['Actual Rows'] * n['Actual Loops'] : 0) + (n.Plans ?? []).reduce((a, p) => a + scanned(p), 0);
  return { rows: scanned(plan), buffers: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'] };
}

/** Time from a write through one api process to the push on a subscriber of another. */
async function liveLatency(subscriberBase: string, writerBase: string, token: string): Promise<Timing> {
  const client = createClient({
    url: `${subscriberBase.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  let arrived: (() => void) | null = null;
  const dispose = client.subscribe(
    { query: 'subscription { exposureChanged { exposure { invoiceCount } } }' },
    {
      next: () => arrived?.(),
      error: (e) => console.error('subscription failed', e),
      complete: () => undefined,
    },
  );
  const samples: number[] = [];
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const body = JSON.stringify({ counterparty: 'Live Ltd', currency: 'USD', amount: 10, due_date: '2030-01-01' });
  try {
    await new Promise((r) => setTimeout(r, 500)); // let the subscription reach the server
    for (let i = 0; i < LIVE_SAMPLES + 3; i += 1) {
      const got = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no push within 5 s')), 5000);
        arrived = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      const t0 = performance.now();
      const res = await fetch(`${writerBase}/me/invoices`, { method: 'POST', headers, body });
      if (!res.ok) throw new Error(`create failed: ${res.status}`);
      await got;
      if (i >= 3) samples.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    dispose();
    await client.dispose();
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
    n: samples.length,
  };
}

/**
 * Issue 3: the exposure summary through GraphQL for an owner with 100,000 open invoices in
 * 23 currencies, beside the naive aggregation over invoices in raw SQL, first with that
 * owner alone and again with ~1,000,000 invoices of 1,000 owners in the database; seven
 * scenarios in one call; and a live push across two api processes.
 */
export const exposureSuite: BenchSuite = {
  name: 'exposure',
  async run(ctx) {
    const today = isoDateInZone(new Date(), 'Pacific/Auckland');
    const owner = await signUp(ctx.base, `bench-exposure-${Date.now()}@example.com`);
    await withClient(ctx.dbUrl, async (c) => {
      await seedOpen(c, owner.id, OWNER_INVOICES, today);
      await c.query('VACUUM ANALYZE'); // as autovacuum would have by the time anyone asks
    });
    const { api } = owner;
    const rows: BenchRow[] = [];
    const naive = (c: Client) => () => c.query(NAIVE_EXPOSURE_SQL, [owner.id, ['sent', 'overdue']]);

    const check = await api.gql<{ exposure: { invoiceCount: number; currencies: unknown[] } }>(SUMMARY_QUERY);
    if (check.exposure.invoiceCount !== OWNER_INVOICES || check.exposure.currencies.length !== 23)
      throw new Error('exposure bench seed is not what it should be');

    const aloneRaw = await withClient(ctx.dbUrl, (c) => time(naive(c), 100, 10));
    const alone = await time(() => api.gql(SUMMARY_QUERY), 300, 30);
    const aloneCost = await withClient(ctx.dbUrl, (c) => planCost(c, owner.id, today));

    console.log(`  seeding ${OTHER_OWNERS} more owners x ${PER_OTHER_OWNER} invoices...`);
    await withClient(ctx.dbUrl, async (c) => {
      await seedOthers(c, today);
      await c.query('VACUUM ANALYZE');
      const {
        rows: [{ n }],
      } = await c.query('SELECT count(*)::int AS n FROM invoices');
      console.log(`  ${n} invoices of ${OTHER_OWNERS + 1} owners in the database`);
    });

    const crowdRaw = await withClient(ctx.dbUrl, (c) => time(naive(c), 100, 10));
    const crowd = await time(() => api.gql(SUMMARY_QUERY), 300, 30);
    const crowdCost = await withClient(ctx.dbUrl, (c) => planCost(c, owner.id, today));
    const rest = await time(() => api.rest('GET', '/me/exposure/summary'), 300, 30);
    const input = { scenarios: sevenScenarios() };
    const multi = await time(() => api.gql(MULTI_MUTATION, { input }), 300, 30);
    const multiRest = await time(
      () =>
        api.rest('POST', '/me/exposure/multi-scenario', {
          base_currency: 'NZD',
          scenarios: sevenScenarios().map((s) => ({
            name: s.name,
            shocks: Object.fromEntries(s.shocks.map((x) => [x.currency, x.shock])),
          })),
        }),
      300,
      30,
    );

    rows.push(
      ...latencyRows('exposure summary, 100k open invoices in 23 currencies, GraphQL (owner alone)', alone, aloneRaw, 10),
      ...latencyRows('exposure summary, 100k of 1M invoices / 1,000 owners, GraphQL', crowd, crowdRaw, 10),
      ratioRow('exposure summary GraphQL p95 / naive raw SQL p95 (1M invoices)', crowd.p95, crowdRaw.p95, 1),
      ratioRow('exposure summary GraphQL p95 with 1M invoices / with 100k', crowd.p95, alone.p95, 1.5),
      {
        name: 'exposure SQL rows scanned with 1M invoices / with 100k',
        value: round(crowdCost.rows / aloneCost.rows),
        unit: 'x',
        target: 1,
        better: 'lower',
        baseline: 1,
      },
      // Informational: B-tree depth grows by a level between 100k and 1M rows (log growth, not linear).
      {
        name: 'exposure SQL buffers with 1M invoices / with 100k',
        value: round(crowdCost.buffers / aloneCost.buffers),
        unit: 'x',
        target: null,
        better: 'lower',
        baseline: 1,
      },
      ...latencyRows('exposure summary, 100k of 1M invoices, REST /me/exposure/summary', rest, crowdRaw, 10),
      ...latencyRows('7 scenarios in one call, GraphQL runScenarios', multi, crowdRaw, 10),
      ...latencyRows('7 scenarios in one call, REST /me/exposure/multi-scenario', multiRest, crowdRaw, 10),
    );

    const extra = await ctx.startExtraApi();
    try {
      const live = await liveLatency(ctx.base, extra.base, api.token);
      rows.push(...latencyRows('live push: write on api B to subscriber on api A (LISTEN/NOTIFY)', live, undefined, 1000));
    } finally {
      await ctx.stopExtraApi(extra.child);
    }
    return rows;
  },
};
