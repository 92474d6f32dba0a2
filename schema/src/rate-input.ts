import { BASE_CURRENCY, isSupportedCurrency, type CurrencyCode } from './currencies';
import { isIsoDate } from './dates';
import { Exact } from './exact';
import { RATE_TYPES, type RateType } from './rates';
import { checkText } from './text';

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

export type RateNaming = 'rest' | 'graphql';
const NAMES: Record<RateNaming, Record<keyof RateInput, string>> = {
  rest: { currency: 'currency', nzdPerUnit: 'nzd_per_unit', rateType: 'rate_type', effectiveDate: 'effective_date', source: 'source' },
  graphql: { currency: 'currency', nzdPerUnit: 'nzdPerUnit', rateType: 'rateType', effectiveDate: 'effectiveDate', source: 'source' },
};

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * Checks a rate a person records: a supported currency other than NZD (always 1), NZD per
 * unit as a positive number with at most 10 decimal places, a rate type (default spot), an
 * effective date no later than today (default today) and an optional source (default manual).
 */
export function parseRateInput(
  raw: unknown,
  opts: { naming: RateNaming; today: string },
): { ok: true; value: RateInput } | { ok: false; errors: { field: string; message: string }[] } {
  const n = NAMES[opts.naming];
  const body = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const errors: { field: string; message: string }[] = [];

  const code = typeof body[n.currency] === 'string' ? (body[n.currency] as string).trim().toUpperCase() : undefined;
  if (!isSupportedCurrency(code))
    errors.push({ field: n.currency, message: `${n.currency} must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)` });
  else if (code === BASE_CURRENCY)
    errors.push({ field: n.currency, message: `${n.currency} cannot be NZD: the base currency's rate is always 1` });

  let rate: string | undefined;
  const rawRate = body[n.nzdPerUnit];
  const text =
    typeof rawRate === 'number' && Number.isFinite(rawRate)
      ? new Exact(rawRate).toFixed()
      : typeof rawRate === 'string'
        ? rawRate.trim()
        : undefined;
  if (text === undefined || !PLAIN_NUMBER.test(text) || new Exact(text).lte(0)) {
    errors.push({ field: n.nzdPerUnit, message: `${n.nzdPerUnit} must be a positive number (NZD per one unit of the currency)` });
  } else if (new Exact(text).gt(RATE_MAX)) {
    errors.push({ field: n.nzdPerUnit, message: `${n.nzdPerUnit} must be at most 1,000,000` });
  } else if (new Exact(text).decimalPlaces() > RATE_DECIMALS) {
    errors.push({ field: n.nzdPerUnit, message: `${n.nzdPerUnit} may have at most ${RATE_DECIMALS} decimal places` });
  } else rate = new Exact(text).toFixed();

  const rawType = body[n.rateType] ?? 'spot';
  if (typeof rawType !== 'string' || !(RATE_TYPES as readonly string[]).includes(rawType)) {
    errors.push({ field: n.rateType, message: `${n.rateType} must be one of ${RATE_TYPES.join(', ')}` });
  }

  const date = body[n.effectiveDate] ?? opts.today;
  if (!isIsoDate(date)) errors.push({ field: n.effectiveDate, message: `${n.effectiveDate} must be a valid date in YYYY-MM-DD form` });
  else if (date > opts.today) errors.push({ field: n.effectiveDate, message: `${n.effectiveDate} cannot be in the future` });

  const source = checkText(body[n.source] ?? MANUAL_SOURCE, {
    field: n.source,
    max: RATE_SOURCE_MAX,
    blankMessage: `${n.source} must be text of 1 to ${RATE_SOURCE_MAX} characters`,
  });
  if (!source.ok) errors.push({ field: n.source, message: source.message });

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      currency: code as CurrencyCode,
      nzdPerUnit: rate as string,
      rateType: rawType as RateType,
      effectiveDate: date as string,
      source: (source as { value: string }).value,
    },
  };
}
