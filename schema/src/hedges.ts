import { Decimal } from 'decimal.js';
import { addDays } from './dates';
import { Exact } from './exact';
import { formatAmountText, roundToMinor } from './money';
import type { Warning } from './warnings';

/**
 * The hedge book's rules, shared by the api and the web: the horizon buckets a hedge policy
 * sets targets for, and the exact arithmetic of hedged against unhedged exposure, compliance
 * and mark to market (contract and policy input: hedge-input.ts). No I/O; nothing is rounded here.
 */

export const HEDGE_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type HedgeStatus = (typeof HEDGE_STATUSES)[number];

/**
 * Horizon buckets by due (or maturity) date counted from today: up to 90 days (overdue
 * included), 91 to 180, 181 to 365, and later. "0 to 3 months" is up to today + 90 days.
 */
export const HEDGE_BUCKETS = ['m0_3', 'm3_6', 'm6_12', 'm12plus'] as const;
export type HedgeBucket = (typeof HEDGE_BUCKETS)[number];

export const HEDGE_BUCKET_LABELS: Readonly<Record<HedgeBucket, string>> = {
  m0_3: '0 to 3 months',
  m3_6: '3 to 6 months',
  m6_12: '6 to 12 months',
  m12plus: 'Over 12 months',
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
// Policy and arithmetic

/** Target hedge ratios per horizon bucket, as fractions from 0 to 1 (null: no target). */
export type HedgePolicyTargets = Record<HedgeBucket, string | null>;

export const EMPTY_HEDGE_POLICY: Readonly<HedgePolicyTargets> = { m0_3: null, m3_6: null, m6_12: null, m12plus: null };

/** Hedged over gross as an exact fraction; null when there is no gross exposure to cover. */
export function hedgeRatio(hedged: Decimal.Value, gross: Decimal.Value): Decimal | null {
  const g = new Exact(gross);
  if (g.isZero()) return null;
  return new Exact(hedged).dividedBy(g);
}

export type HedgeCompliance = 'under' | 'over' | 'on-target' | 'no-target';

/** The verdict in words, as the Hedges screen, the report preview and the report exports print it. */
export const HEDGE_COMPLIANCE_WORDS: Readonly<Record<HedgeCompliance, string>> = {
  under: 'Under-hedged',
  over: 'Over-hedged',
  'on-target': 'On target',
  'no-target': 'No target',
};

/** A ratio as a percentage for display ("60%", "66.7%"), or '—' without one. */
export function ratioPercent(ratio: string | null | undefined): string {
  if (ratio === null || ratio === undefined) return '—';
  const pct = new Exact(ratio).times(100);
  return `${pct.isInteger() ? pct.toFixed(0) : pct.toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1)}%`;
}

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
  for (const g of gross) {
    const c = cell(g.currency, g.bucket);
    c.gross = c.gross.plus(g.amount);
  }
  for (const h of hedged) {
    const c = cell(h.currency, h.bucket);
    c.hedged = c.hedged.plus(h.amount);
  }
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
        bucket,
        gross: c.gross.toFixed(),
        hedged: c.hedged.toFixed(),
        unhedged: c.gross.minus(c.hedged).toFixed(),
        ratio: ratio ? ratio.toFixed() : null,
        target,
        gap: gap ? gap.toFixed() : null,
        gapNzd: gap ? gap.times(rate).toFixed() : null,
        compliance: gap === null ? 'no-target' : gap.isZero() ? 'on-target' : gap.isNegative() ? 'under' : 'over',
        exceedsExposure: c.hedged.gt(c.gross),
      };
    });
    const ratio = hedgeRatio(h, g);
    return {
      currency,
      nzdPerUnit: rate.toFixed(),
      gross: g.toFixed(),
      hedged: h.toFixed(),
      unhedged: g.minus(h).toFixed(),
      ratio: ratio ? ratio.toFixed() : null,
      grossNzd: g.times(rate).toFixed(),
      hedgedNzd: h.times(rate).toFixed(),
      unhedgedNzd: g.minus(h).times(rate).toFixed(),
      buckets,
    };
  });
}

/** The warning for a bucket whose contracts exceed the exposure they cover, as a typed value. */
export function overHedge(currency: string, bucket: HedgeBucket, excess: Decimal.Value): Warning {
  const amount = new Exact(excess).toFixed();
  return {
    code: 'over_hedge',
    currency,
    bucket,
    excess: amount,
    message: `${currency} contracts maturing in ${HEDGE_BUCKET_LABELS[bucket].toLowerCase()} exceed the exposure they cover by ${formatAmountText(amount, currency)}`,
  };
}

/** The over-hedge warning's sentence. */
export function overHedgeWarning(currency: string, bucket: HedgeBucket, excess: Decimal.Value): string {
  return overHedge(currency, bucket, excess).message;
}

/**
 * Mark to market of a forward sale of `amount` foreign units at `locked` NZD per unit, at
 * today's `market` rate: amount × (locked − market). Positive is a gain to the owner.
 */
export function markToMarket(amount: Decimal.Value, locked: Decimal.Value, market: Decimal.Value): Decimal {
  return new Exact(amount).times(new Exact(locked).minus(market));
}

/** SPEC section 9's FX meter rule on exact rates: fill = (locked / market) / 2 clamped to 0..1; green when locked ≥ market. */
export function fxGaugeExact(
  locked: Decimal.Value,
  market: Decimal.Value,
): { fill: string; favourable: boolean; differencePercent: string } {
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
    return {
      currency: g.currency,
      currentNzd: unhedged.times(g.nzdPerUnit).toFixed(),
      invoiceCount: g.invoiceCount,
      unhedgedAmount: unhedged.toFixed(),
    };
  });
  const seen = new Set(gross.map((g) => g.currency));
  for (const h of hedged) {
    if (seen.has(h.currency)) continue;
    const unhedged = new Exact(h.amount).negated();
    out.push({
      currency: h.currency,
      currentNzd: unhedged.times(h.nzdPerUnit).toFixed(),
      invoiceCount: 0,
      unhedgedAmount: unhedged.toFixed(),
    });
  }
  return out;
}

/**
 * A coverage line as the api answers it and the demo shows it: amounts rounded once to their
 * currency's minor unit, NZD to the cent, ratios by roundRatio; each bucket labelled.
 */
export function roundedCoverageLine(l: CoverageLine) {
  const r = (v: string) => roundToMinor(v, l.currency);
  const nzd = (v: string) => roundToMinor(v, 'NZD');
  return {
    currency: l.currency,
    nzdPerUnit: l.nzdPerUnit,
    grossAmount: r(l.gross),
    hedgedAmount: r(l.hedged),
    unhedgedAmount: r(l.unhedged),
    hedgeRatio: roundRatio(l.ratio),
    grossNzd: nzd(l.grossNzd),
    hedgedNzd: nzd(l.hedgedNzd),
    unhedgedNzd: nzd(l.unhedgedNzd),
    buckets: l.buckets.map((c) => ({
      bucket: c.bucket,
      label: HEDGE_BUCKET_LABELS[c.bucket],
      grossAmount: r(c.gross),
      hedgedAmount: r(c.hedged),
      unhedgedAmount: r(c.unhedged),
      hedgeRatio: roundRatio(c.ratio),
      targetRatio: c.target,
      gapAmount: c.gap === null ? null : r(c.gap),
      gapNzd: c.gapNzd === null ? null : nzd(c.gapNzd),
      compliance: c.compliance,
      exceedsExposure: c.exceedsExposure,
    })),
  };
}
