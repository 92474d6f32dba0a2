import { addDays, daysBetween, isIsoDate, isoDateInZone } from './dates';

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2026-12-31', '2026-01-01', '1900-01-01'])('accepts the real date %s', (d) => {
    expect(isIsoDate(d)).toBe(true);
  });
  it.each([
    '2023-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '26-01-01',
    '2026-1-1',
    '2026/01/01',
    ' 2026-01-01',
    '',
    '1899-12-31',
  ])('refuses %j', (d) => {
    expect(isIsoDate(d)).toBe(false);
  });
  it.each([null, undefined, 20260101, {}, new Date()])('refuses the non-string %p', (d) => {
    expect(isIsoDate(d)).toBe(false);
  });
});

describe('date arithmetic', () => {
  it('counts whole days across months, years and leap days', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-01-10', '2026-01-01')).toBe(-9);
  });
  it('adds days forwards and backwards', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('reads today in the business zone, not UTC', () => {
    const at = new Date('2026-06-15T13:30:00Z'); // 01:30 on the 16th in Auckland (NZST, UTC+12)
    expect(isoDateInZone(at, 'Pacific/Auckland')).toBe('2026-06-16');
    expect(isoDateInZone(at, 'UTC')).toBe('2026-06-15');
  });
});
