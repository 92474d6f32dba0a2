import { type CurrencyCode } from './currencies';
import { Exact } from './exact';
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

/** A recorded rate further than this from the current one (in percent, either way) asks to be confirmed first. */
export const RATE_CONFIRM_PERCENT = 20;

/** How a rate about to be recorded compares with the currency's current rate. */
export interface RateChange {
  currency: string;
  /** The current rate, NZD per unit, exact text. */
  current: string;
  /** The rate about to be recorded, NZD per unit, exact text. */
  next: string;
  /** The change from the current rate in percent, signed, to one decimal place ("9964.9", "-25", "0"). */
  percent: string;
  /** More than RATE_CONFIRM_PERCENT away (exactly 20% is not): it must be confirmed before it is recorded. */
  large: boolean;
}

/**
 * `next` against `current` (both NZD per unit, positive): the change in percent, exact before it is
 * rounded for display, and whether it is large enough to need a confirmation (a typo such as 155
 * for 1.55 is a change of 9,964.9%).
 */
export function rateChange(currency: string, current: string, next: string): RateChange {
  const exact = new Exact(next).minus(current).dividedBy(current).times(100);
  const shown = exact.toDecimalPlaces(1);
  return {
    currency,
    current: new Exact(current).toFixed(),
    next: new Exact(next).toFixed(),
    percent: (shown.isZero() ? new Exact(0) : shown).toFixed(),
    large: exact.abs().gt(RATE_CONFIRM_PERCENT),
  };
}

/** "9,964.9% above" / "25% below": the size and direction of a change, for a sentence. */
export function rateChangeWords(change: RateChange): string {
  const [whole = '0', fraction] = change.percent.replace('-', '').split('.');
  const size = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}%`;
  return `${size} ${change.percent.startsWith('-') ? 'below' : 'above'}`;
}

/**
 * Why a large change is refused until confirmed, naming the rate, the current one and how far
 * apart they are; `flag` is the confirmation as the caller spells it (confirm_large_change over REST).
 */
export function largeRateChangeMessage(change: RateChange, flag: string): string {
  const per = `NZD per ${change.currency}`;
  return (
    `${change.next} ${per} is ${rateChangeWords(change)} the current ${change.currency} rate of ${change.current} ${per}, ` +
    `more than ${RATE_CONFIRM_PERCENT}% away: check it is not a typo, and send it again with ${flag}: true to record it anyway`
  );
}
