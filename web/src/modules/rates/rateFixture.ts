import type { RateFieldsFragment } from '../../generated/graphql';

/** For tests: the built-in USD rate as the api answers it, with any field changed. */
export const rateFixture = (over: Partial<RateFieldsFragment> = {}): RateFieldsFragment => ({
  id: '1',
  currency: 'USD',
  nzdPerUnit: '1.54',
  source: 'built-in',
  rateType: 'SPOT',
  effectiveDate: '2024-12-31',
  recordedAt: '2025-01-01T00:00:00.000Z',
  stale: true,
  own: false,
  voidedAt: null,
  voidedBy: null,
  ...over,
});
