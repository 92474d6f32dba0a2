import {
  areSimilar,
  guidanceBand,
  MAX_SHOCKED_CURRENCIES,
  parseScenarioName,
  parseScenarioTags,
  parseShockEntries,
  parseShocks,
  runScenario,
  SCENARIO_NAME_REQUIRED,
  scenarioGuidance,
  uniformShocks,
} from './scenario';

describe('parseShocks', () => {
  it('accepts supported currencies (any case) with fractions from -1 to 1, kept exact', () => {
    expect(parseShocks({ USD: 0.1, eur: -0.05, GBP: 1, JPY: -1, AUD: 0 })).toEqual({
      ok: true,
      value: { USD: '0.1', EUR: '-0.05', GBP: '1', JPY: '-1', AUD: '0' },
    });
  });

  it.each([
    [null, 'shocks must be an object mapping currency codes to fractions, such as {"USD": 0.1}'],
    [[], 'shocks must be an object mapping currency codes to fractions, such as {"USD": 0.1}'],
    ['USD', 'shocks must be an object mapping currency codes to fractions, such as {"USD": 0.1}'],
    [{}, 'shocks must name at least one currency'],
    [{ XYZ: 0.1 }, 'shocks: XYZ is not a supported currency code'],
    [{ NZD: 0.1 }, 'shocks: NZD is the base currency and cannot be shocked against itself'],
    [{ USD: 1.0001 }, 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    [{ USD: -1.5 }, 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    [{ USD: '0.1' }, 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    [{ USD: null }, 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    [{ usd: 0.1, USD: 0.2 }, 'shocks: USD is named more than once'],
  ])('refuses %j', (raw, message) => {
    expect(parseShocks(raw)).toEqual({ ok: false, errors: [{ field: 'shocks', message }] });
  });

  it('refuses a 10,000-entry map by its size alone', () => {
    const huge = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`C${i}`, 0.1]));
    expect(parseShocks(huge)).toEqual({
      ok: false,
      errors: [
        { field: 'shocks', message: `shocks may name at most ${MAX_SHOCKED_CURRENCIES} currencies (every supported currency but NZD)` },
      ],
    });
  });

  it('lists at most five problems', () => {
    const bad = Object.fromEntries(['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG'].map((c) => [c, 0.1]));
    const result = parseShocks(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toHaveLength(5);
  });

  it("checks the list form the same way, with the caller's field name", () => {
    expect(
      parseShockEntries(
        [
          ['USD', 0.1],
          ['USD', 0.2],
        ],
        'input.shocks',
      ),
    ).toEqual({ ok: false, errors: [{ field: 'input.shocks', message: 'input.shocks: USD is named more than once' }] });
    expect(parseShockEntries([], 'input.shocks')).toEqual({
      ok: false,
      errors: [{ field: 'input.shocks', message: 'input.shocks must name at least one currency' }],
    });
  });
});

describe('runScenario (SPEC section 9)', () => {
  const lines = [
    { currency: 'USD', currentNzd: '15400', invoiceCount: 3 },
    { currency: 'EUR', currentNzd: '8450', invoiceCount: 2 },
    { currency: 'NZD', currentNzd: '1000', invoiceCount: 1 },
  ];

  it('shocks only the named currencies: shocked = current × (1 + shock), impact = shocked − current', () => {
    const r = runScenario(lines, { USD: '0.1' });
    expect(r.lines).toEqual([
      { currency: 'USD', shock: '0.1', currentNzd: '15400', shockedNzd: '16940', impact: '1540', invoiceCount: 3 },
      { currency: 'EUR', shock: '0', currentNzd: '8450', shockedNzd: '8450', impact: '0', invoiceCount: 2 },
      { currency: 'NZD', shock: '0', currentNzd: '1000', shockedNzd: '1000', impact: '0', invoiceCount: 1 },
    ]);
    expect(r).toMatchObject({
      totalCurrent: '24850',
      totalShocked: '26390',
      totalImpact: '1540',
      affectedInvoiceCount: 3,
      affectedCurrencies: ['USD'],
      shockPercent: '10',
    });
    expect(r.guidance.band).toBe('moderate-gain'); // +10% but an impact of 5000 NZD or less
  });

  it('reads a uniform slider shock as that shock, whatever NZD holds', () => {
    const r = runScenario(lines, uniformShocks(['USD', 'EUR', 'NZD'], -5));
    expect(r.shockPercent).toBe('-5');
    expect(r.totalImpact).toBe('-1192.5');
    expect(r.affectedCurrencies).toEqual(['USD', 'EUR']);
    expect(r.guidance.band).toBe('moderate-loss');
  });

  it('weights mixed shocks by exposure and ignores currencies without exposure', () => {
    const r = runScenario(lines, { USD: '0.1', EUR: '-0.1', JPY: '0.2' });
    // (1540 − 845) / (15400 + 8450) = 2.9140...%
    expect(r.shockPercent).toBe('2.914');
    expect(r.affectedCurrencies).toEqual(['USD', 'EUR']);
    expect(r.affectedInvoiceCount).toBe(5);
  });

  it('stays exact on large sums and zero shocks affect nothing', () => {
    const r = runScenario([{ currency: 'USD', currentNzd: '98765432109876.543210987654', invoiceCount: 100000 }], { USD: '0' });
    expect(r.totalImpact).toBe('0');
    expect(r.affectedInvoiceCount).toBe(0);
    expect(r.guidance.band).toBe('neutral');
    const up = runScenario([{ currency: 'USD', currentNzd: '98765432109876.543210987654', invoiceCount: 1 }], { USD: '0.0001' });
    expect(up.totalImpact).toBe('9876543210.9876543210987654');
  });

  it('uses the mean shock when nothing shocked has exposure', () => {
    expect(runScenario([], { USD: '-0.03', EUR: '-0.01' }).shockPercent).toBe('-2');
  });
});

describe('guidance bands at their boundaries (SPEC section 9)', () => {
  it.each([
    [-2, -5000.01, 'severe-loss'],
    [-2, -5000, 'moderate-loss'],
    [-20, -100, 'moderate-loss'],
    [-1.99, -99999, 'moderate-loss'],
    [-1, -10, 'moderate-loss'],
    [-0.99, -10, 'mild-loss'],
    [-0.01, 0, 'mild-loss'],
    [0, 0, 'neutral'],
    [0.01, 1, 'mild-gain'],
    [0.99, 1, 'mild-gain'],
    [1, 1, 'moderate-gain'],
    [2.99, 99999, 'moderate-gain'],
    [3, 5000, 'moderate-gain'],
    [3, 5000.01, 'strong-gain'],
    [20, 100, 'moderate-gain'],
  ])('shock %s%% with impact %s NZD is %s', (shock, impact, band) => {
    expect(guidanceBand(shock, impact)).toBe(band);
  });

  it('gives a text for every band', () => {
    expect(scenarioGuidance(-5, -10000)).toEqual({ band: 'severe-loss', text: expect.stringMatching(/hedging/) });
  });
});

describe('similar rule, names and tags', () => {
  it('calls impacts under 500 NZD apart similar', () => {
    expect(areSimilar('1000', '1499.99')).toBe(true);
    expect(areSimilar('1000', '1500')).toBe(false);
    expect(areSimilar('-200', '250')).toBe(true);
  });

  it("needs a non-blank name with SPEC's message", () => {
    expect(parseScenarioName('  Q3 board  ')).toEqual({ ok: true, value: 'Q3 board' });
    expect(parseScenarioName('   ')).toEqual({ ok: false, errors: [{ field: 'name', message: SCENARIO_NAME_REQUIRED }] });
    expect(parseScenarioName(undefined)).toEqual({
      ok: false,
      errors: [{ field: 'name', message: 'Please enter a name for this scenario' }],
    });
    expect(parseScenarioName('x'.repeat(121)).ok).toBe(false);
  });

  it("takes tags only from SPEC's list, once each, in SPEC order", () => {
    expect(parseScenarioTags(['Worst Case', 'Board Report', 'Worst Case'])).toEqual({ ok: true, value: ['Board Report', 'Worst Case'] });
    expect(parseScenarioTags(undefined)).toEqual({ ok: true, value: [] });
    expect(parseScenarioTags(['worst case'])).toEqual({
      ok: false,
      errors: [
        { field: 'tags', message: 'tags: "worst case" is not one of Board Report, Worst Case, Best Case, Pricing Review, Hedge Decision' },
      ],
    });
    expect(parseScenarioTags('Board Report').ok).toBe(false);
  });
});
