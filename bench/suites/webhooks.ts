import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { round, signUp, type Api, type BenchRow } from '../lib';
import type { BenchSuite } from '.';

/** Owners and endpoints for the throughput figure: 6 × 10 endpoints (the most one event may have), 5 sends each = 300 deliveries. */
const OWNERS = 6;
const ENDPOINTS = 10;
/** Owner A's endpoints that never answer in the fairness figure: ten for each of the two events a send sets off. */
const SILENT_ENDPOINTS = 20;
const SENDS = 5;
/** Rounds of the fairness figure: each time owner A's 20 silent endpoints get a new event, then B's one. */
const FAIR_ROUNDS = 10;

interface Receiver {
  base: string;
  received: number;
  /** Resolves when `path` has been called. */
  waitFor(path: string): Promise<void>;
  close(): Promise<void>;
}

/** A local receiver: answers 204 at once, or never answers (`silent`). */
async function receiver(silent: boolean): Promise<Receiver> {
  const waiters = new Map<string, () => void>();
  const seen = new Set<string>();
  const open = new Set<http.ServerResponse>();
  const r = {
    base: '',
    received: 0,
    waitFor: (path: string) =>
      new Promise<void>((resolve) => {
        if (seen.has(path)) return resolve();
        waiters.set(path, resolve);
      }),
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      r.received += 1;
      const path = req.url ?? '/';
      seen.add(path);
      waiters.get(path)?.();
      if (silent) open.add(res);
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return r;
}

async function sendInvoice(api: Api): Promise<void> {
  const inv = await api.rest<{ id: number }>('POST', '/me/invoices', {
    counterparty: 'Webhook Bench Ltd',
    currency: 'USD',
    amount: 100,
    due_date: '2030-01-01',
  });
  await api.rest('POST', `/me/invoices/${inv.id}/send`, {});
}

/**
 * Issue 25's queue figures: deliveries per second one api process makes to a fast local
 * receiver, and how long owner B waits for a delivery while owner A's 20 endpoints (ten per event) never answer
 * (each of A's attempts holds its slot for the whole 10 s timeout).
 */
export const webhooksSuite: BenchSuite = {
  name: 'webhooks',
  async run(ctx) {
    await ctx.restartApi({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_SECONDS: '10', REPORT_POLL_SECONDS: '1' });
    const fast = await receiver(false);
    const silent = await receiver(true);
    try {
      const stamp = Date.now();
      const owners: Api[] = [];
      for (let o = 0; o < OWNERS; o++) {
        const { api } = await signUp(ctx.base, `bench-hooks-${stamp}-${o}@example.com`);
        for (let e = 0; e < ENDPOINTS; e++)
          await api.rest('POST', '/me/webhooks', { url: `${fast.base}/o${o}/e${e}`, events: ['invoice.status_changed'] });
        owners.push(api);
      }
      const total = OWNERS * ENDPOINTS * SENDS;
      const t0 = performance.now();
      await Promise.all(
        owners.map(async (api) => {
          for (let s = 0; s < SENDS; s++) await sendInvoice(api);
        }),
      );
      const deadline = Date.now() + 120_000;
      while (fast.received < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const perSecond = fast.received / ((performance.now() - t0) / 1000);

      const { api: a } = await signUp(ctx.base, `bench-hooks-a-${stamp}@example.com`);
      for (let e = 0; e < SILENT_ENDPOINTS; e++)
        await a.rest('POST', '/me/webhooks', {
          url: `${silent.base}/a${e}`,
          events: [e % 2 === 0 ? 'invoice.status_changed' : 'exposure.changed'],
        });
      const { api: b } = await signUp(ctx.base, `bench-hooks-b-${stamp}@example.com`);
      const waits: number[] = [];
      for (let round_ = 0; round_ < FAIR_ROUNDS; round_++) {
        const path = `/b${round_}`;
        const hook = await b.rest<{ id: string }>('POST', '/me/webhooks', {
          url: `${fast.base}${path}`,
          events: ['invoice.status_changed'],
        });
        await sendInvoice(a);
        const sent = performance.now();
        await sendInvoice(b);
        await Promise.race([fast.waitFor(path), new Promise((r) => setTimeout(r, 60_000))]);
        waits.push(performance.now() - sent);
        await b.rest('DELETE', `/me/webhooks/${hook.id}`);
      }
      waits.sort((x, y) => x - y);
      const p95 = waits[Math.min(waits.length - 1, Math.ceil(waits.length * 0.95) - 1)] ?? 0;
      return [
        {
          name: `webhook deliveries per second, one process (${total} to a local receiver)`,
          value: round(perSecond),
          unit: '/s',
          target: 50,
          better: 'higher',
        },
        {
          name: `owner B's first delivery while owner A's ${SILENT_ENDPOINTS} endpoints never answer, p95`,
          value: round(p95 / 1000),
          unit: 's',
          target: 5,
          better: 'lower',
        } satisfies BenchRow,
      ];
    } finally {
      await fast.close();
      await silent.close();
      await ctx.restartApi();
    }
  },
};
