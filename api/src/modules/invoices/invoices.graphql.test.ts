import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  user = await app.register();
});
afterAll(async () => {
  await app.stop();
});

const CREATE = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id number label counterparty currency amount issuedDate dueDate status } }`;
const input = (over: Record<string, unknown> = {}) => ({
  counterparty: 'Kiwi Exports',
  currency: 'EUR',
  amount: '2500.10',
  dueDate: '2026-08-01',
  ...over,
});

describe('invoices over GraphQL', () => {
  it('creates, sends, pays and lists, with exact decimal amounts', async () => {
    const created = await app.gql<{ createInvoice: Record<string, unknown> }>(user.token, CREATE, { input: input() });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createInvoice).toMatchObject({
      label: 'INV-0001',
      counterparty: 'Kiwi Exports',
      currency: 'EUR',
      amount: '2500.10',
      issuedDate: '2026-06-15',
      status: 'DRAFT',
    });
    const id = created.data?.createInvoice.id;
    const sent = await app.gql<{ sendInvoice: { status: string } }>(
      user.token,
      'mutation($id: ID!) { sendInvoice(id: $id) { status sentDate } }',
      { id },
    );
    expect(sent.data?.sendInvoice).toEqual({ status: 'SENT', sentDate: '2026-06-15' });
    const paid = await app.gql<{ payInvoice: { status: string } }>(user.token, 'mutation($id: ID!) { payInvoice(id: $id) { status } }', {
      id,
    });
    expect(paid.data?.payInvoice.status).toBe('PAID');
    const list = await app.gql<{ invoices: { items: { id: string }[]; hasMore: boolean } }>(
      user.token,
      '{ invoices(status: PAID, limit: 10) { items { id } hasMore limit offset } }',
    );
    expect(list.data?.invoices).toEqual({ items: [{ id }], hasMore: false, limit: 10, offset: 0 });
  });

  it('follows relations: owner and audit history with actors', async () => {
    const inv = await createInvoice(app, user);
    const res = await app.gql<{ invoice: { owner: { email: string }; auditEvents: { action: string; actorUser: { email: string } }[] } }>(
      user.token,
      'query($id: ID!) { invoice(id: $id) { owner { email role } auditEvents { action actor actorUser { email } } } }',
      { id: String(inv.id) },
    );
    expect(res.data?.invoice.owner).toEqual({ email: user.email, role: 'user' });
    expect(res.data?.invoice.auditEvents).toEqual([{ action: 'invoice.created', actor: user.email, actorUser: { email: user.email } }]);
  });

  it('answers validation errors naming the field, and changes nothing', async () => {
    const before = (
      await app
        .http()
        .get('/me/invoices/counts?view=all')
        .set(...bearer(user))
    ).body.all;
    const cases: [Record<string, unknown>, string, string][] = [
      [input({ amount: '-5' }), 'amount', 'amount must be a positive number'],
      [input({ amount: '10.001' }), 'amount', 'amount must have at most 2 decimal places for EUR'],
      [input({ counterparty: '  ' }), 'counterparty', 'counterparty is required'],
      [input({ dueDate: '2026-01-01', issuedDate: '2026-02-01' }), 'dueDate', 'dueDate must be on or after issuedDate'],
    ];
    for (const [vars, field, message] of cases) {
      const res = await app.gql(user.token, CREATE, { input: vars });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    const typed: [Record<string, unknown>, RegExp][] = [
      [input({ currency: 'XYZ' }), /input\.currency/],
      [input({ amount: 'lots' }), /input\.amount.*Decimal must be/],
      [input({ dueDate: '2026-02-30' }), /input\.dueDate.*Date must be a valid calendar date/],
      [{ counterparty: 'x', currency: 'USD', amount: '1' }, /input\.dueDate|dueDate/],
    ];
    for (const [vars, pattern] of typed) {
      const res = await app.gql(user.token, CREATE, { input: vars });
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toMatch(pattern);
    }
    expect(
      (
        await app
          .http()
          .get('/me/invoices/counts?view=all')
          .set(...bearer(user))
      ).body.all,
    ).toBe(before);
  });

  it('answers NOT_FOUND for an unknown id and BAD_USER_INPUT for a malformed one', async () => {
    const missing = await app.gql(user.token, '{ invoice(id: "999999999") { id } }');
    expect(missing.errors?.[0]).toMatchObject({ message: 'Invoice 999999999 was not found', extensions: { code: 'NOT_FOUND' } });
    const bad = await app.gql(user.token, '{ invoice(id: "abc") { id } }');
    expect(bad.errors?.[0]).toMatchObject({
      message: 'id must be a positive whole number',
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
    const page = await app.gql(user.token, '{ invoices(limit: 1000) { hasMore } }');
    expect(page.errors?.[0]).toMatchObject({
      message: 'limit must be a whole number from 1 to 500',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('names a malformed id before a bad input, as REST does', async () => {
    const both = await app.gql(user.token, 'mutation { updateInvoice(id: "abc", input: { counterparty: "  " }) { id } }');
    expect(both.errors?.[0]).toMatchObject({
      message: 'id must be a positive whole number',
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
    const input = await app.gql(user.token, 'mutation { updateInvoice(id: "999999999", input: { counterparty: "  " }) { id } }');
    expect(input.errors?.[0]).toMatchObject({
      message: 'counterparty is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'counterparty' },
    });
  });

  it('refuses every private operation without a token, with 401', async () => {
    for (const query of [
      '{ me { id } }',
      '{ invoices { hasMore } }',
      '{ verifyAuditTrail { ok } }',
      'mutation { sendInvoice(id: "1") { id } }',
      '{ __typename me { id } }',
    ]) {
      const res = await app.gql(null, query);
      expect([query, res.status, res.errors?.[0]?.extensions?.code]).toEqual([query, 401, 'UNAUTHENTICATED']);
      expect(res.data).toBeUndefined();
    }
    const open = await app.gql(null, '{ __typename }');
    expect(open).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  });

  it('limits depth, aliases and size of a query', async () => {
    const deep = await app.gql(
      user.token,
      `{ invoices { items { owner { id } auditEvents { invoice { auditEvents { invoice { auditEvents { invoice { auditEvents { invoice { id } } } } } } } } } } }`,
    );
    // A limit is a validation failure of a document that parsed, not a "Syntax Error".
    expect(deep.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Query depth limit of 10 exceeded, found \d+\.$/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ');
    const many = await app.gql(user.token, `{ ${aliases} }`);
    expect(many.errors?.[0]).toMatchObject({
      message: 'Aliases limit of 15 exceeded, found 20.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('never answers with a stack trace or SQL', async () => {
    const res = await app.gql(user.token, '{ invoice(id: "99999999999999999999") { id } }');
    expect(JSON.stringify(res)).not.toMatch(/at .*\.ts|SELECT|stacktrace/);
  });
});

describe('register and login over GraphQL', () => {
  it('registers and signs in at once, and refuses bad credentials by field', async () => {
    const email = `gql-${Date.now()}@example.com`;
    const reg = await app.gql<{ register: { accessToken: string; user: { email: string } } }>(
      null,
      'mutation($i: CredentialsInput!) { register(input: $i) { accessToken expiresAt user { email } } }',
      { i: { email, password: 'kea-secret-1' } },
    );
    expect(reg.data?.register.user.email).toBe(email);
    const me = await app.gql<{ me: { email: string } }>(reg.data?.register.accessToken ?? '', '{ me { email } }');
    expect(me.data?.me.email).toBe(email);
    const short = await app.gql(null, 'mutation { register(input: { email: "x@y.nz", password: "123" }) { accessToken } }');
    expect(short.errors?.[0]).toMatchObject({
      message: 'password must be at least 6 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    });
    const wrong = await app.gql(null, `mutation { login(input: { email: "${email}", password: "wrong-one" }) { accessToken } }`);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Incorrect email or password.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
