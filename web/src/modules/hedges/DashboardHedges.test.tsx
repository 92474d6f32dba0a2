import type { Currency } from '../../generated/graphql';
import { marketRatesCaption } from './DashboardHedges';

const date = (iso: string): string => iso.split('-').reverse().join('/');
const rate = (currency: Currency, effectiveDate: string, source: string) => ({ currency, effectiveDate, source });

describe('marketRatesCaption: when the FX Meter’s market rates are from', () => {
  it('names one date and its source when every pair’s rate is of one day', () => {
    expect(marketRatesCaption([rate('USD', '2024-12-31', 'built-in'), rate('EUR', '2024-12-31', 'built-in')], ['USD'], date)).toBe(
      'Market rates of 31/12/2024 (built-in).',
    );
  });

  it('names the oldest to the newest date, and each source once, only of the currencies shown', () => {
    const rates = [rate('USD', '2026-06-12', 'feed'), rate('EUR', '2026-06-15', 'manual'), rate('GBP', '2020-01-01', 'built-in')];
    expect(marketRatesCaption(rates, ['EUR', 'USD'], date)).toBe('Market rates of 12/06/2026 to 15/06/2026 (feed, manual).');
  });

  it('says so when no rate is recorded for them', () => {
    expect(marketRatesCaption([rate('USD', '2024-12-31', 'built-in')], ['THB'], date)).toBe(
      'No market rate is recorded for these currencies yet.',
    );
  });
});
