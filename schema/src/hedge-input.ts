import { BASE_CURRENCY, isSupportedCurrency, type CurrencyCode } from './currencies';
import { isIsoDate } from './dates';
import { Exact } from './exact';
import { EMPTY_HEDGE_POLICY, HEDGE_BUCKETS, isHedgeBucket, type HedgePolicyTargets, type HedgeStatus } from './hedges';
import type { FieldError } from './invoice-input';
import { checkText } from './text';
import { parseAmount } from './money';
import { RATE_DECIMALS, RATE_MAX } from './rate-input';

/** The hedge book's input rules: a forward contract, its status changes, and the policy. */

export const HEDGE_BANK_MAX = 80;
export const HEDGE_REFERENCE_MAX = 80;

export interface HedgeFields {
  currency: CurrencyCode;
  amount: string;
  lockedRate: string;
  tradeDate: string;
  maturityDate: string;
  bank: string;
  reference: string;
}

export type HedgeNaming = 'rest' | 'graphql';

const HEDGE_NAMES: Record<HedgeNaming, Record<keyof HedgeFields, string>> = {
  rest: {
    currency: 'currency',
    amount: 'amount',
    lockedRate: 'locked_rate',
    tradeDate: 'trade_date',
    maturityDate: 'maturity_date',
    bank: 'bank',
    reference: 'reference',
  },
  graphql: {
    currency: 'currency',
    amount: 'amount',
    lockedRate: 'lockedRate',
    tradeDate: 'tradeDate',
    maturityDate: 'maturityDate',
    bank: 'bank',
    reference: 'reference',
  },
};

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** A rate a person gives (NZD per unit): positive, at most RATE_MAX and 10 decimal places. */
export function parseRateValue(raw: unknown, field: string): { ok: true; value: string } | { ok: false; message: string } {
  const text =
    typeof raw === 'number' && Number.isFinite(raw) ? new Exact(raw).toFixed() : typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || !PLAIN_NUMBER.test(text) || new Exact(text).lte(0)) {
    return { ok: false, message: `${field} must be a positive number (NZD per one unit of the currency)` };
  }
  const value = new Exact(text);
  if (value.gt(RATE_MAX)) return { ok: false, message: `${field} must be at most 1,000,000` };
  if (value.decimalPlaces() > RATE_DECIMALS) return { ok: false, message: `${field} may have at most ${RATE_DECIMALS} decimal places` };
  return { ok: true, value: value.toFixed() };
}

function readText(raw: unknown, name: string, max: number, required: boolean, errors: FieldError[]): string | undefined {
  if ((raw === undefined || raw === null) && !required) return '';
  // The shared text rule (schema/src/text.ts): text only, no control, bidi or broken characters, trimmed, capped.
  const checked = checkText(raw, { field: name, max, required });
  if (!checked.ok) {
    errors.push({ field: name, message: checked.message });
    return undefined;
  }
  return checked.value;
}

/**
 * Validates a new forward contract (`current` unset; trade date defaults to today) or a
 * change to one (`current` set, every field optional). Every error at once, named as the
 * caller spells the field; unknown keys are errors, so `constructor` or a misspelling is refused.
 */
export function validateHedgeInput(
  raw: unknown,
  opts: { naming: HedgeNaming; today: string; current?: HedgeFields },
): { ok: true; value: HedgeFields } | { ok: false; errors: FieldError[] } {
  const names = HEDGE_NAMES[opts.naming];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, errors: [{ field: 'body', message: 'The request body must be a JSON object' }] };
  }
  const input = raw as Record<string, unknown>;
  const errors: FieldError[] = [];
  const allowed = new Set<string>(Object.values(names));
  for (const key of Object.keys(input)) {
    if (input[key] !== undefined && !allowed.has(key)) errors.push({ field: key, message: `${key} is not a field of a hedge contract` });
  }
  const cur = opts.current;
  const has = (k: keyof HedgeFields) => Object.prototype.hasOwnProperty.call(input, names[k]) && input[names[k]] !== undefined;
  if (cur && Object.keys(input).length === 0) errors.push({ field: 'body', message: 'Give at least one field to change' });

  let currency: CurrencyCode | undefined = cur?.currency;
  if (!cur || has('currency')) {
    const code = typeof input[names.currency] === 'string' ? (input[names.currency] as string).trim().toUpperCase() : undefined;
    if (!isSupportedCurrency(code)) {
      errors.push({
        field: names.currency,
        message: `${names.currency} must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)`,
      });
      currency = undefined;
    } else if (code === BASE_CURRENCY) {
      errors.push({
        field: names.currency,
        message: `${names.currency} cannot be NZD: a forward contract sells a foreign currency for NZD`,
      });
      currency = undefined;
    } else currency = code;
  }

  let amount: string | undefined = cur?.amount;
  if (!cur || has('amount') || has('currency')) {
    const parsed = parseAmount(has('amount') || !cur ? input[names.amount] : cur.amount, currency ?? 'USD', names.amount);
    if (parsed.ok) amount = parsed.value;
    else errors.push({ field: names.amount, message: parsed.message });
  }

  let lockedRate: string | undefined = cur?.lockedRate;
  if (!cur || has('lockedRate')) {
    const parsed = parseRateValue(input[names.lockedRate], names.lockedRate);
    if (parsed.ok) lockedRate = parsed.value;
    else errors.push({ field: names.lockedRate, message: parsed.message });
  }

  const readDate = (k: 'tradeDate' | 'maturityDate', fallback: string | undefined): string | undefined => {
    const value = has(k) ? input[names[k]] : fallback;
    if (isIsoDate(value)) return value;
    errors.push({ field: names[k], message: `${names[k]} must be a valid date in YYYY-MM-DD form` });
    return undefined;
  };
  const tradeDate = readDate('tradeDate', cur?.tradeDate ?? opts.today);
  const maturityDate = readDate('maturityDate', cur?.maturityDate);
  if (tradeDate && tradeDate > opts.today && (!cur || has('tradeDate'))) {
    errors.push({ field: names.tradeDate, message: `${names.tradeDate} cannot be in the future` });
  }
  if (tradeDate && maturityDate && maturityDate < tradeDate) {
    errors.push({ field: names.maturityDate, message: `${names.maturityDate} must be on or after ${names.tradeDate}` });
  }

  const bank = !cur || has('bank') ? readText(input[names.bank], names.bank, HEDGE_BANK_MAX, true, errors) : cur.bank;
  const reference =
    !cur || has('reference') ? readText(input[names.reference], names.reference, HEDGE_REFERENCE_MAX, false, errors) : cur.reference;

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      currency: currency as CurrencyCode,
      amount: amount as string,
      lockedRate: lockedRate as string,
      tradeDate: tradeDate as string,
      maturityDate: maturityDate as string,
      bank: bank as string,
      reference: reference as string,
    },
  };
}

/** Which changes of status the book allows: only an open contract settles or is cancelled. */
export function hedgeStatusChange(from: HedgeStatus, to: 'settled' | 'cancelled'): { ok: true } | { ok: false; message: string } {
  if (from === 'open') return { ok: true };
  const verb = to === 'settled' ? 'settle' : 'cancel';
  return {
    ok: false,
    message: `Only an open contract can be ${to === 'settled' ? 'settled' : 'cancelled'}; this one is already ${from}, so you cannot ${verb} it.`,
  };
}

/** `{m0_3: 0.75, m3_6: 0.5, ...}`: each bucket a fraction 0 to 1 (4 decimal places at most) or null; unknown keys refused. */
export function parseHedgePolicy(raw: unknown): { ok: true; value: HedgePolicyTargets } | { ok: false; errors: FieldError[] } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, errors: [{ field: 'body', message: 'The request body must be a JSON object' }] };
  }
  const input = raw as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const key of Object.keys(input)) {
    if (!isHedgeBucket(key)) errors.push({ field: key, message: `${key} is not a horizon bucket (use ${HEDGE_BUCKETS.join(', ')})` });
  }
  const out: HedgePolicyTargets = { ...EMPTY_HEDGE_POLICY };
  for (const bucket of HEDGE_BUCKETS) {
    const value = Object.prototype.hasOwnProperty.call(input, bucket) ? input[bucket] : null;
    if (value === null || value === undefined) continue;
    const text =
      typeof value === 'number' && Number.isFinite(value)
        ? new Exact(value).toFixed()
        : typeof value === 'string'
          ? value.trim()
          : undefined;
    if (text === undefined || !PLAIN_NUMBER.test(text) || new Exact(text).gt(1) || new Exact(text).decimalPlaces() > 4) {
      errors.push({
        field: bucket,
        message: `${bucket} must be a fraction from 0 to 1 with at most 4 decimal places (0.75 is 75%), or null`,
      });
      continue;
    }
    out[bucket] = new Exact(text).toFixed();
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: out };
}
