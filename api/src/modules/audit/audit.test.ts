import { Client } from 'pg';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

let app: TestApp;
let db: Client;
beforeAll(async () => {
  app = await startTestApp();
  db = new Client({ connectionString: process.env.KEAFX_TEST_DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await app.stop();
});

async function userWithHistory(): Promise<TestUser> {
  const user = await app.register();
  const inv = await createInvoice(app, user);
  await app
    .http()
    .put(`/me/invoices/${inv.id}`)
    .set(...bearer(user))
    .send({ amount: 2000 });
  await app
    .http()
    .post(`/me/invoices/${inv.id}/send`)
    .set(...bearer(user));
  await app
    .http()
    .post(`/me/invoices/${inv.id}/pay`)
    .set(...bearer(user));
  return user;
}

const verify = async (user: TestUser) =>
  (
    await app.gql<{ verifyAuditTrail: { ok: boolean; checked: number; brokenAtSeq: number | null; reason: string | null } }>(
      user.token,
      '{ verifyAuditTrail { ok checked brokenAtSeq reason } }',
    )
  ).data?.verifyAuditTrail;

/** Changes audit rows as an attacker with database access would: bypassing the append-only trigger. */
async function tamper(statement: string, params: unknown[]): Promise<void> {
  await db.query('BEGIN');
  await db.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_change');
  await db.query(statement, params);
  await db.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_change');
  await db.query('COMMIT');
}

describe('the audit trail', () => {
  it('records every write with actor, entity, message and before/after, newest first', async () => {
    const user = await userWithHistory();
    const res = await app
      .http()
      .get('/me/audit')
      .set(...bearer(user));
    expect(res.body.map((e: { action: string }) => e.action)).toEqual([
      'invoice.paid',
      'invoice.sent',
      'invoice.updated',
      'invoice.created',
      // The invoice's customer, made with it in the same transaction.
      'customer.created',
      'user.registered',
    ]);
    expect(res.body[2]).toMatchObject({
      seq: 4,
      actor: user.email,
      entity_type: 'invoice',
      message: 'Updated invoice INV-0001: amount 1200.50 → 2000.00',
      before: { amount: '1200.50' },
      after: { amount: '2000.00' },
    });
  });

  it("pages the owner's events through GraphQL and REST", async () => {
    const user = await userWithHistory();
    const page = await app.gql<{ auditEvents: { items: { seq: number }[]; hasMore: boolean } }>(
      user.token,
      '{ auditEvents(limit: 2, offset: 1) { items { seq } hasMore } }',
    );
    expect(page.data?.auditEvents).toEqual({ items: [{ seq: 5 }, { seq: 4 }], hasMore: true });
    const rest = await app
      .http()
      .get('/me/audit?limit=2&offset=5')
      .set(...bearer(user));
    expect(rest.body.map((e: { seq: number }) => e.seq)).toEqual([1]);
    expect(rest.headers['x-has-more']).toBe('false');
    expect(
      (
        await app
          .http()
          .get('/me/audit?limit=0')
          .set(...bearer(user))
      ).status,
    ).toBe(400);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const user = await userWithHistory();
    await expect(db.query('UPDATE audit_events SET message = $2 WHERE owner_id = $1', [user.id, 'forged'])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_events WHERE owner_id = $1', [user.id])).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    expect(await verify(user)).toEqual({ ok: true, checked: 6, brokenAtSeq: null, reason: null });
  });

  it('detects a message changed directly in SQL, naming the first broken link', async () => {
    const user = await userWithHistory();
    await tamper("UPDATE audit_events SET message = 'Marked invoice INV-0001 as paid (USD 1.00)' WHERE owner_id = $1 AND seq = 4", [
      user.id,
    ]);
    expect(await verify(user)).toEqual({ ok: false, checked: 3, brokenAtSeq: 4, reason: 'event 4 was changed after it was recorded' });
    const rest = await app
      .http()
      .get('/me/audit/verify')
      .set(...bearer(user));
    expect(rest.body).toEqual({ ok: false, checked: 3, broken_at_seq: 4, reason: 'event 4 was changed after it was recorded' });
  });

  it('detects a changed before/after value and a re-hashed forgery', async () => {
    const user = await userWithHistory();
    await tamper(`UPDATE audit_events SET after = jsonb_set(after, '{amount}', '"1.00"') WHERE owner_id = $1 AND seq = 4`, [user.id]);
    expect(await verify(user)).toMatchObject({ ok: false, brokenAtSeq: 4 });
    const other = await userWithHistory();
    // A forger who recomputes one event's hash still breaks the link to the next event.
    await tamper("UPDATE audit_events SET hash = repeat('a', 64) WHERE owner_id = $1 AND seq = 2", [other.id]);
    expect(await verify(other)).toMatchObject({ ok: false, brokenAtSeq: 2 });
  });

  it('detects a deleted event in the middle and at the end', async () => {
    const user = await userWithHistory();
    await tamper('DELETE FROM audit_events WHERE owner_id = $1 AND seq = 2', [user.id]);
    expect(await verify(user)).toEqual({ ok: false, checked: 1, brokenAtSeq: 2, reason: 'event 2 is missing from the trail' });
    const other = await userWithHistory();
    await tamper('DELETE FROM audit_events WHERE owner_id = $1 AND seq = 6', [other.id]);
    expect(await verify(other)).toEqual({ ok: false, checked: 5, brokenAtSeq: 6, reason: 'events after 5 are missing from the trail' });
  });

  it('keeps one chain per owner: tampering with one owner leaves another verified', async () => {
    const a = await userWithHistory();
    const b = await userWithHistory();
    await tamper("UPDATE audit_events SET actor = 'someone else' WHERE owner_id = $1 AND seq = 1", [a.id]);
    expect((await verify(a))?.ok).toBe(false);
    expect((await verify(b))?.ok).toBe(true);
  });

  it('stays a single unbroken chain under concurrent writes by one owner', async () => {
    const user = await app.register();
    await Promise.all(Array.from({ length: 12 }, () => createInvoice(app, user)));
    const numbers = (
      await app
        .http()
        .get('/me/invoices?limit=50')
        .set(...bearer(user))
    ).body
      .map((i: { number: number }) => i.number)
      .sort((x: number, y: number) => x - y);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // Registered, the one customer the twelve share, and the twelve invoices.
    expect(await verify(user)).toEqual({ ok: true, checked: 14, brokenAtSeq: null, reason: null });
  });
});

describe('filtering the audit trail (Settings, Audit Trail)', () => {
  type Page = { auditEvents: { items: { seq: number; action: string }[]; hasMore: boolean } };
  const Q =
    'query Q($entityType: String, $action: String, $from: String, $to: String, $limit: Int!) { auditEvents(limit: $limit, entityType: $entityType, action: $action, from: $from, to: $to) { items { seq action } hasMore } }';

  it('filters by entity type, action and days, newest first, and pages the result', async () => {
    const user = await userWithHistory();
    const inv = await app.gql<Page>(user.token, Q, { entityType: 'invoice', limit: 3 });
    expect(inv.data?.auditEvents).toEqual({
      items: [
        { seq: 6, action: 'invoice.paid' },
        { seq: 5, action: 'invoice.sent' },
        { seq: 4, action: 'invoice.updated' },
      ],
      hasMore: true,
    });
    expect((await app.gql<Page>(user.token, Q, { action: 'invoice.sent', limit: 50 })).data?.auditEvents.items).toEqual([
      { seq: 5, action: 'invoice.sent' },
    ]);
    expect((await app.gql<Page>(user.token, Q, { from: '2000-01-01', to: '2000-12-31', limit: 50 })).data?.auditEvents.items).toEqual([]);
    const today = app.clock.today();
    expect((await app.gql<Page>(user.token, Q, { from: today, to: today, limit: 50 })).data?.auditEvents.items).toHaveLength(6);
    expect((await app.gql<Page>(user.token, Q, { from: '2099-01-01', limit: 50 })).data?.auditEvents.items).toEqual([]);
    const rest = await app
      .http()
      .get(`/me/audit?entity_type=invoice&action=invoice.created&to=${today}`)
      .set(...bearer(user));
    expect(rest.body.map((e: { action: string }) => e.action)).toEqual(['invoice.created']);
  });

  it("lists the entity types and actions present, only the owner's", async () => {
    const user = await userWithHistory();
    const res = await app.gql<{ auditFacets: { entityTypes: string[]; actions: string[] } }>(
      user.token,
      '{ auditFacets { entityTypes actions } }',
    );
    expect(res.data?.auditFacets).toEqual({
      entityTypes: ['customer', 'invoice', 'user'],
      actions: ['customer.created', 'invoice.created', 'invoice.paid', 'invoice.sent', 'invoice.updated', 'user.registered'],
    });
  });

  it('refuses bad filters, naming them', async () => {
    const user = await app.register();
    const res = await app.gql(user.token, Q, { from: '2026-02-30', limit: 5 });
    expect(res.errors?.[0]).toMatchObject({
      message: 'from must be a date written YYYY-MM-DD',
      extensions: { code: 'BAD_USER_INPUT', field: 'from' },
    });
    const rest = await app
      .http()
      .get('/me/audit?from=2026-03-02&to=2026-03-01')
      .set(...bearer(user));
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ detail: 'to must be on or after from' });
    expect(
      (
        await app
          .http()
          .get("/me/audit?action=x';drop")
          .set(...bearer(user))
      ).body,
    ).toEqual({ detail: 'action must be a code such as invoice.sent' });
  });
});
