import { z } from 'zod';
import type { MountedRoute } from './openapi';
import { CHANGES_NOTHING } from './request';

/**
 * One operation of the OpenAPI document, from what its route declares: its id, parameters, body,
 * success answer and the errors it can give. Read by openapi.ts for every mounted route.
 */

type Schema = Record<string, unknown>;

/** Routes that need no token. */
export const PUBLIC = new Set(['POST /auth/register', 'POST /auth/login', 'GET /healthz', 'GET /openapi.json', 'GET /api/docs']);

/** Paths the REST edge checks the query string of (strictQueryString, app.ts), so any of them can be a 400. */
const QUERY_CHECKED = ['/auth', '/me', '/healthz', '/invoices', '/openapi.json', '/api/docs'];

const ERROR_SENTENCES: Record<number, string> = {
  400: 'Bad input: the detail names the field at fault',
  401: 'No token, or a token that has expired or was revoked',
  403: 'A read-only API key asked to write',
  404: 'No such thing among the caller’s own (another owner’s id is 404 too)',
  409: 'The thing is not in a state that allows this, or a limit is reached',
  413: 'The request body is too large',
  415: 'The request body is not of a type (or charset) this path takes',
  429: 'Too many failed sign-ins from this address; Retry-After says when to try again',
};

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const HEADERS: Record<string, Schema> = {
  'X-Has-More': { description: 'Whether another page follows this one', schema: { type: 'string', enum: ['true', 'false'] } },
  Link: { description: 'The next page, as `<url>; rel="next"`, when there is one', schema: { type: 'string' } },
};

/** `GET /me/invoices/{id}/audit` → `getInvoicesByIdAudit`: stable, camelCase, unique per method and path. */
export function operationId(method: string, openPath: string): string {
  const words = openPath
    .split('/')
    .filter((s, i) => s && !(i === 1 && s === 'me'))
    .map((s) => {
      const param = /^\{(\w+)\}$/.exec(s)?.[1];
      return param ? `by-${param}` : s;
    })
    .flatMap((s) => s.split(/[^A-Za-z0-9]+|(?=[A-Z])/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())].join('');
}

/** The error statuses a route can answer, from what it declares and where it sits. */
export function errorStatuses(r: MountedRoute): number[] {
  const key = `${r.method} ${r.path}`;
  const open = PUBLIC.has(key);
  const out = new Set<number>(r.answer?.errors ?? []);
  const hasPathParam = /:\w+/.test(r.path);
  if (r.body || r.query || r.rawBody || hasPathParam || QUERY_CHECKED.some((p) => r.path.startsWith(p))) out.add(400);
  if (!open) {
    out.add(401);
    // A bad API key counts against the caller's address in the sign-in throttle.
    out.add(429);
    if (!['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !CHANGES_NOTHING.has(key)) out.add(403);
  }
  if (hasPathParam) out.add(404);
  if (r.body || r.rawBody) {
    out.add(413);
    out.add(415);
  }
  return [...out].sort();
}

/** The answers of one operation: its success (with headers) and each error it can give. */
export function responses(r: MountedRoute, answerSchema: (shape: z.ZodType) => Schema): Record<string, unknown> {
  const declared = r.answer;
  const status = String(declared?.status ?? 200);
  const headers = declared?.headers?.length ? { headers: Object.fromEntries(declared.headers.map((h) => [h, HEADERS[h]])) } : {};
  const out: Record<string, unknown> = {
    [status]: {
      description: declared?.summary ?? 'Success',
      ...headers,
      ...(declared?.schema ? { content: { 'application/json': { schema: answerSchema(declared.schema) } } } : {}),
      ...(declared?.media
        ? { content: Object.fromEntries(declared.media.map((m) => [m, { schema: { type: 'string', format: 'binary' } }])) }
        : {}),
    },
  };
  for (const code of errorStatuses(r)) {
    out[String(code)] = {
      description: ERROR_SENTENCES[code],
      ...(code === 429
        ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: ERROR_REF } },
    };
  }
  out['500'] = { description: 'Something went wrong on our side (no internals)', content: { 'application/json': { schema: ERROR_REF } } };
  return out;
}

/** The path and query parameters of one operation. */
export function parameters(r: MountedRoute): Schema[] {
  const params: Schema[] = [...r.path.matchAll(/:(\w+)/g)].map((m) => {
    const values = r.answer?.values?.[m[1]!];
    return { name: m[1], in: 'path', required: true, schema: values ? { type: 'string', enum: [...values] } : { type: 'string' } };
  });
  if (r.query) {
    // The query parameters are the fields of the command the route parses its query string with.
    const q = r.query.jsonSchema() as { properties?: Record<string, Schema>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      const { description, ...rest } = schema as Schema & { description?: string };
      params.push({
        name,
        in: 'query',
        required: q.required?.includes(name) ?? false,
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  }
  return params;
}
