import { Decimal } from 'decimal.js';
import { minorDigits } from './currencies';
import type { Checked } from './result';

/** Largest invoice amount accepted, in the invoice's own currency. */
export const MAX_AMOUNT = '1000000000000';

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * Checks an amount given as a JSON number or a decimal string and returns it as a
 * plain decimal string. Positive, at most MAX_AMOUNT, and no more decimal places
 * than the currency's minor unit (JPY and KRW none, the rest two).
 */
export function parseAmount(input: unknown, currency: string, field = 'amount'): Checked<string> {
  const read = readAmount(input, field);
  return read.ok ? fitAmount(read.value, currency, field) : read;
}

/** The first half of `parseAmount`: a positive decimal at most MAX_AMOUNT, exact, before its currency is known. */
export function readAmount(input: unknown, field = 'amount'): Checked<string> {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: `${field} must be a positive number` };
    text = new Decimal(input).toFixed();
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, message: `${field} must be a positive number` };
  }
  if (!PLAIN_NUMBER.test(text)) return { ok: false, message: `${field} must be a positive number` };
  const value = new Decimal(text);
  if (value.lte(0)) return { ok: false, message: `${field} must be a positive number` };
  if (value.gt(MAX_AMOUNT)) return { ok: false, message: `${field} must be at most 1,000,000,000,000` };
  return { ok: true, value: value.toFixed() };
}

/** The second half: no more decimal places than the currency's minor unit; the amount in that many digits. */
export function fitAmount(amount: string, currency: string, field = 'amount'): Checked<string> {
  const value = new Decimal(amount);
  const digits = minorDigits(currency);
  if (value.decimalPlaces() > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? `${field} must be a whole number for ${currency}`
          : `${field} must have at most ${digits} decimal places for ${currency}`,
    };
  }
  return { ok: true, value: value.toFixed(digits) };
}

/** Rounds a decimal string to the currency's minor unit, half away from zero. */
export function roundToMinor(value: Decimal.Value, currency: string): string {
  return new Decimal(value).toDecimalPlaces(minorDigits(currency), Decimal.ROUND_HALF_UP).toFixed(minorDigits(currency));
}

/**
 * An exact amount as en-NZ text with thousands separators and the currency's minor
 * digits, e.g. "USD 1,234.50" (string arithmetic only: no float ever touches it).
 */
export function formatAmountText(value: string, currency: string): string {
  const fixed = roundToMinor(value, currency);
  const negative = fixed.startsWith('-');
  const [whole = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${negative ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}
