import { performance } from 'node:perf_hooks';
import { isoDateInZone, SUPPORTED_CURRENCIES } from '@keafx/schema';
import type { Client } from 'pg';
import { percentile, ratioRow, latencyRows, signUp, withClient, type BenchRow, type Timing } from '../lib';
import { seedOpen } from './exposure';
import type { BenchSuite } from '.';

const OWNER_INVOICES = 100_000;
const CONTRACTS = 10_000;
const SAMPLES = 300;
const WARMUP = 30;

/** 10,000 open forward contracts over 22 currencies, maturing across the next 400 days. */
async function seedContracts(c: Client, ownerId: string, today: string): Promise<void> {
  await c.query(
    `INSERT INTO hedge_contracts (owner_id, currency, amount, locked_rate, trade_date, maturity_date, bank, reference)
     SELECT $1, ($3::text[])[1 + g % 22], 100 + (g * 37) % 5000, 1 + (g % 97) / 100.0, $4::date, $4::date + (g % 400), 'Bench Bank', 'FWD-' || g
     FROM generate_series(1, $2::int) AS g`,
    [ownerId, CONTRACTS, SUPPORTED_CURRENCIES.filter((x) => x !== 'NZD'), today],
  );
}

/** Times two calls alternately, so drift on a shared machine falls on both alike. */
async function interleaved(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[Timing, Timing]> {
  const sa: number[] = [];
  const sb: number[] = [];
  for (let i = 0; i < WARMUP; i += 1) {
    await a();
    await b();
  }
  for (let i = 0; i < SAMPLES; i += 1) {
    for (const [fn, out] of (i % 2
      ? [
          [a, sa],
          [b, sb],
        ]
      : [
          [b, sb],
          [a, sa],
        ]) as [() => Promise<unknown>, number[]][]) {
      const t0 = performance.now();
      await fn();
      out.push(performance.now() - t0);
    }
  }
  const timing = (s: number[]): Timing => {
    s.sort((x, y) => x - y);
    return { p50: percentile(s, 50), p95: percentile(s, 95), mean: s.reduce((x, y) => x + y, 0) / s.length, n: s.length };
  };
  return [timing(sa), timing(sb)];
}

/**
 * Issue 15: REST /me/exposure/summary with the hedge fields for an owner with 100,000 open
 * invoices and 10,000 open contracts, beside the same summary for an owner with the same
 * invoices and no contracts, measured alternately in one run; and the full coverage answer.
 */
export const hedgesSuite: BenchSuite = {
  name: 'hedges',
  async run(ctx) {
    const today = isoDateInZone(new Date(), 'Pacific/Auckland');
    const hedged = await signUp(ctx.base, `bench-hedged-${Date.now()}@example.com`);
    const plain = await signUp(ctx.base, `bench-unhedged-${Date.now()}@example.com`);
    await withClient(ctx.dbUrl, async (c) => {
      await seedOpen(c, hedged.id, OWNER_INVOICES, today);
      await seedOpen(c, plain.id, OWNER_INVOICES, today);
      await seedContracts(c, hedged.id, today);
      await c.query('VACUUM ANALYZE');
    });
    const check = (await hedged.api.rest('GET', '/me/exposure/summary')) as { hedged_amount: number }[];
    if (check.length !== 23 || !check.some((r) => r.hedged_amount > 0)) throw new Error('hedges bench seed is not what it should be');

    const [withHedges, without] = await interleaved(
      () => hedged.api.rest('GET', '/me/exposure/summary'),
      () => plain.api.rest('GET', '/me/exposure/summary'),
    );
    const coverage = await interleaved(
      () => hedged.api.gql('query { hedgeCoverage { currencies { currency hedgeRatio buckets { bucket hedgeRatio compliance } } } }'),
      () => plain.api.gql('query { hedgeCoverage { currencies { currency } } }'),
    );
    const rows: BenchRow[] = [
      ...latencyRows('exposure summary with hedges, 100k invoices + 10k contracts, REST /me/exposure/summary', withHedges, without, 10),
      ratioRow('exposure summary p95 with 10k contracts / without contracts', withHedges.p95, without.p95, 1.2),
      ...latencyRows('hedge coverage by currency and horizon, 100k invoices + 10k contracts, GraphQL', coverage[0], coverage[1], null),
    ];
    return rows;
  },
};
