import { DEFAULT_PREFERENCES, validatePreferencesPatch } from './preferences';

describe('preferences', () => {
  it('defaults as SPEC section 4 says', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({ baseCurrency: 'NZD', emailNotifications: true, overdueAlerts: true, weeklyExposureReport: false });
  });

  it('accepts a partial change', () => {
    expect(validatePreferencesPatch({ weeklyExposureReport: true, dateFormat: 'yyyy-mm-dd' })).toEqual({ ok: true, value: { weeklyExposureReport: true, dateFormat: 'yyyy-mm-dd' } });
  });

  it('names every bad field', () => {
    const r = validatePreferencesPatch({ baseCurrency: 'JPY', weeklyExposureReport: 'yes', numberFormat: 'dots' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.field)).toEqual(['baseCurrency', 'numberFormat', 'weeklyExposureReport']);
  });
});
