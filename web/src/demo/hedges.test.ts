import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphql } from 'graphql';
import { hedgeBucket, hedgeCoverage, markToMarket, roundRatio, roundToMinor, type HedgeFields } from '@keafx/schema';
import { executableSchema, type ResolverMap } from './schema';
import { createResolvers } from './resolvers';
import { DemoStore } from './store';

// The api's committed SDL, as the demo link loads it.
const typeDefs = readFileSync(path.join(__dirname, '../../../schema/schema.graphql'), 'utf8');
const NOW = new Date('2026-11-22T21:30:00Z');

function setup() {
  const store = new DemoStore(() => NOW);
  const schema = executableSchema(typeDefs, createResolvers(store) as ResolverMap);
  const run = async (query: string, variables?: Record<string, unknown>) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own ad-hoc query shape
    (await graphql({ schema, source: query, variableValues: variables })) as { data?: any; errors?: readonly any[] };
  return { store, run };
}

const CONTRACT =
  'id currency amount lockedRate tradeDate maturityDate bank reference status settledOn settlementRate realisedGainLoss cancelledOn closedAt';

describe('the demo hedge book over the api schema', () => {
  it('lists the sample contracts soonest maturity first, with banks and references, and filters by status', async () => {
    const { store, run } = setup();
    const r = await run(`{ hedges(limit: 1000) { items { ${CONTRACT} } hasMore } hedgePolicy { m0_3 m3_6 m6_12 m12plus } }`);
    expect(r.errors).toBeUndefined();
    const items = r.data.hedges.items as { status: string; maturityDate: string; bank: string; reference: string }[];
    expect(items.map((h) => h.status).sort()).toEqual(['CANCELLED', 'OPEN', 'OPEN', 'OPEN', 'OPEN', 'SETTLED']);
    expect(items.map((h) => h.maturityDate)).toEqual([...items.map((h) => h.maturityDate)].sort());
    expect(items.every((h) => h.bank !== '' && h.reference !== '')).toBe(true);
    // Dated from today, as the sample invoices are.
    const open = items.filter((h) => h.status === 'OPEN');
    expect(new Set(open.map((h) => hedgeBucket(h.maturityDate, store.today)))).toEqual(new Set(['m0_3', 'm3_6']));
    const settled = r.data.hedges.items.find((h: { status: string }) => h.status === 'SETTLED');
    expect(settled.realisedGainLoss).toBe(roundToMinor(markToMarket('10000', settled.lockedRate, settled.settlementRate), 'NZD'));
    expect(r.data.hedgePolicy).toEqual({ m0_3: '0.5', m3_6: '0.3', m6_12: '0.2', m12plus: null });
    const onlyOpen = await run('{ hedges(status: OPEN) { items { status } } }');
    expect(onlyOpen.data.hedges.items).toHaveLength(4);
    const bad = await run('{ hedges(limit: 0) { hasMore } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it("answers coverage by schema/src's hedgeCoverage over the sample invoices and open contracts", async () => {
    const { store, run } = setup();
    const r = await run(`{ hedgeCoverage { asOf warnings currencies { currency nzdPerUnit grossAmount hedgedAmount hedgeRatio
      buckets { bucket grossAmount hedgedAmount hedgeRatio targetRatio gapAmount compliance exceedsExposure } } } }`);
    expect(r.errors).toBeUndefined();
    const expected = hedgeCoverage(
      store.exposureInvoices(false).map((i) => ({ currency: i.currency, bucket: hedgeBucket(i.dueDate, store.today), amount: i.amount })),
      store.hedges
        .filter((h) => h.status === 'open')
        .map((h) => ({ currency: h.currency, bucket: hedgeBucket(h.maturityDate, store.today), amount: h.amount })),
      (c) => store.rates[c] ?? '1',
      store.hedgePolicy,
    );
    const got = r.data.hedgeCoverage.currencies as { currency: string; hedgedAmount: string; hedgeRatio: string | null }[];
    expect(got.map((l) => l.currency).sort()).toEqual(expected.map((l) => l.currency).sort());
    for (const line of expected) {
      const shown = got.find((l) => l.currency === line.currency);
      expect(shown).toMatchObject({
        grossAmount: roundToMinor(line.gross, line.currency),
        hedgedAmount: roundToMinor(line.hedged, line.currency),
        hedgeRatio: roundRatio(line.ratio),
      });
    }
    const usd = r.data.hedgeCoverage.currencies.find((l: { currency: string }) => l.currency === 'USD');
    expect(usd.grossAmount).toBe('19800.00');
    expect(usd.hedgedAmount).toBe('13000.00');
    expect(usd.buckets[0]).toMatchObject({ bucket: 'M0_3', hedgedAmount: '8000.00', hedgeRatio: '0.404', compliance: 'UNDER' });
    expect(usd.buckets[1]).toMatchObject({ bucket: 'M3_6', grossAmount: '0.00', compliance: 'OVER', exceedsExposure: true });
    const verdict = (c: string) =>
      r.data.hedgeCoverage.currencies.find((l: { currency: string }) => l.currency === c).buckets[0].compliance;
    expect([verdict('EUR'), verdict('GBP'), verdict('AUD')]).toEqual(['ON_TARGET', 'OVER', 'UNDER']);
    expect(r.data.hedgeCoverage.warnings).toEqual([
      'USD contracts maturing in 3 to 6 months exceed the exposure they cover by USD 5,000.00',
    ]);
  });

  it('values open contracts at the demo rates by the shared markToMarket', async () => {
    const { store, run } = setup();
    const r = await run(
      '{ hedgeMarkToMarket(limit: 1) { totalNzd hasMore currencies { currency contractCount amount markToMarket } contracts { contract { id } } } }',
    );
    expect(r.errors).toBeUndefined();
    const open = store.hedges.filter((h) => h.status === 'open');
    const total = open.reduce(
      (t, h) => t.plus(markToMarket(h.amount, h.lockedRate, store.rates[h.currency] ?? '1')),
      markToMarket(0, 0, 0),
    );
    expect(r.data.hedgeMarkToMarket.totalNzd).toBe(roundToMinor(total, 'NZD'));
    expect(r.data.hedgeMarkToMarket.currencies.map((c: { currency: string }) => c.currency)).toEqual(['EUR', 'GBP', 'USD']);
    expect(r.data.hedgeMarkToMarket.currencies[2]).toMatchObject({ contractCount: 2, amount: '13000.00' });
    expect(r.data.hedgeMarkToMarket.contracts).toHaveLength(1);
    expect(r.data.hedgeMarkToMarket.hasMore).toBe(true);
  });

  it('settles an open contract in the store after previewing the same figures, says so in the audit trail, and reopens it', async () => {
    const { store, run } = setup();
    const preview = await run(
      '{ hedgeSettlementPreview(id: "2", settlementRate: "1.5") { settlementDate settlementRate realisedGainLoss } }',
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data.hedgeSettlementPreview).toEqual({ settlementDate: store.today, settlementRate: '1.5', realisedGainLoss: '500.00' });
    expect(store.hedges.find((h) => h.id === '2')?.status).toBe('open');

    const done = await run(`mutation { settleHedge(id: "2", settlementRate: "1.5") { ${CONTRACT} } }`);
    expect(done.errors).toBeUndefined();
    expect(done.data.settleHedge).toMatchObject({
      status: 'SETTLED',
      settledOn: store.today,
      settlementRate: '1.5',
      realisedGainLoss: '500.00',
    });
    expect(store.hedges.find((h) => h.id === '2')).toMatchObject({ status: 'settled', settlementRate: '1.5', closedAt: NOW.toISOString() });
    expect(store.audit[0]).toMatchObject({ action: 'hedge.settled', entityType: 'hedge', entityId: '2' });
    expect(store.audit[0]?.message).toMatch(/^Settled demo forward contract #2 at 1.5: realised NZD 500.00 \(not saved\)$/);
    const coverage = await run('{ hedgeCoverage { currencies { currency hedgedAmount } } }');
    expect(coverage.data.hedgeCoverage.currencies.find((l: { currency: string }) => l.currency === 'USD').hedgedAmount).toBe('5000.00');

    const again = await run('mutation { cancelHedge(id: "2") { id } }');
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    const reopened = await run('mutation { reopenHedge(id: "2") { status settledOn settlementRate realisedGainLoss } }');
    expect(reopened.data.reopenHedge).toEqual({ status: 'OPEN', settledOn: null, settlementRate: null, realisedGainLoss: null });
    // The sample settlement is 12 days old: past the window in which a settlement may be undone.
    const old = await run('mutation { reopenHedge(id: "1") { id } }');
    expect(old.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
  });

  it('books a contract and replaces the policy by the api commands, and refuses bad input naming the field', async () => {
    const { store, run } = setup();
    const input = { currency: 'CHF', amount: '2500', lockedRate: '1.79', maturityDate: '2027-02-01', bank: 'Kiwibank' };
    const booked = await run(`mutation($input: CreateHedgeInput!) { createHedge(input: $input) { ${CONTRACT} } }`, { input });
    expect(booked.errors).toBeUndefined();
    expect(booked.data.createHedge).toMatchObject({ id: '7', amount: '2500.00', tradeDate: store.today, status: 'OPEN', reference: '' });
    expect(store.hedges).toHaveLength(7);
    expect(store.audit[0]?.message).toContain('(not saved)');

    const refusals = await Promise.all([
      run('mutation($input: CreateHedgeInput!) { createHedge(input: $input) { id } }', { input: { ...input, currency: 'NZD' } }),
      run('mutation($input: CreateHedgeInput!) { createHedge(input: $input) { id } }', { input: { ...input, maturityDate: '2020-01-01' } }),
      run('mutation { settleHedge(id: "4", settlementDate: "2099-01-01") { id } }'),
      run('mutation { settleHedge(id: "4", settlementDate: "2000-01-01") { id } }'),
      run('mutation { settleHedge(id: "4", settlementRate: "-1") { id } }'),
      run('mutation { setHedgePolicy(input: { m0_3: "1.5" }) { m0_3 } }'),
    ]);
    expect(refusals.map((r) => r.errors?.[0]?.extensions)).toEqual([
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'currency' }),
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'maturityDate' }),
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'settlementDate' }),
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'settlementDate' }),
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'settlementRate' }),
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'm0_3' }),
    ]);
    expect(store.hedges.find((h) => h.id === '4')?.status).toBe('open');
    const missing = await run('{ hedge(id: "99") { id } }');
    expect(missing.errors?.[0]).toMatchObject({ message: 'Hedge contract 99 was not found', extensions: { code: 'NOT_FOUND' } });

    const policy = await run('mutation { setHedgePolicy(input: { m0_3: "0.75", m3_6: "0.5" }) { m0_3 m3_6 m6_12 m12plus } }');
    expect(policy.data.setHedgePolicy).toEqual({ m0_3: '0.75', m3_6: '0.5', m6_12: null, m12plus: null });
    const eur = await run('{ hedgeCoverage { currencies { currency buckets { targetRatio compliance } } } }');
    expect(eur.data.hedgeCoverage.currencies.find((l: { currency: string }) => l.currency === 'EUR').buckets[0]).toEqual({
      targetRatio: '0.75',
      compliance: 'UNDER',
    });
    // The edited contract keeps the shared rule across fields (changedHedge).
    const change = await run('mutation { updateHedge(id: "4", input: { maturityDate: "2000-01-01" }) { id } }');
    expect(change.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'maturityDate' });
    expect((store.hedges.find((h) => h.id === '4') as HedgeFields).maturityDate).not.toBe('2000-01-01');
  });
});
