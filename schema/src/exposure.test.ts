import {
  DUE_BUCKETS,
  dueBucket,
  dueBucketEdges,
  dueHorizon,
  nzdTotal,
  nzdValue,
  overdueShareWarning,
  sharePercent,
  realisedGain,
  unrealisedGain,
} from './exposure';

describe('dueBucket (SPEC section 9)', () => {
  const today = '2026-06-15';
  it.each([
    ['2026-06-14', 'overdue'],
    ['2025-01-01', 'overdue'],
    ['2026-06-15', 'today'],
    ['2026-06-16', 'next7'],
    ['2026-06-22', 'next7'],
    ['2026-06-23', 'next30'],
    ['2026-07-15', 'next30'],
    ['2026-07-16', 'later'],
  ])('puts a due date of %s in %s', (due, bucket) => {
    expect(dueBucket(due, today)).toBe(bucket);
  });

  it('lists the buckets in display order and gives SQL the inclusive edges', () => {
    expect(DUE_BUCKETS).toEqual(['overdue', 'today', 'next7', 'next30', 'later']);
    expect(dueBucketEdges(today)).toEqual({ today, next7: '2026-06-22', next30: '2026-07-15' });
  });
});

describe('dueHorizon (SPEC section 9)', () => {
  it.each([
    [{ total: 10, within30: 6, within90: 6 }, 'immediate'],
    [{ total: 10, within30: 5, within90: 6 }, 'medium-term'],
    [{ total: 10, within30: 5, within90: 5 }, 'long-term'],
    [{ total: 3, within30: 2, within90: 3 }, 'immediate'],
    [{ total: 0, within30: 0, within90: 0 }, 'long-term'],
  ])('reads %j as %s (more than 50%, not 50% itself)', (counts, horizon) => {
    expect(dueHorizon(counts)).toBe(horizon);
  });
});

describe('overdueShareWarning (SPEC section 9)', () => {
  it('warns only above 25%', () => {
    expect(overdueShareWarning(25, 100)).toBeNull();
    expect(overdueShareWarning(1, 4)).toBeNull();
    expect(overdueShareWarning(26, 100)).toBe(
      '26.0% of your open invoices are overdue (more than 25%): chase payment before the exposure grows.',
    );
    expect(overdueShareWarning(1, 3)).toMatch(/^33\.3% /);
    expect(overdueShareWarning(0, 0)).toBeNull();
  });
});

describe('sharePercent and unrealisedGain', () => {
  it('gives a one-decimal percent, rounding half up, and 0.0 of nothing', () => {
    expect(sharePercent('1', '3')).toBe('33.3');
    expect(sharePercent('2', '3')).toBe('66.7');
    expect(sharePercent('1', '8')).toBe('12.5');
    expect(sharePercent('5', '0')).toBe('0.0');
  });

  it('is exact on sums far past 20 significant digits', () => {
    const current = '123456789012.345678901234';
    const booked = '123456789012.345678901233';
    expect(unrealisedGain(current, booked).toFixed()).toBe('0.000000000001');
  });
});

describe('realisedGain (issue 15: paying an invoice)', () => {
  it('is amount × (settlement − booked): a gain when the currency rose, a loss when it fell', () => {
    expect(realisedGain('1000', '0.6', '0.65')).toEqual({ gain: '50', reason: null });
    expect(realisedGain('1000', '0.6', '0.55')).toEqual({ gain: '-50', reason: null });
    expect(realisedGain('1000', '0.6', '0.6')).toEqual({ gain: '0', reason: null });
  });

  it('is exact to the last of ten rate decimals on a large amount', () => {
    expect(realisedGain('999999999999.99', '0.1234567891', '0.1234567892')).toEqual({ gain: '99.999999999999', reason: null });
    expect(realisedGain('0.01', '1.0000000001', '1')).toEqual({ gain: '-0.000000000001', reason: null });
  });

  it('is null, with the reason, without a booking rate or a settlement rate', () => {
    expect(realisedGain('1000', null, '0.6')).toEqual({ gain: null, reason: 'the invoice has no booking rate' });
    expect(realisedGain('1000', '0.6', null)).toEqual({ gain: null, reason: 'no settlement rate is known for its currency' });
  });
});

describe('nzdTotal: exact values summed, rounded once', () => {
  it('does not drift the way rounded lines do', () => {
    // Three invoices of USD 100.25 at 1.54 are 154.385 each: rounded lines add up to 463.17, the total is 463.16 (463.155).
    const lines = [1, 2, 3].map(() => nzdValue('100.25', '1.54'));
    expect(nzdTotal(lines)).toBe('463.16');
    expect(nzdTotal(lines.map((l) => l.toFixed(2)))).toBe('463.17');
  });

  it('rounds half away from zero, skips nulls, and is 0.00 for nothing', () => {
    expect(nzdTotal(['0.005'])).toBe('0.01');
    expect(nzdTotal(['-0.005'])).toBe('-0.01');
    expect(nzdTotal(['1.5', null, undefined, '2.004'])).toBe('3.50');
    expect(nzdTotal([])).toBe('0.00');
  });
});
