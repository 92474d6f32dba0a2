import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { primed, startProcessBeside, subscribe, wsClient, type OtherProcess, type Subscription } from '../../../test/live';

/** Issue 16: API keys on the GraphQL WebSocket, as on HTTP; revoking a key ends its sockets, in every process. */
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
  exposureChanged?: { reasons: string[]; exposure: { invoiceCount: number } };
  errors?: { message: string; code?: number }[];
}
const QUERY = 'subscription { exposureChanged { reasons exposure { invoiceCount } } }';

async function newKey(user: TestUser, scope: 'read' | 'read-write' = 'read'): Promise<{ id: string; key: string }> {
  const res = await app
    .http()
    .post('/me/api-keys')
    .set(...bearer(user))
    .send({ name: `ws ${scope}`, scope });
  if (res.status !== 201) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; key: string };
}

async function closedWith(sub: Subscription<Update>, withinMs: number): Promise<Update> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const update = await sub.next(Math.max(1, deadline - Date.now()));
    if (update.errors) return update;
  }
}

describe('API keys on the GraphQL WebSocket', () => {
  it('a read key subscribes and receives its owner’s pushes', async () => {
    const owner = await app.register('ws-key');
    const { key } = await newKey(owner);
    const sub = subscribe<Update>(wsClient(app.server.url, key), QUERY);
    try {
      const first = await primed(app, sub, owner.id);
      expect(first.errors).toBeUndefined();
      expect(first.exposureChanged?.exposure.invoiceCount).toBe(0);
    } finally {
      await sub.close();
    }
  });

  it('refuses an unknown, malformed or revoked key at connection (4403)', async () => {
    const owner = await app.register('ws-key-bad');
    const { id, key } = await newKey(owner);
    await app
      .http()
      .delete(`/me/api-keys/${id}`)
      .set(...bearer(owner))
      .expect(200);
    for (const token of [key, `kfx_${'A'.repeat(43)}`, 'kfx_short']) {
      const sub = subscribe<Update>(wsClient(app.server.url, token), QUERY);
      const first = await sub.next(5000);
      expect(first.errors?.[0]).toMatchObject({ code: 4403 });
      await sub.close();
    }
  });

  it('revoking a key through the other api process closes its socket on this one at once (4401), and only that socket', async () => {
    const owner = await app.register('ws-key-revoke');
    const doomed = await newKey(owner);
    const kept = await newKey(owner);
    const subDoomed = subscribe<Update>(wsClient(app.server.url, doomed.key), QUERY);
    const subKept = subscribe<Update>(wsClient(app.server.url, kept.key), QUERY);
    const session = subscribe<Update>(wsClient(app.server.url, owner.token), QUERY);
    try {
      await primed(app, subDoomed, owner.id);
      await primed(app, subKept, owner.id);
      await primed(app, session, owner.id);
      const res = await fetch(`${other.base}/me/api-keys/${doomed.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(res.status).toBe(200);
      const closed = await closedWith(subDoomed, 3000);
      expect(closed.errors?.[0]).toMatchObject({ code: 4401, message: 'This API key has been revoked.' });
      // The other key and the session keep their subscriptions.
      const still = await primed(app, subKept, owner.id);
      expect(still.errors).toBeUndefined();
      expect((await primed(app, session, owner.id)).errors).toBeUndefined();
    } finally {
      await subDoomed.close();
      await subKept.close();
      await session.close();
    }
  });

  it('closes a key’s socket when the key expires', async () => {
    const owner = await app.register('ws-key-expiry');
    const expiresAt = new Date(app.clock.now().getTime() + 3600_000).toISOString();
    const res = await app
      .http()
      .post('/me/api-keys')
      .set(...bearer(owner))
      .send({ name: 'short-lived', scope: 'read', expires_at: expiresAt });
    expect(res.status).toBe(201);
    const sub = subscribe<Update>(wsClient(app.server.url, (res.body as { key: string }).key), QUERY);
    try {
      await primed(app, sub, owner.id);
      expect(await app.server.subscriptions.expireSessions()).toBe(0);
      app.clock.set(new Date(app.clock.now().getTime() + 2 * 3600_000).toISOString());
      expect(await app.server.subscriptions.expireSessions()).toBeGreaterThanOrEqual(1);
      const closed = await closedWith(sub, 3000);
      expect(closed.errors?.[0]).toMatchObject({ code: 4401 });
    } finally {
      app.clock.set(new Date(app.clock.now().getTime() - 2 * 3600_000).toISOString());
      await sub.close();
    }
  });
});
