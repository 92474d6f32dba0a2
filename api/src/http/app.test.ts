import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { bearer, startTestApp, type TestApp } from '../../test/harness';
import { AppError } from '../errors';
import { createFormatError } from '../graphql/format-error';
import { createLogger } from '../logger';
import { restErrorHandler } from './errors';

describe('the express app', () => {
  let app: TestApp;
  let built: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ config: { webDist: mkdtempSync(path.join(tmpdir(), 'keafx-noweb-')) } });
    const web = mkdtempSync(path.join(tmpdir(), 'keafx-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Kea FX</title><div id="root"></div>');
    built = await startTestApp({ config: { webDist: web } });
  });
  afterAll(async () => {
    await app.stop();
    await built.stop();
  });

  it('answers /healthz once the database answers', async () => {
    const res = await app.http().get('/healthz');
    expect([res.status, res.body]).toEqual([200, { status: 'ok' }]);
  });

  it('sends security headers and a request id (kept when the caller sends a sane one)', async () => {
    const res = await app.http().get('/healthz').set('x-request-id', 'trace-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('trace-123');
    const odd = await app.http().get('/healthz').set('x-request-id', 'bad id with spaces');
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the web app for client routes, never for API paths', async () => {
    for (const route of ['/', '/dashboard', '/invoices/new', '/invoices/edit/12', '/no/such/page']) {
      const res = await built.http().get(route);
      expect([route, res.status, res.type]).toEqual([route, 200, 'text/html']);
    }
    const user = await built.register();
    expect(
      (
        await built
          .http()
          .get('/me/unknown')
          .set(...bearer(user))
      ).type,
    ).toBe('application/json');
    expect((await built.http().get('/auth/unknown')).status).toBe(404);
  });

  it('says plainly when the web app has not been built', async () => {
    const res = await app.http().get('/dashboard');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });

  it('refuses bodies over the limit with 413 and a detail', async () => {
    const user = await app.register();
    const res = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user))
      .send({ counterparty: 'x'.repeat(1_100_000) });
    expect([res.status, res.body]).toEqual([413, { detail: 'The request body is too large: at most 1 MB.' }]);
  });
});

describe('error mapping never leaks internals', () => {
  const lines: string[] = [];
  const log = createLogger('error', (l) => lines.push(l));

  it('REST: an unexpected error is a generic 500 with the detail only, logged with its request id', () => {
    const res = {
      headersSent: false,
      statusCode: 0,
      body: undefined as unknown,
      set() {
        return res;
      },
      status(c: number) {
        res.statusCode = c;
        return res;
      },
      json(b: unknown) {
        res.body = b;
        return res;
      },
    };
    const err = Object.assign(new Error('relation "invoices" does not exist'), { query: 'SELECT * FROM invoices' });
    restErrorHandler(log)(err, { requestId: 'r-1', method: 'GET', path: '/me/invoices' } as never, res as never, () => undefined);
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({ detail: 'Something went wrong on our side. Please try again.' });
    expect(lines.join('')).toContain('"requestId":"r-1"');
  });

  it('REST: domain errors keep their status and message', () => {
    const res = {
      headersSent: false,
      statusCode: 0,
      body: undefined as unknown,
      headers: {} as Record<string, string>,
      set(k: string, v: string) {
        res.headers[k] = v;
        return res;
      },
      status(c: number) {
        res.statusCode = c;
        return res;
      },
      json(b: unknown) {
        res.body = b;
        return res;
      },
    };
    restErrorHandler(log)(
      new AppError('TOO_MANY_REQUESTS', 'Slow down.', { retryAfterSeconds: 30 }),
      {} as never,
      res as never,
      () => undefined,
    );
    expect([res.statusCode, res.body, res.headers['Retry-After']]).toEqual([429, { detail: 'Slow down.' }, '30']);
  });

  it('GraphQL: an unexpected resolver error becomes INTERNAL_SERVER_ERROR without its message', () => {
    const format = createFormatError(log);
    const original = new GraphQLError('duplicate key value violates unique constraint "users_email_key"', {
      path: ['me'],
      originalError: new Error('SQL detail'),
    });
    expect(format({ message: original.message, path: ['me'] }, original)).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      path: ['me'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
