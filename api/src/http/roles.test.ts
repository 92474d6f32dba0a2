import type { Express } from 'express';
import fc from 'fast-check';
import { roleRefusal } from '@keafx/schema';
import { seedEveryState } from '../../test/every-state';
import { graphqlMutations, graphqlText, ownedRows, restRoutes, type Mutation } from '../../test/fuzz';
import { bearer, startTestApp, uniqueEmail, type TestApp, type TestUser } from '../../test/harness';
import { graphqlWrites, restWrites, Targets, type ValidWrite, type WriteCase } from '../../test/valid-writes';

/**
 * Roles on every write path (issue 26): each REST write and each GraphQL mutation, sent with a
 * request that works for the owner, is refused (403, the role's sentence, nothing stored) to a
 * viewer, and to an accountant but for what an accountant does: record a payment or a rate, make
 * an export. The writes come from the catalogue the fuzz test holds complete (valid-writes.ts).
 */

/** Writes that change nothing (a scenario run), and a message to support (anyone may ask for help): open to every member. */
const EVERY_MEMBER_MAY = new Set([
  'POST /me/exposure/scenario',
  'POST /me/exposure/multi-scenario',
  'runScenario',
  'runScenarios',
  'POST /me/contact',
  'sendContactMessage',
]);
/** What an accountant may change beyond a viewer. */
const ACCOUNTANT_MAY = new Set([
  'POST /me/invoices/:id/pay',
  'POST /me/rates',
  'POST /me/reports/jobs',
  'payInvoice',
  'recordRate',
  'requestReport',
  'requestTaxTimeBundle',
]);
/** A person's own password and sessions: every member's (members.test.ts changes a member's password and signs one out). */
const PERSONAL = new Set(['POST /auth/logout', 'POST /auth/password', 'logout', 'changePassword']);

let app: TestApp;
let owner: TestUser;
let people: Record<'viewer' | 'accountant', TestUser>;
let rest: Record<string, ValidWrite>;
let graphql: Record<string, ValidWrite>;
let mutations: Mutation[];
let routeKeys: string[];

async function join(role: 'viewer' | 'accountant'): Promise<TestUser> {
  const email = uniqueEmail(role);
  const made = await app
    .http()
    .post('/me/team/invitations')
    .set(...bearer(owner))
    .send({ email, role });
  const token = /token=([\w-]+)/.exec(made.body.link as string)?.[1];
  const joined = await app.http().post('/auth/invitations/accept').send({ token, password: 'correct horse' });
  if (joined.status !== 200) throw new Error(`accept: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { id: joined.body.user.id, email, password: 'correct horse', token: joined.body.access_token };
}

beforeAll(async () => {
  app = await startTestApp({
    ownDatabase: true,
    config: { loginMaxFailures: 1000, loginEmailMaxFailures: 4000, loginAddressMaxFailures: 4000 },
  });
  owner = await app.register('roles');
  const state = await seedEveryState(app, owner);
  const targets = new Targets(app, owner, state, 'sure');
  rest = restWrites(targets, owner);
  graphql = graphqlWrites(targets, owner);
  mutations = await graphqlMutations(app, owner.token);
  routeKeys = restRoutes(app.server.http.listeners('request')[0] as Express)
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.path}`);
  people = { viewer: await join('viewer'), accountant: await join('accountant') };
}, 120_000);
afterAll(() => app.stop());

const make = async (write: ValidWrite): Promise<WriteCase> => {
  const [next] = fc.sample(write.cases, 1);
  return (next as () => Promise<WriteCase>)();
};

const mayChange = (role: 'viewer' | 'accountant', key: string): boolean =>
  EVERY_MEMBER_MAY.has(key) || (role === 'accountant' && ACCOUNTANT_MAY.has(key));

/** Sends one write as `who`: whether it succeeded, and the refusal's code and sentence. */
type Sent = { ok: boolean; status: string; message: string };

async function check(
  keys: string[],
  table: Record<string, ValidWrite>,
  send: (key: string, c: WriteCase, who: TestUser) => Promise<Sent>,
): Promise<{ problems: string[]; tried: number }> {
  const problems: string[] = [];
  let tried = 0;
  for (const key of keys) {
    const write = table[key];
    if (!write || write.anonymous || PERSONAL.has(key)) continue;
    for (const role of ['viewer', 'accountant'] as const) {
      const c = await make(write);
      const before = await ownedRows(app, owner.id);
      const sent = await send(key, c, people[role]);
      tried += 1;
      if (mayChange(role, key)) {
        if (!sent.ok) problems.push(`${role} could not ${key}: ${sent.status} ${sent.message}`);
        continue;
      }
      if (sent.status !== '403' || sent.message !== roleRefusal(role)) problems.push(`${role} ${key}: ${sent.status} ${sent.message}`);
      const after = await ownedRows(app, owner.id);
      if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${role} ${key} was refused but stored something`);
    }
  }
  return { problems, tried };
}

describe('roles on every write path (issue 26)', () => {
  test('every REST write: a viewer is refused, an accountant too but for payments, rates and exports; refusals store nothing', async () => {
    const keys = routeKeys.filter((k) => k in rest);
    const { problems, tried } = await check(keys, rest, async (key, c, who) => {
      const req = app
        .http()
        [key.split(' ')[0]?.toLowerCase() as 'post' | 'put' | 'delete'](c.path)
        .set(...bearer(who));
      const res = c.body === undefined ? await req : await req.send(c.body as object);
      return { ok: res.status < 300, status: String(res.status), message: String(res.body?.detail ?? '') };
    });
    expect(problems).toEqual([]);
    // Every write but the anonymous and personal ones, twice (40 and more).
    expect(tried).toBeGreaterThan(80);
  }, 300_000);

  test('every GraphQL mutation: the same rules, answered FORBIDDEN with HTTP 403', async () => {
    const { problems, tried } = await check(
      mutations.map((m) => m.name),
      graphql,
      async (name, c, who) => {
        const m = mutations.find((x) => x.name === name) as Mutation;
        const res = await graphqlText(app, who.token, m.document, c.variables ?? {});
        const ok = res.status === 200 && !res.errors?.length;
        return { ok, status: String(res.status), message: res.errors?.[0]?.message ?? '' };
      },
    );
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThan(80);
  }, 300_000);
});
