/** The base currency every exposure figure is expressed in. */
export const BASE_CURRENCY = 'NZD';

/** The 23 currencies Kea FX supports (SPEC section 9), in SPEC order. */
export const SUPPORTED_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'SEK',
  'NZD',
  'SGD',
  'HKD',
  'NOK',
  'KRW',
  'INR',
  'BRL',
  'ZAR',
  'MXN',
  'DKK',
  'PLN',
  'TWD',
  'THB',
  'MYR',
] as const;

export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];

const SUPPORTED = new Set<string>(SUPPORTED_CURRENCIES);

/** Currencies formatted and stored with no minor unit (SPEC section 9 adds VND and CLP for display). */
export const ZERO_DECIMAL_CURRENCIES = ['JPY', 'KRW', 'VND', 'CLP'] as const;
const ZERO_DECIMAL = new Set<string>(ZERO_DECIMAL_CURRENCIES);

/** Base currency options offered in settings (SPEC section 9). */
export const BASE_CURRENCY_OPTIONS = ['NZD', 'USD', 'EUR', 'GBP', 'AUD'] as const;

export function isSupportedCurrency(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && SUPPORTED.has(code);
}

/** Number of digits after the decimal point an amount in this currency may carry. */
export function minorDigits(code: string): number {
  return ZERO_DECIMAL.has(code.toUpperCase()) ? 0 : 2;
}
