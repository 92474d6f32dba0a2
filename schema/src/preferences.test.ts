import { validatePreferencesPatch } from './account-commands';
import { DEFAULT_PREFERENCES, isTimeZone, timeZoneOptions } from './preferences';

describe('preferences', () => {
  it('defaults as SPEC section 4 says', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      baseCurrency: 'NZD',
      emailNotifications: true,
      overdueAlerts: true,
      weeklyExposureReport: false,
    });
  });

  it('accepts a partial change', () => {
    expect(validatePreferencesPatch({ weeklyExposureReport: true, dateFormat: 'yyyy-mm-dd' })).toEqual({
      ok: true,
      value: { weeklyExposureReport: true, dateFormat: 'yyyy-mm-dd' },
    });
  });

  it('names every bad field', () => {
    const r = validatePreferencesPatch({ baseCurrency: 'JPY', weeklyExposureReport: 'yes', numberFormat: 'dots' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.field)).toEqual(['baseCurrency', 'numberFormat', 'weeklyExposureReport']);
  });
});

describe('validatePreferencesPatch: only known keys of an object', () => {
  it.each([[[]], ['weekly'], [null], [42]])('refuses the body %j', (body) => {
    expect(validatePreferencesPatch(body, 'rest')).toEqual({
      ok: false,
      errors: [{ field: 'body', message: 'The preferences must be a JSON object, such as {"weekly_exposure_report": true}' }],
    });
  });

  it.each(['constructor', '__proto__', 'hasOwnProperty', 'weeklyExposureReport', 'theme'])('refuses the unknown REST key %s', (key) => {
    const body = JSON.parse(`{"${key}": true, "date_format": "yyyy-mm-dd"}`) as unknown;
    const r = validatePreferencesPatch(body, 'rest');
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.errors.map((e) => e.field)).toEqual([key]);
  });

  it('reads REST snake_case and GraphQL camelCase, naming bad values as the caller spells them', () => {
    expect(validatePreferencesPatch({ weekly_exposure_report: true }, 'rest')).toEqual({ ok: true, value: { weeklyExposureReport: true } });
    expect(validatePreferencesPatch({ dateFormat: 'yyyy-mm-dd' })).toEqual({ ok: true, value: { dateFormat: 'yyyy-mm-dd' } });
    expect(validatePreferencesPatch({ date_format: 'dd.mm' }, 'rest')).toEqual({
      ok: false,
      errors: [{ field: 'date_format', message: 'date_format must be one of dd/mm/yyyy, mm/dd/yyyy, yyyy-mm-dd' }],
    });
  });
});

describe('time zones (issue 26)', () => {
  it('knows an IANA zone and refuses anything else', () => {
    for (const z of ['Pacific/Auckland', 'UTC', 'America/New_York', 'Asia/Tokyo']) expect(isTimeZone(z)).toBe(true);
    for (const z of ['Mars/Olympus', '', 'pacific auckland', 42, null, 'x'.repeat(80)]) expect(isTimeZone(z)).toBe(false);
  });
  it('offers New Zealand first, each zone once', () => {
    const zones = timeZoneOptions();
    expect(zones.slice(0, 2)).toEqual(['Pacific/Auckland', 'Pacific/Chatham']);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain('Europe/London');
  });
});
