import { bearer, createInvoice, invoiceBody, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { startProcessBeside, type OtherProcess } from '../../../test/live';
import { sql } from '../../database/sql';

/** API keys over REST and GraphQL, on this process and (for revocation) a second api process. */
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

const withKey = (key: string): [string, string] => ['authorization', `Bearer ${key}`];

async function newKey(user: TestUser, body: Record<string, unknown>): Promise<{ id: string; key: string }> {
  const res = await app
    .http()
    .post('/me/api-keys')
    .set(...bearer(user))
    .send(body);
  if (res.status !== 201) throw new Error(`create key failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('creating and listing keys', () => {
  it('answers the secret once (kfx_), lists the key without it, and audits the creation', async () => {
    const user = await app.register('keys');
    const res = await app
      .http()
      .post('/me/api-keys')
      .set(...bearer(user))
      .send({ name: 'Nightly sync', scope: 'read', expires_at: '2027-01-31' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Nightly sync',
      scope: 'read',
      prefix: res.body.key.slice(0, 16),
      key: expect.stringMatching(/^kfx_[\w-]{43}$/),
      created_at: app.clock.now().toISOString(),
      expires_at: '2027-01-31T00:00:00.000Z',
      last_used_at: null,
      revoked_at: null,
    });
    const list = await app
      .http()
      .get('/me/api-keys')
      .set(...bearer(user));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ ...res.body, key: undefined }].map(({ key: _k, ...k }) => k));
    expect(JSON.stringify(list.body)).not.toContain(res.body.key);
    const [stored] = await sql<{ secret_hash: Buffer }>(app.server.ds, 'SELECT secret_hash FROM api_keys WHERE id = $1', [res.body.id]);
    expect(stored?.secret_hash.toString('hex')).not.toContain(Buffer.from(res.body.key).toString('hex').slice(0, 20));
    const audit = await app
      .http()
      .get('/me/audit')
      .set(...bearer(user));
    expect(audit.body[0]).toMatchObject({ action: 'api_key.created', actor: user.email, entity_type: 'api_key', entity_id: res.body.id });
  });

  it.each([
    [null, 'The request body is not valid JSON.'],
    [[], 'The request body must be a JSON object.'],
    [{}, 'name is required and must be text; scope must be "read" or "read-write"'],
    [{ name: 42, scope: 'read' }, 'name is required and must be text'],
    [{ name: '   ', scope: 'read' }, 'name must not be blank'],
    [{ name: 'x'.repeat(101), scope: 'read' }, 'name must be at most 100 characters'],
    [{ name: 'a\u0000b', scope: 'read' }, 'name must not contain control characters'],
    [{ name: 'ok', scope: 'admin' }, 'scope must be "read" or "read-write"'],
    [{ name: 'ok', scope: ['read'] }, 'scope must be "read" or "read-write"'],
    [{ name: 'ok', scope: 'read', expires_at: 'NaN' }, 'expires_at must be a date or date-time such as 2027-01-31 or 2027-01-31T00:00:00Z'],
    [{ name: 'ok', scope: 'read', expires_at: -1 }, 'expires_at must be a date or date-time such as 2027-01-31 or 2027-01-31T00:00:00Z'],
    [{ name: 'ok', scope: 'read', expires_at: '2020-01-01' }, 'expires_at must be in the future'],
    [{ name: 'ok', scope: 'read', expires_at: '2027-02-29' }, 'expires_at must be a real calendar date: 2027-02-29 does not exist'],
    [
      { name: 'ok', scope: 'read', expires_at: '2026-02-30T10:00:00Z' },
      'expires_at must be a real calendar date: 2026-02-30 does not exist',
    ],
    [{ name: 'ok', scope: 'read', expires_at: '2099-01-01' }, 'expires_at must be within five years'],
    [
      JSON.parse('{"name":"ok","scope":"read","__proto__":{"admin":true}}'),
      '"__proto__" is not a field here; send name, scope, expires_at',
    ],
    [{ name: 'ok', scope: 'read', constructor: 'x' }, '"constructor" is not a field here; send name, scope, expires_at'],
  ])('refuses %j with 400 and creates nothing', async (body, detail) => {
    const user = await app.register('keybad');
    const res = await app
      .http()
      .post('/me/api-keys')
      .set(...bearer(user))
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(
      (
        await app
          .http()
          .get('/me/api-keys')
          .set(...bearer(user))
      ).body,
    ).toEqual([]);
  });

  it('needs a signed-in caller, and a key may not create or revoke keys', async () => {
    expect((await app.http().get('/me/api-keys')).status).toBe(401);
    const user = await app.register('keykey');
    const { id, key } = await newKey(user, { name: 'rw', scope: 'read-write' });
    const create = await app
      .http()
      .post('/me/api-keys')
      .set(...withKey(key))
      .send({ name: 'child', scope: 'read-write' });
    expect(create.status).toBe(403);
    expect(create.body).toEqual({ detail: 'API keys are created and revoked by a signed-in person, not with another API key.' });
    expect(
      (
        await app
          .http()
          .delete(`/me/api-keys/${id}`)
          .set(...withKey(key))
      ).status,
    ).toBe(403);
    // A key is refused before its path is read: a malformed id answers 403 too, not 400.
    const malformed = await app
      .http()
      .delete('/me/api-keys/not-a-uuid')
      .set(...withKey(key));
    expect([malformed.status, malformed.body]).toEqual([
      403,
      { detail: 'API keys are created and revoked by a signed-in person, not with another API key.' },
    ]);
    expect(
      (
        await app
          .http()
          .get('/me/api-keys')
          .set(...withKey(key))
      ).body,
    ).toHaveLength(1);
  });
});

describe('using a key', () => {
  it('a read key lists invoices and exposure over REST and GraphQL, and gets 403 {detail} on any write', async () => {
    const user = await app.register('readkey');
    await createInvoice(app, user, { amount: 500 });
    const { key } = await newKey(user, { name: 'Spreadsheet', scope: 'read' });

    const invoices = await app
      .http()
      .get('/me/invoices')
      .set(...withKey(key));
    expect(invoices.status).toBe(200);
    expect(invoices.body.items ?? invoices.body).toEqual(expect.arrayContaining([expect.objectContaining({ counterparty: 'Acme Ltd' })]));
    const summary = await app
      .http()
      .get('/me/exposure/summary')
      .set(...withKey(key));
    expect(summary.status).toBe(200);
    const gql = await app.gql(key, '{ apiKeys { name scope } }');
    expect(gql.data).toEqual({ apiKeys: [{ name: 'Spreadsheet', scope: 'read' }] });

    const create = await app
      .http()
      .post('/me/invoices')
      .set(...withKey(key))
      .send(invoiceBody({ counterparty: 'Refused Ltd' }));
    expect(create.status).toBe(403);
    expect(create.body).toEqual({ detail: 'This API key is read-only: it cannot make changes. Use a read-write key.' });
    const mutation = await app.gql(
      key,
      'mutation { createInvoice(input: {counterparty: "Refused GQL", currency: USD, amount: "5", dueDate: "2026-08-01"}) { id } }',
    );
    expect(mutation.status).toBe(403);
    expect(mutation.errors?.[0]).toMatchObject({
      message: 'This API key is read-only: it cannot make changes. Use a read-write key.',
      extensions: { code: 'FORBIDDEN' },
    });
    const [{ n } = { n: -1 }] = await sql<{ n: number }>(
      app.server.ds,
      "SELECT count(*)::int AS n FROM invoices WHERE owner_id = $1 AND counterparty LIKE 'Refused%'",
      [user.id],
    );
    expect(n).toBe(0);
  });

  it('a read key runs scenarios that save nothing (REST and GraphQL), and still cannot save one', async () => {
    const user = await app.register('readkey-scenario');
    await createInvoice(app, user, { amount: 500 });
    const { key } = await newKey(user, { name: 'Board pack', scope: 'read' });
    const auditBefore = (
      await app
        .http()
        .get('/me/audit')
        .set(...bearer(user))
    ).body.length;

    const one = await app
      .http()
      .post('/me/exposure/scenario')
      .set(...withKey(key))
      .send({ base_currency: 'NZD', shocks: { USD: -0.1 } });
    expect(one.status).toBe(200);
    const many = await app
      .http()
      .post('/me/exposure/multi-scenario')
      .set(...withKey(key))
      .send({ scenarios: [{ name: 'Down', shocks: { USD: -0.1 } }] });
    expect(many.status).toBe(200);
    const gql = await app.gql<{ runScenario: { shocks: unknown[] }; runScenarios: unknown[] }>(
      key,
      'mutation { runScenario(input: {shocks: [{currency: USD, shock: -0.1}]}) { shocks { currency } } runScenarios(input: {scenarios: [{name: "Down", shocks: [{currency: USD, shock: -0.1}]}]}) { __typename } }',
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.status).toBe(200);

    // A mutation that saves, alone or beside one that does not, is still refused.
    const mixed = await app.gql(
      key,
      'mutation { runScenario(input: {shocks: [{currency: USD, shock: -0.1}]}) { __typename } saveScenario(input: {name: "Kept", includeDrafts: false, shocks: [{currency: USD, shock: -0.1}]}) { id } }',
    );
    expect(mixed.status).toBe(403);
    const save = await app
      .http()
      .post('/me/scenarios')
      .set(...withKey(key))
      .send({ name: 'Kept', rate_shock: -10 });
    expect(save.status).toBe(403);
    const saved = await app
      .http()
      .get('/me/scenarios')
      .set(...bearer(user));
    expect(saved.body).toEqual([]);
    // Nothing was written, so nothing was audited.
    expect(
      (
        await app
          .http()
          .get('/me/audit')
          .set(...bearer(user))
      ).body.length,
    ).toBe(auditBefore);
  });

  it('a read-write key writes, and the audit trail names the key as the actor', async () => {
    const user = await app.register('rwkey');
    const { key } = await newKey(user, { name: 'Xero sync', scope: 'read-write' });
    const res = await app
      .http()
      .post('/me/invoices')
      .set(...withKey(key))
      .send(invoiceBody({ counterparty: 'By Key Ltd' }));
    expect(res.status).toBe(201);
    const gql = await app.gql<{ createInvoice: { counterparty: string } }>(
      key,
      'mutation { createInvoice(input: {counterparty: "By GQL Key", currency: USD, amount: "5", dueDate: "2026-08-01"}) { counterparty } }',
    );
    expect(gql.data?.createInvoice.counterparty).toBe('By GQL Key');
    const audit = await app
      .http()
      .get('/me/audit?action=invoice.created')
      .set(...bearer(user));
    expect(audit.body.map((e: { actor: string }) => e.actor)).toEqual(['api key Xero sync', 'api key Xero sync']);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const user = await app.register('lastused');
    const { id, key } = await newKey(user, { name: 'poller', scope: 'read' });
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set(...withKey(key))
      ).status,
    ).toBe(200);
    const lastUsed = async () =>
      (await sql<{ last_used_at: Date | null }>(app.server.ds, 'SELECT last_used_at FROM api_keys WHERE id = $1', [id]))[0]?.last_used_at;
    for (let i = 0; i < 50 && !(await lastUsed()); i += 1) await new Promise((r) => setTimeout(r, 20));
    expect((await lastUsed())?.toISOString()).toBe(app.clock.now().toISOString());
    const before = app.stats.length;
    await app
      .http()
      .get('/me/api-keys')
      .set(...withKey(key));
    const sqlRun = app.stats.slice(before).flatMap((s) => s.sql);
    expect(sqlRun.filter((q) => /api_keys/.test(q) && /UPDATE/i.test(q))).toEqual([]);
    expect(sqlRun.filter((q) => /FROM api_keys k JOIN users/.test(q))).toEqual([]);
  });

  it('an expired key gets 401, as does an unknown or malformed one', async () => {
    const user = await app.register('expiry');
    const { key } = await newKey(user, { name: 'short', scope: 'read', expires_at: '2026-06-16T09:00:00Z' });
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set(...withKey(key))
      ).status,
    ).toBe(200);
    app.clock.set('2026-06-16T09:00:01Z');
    try {
      const res = await app
        .http()
        .get('/me/invoices')
        .set(...withKey(key));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'This API key has expired. Create a new one in Settings, API access.' });
    } finally {
      app.clock.set('2026-06-15T09:00:00.000Z');
    }
    const unknown = await app
      .http()
      .get('/me/invoices')
      .set('x-forwarded-for', '198.51.100.1')
      .set(...withKey(`kfx_${'A'.repeat(43)}`));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ detail: 'This API key is not valid: it may have been revoked or mistyped.' });
    const tampered = await app
      .http()
      .get('/me/invoices')
      .set('x-forwarded-for', '198.51.100.1')
      .set(...withKey(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`));
    expect(tampered.status).toBe(401);
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set('x-forwarded-for', '198.51.100.1')
          .set(...withKey('kfx_\u00ff'))
      ).status,
    ).toBe(401);
  });

  it('throttles failed key attempts from one address like sign-ins (429), without locking out other addresses', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await app
        .http()
        .get('/me/invoices')
        .set('x-forwarded-for', address)
        .set(...withKey(`kfx_${String(i).repeat(43)}`));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const user = await app.register('throttle');
    const { key } = await newKey(user, { name: 'good', scope: 'read' });
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set('x-forwarded-for', '203.0.113.78')
          .set(...withKey(key))
      ).status,
    ).toBe(200);
  });
});

describe('revoking a key', () => {
  it('is refused with 401 at once on a second api process, and the revocation is audited', async () => {
    const user = await app.register('revoke');
    const { id, key } = await newKey(user, { name: 'to revoke', scope: 'read' });
    const onOther = () => fetch(`${other.base}/me/exposure/summary`, { headers: { authorization: `Bearer ${key}` } });
    // Used on the other process first, so that process holds it as verified.
    expect((await onOther()).status).toBe(200);
    expect((await onOther()).status).toBe(200);
    const revoked = await app
      .http()
      .delete(`/me/api-keys/${id}`)
      .set(...bearer(user));
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).toBe(app.clock.now().toISOString());
    const after = await onOther();
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ detail: 'This API key is not valid: it may have been revoked or mistyped.' });
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set(...withKey(key))
      ).status,
    ).toBe(401);
    const audit = await app
      .http()
      .get('/me/audit?action=api_key.revoked')
      .set(...bearer(user));
    expect(audit.body).toEqual([
      expect.objectContaining({ actor: user.email, entity_id: id, message: expect.stringContaining('Revoked the API key "to revoke"') }),
    ]);
  });

  it("answers 404 for another owner's key, an unknown or already revoked one, and 400 for a malformed id", async () => {
    const owner = await app.register('revowner');
    const stranger = await app.register('revstranger');
    const { id, key } = await newKey(owner, { name: 'mine', scope: 'read' });
    const theirs = await app
      .http()
      .delete(`/me/api-keys/${id}`)
      .set(...bearer(stranger));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ detail: 'API key was not found' });
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set(...withKey(key))
      ).status,
    ).toBe(200);
    expect(
      (
        await app
          .http()
          .delete('/me/api-keys/00000000-0000-4000-8000-000000000000')
          .set(...bearer(owner))
      ).status,
    ).toBe(404);
    for (const bad of ['42', '__proto__', 'constructor', `${'a'.repeat(5000)}`]) {
      const res = await app
        .http()
        .delete(`/me/api-keys/${bad}`)
        .set(...bearer(owner));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'id must be an API key id (a UUID)' });
    }
    expect(
      (
        await app
          .http()
          .delete(`/me/api-keys/${id}`)
          .set(...bearer(owner))
      ).status,
    ).toBe(200);
    expect(
      (
        await app
          .http()
          .delete(`/me/api-keys/${id}`)
          .set(...bearer(owner))
      ).status,
    ).toBe(404);
    expect(
      (
        await app
          .http()
          .get('/me/api-keys')
          .set(...bearer(stranger))
      ).body,
    ).toEqual([]);
  });

  it('works over GraphQL too: create, list and revoke, with coded errors for bad input', async () => {
    const user = await app.register('gqlkeys');
    const created = await app.gql<{ createApiKey: { key: string; apiKey: { id: string; scope: string } } }>(
      user.token,
      'mutation { createApiKey(input: {name: "GQL", scope: "read-write", expiresAt: "2026-12-31"}) { key apiKey { id scope } } }',
    );
    expect(created.data?.createApiKey.key).toMatch(/^kfx_/);
    const bad = await app.gql(user.token, 'mutation { createApiKey(input: {name: "", scope: "root"}) { key } }');
    expect(bad.errors?.[0]).toMatchObject({
      message: 'name must not be blank; scope must be "read" or "read-write"',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const id = created.data?.createApiKey.apiKey.id;
    const revoked = await app.gql<{ revokeApiKey: { revokedAt: string } }>(
      user.token,
      `mutation { revokeApiKey(id: "${id}") { revokedAt } }`,
    );
    expect(revoked.data?.revokeApiKey.revokedAt).toBe(app.clock.now().toISOString());
    const list = await app.gql<{ apiKeys: { name: string }[] }>(user.token, '{ apiKeys { name revokedAt } }');
    expect(list.data?.apiKeys).toEqual([{ name: 'GQL', revokedAt: app.clock.now().toISOString() }]);
  });
});
