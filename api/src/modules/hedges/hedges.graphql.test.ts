import { act } from '../../../test/exposure-fixtures';
import { createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

let app: TestApp;
let owner: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('hedge-gql');
  const inv = await createInvoice(app, owner, { currency: 'USD', amount: 100000, due_date: '2026-08-14', issued_date: '2026-06-01' });
  await act(app, owner, `/me/invoices/${inv.id}/send`);
});
afterAll(async () => {
  await app.stop();
});

const CREATE = `mutation($input: CreateHedgeInput!) { createHedge(input: $input) { id currency amount lockedRate tradeDate maturityDate bank reference status } }`;
const input = { currency: 'USD', amount: '60000', lockedRate: '1.60', maturityDate: '2026-08-14', bank: 'ANZ' };

describe('the hedge book over GraphQL', () => {
  let id: string;
  it('books, lists, reads coverage with the policy, marks to market and runs a scenario with hedges', async () => {
    const created = await app.gql<{ createHedge: Record<string, string> }>(owner.token, CREATE, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createHedge).toMatchObject({
      currency: 'USD',
      amount: '60000.00',
      lockedRate: '1.6',
      tradeDate: '2026-06-15',
      maturityDate: '2026-08-14',
      bank: 'ANZ',
      reference: '',
      status: 'OPEN',
    });
    id = created.data?.createHedge.id as string;
    const policy = await app.gql(
      owner.token,
      'mutation { setHedgePolicy(input: { m0_3: "0.75", m3_6: "0.5" }) { m0_3 m3_6 m6_12 m12plus } }',
    );
    expect(policy.data).toEqual({ setHedgePolicy: { m0_3: '0.75', m3_6: '0.5', m6_12: null, m12plus: null } });
    const q = await app.gql<Record<string, unknown>>(
      owner.token,
      `{
      hedges { items { id status } hasMore }
      hedgeCoverage { warnings currencies { currency grossAmount hedgedAmount unhedgedAmount hedgeRatio
        buckets { bucket label hedgeRatio targetRatio gapAmount gapNzd compliance exceedsExposure } } }
      hedgeMarkToMarket { totalNzd currencies { currency lockedRate marketRate markToMarket } contracts { markToMarket contract { id } } }
    }`,
    );
    expect(q.errors).toBeUndefined();
    expect(q.data?.hedges).toEqual({ items: [{ id, status: 'OPEN' }], hasMore: false });
    expect(q.data?.hedgeCoverage).toMatchObject({
      warnings: [],
      currencies: [{ currency: 'USD', grossAmount: '100000.00', hedgedAmount: '60000.00', unhedgedAmount: '40000.00', hedgeRatio: '0.6' }],
    });
    expect((q.data?.hedgeCoverage as { currencies: { buckets: unknown[] }[] }).currencies[0]?.buckets[0]).toEqual({
      bucket: 'M0_3',
      label: '0 to 3 months',
      hedgeRatio: '0.6',
      targetRatio: '0.75',
      gapAmount: '-15000.00',
      gapNzd: '-23100.00',
      compliance: 'UNDER',
      exceedsExposure: false,
    });
    expect(q.data?.hedgeMarkToMarket).toEqual({
      totalNzd: '3600.00',
      currencies: [{ currency: 'USD', lockedRate: '1.6', marketRate: '1.54', markToMarket: '3600.00' }],
      contracts: [{ markToMarket: '3600.00', contract: { id } }],
    });
    const scen = await app.gql<{ runScenario: Record<string, unknown> }>(
      owner.token,
      'mutation { runScenario(input: { shocks: [{ currency: USD, shock: 0.1 }] }) { totalImpact withHedges { totalImpact lines { currency unhedgedAmount impact } } } }',
    );
    expect(scen.errors).toBeUndefined();
    expect(scen.data?.runScenario).toEqual({
      totalImpact: '15400.00',
      withHedges: { totalImpact: '6160.00', lines: [{ currency: 'USD', unhedgedAmount: '40000.00', impact: '6160.00' }] },
    });
  });

  it('answers coded errors: BAD_USER_INPUT, CONFLICT and NOT_FOUND for another owner', async () => {
    const bad = await app.gql(owner.token, CREATE, { input: { ...input, amount: '-5', lockedRate: '0' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'amount must be a positive number; lockedRate must be a positive number (NZD per one unit of the currency)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const nul = await app.gql(owner.token, CREATE, { input: { ...input, bank: 'A\u0000B' } });
    expect(nul.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const update = await app.gql(owner.token, `mutation { updateHedge(id: "${id}", input: { maturityDate: "2026-01-01" }) { id } }`);
    expect(update.errors?.[0]).toMatchObject({
      message: 'maturityDate must be on or after tradeDate',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const settled = await app.gql(owner.token, `mutation { settleHedge(id: "${id}", settlementRate: "1.5") { status realisedGainLoss } }`);
    expect(settled.data).toEqual({ settleHedge: { status: 'SETTLED', realisedGainLoss: '6000.00' } });
    const again = await app.gql(owner.token, `mutation { cancelHedge(id: "${id}") { id } }`);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const stranger = await app.register('hedge-gql-stranger');
    for (const op of [
      `{ hedge(id: "${id}") { id } }`,
      `mutation { cancelHedge(id: "${id}") { id } }`,
      `mutation { settleHedge(id: "${id}") { id } }`,
      `mutation { updateHedge(id: "${id}", input: { bank: "X" }) { id } }`,
    ]) {
      const res = await app.gql(stranger.token, op);
      expect(res.errors?.[0]).toMatchObject({ message: `Hedge contract ${id} was not found`, extensions: { code: 'NOT_FOUND' } });
    }
    const badPolicy = await app.gql(owner.token, 'mutation { setHedgePolicy(input: { m0_3: "2" }) { m0_3 } }');
    expect(badPolicy.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badId = await app.gql(owner.token, '{ hedge(id: "constructor") { id } }');
    expect(badId.errors?.[0]).toMatchObject({ message: 'id must be a positive whole number', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await app.gql(null, '{ hedges { hasMore } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
