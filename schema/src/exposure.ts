import type { Decimal } from 'decimal.js';
import { addDays, daysBetween } from './dates';
import { Exact } from './exact';
import { roundToMinor } from './money';
import { overdueShare } from './warnings';

/**
 * SPEC section 9's due-date buckets, in display order: overdue (due before today), due today,
 * next 7 days (due 1 to 7 days from today), next 30 days (8 to 30 days; 720 hours) and later.
 */
export const DUE_BUCKETS = ['overdue', 'today', 'next7', 'next30', 'later'] as const;
export type DueBucket = (typeof DUE_BUCKETS)[number];

export const DUE_BUCKET_LABELS: Readonly<Record<DueBucket, string>> = {
  overdue: 'Overdue',
  today: 'Due Today',
  next7: 'Next 7 Days',
  next30: 'Next 30 Days',
  later: 'Later',
};

/** The bucket of an invoice due on `dueDate`, seen on business day `today` (both YYYY-MM-DD). */
export function dueBucket(dueDate: string, today: string): DueBucket {
  const days = daysBetween(today, dueDate);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  if (days <= 7) return 'next7';
  if (days <= 30) return 'next30';
  return 'later';
}

/** The last due date (inclusive) of each bucket but 'later', so SQL can bucket by date ranges. */
export function dueBucketEdges(today: string): { today: string; next7: string; next30: string } {
  return { today, next7: addDays(today, 7), next30: addDays(today, 30) };
}

/** Days ahead that SPEC's due-horizon rule looks at. */
export const HORIZON_NEAR_DAYS = 30;
export const HORIZON_MID_DAYS = 90;

export type DueHorizon = 'immediate' | 'medium-term' | 'long-term';

export const DUE_HORIZON_TEXT: Readonly<Record<DueHorizon, string>> = {
  immediate: 'Immediate risk: more than half of your open invoices are due within 30 days.',
  'medium-term': 'Medium-term risk: more than half of your open invoices are due within 90 days.',
  'long-term': 'Long-term risk: most of your open invoices are due more than 90 days from now.',
};

/**
 * SPEC section 9's due-horizon rule, by invoice count: more than 50% due within 30 days is
 * immediate risk, more than 50% within 90 days medium-term, otherwise long-term. "Due within
 * N days" counts every open invoice due on or before today + N, overdue ones included (they
 * are due already). With no open invoices the horizon is long-term.
 */
export function dueHorizon(counts: { total: number; within30: number; within90: number }): DueHorizon {
  if (counts.total <= 0) return 'long-term';
  if (counts.within30 * 2 > counts.total) return 'immediate';
  if (counts.within90 * 2 > counts.total) return 'medium-term';
  return 'long-term';
}

/** Above this share of open invoices overdue (by count), SPEC adds a warning. */
export const OVERDUE_WARNING_SHARE = 0.25;

/** SPEC section 9's overdue-share warning as text (the typed value is `overdueShare` in warnings.ts). */
export function overdueShareWarning(overdueCount: number, total: number): string | null {
  return overdueShare(overdueCount, total)?.message ?? null;
}

/** A share of a whole as a percent with one decimal ("35.0"); "0.0" when the whole is zero. */
export function sharePercent(part: Decimal.Value, whole: Decimal.Value): string {
  const w = new Exact(whole);
  if (w.isZero()) return '0.0';
  return new Exact(part).times(100).dividedBy(w).toDecimalPlaces(1).toFixed(1);
}

/**
 * Unrealised gain (positive) or loss (negative) in NZD of an amount booked at `bookedNzd`
 * (amount × booking rate) that is worth `currentNzd` now. Unrounded; round at the edge.
 */
export function unrealisedGain(currentNzd: Decimal.Value, bookedNzd: Decimal.Value): Decimal {
  return new Exact(currentNzd).minus(bookedNzd);
}

/**
 * Realised gain (positive) or loss (negative) in NZD when an invoice of `amount` booked at
 * `bookedRate` is paid at `settlementRate` (both NZD per unit): amount × (settlement − booked),
 * exact and unrounded. Without a booking rate or a settlement rate there is nothing to realise
 * against: the gain is null and `reason` says why, in words for the audit trail.
 */
export function realisedGain(
  amount: Decimal.Value,
  bookedRate: Decimal.Value | null | undefined,
  settlementRate: Decimal.Value | null | undefined,
): { gain: string; reason: null } | { gain: null; reason: string } {
  if (bookedRate === null || bookedRate === undefined) return { gain: null, reason: 'the invoice has no booking rate' };
  if (settlementRate === null || settlementRate === undefined)
    return { gain: null, reason: 'no settlement rate is known for its currency' };
  return { gain: new Exact(amount).times(new Exact(settlementRate).minus(bookedRate)).toFixed(), reason: null };
}

/**
 * NZD conversion, the TypeScript twin of fx_nzd (api/src/modules/exposure/sql/fx.sql): an
 * amount at a current rate (NZD per unit); a currency with no rate converts at 1.0.
 */
export function nzdValue(amount: Decimal.Value, nzdPerUnit: Decimal.Value | null | undefined): Decimal {
  return new Exact(amount).times(nzdPerUnit ?? 1);
}

/** The twin of fx_booked_nzd: an amount at the rate it was booked at; null when never booked. */
export function bookedNzd(amount: Decimal.Value, bookedRate: Decimal.Value | null | undefined): Decimal | null {
  return bookedRate === null || bookedRate === undefined ? null : new Exact(amount).times(bookedRate);
}

/**
 * An NZD total as every screen and file shows it: the exact per-invoice (or per-currency) NZD
 * values summed unrounded, then rounded once to the cent (half away from zero, `roundToMinor`).
 * Never add values that were already rounded: 615,980.74 summed from cents can come out .72 or .75.
 * Nulls (an invoice never booked) add nothing.
 */
export function nzdTotal(values: Iterable<Decimal.Value | null | undefined>): string {
  let total = new Exact(0);
  for (const v of values) if (v !== null && v !== undefined) total = total.plus(v);
  return roundToMinor(total, 'NZD');
}
