import { bearer, createInvoice, startTestApp, testClock, type TestApp } from '../../../test/harness';

// The sweep covers every owner in the database, and test files share one database: these
// tests live in 2025, before any other test's due dates, so they move only their own invoices.
let app: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  app = await startTestApp({ clock: testClock('2025-03-01T09:00:00.000Z'), logLines });
});
afterAll(async () => {
  await app.stop();
});

describe('the overdue sweep', () => {
  it('stores sent → overdue once, audited by the system, and only for passed due dates', async () => {
    const user = await app.register();
    const dates = { issued_date: '2025-03-01' };
    const late = await createInvoice(app, user, { ...dates, due_date: '2025-03-05' });
    const onTime = await createInvoice(app, user, { ...dates, due_date: '2025-04-30' });
    const draft = await createInvoice(app, user, { ...dates, due_date: '2025-03-02' });
    for (const inv of [late, onTime])
      await app
        .http()
        .post(`/me/invoices/${inv.id}/send`)
        .set(...bearer(user));
    app.clock.advanceDays(10);
    try {
      await app.relogin(user);
      expect(await app.server.services.overdue.sweep()).toBe(1);
      expect(await app.server.services.overdue.sweep()).toBe(0);
      const events = (
        await app
          .http()
          .get('/me/audit')
          .set(...bearer(user))
      ).body as { action: string; actor: string; entity_id: string; message: string }[];
      const overdue = events.filter((e) => e.action === 'invoice.overdue');
      // The trail keys the event by the invoice's row inside the database.
      const [{ key }] = await app.server.ds.query('SELECT id::text AS key FROM invoices WHERE owner_id = $1 AND number = $2', [
        user.id,
        late.id,
      ]);
      expect(overdue).toEqual([
        expect.objectContaining({
          actor: 'system',
          entity_id: key,
          message: 'Invoice INV-0001 (Acme Ltd) became overdue; it was due 2025-03-05',
        }),
      ]);
      const statuses = (
        await app
          .http()
          .get('/me/invoices')
          .set(...bearer(user))
      ).body.map((i: { id: number; status: string }) => [i.id, i.status]);
      expect(statuses).toEqual([
        [draft.id, 'draft'],
        [onTime.id, 'sent'],
        [late.id, 'overdue'],
      ]);
      const verified = await app.gql<{ verifyAuditTrail: { ok: boolean } }>(user.token, '{ verifyAuditTrail { ok } }');
      expect(verified.data?.verifyAuditTrail.ok).toBe(true);
    } finally {
      app.clock.advanceDays(-10);
    }
  });

  it('carries on past an owner it cannot sweep, and sweeps the rest', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user, { issued_date: '2025-03-01', due_date: '2025-03-02' });
    await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    const broken = await app.register();
    const stuck = await createInvoice(app, broken, { issued_date: '2025-03-01', due_date: '2025-03-02' });
    await app
      .http()
      .post(`/me/invoices/${stuck.id}/send`)
      .set(...bearer(broken));
    // An owner whose invoice breaks a CHECK on update: the sweep logs it and moves on.
    await app.server.ds.query(
      `ALTER TABLE invoices ADD CONSTRAINT sweep_test_block CHECK (owner_id <> '${broken.id}' OR status <> 'overdue') NOT VALID`,
    );
    app.clock.advanceDays(5);
    try {
      expect(await app.server.services.overdue.sweep()).toBe(1);
      const logged = logLines.map((l) => JSON.parse(l) as { level: string; msg: string; ownerId?: string });
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 'error', msg: 'overdue sweep failed for an owner', ownerId: broken.id }),
      );
      await app.relogin(user);
      expect(
        (
          await app
            .http()
            .get(`/me/invoices/${inv.id}`)
            .set(...bearer(user))
        ).body.status,
      ).toBe('overdue');
    } finally {
      app.clock.advanceDays(-5);
      await app.server.ds.query('ALTER TABLE invoices DROP CONSTRAINT sweep_test_block');
    }
  });

  it('returns an overdue invoice to sent when its due date moves into the future', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user, { issued_date: '2025-01-01', due_date: '2025-01-10' });
    await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    const moved = await app
      .http()
      .put(`/me/invoices/${inv.id}`)
      .set(...bearer(user))
      .send({ due_date: '2025-04-01' });
    expect(moved.body.status).toBe('sent');
  });
});
