import type { Express } from 'express';
import fc from 'fast-check';
import type { TestApp } from './harness';

/** Tables of what a person stores, by owner_id. */
const OWNED = [
  'invoices',
  'invoice_lines',
  'credit_notes',
  'credit_note_lines',
  'credit_note_numbers',
  'customers',
  'invoice_emails',
  'saved_scenarios',
  'audit_events',
  'fx_rates',
  'invoice_imports',
  'report_jobs',
  'contact_messages',
  'hedge_contracts',
  'hedge_policies',
  'webhook_endpoints',
  'webhook_thresholds',
  'webhook_deliveries',
  'api_keys',
  'invitations',
  'reminder_settings',
];
const BY_USER = ['user_preferences', 'user_profiles'];

/**
 * What a user has stored: for each table they own, the count of their rows (`invoices`) and a
 * digest of the rows' content (`invoices rows`), so a row rewritten in place is a change too; and
 * a digest of their sign-in (email, password hash, session version). Equal before and after =
 * nothing stored. Waits first for the webhook fan-outs under way (they write after a change commits).
 */
export async function ownedRows(app: TestApp, userId: string): Promise<Record<string, number | string>> {
  await app.server.services.webhooks.idle();
  const digest = (t: string, key: string) =>
    `SELECT '${t}' AS t, count(*)::int AS n, coalesce(md5(string_agg(row_to_json(x)::text, ',' ORDER BY row_to_json(x)::text)), '') AS d FROM ${t} x WHERE ${key} = $1`;
  const parts = [...OWNED.map((t) => digest(t, 'owner_id')), ...BY_USER.map((t) => digest(t, 'user_id'))];
  const rows: { t: string; n: number; d: string }[] = await app.server.ds.query(parts.join(' UNION ALL '), [userId]);
  const [user]: { d: string }[] = await app.server.ds.query(
    'SELECT md5(concat_ws(chr(31), email, password_hash, session_version)) AS d FROM users WHERE id = $1',
    [userId],
  );
  return {
    ...Object.fromEntries(rows.flatMap((r) => [[r.t, r.n] as const, [`${r.t} rows`, r.d] as const])),
    user: user?.d ?? 'missing',
  };
}

/** Cases per route or mutation: a few in `npm test`, many under `npm run fuzz` (FUZZ_RUNS=200). */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 6);

export interface Route {
  method: string;
  path: string;
  params: string[];
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
}

/** Every route of the app, with its mount prefix, read from Express 5's router stack. */
export function restRoutes(app: Express): Route[] {
  const out: Route[] = [];
  const walk = (stack: Layer[], prefix: string): void => {
    for (const layer of stack) {
      if (layer.route) {
        for (const p of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
            const path = `${prefix}${p}`;
            // A catch-all (the web app's /{*path}) is not an API route.
            if (path.includes('*')) continue;
            out.push({ method: method.toUpperCase(), path, params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '') });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return out.filter((r, i) => out.findIndex((o) => o.method === r.method && o.path === r.path) === i);
}

const PROTO_KEYS = ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'prototype', 'valueOf'];

/** Code units, surrogate halves included, so lone surrogates come up. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Acme\u0000Ltd',
    '\ud800',
    'x\udc00y',
    'Acme\u202egnp.exe',
    '\u2066x\u2069',
    '\u200b\u200d\ufeff',
    '\u3164',
    '   ',
    '',
    '\u001b[31m',
    'line\nbreak',
    ...PROTO_KEYS,
    'NaN',
    'Infinity',
    '-Infinity',
    '-1',
    '-0',
    '1e309',
    '12abc34',
    '0x10',
    '9'.repeat(40),
    '2026-02-30',
    'USD',
    'draft',
    'true',
    'null',
    "'; DROP TABLE invoices; --",
    '%00',
    '../../etc/passwd',
  ),
  fc.string({ unit: anyUnit, maxLength: 12 }),
  fc.constantFrom(1_000, 5_000).map((n) => 'A'.repeat(n)),
);

const hostileNumber = fc.constantFrom(-1, -0.5, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, Number.MAX_SAFE_INTEGER);

/** Any flat JSON value that does not belong: strings, numbers, booleans, null, short lists, objects with prototype keys. */
const flatValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...PROTO_KEYS, 'USD', 'a'), hostileString, { maxKeys: 3 }) },
);

/** JSON text sent as it is: a value nested past what anything here should recurse through. */
class JsonText {
  constructor(readonly text: string) {}
}

/** The deepest a generated value is built as lists and objects (the api refuses over 32 levels). */
const NEST_MAX = 40;
/** An occasional value this deep is sent as text: far past the api's limit and a recursive walker's stack. */
const VERY_DEEP = 5_000;

/** `leaf` inside `depth` levels of lists and objects (`objects` picks which, level by level), built without recursion. */
function nest(leaf: unknown, depth: number, key: string, objects: boolean[]): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = objects[level % objects.length] ? { [key]: value } : [value];
  return value;
}

/** VERY_DEEP levels of lists, or of objects, or half of each, as JSON text. */
function veryDeep(shape: 'lists' | 'objects' | 'both', key: string): JsonText {
  const lists = shape === 'lists' ? VERY_DEEP : shape === 'both' ? VERY_DEEP / 2 : 0;
  const objects = VERY_DEEP - lists;
  const open = `${'['.repeat(lists)}${`{${JSON.stringify(key)}:`.repeat(objects)}`;
  return new JsonText(`${open}"USD"${'}'.repeat(objects)}${']'.repeat(lists)}`);
}

/** Nested lists and objects: up to NEST_MAX levels around a hostile leaf, and now and then VERY_DEEP levels. */
const deepValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .record({
        depth: fc.integer({ min: 2, max: NEST_MAX }),
        key: fc.constantFrom('a', 'shocks', 'ids', 'thresholds', ...PROTO_KEYS),
        objects: fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
        leaf: flatValue,
      })
      .map(({ depth, key, objects, leaf }) => nest(leaf, depth, key, objects)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('lists', 'objects', 'both'), fc.constantFrom('a', '__proto__'))
      .map(([shape, key]) => veryDeep(shape, key)),
  },
);

/** Any JSON value that does not belong: flat ones mostly, nested ones (deepValue) at times. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof({ weight: 9, arbitrary: flatValue }, { weight: 2, arbitrary: deepValue });

/** JSON text, written by hand so that `__proto__` is an own key, NaN/Infinity appear literally and JsonText goes as it is. */
function jsonText(value: unknown): string {
  if (value instanceof JsonText) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Field names the api reads somewhere, so hostile values reach the parsers behind them. */
const FIELDS = [
  'counterparty',
  'currency',
  'amount',
  'due_date',
  'issued_date',
  'status',
  'ids',
  'name',
  'tags',
  'shocks',
  'base_currency',
  'include_drafts',
  'email',
  'password',
  'full_name',
  'fullName',
  'company',
  'subject',
  'message',
  'source',
  'nzd_per_unit',
  'rate_type',
  'effective_date',
  'weekly_exposure_report',
  'date_format',
  'number_format',
  'template',
  'format',
  'start',
  'end',
  'sections',
  'scenarios',
  'rate_shock',
  'is_pinned',
  ...PROTO_KEYS,
];

/** A request body: an object of known and prototype keys with hostile values, or a hostile value itself, or broken JSON. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...FIELDS), hostileValue), { maxLength: 5 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`),
  },
  { weight: 1, arbitrary: hostileValue.map(jsonText) },
  { weight: 1, arbitrary: deepValue.map(jsonText) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('{"amount": NaN}', '{"amount": Infinity}', '{', '[1,', '"\\ud800"', '{"name": "\\u0000"}', 'null', ''),
  },
);

/** Percent-encodes any code units, lone surrogates included (as their three raw bytes, which are not UTF-8). */
export function encodePart(s: string): string {
  return [...s]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) {
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(ch);
    })
    .join('');
}

const QUERY_KEYS = [
  'view',
  'status',
  'search',
  'q',
  'sort',
  'limit',
  'offset',
  'include_drafts',
  'from',
  'to',
  'entityType',
  'action',
  'currency',
  'shocks',
  'ids',
  'format',
  'start',
  'end',
  'as_of',
  'date',
  'type',
  'scenario',
  'sections',
  ...PROTO_KEYS,
];

/** A query string of known and prototype keys, keys repeated at times (Express reads those as lists). */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), hostileString), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodePart(v.slice(0, 2000))}`).join('&')}` : ''));

/** A path segment: mostly hostile, sometimes one of the owner's real ids (of an invoice, a contract, a scenario, ...) so the deeper checks run. */
export function hostileSegment(ids: Record<string, string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileString.filter((s) => s !== '').map((s) => encodePart(s.slice(0, 2000))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...Object.values(ids), '0', '-1', '99999999999999999999', '1.5', 'csv', 'pdf', 'exposure-summary'),
    },
  );
}

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface InputField {
  name: string;
  type: TypeRef;
}
export interface Mutation {
  name: string;
  args: InputField[];
  document: string;
  types: Map<string, { kind: string; inputFields: InputField[] | null; enumValues: { name: string }[] | null }>;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';

function printType(t: TypeRef): string {
  if (t.kind === 'NON_NULL') return `${printType(t.ofType as TypeRef)}!`;
  if (t.kind === 'LIST') return `[${printType(t.ofType as TypeRef)}]`;
  return t.name as string;
}

function named(t: TypeRef): TypeRef {
  return t.ofType ? named(t.ofType) : t;
}

/** Every mutation of the schema, read by introspection, with a document taking each argument as a variable. */
export async function graphqlMutations(app: TestApp, token: string): Promise<Mutation[]> {
  const res = await app.gql<{
    __schema: {
      mutationType: { fields: { name: string; args: InputField[]; type: TypeRef }[] };
      types: { name: string; kind: string; inputFields: InputField[] | null; enumValues: { name: string }[] | null }[];
    };
  }>(
    token,
    `{ __schema { mutationType { fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } }
       types { name kind enumValues { name } inputFields { name type { ${TYPE_REF} } } } } }`,
  );
  const schema = res.data?.__schema;
  if (!schema) throw new Error(`introspection failed: ${JSON.stringify(res.errors)}`);
  const types = new Map(schema.types.map((t) => [t.name, t]));
  return schema.mutationType.fields.map((f) => {
    const ret = types.get(named(f.type).name as string);
    const selection = ret && ['OBJECT', 'INTERFACE', 'UNION'].includes(ret.kind) ? ' { __typename }' : '';
    const vars = f.args.map((a) => `$${a.name}: ${printType(a.type)}`).join(', ');
    const call = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const document = `mutation Fuzz${vars ? `(${vars})` : ''} { ${f.name}${call ? `(${call})` : ''}${selection} }`;
    return { name: f.name, args: f.args, document, types };
  });
}

/** A value for a GraphQL type: of the right shape with hostile content mostly, entirely wrong at times. */
export function valueFor(t: TypeRef, types: Mutation['types'], ids: Record<string, string>, depth = 0): fc.Arbitrary<unknown> {
  const wrong = { weight: 1, arbitrary: hostileValue };
  if (t.kind === 'NON_NULL') return valueFor(t.ofType as TypeRef, types, ids, depth);
  if (t.kind === 'LIST')
    return fc.oneof({ weight: 3, arbitrary: fc.array(valueFor(t.ofType as TypeRef, types, ids, depth + 1), { maxLength: 3 }) }, wrong);
  const type = types.get(t.name as string);
  if (type?.kind === 'INPUT_OBJECT' && depth < 3) {
    const fields = Object.fromEntries((type.inputFields ?? []).map((f) => [f.name, valueFor(f.type, types, ids, depth + 1)]));
    return fc.oneof({ weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) }, wrong);
  }
  if (type?.kind === 'ENUM')
    return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...(type.enumValues ?? []).map((e) => e.name)) }, wrong);
  if (t.name === 'ID')
    return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...Object.values(ids)) }, { weight: 3, arbitrary: hostileString }, wrong);
  if (t.name === 'Int') return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(-1, 0, 1, 2 ** 31 - 1, -(2 ** 31)) }, wrong);
  if (t.name === 'Float') return fc.oneof({ weight: 3, arbitrary: hostileNumber }, wrong);
  if (t.name === 'Boolean') return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, wrong);
  return fc.oneof({ weight: 4, arbitrary: hostileString }, wrong);
}

/** What /graphql answered: GraphQL's `{data, errors}`, or `{detail}` for a body refused before GraphQL reads it. */
export interface GraphqlAnswer {
  status: number;
  data?: unknown;
  errors?: { message: string; extensions?: { code?: unknown } }[];
  detail?: unknown;
}

/** Posts an operation with its variables written by jsonText, so JsonText and own `__proto__` keys go as they are. */
export async function graphqlText(
  app: TestApp,
  token: string | null,
  document: string,
  variables: Record<string, unknown>,
): Promise<GraphqlAnswer> {
  const req = app.http().post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req.send(`{"query":${JSON.stringify(document)},"variables":${jsonText(variables)}}`);
  const body = (res.body ?? {}) as Omit<GraphqlAnswer, 'status'>;
  return { status: res.status, data: body.data, errors: body.errors, detail: body.detail };
}

/**
 * What is wrong with a GraphQL answer, if anything: a 5xx; an error without a code, or coded
 * INTERNAL_SERVER_ERROR; a refusal with neither coded errors nor the edge's `{detail}` (a body
 * refused before GraphQL reads it, such as one nested too deep, answers `{detail}` as REST does).
 */
export function graphqlProblem(res: GraphqlAnswer): string | null {
  if (res.status >= 500) return '5xx';
  for (const e of res.errors ?? []) {
    if (typeof e.extensions?.code !== 'string' || e.extensions.code === 'INTERNAL_SERVER_ERROR') return 'uncoded';
  }
  if (res.status >= 400 && !res.errors?.length && typeof res.detail !== 'string') return 'refused with neither coded errors nor {detail}';
  return null;
}
