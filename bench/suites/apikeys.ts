import { performance } from 'node:perf_hooks';
import { Api, latencyRows, percentile, ratioRow, seedInvoices, signUp, withClient, type BenchRow, type Timing } from '../lib';
import type { BenchSuite } from '.';

const INVOICES = 2_000;
const SAMPLES = 600;
const WARMUP = 30;

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    n: sorted.length,
  };
}

/**
 * The same request (GET /me/exposure/summary) authenticated by an API key and by a session
 * token, one of each in turn (so drift in machine load hits both alike): what the key costs over a session (target <= 1.1x). A key
 * verified within the last minute is served from memory, so only the first request pays the lookup.
 */
export const apiKeysSuite: BenchSuite = {
  name: 'apikeys',
  async run(ctx): Promise<BenchRow[]> {
    const { id, api: session } = await signUp(ctx.base, `bench-keys-${Date.now()}@example.com`);
    await withClient(ctx.dbUrl, (c) => seedInvoices(c, id, INVOICES, { currencies: 8, open: true }));
    const created = await session.rest<{ key: string }>('POST', '/me/api-keys', { name: 'bench', scope: 'read' });
    const byKey = new Api(ctx.base, created.key);
    const get = (api: Api) => api.rest('GET', '/me/exposure/summary');
    for (let i = 0; i < WARMUP; i += 1) {
      await get(session);
      await get(byKey);
    }
    const samples: { key: number[]; token: number[] } = { key: [], token: [] };
    for (let i = 0; i < SAMPLES; i += 1) {
      // Which goes first alternates too, so neither always follows the other.
      for (const [which, api] of (i % 2
        ? [
            ['key', byKey],
            ['token', session],
          ]
        : [
            ['token', session],
            ['key', byKey],
          ]) as ['key' | 'token', Api][]) {
        const t0 = performance.now();
        await get(api);
        samples[which].push(performance.now() - t0);
      }
    }
    const key = timing(samples.key);
    const token = timing(samples.token);
    return [
      ...latencyRows('exposure summary by API key', key, token, null),
      ratioRow('API key / session token p95', key.p95, token.p95, 1.1),
    ];
  },
};
