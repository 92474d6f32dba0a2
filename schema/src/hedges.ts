import { Decimal } from 'decimal.js';
import { BASE_CURRENCY, isSupportedCurrency, type CurrencyCode } from './currencies';
import { addDays, isIsoDate } from './dates';
import { Exact } from './exact';
import { hasControlCharacters, type FieldError } from './invoice-input';
import { formatAmountText, parseAmount } from './money';
import { RATE_DECIMALS, RATE_MAX } from './rate-input';

/**
 * The hedge book's rules, shared by the api and the web: forward-contract input, the horizon
 * buckets a hedge policy sets targets for, and the exact arithmetic of hedged against
 * unhedged exposure, compliance and mark to market. No I/O; nothing is rounded here.
 */

export const HEDGE_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type HedgeStatus = (typeof HEDGE_STATUSES)[number];

export const HEDGE_BANK_MAX = 80;
export const HEDGE_REFERENCE_MAX = 80;

/**
 * Horizon buckets by due (or maturity) date counted from today: up to 90 days (overdue
 * included), 91 to 180, 181 to 365, and later. "0 to 3 months" is up to today + 90 days.
 */
export const HEDGE_BUCKETS = ['m0_3', 'm3_6', 'm6_12', 'm12plus'] as const;
export type HedgeBucket = (typeof HEDGE_BUCKETS)[number];

export const HEDGE_BUCKET_LABELS: Readonly<Record<HedgeBucket, string>> = {
  m0_3: '0 to 3 months', m3_6: '3 to 6 months', m6_12: '6 to 12 months', m12plus: 'Over 12 months',
};

/** The last day (days after today) each bucket but the last reaches. */
export const HEDGE_BUCKET_END_DAYS = { m0_3: 90, m3_6: 180, m6_12: 365 } as const;

export interface HedgeBucketEdges {
  m0_3: string;
  m3_6: string;
  m6_12: string;
}

/** The last date of each bounded bucket for `today`. */
export function hedgeBucketEdges(today: string): HedgeBucketEdges {
  return {
    m0_3: addDays(today, HEDGE_BUCKET_END_DAYS.m0_3),
    m3_6: addDays(today, HEDGE_BUCKET_END_DAYS.m3_6),
    m6_12: addDays(today, HEDGE_BUCKET_END_DAYS.m6_12),
  };
}

/** The bucket a due or maturity date falls in; a date already past is in the first. */
export function hedgeBucket(date: string, today: string): HedgeBucket {
  const edges = hedgeBucketEdges(today);
  if (date <= edges.m0_3) return 'm0_3';
  if (date <= edges.m3_6) return 'm3_6';
  if (date <= edges.m6_12) return 'm6_12';
  return 'm12plus';
}

export function isHedgeBucket(value: unknown): value is HedgeBucket {
  return typeof value === 'string' && (HEDGE_BUCKETS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Contract input

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
    currency: 'currency', amount: 'amount', lockedRate: 'locked_rate', tradeDate: 'trade_date', maturityDate: 'maturity_date', bank: 'bank',
    reference: 'reference',
  },
  graphql: {
    currency: 'currency', amount: 'amount', lockedRate: 'lockedRate', tradeDate: 'tradeDate', maturityDate: 'maturityDate', bank: 'bank',
    reference: 'reference',
  },
};

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** A rate a person gives (NZD per unit): positive, at most RATE_MAX and 10 decimal places. */
export function parseRateValue(raw: unknown, field: string): { ok: true; value: string } | { ok: false; message: string } {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? new Exact(raw).toFixed() : typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || !PLAIN_NUMBER.test(text) || new Exact(text).lte(0)) {
    return { ok: false, message: `${field} must be a positive number (NZD per one unit of the currency)` };
  }
  const value = new Exact(text);
  if (value.gt(RATE_MAX)) return { ok: false, message: `${field} must be at most 1,000,000` };
  if (value.decimalPlaces() > RATE_DECIMALS) return { ok: false, message: `${field} may have at most ${RATE_DECIMALS} decimal places` };
  return { ok: true, value: value.toFixed() };
}

function readText(raw: unknown, name: string, max: number, required: boolean, errors: FieldError[]): string | undefined {
  if (raw === undefined || raw === null) {
    if (required) errors.push({ field: name, message: `${name} is required` });
    return required ? undefined : '';
  }
  if (typeof raw !== 'string') {
    errors.push({ field: name, message: `${name} must be text` });
    return undefined;
  }
  const value = raw.trim();
  if (required && value === '') {
    errors.push({ field: name, message: `${name} is required` });
    return undefined;
  }
  if (hasControlCharacters(value)) {
    errors.push({ field: name, message: `${name} must not contain control characters` });
    return undefined;
  }
  if (value.length > max) {
    errors.push({ field: name, message: `${name} must be at most ${max} characters` });
    return undefined;
  }
  return value;
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
      errors.push({ field: names.currency, message: `${names.currency} must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)` });
      currency = undefined;
    } else if (code === BASE_CURRENCY) {
      errors.push({ field: names.currency, message: `${names.currency} cannot be NZD: a forward contract sells a foreign currency for NZD` });
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
  const reference = !cur || has('reference') ? readText(input[names.reference], names.reference, HEDGE_REFERENCE_MAX, false, errors) : cur.reference;

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      currency: currency as CurrencyCode, amount: amount as string, lockedRate: lockedRate as string, tradeDate: tradeDate as string,
      maturityDate: maturityDate as string, bank: bank as string, reference: reference as string,
    },
  };
}

/** Which changes of status the book allows: only an open contract settles or is cancelled. */
export function hedgeStatusChange(from: HedgeStatus, to: 'settled' | 'cancelled'): { ok: true } | { ok: false; message: string } {
  if (from === 'open') return { ok: true };
  const verb = to === 'settled' ? 'settle' : 'cancel';
  return { ok: false, message: `Only an open contract can be ${to === 'settled' ? 'settled' : 'cancelled'}; this one is already ${from}, so you cannot ${verb} it.` };
}

// ---------------------------------------------------------------------------------------------
// Policy

/** Target hedge ratios per horizon bucket, as fractions from 0 to 1 (null: no target). */
export type HedgePolicyTargets = Record<HedgeBucket, string | null>;

export const EMPTY_HEDGE_POLICY: Readonly<HedgePolicyTargets> = { m0_3: null, m3_6: null, m6_12: null, m12plus: null };

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
    const text = typeof value === 'number' && Number.isFinite(value) ? new Exact(value).toFixed() : typeof value === 'string' ? value.trim() : undefined;
    if (text === undefined || !PLAIN_NUMBER.test(text) || new Exact(text).gt(1) || new Exact(text).decimalPlaces() > 4) {
      errors.push({ field: bucket, message: `${bucket} must be a fraction from 0 to 1 with at most 4 decimal places (0.75 is 75%), or null` });
      continue;
    }
    out[bucket] = new Exact(text).toFixed();
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: out };
}

// ---------------------------------------------------------------------------------------------
// Arithmetic

/** Hedged over gross as an exact fraction; null when there is no gross exposure to cover. */
export function hedgeRatio(hedged: Decimal.Value, gross: Decimal.Value): Decimal | null {
  const g = new Exact(gross);
  if (g.isZero()) return null;
  return new Exact(hedged).dividedBy(g);
}

export type HedgeCompliance = 'under' | 'over' | 'on-target' | 'no-target';

export interface CoverageCell {
  bucket: HedgeBucket;
  /** Native amount of counted invoices due in the bucket. */
  gross: string;
  /** Native amount of open contracts maturing in the bucket. */
  hedged: string;
  /** gross − hedged; negative when the contracts exceed the exposure they cover. */
  unhedged: string;
  /** hedged / gross; null with no gross exposure. */
  ratio: string | null;
  /** The policy's target ratio for the bucket, or null. */
  target: string | null;
  /** hedged − gross × target (negative: under-hedged by that much); null without a target. */
  gap: string | null;
  gapNzd: string | null;
  compliance: HedgeCompliance;
  /** Contracts exceed the exposure they cover (hedged > gross). */
  exceedsExposure: boolean;
}

export interface CoverageLine {
  currency: string;
  nzdPerUnit: string;
  gross: string;
  hedged: string;
  unhedged: string;
  ratio: string | null;
  grossNzd: string;
  hedgedNzd: string;
  unhedgedNzd: string;
  buckets: CoverageCell[];
}

export interface NativeAmount {
  currency: string;
  bucket: HedgeBucket;
  amount: Decimal.Value;
}

/**
 * Per currency and horizon bucket: gross exposure, the open contracts maturing in the bucket,
 * the unhedged rest, the hedge ratio and the policy's verdict. Every bucket of every currency
 * that has exposure or contracts is answered (zeros included), currencies in the order given.
 */
export function hedgeCoverage(
  gross: readonly NativeAmount[],
  hedged: readonly NativeAmount[],
  nzdPerUnit: (currency: string) => Decimal.Value,
  policy: HedgePolicyTargets,
): CoverageLine[] {
  const cells = new Map<string, Map<HedgeBucket, { gross: Decimal; hedged: Decimal }>>();
  const cell = (currency: string, bucket: HedgeBucket) => {
    let byBucket = cells.get(currency);
    if (!byBucket) {
      byBucket = new Map(HEDGE_BUCKETS.map((b) => [b, { gross: new Exact(0), hedged: new Exact(0) }]));
      cells.set(currency, byBucket);
    }
    return byBucket.get(bucket) as { gross: Decimal; hedged: Decimal };
  };
  for (const g of gross) { const c = cell(g.currency, g.bucket); c.gross = c.gross.plus(g.amount); }
  for (const h of hedged) { const c = cell(h.currency, h.bucket); c.hedged = c.hedged.plus(h.amount); }
  return [...cells.entries()].map(([currency, byBucket]) => {
    const rate = new Exact(nzdPerUnit(currency));
    let g = new Exact(0);
    let h = new Exact(0);
    const buckets = HEDGE_BUCKETS.map((bucket): CoverageCell => {
      const c = byBucket.get(bucket) as { gross: Decimal; hedged: Decimal };
      g = g.plus(c.gross);
      h = h.plus(c.hedged);
      const target = policy[bucket];
      const gap = target === null ? null : c.hedged.minus(c.gross.times(target));
      const ratio = hedgeRatio(c.hedged, c.gross);
      return {
        bucket, gross: c.gross.toFixed(), hedged: c.hedged.toFixed(), unhedged: c.gross.minus(c.hedged).toFixed(),
        ratio: ratio ? ratio.toFixed() : null, target,
        gap: gap ? gap.toFixed() : null, gapNzd: gap ? gap.times(rate).toFixed() : null,
        compliance: gap === null ? 'no-target' : gap.isZero() ? 'on-target' : gap.isNegative() ? 'under' : 'over',
        exceedsExposure: c.hedged.gt(c.gross),
      };
    });
    const ratio = hedgeRatio(h, g);
    return {
      currency, nzdPerUnit: rate.toFixed(), gross: g.toFixed(), hedged: h.toFixed(), unhedged: g.minus(h).toFixed(), ratio: ratio ? ratio.toFixed() : null,
      grossNzd: g.times(rate).toFixed(), hedgedNzd: h.times(rate).toFixed(), unhedgedNzd: g.minus(h).times(rate).toFixed(), buckets,
    };
  });
}

/** The warning for a bucket whose contracts exceed the exposure they cover. */
export function overHedgeWarning(currency: string, bucket: HedgeBucket, excess: Decimal.Value): string {
  return `${currency} contracts maturing in ${HEDGE_BUCKET_LABELS[bucket].toLowerCase()} exceed the exposure they cover by ${formatAmountText(new Exact(excess).toFixed(), currency)}`;
}

/**
 * Mark to market of a forward sale of `amount` foreign units at `locked` NZD per unit, at
 * today's `market` rate: amount × (locked − market). Positive is a gain to the owner.
 */
export function markToMarket(amount: Decimal.Value, locked: Decimal.Value, market: Decimal.Value): Decimal {
  return new Exact(amount).times(new Exact(locked).minus(market));
}

/** SPEC section 9's FX meter rule on exact rates: fill = (locked / market) / 2 clamped to 0..1; green when locked ≥ market. */
export function fxGaugeExact(locked: Decimal.Value, market: Decimal.Value): { fill: string; favourable: boolean; differencePercent: string } {
  const m = new Exact(market);
  const l = new Exact(locked);
  if (m.lte(0)) return { fill: '0', favourable: l.gte(m), differencePercent: '0' };
  const fill = Decimal.min(1, Decimal.max(0, l.dividedBy(m).dividedBy(2)));
  return { fill: new Exact(fill).toFixed(), favourable: l.gte(m), differencePercent: l.minus(m).dividedBy(m).times(100).toFixed() };
}

/** One currency's gross exposure against its open contracts: hedged, unhedged (gross − hedged, negative when over-hedged), ratio. */
export function netPosition(gross: Decimal.Value, hedged: Decimal.Value): { hedged: string; unhedged: string; ratio: string | null } {
  const ratio = hedgeRatio(hedged, gross);
  return { hedged: new Exact(hedged).toFixed(), unhedged: new Exact(gross).minus(hedged).toFixed(), ratio: ratio ? ratio.toFixed() : null };
}

/** A ratio for display: 4 decimal places, half up ("0.6667"), or null. */
export function roundRatio(ratio: string | null): string | null {
  return ratio === null ? null : new Exact(ratio).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed();
}

/**
 * The scenario's starting lines with hedges: each currency's unhedged amount (gross − open
 * contracts) at its rate, so a shock moves only what is not hedged. A currency with contracts
 * and no exposure enters with a negative value: the excess contracts move against the shock.
 */
export function unhedgedScenarioLines(
  gross: readonly { currency: string; amount: Decimal.Value; nzdPerUnit: Decimal.Value; invoiceCount: number }[],
  hedged: readonly { currency: string; amount: Decimal.Value; nzdPerUnit: Decimal.Value }[],
): { currency: string; currentNzd: string; invoiceCount: number; unhedgedAmount: string }[] {
  const byCurrency = new Map(hedged.map((h) => [h.currency, h]));
  const out = gross.map((g) => {
    const h = byCurrency.get(g.currency);
    const unhedged = new Exact(g.amount).minus(h ? h.amount : 0);
    return { currency: g.currency, currentNzd: unhedged.times(g.nzdPerUnit).toFixed(), invoiceCount: g.invoiceCount, unhedgedAmount: unhedged.toFixed() };
  });
  const seen = new Set(gross.map((g) => g.currency));
  for (const h of hedged) {
    if (seen.has(h.currency)) continue;
    const unhedged = new Exact(h.amount).negated();
    out.push({ currency: h.currency, currentNzd: unhedged.times(h.nzdPerUnit).toFixed(), invoiceCount: 0, unhedgedAmount: unhedged.toFixed() });
  }
  return out;
}
