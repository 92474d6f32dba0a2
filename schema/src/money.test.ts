import { formatAmountText, parseAmount, roundToMinor } from './money';

describe('parseAmount', () => {
  it('normalises numbers and strings to the currency minor unit', () => {
    expect(parseAmount(1200.5, 'USD')).toEqual({ ok: true, value: '1200.50' });
    expect(parseAmount('0.01', 'EUR')).toEqual({ ok: true, value: '0.01' });
    expect(parseAmount(' 99 ', 'NZD')).toEqual({ ok: true, value: '99.00' });
    expect(parseAmount(5000, 'JPY')).toEqual({ ok: true, value: '5000' });
    expect(parseAmount('1000000000000', 'KRW')).toEqual({ ok: true, value: '1000000000000' });
  });
  it.each([
    [0, 'amount must be a positive number'],
    [-5, 'amount must be a positive number'],
    ['-5', 'amount must be a positive number'],
    ['abc', 'amount must be a positive number'],
    ['1e5', 'amount must be a positive number'],
    ['', 'amount must be a positive number'],
    [Number.NaN, 'amount must be a positive number'],
    [Number.POSITIVE_INFINITY, 'amount must be a positive number'],
    [null, 'amount must be a positive number'],
    [true, 'amount must be a positive number'],
    ['1000000000000.01', 'amount must be at most 1,000,000,000,000'],
  ])('refuses %p', (input, message) => {
    expect(parseAmount(input, 'USD')).toEqual({ ok: false, message });
  });
  it('refuses more decimals than the currency has', () => {
    expect(parseAmount('10.001', 'USD')).toEqual({ ok: false, message: 'amount must have at most 2 decimal places for USD' });
    expect(parseAmount('10.5', 'JPY')).toEqual({ ok: false, message: 'amount must be a whole number for JPY' });
    expect(parseAmount('10.50', 'GBP', 'total')).toEqual({ ok: true, value: '10.50' });
  });
});

describe('rounding and formatting', () => {
  it('rounds half away from zero once, to the minor unit', () => {
    expect(roundToMinor('2.345', 'USD')).toBe('2.35');
    expect(roundToMinor('-2.345', 'USD')).toBe('-2.35');
    expect(roundToMinor('1234.5', 'JPY')).toBe('1235');
    expect(roundToMinor('0.1', 'NZD')).toBe('0.10');
  });
  it('formats exact amounts with en-NZ grouping', () => {
    expect(formatAmountText('1234567.5', 'USD')).toBe('USD 1,234,567.50');
    expect(formatAmountText('-1200', 'NZD')).toBe('NZD -1,200.00');
    expect(formatAmountText('1000000', 'JPY')).toBe('JPY 1,000,000');
    expect(formatAmountText('999.999', 'EUR')).toBe('EUR 1,000.00');
  });
});
