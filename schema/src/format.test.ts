import {
  decimalInputText,
  displayDigits,
  formatAxisK,
  formatDate,
  formatDateTime,
  formatDateTimeIn,
  formatDecimalText,
  formatMoney,
  formatNumber,
  formatNzd,
  readDecimalText,
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
  it("shows a moment in the owner's time zone when one is given (issue 26)", () => {
    expect(formatDateTime('2026-06-15T09:00:00Z', 'dd/mm/yyyy', 'Pacific/Auckland')).toBe('15/06/2026 21:00');
    expect(formatDateTime('2026-06-15T09:00:00Z', 'yyyy-mm-dd', 'America/New_York')).toBe('2026-06-15 05:00');
    expect(formatDateTime('2026-06-15T23:30:00Z', 'mm/dd/yyyy', 'Pacific/Auckland')).toBe('06/16/2026 11:30');
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

describe("readDecimalText: a number typed in the owner's number format (issue 26)", () => {
  it.each([
    ['period', '1.234,56', '1234.56'],
    ['period', '1234,56', '1234.56'],
    ['period', '1.234', '1234'],
    ['period', '1.234.567,8', '1234567.8'],
    ['period', '0,5', '0.5'],
    ['period', '1,6523', '1.6523'],
    ['period', '  60.000 ', '60000'],
    ['comma', '1,234.56', '1234.56'],
    ['comma', '1234.56', '1234.56'],
    ['comma', '1,234', '1234'],
    ['comma', '1,234,567.89', '1234567.89'],
    ['comma', '1.6523', '1.6523'],
    ['space', '1 234.56', '1234.56'],
    ['space', '1\u00a0234.56', '1234.56'],
    ['space', '1\u202f234\u202f567', '1234567'],
    ['space', '1234.56', '1234.56'],
    ['comma', '-250.00', '-250.00'],
  ] as const)('a %s owner typing %j means %s', (numberFormat, typed, value) => {
    expect(readDecimalText(typed, numberFormat, 'Amount')).toEqual({ ok: true, value });
  });

  const PERIOD = 'Amount must be a number written like 1.234,56 or 1234,56 (your number format: a comma before the decimals)';
  const COMMA = 'Amount must be a number written like 1,234.56 or 1234.56 (your number format: a point before the decimals)';
  const SPACE = 'Amount must be a number written like 1 234.56 or 1234.56 (your number format: a point before the decimals)';
  it.each([
    // A dot groups thousands in the period format: a point before decimals is never guessed.
    ['period', '1234.56', PERIOD],
    ['period', '1.5', PERIOD],
    ['period', '1,234.56', PERIOD],
    ['period', '12.34.567', PERIOD],
    ['period', '1.234,5,6', PERIOD],
    // A comma groups thousands in the comma format: a decimal comma is never guessed.
    ['comma', '1,5', COMMA],
    ['comma', '1234,56', COMMA],
    ['comma', '1.234,56', COMMA],
    ['comma', '12,34,567', COMMA],
    ['comma', '1,2345', COMMA],
    ['space', '1 234,56', SPACE],
    ['space', '1,234.56', SPACE],
    ['space', '12 34', SPACE],
    ['comma', '', COMMA],
    ['comma', '$100', COMMA],
    ['comma', '1e5', COMMA],
    ['comma', '+5', COMMA],
    ['comma', '.5', COMMA],
    ['comma', 'twelve', COMMA],
  ] as const)('a %s owner typing %j is told the format expected', (numberFormat, typed, message) => {
    expect(readDecimalText(typed, numberFormat, 'Amount')).toEqual({ ok: false, message });
  });

  it('names the field it reads', () => {
    expect(readDecimalText('x', 'period', 'Locked rate')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Locked rate must be/),
    });
  });

  it.each([
    ['period', '1234.56', '1234,56'],
    ['comma', '1234.56', '1234.56'],
    ['space', '1234.56', '1234.56'],
    ['period', '5000', '5000'],
  ] as const)('a %s owner edits %s as %j, which reads back the same', (numberFormat, machine, shown) => {
    expect(decimalInputText(machine, numberFormat)).toBe(shown);
    expect(readDecimalText(shown, numberFormat, 'Amount')).toEqual({ ok: true, value: machine });
  });
});
