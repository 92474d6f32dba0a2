import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { rawRequest } from '../../test/raw-http';
import { COMPRESS_THRESHOLD } from './web';

describe('JSON answers are compressed above 1 kB; streams are not', () => {
  let app: TestApp;
  let base: string;
  let user: TestUser;
  beforeAll(async () => {
    app = await startTestApp();
    base = app.server.url;
    user = await app.register('compress');
    for (let i = 0; i < 3; i += 1) {
      const res = await app
        .http()
        .post('/me/invoices')
        .set('authorization', `Bearer ${user.token}`)
        .send({ counterparty: `Acme ${i}`, currency: 'USD', amount: 100 + i, due_date: '2026-07-15', issued_date: '2026-06-15' });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => app.stop());

  it('REST: a large JSON answer in br or gzip as accepted, the same JSON once decoded', async () => {
    const plain = await rawRequest(base, '/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await rawRequest(base, '/openapi.json', { headers: { 'accept-encoding': accept } });
      expect([accept, res.status, res.headers['content-encoding']]).toEqual([accept, 200, encoding]);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.raw.length).toBeLessThan(plain.raw.length / 3);
      expect(JSON.parse(res.decoded().toString())).toEqual(JSON.parse(plain.raw.toString()));
    }
  });

  it('GraphQL: a large answer is compressed too', async () => {
    const body = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const res = await rawRequest(base, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br', authorization: `Bearer ${user.token}` },
      body,
    });
    expect([res.status, res.headers['content-encoding']]).toEqual([200, 'br']);
    const answer = JSON.parse(res.decoded().toString()) as { data: { __schema: { types: { name: string }[] } } };
    expect(answer.data.__schema.types.map((t) => t.name)).toContain('Invoice');
  });

  it('a JSON answer under the threshold goes out as it is', async () => {
    const res = await rawRequest(base, '/healthz', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.raw.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.raw.toString())).toEqual({ status: 'ok' });
  });

  it('a streamed export is never compressed (it is written as it is made)', async () => {
    const res = await rawRequest(base, '/invoices/export/csv', {
      headers: { 'accept-encoding': 'br, gzip', authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.raw.toString()).toContain('Acme 2');
  });
});
