import { act, seedFourCurrencies } from '../../../test/exposure-fixtures';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { sql } from '../../database/sql';

let app: TestApp;
let owner: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('scen');
  await seedFourCurrencies(app, owner);
});
afterAll(async () => {
  await app.stop();
});

const post = (user: TestUser, path: string, body: unknown) =>
  app
    .http()
    .post(path)
    .set(...bearer(user))
    .send(body as object);
const get = (user: TestUser, path: string) =>
  app
    .http()
    .get(path)
    .set(...bearer(user));
const savedCount = async (user: TestUser) =>
  (await sql<{ n: number }>(app.server.ds, 'SELECT count(*)::int AS n FROM saved_scenarios WHERE owner_id = $1', [user.id]))[0]?.n;

describe('POST /me/exposure/scenario', () => {
  it('+10% USD changes exactly the USD line (SPEC: shocked = current × (1 + shock), impact = shocked − current)', async () => {
    const res = await post(owner, '/me/exposure/scenario', { base_currency: 'NZD', shocks: { USD: 0.1 } });
    expect(res.status).toBe(200);
    expect(res.body.currencies).toEqual([
      { currency: 'EUR', shock: 0, current_value: 3380, shocked_value: 3380, impact: 0, invoice_count: 1 },
      { currency: 'USD', shock: 0.1, current_value: 2310.77, shocked_value: 2541.85, impact: 231.08, invoice_count: 2 },
      { currency: 'JPY', shock: 0, current_value: 1545, shocked_value: 1545, impact: 0, invoice_count: 1 },
      { currency: 'GBP', shock: 0, current_value: 788, shocked_value: 788, impact: 0, invoice_count: 1 },
    ]);
    expect(res.body).toMatchObject({
      base_currency: 'NZD',
      include_drafts: false,
      as_of: '2026-06-15',
      rate_snapshot_date: '2024-12-31',
      shocks: { USD: 0.1 },
      total_current: 8023.77,
      total_shocked: 8254.85,
      total_impact: 231.08,
      affected_invoice_count: 2,
      affected_currencies: ['USD'],
      shock_percent: 10,
      guidance: { band: 'moderate-gain', text: expect.any(String) },
      warnings: [],
    });
  });

  it("applies SPEC's simple scenario (every non-NZD currency at percent / 100) and its guidance bands", async () => {
    const res = await post(owner, '/me/exposure/scenario', {
      base_currency: 'NZD',
      shocks: { USD: -0.1, EUR: -0.1, GBP: -0.1, JPY: -0.1 },
      include_drafts: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      include_drafts: true,
      total_impact: -853.78,
      shock_percent: -10,
      affected_invoice_count: 7,
      guidance: { band: 'moderate-loss' },
    });
  });

  it.each([
    [{ shocks: { XYZ: 0.1 } }, 'shocks: XYZ is not a supported currency code'],
    [{ shocks: { USD: 1.5 } }, 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    [{ shocks: { USD: -1.01 } }, 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    [{ shocks: { USD: 'ten' } }, 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    [{ shocks: { USD: null } }, 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    [{ shocks: {} }, 'shocks must name at least one currency'],
    [{}, 'shocks must be an object mapping currency codes to fractions, such as {"USD": 0.1}'],
    [{ shocks: [0.1] }, 'shocks must be an object mapping currency codes to fractions, such as {"USD": 0.1}'],
    [{ shocks: { NZD: 0.1 } }, 'shocks: NZD is the base currency and cannot be shocked against itself'],
    [{ base_currency: 'USD', shocks: { EUR: 0.1 } }, 'base_currency must be NZD: exposure is measured in NZD'],
    [{ shocks: { USD: 0.1 }, include_drafts: 'yes' }, 'include_drafts must be true or false'],
    [[], 'The request body must be a JSON object.; shocks must be an object mapping currency codes to fractions, such as {"USD": 0.1}'],
  ])('answers 400 with a detail for %j', async (body, detail) => {
    const res = await post(owner, '/me/exposure/scenario', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });

  it('refuses a 10,000-entry shock map with 400, by its size', async () => {
    const shocks = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`C${String(i).padStart(4, '0')}`, 0.01]));
    const res = await post(owner, '/me/exposure/scenario', { base_currency: 'NZD', shocks });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'shocks may name at most 22 currencies (every supported currency but NZD)' });
  });

  it('answers a body that is not JSON with 400 and needs a signed-in user', async () => {
    const bad = await app
      .http()
      .post('/me/exposure/scenario')
      .set(...bearer(owner))
      .set('content-type', 'application/json')
      .send('{"shocks":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: 'The request body is not valid JSON.' });
    expect(
      (
        await app
          .http()
          .post('/me/exposure/scenario')
          .send({ shocks: { USD: 0.1 } })
      ).status,
    ).toBe(401);
  });
});

describe('POST /me/exposure/multi-scenario', () => {
  it('answers several named shock sets side by side on one read of the exposure', async () => {
    const res = await post(owner, '/me/exposure/multi-scenario', {
      base_currency: 'NZD',
      scenarios: [
        { name: 'USD +10%', shocks: { USD: 0.1 } },
        { name: 'Worst case', shocks: { USD: -0.2, EUR: -0.2, GBP: -0.2, JPY: -0.2 } },
        { shocks: { EUR: 0 } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      base_currency: 'NZD',
      include_drafts: false,
      as_of: '2026-06-15',
      total_current: 8023.77,
      warnings: [],
    });
    expect(
      res.body.scenarios.map((s: Record<string, unknown>) => [
        s.name,
        s.total_impact,
        s.affected_invoice_count,
        (s.guidance as { band: string }).band,
      ]),
    ).toEqual([
      ['USD +10%', 231.08, 2, 'moderate-gain'],
      ['Worst case', -1604.75, 5, 'moderate-loss'],
      ['Scenario 3', 0, 0, 'neutral'],
    ]);
    // the single-scenario answer for the same shocks is identical
    const single = await post(owner, '/me/exposure/scenario', { shocks: { USD: 0.1 } });
    expect(res.body.scenarios[0]).toEqual({ name: 'USD +10%', ...single.body });
  });

  it.each([
    [{ scenarios: [] }, 'scenarios must be a list of 1 to 10 named shock sets, such as [{"name": "USD +10%", "shocks": {"USD": 0.1}}]'],
    [
      { scenarios: Array.from({ length: 11 }, () => ({ shocks: { USD: 0.1 } })) },
      'scenarios must be a list of 1 to 10 named shock sets, such as [{"name": "USD +10%", "shocks": {"USD": 0.1}}]',
    ],
    [{ scenarios: [{ shocks: { USD: 0.1 } }, { shocks: { ABC: 0.1 } }] }, 'scenarios[1].shocks: ABC is not a supported currency code'],
    [{ scenarios: [{ name: '  ', shocks: { USD: 0.1 } }] }, 'Please enter a name for this scenario'],
    [
      { scenarios: ['USD'] },
      'scenarios[0] must be an object; scenarios[0].shocks must be an object mapping currency codes to fractions, such as {"USD": 0.1}',
    ],
  ])('answers 400 for %j', async (body, detail) => {
    const res = await post(owner, '/me/exposure/multi-scenario', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });
});

describe('saved scenarios', () => {
  it('saves, lists pinned first then newest, pins, loads, re-runs today, and deletes, all audited', async () => {
    const user = await app.register('saved');
    const inv = await createInvoice(app, user, { currency: 'USD', amount: 10000 });
    await act(app, user, `/me/invoices/${inv.id}/send`);
    const first = await post(user, '/me/scenarios', { name: ' Board pack ', tags: ['Worst Case', 'Board Report'], shocks: { USD: -0.05 } });
    expect(first.status).toBe(201);
    expect(first.headers.location).toBe(`/me/scenarios/${first.body.id}`);
    expect(first.body).toMatchObject({
      name: 'Board pack',
      tags: ['Board Report', 'Worst Case'],
      shocks: { USD: -0.05 },
      rate_shock: -5,
      include_drafts: false,
      total_exposure: 15400,
      impact_amount: -770,
      affected_invoice_count: 1,
      affected_currencies: ['USD'],
      is_pinned: false,
      rate_snapshot_date: '2026-06-15',
      saved: { total_impact: -770, guidance: { band: 'moderate-loss' } },
    });
    app.clock.set('2026-06-15T10:00:00.000Z');
    const second = await post(user, '/me/scenarios', { name: 'Upside', shocks: { USD: 0.05 }, include_drafts: true });
    app.clock.set('2026-06-15T11:00:00.000Z');
    const third = await post(user, '/me/scenarios', { name: 'Flat', shocks: { USD: 0 } });
    app.clock.set('2026-06-15T09:00:00.000Z');
    await post(user, `/me/scenarios/${first.body.id}/pin`, {}).expect(200);
    const list = await get(user, '/me/scenarios');
    expect(list.body.map((s: { name: string }) => s.name)).toEqual(['Board pack', 'Flat', 'Upside']);
    expect(list.body[0]).toMatchObject({ is_pinned: true, current: { total_impact: -770 } });
    await post(user, `/me/scenarios/${first.body.id}/unpin`, {}).expect(200);
    expect((await get(user, '/me/scenarios')).body.map((s: { name: string }) => s.name)).toEqual(['Flat', 'Upside', 'Board pack']);

    // a newer rate: the saved figures stay, 'current' shows what the same shocks give now
    await act(app, user, '/me/rates', { currency: 'USD', nzd_per_unit: 2, confirm_large_change: true }, 201);
    const loaded = await get(user, `/me/scenarios/${first.body.id}`);
    expect(loaded.body).toMatchObject({
      impact_amount: -770,
      saved: { total_current: 15400 },
      current: { total_current: 20000, total_impact: -1000 },
    });

    const affected = await get(user, `/me/scenarios/${first.body.id}/invoices`);
    expect(affected.body.map((i: { id: number }) => i.id)).toEqual([inv.id]);
    expect((await get(user, `/me/scenarios/${third.body.id}/invoices`)).body).toEqual([]);

    await app
      .http()
      .delete(`/me/scenarios/${second.body.id}`)
      .set(...bearer(user))
      .expect(204);
    expect(await savedCount(user)).toBe(2);
    const actions = (await get(user, '/me/audit')).body
      .filter((e: { entity_type: string }) => e.entity_type === 'scenario')
      .map((e: { message: string }) => e.message);
    expect(actions).toEqual([
      'Deleted scenario "Upside"',
      'Unpinned scenario "Board pack"',
      'Pinned scenario "Board pack"',
      'Saved scenario "Flat" (USD +0%): impact NZD 0.00 on NZD 15,400.00',
      'Saved scenario "Upside" (USD +5%): impact NZD 770.00 on NZD 15,400.00',
      'Saved scenario "Board pack" (USD -5%): impact NZD -770.00 on NZD 15,400.00',
    ]);
  });

  it.each([
    [{ name: '   ', shocks: { USD: 0.1 } }, 'Please enter a name for this scenario'],
    [{ shocks: { USD: 0.1 } }, 'Please enter a name for this scenario'],
    [{ name: 'x'.repeat(121), shocks: { USD: 0.1 } }, 'name must be at most 120 characters'],
    [
      { name: 'Tagged', tags: ['Nice'], shocks: { USD: 0.1 } },
      'tags: "Nice" is not one of Board Report, Worst Case, Best Case, Pricing Review, Hedge Decision',
    ],
    [{ name: 'Bad', shocks: { USD: 2 } }, 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    [{ name: 'Empty', shocks: {} }, 'shocks must name at least one currency'],
  ])('refuses to save %j with 400 and saves nothing', async (body, detail) => {
    const user = await app.register('badsave');
    const res = await post(user, '/me/scenarios', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(await savedCount(user)).toBe(0);
  });

  it('refuses a 501st saved scenario with 409 and keeps 500', async () => {
    const user = await app.register('cap');
    await sql(
      app.server.ds,
      `INSERT INTO saved_scenarios (owner_id, name, shocks, rate_snapshot_date, total_exposure, impact_amount, affected_invoice_count)
      SELECT $1, 'S' || g, '{"USD": "0.1"}', '2026-06-15', 0, 0, 0 FROM generate_series(1, 500) AS g`,
      [user.id],
    );
    const res = await post(user, '/me/scenarios', { name: 'One more', shocks: { USD: 0.1 } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'You can keep at most 500 saved scenarios; delete some first.' });
    expect(await savedCount(user)).toBe(500);
  });

  it("compares exactly two with SPEC's similar rule (impacts under 500 NZD apart)", async () => {
    const user = await app.register('compare');
    const inv = await createInvoice(app, user, { currency: 'EUR', amount: 10000 });
    await act(app, user, `/me/invoices/${inv.id}/send`);
    const a = (await post(user, '/me/scenarios', { name: 'A', shocks: { EUR: 0.01 } })).body; // 169.00
    const b = (await post(user, '/me/scenarios', { name: 'B', shocks: { EUR: 0.03, USD: 0.1 } })).body; // 507.00
    const c = (await post(user, '/me/scenarios', { name: 'C', shocks: { EUR: 0.04 } })).body; // 676.00
    const ab = await get(user, `/me/scenarios/compare?ids=${a.id},${b.id}`);
    expect(ab.status).toBe(200);
    expect(ab.body).toMatchObject({ impact_difference: 338, similar: true, similar_now: true });
    expect(ab.body.shocks).toEqual([
      { currency: 'USD', first: 0, second: 0.1 },
      { currency: 'EUR', first: 0.01, second: 0.03 },
    ]);
    expect(ab.body.scenarios.map((s: { name: string }) => s.name)).toEqual(['A', 'B']);
    expect((await get(user, `/me/scenarios/compare?ids=${a.id},${c.id}`)).body).toMatchObject({ impact_difference: 507, similar: false });
    for (const ids of ['', `${a.id}`, `${a.id},${a.id}`, `${a.id},${b.id},${c.id}`]) {
      const res = await get(user, `/me/scenarios/compare?ids=${ids}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Choose exactly 2 scenarios to compare' });
    }
    expect((await get(user, `/me/scenarios/compare?ids=${a.id},abc`)).body).toEqual({ detail: 'ids must be a positive whole number' });
  });

  it("answers 404 for another owner's scenario on every path, and changes nothing", async () => {
    const alice = await app.register('alice');
    const bob = await app.register('bob');
    const mine = (await post(alice, '/me/scenarios', { name: 'Mine', shocks: { USD: 0.1 } })).body;
    const bobs = (await post(bob, '/me/scenarios', { name: 'Bobs', shocks: { USD: 0.1 } })).body;
    const detail = `Scenario ${mine.id} was not found`;
    const attempts = [
      app.http().get(`/me/scenarios/${mine.id}`),
      app.http().get(`/me/scenarios/${mine.id}/invoices`),
      app.http().post(`/me/scenarios/${mine.id}/pin`),
      app.http().post(`/me/scenarios/${mine.id}/unpin`),
      app.http().delete(`/me/scenarios/${mine.id}`),
      app.http().get(`/me/scenarios/compare?ids=${bobs.id},${mine.id}`),
      app.http().get('/me/scenarios/999999999/invoices'),
    ];
    for (const [i, req] of attempts.entries()) {
      const res = await req.set(...bearer(bob));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: i === attempts.length - 1 ? 'Scenario 999999999 was not found' : detail });
    }
    const still = await get(alice, `/me/scenarios/${mine.id}`);
    expect(still.body).toMatchObject({ name: 'Mine', is_pinned: false });
    expect((await get(bob, '/me/scenarios')).body.map((s: { name: string }) => s.name)).toEqual(['Bobs']);
    for (const path of [`/me/scenarios/abc`, `/me/scenarios/0/invoices`]) {
      expect((await get(bob, path)).body).toEqual({ detail: 'id must be a positive whole number' });
    }
  });
});
