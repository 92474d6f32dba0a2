import type { Express } from 'express';
import fc from 'fast-check';
import { everyStateIds, seedEveryState } from '../../test/every-state';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import {
  FUZZ_RUNS,
  graphqlMutations,
  graphqlProblem,
  graphqlText,
  ownedRows,
  hostileJsonText,
  hostileQuery,
  hostileSegment,
  restRoutes,
  valueFor,
  type GraphqlAnswer,
  type Mutation,
  type Route,
} from '../../test/fuzz';
import {
  graphqlWrites,
  NOT_REPEATED,
  restWrites,
  Targets,
  type TargetMode,
  type ValidWrite,
  type WriteCase,
} from '../../test/valid-writes';

/**
 * Property-based probe of every REST route (read from the Express router stack, so a new route is
 * covered without touching this file) and every GraphQL mutation (read by introspection), with
 * hostile values: NUL, unpaired surrogates, bidi overrides, invisible text, huge strings, negative,
 * NaN and Infinity, wrong types, lists and objects where scalars belong, prototype keys, lists and
 * objects nested up to 40 deep and now and then 5,000 deep. It asserts: never a 5xx; REST errors
 * are `{detail}`; GraphQL errors carry extensions.code (never INTERNAL_SERVER_ERROR); and a
 * refused request stores nothing (the owner's rows, counted and by content, are unchanged). It
 * runs as an owner with one invoice and one scenario, then as one with data in every state
 * (seedEveryState), whose real ids in every state fill the path segments and ID arguments at times.
 * Then each write, with a valid request (valid-writes.ts), is sent five times at once: never a 5xx,
 * and the owner's rows after are what one such write leaves (WriteEffect, valid-writes.ts).
 * `npm test` runs FUZZ_RUNS cases per route (default 6); `npm run fuzz` runs many more.
 */
let app: TestApp;
let smtp: TestSmtp;
let routes: Route[];
/** Each property test's time limit grows with the number of runs. */
const LIMIT = 60_000 + FUZZ_RUNS * 6_000;
/** How many copies of a valid write go at once. */
const AT_ONCE = 5;
/** Cases per write for the repeats: a third of FUZZ_RUNS (2 in `npm test`). */
const REPEAT_RUNS = Math.max(1, Math.ceil(FUZZ_RUNS / 3));

type Rows = Record<string, number | string>;
const same = (a: Rows, b: Rows): boolean => JSON.stringify(a) === JSON.stringify(b);
/**
 * The owner's logs of what happened rather than what is: the audit trail, the webhook deliveries
 * (each invoice change, even one that changes nothing, tells the endpoints watching
 * exposure.changed), and the thresholds' crossing state, which follows exposure wherever a rate or
 * an invoice moves it. A write that succeeds changes them, however idempotent it is.
 */
const LOGS = ['audit_events', 'webhook_deliveries', 'webhook_thresholds'];
/**
 * The owner's rows once the webhook fan-outs set off so far have run (they follow a commit, so a
 * snapshot taken at once could catch one half way and blame the next request).
 */
const settledRows = async (ownerId: string): Promise<Rows> => {
  await app.server.services.webhooks.idle();
  return ownedRows(app, ownerId);
};
/** What changed from `a` to `b`, table by table. */
const changes = (a: Rows, b: Rows): string =>
  Object.keys({ ...a, ...b })
    .filter((k) => a[k] !== b[k])
    .map((k) => `${k}: ${String(a[k])} → ${String(b[k])}`)
    .join('; ');
/** The rows but those of `tables` (their counts and their digests). */
const without = (rows: Rows, tables: string[]): Rows =>
  Object.fromEntries(Object.entries(rows).filter(([k]) => !tables.some((t) => k === t || k === `${t} rows`)));

/** Signing out ends the fuzzing owner's session: it runs last, so every other operation runs signed in. */
const ENDS_SESSION = new Set(['POST /auth/logout', 'logout']);
const sessionLast = <T>(list: T[], key: (t: T) => string): T[] => [
  ...list.filter((t) => !ENDS_SESSION.has(key(t))),
  ...list.filter((t) => ENDS_SESSION.has(key(t))),
];
const routeKey = (r: Route): string => `${r.method} ${r.path}`;

beforeAll(async () => {
  // A database of its own: every row of its owners is held to account, so no other suite's worker
  // may take their queued report jobs meanwhile. A hostile body can be a well-formed wrong current
  // password (POST /auth/password), which the sign-in throttle counts: the owners must still be
  // able to sign in again between the runs.
  // Mail goes to an SMTP server of the test's own, so e-mailing an invoice is a write that succeeds.
  smtp = await startSmtp();
  app = await startTestApp({
    ownDatabase: true,
    config: { loginMaxFailures: 1000, loginEmailMaxFailures: 4000, loginAddressMaxFailures: 4000, smtpUrl: smtp.url },
  });
  routes = sessionLast(restRoutes(app.server.http.listeners('request')[0] as Express), routeKey);
}, 60_000);
afterAll(async () => {
  await app.stop();
  await smtp.stop();
});

test('the REST routes are read from the Express router stack', () => {
  const keys = routes.map(routeKey);
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

/** The owners the hostile runs act as, each seeded, with the ids its path segments and ID arguments draw on. */
const OWNERS: [string, (owner: TestUser) => Promise<Record<string, string>>][] = [
  [
    'one invoice and one scenario',
    async (owner) => {
      const invoice = await createInvoice(app, owner);
      const scenario = await app
        .http()
        .post('/me/scenarios')
        .set(...bearer(owner))
        .send({ name: 'Base', shocks: { USD: 0.1 } });
      return { id: String(invoice.id), scenario: String(scenario.body.id ?? '1') };
    },
  ],
  [
    'data in every state (draft, sent, overdue, paid, archived, written off, hedges, scenarios, a webhook, API keys)',
    async (owner) => everyStateIds(await seedEveryState(app, owner)),
  ],
];

describe.each(OWNERS)('hostile input, as an owner with %s', (_label, seed) => {
  let owner: TestUser;
  let ids: Record<string, string>;
  const stored = (): Promise<Rows> => settledRows(owner.id);

  beforeAll(async () => {
    owner = await app.register('fuzz');
    ids = await seed(owner);
  }, 60_000);

  test(
    `every REST route answers hostile input with a 4xx {detail} or a success, never a 5xx, storing nothing when refused (${FUZZ_RUNS} runs a route)`,
    async () => {
      const problems: string[] = [];
      let sent = 0;
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
                  if (!same(after, before)) problems.push(`stored on refusal: ${where} (${changes(before, after)})`);
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
              const res = await graphqlText(app, owner.token, m.document, variables);
              const where = `${m.name}(${JSON.stringify(variables)?.slice(0, 300)}) -> ${res.status} ${JSON.stringify(res.errors ?? res.detail ?? res.data).slice(0, 300)}`;
              const problem = graphqlProblem(res);
              if (problem) problems.push(`${problem}: ${where}`);
              if (res.errors?.length || res.status >= 400) {
                const after = await stored();
                if (!same(after, before)) problems.push(`stored on refusal: ${where} (${changes(before, after)})`);
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
});

/** One answer to a repeated write: whether it succeeded, what it was (status or error code), and what is wrong with it. */
interface Answer {
  ok: boolean;
  outcome: string;
  problem: string | null;
  text: string;
}

describe(`the same valid write ${AT_ONCE} times at once, as an owner with data in every state (1 + ${REPEAT_RUNS} cases a write)`, () => {
  let owner: TestUser;
  /** The writes with targets in every state, and (`sure`) with targets each succeeds on. */
  const writes: Record<'rest' | 'graphql', Record<TargetMode, Record<string, ValidWrite>>> = {
    rest: { 'every state': {}, sure: {} },
    graphql: { 'every state': {}, sure: {} },
  };
  let mutations: Mutation[];
  const stored = (): Promise<Rows> => settledRows(owner.id);

  beforeAll(async () => {
    owner = await app.register('repeat');
    const state = await seedEveryState(app, owner);
    if (!state.delivery) throw new Error('seedEveryState queued no webhook delivery to resend');
    for (const mode of ['every state', 'sure'] as const) {
      const targets = new Targets(app, owner, state, mode);
      writes.rest[mode] = restWrites(targets, owner);
      writes.graphql[mode] = graphqlWrites(targets, owner);
    }
    mutations = await graphqlMutations(app, owner.token);
  }, 60_000);

  /**
   * Sends `c` AT_ONCE times at once and holds the answers and the owner's rows to the write's
   * effect; answers what is wrong, and how many succeeded.
   */
  async function atOnce(
    write: ValidWrite,
    c: WriteCase,
    label: string,
    send: () => Promise<Answer>,
  ): Promise<{ problems: string[]; succeeded: number }> {
    const problems: string[] = [];
    const before = await stored();
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => send()));
    const after = await stored();
    const succeeded = answers.filter((a) => a.ok).length;
    const where = `${label} ${JSON.stringify(c.body ?? c.variables ?? null).slice(0, 300)} -> ${answers.map((a) => a.outcome).join(', ')}`;
    for (const a of answers) if (a.problem) problems.push(`${a.problem}: ${where} ${a.text}`);
    const e = c.effect ?? write.effect;
    if (e.kind === 'nothing' && !same(after, before)) problems.push(`stored something: ${where} (${changes(before, after)})`);
    if (e.kind === 'once') {
      if (succeeded > 1) problems.push(`${succeeded} succeeded where at most one may: ${where}`);
      if (c.fresh && succeeded !== 1) problems.push(`the target was made for it, yet ${succeeded} succeeded: ${where}`);
      if (succeeded === 0 && !same(after, before)) problems.push(`stored on refusal: ${where} (${changes(before, after)})`);
      // Done (or impossible) by now: once more, alone, it is refused and stores nothing.
      const again = await send();
      const settled = await stored();
      if (again.ok) problems.push(`once more alone it succeeded again: ${where}`);
      if (!same(settled, after)) problems.push(`once more alone it stored: ${where} (${changes(after, settled)})`);
    }
    if (e.kind === 'create') {
      for (const [table, n] of Object.entries(e.adds)) {
        const added = Number(after[table]) - Number(before[table]);
        if (added !== n * succeeded) problems.push(`${succeeded} succeeded but ${table} gained ${added} rows: ${where}`);
      }
      for (const [table, n] of Object.entries(e.mayAdd ?? {})) {
        const added = Number(after[table] ?? 0) - Number(before[table] ?? 0);
        if (added < 0 || added > (succeeded ? n : 0)) problems.push(`${succeeded} succeeded and ${table} gained ${added} rows: ${where}`);
      }
      const touched = [...Object.keys(e.adds), ...Object.keys(e.mayAdd ?? {}), ...(e.changes ?? []), ...LOGS];
      if (!same(without(after, touched), without(before, touched)))
        problems.push(`changed more than ${touched.join(', ')}: ${where} (${changes(before, after)})`);
      if (e.cap && Number(after[e.cap[0]]) > e.cap[1]) problems.push(`${e.cap[0]} past its cap of ${e.cap[1]}: ${where}`);
    }
    if (e.kind === 'replace') {
      if (new Set(answers.map((a) => a.outcome)).size !== 1) problems.push(`the same write answered differently: ${where}`);
      // Idempotent: once more, alone, it answers the same and changes nothing but the logs.
      const again = await send();
      const settled = await stored();
      if (again.outcome !== answers[0]?.outcome) problems.push(`alone it answered ${again.outcome}: ${where}`);
      if (!same(without(settled, LOGS), without(after, LOGS)))
        problems.push(`once more alone it changed more: ${where} (${changes(after, settled)})`);
    }
    return { problems, succeeded };
  }

  /**
   * Runs each write: first a case sure to succeed (its targets made for it), which must succeed, so
   * a request gone invalid is noticed; then REPEAT_RUNS cases on targets in every state.
   */
  async function runAll(
    kind: 'rest' | 'graphql',
    sender: (key: string, write: ValidWrite, c: WriteCase) => () => Promise<Answer>,
  ): Promise<void> {
    const problems: string[] = [];
    let calls = 0;
    const table = writes[kind]['every state'];
    for (const [key, write] of Object.entries(table)) {
      const label = (c: WriteCase) => (kind === 'rest' ? `${key.split(' ')[0]} ${c.path}` : key);
      const sure = writes[kind].sure[key] as ValidWrite;
      const [make] = fc.sample(sure.cases, 1);
      const first = await (make as () => Promise<WriteCase>)();
      calls += 1;
      const checked = await atOnce(sure, first, label(first), sender(key, sure, first));
      problems.push(...checked.problems);
      if (checked.succeeded === 0)
        problems.push(
          `a valid request on targets made for it never succeeded: ${label(first)} ${JSON.stringify(first.body ?? first.variables ?? null)}`,
        );
      if (problems.length) break;
      await fc
        .assert(
          fc.asyncProperty(write.cases, async (next) => {
            const c = await next();
            calls += 1;
            problems.push(...(await atOnce(write, c, label(c), sender(key, write, c))).problems);
            return problems.length === 0;
          }),
          { numRuns: REPEAT_RUNS, endOnFailure: true },
        )
        .catch((e: unknown) => {
          if (!problems.length) problems.push(`${key} threw: ${String(e).slice(0, 500)}`);
        });
      if (problems.length) break;
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(calls).toBe(Object.keys(table).length * (1 + REPEAT_RUNS));
  }

  test('knows a valid request for every write, REST and GraphQL (a new write fails here until it is given one)', () => {
    const rest = writes.rest['every state'];
    const graphql = writes.graphql['every state'];
    const keys = routes.filter((r) => r.method !== 'GET').map(routeKey);
    expect(keys.filter((k) => !(k in rest) && !(k in NOT_REPEATED))).toEqual([]);
    expect(Object.keys(rest).filter((k) => !keys.includes(k))).toEqual([]);
    const names = mutations.map((m) => m.name);
    expect(names.filter((n) => !(n in graphql) && !(n in NOT_REPEATED))).toEqual([]);
    expect(Object.keys(graphql).filter((n) => !names.includes(n))).toEqual([]);
  });

  test(
    `every REST write sent ${AT_ONCE} times at once answers without a 5xx and leaves what one leaves`,
    () =>
      runAll('rest', (key, write, c) => async () => {
        const req = app.http()[key.split(' ')[0]?.toLowerCase() as 'post' | 'put' | 'delete'](c.path);
        if (!write.anonymous) req.set(...bearer(owner));
        const res = c.body === undefined ? await req : await req.send(c.body as object);
        const refused = res.status >= 400 && typeof res.body?.detail !== 'string';
        return {
          ok: res.status < 300,
          outcome: String(res.status),
          problem: res.status >= 500 ? '5xx' : refused ? 'no {detail}' : null,
          text: JSON.stringify(res.body).slice(0, 200),
        };
      }),
    LIMIT,
  );

  test(
    `every GraphQL mutation sent ${AT_ONCE} times at once answers without a 5xx and leaves what one leaves`,
    () =>
      runAll('graphql', (name, write, c) => async () => {
        const m = mutations.find((x) => x.name === name) as Mutation;
        const res: GraphqlAnswer = await graphqlText(app, write.anonymous ? null : owner.token, m.document, c.variables ?? {});
        const ok = res.status === 200 && !res.errors?.length;
        return {
          ok,
          outcome: ok ? 'ok' : String(res.errors?.[0]?.extensions?.code ?? res.status),
          problem: graphqlProblem(res),
          text: JSON.stringify(res.errors ?? res.detail ?? null).slice(0, 200),
        };
      }),
    LIMIT,
  );

  test("after them, the owner's audit trail still verifies (no fork in its hash chain)", async () => {
    const res = await app
      .http()
      .get('/me/audit/verify')
      .set(...bearer(owner));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, broken_at_seq: null });
    expect(res.body.checked).toBeGreaterThan(100);
  });
});
