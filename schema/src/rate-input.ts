import { type CurrencyCode } from './currencies';
import type { FieldNaming } from './invoice-input';
import { type RateType } from './rates';

/** Most decimal places a rate keeps (the history column is NUMERIC(20,10)). */
export const RATE_DECIMALS = 10;
/** Largest NZD-per-unit rate accepted. */
export const RATE_MAX = '1000000';
export const RATE_SOURCE_MAX = 60;
export const MANUAL_SOURCE = 'manual';

export interface RateInput {
  currency: CurrencyCode;
  nzdPerUnit: string;
  rateType: RateType;
  effectiveDate: string;
  source: string;
}

export type RateNaming = FieldNaming;
