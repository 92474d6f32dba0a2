import {
  displayDigits,
  formatAxisK,
  formatDate,
  formatDateTime,
  formatDateTimeIn,
  formatDecimalText,
  formatMoney,
  formatNumber,
  formatNzd,
} from './format';

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
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [12500, '12.5k'],
    [250000, '250k'],
    [1234567, '1,235k'],
    [-5000, '-5k'],
  ])('%d → %s', (v, s) => {
    expect(formatAxisK(v)).toBe(s);
  });
});

describe("the owner's number and date formats (Settings, Preferences)", () => {
  it('writes money with the chosen separators, keeping the currency symbol and digits', () => {
    expect(formatMoney('1234.5', 'USD', { numberFormat: 'comma' })).toBe('US$1,234.50');
    expect(formatMoney('1234.5', 'USD', { numberFormat: 'period' })).toBe('US$1.234,50');
    expect(formatMoney('1234.5', 'USD', { numberFormat: 'space' })).toBe('US$1\u00a0234.50');
    expect(formatMoney('1234567', 'JPY', { numberFormat: 'period' })).toBe('JP¥1.234.567');
    expect(formatNzd('12345.49', 'period')).toBe('$12.345');
  });

  it('groups exact decimal text digit for digit, without rounding', () => {
    expect(formatDecimalText('1234567.505', 'period')).toBe('1.234.567,505');
    expect(formatDecimalText('-1200.50', 'comma')).toBe('-1,200.50');
    expect(formatDecimalText('999.10', 'space')).toBe('999.10');
    expect(formatDecimalText('1.5400000000', 'period')).toBe('1,5400000000');
    expect(formatDecimalText('12', 'period')).toBe('12');
    expect(formatDecimalText('n/a', 'period')).toBe('n/a');
    expect(formatNumber(12.5, 'period', 1)).toBe('12,5');
    expect(formatAxisK(12500, 'period')).toBe('12,5k');
  });

  it('writes dates in each of the three formats without shifting the day', () => {
    expect(formatDate('2026-03-05', 'dd/mm/yyyy')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'mm/dd/yyyy')).toBe('03/05/2026');
    expect(formatDate('2026-03-05T23:30:00Z', 'yyyy-mm-dd')).toBe('2026-03-05');
    expect(formatDate('soon', 'yyyy-mm-dd')).toBe('soon');
    expect(formatDate(undefined, 'yyyy-mm-dd')).toBe('');
  });

  it('writes moments in a given zone with a 24-hour clock', () => {
    expect(formatDateTimeIn('2026-03-05T14:07:09Z', 'yyyy-mm-dd', { timeZone: 'UTC' })).toBe('2026-03-05 14:07');
    expect(formatDateTimeIn('2026-03-05T14:07:09Z', 'dd/mm/yyyy', { timeZone: 'Pacific/Auckland', seconds: true })).toBe(
      '06/03/2026 03:07:09',
    );
    expect(formatDateTimeIn('never', 'dd/mm/yyyy')).toBe('never');
  });
});
