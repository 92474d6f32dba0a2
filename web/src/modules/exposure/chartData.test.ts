import type { Currency } from '../../generated/graphql';
import { EXPOSURE_PALETTE, exposureItems, OTHER_FILL, ownScaleMax, pieSlices } from './chartData';

const exposure = {
  currencies: [
    {
      currency: 'USD' as const,
      totalAmount: '12000.50',
      nzdValue: '18480.77',
      nzdPerUnit: '1.54',
      sharePercent: '64.25',
      invoiceCount: 2,
      rateMissing: false,
      rateStale: false,
    },
    {
      currency: 'JPY' as const,
      totalAmount: '1000000',
      nzdValue: '10300.00',
      nzdPerUnit: '0.0103',
      sharePercent: '35.75',
      invoiceCount: 1,
      rateMissing: false,
      rateStale: false,
    },
  ],
};

describe('exposureItems', () => {
  it('gives SPEC chart items, normalised to NZD or native, with a one-decimal share', () => {
    expect(exposureItems(exposure, 'normalized')).toEqual([
      { name: 'USD', value: 18480.77, rawValue: 12000.5, normalizedValue: 18480.77, share: '64.3', fill: EXPOSURE_PALETTE[0] },
      { name: 'JPY', value: 10300, rawValue: 1000000, normalizedValue: 10300, share: '35.8', fill: EXPOSURE_PALETTE[1] },
    ]);
    expect(exposureItems(exposure, 'native').map((i) => i.value)).toEqual([12000.5, 1000000]);
  });
  it('has seven colours', () => {
    expect(EXPOSURE_PALETTE).toHaveLength(7);
  });
});

const row = (currency: Currency, totalAmount: string, nzdValue: string, sharePercent: string) => ({
  currency,
  totalAmount,
  nzdValue,
  nzdPerUnit: '1',
  sharePercent,
  invoiceCount: 1,
  rateMissing: false,
  rateStale: false,
});
/** Server order (largest NZD first); CHF, SGD and HKD are each under 3% of the total. */
const withSmall = {
  currencies: [
    row('USD', '50000.00', '77000.00', '80.21'),
    row('EUR', '9000.00', '15120.00', '15.75'),
    row('CHF', '1000.00', '1850.00', '1.93'),
    row('SGD', '1200.00', '1490.40', '1.55'),
    row('HKD', '2500.00', '540.60', '0.56'),
  ],
};

describe('pieSlices', () => {
  it('keeps each currency of 3% or more as its own slice and groups the rest as one "Other" slice, summed exactly', () => {
    expect(pieSlices(withSmall)).toEqual([
      { name: 'USD', currencies: ['USD'], value: 77000, nzd: '77000.00', share: '80.2', fill: EXPOSURE_PALETTE[0] },
      { name: 'EUR', currencies: ['EUR'], value: 15120, nzd: '15120.00', share: '15.8', fill: EXPOSURE_PALETTE[1] },
      { name: 'Other', currencies: ['CHF', 'SGD', 'HKD'], value: 3881, nzd: '3881.00', share: '4.0', fill: OTHER_FILL },
    ]);
  });
  it('has no "Other" slice when no currency is under 3%', () => {
    expect(pieSlices(exposure).map((s) => s.name)).toEqual(['USD', 'JPY']);
  });
  it('gives grouped currencies the "Other" colour everywhere, and the palette to the rest without gaps', () => {
    expect(exposureItems(withSmall, 'native').map((i) => i.fill)).toEqual([
      EXPOSURE_PALETTE[0],
      EXPOSURE_PALETTE[1],
      OTHER_FILL,
      OTHER_FILL,
      OTHER_FILL,
    ]);
  });
  it('rounds half a tenth of a share up, from its exact decimal text', () => {
    expect(
      exposureItems(
        { currencies: [row('USD', '1', '1', '1.15'), row('EUR', '1', '1', '2.05'), row('GBP', '1', '1', '96.80')] },
        'normalized',
      ).map((i) => i.share),
    ).toEqual(['1.2', '2.1', '96.8']);
  });
});

describe('ownScaleMax', () => {
  it('ends the own axis of each currency at the next round amount of that currency', () => {
    expect(ownScaleMax(12000.5)).toBe(20000);
    expect(ownScaleMax(1000000)).toBe(1000000);
    expect(ownScaleMax(1250000)).toBe(2000000);
    expect(ownScaleMax(2100000)).toBe(2500000);
    expect(ownScaleMax(2400)).toBe(2500);
    expect(ownScaleMax(450.25)).toBe(500);
    expect(ownScaleMax(0.4)).toBe(0.5);
    expect(ownScaleMax(0)).toBe(1);
    expect(ownScaleMax(Number.NaN)).toBe(1);
  });
});
