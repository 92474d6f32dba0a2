import type { Command } from '@keafx/schema';
import type { Express, RequestHandler } from 'express';
import { z } from 'zod';
import { DECLARED_ANSWER, DECLARED_BODY, DECLARED_QUERY, DECLARED_RAW_BODY, type DeclaredAnswer, type DeclaredHandler } from './command';
import { operationId, parameters, PUBLIC, responses } from './openapi-operation';

/** An answer's JSON Schema, from the zod shape its mapper is typed by. */
function answerSchema(shape: z.ZodType): Schema {
  const { $schema: _drop, ...json } = z.toJSONSchema(shape, { io: 'output', unrepresentable: 'any' }) as Schema;
  return json;
}

/**
 * GET /openapi.json and /api/docs: an OpenAPI 3.1 description of every REST path, read from
 * the routers as mounted (express's own route table), so a route cannot be added without
 * appearing here. A request body's schema is the JSON Schema of the very command the route parses
 * it with (`withBody`, schema/src/command.ts), so the description cannot drift from the check.
 * Answers are the zod shapes the REST mappers are typed by, declared on the route with
 * `answers()`; every path documents the `{detail}` error.
 */

export interface MountedRoute {
  method: string;
  /** In express syntax: /me/invoices/:id */
  path: string;
  /** The command the route parses its JSON body with (withBody), when it takes one. */
  body?: Command<unknown, never>;
  /** What the route answers (answers()): summary, status, shape. */
  answer?: DeclaredAnswer;
  /** The command a route parses its query string with (withQuery). */
  query?: Command<unknown, never>;
  /** The media types a route that reads its body raw declares (withRawBody). */
  rawBody?: Record<string, { schema: Record<string, unknown> }>;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack?: { handle?: DeclaredHandler }[] };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
  slash?: boolean;
}

/** Every route mounted on the app, walking nested routers; the web app's catch-all is left out. */
export function mountedRoutes(app: Express): MountedRoute[] {
  const out: MountedRoute[] = [];
  const walk = (stack: Layer[], prefix: string): void => {
    for (const layer of stack) {
      const raw = typeof layer.rawPath === 'string' ? layer.rawPath : Array.isArray(layer.rawPath) ? layer.rawPath : [''];
      const paths = (Array.isArray(raw) ? raw : [raw]).filter((p): p is string => typeof p === 'string');
      if (layer.route) {
        // What the route's handlers declare (withBody, withRawBody, withQuery, answers).
        const handlers = (layer.route.stack ?? []).flatMap((l) => (l.handle ? [l.handle] : []));
        const body = handlers.find((h) => h[DECLARED_BODY])?.[DECLARED_BODY];
        const rawBody = handlers.find((h) => h[DECLARED_RAW_BODY])?.[DECLARED_RAW_BODY];
        const query = handlers.find((h) => h[DECLARED_QUERY])?.[DECLARED_QUERY];
        const answer = handlers.find((h) => h[DECLARED_ANSWER])?.[DECLARED_ANSWER];
        // A parameter the route spells out (answers' `expand`) is one path per value.
        const expand = answer?.expand;
        const routePaths = expand ? expand.values.map((v) => layer.route!.path.replace(`:${expand.param}`, v)) : [layer.route.path];
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all'))
          for (const routePath of routePaths)
            out.push({
              method: method.toUpperCase(),
              path: `${prefix}${routePath}`,
              ...(body ? { body } : {}),
              ...(rawBody ? { rawBody } : {}),
              ...(query ? { query } : {}),
              ...(answer ? { answer } : {}),
            });
      } else if (layer.handle?.stack) {
        for (const p of paths.length ? paths : ['']) walk(layer.handle.stack, `${prefix}${layer.slash || p === '/' ? '' : p}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const seen = new Set<string>();
  return out.filter((r) => !r.path.includes('*') && !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

type Schema = Record<string, unknown>;
const str = (description?: string): Schema => ({ type: 'string', ...(description ? { description } : {}) });
const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

const ERROR: Schema = obj({ detail: str('One readable sentence naming what is wrong') });

/** The OpenAPI 3.1 document of the app's mounted REST routes. */
export function openApiDocument(app: Express, version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Map<string, string>();
  for (const r of mountedRoutes(app)) {
    const key = `${r.method} ${r.path}`;
    const openPath = r.path.replace(/:(\w+)/g, '{$1}');
    const id = operationId(r.method, openPath);
    // Two routes that read as one id would give a generated client one function for both.
    if (ids.has(id)) throw new Error(`${key} and ${ids.get(id)} would share the operationId ${id}`);
    ids.set(id, key);
    const params = parameters(r);
    (paths[openPath] ??= {})[r.method.toLowerCase()] = {
      operationId: id,
      summary: r.answer?.summary ?? `${r.method} ${openPath}`,
      tags: [r.path.split('/')[r.path.startsWith('/me/') ? 2 : 1] ?? 'api'],
      ...(params.length ? { parameters: params } : {}),
      ...(PUBLIC.has(key) ? { security: [] } : {}),
      ...(r.body
        ? { requestBody: { required: !r.body.bodyOptional, content: { 'application/json': { schema: r.body.jsonSchema() } } } }
        : {}),
      ...(r.rawBody ? { requestBody: { required: true, content: r.rawBody } } : {}),
      responses: responses(r, answerSchema),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kea FX REST API',
      version,
      description: 'FX exposure and invoicing. Authenticate with `Authorization: Bearer <session token or API key>`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The origin that served this document: every path is relative to it.
    servers: [{ url: '/', description: 'This Kea FX server' }],
    paths,
    components: {
      schemas: { Error: ERROR },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A session token from POST /auth/login, or an API key (kfx_…)' },
      },
    },
    security: [{ bearer: [] }],
  };
}

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Serves the document and a plain server-rendered page of it (no scripts, no CDN). */
export function openApiRoutes(app: Express, version: string): { json: RequestHandler; page: RequestHandler } {
  let doc: Record<string, unknown> | undefined;
  const get = (): Record<string, unknown> => (doc ??= openApiDocument(app, version));
  return {
    json: (_req, res) => {
      res.json(get());
    },
    page: (_req, res) => {
      const paths = get().paths as Record<string, Record<string, { summary: string; requestBody?: unknown; security?: unknown[] }>>;
      const rows = Object.entries(paths).flatMap(([p, ops]) =>
        Object.entries(ops).map(
          ([m, op]) =>
            `<tr><td><code>${m.toUpperCase()}</code></td><td><code>${escape(p)}</code></td><td>${escape(op.summary)}${op.security ? ' <em>(no token needed)</em>' : ''}</td></tr>`,
        ),
      );
      res.type('html')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kea FX API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code{font-size:.9em}</style></head>
<body><main><h1>Kea FX REST API</h1><p>Send <code>Authorization: Bearer &lt;session token or API key&gt;</code>. Errors are <code>{"detail": "..."}</code>. The machine-readable description is <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>
<table><caption>${rows.length} operations</caption><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th></tr></thead><tbody>${rows.join('')}</tbody></table></main></body></html>`);
    },
  };
}
