import { customerKey } from '@keafx/schema';
import { act } from '../../../test/exposure-fixtures';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { Customers1764301000000 } from '../../database/migrations/1764301000000-customers';
import { sql } from '../../database/sql';

// The test clock's today is 2026-06-15.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const call = (user: TestUser, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown) => {
  const req = app
    .http()
    [method](path)
    .set(...bearer(user));
  return body === undefined ? req : req.send(body as object);
};

const stored = async (user: TestUser) =>
  (
    await sql<{ customers: number; events: number }>(
      app.server.ds,
      `SELECT (SELECT count(*)::int FROM customers WHERE owner_id = $1) AS customers,
              (SELECT count(*)::int FROM audit_events WHERE owner_id = $1 AND entity_type = 'customer') AS events`,
      [user.id],
    )
  )[0];

async function add(user: TestUser, body: Record<string, unknown>): Promise<Record<string, unknown> & { id: string }> {
  const res = await call(user, 'post', '/me/customers', body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('customerKey: when two names are one customer', () => {
  it.each([
    ['Acme Cloud Inc', 'Acme Cloud, Inc.'],
    ['ACME  cloud inc', 'acme cloud incorporated'],
    ['Tokyo Trading K.K.', 'tokyo trading kk'],
    ['Smith & Sons Limited', 'Smith and Sons Ltd'],
    ['Café Olé', 'Cafe Ole'],
  ])('%s and %s are the same customer', (a, b) => {
    expect(customerKey(a)).toBe(customerKey(b));
  });
  it.each([
    ['Acme Cloud', 'Acme Cloud Inc'],
    ['Acme Ltd', 'Acme Inc'],
    ['Beta', 'Betta'],
  ])('%s and %s are not', (a, b) => {
    expect(customerKey(a)).not.toBe(customerKey(b));
  });
});

describe('customers from invoices', () => {
  it('an invoice finds or makes its customer by normalised name, and takes the record’s spelling', async () => {
    const user = await app.register('cust');
    const first = await createInvoice(app, user, { counterparty: 'Acme Cloud Inc', currency: 'USD', amount: 1000 });
    const second = await createInvoice(app, user, { counterparty: 'ACME Cloud, Inc.', currency: 'USD', amount: 500 });
    const third = await createInvoice(app, user, { counterparty: 'Beta GmbH', currency: 'EUR', amount: 200 });
    expect(second.counterparty).toBe('Acme Cloud Inc');
    expect(second.customer_id).toBe(first.customer_id);
    expect(third.customer_id).not.toBe(first.customer_id);
    expect(await stored(user)).toEqual({ customers: 2, events: 2 });

    await act(app, user, `/me/invoices/${first.id}/send`);
    await act(app, user, `/me/invoices/${second.id}/send`);
    // Paid 10 days after its due date (2026-07-15): the clock moves to the 25th.
    app.clock.set('2026-07-25T09:00:00.000Z');
    try {
      await act(app, await app.relogin(user), `/me/invoices/${first.id}/pay`);
    } finally {
      app.clock.set('2026-06-15T09:00:00.000Z');
      await app.relogin(user);
    }
    const list = await call(user, 'get', '/me/customers');
    expect(list.status).toBe(200);
    expect(list.headers['x-has-more']).toBe('false');
    expect(
      list.body.map((c: Record<string, unknown>) => [c.name, c.invoice_count, c.outstanding, c.paid_count, c.average_days_late]),
    ).toEqual([
      ['Acme Cloud Inc', 2, [{ currency: 'USD', amount: 500, count: 1 }], 1, 10],
      ['Beta GmbH', 1, [], 0, null],
    ]);
  });

  it('changing an invoice’s customer name moves it to that customer (made if new)', async () => {
    const user = await app.register('cust');
    const inv = await createInvoice(app, user, { counterparty: 'Gamma Ltd' });
    const res = await call(user, 'put', `/me/invoices/${inv.id}`, { counterparty: 'Delta Limited' });
    expect(res.status).toBe(200);
    const delta = (await call(user, 'get', '/me/customers?search=delta')).body;
    expect(delta).toHaveLength(1);
    expect(res.body).toMatchObject({ counterparty: 'Delta Limited', customer_id: delta[0].id });
    // The same customer spelt another way changes nothing on the invoice.
    const again = await call(user, 'put', `/me/invoices/${inv.id}`, { counterparty: 'delta ltd' });
    expect(again.body).toMatchObject({ counterparty: 'Delta Limited', customer_id: delta[0].id });
  });

  it('an invoice may name its customer by id instead: the record gives the name; a wrong id or a second name is refused, nothing stored', async () => {
    const user = await app.register('cust');
    const other = await app.register('cust');
    const acme = await add(user, { name: 'Acme Cloud Inc', default_currency: 'USD' });
    const theirs = await add(other, { name: 'Theirs Ltd' });
    const body = { currency: 'USD', amount: 10, due_date: '2026-07-15' };
    const byId = await call(user, 'post', '/me/invoices', { ...body, customer_id: acme.id });
    expect(byId.status).toBe(201);
    expect(byId.body).toMatchObject({ counterparty: 'Acme Cloud Inc', customer_id: acme.id });
    const both = await call(user, 'post', '/me/invoices', { ...body, customer_id: acme.id, counterparty: 'ACME cloud, inc.' });
    expect(both.body).toMatchObject({ counterparty: 'Acme Cloud Inc', customer_id: acme.id });
    const count = async () => (await call(user, 'get', '/me/invoices/counts?view=all')).body.all as number;
    const before = await count();
    const refusals: [Record<string, unknown>, number, string][] = [
      [
        { ...body, customer_id: acme.id, counterparty: 'Beta Ltd' },
        400,
        "counterparty Beta Ltd is not customer_id's customer (Acme Cloud Inc); give one of the two",
      ],
      [{ ...body, customer_id: theirs.id }, 404, `Customer ${theirs.id} was not found`],
      [{ ...body, customer_id: 'acme' }, 400, 'customer_id must be a customer id (a UUID)'],
      [{ ...body, customer_id: 42 }, 400, 'customer_id must be a customer id (a UUID)'],
      [body, 400, 'counterparty is required'],
      [{ ...body, counterparty: '  ', customer_id: acme.id }, 400, 'counterparty is required'],
    ];
    for (const [sent, status, detail] of refusals) {
      const res = await call(user, 'post', '/me/invoices', sent);
      expect([res.status, res.body.detail]).toEqual([status, detail]);
    }
    expect(await count()).toBe(before);
    const gql = await app.gql<{ createInvoice: { counterparty: string; customerId: string } }>(
      user.token,
      `mutation ($c: String) { createInvoice(input: { customerId: $c, currency: USD, amount: "5", dueDate: "2026-07-15" }) { counterparty customerId } }`,
      { c: acme.id },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.createInvoice).toEqual({ counterparty: 'Acme Cloud Inc', customerId: acme.id });
  });

  it('a CSV import makes the customers its rows name, as one audit event, and links every row', async () => {
    const user = await app.register('cust');
    await add(user, { name: 'Acme Cloud Inc', country: 'US' });
    const csv = [
      'Invoice #,Company,Amount,Currency,Issue Date,Status',
      '1,"Acme Cloud, Inc.",100,USD,2026-05-01,Sent',
      '2,Kappa Pty Ltd,200,AUD,2026-05-01,Draft',
      '3,Lambda SA,300,EUR,2026-05-01,Draft',
      '4,kappa pty limited,50,AUD,2026-05-02,Draft',
    ].join('\n');
    const res = await app
      .http()
      .post('/me/invoices/import')
      .set(...bearer(user))
      .set('content-type', 'text/csv')
      .send(csv);
    expect(res.status).toBe(201);
    const customers = (await call(user, 'get', '/me/customers')).body as { name: string; invoice_count: number }[];
    expect(customers.map((c) => [c.name, c.invoice_count])).toEqual([
      ['Acme Cloud Inc', 1],
      ['Kappa Pty Ltd', 2],
      ['Lambda SA', 1],
    ]);
    const events = await sql<{ message: string }>(
      app.server.ds,
      `SELECT message FROM audit_events WHERE owner_id = $1 AND entity_type = 'customer' ORDER BY seq`,
      [user.id],
    );
    expect(events.map((e) => e.message)).toEqual([
      'Added customer Acme Cloud Inc',
      'Added 2 customers from imported invoices: Kappa Pty Ltd, Lambda SA',
    ]);
    const unlinked = await sql<{ n: number }>(
      app.server.ds,
      'SELECT count(*)::int AS n FROM invoices WHERE owner_id = $1 AND customer_id IS NULL',
      [user.id],
    );
    expect(unlinked[0]?.n).toBe(0);
  });
});

describe('/me/customers', () => {
  const full = {
    name: 'Wellington Wines Limited',
    trading_name: 'Welly Wines',
    email: 'accounts@wellywines.example',
    phone: '+64 4 123 4567',
    address: '1 Lambton Quay\nWellington 6011',
    country: 'nz',
    business_number: '9429041234567',
    tax_number: '123-456-789',
    default_currency: 'nzd',
    payment_terms_days: 20,
    notes: 'Pays by direct credit.',
  };

  it('adds a customer with every detail, reads it back, changes and clears details (audited)', async () => {
    const user = await app.register('cust');
    const created = await add(user, full);
    expect(created).toMatchObject({
      ...full,
      country: 'NZ',
      default_currency: 'NZD',
      invoice_count: 0,
      outstanding: [],
      paid_count: 0,
      average_days_late: null,
    });
    const res = await call(user, 'get', `/me/customers/${created.id}`);
    expect(res.body).toEqual(created);
    const changed = await call(user, 'put', `/me/customers/${created.id}`, { phone: null, notes: '', payment_terms_days: 30 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ phone: '', notes: '', payment_terms_days: 30, name: full.name });
    const events = await sql<{ action: string; message: string }>(
      app.server.ds,
      `SELECT action, message FROM audit_events WHERE owner_id = $1 AND entity_type = 'customer' ORDER BY seq`,
      [user.id],
    );
    expect(events).toEqual([
      { action: 'customer.created', message: 'Added customer Wellington Wines Limited' },
      { action: 'customer.updated', message: 'Updated customer Wellington Wines Limited: phone, payment terms, notes' },
    ]);
  });

  it('refuses a second customer of the same normalised name, naming the first; nothing is added', async () => {
    const user = await app.register('cust');
    const first = await add(user, { name: 'Acme Cloud Inc' });
    const res = await call(user, 'post', '/me/customers', { name: 'acme cloud, incorporated' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('A customer named Acme Cloud Inc already exists: use that customer, or merge the two.');
    expect(first.name).toBe('Acme Cloud Inc');
    const other = await add(user, { name: 'Other' });
    const rename = await call(user, 'put', `/me/customers/${other.id}`, { name: 'ACME CLOUD INC.' });
    expect(rename.status).toBe(409);
    expect(await stored(user)).toEqual({ customers: 2, events: 2 });
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 42 }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ name: 'A', email: 'not-an-email' }, 'email'],
    [{ name: 'A', country: 'NZL' }, 'country'],
    [{ name: 'A', country: 'XX' }, 'country'],
    [{ name: 'A', country: 'NZ', business_number: '12345' }, 'business_number'],
    [{ name: 'A', country: 'NZ', tax_number: '12' }, 'tax_number'],
    [{ name: 'A', default_currency: 'ABC' }, 'default_currency'],
    [{ name: 'A', payment_terms_days: -1 }, 'payment_terms_days'],
    [{ name: 'A', payment_terms_days: 1.5 }, 'payment_terms_days'],
    [{ name: 'A', payment_terms_days: 366 }, 'payment_terms_days'],
    [{ name: 'A', phone: 'call me' }, 'phone'],
    [{ name: 'A', notes: 'a\u202Eb' }, 'notes'],
    [{ name: 'A', nickname: 'x' }, 'nickname'],
  ])('refuses %j naming %s; nothing is stored', async (body, field) => {
    const user = await app.register('cust');
    const res = await call(user, 'post', '/me/customers', body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(field);
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|INSERT|at .*\.ts/);
    expect(await stored(user)).toEqual({ customers: 0, events: 0 });
  });

  it('a body that is no object, and a change with no fields, are refused', async () => {
    const user = await app.register('cust');
    const c = await add(user, { name: 'Zeta' });
    expect((await call(user, 'post', '/me/customers', [1, 2])).status).toBe(400);
    const empty = await call(user, 'put', `/me/customers/${c.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('Give at least one field to change');
  });

  it('deletes a customer without invoices; one with invoices answers 409 and stays', async () => {
    const user = await app.register('cust');
    const lone = await add(user, { name: 'Lone' });
    const inv = await createInvoice(app, user, { counterparty: 'Busy Ltd' });
    const del = await call(user, 'delete', `/me/customers/${lone.id}`);
    expect(del.status).toBe(200);
    expect((await call(user, 'get', `/me/customers/${lone.id}`)).status).toBe(404);
    const refused = await call(user, 'delete', `/me/customers/${inv.customer_id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Busy Ltd has 1 invoice and cannot be deleted; merge it into another customer instead.');
    expect((await call(user, 'get', `/me/customers/${inv.customer_id}`)).status).toBe(200);
  });

  it('merges a customer into another: invoices move, blank details are taken, the other is deleted (audited)', async () => {
    const user = await app.register('cust');
    const a = await createInvoice(app, user, { counterparty: 'Acme Cloud' });
    const b = await createInvoice(app, user, { counterparty: 'Acme Cloud Services' });
    await call(user, 'put', `/me/customers/${b.customer_id}`, { email: 'ap@acme.example', country: 'US' });
    await call(user, 'put', `/me/customers/${a.customer_id}`, { country: 'AU' });
    const res = await call(user, 'post', `/me/customers/${a.customer_id}/merge`, { from_id: b.customer_id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.customer_id, name: 'Acme Cloud', email: 'ap@acme.example', country: 'AU', invoice_count: 2 });
    expect((await call(user, 'get', `/me/customers/${b.customer_id}`)).status).toBe(404);
    const theirs = await call(user, 'get', `/me/invoices?view=all&customer_id=${String(a.customer_id)}&sort=number_asc`);
    expect(theirs.body.map((i: { id: number }) => i.id)).toEqual([a.id, b.id]);
    expect((await call(user, 'get', '/me/invoices?customer_id=nope')).status).toBe(400);
    const moved = await call(user, 'get', `/me/invoices/${b.id}`);
    expect(moved.body).toMatchObject({ customer_id: a.customer_id, counterparty: 'Acme Cloud Services' });
    const [event] = await sql<{ message: string }>(
      app.server.ds,
      `SELECT message FROM audit_events WHERE owner_id = $1 AND action = 'customer.merged'`,
      [user.id],
    );
    expect(event?.message).toBe('Merged customer Acme Cloud Services into Acme Cloud: 1 invoice moved; took email');
    const self = await call(user, 'post', `/me/customers/${a.customer_id}/merge`, { from_id: a.customer_id });
    expect(self.status).toBe(409);
    const bad = await call(user, 'post', `/me/customers/${a.customer_id}/merge`, { from_id: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('from_id must be a customer id (a UUID)');
  });

  it("another owner's customer is 404 to every path, and a bad id is 400", async () => {
    const owner = await app.register('cust');
    const other = await app.register('cust');
    const theirs = await add(other, { name: 'Theirs' });
    const mine = await add(owner, { name: 'Mine' });
    expect((await call(owner, 'get', `/me/customers/${theirs.id}`)).status).toBe(404);
    expect((await call(owner, 'put', `/me/customers/${theirs.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await call(owner, 'delete', `/me/customers/${theirs.id}`)).status).toBe(404);
    expect((await call(owner, 'post', `/me/customers/${mine.id}/merge`, { from_id: theirs.id })).status).toBe(404);
    expect((await call(owner, 'post', `/me/customers/${theirs.id}/merge`, { from_id: mine.id })).status).toBe(404);
    expect((await call(owner, 'get', '/me/customers/123')).status).toBe(400);
    expect((await call(owner, 'get', '/me/customers')).body.map((c: { name: string }) => c.name)).toEqual(['Mine']);
    expect((await call(other, 'get', `/me/customers/${theirs.id}`)).body.name).toBe('Theirs');
  });

  it('searches names, e-mail and numbers, and pages', async () => {
    const user = await app.register('cust');
    for (const n of ['Alpha', 'Bravo', 'Charlie']) await add(user, { name: n, email: `${n.toLowerCase()}@example.com` });
    expect((await call(user, 'get', '/me/customers?search=brav')).body.map((c: { name: string }) => c.name)).toEqual(['Bravo']);
    await add(user, { name: 'Acme Cloud, Inc.' });
    // However the name is spelt.
    expect((await call(user, 'get', '/me/customers?search=ACME%20cloud%20inc')).body.map((c: { name: string }) => c.name)).toEqual([
      'Acme Cloud, Inc.',
    ]);
    expect((await call(user, 'get', '/me/customers?search=charlie@')).body.map((c: { name: string }) => c.name)).toEqual(['Charlie']);
    expect((await call(user, 'get', '/me/customers?search=%25')).body).toEqual([]);
    const page = await call(user, 'get', '/me/customers?limit=2&offset=1');
    expect(page.body.map((c: { name: string }) => c.name)).toEqual(['Alpha', 'Bravo']);
    expect(page.headers['x-has-more']).toBe('true');
    expect((await call(user, 'get', '/me/customers?limit=0')).status).toBe(400);
  });
});

describe('customers over GraphQL', () => {
  it('creates, lists, changes, merges and deletes with the same rules', async () => {
    const user = await app.register('cust');
    const fields = 'id name country email invoiceCount outstanding { currency amount count } averageDaysLate';
    const created = await app.gql<{ createCustomer: { id: string; name: string; country: string } }>(
      user.token,
      `mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { ${fields} } }`,
      { input: { name: 'Omega Ltd', country: 'gb', email: 'ap@omega.example' } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCustomer).toMatchObject({ name: 'Omega Ltd', country: 'GB', invoiceCount: 0, averageDaysLate: null });
    const id = created.data!.createCustomer.id;
    const dup = await app.gql(user.token, `mutation { createCustomer(input: { name: "omega limited" }) { id } }`);
    expect(dup.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const bad = await app.gql(user.token, `mutation { createCustomer(input: { name: "X", country: "ZZ" }) { id } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('country must be a two-letter country code such as NZ, AU or US');
    const updated = await app.gql<{ updateCustomer: { email: string } }>(
      user.token,
      `mutation ($id: ID!) { updateCustomer(id: $id, input: { email: null, paymentTermsDays: 14 }) { email paymentTermsDays } }`,
      { id },
    );
    expect(updated.data?.updateCustomer).toEqual({ email: '', paymentTermsDays: 14 });
    const inv = await createInvoice(app, user, { counterparty: 'Omega Trading' });
    const merged = await app.gql<{ mergeCustomers: { invoiceCount: number } }>(
      user.token,
      `mutation ($id: ID!, $from: ID!) { mergeCustomers(id: $id, fromId: $from) { invoiceCount } }`,
      { id, from: inv.customer_id },
    );
    expect(merged.data?.mergeCustomers.invoiceCount).toBe(1);
    const list = await app.gql<{ customers: { items: { name: string }[]; hasMore: boolean } }>(
      user.token,
      `{ customers(limit: 10) { items { name } hasMore } }`,
    );
    expect(list.data?.customers).toEqual({ items: [{ name: 'Omega Ltd' }], hasMore: false });
    const del = await app.gql(user.token, `mutation ($id: ID!) { deleteCustomer(id: $id) { id } }`, { id });
    expect(del.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const other = await app.register('cust');
    const theirs = await app.gql(other.token, `query ($id: ID!) { customer(id: $id) { id } }`, { id });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const invoice = await app.gql<{ invoice: { customerId: string } }>(user.token, `query ($id: ID!) { invoice(id: $id) { customerId } }`, {
      id: String(inv.id),
    });
    expect(invoice.data?.invoice.customerId).toBe(id);
    const listed = await app.gql<{ invoices: { items: { id: string }[] } }>(
      user.token,
      `query ($c: ID) { invoices(view: ALL, customerId: $c) { items { id } } }`,
      { c: id },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.invoices.items).toEqual([{ id: String(inv.id) }]);
  });
});

describe('the migration', () => {
  it('makes customers of existing invoices by normalised name: the most used spelling, the latest contact details', async () => {
    const own = await startTestApp({ ownDatabase: true });
    try {
      const user = await own.register('mig');
      const ds = own.server.ds;
      const runner = ds.createQueryRunner();
      const migration = new Customers1764301000000();
      try {
        await migration.down(runner);
        const rows: [number, string, string, string][] = [
          [1, 'Acme Cloud Inc', 'old@acme.example', '2026-01-01T00:00:00Z'],
          [2, 'Acme Cloud, Inc.', '', '2026-02-01T00:00:00Z'],
          [3, 'Acme Cloud Inc', 'new@acme.example', '2026-03-01T00:00:00Z'],
          [4, 'Beta', '', '2026-03-02T00:00:00Z'],
        ];
        for (const [number, counterparty, email, at] of rows)
          await runner.query(
            `INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, customer_email, created_at, updated_at)
             VALUES ($1, $2, $3, 'USD', 10, '2026-01-01', '2026-02-01', 'draft', $4, $5, $5)`,
            [user.id, number, counterparty, email, at],
          );
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      const customers = await sql<{ name: string; email: string; n: number }>(
        ds,
        `SELECT c.name, c.email, (SELECT count(*)::int FROM invoices i WHERE i.customer_id = c.id) AS n FROM customers c WHERE c.owner_id = $1 ORDER BY c.name`,
        [user.id],
      );
      expect(customers).toEqual([
        { name: 'Acme Cloud Inc', email: 'new@acme.example', n: 3 },
        { name: 'Beta', email: '', n: 1 },
      ]);
      const names = await sql<{ counterparty: string }>(ds, 'SELECT counterparty FROM invoices WHERE owner_id = $1 ORDER BY number', [
        user.id,
      ]);
      expect(names.map((r) => r.counterparty)).toEqual(['Acme Cloud Inc', 'Acme Cloud, Inc.', 'Acme Cloud Inc', 'Beta']);
    } finally {
      await own.stop();
    }
  });
});
