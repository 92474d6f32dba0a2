import { parseHedgePolicy, validateHedgeInput } from './hedge-commands';
import { hedgeStatusChange } from './hedge-input';
import {
  EMPTY_HEDGE_POLICY,
  fxGaugeExact,
  hedgeBucket,
  hedgeCoverage,
  hedgeRatio,
  markToMarket,
  netPosition,
  roundRatio,
  unhedgedScenarioLines,
  type NativeAmount,
  ratioPercent,
} from './hedges';

const TODAY = '2026-06-15';

describe('hedgeBucket: every boundary', () => {
  it.each([
    ['2026-01-01', 'm0_3'], // overdue counts in the first bucket
    ['2026-06-15', 'm0_3'],
    ['2026-09-13', 'm0_3'], // today + 90
    ['2026-09-14', 'm3_6'], // today + 91
    ['2026-12-12', 'm3_6'], // today + 180
    ['2026-12-13', 'm6_12'], // today + 181
    ['2027-06-15', 'm6_12'], // today + 365
    ['2027-06-16', 'm12plus'], // today + 366
  ])('%s is in %s', (date, bucket) => {
    expect(hedgeBucket(date, TODAY)).toBe(bucket);
  });
});

describe('hedgeCoverage', () => {
  const rate = (c: string) => (({ USD: '1.54', EUR: '1.69' }) as Record<string, string>)[c] ?? '1';
  const policy = { m0_3: '0.75', m3_6: '0.5', m6_12: '0.25', m12plus: null };

  it("the issue's story: USD 100,000 due in 60 days, a USD 60,000 forward: 60% hedged, under a 75% policy by USD 15,000", () => {
    const [usd] = hedgeCoverage(
      [{ currency: 'USD', bucket: 'm0_3', amount: '100000.00' }],
      [{ currency: 'USD', bucket: 'm0_3', amount: '60000.00' }],
      rate,
      policy,
    );
    expect(usd).toMatchObject({
      currency: 'USD',
      gross: '100000',
      hedged: '60000',
      unhedged: '40000',
      ratio: '0.6',
      grossNzd: '154000',
      unhedgedNzd: '61600',
    });
    expect(usd?.buckets[0]).toEqual({
      bucket: 'm0_3',
      gross: '100000',
      hedged: '60000',
      unhedged: '40000',
      ratio: '0.6',
      target: '0.75',
      gap: '-15000',
      gapNzd: '-23100',
      compliance: 'under',
      exceedsExposure: false,
    });
    expect(usd?.buckets[1]).toMatchObject({ bucket: 'm3_6', gross: '0', hedged: '0', ratio: null, gap: '0', compliance: 'on-target' });
    expect(usd?.buckets[3]).toMatchObject({ bucket: 'm12plus', target: null, gap: null, gapNzd: null, compliance: 'no-target' });
  });

  it('is exact with cents that floats would lose, and flags contracts above the exposure they cover', () => {
    const gross: NativeAmount[] = [
      { currency: 'EUR', bucket: 'm3_6', amount: '0.10' },
      { currency: 'EUR', bucket: 'm3_6', amount: '0.20' },
    ];
    const [eur] = hedgeCoverage(gross, [{ currency: 'EUR', bucket: 'm3_6', amount: '0.40' }], rate, policy);
    expect(eur?.buckets[1]).toMatchObject({
      gross: '0.3',
      hedged: '0.4',
      unhedged: '-0.1',
      compliance: 'over',
      gap: '0.25',
      exceedsExposure: true,
    });
    // 0.4 / 0.3 to Exact's 60 significant digits
    expect(eur?.buckets[1]?.ratio).toBe(`1.${'3'.repeat(59)}`);
  });

  it('answers a currency with contracts and no exposure, ratio null', () => {
    const [usd] = hedgeCoverage([], [{ currency: 'USD', bucket: 'm6_12', amount: '5' }], rate, EMPTY_HEDGE_POLICY);
    expect(usd).toMatchObject({ gross: '0', hedged: '5', unhedged: '-5', ratio: null });
    expect(usd?.buckets[2]).toMatchObject({ compliance: 'no-target', exceedsExposure: true });
  });

  it('hedgeRatio is null with nothing to cover', () => {
    expect(hedgeRatio('1', '0')).toBeNull();
    expect(hedgeRatio('1', '3')?.toFixed(4)).toBe('0.3333');
  });
});

describe('markToMarket and the FX gauge', () => {
  it('values a forward sale: amount × (locked − market), positive a gain', () => {
    expect(markToMarket('60000.00', '1.6', '1.54').toFixed()).toBe('3600');
    expect(markToMarket('1000', '1.5', '1.54').toFixed()).toBe('-40');
  });
  it("follows SPEC's gauge rule", () => {
    expect(fxGaugeExact('1.6', '1.6')).toEqual({ fill: '0.5', favourable: true, differencePercent: '0' });
    expect(fxGaugeExact('1.5', '2')).toMatchObject({ fill: '0.375', favourable: false, differencePercent: '-25' });
    expect(fxGaugeExact('5', '1')).toMatchObject({ fill: '1', favourable: true });
  });
});

describe('validateHedgeInput', () => {
  const good = {
    currency: 'usd',
    amount: 60000,
    locked_rate: 1.6,
    trade_date: '2026-06-15',
    maturity_date: '2026-08-14',
    bank: ' ANZ ',
    reference: 'FWD-1',
  };

  it('accepts a contract and normalises it', () => {
    expect(validateHedgeInput(good, { naming: 'rest', today: TODAY })).toEqual({
      ok: true,
      value: {
        currency: 'USD',
        amount: '60000.00',
        lockedRate: '1.6',
        tradeDate: '2026-06-15',
        maturityDate: '2026-08-14',
        bank: 'ANZ',
        reference: 'FWD-1',
      },
    });
  });

  it.each([
    [{ currency: 'XYZ' }, 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)'],
    [{ currency: 'NZD' }, 'currency cannot be NZD: a forward contract sells a foreign currency for NZD'],
    [{ amount: -5 }, 'amount must be a positive number'],
    [{ amount: Number.NaN }, 'amount must be a positive number'],
    [{ amount: '1e3' }, 'amount must be a positive number'],
    [{ amount: 1e13 }, 'amount must be at most 1,000,000,000,000'],
    [{ locked_rate: 0 }, 'locked_rate must be a positive number (NZD per one unit of the currency)'],
    [{ locked_rate: '1.12345678901' }, 'locked_rate may have at most 10 decimal places'],
    [{ trade_date: '2026-02-30' }, 'trade_date must be a real calendar date: 2026-02-30 does not exist'],
    [{ trade_date: '1900-01-01' }, 'trade_date must be on or after 1990-01-01'],
    [{ trade_date: '2026-06-16', maturity_date: '2026-07-01' }, 'trade_date cannot be in the future'],
    [{ maturity_date: '2026-06-14' }, 'maturity_date must be on or after trade_date'],
    [{ bank: '' }, 'bank is required'],
    [{ bank: 'A\u0000B' }, 'bank must not contain control characters'],
    [{ reference: 'x'.repeat(81) }, 'reference must be at most 80 characters'],
    [{ constructor: 'x' }, 'constructor is not a field of a hedge contract'],
  ])('refuses %j', (patch, message) => {
    const result = validateHedgeInput({ ...good, ...patch }, { naming: 'rest', today: TODAY });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.message)).toContain(message);
  });

  it('refuses JSON with __proto__ and a body that is not an object', () => {
    const r = validateHedgeInput(JSON.parse('{"__proto__": {"x": 1}}'), { naming: 'rest', today: TODAY });
    expect(r.ok).toBe(false);
    expect(validateHedgeInput([], { naming: 'rest', today: TODAY })).toEqual({
      ok: false,
      errors: [{ field: 'body', message: 'The request body must be a JSON object' }],
    });
  });

  it('checks a change against the contract as it stands', () => {
    const current = {
      currency: 'JPY' as const,
      amount: '1000',
      lockedRate: '0.011',
      tradeDate: '2026-06-01',
      maturityDate: '2026-09-01',
      bank: 'BNZ',
      reference: '',
    };
    expect(validateHedgeInput({ maturity_date: '2026-05-01' }, { naming: 'rest', today: TODAY, current }).ok).toBe(false);
    expect(validateHedgeInput({ amount: '10.5' }, { naming: 'rest', today: TODAY, current })).toMatchObject({
      ok: false,
      errors: [{ message: 'amount must be a whole number for JPY' }],
    });
    expect(validateHedgeInput({ lockedRate: '0.012' }, { naming: 'graphql', today: TODAY, current })).toMatchObject({
      ok: true,
      value: { ...current, lockedRate: '0.012' },
    });
  });
});

describe('hedgeStatusChange and parseHedgePolicy', () => {
  it('lets only an open contract settle or cancel', () => {
    expect(hedgeStatusChange('open', 'settled')).toEqual({ ok: true });
    expect(hedgeStatusChange('cancelled', 'settled')).toMatchObject({ ok: false });
    expect(hedgeStatusChange('settled', 'cancelled')).toMatchObject({ ok: false });
  });
  it('reads targets as fractions and refuses the rest', () => {
    expect(parseHedgePolicy({ m0_3: 0.75, m3_6: '0.5', m6_12: null })).toEqual({
      ok: true,
      value: { m0_3: '0.75', m3_6: '0.5', m6_12: null, m12plus: null },
    });
    for (const bad of [
      { m0_3: 1.5 },
      { m0_3: -0.1 },
      { m0_3: 'lots' },
      { m0_3: 0.12345 },
      { later: 0.1 },
      JSON.parse('{"__proto__": 1}'),
      'x',
    ]) {
      expect(parseHedgePolicy(bad).ok).toBe(false);
    }
  });
});

describe('netPosition and unhedgedScenarioLines', () => {
  it('splits a currency into hedged and unhedged, exactly', () => {
    expect(netPosition('100000.00', '60000.00')).toEqual({ hedged: '60000', unhedged: '40000', ratio: '0.6' });
    expect(netPosition('0', '5')).toEqual({ hedged: '5', unhedged: '-5', ratio: null });
    expect(roundRatio('0.66666666')).toBe('0.6667');
    expect(roundRatio(null)).toBeNull();
  });
  it('shocks only the unhedged part: USD 40,000 of 100,000 at 1.54', () => {
    const lines = unhedgedScenarioLines(
      [
        { currency: 'USD', amount: '100000', nzdPerUnit: '1.54', invoiceCount: 1 },
        { currency: 'EUR', amount: '10', nzdPerUnit: '1.69', invoiceCount: 2 },
      ],
      [
        { currency: 'USD', amount: '60000', nzdPerUnit: '1.54' },
        { currency: 'GBP', amount: '100', nzdPerUnit: '1.97' },
      ],
    );
    expect(lines).toEqual([
      { currency: 'USD', currentNzd: '61600', invoiceCount: 1, unhedgedAmount: '40000' },
      { currency: 'EUR', currentNzd: '16.9', invoiceCount: 2, unhedgedAmount: '10' },
      { currency: 'GBP', currentNzd: '-197', invoiceCount: 0, unhedgedAmount: '-100' },
    ]);
  });
});

describe('ratioPercent (the hedge ratio and target as printed on screens and in reports)', () => {
  it.each([
    ['0.6', '60%'],
    ['0.75', '75%'],
    ['1', '100%'],
    ['0.6667', '66.7%'],
    ['0.605', '60.5%'],
    ['0.0005', '0.1%'],
    ['0', '0%'],
    ['1.25', '125%'],
  ])('%s is %s', (ratio, text) => {
    expect(ratioPercent(ratio)).toBe(text);
  });
  it('an absent ratio is a dash', () => {
    expect(ratioPercent(null)).toBe('—');
    expect(ratioPercent(undefined)).toBe('—');
  });
});
