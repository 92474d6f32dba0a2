import { createHash } from 'node:crypto';
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { auditServer } from 'graphql-http';
import jwt from 'jsonwebtoken';
import { bearer, invoiceBody, startTestApp, TEST_JWT_SECRET, type TestApp, type TestUser } from '../../test/harness';
import { subscribe, wsClient } from '../../test/live';
import { acceptQuality, prefersLegacyJson } from '../graphql/http-status';

/** Hostile input that once answered 5xx (issue 14): each case answers 4xx and changes nothing. */
let app: TestApp;
let user: TestUser;
const SECRET = TEST_JWT_SECRET;
beforeAll(async () => {
  app = await startTestApp();
  user = await app.register('hardening');
});
afterAll(async () => {
  await app.stop();
});

/** A raw request, so the bytes and headers are exactly the ones given. */
function send(
  method: string,
  path: string,
  body: Buffer | string,
  headers: Record<string, string>,
): Promise<{ status: number; json: Record<string, unknown>; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${app.server.url}${path}`,
      { method, headers: { 'content-length': String(Buffer.byteLength(body)), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {}, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const invoiceCount = async (): Promise<number> =>
  (
    await app
      .http()
      .get('/me/invoices?limit=500')
      .set(...bearer(user))
  ).body.length;
const graphql = (body: unknown, headers: Record<string, string> = {}) =>
  send('POST', '/graphql', JSON.stringify(body), { 'content-type': 'application/json', ...headers });

describe('GraphQL documents that do not parse', () => {
  it('answers {"query":"{"} with 400 GRAPHQL_PARSE_FAILED, with no preference or when asking for application/graphql-response+json', async () => {
    for (const accept of [
      undefined,
      '*/*',
      'application/graphql-response+json',
      'application/graphql-response+json, application/json;q=0.9',
    ]) {
      const res = await graphql({ query: '{' }, accept ? { accept } : {});
      expect([accept, res.status]).toEqual([accept, 400]);
      expect(res.json.data).toBeUndefined();
      expect(res.json.errors).toEqual([
        expect.objectContaining({ message: 'Syntax Error: Expected Name, found <EOF>.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
      ]);
    }
  });

  it('answers 1,001 bad list items in the variables with BAD_USER_INPUT on every error, never INTERNAL_SERVER_ERROR (issue 25)', async () => {
    const res = await app.gql(user.token, 'mutation($ids: [ID!]!) { archiveInvoices(ids: $ids) { id } }', {
      ids: Array.from({ length: 1001 }, () => ({})),
    });
    const errors = (res as { errors?: { message: string; extensions?: { code?: string } }[] }).errors ?? [];
    expect(errors.length).toBeGreaterThan(50);
    expect(new Set(errors.map((e) => e.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));
    expect(errors.at(-1)?.message).toBe(
      'Too many errors in the variables: the first 50 are listed; correct them and send the request again.',
    );
  });

  it('answers 200 with the errors to a client that asks for application/json first, as the spec asks of that media type', async () => {
    const res = await graphql({ query: '{' }, { accept: 'application/json' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ errors: [expect.objectContaining({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } })] });
    const invalid = await graphql({ query: '{ noSuchField }' }, { accept: 'application/json' });
    expect([invalid.status, (invalid.json.errors as { extensions: unknown }[])[0]?.extensions]).toEqual([
      200,
      { code: 'GRAPHQL_VALIDATION_FAILED' },
    ]);
    expect((await graphql({ query: '{ noSuchField }' })).status).toBe(400);
  });

  it('answers 400 to a document over the token limit, counted by the one parse, signed in or not', async () => {
    const anonymous = await graphql({ query: `{${' a'.repeat(2100)} }` });
    expect(anonymous.status).toBe(400);
    expect(anonymous.json.errors).toEqual([
      expect.objectContaining({
        // graphql-js 16 spells it "more that".
        message: expect.stringMatching(/^Syntax Error: Document contains more tha[nt] 2000 tokens\. Parsing aborted\.$/),
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      }),
    ]);
    const signedIn = await graphql({ query: `{${' me { id }'.repeat(1000)} }` }, { authorization: `Bearer ${user.token}` });
    expect([signedIn.status, (signedIn.json.errors as { extensions: unknown }[])[0]?.extensions]).toEqual([
      400,
      { code: 'GRAPHQL_PARSE_FAILED' },
    ]);
  });

  it('answers a persisted-query hash that does not match its query with 400 and a code of its own; a matching one runs', async () => {
    const query = '{ __typename }';
    const wrong = await graphql({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([
      {
        message: 'The persisted query hash (extensions.persistedQuery.sha256Hash) is not the SHA-256 of the query sent with it.',
        extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
      },
    ]);
    const version = await graphql({ query, extensions: { persistedQuery: { version: 2, sha256Hash: 'a'.repeat(64) } } });
    expect([version.status, (version.json.errors as { extensions: unknown }[])[0]?.extensions]).toEqual([
      400,
      { code: 'PERSISTED_QUERY_VERSION_UNSUPPORTED' },
    ]);
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const right = await graphql({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect([right.status, right.json.data]).toEqual([200, { __typename: 'Query' }]);
  });

  it('passes the GraphQL over HTTP audit (graphql-http) with no warning and no error', async () => {
    const results = await auditServer({ url: `${app.server.url}/graphql` });
    const problems = results
      .filter((r) => r.status === 'warn' || r.status === 'error')
      .map((r) => `${r.id} ${r.name}: ${r.status === 'ok' ? '' : r.reason}`);
    expect(problems).toEqual([]);
    expect(results.filter((r) => r.status === 'ok').length).toBeGreaterThan(40);
  });

  it('decides the media type by the Accept header: most specific range first, then its quality', () => {
    expect(acceptQuality('application/*;q=0.5, */*;q=0.1', 'application/json')).toBe(0.5);
    expect(acceptQuality('application/json;q=0.2, application/*', 'application/json')).toBe(0.2);
    expect(acceptQuality('text/html', 'application/json')).toBe(0);
    expect(prefersLegacyJson(undefined)).toBe(false);
    expect(prefersLegacyJson('*/*')).toBe(false);
    expect(prefersLegacyJson('application/json')).toBe(true);
    expect(prefersLegacyJson('application/json, application/graphql-response+json')).toBe(false);
    expect(prefersLegacyJson('application/graphql-response+json;q=0.5, application/json')).toBe(true);
  });
});

describe('request bodies', () => {
  it('limits /graphql documents: a signed-in 60 kB document runs, 120 kB is refused; anonymous ones stop at 8 kB', async () => {
    const padded = (bytes: number) => ({ query: `# ${'x'.repeat(bytes)}\n{ __typename }` });
    const signedIn = { authorization: `Bearer ${user.token}` };
    expect((await graphql(padded(60_000), signedIn)).status).toBe(200);
    const big = await graphql(padded(120_000), signedIn);
    expect([big.status, big.json]).toEqual([413, { detail: 'The request body is too large: at most 100 kB.' }]);
    // Refused on its Content-Length, without reading it: the connection is closed, not drained.
    expect(big.headers.connection).toBe('close');
    expect((await graphql(padded(6_000))).status).toBe(200);
    expect((await graphql(padded(10_000))).status).toBe(413);
  });

  it('refuses a body nested deeper than 32 levels with 400 before anything walks it, on REST and /graphql (issue 25)', async () => {
    // Written as text: a value this deep is beyond JSON.stringify's own stack.
    const nest = (levels: number): string => `${'['.repeat(levels)}"exposure.changed"${']'.repeat(levels)}`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.token}` };
    const deep = await send('POST', '/me/webhooks', `{"url": "https://example.com/hook", "events": ${nest(5000)}}`, headers);
    expect([deep.status, deep.json]).toEqual([400, { detail: 'The request body nests lists and objects too deeply: at most 32 levels.' }]);
    const viaGraphql = await send(
      'POST',
      '/graphql',
      `{"query": "query($v: JSON) { __typename }", "variables": {"v": ${nest(5000)}}}`,
      headers,
    );
    expect([viaGraphql.status, viaGraphql.json]).toEqual([
      400,
      { detail: 'The request body nests lists and objects too deeply: at most 32 levels.' },
    ]);
    // 31 levels inside the body object is within the limit: the command answers it, in its own words.
    const shallow = await send('POST', '/me/webhooks', `{"url": "https://example.com/hook", "events": ${nest(30)}}`, headers);
    expect(shallow.status).toBe(400);
    expect(shallow.json.detail).toContain('events must hold event names as text');
  });

  it('refuses a JSON body that is not valid UTF-8 with 400 and stores nothing, never U+FFFD in its place (issue 25)', async () => {
    const before = await invoiceCount();
    const json = JSON.stringify(invoiceBody({ counterparty: 'Acme XX' }));
    const at = Buffer.from(json).indexOf('XX');
    const bytes = Buffer.from(json);
    bytes[at] = 0xff;
    bytes[at + 1] = 0xfe;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.token}` };
    for (const path of ['/me/invoices', '/graphql']) {
      const res = await send('POST', path, bytes, headers);
      expect([path, res.status, res.json]).toEqual([
        path,
        400,
        { detail: 'The request body is not valid UTF-8: send the text encoded as UTF-8.' },
      ]);
    }
    expect(await invoiceCount()).toBe(before);
    // Valid UTF-8 with macrons is read as sent.
    const macrons = await send(
      'POST',
      '/me/invoices',
      Buffer.from(JSON.stringify(invoiceBody({ counterparty: 'Ngā Mātauranga Ltd' }))),
      headers,
    );
    expect([macrons.status, macrons.json.counterparty]).toEqual([201, 'Ngā Mātauranga Ltd']);
  });

  it('limits anonymous REST bodies to 8 kB before they are parsed, and signed-in ones to 1 MB', async () => {
    const login = await send('POST', '/auth/login', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10_000) }), {
      'content-type': 'application/json',
    });
    expect([login.status, login.json]).toEqual([413, { detail: 'The request body is too large: at most 8 kB.' }]);
    const anonymous = await send('POST', '/me/invoices', JSON.stringify(invoiceBody({ note: 'x'.repeat(10_000) })), {
      'content-type': 'application/json',
    });
    expect(anonymous.status).toBe(413);
  });

  it.each([
    ['gzip', 'POST', '/auth/login'],
    ['br', 'POST', '/auth/login'],
    ['deflate', 'POST', '/auth/register'],
    ['gzip', 'POST', '/me/invoices'],
    ['br', 'POST', '/me/invoices'],
    ['gzip', 'PUT', '/me/preferences'],
    ['gzip', 'POST', '/graphql'],
    ['br', 'POST', '/graphql'],
  ])('answers a plain body sent as Content-Encoding: %s on %s %s with 400 {detail}, and stores nothing', async (encoding, method, path) => {
    const before = await invoiceCount();
    const body =
      path === '/graphql'
        ? JSON.stringify({
            query:
              'mutation { createInvoice(input: { counterparty: "Bogus", currency: "USD", amount: "1", dueDate: "2026-07-01" }) { id } }',
          })
        : JSON.stringify(invoiceBody());
    const res = await send(method, path, body, {
      'content-type': 'application/json',
      'content-encoding': encoding,
      authorization: `Bearer ${user.token}`,
    });
    expect([res.status, res.json]).toEqual([
      400,
      { detail: 'The request body could not be decoded: it does not match its Content-Encoding.' },
    ]);
    expect(await invoiceCount()).toBe(before);
  });

  it('still reads bodies that really are gzip or br, and counts the limit on what they inflate to', async () => {
    const body = JSON.stringify(invoiceBody({ counterparty: 'Compressed Ltd' }));
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.token}` };
    expect((await send('POST', '/me/invoices', gzipSync(body), { ...headers, 'content-encoding': 'gzip' })).status).toBe(201);
    expect((await send('POST', '/me/invoices', brotliCompressSync(body), { ...headers, 'content-encoding': 'br' })).status).toBe(201);
    const bomb = gzipSync(JSON.stringify({ email: 'a@b.co', password: ' '.repeat(5_000_000) }));
    expect(bomb.length).toBeLessThan(8 * 1024);
    const res = await send('POST', '/auth/login', bomb, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect([res.status, res.json]).toEqual([413, { detail: 'The request body is too large: at most 8 kB.' }]);
  });
});

describe('signed tokens that name no user', () => {
  const token = (claims: Record<string, unknown>) => {
    const iat = Math.floor(app.clock.now().getTime() / 1000);
    return jwt.sign({ email: 'ghost@example.com', iat, exp: iat + 600, ...claims }, SECRET, { algorithm: 'HS256' });
  };
  const cases = () =>
    [
      ['an unknown UUID', token({ sub: '7d3f0c0e-0000-4000-8000-000000000001' })],
      ['a sub that is not a UUID', token({ sub: 'not-a-uuid' })],
      ['an iat in the future', token({ sub: user.id, email: user.email, iat: Math.floor(app.clock.now().getTime() / 1000) + 3600 })],
    ] as const;

  it('answer 401 on REST, never 500 or an empty list', async () => {
    for (const [what, t] of cases()) {
      for (const path of ['/me/invoices', '/me/exposure', '/me/audit']) {
        const res = await app.http().get(path).set('authorization', `Bearer ${t}`);
        expect([what, path, res.status, res.body]).toEqual([
          what,
          path,
          401,
          { detail: 'Your session has expired or is invalid. Please sign in again.' },
        ]);
      }
    }
  });

  it('answer 401 UNAUTHENTICATED on GraphQL', async () => {
    for (const [what, t] of cases()) {
      const res = await graphql({ query: '{ invoices { items { id } } me { id } }' }, { authorization: `Bearer ${t}` });
      expect([what, res.status, (res.json.errors as { extensions: unknown }[])[0]?.extensions, res.json.data]).toEqual([
        what,
        401,
        { code: 'UNAUTHENTICATED' },
        undefined,
      ]);
    }
  });

  it('are refused on the WebSocket like any invalid token', async () => {
    for (const [what, t] of cases()) {
      const sub = subscribe<{ errors?: { code?: number }[] }>(wsClient(app.server.url, t), 'subscription { exposureChanged { reasons } }');
      const first = await sub.next(5000);
      expect([what, first.errors?.[0]?.code]).toEqual([what, 4403]);
      await sub.close();
    }
  });

  it("a real user's token still works after its user has been looked up once", async () => {
    for (let i = 0; i < 3; i += 1)
      expect(
        (
          await app
            .http()
            .get('/me/invoices')
            .set(...bearer(user))
        ).status,
      ).toBe(200);
  });
});
