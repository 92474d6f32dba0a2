import type { Express } from 'express';
import fc from 'fast-check';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../test/harness';
import {
  FUZZ_RUNS,
  graphqlMutations,
  ownedRows,
  hostileJsonText,
  hostileQuery,
  hostileSegment,
  restRoutes,
  valueFor,
  type Route,
} from '../../test/fuzz';

/**
 * Property-based probe of every REST route (read from the Express router stack, so a new route is
 * covered without touching this file) and every GraphQL mutation (read by introspection), with
 * hostile values: NUL, unpaired surrogates, bidi overrides, invisible text, huge strings, negative,
 * NaN and Infinity, wrong types, lists and objects where scalars belong, prototype keys.
 * It asserts: never a 5xx; REST errors are `{detail}`; GraphQL errors carry extensions.code (never
 * INTERNAL_SERVER_ERROR); and a refused request stores nothing (the owner's rows are unchanged).
 * `npm test` runs FUZZ_RUNS cases per route (default 6); `npm run fuzz` runs many more.
 */
let app: TestApp;
let owner: TestUser;
let ids: Record<string, string>;
let routes: Route[];
/** Each property test's time limit grows with the number of runs. */
const LIMIT = 60_000 + FUZZ_RUNS * 6_000;

const stored = (): Promise<Record<string, number | string>> => ownedRows(app, owner.id);

/** Signing out ends the fuzzing owner's session: it runs last, so every other operation runs signed in. */
const ENDS_SESSION = new Set(['POST /auth/logout', 'logout']);
const sessionLast = <T>(list: T[], key: (t: T) => string): T[] => [
  ...list.filter((t) => !ENDS_SESSION.has(key(t))),
  ...list.filter((t) => ENDS_SESSION.has(key(t))),
];

beforeAll(async () => {
  // A hostile body can be a well-formed wrong current password (POST /auth/password), which the
  // sign-in throttle counts: the owner must still be able to sign in again between the two runs.
  app = await startTestApp({ config: { loginMaxFailures: 1000, loginEmailMaxFailures: 4000, loginAddressMaxFailures: 4000 } });
  owner = await app.register('fuzz');
  const invoice = await createInvoice(app, owner);
  const scenario = await app
    .http()
    .post('/me/scenarios')
    .set(...bearer(owner))
    .send({ name: 'Base', shocks: { USD: 0.1 } });
  ids = { id: String(invoice.id), scenario: String(scenario.body.id ?? '1') };
  routes = sessionLast(restRoutes(app.server.http.listeners('request')[0] as Express), (r) => `${r.method} ${r.path}`);
}, 60_000);
afterAll(async () => {
  await app.stop();
});

test('the REST routes are read from the Express router stack', () => {
  const keys = routes.map((r) => `${r.method} ${r.path}`);
  // Spot checks that the walk reaches mounted routers and their prefixes.
  expect(keys).toEqual(
    expect.arrayContaining([
      'POST /auth/register',
      'GET /me/invoices',
      'PUT /me/preferences',
      'POST /me/scenarios',
      'GET /invoices/:id/export/csv',
    ]),
  );
  expect(routes.length).toBeGreaterThan(40);
});

let sent = 0;

test(
  `every REST route answers hostile input with a 4xx {detail} or a success, never a 5xx, storing nothing when refused (${FUZZ_RUNS} runs a route)`,
  async () => {
    const problems: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(hostileSegment(ids), { minLength: route.params.length, maxLength: route.params.length }),
            hostileQuery,
            hostileJsonText,
            async (segments, query, body) => {
              let path = route.path;
              route.params.forEach((p, i) => {
                path = path.replace(`:${p}`, segments[i] ?? '');
              });
              const before = await stored();
              sent += 1;
              const req = app
                .http()
                [route.method.toLowerCase() as 'get'](`${path}${query}`)
                .set(...bearer(owner));
              const res =
                route.method === 'GET' || route.method === 'DELETE'
                  ? await req
                  : await req.set('content-type', 'application/json').send(body);
              const where = `${route.method} ${path}${query.slice(0, 200)} ${route.method === 'GET' ? '' : body.slice(0, 200)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
              if (res.status >= 500) problems.push(`5xx: ${where}`);
              if (res.status >= 400) {
                if (typeof res.body?.detail !== 'string') problems.push(`no {detail}: ${where}`);
                const after = await stored();
                if (JSON.stringify(after) !== JSON.stringify(before))
                  problems.push(`stored on refusal: ${where} ${JSON.stringify(before)} ${JSON.stringify(after)}`);
              }
              return problems.length === 0;
            },
          ),
          { numRuns: FUZZ_RUNS, endOnFailure: true },
        )
        .catch((e: unknown) => {
          if (!problems.length) problems.push(`${route.method} ${route.path} threw: ${String(e).slice(0, 500)}`);
        });
      if (problems.length) break;
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // Every route really ran its cases (fast-check skips none here: no preconditions).
    expect(sent).toBe(routes.length * FUZZ_RUNS);
  },
  LIMIT,
);

test(
  `every GraphQL mutation answers hostile variables with coded errors, never a 5xx, storing nothing when refused (${FUZZ_RUNS} runs a mutation)`,
  async () => {
    // The REST run signed the owner out at its end.
    await app.relogin(owner);
    const mutations = sessionLast(await graphqlMutations(app, owner.token), (m) => m.name);
    expect(mutations.map((m) => m.name)).toEqual(expect.arrayContaining(['createInvoice', 'updatePreferences', 'saveScenario']));
    const problems: string[] = [];
    let calls = 0;
    for (const m of mutations) {
      await fc
        .assert(
          fc.asyncProperty(fc.tuple(...m.args.map((a) => valueFor(a.type, m.types, ids))), async (values) => {
            const variables = Object.fromEntries(m.args.map((a, i) => [a.name, values[i]]));
            const before = await stored();
            calls += 1;
            const res = await app.gql(owner.token, m.document, variables);
            const where = `${m.name}(${JSON.stringify(variables).slice(0, 300)}) -> ${res.status} ${JSON.stringify(res.errors ?? res.data).slice(0, 300)}`;
            if (res.status >= 500) problems.push(`5xx: ${where}`);
            for (const e of res.errors ?? []) {
              if (typeof e.extensions?.code !== 'string' || e.extensions.code === 'INTERNAL_SERVER_ERROR')
                problems.push(`uncoded: ${where}`);
            }
            if (res.errors?.length) {
              const after = await stored();
              if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`stored on refusal: ${where}`);
            }
            return problems.length === 0;
          }),
          { numRuns: FUZZ_RUNS, endOnFailure: true },
        )
        .catch((e: unknown) => {
          if (!problems.length) problems.push(`${m.name} threw: ${String(e).slice(0, 500)}`);
        });
      if (problems.length) break;
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(calls).toBe(mutations.length * FUZZ_RUNS);
  },
  LIMIT,
);
