import { WEBHOOK_EVENTS } from '@keafx/schema';
import { seedEveryState, type EveryState } from '../../test/every-state';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../test/harness';

/**
 * Issue 25 item 2: every write that replaces state, REST and its GraphQL twin, sent ten times at
 * exactly the same time with ten different valid bodies. Each of the ten answers with a success,
 * and what is stored afterwards, read back through the matching GET, is exactly one of the ten
 * bodies: no mix of two, no duplicate or lost rows. Three rounds each, on a database pool wide
 * enough for the ten to run at once. The replacing writes, from the routers (api/src/modules/\*\/\*.rest.ts):
 * PUT /me/preferences, /me/profile (account and business details), /me/hedges/policy,
 * /me/hedges/{id}, /me/invoices/{id} and /me/exposure-thresholds; the replace-style POSTs
 * /me/scenarios/{id}/pin and /unpin, and /auth/password (the one that replaces the password).
 */
const TEN = 10;
const ROUNDS = 3;
const ten = Array.from({ length: TEN }, (_, i) => i);

let app: TestApp;
let owner: TestUser;
let state: EveryState;

beforeAll(async () => {
  // Wider than the ten, so all ten transactions are open at once rather than queued for a connection;
  // a database of its own, so no other suite's worker takes its queued report job meanwhile.
  app = await startTestApp({
    ownDatabase: true,
    config: { dbPoolSize: TEN + 2, loginMaxFailures: 1000, loginEmailMaxFailures: 4000, loginAddressMaxFailures: 4000 },
  });
  owner = await app.register('replacing');
  state = await seedEveryState(app, owner);
}, 60_000);
afterAll(async () => {
  await app.stop();
});

/** What one of the ten answered: a success, or why not. */
interface Outcome {
  ok: boolean;
  text: string;
}

async function rest(method: 'put' | 'post', path: string, body?: object): Promise<Outcome> {
  const req = app
    .http()
    [method](path)
    .set(...bearer(owner));
  const res = body === undefined ? await req : await req.send(body);
  return { ok: res.status >= 200 && res.status < 300, text: `${res.status} ${JSON.stringify(res.body).slice(0, 300)}` };
}

async function graphql(document: string, variables: Record<string, unknown>): Promise<Outcome> {
  const res = await app.gql(owner.token, document, variables);
  const ok = res.status === 200 && !res.errors?.length;
  return { ok, text: `${res.status} ${JSON.stringify(res.errors ?? null).slice(0, 300)}` };
}

async function get(path: string): Promise<Record<string, unknown>> {
  const res = await app
    .http()
    .get(path)
    .set(...bearer(owner));
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const pick = (from: Record<string, unknown>, keys: string[]): Record<string, unknown> =>
  Object.fromEntries(
    keys.map((k) => [k, typeof from[k] === 'string' && /^-?\d+\.\d+$/.test(from[k] as string) ? Number(from[k]) : from[k]]),
  );

/** A replacing write: what it replaces, how body `i` of round `r` is written, what it leaves, and how that is read back. */
interface Replacing {
  /** Makes what the ten replace in a round (a contract, a draft) and answers its id; none for the owner's own settings. */
  target?: () => Promise<string>;
  write: (i: number, r: number, id: string) => Promise<Outcome>;
  /** What body `i` of round `r` leaves stored, as `read` shows it. */
  leaves: (i: number, r: number) => unknown;
  read: (id: string) => Promise<unknown>;
}

// The ten bodies of each write differ in every field, so a mix of two is never one of them.
const BASES = ['NZD', 'USD', 'EUR', 'GBP', 'AUD'];
const DATES = ['dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'];
const NUMBERS = ['comma', 'space', 'period'];
const ZONES = ['Pacific/Auckland', 'Pacific/Chatham', 'Australia/Sydney', 'Europe/London'];
const preferences = (i: number, r: number) => ({
  base_currency: BASES[i % 5],
  email_notifications: (i + r) % 2 === 0,
  overdue_alerts: i < 5,
  weekly_exposure_report: (i + r) % 3 === 0,
  date_format: DATES[i % 3],
  number_format: NUMBERS[(i + r) % 3],
  time_zone: ZONES[(i + 2 * r) % 4],
});
const readPreferences = async () => {
  const { updated_at: _at, ...rest } = await get('/me/preferences');
  return rest;
};
const account = (i: number, r: number) => ({
  full_name: `Person ${r}-${i}`,
  email: `person-${r}-${i}@example.com`,
  company: `Company ${r}-${i}`,
});
const business = (i: number, r: number) => ({
  company: `Business ${r}-${i}`,
  trading_name: `Trading ${r}-${i}`,
  address: `${i} Queen Street\nAuckland ${r}`,
});
const policy = (i: number, r: number) => ({ m0_3: i / 10, m3_6: (10 - i) / 10, m6_12: i % 2 ? null : 0.5, m12plus: r / 10 });
const hedge = (i: number, r: number) => ({
  amount: 1000 + 100 * r + i,
  locked_rate: 1.5 + i / 100,
  maturity_date: `2026-09-${String(10 + i)}`,
  bank: `Bank ${i}`,
  reference: `REF-${r}-${i}`,
});
const HEDGE_KEYS = ['amount', 'locked_rate', 'maturity_date', 'bank', 'reference'];
const invoice = (i: number, r: number) => ({
  counterparty: `Customer ${r}-${i}`,
  amount: 100 + 10 * r + i,
  due_date: `2026-08-${String(10 + i)}`,
  notes: `Note ${i}`,
  reference: `R-${r}-${i}`,
});
const INVOICE_KEYS = ['counterparty', 'amount', 'due_date', 'notes', 'reference'];
const CURRENCIES = ['TOTAL', 'USD', 'EUR', 'GBP'];
/** One to four thresholds: the lists differ in length too, so a lost or doubled row shows. */
const thresholds = (i: number, r: number) =>
  CURRENCIES.slice(0, (i % 4) + 1).map((currency, k) => ({ currency, threshold_nzd: 1000 * (i + 1) + 10 * k + r }));

const openHedge = async (): Promise<string> => {
  const res = await app
    .http()
    .post('/me/hedges')
    .set(...bearer(owner))
    .send({ currency: 'USD', amount: 500, locked_rate: 1.6, maturity_date: '2026-08-14', bank: 'ANZ' });
  if (res.status !== 201) throw new Error(`hedge: ${res.status} ${JSON.stringify(res.body)}`);
  return String(res.body.id);
};
const draft = async (): Promise<string> => String((await createInvoice(app, owner)).id);

const WRITES: [string, Replacing][] = [
  [
    'PUT /me/preferences',
    { write: (i, r) => rest('put', '/me/preferences', preferences(i, r)), leaves: preferences, read: readPreferences },
  ],
  [
    'GraphQL updatePreferences',
    {
      write: (i, r) => {
        const p = preferences(i, r);
        const input = {
          baseCurrency: p.base_currency,
          emailNotifications: p.email_notifications,
          overdueAlerts: p.overdue_alerts,
          weeklyExposureReport: p.weekly_exposure_report,
          dateFormat: p.date_format,
          numberFormat: p.number_format,
          timeZone: p.time_zone,
        };
        return graphql('mutation($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { dateFormat } }', { input });
      },
      leaves: preferences,
      read: readPreferences,
    },
  ],
  [
    'PUT /me/profile (the account and the business details in one body)',
    {
      write: (i, r) => {
        const { company: _company, ...details } = business(i, r);
        return rest('put', '/me/profile', { ...account(i, r), ...details });
      },
      leaves: (i, r) => ({ ...account(i, r), ...business(i, r), company: account(i, r).company }),
      read: async () => pick(await get('/me/profile'), ['full_name', 'email', 'company', 'trading_name', 'address']),
    },
  ],
  [
    'PUT /me/profile (the business details alone)',
    {
      write: (i, r) => {
        const { company, ...details } = business(i, r);
        return rest('put', '/me/profile', { company_name: company, ...details });
      },
      leaves: business,
      read: async () => pick(await get('/me/profile'), ['company', 'trading_name', 'address']),
    },
  ],
  [
    'GraphQL updateProfile',
    {
      write: (i, r) => {
        const a = account(i, r);
        return graphql('mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { fullName } }', {
          input: { fullName: a.full_name, email: a.email, company: a.company },
        });
      },
      leaves: account,
      read: async () => pick(await get('/me/profile'), ['full_name', 'email', 'company']),
    },
  ],
  [
    'GraphQL updateBusinessDetails',
    {
      write: (i, r) => {
        const b = business(i, r);
        return graphql('mutation($input: UpdateBusinessDetailsInput!) { updateBusinessDetails(input: $input) { tradingName } }', {
          input: { companyName: b.company, tradingName: b.trading_name, address: b.address },
        });
      },
      leaves: business,
      read: async () => pick(await get('/me/profile'), ['company', 'trading_name', 'address']),
    },
  ],
  [
    'PUT /me/hedges/policy',
    { write: (i, r) => rest('put', '/me/hedges/policy', policy(i, r)), leaves: policy, read: () => get('/me/hedges/policy') },
  ],
  [
    'GraphQL setHedgePolicy',
    {
      write: (i, r) => graphql('mutation($input: HedgePolicyInput!) { setHedgePolicy(input: $input) { m0_3 } }', { input: policy(i, r) }),
      leaves: policy,
      read: () => get('/me/hedges/policy'),
    },
  ],
  [
    'PUT /me/hedges/{id}',
    {
      target: openHedge,
      write: (i, r, id) => rest('put', `/me/hedges/${id}`, hedge(i, r)),
      leaves: hedge,
      read: async (id) => pick(await get(`/me/hedges/${id}`), HEDGE_KEYS),
    },
  ],
  [
    'GraphQL updateHedge',
    {
      target: openHedge,
      write: (i, r, id) => {
        const h = hedge(i, r);
        return graphql('mutation($id: ID!, $input: UpdateHedgeInput!) { updateHedge(id: $id, input: $input) { id } }', {
          id,
          input: {
            amount: String(h.amount),
            lockedRate: String(h.locked_rate),
            maturityDate: h.maturity_date,
            bank: h.bank,
            reference: h.reference,
          },
        });
      },
      leaves: hedge,
      read: async (id) => pick(await get(`/me/hedges/${id}`), HEDGE_KEYS),
    },
  ],
  [
    'PUT /me/invoices/{id}',
    {
      target: draft,
      write: (i, r, id) => rest('put', `/me/invoices/${id}`, invoice(i, r)),
      leaves: invoice,
      read: async (id) => pick(await get(`/me/invoices/${id}`), INVOICE_KEYS),
    },
  ],
  [
    'GraphQL updateInvoice',
    {
      target: draft,
      write: (i, r, id) => {
        const v = invoice(i, r);
        return graphql('mutation($id: ID!, $input: UpdateInvoiceInput!) { updateInvoice(id: $id, input: $input) { id } }', {
          id,
          input: { counterparty: v.counterparty, amount: String(v.amount), dueDate: v.due_date, notes: v.notes, reference: v.reference },
        });
      },
      leaves: invoice,
      read: async (id) => pick(await get(`/me/invoices/${id}`), INVOICE_KEYS),
    },
  ],
  [
    'PUT /me/exposure-thresholds',
    {
      write: (i, r) => rest('put', '/me/exposure-thresholds', { thresholds: thresholds(i, r) }),
      // As GET lists them: the total first, then by currency.
      leaves: (i, r) =>
        thresholds(i, r).sort(
          (a, b) => Number(b.currency === 'TOTAL') - Number(a.currency === 'TOTAL') || a.currency.localeCompare(b.currency),
        ),
      read: async () => {
        const res = await app
          .http()
          .get('/me/exposure-thresholds')
          .set(...bearer(owner));
        return (res.body as { currency: string; threshold_nzd: number }[]).map((t) => ({
          currency: t.currency,
          threshold_nzd: t.threshold_nzd,
        }));
      },
    },
  ],
];

describe.each(WRITES)('%s, ten different bodies at once', (_name, w) => {
  it(`all ten succeed and exactly one of the ten bodies is stored (${ROUNDS} rounds)`, async () => {
    for (let r = 0; r < ROUNDS; r++) {
      const id = w.target ? await w.target() : '';
      const outcomes = await Promise.all(ten.map((i) => w.write(i, r, id)));
      expect(outcomes.filter((o) => !o.ok).map((o) => o.text)).toEqual([]);
      const stored = await w.read(id);
      expect(ten.map((i) => w.leaves(i, r))).toContainEqual(stored);
    }
  });
});

/** One field each, away from its default: merged one after another, all of them are kept. */
const ONE_FIELD_EACH = {
  preferences: [
    { base_currency: 'USD' },
    { email_notifications: false },
    { overdue_alerts: false },
    { weekly_exposure_report: true },
    { date_format: 'yyyy-mm-dd' },
    { number_format: 'space' },
    { time_zone: 'Europe/London' },
  ],
  business: [{ company_name: 'Kea Exports Ltd' }, { trading_name: 'Kea Exports' }, { address: '1 Queen Street\nAuckland' }],
};
const camel = (body: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()), v]));

describe.each([
  ['REST', 'rest'],
  ['GraphQL', 'graphql'],
] as const)('%s: changes of one field each, at once, on an account with nothing stored yet', (_name, edge) => {
  // The first change of an account has no row for FOR UPDATE to lock: each must still merge into the one before it.
  it('keep every field of the preferences (PUT /me/preferences, updatePreferences)', async () => {
    const user = await app.register(`merge-preferences-${edge}`);
    const outcomes = await Promise.all(
      ONE_FIELD_EACH.preferences.map(async (body) => {
        if (edge === 'graphql') {
          const res = await app.gql(
            user.token,
            'mutation($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { dateFormat } }',
            {
              input: camel(body),
            },
          );
          return res.errors ? JSON.stringify(res.errors) : 'ok';
        }
        const res = await app
          .http()
          .put('/me/preferences')
          .set(...bearer(user))
          .send(body);
        return res.status === 200 ? 'ok' : `${res.status} ${JSON.stringify(res.body)}`;
      }),
    );
    expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
    const stored = await app
      .http()
      .get('/me/preferences')
      .set(...bearer(user));
    expect(stored.body).toMatchObject(Object.assign({}, ...ONE_FIELD_EACH.preferences));
  });

  it('keep every business detail (PUT /me/profile, updateBusinessDetails)', async () => {
    const user = await app.register(`merge-business-${edge}`);
    const outcomes = await Promise.all(
      ONE_FIELD_EACH.business.map(async (body) => {
        if (edge === 'graphql') {
          const res = await app.gql(
            user.token,
            'mutation($input: UpdateBusinessDetailsInput!) { updateBusinessDetails(input: $input) { tradingName } }',
            { input: camel(body) },
          );
          return res.errors ? JSON.stringify(res.errors) : 'ok';
        }
        const res = await app
          .http()
          .put('/me/profile')
          .set(...bearer(user))
          .send(body);
        return res.status === 200 ? 'ok' : `${res.status} ${JSON.stringify(res.body)}`;
      }),
    );
    expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
    const stored = await app
      .http()
      .get('/me/profile')
      .set(...bearer(user));
    expect(stored.body).toMatchObject(Object.assign({}, ...ONE_FIELD_EACH.business));
  });
});

describe('writes under a cap, ten at once for its last places', () => {
  /** Ten at once when `left` places remain: exactly `left` succeed, the rest are refused 409, and the count stops at the cap. */
  async function lastPlaces(
    user: TestUser,
    path: string,
    body: (i: number) => object,
    table: string,
    cap: number,
    left: number,
  ): Promise<void> {
    const answers = await Promise.all(
      ten.map((i) =>
        app
          .http()
          .post(path)
          .set(...bearer(user))
          .send(body(i)),
      ),
    );
    expect(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(left);
    const counted: { n: number }[] = await app.server.ds.query(`SELECT count(*)::int AS n FROM ${table} WHERE owner_id = $1`, [user.id]);
    expect(counted[0]?.n).toBe(cap);
  }

  it('POST /me/scenarios at 496 of 500 saved: four are saved, never more', async () => {
    const user = await app.register('scenario-cap');
    const first = await app
      .http()
      .post('/me/scenarios')
      .set(...bearer(user))
      .send({ name: 'First', shocks: { USD: 0.1 } });
    expect(first.status).toBe(201);
    // 495 copies of it, written straight to the table: saving them one by one would take most of this file's time.
    await app.server.ds.query(
      `INSERT INTO saved_scenarios (owner_id, name, tags, shocks, include_drafts, rate_snapshot_date, total_exposure, impact_amount,
         rate_shock, affected_invoice_count, affected_currencies, pinned, created_at, computed)
       SELECT owner_id, name || ' ' || g, tags, shocks, include_drafts, rate_snapshot_date, total_exposure, impact_amount,
         rate_shock, affected_invoice_count, affected_currencies, pinned, created_at, computed
       FROM saved_scenarios, generate_series(1, 495) AS g WHERE owner_id = $1`,
      [user.id],
    );
    await lastPlaces(user, '/me/scenarios', (i) => ({ name: `Last ${i}`, shocks: { EUR: -0.1 } }), 'saved_scenarios', 500, 4);
  });

  it('POST /me/webhooks at 18 of 20 endpoints: two are registered, never more', async () => {
    const user = await app.register('webhook-cap');
    // Spread over the four events, so no event reaches its own cap of 10 endpoints first.
    for (let k = 0; k < 18; k++) {
      const res = await app
        .http()
        .post('/me/webhooks')
        .set(...bearer(user))
        .send({ url: `https://example.com/cap/${k}`, events: [WEBHOOK_EVENTS[k % 4]] });
      expect(res.status).toBe(201);
    }
    await lastPlaces(
      user,
      '/me/webhooks',
      (i) => ({ url: `https://example.com/last/${i}`, events: [WEBHOOK_EVENTS[i % 4]] }),
      'webhook_endpoints',
      20,
      2,
    );
  });
});

/** The owner's audit events of `actions` on `entityId`, oldest first. */
async function auditOf(entityId: string, actions: string[]): Promise<string[]> {
  const rows: { action: string }[] = await app.server.ds.query(
    'SELECT action FROM audit_events WHERE owner_id = $1 AND entity_id = $2 AND action = ANY($3) ORDER BY seq',
    [owner.id, entityId, actions],
  );
  return rows.map((r) => r.action);
}

describe.each([
  ['POST /me/scenarios/{id}/pin and /unpin', (id: string, pin: boolean) => rest('post', `/me/scenarios/${id}/${pin ? 'pin' : 'unpin'}`)],
  [
    'GraphQL pinScenario',
    (id: string, pin: boolean) =>
      graphql('mutation($id: ID!, $pinned: Boolean!) { pinScenario(id: $id, pinned: $pinned) { id } }', { id, pinned: pin }),
  ],
])('%s, five pins and five unpins at once', (_name, write) => {
  it(`all ten succeed; the scenario is pinned or not, and its audit trail alternates and ends on what is stored (${ROUNDS} rounds)`, async () => {
    const id = state.scenarios.plain;
    for (let r = 0; r < ROUNDS; r++) {
      const outcomes = await Promise.all(ten.map((i) => write(id, i % 2 === 0)));
      expect(outcomes.filter((o) => !o.ok).map((o) => o.text)).toEqual([]);
      const pinned = (await get(`/me/scenarios/${id}`)).is_pinned;
      expect([true, false]).toContain(pinned);
      // A pin of a pinned scenario changes nothing and records nothing, so a lost update would show
      // as two pins (or unpins) in a row, or a trail ending other than the scenario does.
      const trail = await auditOf(id, ['scenario.pinned', 'scenario.unpinned']);
      expect(trail.filter((a, k) => k > 0 && a === trail[k - 1])).toEqual([]);
      expect(trail.at(-1)).toBe(pinned ? 'scenario.pinned' : 'scenario.unpinned');
    }
  });
});

describe.each([
  [
    'POST /auth/password',
    'rest',
    async (current: string, next: string): Promise<Outcome & { token?: string }> => {
      const res = await app
        .http()
        .post('/auth/password')
        .set(...bearer(owner))
        .send({ current_password: current, new_password: next });
      return { ok: res.status === 200, text: `${res.status} ${JSON.stringify(res.body)}`, token: res.body?.access_token };
    },
  ],
  [
    'GraphQL changePassword',
    'graphql',
    async (current: string, next: string): Promise<Outcome & { token?: string }> => {
      const res = await app.gql<{ changePassword: { accessToken: string } }>(
        owner.token,
        'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }',
        { input: { currentPassword: current, newPassword: next } },
      );
      const ok = res.status === 200 && !res.errors?.length;
      return { ok, text: `${res.status} ${JSON.stringify(res.errors ?? null)}`, token: res.data?.changePassword.accessToken };
    },
  ],
])('%s, ten different new passwords at once', (_name, tag, change) => {
  it('exactly one succeeds; the other nine are refused as a wrong current password; its password is the one that signs in, and its token works', async () => {
    await app.relogin(owner);
    const candidates = ten.map((i) => `kea ${tag} secret number ${i}`);
    const outcomes = await Promise.all(candidates.map((next) => change(owner.password, next)));
    const won = outcomes.flatMap((o, i) => (o.ok ? [i] : []));
    expect(won).toHaveLength(1);
    // The others are refused as they would be one after another: the current password given is no longer the current one.
    for (const o of outcomes.filter((x) => !x.ok)) expect(o.text).toContain('The current password is not correct.');
    const winner = won[0] as number;
    const signsIn: boolean[] = [];
    for (const password of [owner.password, ...candidates]) {
      signsIn.push((await app.http().post('/auth/login').send({ email: owner.email, password })).status === 200);
    }
    expect(signsIn).toEqual([false, ...ten.map((i) => i === winner)]);
    const token = outcomes[winner]?.token as string;
    expect((await app.http().get('/me/profile').set('authorization', `Bearer ${token}`)).status).toBe(200);
    owner.password = candidates[winner] as string;
    owner.token = token;
  });
});

test("after them all, the owner's audit trail verifies: ten writes at once never fork its hash chain", async () => {
  const res = await app
    .http()
    .get('/me/audit/verify')
    .set(...bearer(owner));
  expect(res.body).toMatchObject({ ok: true, broken_at_seq: null });
  expect(res.body.checked).toBeGreaterThan(ROUNDS * TEN * WRITES.length);
});
