import { EXPOSURE_PALETTE, exposureItems } from './chartData';

const exposure = {
  currencies: [
    { currency: 'USD' as const, totalAmount: '12000.50', nzdValue: '18480.77', nzdPerUnit: '1.54', sharePercent: '64.25', invoiceCount: 2, rateMissing: false, rateStale: false },
    { currency: 'JPY' as const, totalAmount: '1000000', nzdValue: '10300.00', nzdPerUnit: '0.0103', sharePercent: '35.75', invoiceCount: 1, rateMissing: false, rateStale: false },
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
