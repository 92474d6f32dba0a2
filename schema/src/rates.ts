import type { CurrencyCode } from './currencies';
import { missingRate } from './warnings';

/** The date the built-in rates describe; anything relying on them is flagged stale. */
export const BUILT_IN_RATES_AS_OF = '2024-12-31';
export const BUILT_IN_SOURCE = 'built-in';

export const RATE_TYPES = ['spot', 'mid-month', 'end-of-month'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/**
 * NZD per one unit of each supported currency. The first 14 are SPEC section 9's values;
 * the other 9 (HKD, NOK, ZAR, MXN, DKK, PLN, TWD, THB, MYR) are derived from those through
 * their usual cross rates at the end of 2024 (e.g. HKD = USD 1.54 / 7.78 HKD per USD).
 */
export const BUILT_IN_RATES: Readonly<Record<CurrencyCode, string>> = {
  NZD: '1',
  USD: '1.54',
  EUR: '1.69',
  GBP: '1.97',
  AUD: '1.01',
  JPY: '0.0103',
  CAD: '1.13',
  CHF: '1.78',
  SGD: '1.16',
  CNY: '0.22',
  SEK: '0.15',
  BRL: '0.31',
  INR: '0.019',
  KRW: '0.0012',
  HKD: '0.198',
  NOK: '0.139',
  ZAR: '0.0825',
  MXN: '0.0758',
  DKK: '0.2265',
  PLN: '0.395',
  TWD: '0.0470',
  THB: '0.0452',
  MYR: '0.345',
};

/** SPEC section 8's console warning when a currency has no rate (1.0 is used). */
export function missingRateWarning(currency: string): string {
  return missingRate(currency).message;
}
