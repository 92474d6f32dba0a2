import { bearer, startTestApp, type TestApp } from '../../test/harness';
import { mountedRoutes } from './openapi';
import type { Express } from 'express';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown> }>>;
  components: { schemas: { Error: { properties: Record<string, unknown> } } };
}

/** SPEC section 7's REST paths and the integrator paths, as OpenAPI spells them. */
const EXPECTED = [
  'POST /auth/register',
  'POST /auth/login',
  'GET /me/invoices',
  'POST /me/invoices',
  'GET /me/invoices/{id}',
  'PUT /me/invoices/{id}',
  'DELETE /me/invoices/{id}',
  'POST /me/invoices/{id}/send',
  'POST /me/invoices/{id}/pay',
  'GET /me/exposure',
  'GET /me/exposure/summary',
  'POST /me/exposure/scenario',
  'POST /me/exposure/multi-scenario',
  'GET /me/invoices/{id}/audit',
  'GET /me/audit',
  'GET /healthz',
  'GET /me/api-keys',
  'POST /me/api-keys',
  'DELETE /me/api-keys/{id}',
  'DELETE /me/customers/{id}',
  'GET /me/webhooks',
  'POST /me/webhooks',
  'DELETE /me/webhooks/{id}',
  'GET /me/webhooks/{id}/deliveries',
  'POST /me/webhooks/{id}/deliveries/{deliveryId}/resend',
  'POST /me/webhooks/{id}/resume',
  'GET /me/exposure-thresholds',
  'PUT /me/exposure-thresholds',
];

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every mounted route, with the {detail} error', async () => {
    const res = await app.http().get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documented).toEqual(expect.arrayContaining(EXPECTED));
    // Every route of the running app's router (nested routers included) is in the document, and nothing else.
    const express = app.server.http.listeners('request')[0] as Express;
    const mounted = mountedRoutes(express).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(mounted.length).toBeGreaterThan(40);
    expect([...documented].sort()).toEqual([...new Set(mounted)].sort());
    expect(doc.components.schemas.Error.properties).toEqual({ detail: expect.any(Object) });
    // Every operation says what it answers: a JSON shape, a file's media types, or nothing (204).
    const silent = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(
          ([, op]) =>
            !Object.entries(op.responses).some(
              ([code, r]) => code === '204' || (code !== 'default' && (r as { content?: unknown }).content),
            ),
        )
        .map(([m]) => `${m.toUpperCase()} ${p}`),
    );
    expect(silent).toEqual([]);
    expect(doc.paths['/me/api-keys']?.post?.responses['201']).toBeDefined();
    expect(doc.paths['/me/invoices']?.post?.responses['201']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
  });

  it('every documented path answers (no route-not-found), signed in, with an empty body', async () => {
    const user = await app.register('openapi');
    const doc = (await app.http().get('/openapi.json')).body as Doc;
    const entries = Object.entries(doc.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => [m, p] as const))
      // The account deletion would sign this caller out for the rest; it is asked last.
      .sort(([, a], [, b]) => Number(a.includes('account')) - Number(b.includes('account')));
    const missing: string[] = [];
    for (const [method, path] of entries) {
      const url = path.replace(/\{deliveryId\}|\{id\}/g, '00000000-0000-4000-8000-000000000000').replace(/\{(\w+)\}/g, '1');
      const agent = app.http() as unknown as Record<string, ((u: string) => ReturnType<ReturnType<TestApp['http']>['get']>) | undefined>;
      const send = agent[method];
      if (!send) throw new Error(`supertest has no method ${method}`);
      const res = await send.call(agent, url).set(...bearer(user));
      if (res.status >= 500 || /is no .* in the Kea FX API/.test(String(res.body?.detail)))
        missing.push(`${method} ${url} → ${res.status}`);
    }
    expect(missing).toEqual([]);
  });
});

/** Writes that take no body: actions on a thing named in the path. */
const BODILESS_WRITES = [
  'DELETE /me/api-keys/{id}',
  'DELETE /me/customers/{id}',
  'DELETE /me/invoices/{id}',
  'DELETE /me/scenarios/{id}',
  'DELETE /me/team/invitations/{id}',
  'DELETE /me/team/members/{id}',
  'DELETE /me/webhooks/{id}',
  'POST /auth/logout',
  'POST /me/hedges/{id}/cancel',
  'POST /me/hedges/{id}/reopen',
  'POST /me/invoices/{id}/archive',
  'POST /me/invoices/{id}/restore',
  'POST /me/invoices/{id}/reverse-payment',
  'POST /me/invoices/{id}/send',
  'POST /me/invoices/{id}/unarchive',
  'POST /me/invoices/{id}/write-off',
  'POST /me/scenarios/{id}/pin',
  'POST /me/scenarios/{id}/unpin',
  'POST /me/webhooks/{id}/deliveries/{deliveryId}/resend',
  'POST /me/webhooks/{id}/resume',
];

interface BodySchema {
  properties: Record<string, unknown>;
  required?: string[];
  additionalProperties?: boolean;
}

type Operation = {
  operationId?: string;
  parameters?: { name: string; in: string; schema: { enum?: string[] } }[];
  requestBody?: { required: boolean; content: Record<string, { schema: BodySchema }> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }>;
};
const operations = (doc: { paths: Record<string, Record<string, Operation>> }) =>
  Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, op })));

describe('what a client generator needs', () => {
  it('every operation has a unique camelCase operationId, stable from its method and path', async () => {
    const doc = (await app.http().get('/openapi.json')).body as { paths: Record<string, Record<string, Operation>>; servers: unknown };
    const ops = operations(doc);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ops.length);
    const byKey = Object.fromEntries(ops.map((o) => [o.key, o.op.operationId]));
    expect(byKey['GET /me/invoices']).toBe('getInvoices');
    expect(byKey['POST /me/invoices/{id}/send']).toBe('postInvoicesByIdSend');
    expect(byKey['POST /me/invoices/bulk/write-off']).toBe('postInvoicesBulkWriteOff');
    expect(byKey['POST /auth/login']).toBe('postAuthLogin');
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('every operation lists the 4xx answers it can give, each the {detail} error, and paging headers', async () => {
    const doc = (await app.http().get('/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const codes = (key: string) => {
      const op = operations(doc).find((o) => o.key === key)?.op;
      return Object.keys(op?.responses ?? {}).filter((c) => c.startsWith('4'));
    };
    for (const { key, op } of operations(doc)) {
      const errors = Object.entries(op.responses).filter(([c]) => /^[45]/.test(c));
      expect({ key, some4xx: errors.some(([c]) => c.startsWith('4')) }).toEqual({ key, some4xx: true });
      for (const [, r] of errors) expect(r.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    expect(codes('POST /auth/login')).toEqual(['400', '413', '415', '429']);
    expect(codes('GET /me/invoices')).toEqual(['400', '401', '429']);
    expect(codes('PUT /me/invoices/{id}')).toEqual(['400', '401', '403', '404', '409', '413', '415', '429']);
    expect(codes('POST /me/invoices/{id}/send')).toContain('409');
    expect(codes('POST /me/hedges/{id}/settle')).toContain('409');
    expect(codes('POST /me/webhooks')).toContain('409');
    const list = operations(doc).find((o) => o.key === 'GET /me/invoices')?.op;
    expect(Object.keys(list?.responses['200']?.headers ?? {})).toEqual(['X-Has-More', 'Link']);
    expect(list?.responses['429']?.headers).toHaveProperty('Retry-After');
  });

  it('no two paths can match one URL: enumerated segments are spelt out, other parameters carry their values', async () => {
    const doc = (await app.http().get('/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const paths = Object.keys(doc.paths);
    expect(paths).not.toContain('/me/invoices/bulk/{action}');
    expect(paths).not.toContain('/me/invoices/{id}/{action}');
    expect(paths).toEqual(expect.arrayContaining(['/me/scenarios/export/csv', '/me/scenarios/export/pdf', '/me/invoices/bulk/restore']));
    const template = doc.paths['/me/reports/{template}/{format}']?.get?.parameters;
    expect(template?.find((p) => p.name === 'format')?.schema.enum).toEqual(['csv', 'pdf']);
    expect(template?.find((p) => p.name === 'template')?.schema.enum).toContain('exposure-summary');
    // Two templated paths are ambiguous when each is more specific than the other somewhere.
    const ambiguous: string[] = [];
    for (const a of paths)
      for (const b of paths) {
        const [sa, sb] = [a.split('/'), b.split('/')];
        if (a >= b || sa.length !== sb.length) continue;
        const param = (s: string) => s.startsWith('{');
        const clash = sa.every((s, i) => s === sb[i] || param(s) || param(sb[i]!));
        const aWins = sa.some((s, i) => !param(s) && param(sb[i]!));
        const bWins = sb.some((s, i) => !param(s) && param(sa[i]!));
        if (clash && aWins && bWins) ambiguous.push(`${a} ~ ${b}`);
      }
    expect(ambiguous).toEqual([]);
  });

  it('bodies are documented as the server checks them: bulk ids required (at least one), the payment body optional', async () => {
    const user = await app.register('openapi-exact');
    const doc = (await app.http().get('/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const bulk = doc.paths['/me/invoices/bulk/archive']?.post?.requestBody;
    expect(bulk?.required).toBe(true);
    expect(bulk?.content['application/json']?.schema).toMatchObject({ required: ['ids'], properties: { ids: { minItems: 1 } } });
    const refused = await app
      .http()
      .post('/me/invoices/bulk/archive')
      .set(...bearer(user))
      .send({ ids: [] });
    expect(refused.status).toBe(400);
    expect(doc.paths['/me/invoices/{id}/pay']?.post?.requestBody?.required).toBe(false);
    const created = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user))
      .send({ counterparty: 'Acme', currency: 'USD', amount: 10, due_date: '2030-01-31' });
    await app
      .http()
      .post(`/me/invoices/${created.body.id}/send`)
      .set(...bearer(user));
    const paid = await app
      .http()
      .post(`/me/invoices/${created.body.id}/pay`)
      .set(...bearer(user));
    expect({ status: paid.status, invoiceStatus: paid.body.status }).toEqual({ status: 200, invoiceStatus: 'paid' });
  });

  it('a body that is not JSON where JSON is parsed is a 415 naming the type, and stores nothing', async () => {
    const user = await app.register('openapi-415');
    const res = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user))
      .set('content-type', 'text/plain')
      .send('counterparty=Acme');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ detail: 'Send the request body as application/json (this request was text/plain).' });
    const list = await app
      .http()
      .get('/me/invoices')
      .set(...bearer(user));
    expect(list.body).toEqual([]);
  });
});

describe('request bodies in /openapi.json', () => {
  it('every route that reads a body documents it, from the command it parses with', async () => {
    const express = app.server.http.listeners('request')[0] as Express;
    const routes = mountedRoutes(express);
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`;
    const writes = routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    // A new write path either declares its body (withBody / withRawBody) or is listed here as taking none.
    expect(
      writes
        .filter((r) => !r.body && !r.rawBody)
        .map(key)
        .sort(),
    ).toEqual(BODILESS_WRITES);
    const doc = (await app.http().get('/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: BodySchema }> } }>>;
    };
    const declared = routes.filter((r) => r.body);
    expect(declared.length).toBeGreaterThanOrEqual(20);
    for (const r of declared) {
      const schema =
        doc.paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()]?.requestBody?.content['application/json']?.schema;
      // The document's fields are the command's, in the caller's spelling.
      expect({ route: key(r), fields: Object.keys(schema?.properties ?? {}) }).toEqual({ route: key(r), fields: r.body?.wireNames });
    }
    const csv = doc.paths['/me/invoices/import']?.post?.requestBody?.content;
    expect(Object.keys(csv ?? {})).toEqual(['text/csv', 'application/json']);
  });

  it('what the document says a body needs, the server holds to: required fields and closed objects', async () => {
    const user = await app.register('openapi-bodies');
    const doc = (await app.http().get('/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: BodySchema }> } }>>;
    };
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content['application/json']?.schema;
        if (!schema || path.startsWith('/auth/')) continue;
        const url = path
          .replace('{action}', 'archive')
          .replace(
            /\{id\}/g,
            path.includes('webhooks') || path.includes('api-keys') || path.includes('customers') || path.includes('team')
              ? '00000000-0000-4000-8000-000000000000'
              : '1',
          );
        const send = (body: unknown) =>
          (app.http() as unknown as Record<string, (u: string) => ReturnType<ReturnType<TestApp['http']>['post']>>)
            [method]!.call(app.http(), url)
            .set(...bearer(user))
            .send(body as object);
        if (schema.required?.length) {
          const res = await send({});
          checked.push(`${method} ${path} {}`);
          // Refused as bad input with one readable sentence, before anything is looked up or written.
          if (res.status !== 400 || typeof res.body?.detail !== 'string' || !res.body.detail)
            wrong.push(`${method} ${path} {} → ${res.status} ${String(res.body?.detail)}`);
        }
        if (schema.additionalProperties === false) {
          const res = await send({ not_a_field_here: 1 });
          checked.push(`${method} ${path} +field`);
          // The sentence names the stray field, or the fields the body may hold.
          const detail = String(res.body?.detail);
          const says = detail.includes('not_a_field_here') || Object.keys(schema.properties).every((f) => detail.includes(f));
          if (res.status !== 400 || !says) wrong.push(`${method} ${path} +field → ${res.status} ${detail}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThan(20);
  });
});

interface Parameter {
  name: string;
  in: string;
  schema: { enum?: unknown[]; type?: string; maximum?: number };
}

/** How a message may name a parameter: as sent, in camelCase (groupBy for group_by), or q as search. */
const names = (name: string): string[] => [
  name,
  name.replace(/_(\w)/g, (_m: string, c: string) => c.toUpperCase()),
  ...(name === 'q' ? ['search'] : []),
];

describe('query parameters in /openapi.json', () => {
  it('lists the parameters a route parses its query string with, and the server refuses what they rule out', async () => {
    const user = await app.register('openapi-query');
    const doc = (await app.http().get('/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
    };
    const query = (path: string) => (doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query');
    expect(query('/me/invoices').map((p) => p.name)).toEqual(['view', 'status', 'search', 'q', 'sort', 'limit', 'offset', 'customer_id']);
    expect(query('/me/invoices').find((p) => p.name === 'limit')?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    expect(query('/me/exposure/summary')).toEqual([
      expect.objectContaining({ name: 'include_drafts', schema: expect.objectContaining({ type: 'boolean' }) }),
    ]);
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const p of (ops.get?.parameters ?? []).filter((x) => x.in === 'query')) {
        const bad = p.schema.enum
          ? 'not-one-of-them'
          : p.schema.type === 'boolean'
            ? 'maybe'
            : p.schema.maximum !== undefined
              ? String(p.schema.maximum + 1)
              : null;
        if (bad === null) continue;
        const res = await app
          .http()
          .get(`${path}?${p.name}=${bad}`)
          .set(...bearer(user));
        checked.push(`${path}?${p.name}`);
        if (res.status !== 400 || !names(p.name).some((n) => String(res.body?.detail).includes(n)))
          wrong.push(`${path}?${p.name}=${bad} → ${res.status} ${String(res.body?.detail)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });
});

describe('answers in /openapi.json', () => {
  it('real answers match the shapes the document prints (the shapes the REST mappers are typed by)', async () => {
    const express = app.server.http.listeners('request')[0] as Express;
    const shapes = new Map(
      mountedRoutes(express).flatMap((r) => (r.answer?.schema ? [[`${r.method} ${r.path}`, r.answer.schema] as const] : [])),
    );
    const user = await app.register('openapi-answers');
    const http = app.http();
    const auth = bearer(user);
    const invoice = await http
      .post('/me/invoices')
      .set(...auth)
      .send({ counterparty: 'Acme', currency: 'USD', amount: 1200.5, due_date: '2030-01-31' });
    const id = String(invoice.body.id);
    const calls: [string, string, () => Promise<{ status: number; body: unknown }>][] = [
      [
        'POST',
        '/auth/register',
        () => http.post('/auth/register').send({ email: `shape-${Date.now()}@example.com`, password: 'secret-pass' }),
      ],
      ['POST', '/auth/login', () => http.post('/auth/login').send({ email: user.email, password: user.password })],
      ['POST', '/me/invoices', async () => invoice],
      ['GET', '/me/invoices', () => http.get('/me/invoices').set(...auth)],
      ['GET', '/me/invoices/:id', () => http.get(`/me/invoices/${id}`).set(...auth)],
      [
        'PUT',
        '/me/invoices/:id',
        () =>
          http
            .put(`/me/invoices/${id}`)
            .set(...auth)
            .send({ notes: 'Net 30' }),
      ],
      ['GET', '/me/exposure', () => http.get('/me/exposure').set(...auth)],
      ['GET', '/me/exposure/summary', () => http.get('/me/exposure/summary').set(...auth)],
      [
        'POST',
        '/me/exposure/scenario',
        () =>
          http
            .post('/me/exposure/scenario')
            .set(...auth)
            .send({ shocks: { USD: 0.1 } }),
      ],
      [
        'POST',
        '/me/exposure/multi-scenario',
        () =>
          http
            .post('/me/exposure/multi-scenario')
            .set(...auth)
            .send({ scenarios: [{ name: 'Up', shocks: { USD: 0.1 } }] }),
      ],
      ['GET', '/me/audit', () => http.get('/me/audit').set(...auth)],
      ['GET', '/me/invoices/:id/audit', () => http.get(`/me/invoices/${id}/audit`).set(...auth)],
      [
        'POST',
        '/me/api-keys',
        () =>
          http
            .post('/me/api-keys')
            .set(...auth)
            .send({ name: 'Sheet', scope: 'read' }),
      ],
      ['GET', '/me/api-keys', () => http.get('/me/api-keys').set(...auth)],
      [
        'POST',
        '/me/webhooks',
        () =>
          http
            .post('/me/webhooks')
            .set(...auth)
            .send({ url: 'http://127.0.0.1:9/hook', events: ['report.completed'] }),
      ],
      ['GET', '/me/webhooks', () => http.get('/me/webhooks').set(...auth)],
      [
        'PUT',
        '/me/exposure-thresholds',
        () =>
          http
            .put('/me/exposure-thresholds')
            .set(...auth)
            .send({ thresholds: [{ currency: 'TOTAL', threshold_nzd: 5000 }] }),
      ],
      ['GET', '/me/exposure-thresholds', () => http.get('/me/exposure-thresholds').set(...auth)],
      ['POST', '/me/invoices/:id/archive', () => http.post(`/me/invoices/${id}/archive`).set(...auth)],
      [
        'POST',
        '/me/invoices/bulk/unarchive',
        () =>
          http
            .post('/me/invoices/bulk/unarchive')
            .set(...auth)
            .send({ ids: [id] }),
      ],
      ['GET', '/healthz', () => http.get('/healthz')],
      ['GET', '/me/invoices/counts', () => http.get('/me/invoices/counts').set(...auth)],
      ['GET', '/me/invoices/groups', () => http.get('/me/invoices/groups?group_by=customer').set(...auth)],
      ['GET', '/me/invoices/groups/rows', () => http.get('/me/invoices/groups/rows?group_by=id&key=all').set(...auth)],
      [
        'POST',
        '/me/invoices/import',
        () =>
          http
            .post('/me/invoices/import?dry_run=true')
            .set(...auth)
            .set('content-type', 'text/csv')
            .send('Invoice #,Company,Amount,Currency,Issue Date,Status\n900,Beta Ltd,10,EUR,2026-01-01,Draft\n'),
      ],
      ['GET', '/me/audit/verify', () => http.get('/me/audit/verify').set(...auth)],
      ['GET', '/me/exposure/counterparty', () => http.get('/me/exposure/counterparty').set(...auth)],
      ['GET', '/me/exposure/aging', () => http.get('/me/exposure/aging').set(...auth)],
      [
        'POST',
        '/me/rates',
        () =>
          http
            .post('/me/rates')
            .set(...auth)
            .send({ currency: 'USD', nzd_per_unit: 1.65 }),
      ],
      ['GET', '/me/rates', () => http.get('/me/rates').set(...auth)],
      ['GET', '/me/rates/feed', () => http.get('/me/rates/feed').set(...auth)],
      ['GET', '/me/rates/:currency/history', () => http.get('/me/rates/USD/history').set(...auth)],
      [
        'POST',
        '/me/hedges',
        () =>
          http
            .post('/me/hedges')
            .set(...auth)
            .send({ currency: 'USD', amount: 500, locked_rate: 1.6, maturity_date: '2030-01-15', bank: 'ANZ' }),
      ],
      ['GET', '/me/hedges', () => http.get('/me/hedges').set(...auth)],
      [
        'PUT',
        '/me/hedges/policy',
        () =>
          http
            .put('/me/hedges/policy')
            .set(...auth)
            .send({ m0_3: 0.75 }),
      ],
      ['GET', '/me/hedges/policy', () => http.get('/me/hedges/policy').set(...auth)],
      ['GET', '/me/hedges/coverage', () => http.get('/me/hedges/coverage').set(...auth)],
      ['GET', '/me/hedges/mark-to-market', () => http.get('/me/hedges/mark-to-market').set(...auth)],
      [
        'POST',
        '/me/scenarios',
        () =>
          http
            .post('/me/scenarios')
            .set(...auth)
            .send({ name: 'USD up', shocks: { USD: 0.1 } }),
      ],
      ['GET', '/me/scenarios', () => http.get('/me/scenarios').set(...auth)],
      ['GET', '/me/profile', () => http.get('/me/profile').set(...auth)],
      [
        'PUT',
        '/me/profile',
        () =>
          http
            .put('/me/profile')
            .set(...auth)
            .send({ trading_name: 'Kea Trading' }),
      ],
      ['GET', '/me/preferences', () => http.get('/me/preferences').set(...auth)],
      [
        'PUT',
        '/me/preferences',
        () =>
          http
            .put('/me/preferences')
            .set(...auth)
            .send({ date_format: 'yyyy-mm-dd' }),
      ],
      [
        'POST',
        '/me/contact',
        () =>
          http
            .post('/me/contact')
            .set(...auth)
            .send({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' }),
      ],
      ['GET', '/me/reports/jobs', () => http.get('/me/reports/jobs').set(...auth)],
    ];
    const wrong: string[] = [];
    for (const [method, path, call] of calls) {
      const shape = shapes.get(`${method} ${path}`);
      if (!shape) {
        wrong.push(`${method} ${path} declares no answer`);
        continue;
      }
      const res = await call();
      const checked = shape.safeParse(res.body);
      if (res.status >= 300 || !checked.success)
        wrong.push(`${method} ${path} → ${res.status} ${checked.success ? '' : JSON.stringify(checked.error.issues.slice(0, 3))}`);
    }
    expect(wrong).toEqual([]);
    // Lists were not empty, so their items were checked too.
    expect(((await http.get('/me/audit').set(...auth)).body as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('the edges read input only through commands', () => {
  it('no REST router reads req.body or req.query itself (so every input is parsed by a command the document prints)', () => {
    const root = join(__dirname, '..', 'modules');
    const routers = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.rest.ts'));
    expect(routers.length).toBeGreaterThanOrEqual(12);
    const reads = routers.flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .map((line, i) => ({ at: `${f}:${i + 1}`, line: line.trim() }))
        .filter(({ line }) => /\breq\.(body|query)\b/.test(line)),
    );
    // The two that remain: the CSV import's raw bytes (declared with withRawBody) and the next-page Link, which echoes the query back.
    expect(reads.map((r) => r.line)).toEqual([
      'const next = new URLSearchParams(req.query as Record<string, string>);',
      'const csv = Buffer.isBuffer(req.body) ? req.body : (req.body as { csv?: unknown } | undefined)?.csv;',
    ]);
  });
});

describe('GET /api/docs', () => {
  it('is a readable HTML page of the same paths, with no scripts', async () => {
    const res = await app.http().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<h1>Kea FX REST API</h1>');
    expect(res.text).toContain('<code>/me/api-keys/{id}</code>');
    expect(res.text).not.toContain('<script');
  });
});
