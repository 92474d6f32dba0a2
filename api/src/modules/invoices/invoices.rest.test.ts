import { bearer, createInvoice, invoiceBody, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

async function snapshot(user: TestUser) {
  const list = await app
    .http()
    .get('/me/invoices?view=all&limit=500')
    .set(...bearer(user));
  const audit = await app
    .http()
    .get('/me/audit?limit=500')
    .set(...bearer(user));
  return { invoices: list.body, audit: audit.body.length };
}

describe('the SPEC section 7 flow', () => {
  it('creates, reads, sends and pays an invoice, with an audit entry for each step', async () => {
    const user = await app.register();
    const created = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user))
      .send(invoiceBody());
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`/me/invoices/${created.body.id}`);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      number: 1,
      invoice_number: 'INV-0001',
      counterparty: 'Acme Ltd',
      currency: 'USD',
      amount: 1200.5,
      issued_date: '2026-06-15',
      due_date: '2026-07-15',
      status: 'draft',
      archived: false,
      written_off: false,
    });
    const id = created.body.id;
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${id}`)
          .set(...bearer(user))
      ).body,
    ).toEqual(created.body);
    expect(created.body).toMatchObject({ booked_rate: null, booked_rate_source: null, booked_rate_type: null, booked_rate_date: null });
    const sent = await app
      .http()
      .post(`/me/invoices/${id}/send`)
      .set(...bearer(user));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'sent',
      sent_date: '2026-06-15',
      booked_rate: 1.54,
      booked_rate_source: 'built-in',
      booked_rate_type: 'spot',
      booked_rate_date: '2024-12-31',
    });
    const paid = await app
      .http()
      .post(`/me/invoices/${id}/pay`)
      .set(...bearer(user));
    expect(paid.body).toMatchObject({ status: 'paid', paid_date: '2026-06-15' });
    const audit = await app
      .http()
      .get(`/me/invoices/${id}/audit`)
      .set(...bearer(user));
    expect(audit.status).toBe(200);
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual(['invoice.paid', 'invoice.sent', 'invoice.created']);
    expect(audit.body[2].message).toBe('Created invoice INV-0001 for Acme Ltd: USD 1,200.50, due 2026-07-15');
    expect(audit.body[0]).toMatchObject({ actor: user.email, before: { status: 'sent' }, after: { status: 'paid' } });
  });

  it('numbers invoices per owner and never reuses a number', async () => {
    const a = await app.register();
    const b = await app.register();
    const first = await createInvoice(app, a);
    await createInvoice(app, b);
    await app
      .http()
      .delete(`/me/invoices/${first.id}`)
      .set(...bearer(a));
    const second = await createInvoice(app, a);
    expect(second.number).toBe(2);
    expect((await createInvoice(app, b)).number).toBe(2);
  });

  it("gives every owner's first invoice the id 1: the 2nd, 3rd and 100th owner read, change, send and export it by that id", async () => {
    const owners: TestUser[] = [];
    for (let i = 1; i <= 100; i += 1) owners.push(await app.register(`one-id-${i}`));
    for (const owner of owners) await createInvoice(app, owner, { counterparty: `Customer of ${owner.email}` });
    for (const owner of [owners[1], owners[2], owners[99]] as TestUser[]) {
      const created = await app
        .http()
        .post('/me/invoices')
        .set(...bearer(owner))
        .send(invoiceBody({ counterparty: 'Second for this owner' }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ id: 2, number: 2, invoice_number: 'INV-0002' });
      expect(created.headers.location).toBe('/me/invoices/2');
      const first = await app
        .http()
        .get('/me/invoices/1')
        .set(...bearer(owner));
      expect(first.body).toMatchObject({ id: 1, counterparty: `Customer of ${owner.email}` });
      const changed = await app
        .http()
        .put('/me/invoices/2')
        .set(...bearer(owner))
        .send({ reference: 'PO-2' });
      expect(changed.body).toMatchObject({ id: 2, reference: 'PO-2' });
      const sent = await app
        .http()
        .post('/me/invoices/2/send')
        .set(...bearer(owner));
      expect(sent.body).toMatchObject({ id: 2, status: 'sent' });
      const pdf = await app
        .http()
        .get('/invoices/2/export/csv')
        .set(...bearer(owner));
      expect(pdf.headers['content-disposition']).toContain('filename="invoice_2.csv"');
      expect(pdf.text).toContain('Second for this owner');
      const gql = await app.gql<{ invoice: { id: string; counterparty: string } }>(owner.token, '{ invoice(id: "2") { id counterparty } }');
      expect(gql.data?.invoice).toEqual({ id: '2', counterparty: 'Second for this owner' });
    }
  });

  it('gives the issue date today when it is omitted', async () => {
    const user = await app.register();
    const { issued_date: _omit, ...body } = invoiceBody();
    const res = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user))
      .send(body);
    expect(res.body.issued_date).toBe(app.clock.today());
  });
});

describe('bad input changes nothing', () => {
  it.each([
    [{ counterparty: '' }, 'counterparty is required'],
    [{ counterparty: 42 }, 'counterparty must be text'],
    [{ currency: 'XYZ' }, 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)'],
    [{ currency: null }, 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)'],
    [{ amount: 0 }, 'amount must be a positive number'],
    [{ amount: -10 }, 'amount must be a positive number'],
    [{ amount: 'ten' }, 'amount must be a positive number'],
    [{ amount: 10.005 }, 'amount must have at most 2 decimal places for USD'],
    [{ currency: 'JPY', amount: 100.5 }, 'amount must be a whole number for JPY'],
    [{ amount: 1e13 }, 'amount must be at most 1,000,000,000,000'],
    [{ due_date: '2026-02-30' }, 'due_date must be a real calendar date: 2026-02-30 does not exist'],
    [{ due_date: '1900-01-01' }, 'due_date must be on or after 1990-01-01'],
    [{ due_date: '15/07/2026' }, 'due_date must be a valid date in YYYY-MM-DD form'],
    [{ issued_date: 20260615 }, 'issued_date must be a valid date in YYYY-MM-DD form'],
    [{ due_date: '2026-06-01' }, 'due_date must be on or after issued_date'],
    [{ dueDate: '2026-07-01' }, 'dueDate is not a field of an invoice'],
    [{ status: 'paid' }, 'status is not a field of an invoice'],
    [{ counterparty: 'Acme\u0000Ltd' }, 'counterparty must not contain control characters'],
  ])('POST /me/invoices with %j answers 400: %s', async (over, detail) => {
    const user = await app.register();
    const res = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user))
      .send(invoiceBody(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect((await snapshot(user)).invoices).toEqual([]);
  });

  it('answers 400 for a missing body, a JSON array and malformed JSON', async () => {
    const user = await app.register();
    const none = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user));
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe('The request body must be a JSON object');
    expect(
      (
        await app
          .http()
          .post('/me/invoices')
          .set(...bearer(user))
          .send([invoiceBody()])
      ).status,
    ).toBe(400);
    const broken = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user))
      .set('content-type', 'application/json')
      .send('{"amount":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ detail: 'The request body is not valid JSON.' });
    expect((await snapshot(user)).invoices).toEqual([]);
  });

  it('answers 400 for ids that are not whole numbers, on every id path', async () => {
    const user = await app.register();
    for (const [method, path] of [
      ['get', '/me/invoices/abc'],
      ['put', '/me/invoices/1.5'],
      ['delete', '/me/invoices/-1'],
      ['post', '/me/invoices/0/send'],
      ['post', '/me/invoices/x/pay'],
      ['get', '/me/invoices/1e3/audit'],
      ['post', '/me/invoices/abc/archive'],
    ] as const) {
      const res = await app
        .http()
        [method](path)
        .set(...bearer(user));
      expect([path, res.status, res.body.detail]).toEqual([path, 400, 'id must be a positive whole number']);
    }
  });

  it('PUT checks every field and leaves the invoice and its trail unchanged on error', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user);
    const before = await snapshot(user);
    // A bad field is 400; a move the status rules refuse is a conflict with the invoice's state, 409 (as in hedges).
    for (const [body, status, detail] of [
      [{ amount: -1 }, 400, 'amount must be a positive number'],
      [{ due_date: '2026-06-01' }, 400, 'due_date must be on or after issued_date'],
      [{ currency: 'JPY' }, 400, 'amount must be a whole number for JPY'],
      [{ status: 'overdue' }, 409, 'An invoice becomes overdue by itself when a sent invoice passes its due date.'],
      [{ status: 'paid' }, 409, 'Only sent or overdue invoices can be marked paid; this invoice is draft.'],
      [{ nickname: 'x' }, 400, 'nickname is not a field of an invoice'],
      [{ counterparty: null }, 400, 'counterparty is required'],
    ] as const) {
      const res = await app
        .http()
        .put(`/me/invoices/${inv.id}`)
        .set(...bearer(user))
        .send(body);
      expect([body, res.status, res.body]).toEqual([body, status, { detail }]);
    }
    expect(await snapshot(user)).toEqual(before);
  });
});

describe('status rules', () => {
  it('refuses illegal moves with a message and keeps the status', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user);
    const pay = await app
      .http()
      .post(`/me/invoices/${inv.id}/pay`)
      .set(...bearer(user));
    expect(pay.status).toBe(409);
    expect(pay.body).toEqual({ detail: 'Only sent or overdue invoices can be marked paid; this invoice is draft.' });
    await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    const again = await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    expect(again.body).toEqual({ detail: 'This invoice is already sent.' });
    const back = await app
      .http()
      .put(`/me/invoices/${inv.id}`)
      .set(...bearer(user))
      .send({ status: 'draft' });
    expect(back.body).toEqual({ detail: 'A sent invoice cannot go back to draft.' });
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${inv.id}`)
          .set(...bearer(user))
      ).body.status,
    ).toBe('sent');
  });

  it('reads a sent invoice past its due date as overdue, and pays it', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user, { due_date: '2026-06-20' });
    await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    app.clock.advanceDays(10);
    try {
      await app.relogin(user);
      expect(
        (
          await app
            .http()
            .get(`/me/invoices/${inv.id}`)
            .set(...bearer(user))
        ).body.status,
      ).toBe('overdue');
      const paid = await app
        .http()
        .post(`/me/invoices/${inv.id}/pay`)
        .set(...bearer(user));
      expect(paid.body).toMatchObject({ status: 'paid', paid_date: app.clock.today() });
    } finally {
      app.clock.advanceDays(-10);
    }
  });

  it('sends an invoice already past due straight to overdue and says so', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user, { issued_date: '2026-05-01', due_date: '2026-05-31' });
    const sent = await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    expect(sent.body.status).toBe('overdue');
    const [event] = (
      await app
        .http()
        .get(`/me/invoices/${inv.id}/audit`)
        .set(...bearer(user))
    ).body;
    expect(event.message).toBe('Sent invoice INV-0001 to Acme Ltd; it is overdue, as it was due 2026-05-31');
  });

  it('edits a draft freely, a sent invoice but not its currency, and refuses to edit a paid one', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user);
    const edited = await app
      .http()
      .put(`/me/invoices/${inv.id}`)
      .set(...bearer(user))
      .send({ currency: 'EUR', amount: 99, counterparty: 'Beta' });
    expect(edited.body).toMatchObject({ currency: 'EUR', amount: 99, counterparty: 'Beta' });
    const [event] = (
      await app
        .http()
        .get(`/me/invoices/${inv.id}/audit`)
        .set(...bearer(user))
    ).body;
    expect(event.message).toBe('Updated invoice INV-0001: customer Acme Ltd → Beta; currency USD → EUR; amount 1200.50 → 99.00');
    await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    const cur = await app
      .http()
      .put(`/me/invoices/${inv.id}`)
      .set(...bearer(user))
      .send({ currency: 'GBP' });
    expect(cur.body).toEqual({ detail: 'The currency of an invoice cannot change once it has been sent.' });
    expect(
      (
        await app
          .http()
          .put(`/me/invoices/${inv.id}`)
          .set(...bearer(user))
          .send({ due_date: '2026-08-01' })
      ).status,
    ).toBe(200);
    await app
      .http()
      .post(`/me/invoices/${inv.id}/pay`)
      .set(...bearer(user));
    const paid = await app
      .http()
      .put(`/me/invoices/${inv.id}`)
      .set(...bearer(user))
      .send({ amount: 1 });
    expect(paid.body).toEqual({ detail: 'A paid invoice cannot be edited.' });
  });

  it('marks paid through PUT with a status, by the same rule', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user);
    expect(
      (
        await app
          .http()
          .put(`/me/invoices/${inv.id}`)
          .set(...bearer(user))
          .send({ status: 'sent' })
      ).body.status,
    ).toBe('sent');
    expect(
      (
        await app
          .http()
          .put(`/me/invoices/${inv.id}`)
          .set(...bearer(user))
          .send({ status: 'paid' })
      ).body.status,
    ).toBe('paid');
  });

  it('deletes drafts only', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user);
    await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    const refused = await app
      .http()
      .delete(`/me/invoices/${inv.id}`)
      .set(...bearer(user));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: 'Only draft invoices can be deleted; this invoice is sent. Archive it instead.' });
    const draft = await createInvoice(app, user);
    expect(
      (
        await app
          .http()
          .delete(`/me/invoices/${draft.id}`)
          .set(...bearer(user))
      ).status,
    ).toBe(204);
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${draft.id}`)
          .set(...bearer(user))
      ).status,
    ).toBe(404);
    const audit = await app
      .http()
      .get('/me/audit')
      .set(...bearer(user));
    expect(audit.body[0]).toMatchObject({
      action: 'invoice.deleted',
      message: 'Deleted draft invoice INV-0002 for Acme Ltd',
      before: { number: 'INV-0002' },
    });
  });
});

describe('archive, write-off and restore', () => {
  async function overdueInvoice(user: TestUser) {
    const inv = await createInvoice(app, user, { issued_date: '2026-05-01', due_date: '2026-05-31' });
    await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    return inv;
  }

  it('archives and unarchives, persisted, one at a time and in bulk', async () => {
    const user = await app.register();
    const a = await createInvoice(app, user);
    const b = await createInvoice(app, user);
    const single = await app
      .http()
      .post(`/me/invoices/${a.id}/archive`)
      .set(...bearer(user));
    expect(single.body).toMatchObject({ id: a.id, archived: true });
    const bulk = await app
      .http()
      .post('/me/invoices/bulk/archive')
      .set(...bearer(user))
      .send({ ids: [a.id, b.id] });
    expect(bulk.body.map((i: { archived: boolean }) => i.archived)).toEqual([true, true]);
    const counts = await app
      .http()
      .get('/me/invoices/counts')
      .set(...bearer(user));
    expect(counts.body).toMatchObject({ active: 0, archive: 2, writeoffs: 0 });
    await app
      .http()
      .post('/me/invoices/bulk/unarchive')
      .set(...bearer(user))
      .send({ ids: [a.id, b.id] });
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set(...bearer(user))
      ).body,
    ).toHaveLength(2);
  });

  it("writes off overdue invoices only, with SPEC's message, all or nothing", async () => {
    const user = await app.register();
    const overdue = await overdueInvoice(user);
    const draft = await createInvoice(app, user);
    const mixed = await app
      .http()
      .post('/me/invoices/bulk/write-off')
      .set(...bearer(user))
      .send({ ids: [overdue.id, draft.id] });
    expect(mixed.status).toBe(409);
    expect(mixed.body).toEqual({ detail: 'Only overdue invoices can be written off' });
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${overdue.id}`)
          .set(...bearer(user))
      ).body.written_off,
    ).toBe(false);
    const done = await app
      .http()
      .post(`/me/invoices/${overdue.id}/write-off`)
      .set(...bearer(user));
    expect(done.body).toMatchObject({ written_off: true, archived: true, status: 'overdue' });
    expect(
      (
        await app
          .http()
          .get('/me/invoices?view=writeoffs')
          .set(...bearer(user))
      ).body.map((i: { id: number }) => i.id),
    ).toEqual([overdue.id]);
  });

  it('restores a write-off to Active as overdue, and refuses to restore anything else', async () => {
    const user = await app.register();
    const inv = await overdueInvoice(user);
    await app
      .http()
      .post(`/me/invoices/${inv.id}/write-off`)
      .set(...bearer(user));
    const unarchive = await app
      .http()
      .post(`/me/invoices/${inv.id}/unarchive`)
      .set(...bearer(user));
    expect(unarchive.body).toEqual({ detail: 'INV-0001 is written off; restore it instead of unarchiving it.' });
    const restored = await app
      .http()
      .post(`/me/invoices/${inv.id}/restore`)
      .set(...bearer(user));
    expect(restored.body).toMatchObject({ written_off: false, archived: false, status: 'overdue' });
    const again = await app
      .http()
      .post(`/me/invoices/${inv.id}/restore`)
      .set(...bearer(user));
    expect(again.body).toEqual({ detail: 'Only written-off invoices can be restored; INV-0001 is not written off.' });
    const actions = (
      await app
        .http()
        .get(`/me/invoices/${inv.id}/audit`)
        .set(...bearer(user))
    ).body.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['invoice.restored', 'invoice.written_off']);
  });

  it.each([
    ['archive', 'Please select invoices to archive'],
    ['unarchive', 'Please select invoices to unarchive'],
    ['write-off', 'Please select invoices to write off'],
    ['restore', 'Please select invoices to restore'],
  ])("bulk %s with nothing selected answers SPEC's alert", async (action, detail) => {
    const user = await app.register();
    for (const body of [{ ids: [] }, {}]) {
      const res = await app
        .http()
        .post(`/me/invoices/bulk/${action}`)
        .set(...bearer(user))
        .send(body);
      expect([res.status, res.body]).toEqual([400, { detail }]);
    }
  });

  it('refuses bulk bodies of the wrong shape or size, and unknown actions', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user);
    const cases: [string, unknown, string][] = [
      ['archive', { ids: inv.id }, 'ids must be a list of invoice ids'],
      ['archive', { ids: ['x'] }, 'ids must be a positive whole number'],
      ['archive', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'ids may hold at most 1000 invoices at once'],
      ['shred', { ids: [inv.id] }, 'action must be one of archive, unarchive, write-off, restore'],
    ];
    for (const [action, body, detail] of cases) {
      const res = await app
        .http()
        .post(`/me/invoices/bulk/${action}`)
        .set(...bearer(user))
        .send(body as object);
      expect([res.status, res.body]).toEqual([400, { detail }]);
    }
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${inv.id}`)
          .set(...bearer(user))
      ).body.archived,
    ).toBe(false);
  });
});

describe('GET /me/invoices', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await app.register();
    const specs = [
      { counterparty: 'Alpha Trading', currency: 'USD' },
      { counterparty: 'Beta Exports', currency: 'EUR' },
      { counterparty: 'Gamma 100% Ltd', currency: 'GBP' },
      { counterparty: 'alpha foods', currency: 'JPY', amount: 5000 },
      { counterparty: 'Delta', currency: 'AUD', due_date: '2026-06-20' },
    ];
    for (const s of specs) await createInvoice(app, user, s);
    const list = (
      await app
        .http()
        .get('/me/invoices')
        .set(...bearer(user))
    ).body as { id: number; number: number }[];
    const byNumber = new Map(list.map((i) => [i.number, i.id]));
    await app
      .http()
      .post(`/me/invoices/${byNumber.get(2)}/send`)
      .set(...bearer(user));
    await app
      .http()
      .post(`/me/invoices/${byNumber.get(3)}/send`)
      .set(...bearer(user));
    await app
      .http()
      .post(`/me/invoices/${byNumber.get(3)}/pay`)
      .set(...bearer(user));
    await app
      .http()
      .post(`/me/invoices/${byNumber.get(4)}/archive`)
      .set(...bearer(user));
  });
  const numbers = async (query: string) =>
    (
      await app
        .http()
        .get(`/me/invoices${query}`)
        .set(...bearer(user))
    ).body.map((i: { number: number }) => i.number);

  it('lists the Active tab newest first by default', async () => {
    expect(await numbers('')).toEqual([5, 3, 2, 1]);
  });
  it('filters by status, tab and search over customer and currency', async () => {
    expect(await numbers('?status=sent')).toEqual([2]);
    expect(await numbers('?status=paid')).toEqual([3]);
    expect(await numbers('?status=draft')).toEqual([5, 1]);
    expect(await numbers('?view=archive')).toEqual([4]);
    expect(await numbers('?view=all&q=alpha')).toEqual([4, 1]);
    expect(await numbers('?q=eur')).toEqual([2]);
    expect(await numbers('?q=100%25')).toEqual([3]);
    expect(await numbers('?q=_')).toEqual([]);
  });
  it('finds an invoice by its number as a person writes it: INV-0003, #3, 3 (issue 26)', async () => {
    for (const q of ['INV-0003', 'inv-0003', '%233', '3', 'INV3']) expect(await numbers(`?q=${q}`)).toEqual([3]);
    // Counted the same way.
    const counts = await app
      .http()
      .get('/me/invoices/counts?q=INV-0003')
      .set(...bearer(user));
    expect(counts.body).toMatchObject({ all: 1, paid: 1 });
    expect(await numbers('?q=INV-0099')).toEqual([]);
  });
  it('sorts and pages, telling whether more follow', async () => {
    expect(await numbers('?sort=number_asc')).toEqual([1, 2, 3, 5]);
    expect(await numbers('?sort=due_date_asc')).toEqual([5, 1, 2, 3]);
    const page = await app
      .http()
      .get('/me/invoices?limit=2&offset=1')
      .set(...bearer(user));
    expect(page.body.map((i: { number: number }) => i.number)).toEqual([3, 2]);
    expect(page.headers['x-has-more']).toBe('true');
    expect(page.headers.link).toBe('</me/invoices?limit=2&offset=3>; rel="next"');
    const last = await app
      .http()
      .get('/me/invoices?limit=2&offset=2')
      .set(...bearer(user));
    expect(last.headers['x-has-more']).toBe('false');
  });
  it('counts the tabs and the statuses of a view', async () => {
    const res = await app
      .http()
      .get('/me/invoices/counts')
      .set(...bearer(user));
    expect(res.body).toEqual({ active: 4, archive: 1, writeoffs: 0, all: 4, draft: 2, sent: 1, overdue: 0, paid: 1 });
    const searched = await app
      .http()
      .get('/me/invoices/counts?view=all&q=alpha')
      .set(...bearer(user));
    expect(searched.body).toMatchObject({ active: 1, archive: 1, all: 2, draft: 2 });
  });
  it.each([
    ['?status=void', 'status must be one of all, draft, sent, overdue, paid'],
    ['?view=trash', 'view must be one of active, archive, writeoffs, all'],
    ['?limit=0', 'limit must be a whole number from 1 to 500'],
    ['?limit=501', 'limit must be a whole number from 1 to 500'],
    ['?limit=ten', 'limit must be a whole number from 1 to 500'],
    ['?offset=-1', 'offset must be a whole number from 0 to 10000000'],
    ['?sort=amount', 'sort must be one of number_desc, number_asc, due_date_asc, due_date_desc'],
    ['?status=sent&status=paid', 'status must be one of all, draft, sent, overdue, paid'],
    [`?q=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
    ['?q=a%00b', 'search must not contain control characters'],
    ['?q=a%ED%A0%80', 'The query string holds percent-encoding that is not valid UTF-8.'],
    ['?q=%E2%80%AEevil', 'search must not contain bidirectional override characters'],
  ])('answers 400 for %s', async (query, detail) => {
    const res = await app
      .http()
      .get(`/me/invoices${query}`)
      .set(...bearer(user));
    expect([res.status, res.body]).toEqual([400, { detail }]);
  });
});

describe('unknown API paths', () => {
  it('answer JSON 404, not the web app', async () => {
    const user = await app.register();
    const res = await app
      .http()
      .get('/me/nothing-here')
      .set(...bearer(user));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'There is no GET /me/nothing-here in the Kea FX API.' });
  });
});
