import { defaultReportRange, quickRange } from './report-ranges';

describe('quickRange', () => {
  it('this month: the first to the last day, leap years included', () => {
    expect(quickRange('this-month', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(quickRange('this-month', '2026-11-30')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });

  it('last quarter: the calendar quarter before this one, across a year end', () => {
    expect(quickRange('last-quarter', '2026-11-23')).toEqual({ start: '2026-07-01', end: '2026-09-30' });
    expect(quickRange('last-quarter', '2026-02-01')).toEqual({ start: '2025-10-01', end: '2025-12-31' });
    expect(quickRange('last-quarter', '2026-04-01')).toEqual({ start: '2026-01-01', end: '2026-03-31' });
  });

  it('NZ financial year: 1 April to 31 March, turning over on 1 April', () => {
    expect(quickRange('this-financial-year', '2026-11-23')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(quickRange('this-financial-year', '2026-03-31')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(quickRange('this-financial-year', '2026-04-01')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(quickRange('last-financial-year', '2026-11-23')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(quickRange('last-financial-year', '2026-01-15')).toEqual({ start: '2024-04-01', end: '2025-03-31' });
  });

  it('refuses a day that is not a date', () => {
    expect(() => quickRange('this-month', '2026-13-01')).toThrow('not a YYYY-MM-DD date');
  });
});

describe('defaultReportRange (issue 26)', () => {
  it('opens the Reports page on the current NZ financial year, not a fixed year', () => {
    expect(defaultReportRange('2026-11-27')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(defaultReportRange('2027-02-01')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(defaultReportRange('2027-04-01')).toEqual({ start: '2027-04-01', end: '2028-03-31' });
  });
});
