import { bearer, createInvoice, invoiceBody, startTestApp, uniqueEmail, type TestApp, type TestUser } from '../../test/harness';
import { ownedRows } from '../../test/fuzz';

/**
 * Issue 14: NUL and an unpaired surrogate in every free-text input, REST and GraphQL alike,
 * answer 400 {detail} / BAD_USER_INPUT from the one shared text rule (schema/src/text.ts),
 * and nothing is stored.
 */
let app: TestApp;
let owner: TestUser;
let id: number;
beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('text');
  id = (await createInvoice(app, owner)).id;
});
afterAll(async () => {
  await app.stop();
});

const BAD: [string, string, RegExp][] = [
  ['NUL', 'Acme\u0000Ltd', /must not contain control characters/],
  ['a lone surrogate', 'Acme\ud800', /must not contain broken Unicode \(an unpaired surrogate\)/],
];

type Rest = { method: 'post' | 'put' | 'get'; path: (bad: string) => string; body?: (bad: string) => unknown };
const REST: Record<string, Rest> = {
  'POST /me/invoices counterparty': { method: 'post', path: () => '/me/invoices', body: (bad) => invoiceBody({ counterparty: bad }) },
  'PUT /me/invoices/{id} counterparty': { method: 'put', path: () => `/me/invoices/${id}`, body: (bad) => ({ counterparty: bad }) },
  'POST /me/scenarios name': { method: 'post', path: () => '/me/scenarios', body: (bad) => ({ name: bad, shocks: { USD: 0.1 } }) },
  'POST /me/scenarios tags': {
    method: 'post',
    path: () => '/me/scenarios',
    body: (bad) => ({ name: 'Fine', shocks: { USD: 0.1 }, tags: [bad] }),
  },
  'POST /me/rates source': {
    method: 'post',
    path: () => '/me/rates',
    body: (bad) => ({ currency: 'USD', nzd_per_unit: '1.6', source: bad }),
  },
  'PUT /me/profile full_name': {
    method: 'put',
    path: () => '/me/profile',
    body: (bad) => ({ full_name: bad, email: owner.email, company: 'Kea' }),
  },
  'PUT /me/profile company': {
    method: 'put',
    path: () => '/me/profile',
    body: (bad) => ({ full_name: 'Pat', email: owner.email, company: bad }),
  },
  'PUT /me/profile email': {
    method: 'put',
    path: () => '/me/profile',
    body: (bad) => ({ full_name: 'Pat', email: `pat${bad}@example.com`, company: 'Kea' }),
  },
  'POST /me/contact name': {
    method: 'post',
    path: () => '/me/contact',
    body: (bad) => ({ name: bad, email: 'a@b.co', subject: 'Hi', message: 'Hello' }),
  },
  'POST /me/contact subject': {
    method: 'post',
    path: () => '/me/contact',
    body: (bad) => ({ name: 'Pat', email: 'a@b.co', subject: bad, message: 'Hello' }),
  },
  'POST /me/contact message': {
    method: 'post',
    path: () => '/me/contact',
    body: (bad) => ({ name: 'Pat', email: 'a@b.co', subject: 'Hi', message: `Line 1\n${bad}` }),
  },
  'POST /me/contact email': {
    method: 'post',
    path: () => '/me/contact',
    body: (bad) => ({ name: 'Pat', email: `a${bad}@b.co`, subject: 'Hi', message: 'Hello' }),
  },
  'GET /me/invoices ?search': {
    method: 'get',
    path: (bad) => `/me/invoices?search=${encodeURIComponent(bad.replace('\ud800', '\ufffd'))}${bad.includes('\ud800') ? '%ED%A0%80' : ''}`,
  },
  'GET /me/audit ?action': {
    method: 'get',
    path: (bad) => `/me/audit?action=${encodeURIComponent(bad.replace('\ud800', ''))}${bad.includes('\ud800') ? '%ED%A0%80' : ''}`,
  },
  'GET /me/audit ?entity_type': {
    method: 'get',
    path: (bad) => `/me/audit?entity_type=${encodeURIComponent(bad.replace('\ud800', ''))}${bad.includes('\ud800') ? '%ED%A0%80' : ''}`,
  },
};

describe.each(BAD)('%s in a REST text input', (_what, bad, message) => {
  test.each(Object.keys(REST))('%s answers 400 {detail} and stores nothing', async (name) => {
    const probe = REST[name];
    if (!probe) throw new Error(`no probe ${name}`);
    const before = await ownedRows(app, owner.id);
    const req = app
      .http()
      [probe.method](probe.path(bad))
      .set(...bearer(owner));
    // JSON.stringify writes a lone surrogate as the escape \ud800, so the api's parser sees it as sent.
    const res = probe.body ? await req.set('content-type', 'application/json').send(JSON.stringify(probe.body(bad))) : await req;
    expect([res.status, typeof res.body.detail]).toEqual([400, 'string']);
    // The rule's own message, naming the field; a lone surrogate's bytes in a query string are refused before any parser.
    if (probe.body && !name.endsWith('tags')) expect(res.body.detail).toMatch(message);
    if (!probe.body && bad.includes('\u0000')) expect(res.body.detail).toMatch(message);
    if (!probe.body && bad.includes('\ud800'))
      expect(res.body.detail).toBe('The query string holds percent-encoding that is not valid UTF-8.');
    expect(await ownedRows(app, owner.id)).toEqual(before);
  });

  test.each(['register', 'login'])('POST /auth/%s with it in the email answers 400 {detail}', async (path) => {
    const email = `pat${bad}${uniqueEmail('x')}`;
    const res = await app
      .http()
      .post(`/auth/${path}`)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email, password: 'correct horse' }));
    expect([res.status, res.body.detail]).toEqual([400, expect.stringMatching(/^email must/)]);
    expect(await app.server.ds.query('SELECT count(*)::int AS n FROM users WHERE email LIKE $1', [`pat%${email.slice(-30)}`])).toEqual([
      { n: 0 },
    ]);
  });
});

test.each([
  [
    'NUL in Company',
    Buffer.from('Invoice #,Company,Amount,Currency,Issue Date,Status\nINV-0100,Acme\u0000Ltd,10,USD,2026-01-01,Sent\n'),
    /Company must not contain control characters/,
  ],
  [
    'NUL in Invoice #',
    Buffer.from('Invoice #,Company,Amount,Currency,Issue Date,Status\nINV-01\u000000,Acme,10,USD,2026-01-01,Sent\n'),
    /Invoice # must not contain control characters/,
  ],
  [
    "a lone surrogate's bytes in Company",
    Buffer.concat([
      Buffer.from('Invoice #,Company,Amount,Currency,Issue Date,Status\nINV-0100,Acme'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(',10,USD,2026-01-01,Sent\n'),
    ]),
    /UTF-8/,
  ],
])('POST /me/invoices/import with %s answers 400 {detail} and stores nothing', async (_what, csv, detail) => {
  const before = await ownedRows(app, owner.id);
  const res = await app
    .http()
    .post('/me/invoices/import')
    .set(...bearer(owner))
    .set('content-type', 'text/csv')
    .send(csv);
  expect(res.status).toBe(400);
  expect(res.body.detail).toMatch(detail);
  expect(await ownedRows(app, owner.id)).toEqual(before);
});

type Gql = { query: string; variables: (bad: string) => Record<string, unknown>; token?: boolean };
const GQL: Record<string, Gql> = {
  'createInvoice counterparty': {
    query: 'mutation M($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }',
    variables: (bad) => ({ input: { counterparty: bad, currency: 'USD', amount: '10', dueDate: '2026-07-01' } }),
  },
  'updateInvoice counterparty': {
    query: 'mutation M($id: ID!, $input: UpdateInvoiceInput!) { updateInvoice(id: $id, input: $input) { id } }',
    variables: (bad) => ({ id: String(id), input: { counterparty: bad } }),
  },
  'saveScenario name': {
    query: 'mutation M($input: SaveScenarioInput!) { saveScenario(input: $input) { id } }',
    variables: (bad) => ({ input: { name: bad, shocks: [{ currency: 'USD', shock: 0.1 }] } }),
  },
  'saveScenario tags': {
    query: 'mutation M($input: SaveScenarioInput!) { saveScenario(input: $input) { id } }',
    variables: (bad) => ({ input: { name: 'Fine', tags: [bad], shocks: [{ currency: 'USD', shock: 0.1 }] } }),
  },
  'recordRate source': {
    query: 'mutation M($input: RecordRateInput!) { recordRate(input: $input) { id } }',
    variables: (bad) => ({ input: { currency: 'USD', nzdPerUnit: '1.6', source: bad } }),
  },
  'updateProfile fullName': {
    query: 'mutation M($input: UpdateProfileInput!) { updateProfile(input: $input) { email } }',
    variables: (bad) => ({ input: { fullName: bad, email: owner.email, company: 'Kea' } }),
  },
  'updateProfile company': {
    query: 'mutation M($input: UpdateProfileInput!) { updateProfile(input: $input) { email } }',
    variables: (bad) => ({ input: { fullName: 'Pat', email: owner.email, company: bad } }),
  },
  'sendContactMessage message': {
    query: 'mutation M($input: SendContactMessageInput!) { sendContactMessage(input: $input) { id } }',
    variables: (bad) => ({ input: { name: 'Pat', email: 'a@b.co', subject: 'Hi', message: bad } }),
  },
  'sendContactMessage name': {
    query: 'mutation M($input: SendContactMessageInput!) { sendContactMessage(input: $input) { id } }',
    variables: (bad) => ({ input: { name: bad, email: 'a@b.co', subject: 'Hi', message: 'Hello' } }),
  },
  'invoices search': { query: 'query Q($s: String) { invoices(search: $s) { __typename } }', variables: (bad) => ({ s: bad }) },
  'auditEvents action': { query: 'query Q($a: String) { auditEvents(action: $a) { __typename } }', variables: (bad) => ({ a: bad }) },
  'register email': {
    query: 'mutation M($input: CredentialsInput!) { register(input: $input) { accessToken } }',
    variables: (bad) => ({ input: { email: `pat${bad}@example.com`, password: 'correct horse' } }),
    token: false,
  },
  'login email': {
    query: 'mutation M($input: CredentialsInput!) { login(input: $input) { accessToken } }',
    variables: (bad) => ({ input: { email: `pat${bad}@example.com`, password: 'correct horse' } }),
    token: false,
  },
};

test.each(BAD)(
  '%s in a CSV cell through importInvoices is a row error (import errors are data there), and nothing is stored',
  async (_what, bad, message) => {
    const before = await ownedRows(app, owner.id);
    const res = await app.gql<{ importInvoices: { errors: { message: string }[] } }>(
      owner.token,
      'mutation M($csv: String!) { importInvoices(csv: $csv) { errors { message } } }',
      { csv: `Invoice #,Company,Amount,Currency,Issue Date,Status\nINV-0100,${bad},10,USD,2026-01-01,Sent\n` },
    );
    expect(res.data?.importInvoices.errors.map((e) => e.message)).toEqual([expect.stringMatching(message)]);
    expect(await ownedRows(app, owner.id)).toEqual(before);
  },
);

describe.each(BAD)('%s in a GraphQL text input', (_what, bad, message) => {
  test.each(Object.keys(GQL))('%s answers BAD_USER_INPUT and stores nothing', async (name) => {
    const probe = GQL[name];
    if (!probe) throw new Error(`no probe ${name}`);
    const before = await ownedRows(app, owner.id);
    const res = await app.gql(probe.token === false ? null : owner.token, probe.query, probe.variables(bad));
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    if (!name.includes('tags')) expect(res.errors?.[0]?.message).toMatch(message);
    expect(await ownedRows(app, owner.id)).toEqual(before);
  });
});
