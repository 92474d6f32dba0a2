import { displayDigits, formatAxisK, formatDate, formatDateTime, formatMoney, formatNzd } from './format';

describe('formatMoney (en-NZ)', () => {
  it('uses two decimals for most currencies and none for JPY, KRW, VND and CLP', () => {
    expect(formatMoney('1234.5', 'USD')).toBe('US$1,234.50');
    expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'NZD')).toBe('$1,234.50');
    expect(formatMoney('5000', 'JPY')).toBe('JP¥5,000');
    expect(formatMoney('5000', 'KRW')).toBe('₩5,000');
    expect(formatMoney('5000', 'VND')).toMatch(/^₫?5,000\s?₫?$/);
    expect(formatMoney('5000', 'CLP')).toMatch(/5,000$/);
    expect(['JPY', 'KRW', 'VND', 'CLP', 'jpy'].map(displayDigits)).toEqual([0, 0, 0, 0, 0]);
    expect(displayDigits('GBP')).toBe(2);
  });

  it('drops decimals for list amounts and NZD totals', () => {
    expect(formatMoney('1234.56', 'USD', { whole: true })).toBe('US$1,235');
    expect(formatNzd('12345.49')).toBe('$12,345');
    expect(formatNzd(0)).toBe('$0');
  });

  it("falls back to 'CODE amount' when the currency cannot be formatted", () => {
    expect(formatMoney('12.5', 'X1')).toBe('X1 12.5');
    expect(formatMoney('abc', 'USD')).toBe('USD abc');
  });

  it('shows a missing currency as NZD', () => {
    expect(formatMoney(10, null)).toBe('$10.00');
  });
});

describe('formatDate', () => {
  it('writes ISO dates in en-NZ short form without shifting the day', () => {
    expect(formatDate('2026-03-05')).toBe('5 Mar 2026');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatDate('2026-01-01T23:00:00Z')).toBe('1 Jan 2026');
  });
  it('returns what it cannot read', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });
  it('formats timestamps with a 24-hour clock', () => {
    expect(formatDateTime('2026-03-05T14:07:00Z')).toMatch(/2026.*\d{2}:07/);
  });
});

describe('formatAxisK', () => {
  it.each([[0, '0'], [999, '999'], [1000, '1k'], [12500, '12.5k'], [250000, '250k'], [1234567, '1,235k'], [-5000, '-5k']])('%d → %s', (v, s) => {
    expect(formatAxisK(v)).toBe(s);
  });
});
