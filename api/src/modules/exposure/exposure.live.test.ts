import { startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { primed, startProcessBeside, subscribe, wsClient, type OtherProcess, type Subscription } from '../../../test/live';

/**
 * Live exposure across two api processes on one database: this jest process runs one, and
 * api/test/api-process.ts runs the other as a separate node process. Events travel by
 * PostgreSQL LISTEN/NOTIFY between them.
 */
let app: TestApp;
let other: OtherProcess;
beforeAll(async () => {
  app = await startTestApp();
  other = await startProcessBeside(app);
}, 90_000);
afterAll(async () => {
  await other?.stop();
  await app?.stop();
});

interface Update {
  exposureChanged?: { reasons: string[]; exposure: { totalNzd: string; invoiceCount: number } };
  errors?: { message: string; code?: number }[];
}
const QUERY = 'subscription { exposureChanged { reasons exposure { totalNzd invoiceCount } } }';

/** The first push satisfying `ok` within `withinMs` of now. */
async function pushWhere(sub: Subscription<Update>, ok: (u: Update) => boolean, withinMs: number): Promise<Update> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const update = await sub.next(Math.max(1, deadline - Date.now()));
    if (ok(update)) return update;
  }
}

async function rest(base: string, user: TestUser, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

describe('exposureChanged across two api processes', () => {
  it('pushes an invoice change made through the other process to this one within 1 s, and never to another owner', async () => {
    const alice = await app.register('live-a');
    const bob = await app.register('live-b');
    const subA = subscribe<Update>(wsClient(app.server.url, alice.token), QUERY);
    const subB = subscribe<Update>(wsClient(app.server.url, bob.token), QUERY);
    try {
      await primed(app, subA, alice.id);
      await primed(app, subB, bob.id);
      const bobHeard = subB.received.length;
      const created = await rest(other.base, alice, 'POST', '/me/invoices', {
        counterparty: 'Live Ltd',
        currency: 'USD',
        amount: 1000,
        due_date: '2026-07-15',
        issued_date: '2026-06-15',
      });
      await rest(other.base, alice, 'POST', `/me/invoices/${created.id}/send`);
      const update = await pushWhere(subA, (u) => u.exposureChanged?.exposure.invoiceCount === 1, 1000);
      expect(update.exposureChanged).toEqual({ reasons: ['INVOICES'], exposure: { totalNzd: '1540.00', invoiceCount: 1 } });
      // Bob's own poke reached him above, so his channel works; Alice's changes must not.
      await rest(app.server.url, alice, 'POST', '/me/rates', { currency: 'USD', nzd_per_unit: 1.6 });
      await pushWhere(subA, (u) => u.exposureChanged?.exposure.totalNzd === '1600.00', 1000);
      expect(subB.received.length).toBe(bobHeard);
    } finally {
      await subA.close();
      await subB.close();
    }
  });

  it('pushes a rate recorded through this process to a subscriber on the other one', async () => {
    const carol = await app.register('live-c');
    await rest(app.server.url, carol, 'POST', '/me/invoices', {
      counterparty: 'Rate Ltd',
      currency: 'EUR',
      amount: 100,
      due_date: '2026-07-15',
      issued_date: '2026-06-15',
    }).then((inv) => rest(app.server.url, carol, 'POST', `/me/invoices/${inv.id}/send`));
    const sub = subscribe<Update>(
      wsClient(other.base, carol.token),
      'subscription { exposureChanged(includeDrafts: true) { reasons exposure { totalNzd } } }',
    );
    try {
      await primed(app, sub, carol.id);
      await rest(app.server.url, carol, 'POST', '/me/rates', { currency: 'EUR', nzd_per_unit: 2 });
      const update = await pushWhere(sub, (u) => u.exposureChanged?.reasons.includes('RATES') === true, 1000);
      expect(update.exposureChanged?.exposure.totalNzd).toBe('200.00');
    } finally {
      await sub.close();
    }
  });
});

describe('the WebSocket endpoint', () => {
  it('refuses a connection without a valid token', async () => {
    for (const token of [null, 'not-a-token']) {
      const sub = subscribe<Update>(wsClient(app.server.url, token), QUERY);
      const first = await sub.next(5000);
      expect(first.errors?.[0]).toMatchObject({ code: 4403 });
      await sub.close();
    }
  });

  it('closes a subscription when its token expires', async () => {
    const user = await app.register('ws-expiry');
    const sub = subscribe<Update>(wsClient(app.server.url, user.token), QUERY);
    try {
      await primed(app, sub, user.id);
      expect(await app.server.subscriptions.expireSessions()).toBe(0);
      app.clock.set(new Date(app.clock.now().getTime() + 13 * 3600_000).toISOString());
      expect(await app.server.subscriptions.expireSessions()).toBeGreaterThanOrEqual(1);
      const closed = await pushWhere(sub, (u) => Boolean(u.errors), 5000);
      expect(closed.errors?.[0]).toMatchObject({ code: 4401 });
    } finally {
      app.clock.set(new Date(app.clock.now().getTime() - 13 * 3600_000).toISOString());
      await sub.close();
    }
  });

  it('serves subscriptions only, and validates them', async () => {
    const user = await app.register('ws-only');
    const query = subscribe<Update>(wsClient(app.server.url, user.token), '{ exposure { totalNzd } }');
    expect((await query.next(5000)).errors?.[0]?.message).toBe(
      'Only subscriptions are served over WebSocket; send queries and mutations to POST /graphql.',
    );
    await query.close();
    const bad = subscribe<Update>(wsClient(app.server.url, user.token), 'subscription { exposureChanged { nope } }');
    expect((await bad.next(5000)).errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
    await bad.close();
  });
});
