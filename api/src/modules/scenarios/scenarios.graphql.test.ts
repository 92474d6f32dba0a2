import { act, seedFourCurrencies } from '../../../test/exposure-fixtures';
import { createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

let app: TestApp;
let owner: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('gqlscen');
  await seedFourCurrencies(app, owner);
});
afterAll(async () => {
  await app.stop();
});

const RUN = `mutation Run($input: RunScenarioInput!) { runScenario(input: $input) {
  totalCurrent totalShocked totalImpact affectedInvoiceCount affectedCurrencies shockPercent guidance { band text }
  lines { currency shock currentNzd shockedNzd impact invoiceCount } shocks { currency shock percent } warnings } }`;

describe('exposure over GraphQL', () => {
  it('gives the same figures as REST, money as exact Decimal strings', async () => {
    const res = await app.gql<{ exposure: Record<string, unknown> & { currencies: Record<string, unknown>[] } }>(
      owner.token,
      `{ exposure {
      asOf totalNzd invoiceCount overdueCount overdueSharePercent dueWithin30Count dueHorizon dueHorizonText unrealisedGainLoss warnings
      currencies { currency totalAmount nzdValue sharePercent earliestDue invoiceCount nzdPerUnit rateMissing rateStale rate { source effectiveDate } } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.exposure).toMatchObject({
      asOf: '2026-06-15',
      totalNzd: '8023.77',
      invoiceCount: 5,
      overdueCount: 1,
      overdueSharePercent: '20.0',
      dueWithin30Count: 4,
      dueHorizon: 'IMMEDIATE',
      unrealisedGainLoss: '0.00',
      warnings: [],
    });
    expect(res.data?.exposure.currencies[1]).toEqual({
      currency: 'USD',
      totalAmount: '1500.50',
      nzdValue: '2310.77',
      sharePercent: '28.8',
      earliestDue: '2026-06-01',
      invoiceCount: 2,
      nzdPerUnit: '1.54',
      rateMissing: false,
      rateStale: true,
      rate: { source: 'built-in', effectiveDate: '2024-12-31' },
    });
    const drafts = await app.gql<{ exposure: { invoiceCount: number } }>(owner.token, '{ exposure(includeDrafts: true) { invoiceCount } }');
    expect(drafts.data?.exposure.invoiceCount).toBe(7);
  });

  it('answers the aging and counterparty views', async () => {
    const res = await app.gql<{
      exposureAging: { buckets: { bucket: string; invoiceCount: number }[] };
      exposureByCounterparty: { items: { counterparty: string; nzdValue: string }[]; hasMore: boolean };
    }>(
      owner.token,
      '{ exposureAging { buckets { bucket label invoiceCount nzdValue } } exposureByCounterparty(limit: 5) { items { counterparty nzdValue invoiceCount } hasMore } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.exposureAging.buckets.map((b) => [b.bucket, b.invoiceCount])).toEqual([
      ['OVERDUE', 1],
      ['TODAY', 1],
      ['NEXT_7_DAYS', 1],
      ['NEXT_30_DAYS', 1],
      ['LATER', 1],
    ]);
    expect(res.data?.exposureByCounterparty).toEqual({
      items: [{ counterparty: 'Acme Ltd', nzdValue: '8023.77', invoiceCount: 5 }],
      hasMore: false,
    });
  });

  it('needs a signed-in user', async () => {
    const res = await app.gql(null, '{ exposure { totalNzd } }');
    expect(res.status).toBe(401);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('scenarios over GraphQL', () => {
  it('runs a scenario: +10% USD changes exactly the USD line', async () => {
    const res = await app.gql<{ runScenario: Record<string, unknown> & { lines: { currency: string; impact: string }[] } }>(
      owner.token,
      RUN,
      { input: { shocks: [{ currency: 'USD', shock: 0.1 }] } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.runScenario).toMatchObject({
      totalCurrent: '8023.77',
      totalShocked: '8254.85',
      totalImpact: '231.08',
      affectedInvoiceCount: 2,
      affectedCurrencies: ['USD'],
      shockPercent: '10',
      guidance: { band: 'MODERATE_GAIN' },
      shocks: [{ currency: 'USD', shock: '0.1', percent: '10' }],
    });
    expect(res.data?.runScenario.lines.map((l) => [l.currency, l.impact])).toEqual([
      ['EUR', '0.00'],
      ['USD', '231.08'],
      ['JPY', '0.00'],
      ['GBP', '0.00'],
    ]);
  });

  it.each([
    // GraphQL's shocks are a list: a problem names the item as GraphQL spells it, not REST's map key.
    [[{ currency: 'USD', shock: 1.5 }], 'shocks[0].shock must be a number from -1 to 1 (a fraction: 0.1 is +10%)', 'shocks[0].shock'],
    [[], 'shocks must name at least one currency', 'shocks'],
    [
      [
        { currency: 'EUR', shock: 0.1 },
        { currency: 'NZD', shock: 0.1 },
      ],
      'shocks[1].currency: NZD is the base currency and cannot be shocked against itself',
      'shocks[1].currency',
    ],
    [
      [
        { currency: 'USD', shock: 0.1 },
        { currency: 'USD', shock: 0.2 },
      ],
      'shocks[1].currency: USD is named more than once',
      'shocks[1].currency',
    ],
  ])('answers BAD_USER_INPUT for shocks %j', async (shocks, message, field) => {
    const res = await app.gql(owner.token, RUN, { input: { shocks } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('names a shock inside a named set by its GraphQL path (runScenarios)', async () => {
    const res = await app.gql(owner.token, 'mutation($i: RunScenariosInput!) { runScenarios(input: $i) { __typename } }', {
      i: {
        scenarios: [
          { name: 'Up', shocks: [{ currency: 'USD', shock: 0.1 }] },
          { name: 'Bad', shocks: [{ currency: 'EUR', shock: 3 }] },
        ],
      },
    });
    expect(res.errors?.[0]).toMatchObject({
      message: 'scenarios[1].shocks[0].shock must be a number from -1 to 1 (a fraction: 0.1 is +10%)',
      extensions: { code: 'BAD_USER_INPUT', field: 'scenarios[1].shocks[0].shock' },
    });
  });

  it('refuses an unknown currency and a shock that is not a number at the schema', async () => {
    const unknown = await app.gql(owner.token, RUN, { input: { shocks: [{ currency: 'XYZ', shock: 0.1 }] } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const nan = await app.gql(owner.token, RUN, { input: { shocks: [{ currency: 'USD', shock: 'ten' }] } });
    expect(nan.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('runs several side by side', async () => {
    const res = await app.gql<{ runScenarios: { totalCurrent: string; scenarios: { name: string; totalImpact: string }[] } }>(
      owner.token,
      `mutation M($input: RunScenariosInput!) { runScenarios(input: $input) { totalCurrent scenarios { name totalImpact } } }`,
      { input: { scenarios: [{ name: 'Up', shocks: [{ currency: 'USD', shock: 0.1 }] }, { shocks: [{ currency: 'EUR', shock: -0.1 }] }] } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.runScenarios).toEqual({
      totalCurrent: '8023.77',
      scenarios: [
        { name: 'Up', totalImpact: '231.08' },
        { name: 'Scenario 2', totalImpact: '-338.00' },
      ],
    });
  });

  it("saves, lists with today's re-run in a fixed number of statements, pins, compares and deletes; another owner gets NOT_FOUND", async () => {
    const user = await app.register('gqlsaved');
    await seedFourCurrencies(app, user);
    const save = (name: string, shock: number, includeDrafts = false) =>
      app.gql<{ saveScenario: { id: string; impactAmount: string; tags: string[] } }>(
        user.token,
        'mutation S($input: SaveScenarioInput!) { saveScenario(input: $input) { id impactAmount tags } }',
        { input: { name, tags: ['Hedge Decision'], shocks: [{ currency: 'USD', shock }], includeDrafts } },
      );
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await save(`S${i}`, i / 100, i % 2 === 0)).data?.saveScenario.id as string);
    const blank = await app.gql(
      user.token,
      'mutation { saveScenario(input: { name: " ", shocks: [{ currency: USD, shock: 0.1 }] }) { id } }',
    );
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Please enter a name for this scenario',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });

    const pin = await app.gql<{ pinScenario: { isPinned: boolean } }>(user.token, `mutation { pinScenario(id: "${ids[2]}") { isPinned } }`);
    expect(pin.data?.pinScenario.isPinned).toBe(true);
    const list = await app.gql<{ scenarios: { name: string; isPinned: boolean; current: { totalImpact: string } }[] }>(
      user.token,
      '{ scenarios { name isPinned saved { totalImpact } current { totalImpact } } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.scenarios.map((s) => s.name)).toEqual(['S2', 'S5', 'S4', 'S3', 'S1', 'S0']);
    // list (1) + exposure with and without drafts (2 × rates + totals): no statement per scenario
    expect(app.stats.filter((s) => s.path === '/graphql').at(-1)?.statements).toBeLessThanOrEqual(5);

    const cmp = await app.gql<{ compareScenarios: { similar: boolean; impactDifference: string; scenarios: { name: string }[] } }>(
      user.token,
      `{ compareScenarios(ids: ["${ids[1]}", "${ids[2]}"]) { similar similarNow impactDifference scenarios { name } current { totalImpact } } }`,
    );
    expect(cmp.data?.compareScenarios).toMatchObject({
      similar: true,
      impactDifference: '29.27',
      scenarios: [{ name: 'S1' }, { name: 'S2' }],
    });
    const one = await app.gql(user.token, `{ compareScenarios(ids: ["${ids[1]}"]) { similar } }`);
    expect(one.errors?.[0]).toMatchObject({ message: 'Choose exactly 2 scenarios to compare', extensions: { code: 'BAD_USER_INPUT' } });

    const affected = await app.gql<{ scenarioAffectedInvoices: { items: { currency: string }[] } }>(
      user.token,
      `{ scenarioAffectedInvoices(id: "${ids[1]}") { items { currency status } hasMore } }`,
    );
    expect(affected.data?.scenarioAffectedInvoices.items.map((i) => i.currency)).toEqual(['USD', 'USD']);

    const stranger = await app.register('gqlstranger');
    for (const query of [
      `{ scenario(id: "${ids[0]}") { id } }`,
      `{ scenarioAffectedInvoices(id: "${ids[0]}") { hasMore } }`,
      `{ compareScenarios(ids: ["${ids[0]}", "${ids[1]}"]) { similar } }`,
      `mutation { pinScenario(id: "${ids[0]}") { id } }`,
      `mutation { deleteScenario(id: "${ids[0]}") { id } }`,
    ]) {
      const res = await app.gql(stranger.token, query);
      expect(res.errors?.[0]).toMatchObject({ message: `Scenario ${ids[0]} was not found`, extensions: { code: 'NOT_FOUND' } });
    }
    const del = await app.gql<{ deleteScenario: { name: string } }>(user.token, `mutation { deleteScenario(id: "${ids[0]}") { name } }`);
    expect(del.data?.deleteScenario.name).toBe('S0');
    expect((await app.gql(user.token, `{ scenario(id: "${ids[0]}") { id } }`)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("runs on the owner's own exposure only", async () => {
    const stranger = await app.register('empty');
    const res = await app.gql<{ runScenario: { totalCurrent: string; lines: unknown[]; guidance: { band: string } } }>(
      stranger.token,
      RUN,
      { input: { shocks: [{ currency: 'USD', shock: -0.1 }] } },
    );
    expect(res.data?.runScenario).toMatchObject({ totalCurrent: '0.00', lines: [], guidance: { band: 'MODERATE_LOSS' } });
    await act(app, stranger, '/me/rates', { currency: 'USD', nzd_per_unit: 3, confirm_large_change: true }, 201);
    const again = await app.gql<{ runScenario: { totalCurrent: string } }>(owner.token, RUN, {
      input: { shocks: [{ currency: 'USD', shock: 0.1 }] },
    });
    expect(again.data?.runScenario.totalCurrent).toBe('8023.77');
  });
});

describe('runScenarios for an owner with more than a quarter of invoices overdue (issue 25)', () => {
  it('answers the overdue-share warning as text, as REST does, never INTERNAL_SERVER_ERROR', async () => {
    const late = await app.register('gqlscen-late');
    for (const due of ['2026-05-20', '2026-06-01', '2026-07-30']) {
      const { id } = await createInvoice(app, late, { currency: 'USD', amount: 100, issued_date: '2026-05-01', due_date: due });
      await act(app, late, `/me/invoices/${id}/send`);
    }
    const input = { scenarios: [{ name: 'Up', shocks: [{ currency: 'USD', shock: 0.1 }] }] };
    const gql = await app.gql<{ runScenarios: { warnings: string[]; scenarios: { warnings: string[] }[] } }>(
      late.token,
      'mutation($i: RunScenariosInput!) { runScenarios(input: $i) { warnings scenarios { warnings } } }',
      { i: input },
    );
    expect(gql.errors).toBeUndefined();
    const rest = await act(app, late, '/me/exposure/multi-scenario', { scenarios: [{ name: 'Up', shocks: { USD: 0.1 } }] });
    expect(rest.warnings).toEqual([expect.stringContaining('overdue')]);
    expect(gql.data?.runScenarios.warnings).toEqual(rest.warnings);
    expect(gql.data?.runScenarios.scenarios[0]?.warnings).toEqual((rest.scenarios as { warnings: string[] }[])[0]?.warnings);
  });
});
