import { act } from '../../../test/exposure-fixtures';
import { bearer, restAs, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { sql } from '../../database/sql';

// The test clock's today is 2026-06-15; the built-in USD rate is 1.54 NZD, EUR 1.69.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const { get, post, put } = restAs(() => app);

const forward = (overrides: Record<string, unknown> = {}) => ({
  currency: 'USD',
  amount: 60000,
  locked_rate: 1.6,
  trade_date: '2026-06-15',
  maturity_date: '2026-08-14',
  bank: 'ANZ',
  reference: 'FWD-1',
  ...overrides,
});

async function sentInvoice(user: TestUser, currency: string, amount: number, due: string): Promise<number> {
  const inv = await createInvoice(app, user, { currency, amount, due_date: due, issued_date: '2026-05-01' });
  await act(app, user, `/me/invoices/${inv.id}/send`);
  return inv.id;
}

async function book(user: TestUser, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown> & { id: number }> {
  const res = await post(user, '/me/hedges', forward(overrides));
  if (res.status !== 201) throw new Error(`book failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const counts = async (user: TestUser) =>
  (
    await sql<{ contracts: number; events: number; policies: number }>(
      app.server.ds,
      `SELECT (SELECT count(*)::int FROM hedge_contracts WHERE owner_id = $1) AS contracts,
          (SELECT count(*)::int FROM audit_events WHERE owner_id = $1 AND entity_type LIKE 'hedge%') AS events,
          (SELECT count(*)::int FROM hedge_policies WHERE owner_id = $1) AS policies`,
      [user.id],
    )
  )[0];

describe("the issue's new-user story", () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await app.register('hedge-story');
    await sentInvoice(owner, 'USD', 100000, '2026-08-14');
  });

  it('books a USD 60,000 forward at 1.60 (audited) and reads it back', async () => {
    const created = await book(owner);
    expect(created).toMatchObject({
      currency: 'USD',
      amount: 60000,
      locked_rate: 1.6,
      trade_date: '2026-06-15',
      maturity_date: '2026-08-14',
      bank: 'ANZ',
      reference: 'FWD-1',
      status: 'open',
      settled_on: null,
      settlement_rate: null,
      realised_gain_loss: null,
      cancelled_on: null,
    });
    expect((await get(owner, `/me/hedges/${created.id}`)).body).toEqual(created);
    const list = await get(owner, '/me/hedges');
    expect(list.body).toEqual([created]);
    expect(list.headers['x-has-more']).toBe('false');
    const [event] = await sql<{ action: string; message: string }>(
      app.server.ds,
      `SELECT action, message FROM audit_events WHERE owner_id = $1 AND entity_type = 'hedge'`,
      [owner.id],
    );
    expect(event).toEqual({ action: 'hedge.created', message: 'Booked forward USD 60,000.00 at 1.6 maturing 2026-08-14 with ANZ' });
  });

  it('shows 60% hedged against a 75% policy in the 0 to 3 month bucket: under-hedged by USD 15,000 (NZD 23,100)', async () => {
    const policy = await put(owner, '/me/hedges/policy', { m0_3: 0.75, m3_6: 0.5, m6_12: 0.25 });
    expect(policy.body).toEqual({ m0_3: 0.75, m3_6: 0.5, m6_12: 0.25, m12plus: null });
    expect((await get(owner, '/me/hedges/policy')).body).toEqual(policy.body);
    const res = await get(owner, '/me/hedges/coverage');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ as_of: '2026-06-15', include_drafts: false, warnings: [], policy: policy.body });
    expect(res.body.currencies).toHaveLength(1);
    expect(res.body.currencies[0]).toMatchObject({
      currency: 'USD',
      nzd_per_unit: 1.54,
      gross_amount: 100000,
      hedged_amount: 60000,
      unhedged_amount: 40000,
      hedge_ratio: 0.6,
      gross_nzd: 154000,
      hedged_nzd: 92400,
      unhedged_nzd: 61600,
    });
    expect(res.body.currencies[0].buckets[0]).toEqual({
      bucket: 'm0_3',
      label: '0 to 3 months',
      gross_amount: 100000,
      hedged_amount: 60000,
      unhedged_amount: 40000,
      hedge_ratio: 0.6,
      target_ratio: 0.75,
      gap_amount: -15000,
      gap_nzd: -23100,
      compliance: 'under',
      exceeds_exposure: false,
    });
    expect(res.body.currencies[0].buckets.map((b: { compliance: string }) => b.compliance)).toEqual([
      'under',
      'on-target',
      'on-target',
      'no-target',
    ]);
  });

  it('adds hedged_amount, unhedged_amount and hedge_ratio to each /me/exposure/summary row', async () => {
    const res = await get(owner, '/me/exposure/summary');
    expect(res.body).toEqual([{ currency: 'USD', total_amount: 100000, hedged_amount: 60000, unhedged_amount: 40000, hedge_ratio: 0.6 }]);
  });

  it('a +10% shock moves the unhedged USD 40,000 only, shown beside the impact without hedges', async () => {
    const res = await post(owner, '/me/exposure/scenario', { base_currency: 'NZD', shocks: { USD: 0.1 } });
    expect(res.status).toBe(200);
    // without: 100,000 × 1.54 × 0.1 = 15,400; with: 40,000 × 1.54 × 0.1 = 6,160
    expect(res.body).toMatchObject({ total_current: 154000, total_impact: 15400 });
    expect(res.body.with_hedges).toEqual({
      total_current: 61600,
      total_shocked: 67760,
      total_impact: 6160,
      currencies: [{ currency: 'USD', unhedged_amount: 40000, current_value: 61600, shocked_value: 67760, impact: 6160 }],
    });
    const multi = await post(owner, '/me/exposure/multi-scenario', { scenarios: [{ name: 'Down', shocks: { USD: -0.05 } }] });
    expect(multi.body.scenarios[0]).toMatchObject({ total_impact: -7700, with_hedges: { total_impact: -3080 } });
  });

  it('marks the contract to market: 60,000 × (1.60 − 1.54) = NZD 3,600, per contract and per currency', async () => {
    const res = await get(owner, '/me/hedges/mark-to-market');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ as_of: '2026-06-15', total_nzd: 3600, warnings: [] });
    expect(res.body.currencies).toEqual([
      { currency: 'USD', contract_count: 1, amount: 60000, locked_rate: 1.6, market_rate: 1.54, rate_missing: false, mark_to_market: 3600 },
    ]);
    expect(res.body.contracts).toHaveLength(1);
    expect(res.body.contracts[0]).toMatchObject({ currency: 'USD', locked_rate: 1.6, market_rate: 1.54, mark_to_market: 3600 });
  });
});

describe('hedged and unhedged arithmetic at every bucket boundary', () => {
  let owner: TestUser;
  // today + 90 is 2026-09-13, + 180 is 2026-12-12, + 365 is 2027-06-15.
  const edges: [string, string][] = [
    ['2026-06-01', 'm0_3'],
    ['2026-09-13', 'm0_3'],
    ['2026-09-14', 'm3_6'],
    ['2026-12-12', 'm3_6'],
    ['2026-12-13', 'm6_12'],
    ['2027-06-15', 'm6_12'],
    ['2027-06-16', 'm12plus'],
  ];
  beforeAll(async () => {
    owner = await app.register('hedge-edges');
    // Each date gets an invoice of EUR 1,000.01 × (i + 1) and a contract of EUR 0.01 × (i + 1) maturing the same day.
    for (const [i, [date]] of edges.entries()) {
      await sentInvoice(owner, 'EUR', Number((1000.01 * (i + 1)).toFixed(2)), date);
      if (date >= '2026-06-15')
        await book(owner, { currency: 'EUR', amount: Number((0.01 * (i + 1)).toFixed(2)), maturity_date: date, locked_rate: 1.7 });
    }
    await book(owner, { currency: 'EUR', amount: 0.01, trade_date: '2026-05-01', maturity_date: '2026-06-01', locked_rate: 1.7 }); // matured, still open
  });

  it('puts each invoice and contract in its bucket, exactly', async () => {
    const res = await get(owner, '/me/hedges/coverage');
    const buckets = res.body.currencies[0].buckets;
    // m0_3: invoices 1,000.01 + 2,000.02; contracts 0.01 (past) + 0.02
    expect(buckets.map((b: Record<string, unknown>) => [b.bucket, b.gross_amount, b.hedged_amount, b.unhedged_amount])).toEqual([
      ['m0_3', 3000.03, 0.03, 3000],
      ['m3_6', 7000.07, 0.07, 7000], // 3,000.03 + 4,000.04
      ['m6_12', 11000.11, 0.11, 11000], // 5,000.05 + 6,000.06
      ['m12plus', 7000.07, 0.07, 7000],
    ]);
    expect(buckets[0].hedge_ratio).toBe(0); // 0.03 / 3000.03 to 4 places
    expect(res.body.currencies[0]).toMatchObject({
      gross_amount: 28000.28,
      hedged_amount: 0.28,
      unhedged_amount: 28000,
      gross_nzd: 47320.47,
      unhedged_nzd: 47320,
    });
  });

  it('moves a contract to the next bucket the day after a boundary (and back when it changes)', async () => {
    const created = await book(owner, { currency: 'EUR', amount: 5000, maturity_date: '2026-09-13' });
    let buckets = (await get(owner, '/me/hedges/coverage')).body.currencies[0].buckets;
    expect(buckets[0].hedged_amount).toBe(5000.03);
    await put(owner, `/me/hedges/${created.id}`, { maturity_date: '2026-09-14' });
    buckets = (await get(owner, '/me/hedges/coverage')).body.currencies[0].buckets;
    expect([buckets[0].hedged_amount, buckets[1].hedged_amount]).toEqual([0.03, 5000.07]);
    await post(owner, `/me/hedges/${created.id}/cancel`);
    buckets = (await get(owner, '/me/hedges/coverage')).body.currencies[0].buckets;
    expect(buckets[1].hedged_amount).toBe(0.07);
  });

  it('warns when contracts exceed the exposure they cover', async () => {
    const user = await app.register('hedge-over');
    await sentInvoice(user, 'GBP', 100, '2026-07-01');
    await book(user, { currency: 'GBP', amount: 150, maturity_date: '2026-07-01' });
    await book(user, { currency: 'JPY', amount: 1000, locked_rate: 0.011, maturity_date: '2027-01-01' });
    const res = await get(user, '/me/hedges/coverage');
    expect(res.body.warnings).toEqual([
      'GBP contracts maturing in 0 to 3 months exceed the exposure they cover by GBP 50.00',
      'JPY contracts maturing in 6 to 12 months exceed the exposure they cover by JPY 1,000',
    ]);
    const gbp = res.body.currencies.find((c: { currency: string }) => c.currency === 'GBP');
    expect(gbp.buckets[0]).toMatchObject({ unhedged_amount: -50, hedge_ratio: 1.5, exceeds_exposure: true, compliance: 'no-target' });
    // The excess contracts move against a shock: GBP −50 × 1.97 × 0.1 = −9.85; JPY −1000 × 0.0103 × 0.1 = −1.03
    const scen = await post(user, '/me/exposure/scenario', { shocks: { GBP: 0.1, JPY: 0.1 } });
    expect(scen.body).toMatchObject({ total_impact: 19.7, with_hedges: { total_impact: -10.88 } });
  });
});

describe('settle and cancel', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await app.register('hedge-states');
  });

  it("settles at today's rate by default and records the realised gain; a second settle or a cancel answers 409", async () => {
    const h = await book(owner);
    const settled = await post(owner, `/me/hedges/${h.id}/settle`);
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({ status: 'settled', settled_on: '2026-06-15', settlement_rate: 1.54, realised_gain_loss: 3600 });
    for (const path of ['settle', 'cancel']) {
      const again = await post(owner, `/me/hedges/${h.id}/${path}`);
      expect(again.status).toBe(409);
      expect(again.body.detail).toMatch(/^Only an open contract can be (settled|cancelled); this one is already settled/);
    }
    const edit = await put(owner, `/me/hedges/${h.id}`, { amount: 1 });
    expect(edit).toMatchObject({ status: 409, body: { detail: 'Only an open contract can be changed; this one is settled.' } });
    expect((await get(owner, '/me/hedges/coverage')).body.currencies).toEqual([]);
  });

  it("settles at a rate the user gives (the bank's) and refuses a cancelled contract", async () => {
    const h = await book(owner, { amount: 1000, locked_rate: 1.5 });
    const settled = await post(owner, `/me/hedges/${h.id}/settle`, { settlement_rate: '1.5234' });
    expect(settled.body).toMatchObject({ settlement_rate: 1.5234, realised_gain_loss: -23.4 });
    const c = await book(owner);
    expect((await post(owner, `/me/hedges/${c.id}/cancel`)).body).toMatchObject({ status: 'cancelled', cancelled_on: '2026-06-15' });
    const settle = await post(owner, `/me/hedges/${c.id}/settle`);
    expect(settle.status).toBe(409);
    expect(settle.body.detail).toBe('Only an open contract can be settled; this one is already cancelled, so you cannot settle it.');
    expect((await get(owner, '/me/hedges?status=cancelled')).body.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const actions = await sql<{ action: string }>(
      app.server.ds,
      `SELECT action FROM audit_events WHERE owner_id = $1 AND entity_type = 'hedge' ORDER BY seq`,
      [owner.id],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'hedge.created',
      'hedge.settled',
      'hedge.created',
      'hedge.settled',
      'hedge.created',
      'hedge.cancelled',
    ]);
  });

  it('changes an open contract (audited with before and after)', async () => {
    const h = await book(owner, { reference: 'A' });
    const res = await put(owner, `/me/hedges/${h.id}`, { reference: 'B', locked_rate: '1.61' });
    expect(res.body).toMatchObject({ reference: 'B', locked_rate: 1.61, amount: 60000 });
    const [e] = await sql<{ before: { reference: string }; after: { reference: string; lockedRate: string } }>(
      app.server.ds,
      `SELECT before, after FROM audit_events WHERE owner_id = $1 AND action = 'hedge.updated'`,
      [owner.id],
    );
    expect([e?.before.reference, e?.after.reference, e?.after.lockedRate]).toEqual(['A', 'B', '1.61']);
  });
});

describe("isolation: another owner's contract is 404 on every path", () => {
  it('hides it from get, change, settle, cancel, the list, coverage, mark to market and the summary', async () => {
    const owner = await app.register('hedge-owner');
    const stranger = await app.register('hedge-stranger');
    await sentInvoice(owner, 'USD', 1000, '2026-07-01');
    const h = await book(owner, { amount: 500 });
    const before = await counts(owner);
    for (const res of [
      await get(stranger, `/me/hedges/${h.id}`),
      await put(stranger, `/me/hedges/${h.id}`, { amount: 1 }),
      await post(stranger, `/me/hedges/${h.id}/settle`),
      await post(stranger, `/me/hedges/${h.id}/cancel`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: `Hedge contract ${h.id} was not found` });
    }
    expect((await get(stranger, '/me/hedges')).body).toEqual([]);
    expect((await get(stranger, '/me/hedges/coverage')).body.currencies).toEqual([]);
    expect((await get(stranger, '/me/hedges/mark-to-market')).body).toMatchObject({ total_nzd: 0, currencies: [], contracts: [] });
    expect((await get(stranger, '/me/hedges/policy')).body).toEqual({ m0_3: null, m3_6: null, m6_12: null, m12plus: null });
    await put(stranger, '/me/hedges/policy', { m0_3: 1 });
    expect((await get(owner, '/me/hedges/policy')).body.m0_3).toBeNull();
    expect((await get(owner, `/me/hedges/${h.id}`)).body).toMatchObject({ status: 'open', amount: 500 });
    expect(await counts(owner)).toEqual(before);
    expect((await get(owner, '/me/exposure/summary')).body).toEqual([
      { currency: 'USD', total_amount: 1000, hedged_amount: 500, unhedged_amount: 500, hedge_ratio: 0.5 },
    ]);
    for (const path of ['/me/hedges', '/me/hedges/1', '/me/hedges/coverage', '/me/hedges/policy', '/me/hedges/mark-to-market']) {
      expect((await app.http().get(path)).status).toBe(401);
    }
  });
});

describe('bad input on every new path changes nothing', () => {
  let owner: TestUser;
  let open: { id: number };
  beforeAll(async () => {
    owner = await app.register('hedge-bad');
    open = await book(owner);
  });

  it.each([
    [{ ...forward(), currency: 'XYZ' }, 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)'],
    [{ ...forward(), currency: 42 }, 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)'],
    [{ ...forward(), amount: -1 }, 'amount must be a positive number'],
    [{ ...forward(), amount: 'NaN' }, 'amount must be a positive number'],
    [{ ...forward(), amount: 1e15 }, 'amount must be at most 1,000,000,000,000'],
    [{ ...forward(), amount: 10.555 }, 'amount must have at most 2 decimal places for USD'],
    [{ ...forward(), locked_rate: 0 }, 'locked_rate must be a positive number (NZD per one unit of the currency)'],
    [{ ...forward(), locked_rate: [1.6] }, 'locked_rate must be a positive number (NZD per one unit of the currency)'],
    [{ ...forward(), maturity_date: '2026-06-14' }, 'maturity_date must be on or after trade_date'],
    [{ ...forward(), maturity_date: 'soon' }, 'maturity_date must be a valid date in YYYY-MM-DD form'],
    [{ ...forward(), bank: 'x'.repeat(81) }, 'bank must be at most 80 characters'],
    [{ ...forward(), bank: 'A\u0000' }, 'bank must not contain control characters'],
    [{ ...forward(), bank: undefined }, 'bank is required'],
    [{ ...forward(), constructor: { prototype: 1 } }, 'constructor is not a field of a hedge contract'],
    [JSON.parse('{"__proto__": {"admin": true}}'), 'currency must be one of'],
    [[], 'The request body must be a JSON object'],
  ])('POST /me/hedges refuses %j', async (body, detail) => {
    const before = await counts(owner);
    const res = await post(owner, '/me/hedges', body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(detail);
    expect(Object.keys(res.body)).toEqual(['detail']);
    expect(await counts(owner)).toEqual(before);
  });

  it('refuses bad ids, changes, settlement rates, filters, pages and policies with 400 and a detail', async () => {
    const before = await counts(owner);
    const cases: [Promise<{ status: number; body: { detail: string } }>, string][] = [
      [get(owner, '/me/hedges/abc'), 'id must be a positive whole number'],
      [get(owner, '/me/hedges/-1'), 'id must be a positive whole number'],
      [get(owner, '/me/hedges/__proto__'), 'id must be a positive whole number'],
      [get(owner, '/me/hedges/99999999999999999999'), 'id must be a positive whole number'],
      [get(owner, '/me/hedges?status=done'), 'status must be one of open, settled, cancelled'],
      [get(owner, '/me/hedges?limit=0'), 'limit must be a whole number from 1 to 1000'],
      [get(owner, '/me/hedges/mark-to-market?offset=-1'), 'offset must be a whole number from 0 to 10000000'],
      [get(owner, '/me/hedges/coverage?include_drafts=yes'), 'include_drafts must be true or false'],
      [put(owner, `/me/hedges/${open.id}`, {}), 'Give at least one field to change'],
      [put(owner, `/me/hedges/${open.id}`, { amount: -5 }), 'amount must be a positive number'],
      [put(owner, `/me/hedges/${open.id}`, { status: 'settled' }), 'status is not a field of a hedge contract'],
      [put(owner, `/me/hedges/${open.id}`, { currency: 'JPY', amount: '10.5' }), 'amount must be a whole number for JPY'],
      // Rules the service checks against the stored contract, named by the REST spelling at the edge.
      [put(owner, `/me/hedges/${open.id}`, { maturity_date: '2020-01-01' }), 'maturity_date must be on or after trade_date'],
      [put(owner, `/me/hedges/${open.id}`, { trade_date: '2999-01-01' }), 'trade_date cannot be in the future'],
      [
        post(owner, `/me/hedges/${open.id}/settle`, { settlement_rate: 'lots' }),
        'settlement_rate must be a positive number (NZD per one unit of the currency)',
      ],
      [
        post(owner, `/me/hedges/${open.id}/settle`, { settlement_rate: -1 }),
        'settlement_rate must be a positive number (NZD per one unit of the currency)',
      ],
      [
        post(owner, `/me/hedges/${open.id}/settle`, { rate: 1.5 }),
        'rate is not a field of a settlement (only settlement_rate, settlement_date)',
      ],
      [post(owner, '/me/hedges/x/cancel'), 'id must be a positive whole number'],
      [
        put(owner, '/me/hedges/policy', { m0_3: 1.5 }),
        'm0_3 must be a fraction from 0 to 1 with at most 4 decimal places (0.75 is 75%), or null',
      ],
      [put(owner, '/me/hedges/policy', { m0_3: 'NaN' }), 'm0_3 must be a fraction from 0 to 1'],
      [put(owner, '/me/hedges/policy', { later: 0.5 }), 'later is not a horizon bucket (use m0_3, m3_6, m6_12, m12plus)'],
      [put(owner, '/me/hedges/policy', JSON.parse('{"constructor": 0.5}')), 'constructor is not a horizon bucket'],
      [put(owner, '/me/hedges/policy', [0.5]), 'The request body must be a JSON object'],
    ];
    for (const [pending, detail] of cases) {
      const res = await pending;
      expect([res.status, res.body.detail]).toEqual([400, expect.stringContaining(detail)]);
    }
    // A body that is not JSON at all (a form) is the wrong media type: 415, naming it.
    const form = await put(owner, `/me/hedges/${open.id}`, 'text');
    expect([form.status, form.body.detail]).toEqual([
      415,
      'Send the request body as application/json (this request was application/x-www-form-urlencoded).',
    ]);
    const notJson = await app
      .http()
      .post('/me/hedges')
      .set(...bearer(owner))
      .set('content-type', 'application/json')
      .send('{"amount":');
    expect(notJson.status).toBe(400);
    expect((await get(owner, '/me/hedges/12345678')).status).toBe(404);
    expect(await counts(owner)).toEqual(before);
    expect((await get(owner, `/me/hedges/${open.id}`)).body).toMatchObject({ status: 'open', amount: 60000, currency: 'USD' });
  });
});
