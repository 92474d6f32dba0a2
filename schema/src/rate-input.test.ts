import { parseRateInput, RECORD_RATE, VOID_RATE } from './rate-commands';
import { largeRateChangeMessage, rateChange, rateChangeWords } from './rate-input';

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

  it('reports every problem of a body that is not an object, the body first', () => {
    const result = parseRateInput('nope', { naming: 'rest', today });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.field)).toEqual(['body', 'currency', 'nzd_per_unit']);
  });

  it('takes the confirmation of a large change as a JSON boolean, false unless sent, and leaves it out of the rate', () => {
    const rest = RECORD_RATE.rest.parse({ currency: 'USD', nzd_per_unit: 155, confirm_large_change: true }, today);
    expect(rest).toEqual({ ok: true, value: expect.objectContaining({ nzdPerUnit: '155', confirmLargeChange: true }) });
    const gql = RECORD_RATE.graphql.parse({ currency: 'USD', nzdPerUnit: '1.6' }, today);
    expect(gql).toEqual({ ok: true, value: expect.objectContaining({ confirmLargeChange: false }) });
    expect(parseRateInput({ currency: 'USD', nzdPerUnit: '155', confirmLargeChange: true }, { naming: 'graphql', today })).toEqual({
      ok: true,
      value: { currency: 'USD', nzdPerUnit: '155', rateType: 'spot', effectiveDate: today, source: 'manual' },
    });
  });

  it.each([
    [
      'a string for the confirmation',
      { confirm_large_change: 'true' },
      'confirm_large_change',
      'confirm_large_change must be true or false',
    ],
    ['a number for the confirmation', { confirm_large_change: 1 }, 'confirm_large_change', 'confirm_large_change must be true or false'],
    [
      'a misspelt confirmation',
      { confirm_large_chnage: true },
      'confirm_large_chnage',
      '"confirm_large_chnage" is not a field here; send currency, nzd_per_unit, rate_type, effective_date, source, confirm_large_change',
    ],
  ])('refuses %s by name', (_what, extra, field, message) => {
    expect(parseRateInput({ currency: 'USD', nzd_per_unit: 155, ...extra }, { naming: 'rest', today })).toEqual({
      ok: false,
      errors: [{ field, message }],
    });
  });
});

describe('a large change of rate', () => {
  it.each([
    // current, next, percent, large
    ['1.54', '155', '9964.9', true],
    ['1.54', '1.54', '0', false],
    ['1.6', '2', '25', true],
    ['1.6', '1.2', '-25', true],
    ['1.5', '1.8', '20', false],
    ['1.5', '1.2', '-20', false],
    ['1.5', '1.8000000001', '20', true],
    ['1.5', '1.1999999999', '-20', true],
    ['0.0103', '0.0124', '20.4', true],
  ])('%s → %s is %s%% (large: %s)', (current, next, percent, large) => {
    expect(rateChange('USD', current, next)).toEqual({ currency: 'USD', current, next, percent, large });
  });

  it('says how far and which way, with the flag as the caller spells it', () => {
    const typo = rateChange('USD', '1.5400000000', '155');
    expect(rateChangeWords(typo)).toBe('9,964.9% above');
    expect(rateChangeWords(rateChange('EUR', '1.6', '1.2'))).toBe('25% below');
    expect(largeRateChangeMessage(typo, 'confirm_large_change')).toBe(
      '155 NZD per USD is 9,964.9% above the current USD rate of 1.54 NZD per USD, more than 20% away: check it is not a typo, and send it again with confirm_large_change: true to record it anyway',
    );
  });
});

describe('voiding a rate', () => {
  it('takes no body, null or {} and refuses any field', () => {
    expect(VOID_RATE.rest.parse(undefined, undefined)).toEqual({ ok: true, value: {} });
    expect(VOID_RATE.rest.parse(null, undefined)).toEqual({ ok: true, value: {} });
    expect(VOID_RATE.rest.parse({}, undefined)).toEqual({ ok: true, value: {} });
    expect(VOID_RATE.rest.parse({ reason: 'typo' }, undefined)).toEqual({
      ok: false,
      errors: [{ field: 'reason', message: 'reason is not a field here: voiding a rate takes no body (send none, or {})' }],
    });
    expect(VOID_RATE.rest.parse([], undefined)).toEqual({
      ok: false,
      errors: [{ field: 'body', message: 'The request body must be a JSON object.' }],
    });
  });
});
