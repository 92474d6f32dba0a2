import { bearer, startTestApp, type TestApp } from '../../test/harness';
import { mountedRoutes } from './openapi';
import type { Express } from 'express';

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
  'GET /me/webhooks',
  'POST /me/webhooks',
  'DELETE /me/webhooks/{id}',
  'GET /me/webhooks/{id}/deliveries',
  'POST /me/webhooks/{id}/deliveries/{deliveryId}/resend',
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
    expect(doc.paths['/me/api-keys']?.post?.responses['201']).toBeDefined();
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
