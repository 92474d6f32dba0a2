import { addWarning, missingRate, overdueShare, staleRatesMessage, warningMessages, type Warning } from './warnings';
import { overdueShareWarning } from './exposure';
import { missingRateWarning } from './rates';
import { overHedge, overHedgeWarning } from './hedges';

describe('typed warnings', () => {
  it('carries the code and facts with SPEC section 8 sentence for a missing rate', () => {
    expect(missingRate('VND')).toEqual({ code: 'missing_rate', currency: 'VND', message: 'No FX rate found for VND, using 1.0' });
    expect(missingRateWarning('VND')).toBe('No FX rate found for VND, using 1.0');
  });

  it('warns about the overdue share only above 25%, with the percent to one decimal', () => {
    expect(overdueShare(1, 4)).toBeNull();
    expect(overdueShare(0, 0)).toBeNull();
    expect(overdueShare(2, 3)).toEqual({
      code: 'overdue_share',
      overduePercent: '66.7',
      message: '66.7% of your open invoices are overdue (more than 25%): chase payment before the exposure grows.',
    });
    expect(overdueShareWarning(2, 3)).toBe(overdueShare(2, 3)?.message);
    expect(overdueShareWarning(1, 4)).toBeNull();
  });

  it('adds a warning once, and hands the edges their sentences in order', () => {
    const list: Warning[] = [];
    addWarning(list, missingRate('VND'));
    addWarning(list, missingRate('VND'));
    addWarning(list, missingRate('ISK'));
    const share = overdueShare(3, 4);
    if (share) addWarning(list, share);
    expect(list.map((w) => w.code)).toEqual(['missing_rate', 'missing_rate', 'overdue_share']);
    expect(warningMessages(list)).toEqual([
      'No FX rate found for VND, using 1.0',
      'No FX rate found for ISK, using 1.0',
      '75.0% of your open invoices are overdue (more than 25%): chase payment before the exposure grows.',
    ]);
  });

  it('carries an over-hedge as a typed value with the excess, its sentence unchanged', () => {
    const w = overHedge('USD', 'm0_3', '500');
    expect(w).toMatchObject({ code: 'over_hedge', currency: 'USD', bucket: 'm0_3', excess: '500' });
    expect(w.message).toBe(overHedgeWarning('USD', 'm0_3', '500'));
    expect(w.message).toMatch(/^USD contracts maturing in .* exceed the exposure they cover by USD 500\.00$/);
  });
});

describe('staleRatesMessage', () => {
  it('names the stale currencies in the words the dashboard and the exposure report share, or nothing', () => {
    expect(staleRatesMessage([])).toBeNull();
    expect(staleRatesMessage(['USD'])).toBe('Stale rate: USD uses a rate older than the configured age.');
    expect(staleRatesMessage(['USD', 'JPY'])).toBe('Stale rates: USD, JPY use rates older than the configured age.');
  });
});
