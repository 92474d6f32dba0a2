import { roundToMinor, sharePercent, warningMessages, type CurrencyCode } from '@keafx/schema';
import { z } from 'zod';
import { isoDate, money } from '../../http/shapes';
import { displayRate } from '../rates';
import { plainRate, type RateRecord } from '../rates';
import type { AgingBucket, CounterpartyExposure, ExposureLine, ExposureSummary } from './exposure.service';

/**
 * The edge: every exact figure rounded once, NZD to cents and native amounts to their
 * currency's minor unit. GraphQL keeps the strings; REST turns them into JSON numbers.
 */
export function nzd(value: string): string {
  if (value === '0') return '0.00';
  let rounded = ROUNDED.get(value);
  if (rounded === undefined) {
    if (ROUNDED.size >= 10_000) ROUNDED.clear();
    rounded = roundToMinor(value, 'NZD');
    ROUNDED.set(value, rounded);
  }
  return rounded;
}
/** Side-by-side scenarios repeat the same current values many times; rounding is pure, so it is kept. */
const ROUNDED = new Map<string, string>();

export function presentLine(l: ExposureLine, totalNzd: string) {
  return {
    currency: l.currency as CurrencyCode,
    totalAmount: roundToMinor(l.amount, l.currency),
    nzdValue: nzd(l.nzdValue),
    sharePercent: sharePercent(l.nzdValue, totalNzd),
    earliestDue: l.earliestDue,
    invoiceCount: l.invoiceCount,
    overdueCount: l.overdueCount,
    nzdPerUnit: plainRate(l.applied.nzdPerUnit),
    rate: l.applied.rate ? displayRate(l.applied.rate as RateRecord) : null,
    rateMissing: l.applied.rate === null,
    rateStale: l.applied.rate?.stale ?? false,
    bookedAmount: roundToMinor(l.bookedAmount, l.currency),
    bookedNzdValue: nzd(l.bookedNzd),
    unrealisedGainLoss: nzd(l.unrealised),
  };
}

export function presentSummary(s: ExposureSummary) {
  return {
    includeDrafts: s.includeDrafts,
    asOf: s.asOf,
    currencies: s.lines.map((l) => presentLine(l, s.totalNzd)),
    totalNzd: nzd(s.totalNzd),
    invoiceCount: s.invoiceCount,
    overdueCount: s.overdueCount,
    overdueSharePercent: sharePercent(s.overdueCount, s.invoiceCount),
    dueWithin30Count: s.dueWithin30,
    dueWithin90Count: s.dueWithin90,
    dueHorizon: s.horizon,
    dueHorizonText: s.horizonText,
    unrealisedGainLoss: nzd(s.unrealised),
    warnings: warningMessages(s.warnings),
    rateSnapshotDate: s.rateSnapshotDate,
  };
}

export type PresentedSummary = ReturnType<typeof presentSummary>;

const presentAmounts = (list: CounterpartyExposure['currencies']) =>
  list.map((c) => ({
    currency: c.currency as CurrencyCode,
    totalAmount: roundToMinor(c.amount, c.currency),
    nzdValue: nzd(c.nzdValue),
    invoiceCount: c.invoiceCount,
  }));

export function presentCounterparty(c: CounterpartyExposure) {
  return {
    counterparty: c.counterparty,
    nzdValue: nzd(c.nzdValue),
    invoiceCount: c.invoiceCount,
    currencies: presentAmounts(c.currencies),
  };
}

export function presentBucket(b: AgingBucket) {
  return {
    bucket: b.bucket,
    label: b.label,
    invoiceCount: b.invoiceCount,
    nzdValue: nzd(b.nzdValue),
    currencies: presentAmounts(b.currencies),
  };
}

/** REST's shape of a presented figure: SPEC's JSON numbers and snake_case. */
export const num = (value: string): number => Number(value);

/** GET /me/exposure: the whole answer the dashboard reads. */
export const EXPOSURE_REST = z.strictObject({
  include_drafts: z.boolean(),
  as_of: isoDate,
  total_nzd: money,
  invoice_count: z.number().int(),
  overdue_count: z.number().int(),
  overdue_share_percent: z.number(),
  due_within_30_count: z.number().int(),
  due_within_90_count: z.number().int(),
  due_horizon: z.unknown(),
  due_horizon_text: z.string(),
  unrealised_gain_loss: money,
  rate_snapshot_date: isoDate.nullable(),
  warnings: z.array(z.string()),
  currencies: z.array(
    z.strictObject({
      currency: z.string(),
      total_amount: money,
      nzd_value: money,
      share_percent: z.number(),
      earliest_due: isoDate.nullable(),
      invoice_count: z.number().int(),
      overdue_count: z.number().int(),
      nzd_per_unit: z.number(),
      rate_source: z.string().nullable(),
      rate_type: z.string().nullable(),
      rate_date: isoDate.nullable(),
      rate_missing: z.boolean(),
      rate_stale: z.boolean(),
      booked_amount: money,
      booked_nzd_value: money,
      unrealised_gain_loss: money,
    }),
  ),
});

/** GET /me/exposure/summary: SPEC's row per currency, with the hedge book's columns when hedges are wired in. */
export const EXPOSURE_SUMMARY_ROW_REST = z.strictObject({
  currency: z.string(),
  total_amount: money,
  hedged_amount: money.optional(),
  unhedged_amount: money.optional(),
  hedge_ratio: z.number().nullable().optional().meta({ description: 'Hedged over gross, 0 to 1; null without exposure' }),
});

export function summaryToRest(s: PresentedSummary): z.infer<typeof EXPOSURE_REST> {
  return {
    include_drafts: s.includeDrafts,
    as_of: s.asOf,
    total_nzd: num(s.totalNzd),
    invoice_count: s.invoiceCount,
    overdue_count: s.overdueCount,
    overdue_share_percent: num(s.overdueSharePercent),
    due_within_30_count: s.dueWithin30Count,
    due_within_90_count: s.dueWithin90Count,
    due_horizon: s.dueHorizon,
    due_horizon_text: s.dueHorizonText,
    unrealised_gain_loss: num(s.unrealisedGainLoss),
    rate_snapshot_date: s.rateSnapshotDate,
    warnings: s.warnings,
    currencies: s.currencies.map((c) => ({
      currency: c.currency,
      total_amount: num(c.totalAmount),
      nzd_value: num(c.nzdValue),
      share_percent: num(c.sharePercent),
      earliest_due: c.earliestDue,
      invoice_count: c.invoiceCount,
      overdue_count: c.overdueCount,
      nzd_per_unit: num(c.nzdPerUnit),
      rate_source: c.rate?.source ?? null,
      rate_type: c.rate?.rateType ?? null,
      rate_date: c.rate?.effectiveDate ?? null,
      rate_missing: c.rateMissing,
      rate_stale: c.rateStale,
      booked_amount: num(c.bookedAmount),
      booked_nzd_value: num(c.bookedNzdValue),
      unrealised_gain_loss: num(c.unrealisedGainLoss),
    })),
  };
}

const AMOUNTS_REST = z.array(
  z.strictObject({ currency: z.string(), total_amount: money, nzd_value: money, invoice_count: z.number().int() }),
);
export const COUNTERPARTY_REST = z.strictObject({
  counterparty: z.string(),
  nzd_value: money,
  invoice_count: z.number().int(),
  currencies: AMOUNTS_REST,
});
export const AGING_BUCKET_REST = z.strictObject({
  bucket: z.string(),
  label: z.string(),
  nzd_value: money,
  invoice_count: z.number().int(),
  currencies: AMOUNTS_REST,
});

const amountsToRest = (list: ReturnType<typeof presentAmounts>): z.infer<typeof AMOUNTS_REST> =>
  list.map((c) => ({
    currency: c.currency,
    total_amount: num(c.totalAmount),
    nzd_value: num(c.nzdValue),
    invoice_count: c.invoiceCount,
  }));

export function counterpartyToRest(c: ReturnType<typeof presentCounterparty>): z.infer<typeof COUNTERPARTY_REST> {
  return {
    counterparty: c.counterparty,
    nzd_value: num(c.nzdValue),
    invoice_count: c.invoiceCount,
    currencies: amountsToRest(c.currencies),
  };
}

export function bucketToRest(b: ReturnType<typeof presentBucket>): z.infer<typeof AGING_BUCKET_REST> {
  return {
    bucket: b.bucket,
    label: b.label,
    nzd_value: num(b.nzdValue),
    invoice_count: b.invoiceCount,
    currencies: amountsToRest(b.currencies),
  };
}
