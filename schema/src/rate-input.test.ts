import { parseRateInput } from './rate-commands';

const today = '2026-06-15';

describe('parseRateInput', () => {
  it('fills defaults: spot, today, manual', () => {
    expect(parseRateInput({ currency: 'usd', nzd_per_unit: 1.6543 }, { naming: 'rest', today })).toEqual({
      ok: true,
      value: { currency: 'USD', nzdPerUnit: '1.6543', rateType: 'spot', effectiveDate: today, source: 'manual' },
    });
    expect(
      parseRateInput(
        { currency: 'JPY', nzdPerUnit: '0.0109876543', rateType: 'end-of-month', effectiveDate: '2026-05-31', source: ' IRD ' },
        { naming: 'graphql', today },
      ),
    ).toEqual({
      ok: true,
      value: { currency: 'JPY', nzdPerUnit: '0.0109876543', rateType: 'end-of-month', effectiveDate: '2026-05-31', source: 'IRD' },
    });
  });

  it.each([
    [{ currency: 'XXX', nzd_per_unit: 1 }, 'currency', 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)'],
    [{ currency: 'NZD', nzd_per_unit: 1 }, 'currency', "currency cannot be NZD: the base currency's rate is always 1"],
    [{ currency: 'USD', nzd_per_unit: 0 }, 'nzd_per_unit', 'nzd_per_unit must be a positive number (NZD per one unit of the currency)'],
    [{ currency: 'USD', nzd_per_unit: '1e3' }, 'nzd_per_unit', 'nzd_per_unit must be a positive number (NZD per one unit of the currency)'],
    [{ currency: 'USD', nzd_per_unit: '1.00000000001' }, 'nzd_per_unit', 'nzd_per_unit may have at most 10 decimal places'],
    [{ currency: 'USD', nzd_per_unit: 1000001 }, 'nzd_per_unit', 'nzd_per_unit must be at most 1,000,000'],
    [{ currency: 'USD', nzd_per_unit: 1, rate_type: 'weekly' }, 'rate_type', 'rate_type must be one of spot, mid-month, end-of-month'],
    [{ currency: 'USD', nzd_per_unit: 1, effective_date: '2026-06-16' }, 'effective_date', 'effective_date cannot be in the future'],
    [
      { currency: 'USD', nzd_per_unit: 1, effective_date: '2026-02-30' },
      'effective_date',
      'effective_date must be a real calendar date: 2026-02-30 does not exist',
    ],
    [{ currency: 'USD', nzd_per_unit: 1, effective_date: '1900-01-01' }, 'effective_date', 'effective_date must be on or after 1990-01-01'],
    [
      { currency: 'USD', nzd_per_unit: 1, effective_date: '26-01-01' },
      'effective_date',
      'effective_date must be a valid date in YYYY-MM-DD form',
    ],
    [{ currency: 'USD', nzd_per_unit: 1, source: '' }, 'source', 'source must be text of 1 to 60 characters'],
    [{ currency: 'USD', nzd_per_unit: 1, source: 'ASB\u0000' }, 'source', 'source must not contain control characters'],
    [{ currency: 'USD', nzd_per_unit: 'NaN' }, 'nzd_per_unit', 'nzd_per_unit must be a positive number (NZD per one unit of the currency)'],
    [
      { currency: 'USD', nzd_per_unit: Number.NaN },
      'nzd_per_unit',
      'nzd_per_unit must be a positive number (NZD per one unit of the currency)',
    ],
    [
      { currency: 'constructor', nzd_per_unit: 1 },
      'currency',
      'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)',
    ],
  ])('refuses %j naming %s', (body, field, message) => {
    expect(parseRateInput(body, { naming: 'rest', today })).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('reports every problem of a body that is not an object', () => {
    const result = parseRateInput('nope', { naming: 'rest', today });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.field)).toEqual(['currency', 'nzd_per_unit']);
  });
});
