import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

let app: TestApp;
let owner: TestUser;
let intruder: TestUser;
let draftId: number;
let sentId: number;
let overdueId: number;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('owner');
  intruder = await app.register('intruder');
  // Ids are each owner's own numbers: the owner's 1 is a different invoice from the intruder's 1,
  // so the intruder is shown ids it lacks (2, 3, 4) and its own 1 separately.
  await createInvoice(app, owner, { counterparty: "Owner's first" });
  draftId = (await createInvoice(app, owner)).id;
  sentId = (await createInvoice(app, owner)).id;
  await app
    .http()
    .post(`/me/invoices/${sentId}/send`)
    .set(...bearer(owner));
  overdueId = (await createInvoice(app, owner, { issued_date: '2026-05-01', due_date: '2026-05-02' })).id;
  await app
    .http()
    .post(`/me/invoices/${overdueId}/send`)
    .set(...bearer(owner));
  await createInvoice(app, intruder);
});
afterAll(async () => {
  await app.stop();
});

async function ownerState() {
  const invoices = (
    await app
      .http()
      .get('/me/invoices?view=all')
      .set(...bearer(owner))
  ).body;
  const audit = (
    await app
      .http()
      .get('/me/audit?limit=500')
      .set(...bearer(owner))
  ).body;
  return { invoices, audit };
}

describe("an id the caller lacks (another owner's) answers 404 on every path and changes nothing", () => {
  const restCases = (): [string, string, () => number, object | null][] => [
    ['get', '/me/invoices/:id', () => draftId, null],
    ['put', '/me/invoices/:id', () => draftId, { amount: 1 }],
    ['delete', '/me/invoices/:id', () => draftId, null],
    ['post', '/me/invoices/:id/send', () => draftId, null],
    ['post', '/me/invoices/:id/pay', () => sentId, null],
    ['get', '/me/invoices/:id/audit', () => draftId, null],
    ['post', '/me/invoices/:id/archive', () => draftId, null],
    ['post', '/me/invoices/:id/unarchive', () => draftId, null],
    ['post', '/me/invoices/:id/write-off', () => overdueId, null],
    ['post', '/me/invoices/:id/restore', () => overdueId, null],
  ];

  it.each(restCases())('REST %s %s', async (method, path, id, body) => {
    const before = await ownerState();
    const url = path.replace(':id', String(id()));
    const req = app
      .http()
      [method as 'get'](url)
      .set(...bearer(intruder));
    const res = body ? await req.send(body) : await req;
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: `Invoice ${id()} was not found` });
    expect(await ownerState()).toEqual(before);
  });

  it.each(['archive', 'unarchive', 'write-off', 'restore'])("REST bulk %s with one foreign id among the caller's own", async (action) => {
    const before = await ownerState();
    const own = (
      await app
        .http()
        .get('/me/invoices')
        .set(...bearer(intruder))
    ).body[0].id;
    const res = await app
      .http()
      .post(`/me/invoices/bulk/${action}`)
      .set(...bearer(intruder))
      .send({ ids: [own, overdueId] });
    expect(res.status).toBe(404);
    expect(await ownerState()).toEqual(before);
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${own}`)
          .set(...bearer(intruder))
      ).body.archived,
    ).toBe(false);
  });

  it("the same id is each owner's own invoice: the intruder's 1 is theirs, and changing it leaves the owner's 1 as it was", async () => {
    const before = await ownerState();
    const mine = await app
      .http()
      .put('/me/invoices/1')
      .set(...bearer(intruder))
      .send({ counterparty: 'Intruder renamed' });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: 1, number: 1, counterparty: 'Intruder renamed' });
    expect(await ownerState()).toEqual(before);
    const owners = await app
      .http()
      .get('/me/invoices/1')
      .set(...bearer(owner));
    expect(owners.body).toMatchObject({ id: 1, counterparty: "Owner's first" });
  });

  it("REST lists, counts and audit trails show only the caller's own", async () => {
    const list = (
      await app
        .http()
        .get('/me/invoices?view=all')
        .set(...bearer(intruder))
    ).body;
    expect(list).toHaveLength(1);
    expect(
      (
        await app
          .http()
          .get('/me/invoices/counts?view=all')
          .set(...bearer(intruder))
      ).body.all,
    ).toBe(1);
    const audit = (
      await app
        .http()
        .get('/me/audit')
        .set(...bearer(intruder))
    ).body as { actor: string }[];
    expect(audit.every((e) => e.actor === intruder.email)).toBe(true);
  });

  const gqlCases = (): [string, string, () => number][] => [
    ['invoice', 'query($id: ID!) { invoice(id: $id) { id } }', () => draftId],
    ['updateInvoice', 'mutation($id: ID!) { updateInvoice(id: $id, input: { amount: "1" }) { id } }', () => draftId],
    ['deleteInvoice', 'mutation($id: ID!) { deleteInvoice(id: $id) { id } }', () => draftId],
    ['sendInvoice', 'mutation($id: ID!) { sendInvoice(id: $id) { id } }', () => draftId],
    ['payInvoice', 'mutation($id: ID!) { payInvoice(id: $id) { id } }', () => sentId],
    ['archiveInvoices', 'mutation($id: ID!) { archiveInvoices(ids: [$id]) { id } }', () => draftId],
    ['unarchiveInvoices', 'mutation($id: ID!) { unarchiveInvoices(ids: [$id]) { id } }', () => draftId],
    ['writeOffInvoices', 'mutation($id: ID!) { writeOffInvoices(ids: [$id]) { id } }', () => overdueId],
    ['restoreInvoices', 'mutation($id: ID!) { restoreInvoices(ids: [$id]) { id } }', () => overdueId],
  ];

  it.each(gqlCases())('GraphQL %s', async (_name, query, id) => {
    const before = await ownerState();
    const res = await app.gql(intruder.token, query, { id: String(id()) });
    expect(res.errors?.[0]).toMatchObject({ message: `Invoice ${id()} was not found`, extensions: { code: 'NOT_FOUND' } });
    expect(await ownerState()).toEqual(before);
  });

  it("GraphQL audit events never name another owner's invoice", async () => {
    const res = await app.gql<{ auditEvents: { items: { invoice: { id: string } | null }[] } }>(
      intruder.token,
      '{ auditEvents(limit: 100) { items { invoice { id } } } }',
    );
    const named = res.data?.auditEvents.items.map((e) => e.invoice?.id).filter(Boolean);
    expect(named).not.toContain(String(draftId));
  });
});
