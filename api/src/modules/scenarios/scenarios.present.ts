import { Exact, roundToMinor, warningMessages, type CurrencyCode, type ShockVector } from '@keafx/schema';
import { z } from 'zod';
import { dateTime, isoDate, money } from '../../http/shapes';
import { nzd, num } from '../exposure';
import type { ScenarioComparison, ScenarioRun, SavedScenarioRecord } from './scenarios.service';

/** The edge for scenarios: NZD rounded once to cents; shocks exact; GraphQL strings, REST numbers. */
export function presentShocks(shocks: ShockVector) {
  return Object.entries(shocks).map(([currency, shock]) => ({
    currency: currency as CurrencyCode,
    shock: shock ?? '0',
    percent: new Exact(shock ?? 0).times(100).toFixed(),
  }));
}

export function presentRun(r: ScenarioRun) {
  return {
    name: r.name,
    baseCurrency: r.baseCurrency as CurrencyCode,
    includeDrafts: r.includeDrafts,
    asOf: r.asOf,
    rateSnapshotDate: r.rateSnapshotDate,
    shocks: presentShocks(r.shocks),
    lines: r.lines.map((l) => ({
      currency: l.currency as CurrencyCode,
      shock: l.shock,
      currentNzd: nzd(l.currentNzd),
      shockedNzd: nzd(l.shockedNzd),
      impact: nzd(l.impact),
      invoiceCount: l.invoiceCount,
    })),
    totalCurrent: nzd(r.totalCurrent),
    totalShocked: nzd(r.totalShocked),
    totalImpact: nzd(r.totalImpact),
    withHedges: r.withHedges
      ? {
          totalCurrent: nzd(r.withHedges.totalCurrent),
          totalShocked: nzd(r.withHedges.totalShocked),
          totalImpact: nzd(r.withHedges.totalImpact),
          lines: r.withHedges.lines.map((l) => ({
            currency: l.currency as CurrencyCode,
            unhedgedAmount: roundToMinor(l.unhedgedAmount, l.currency),
            currentNzd: nzd(l.currentNzd),
            shockedNzd: nzd(l.shockedNzd),
            impact: nzd(l.impact),
          })),
        }
      : null,
    affectedInvoiceCount: r.affectedInvoiceCount,
    affectedCurrencies: r.affectedCurrencies as CurrencyCode[],
    shockPercent: r.shockPercent,
    guidance: r.guidance,
    warnings: warningMessages(r.warnings),
  };
}

export type PresentedRun = ReturnType<typeof presentRun>;

export function presentSaved(s: SavedScenarioRecord) {
  return {
    id: s.id,
    name: s.name,
    date: s.createdAt,
    tags: s.tags as string[],
    shocks: presentShocks(s.shocks),
    rateShock: new Exact(s.rateShock).toFixed(),
    includeDrafts: s.includeDrafts,
    totalExposure: s.totalExposure,
    impactAmount: s.impactAmount,
    affectedInvoiceCount: s.affectedInvoiceCount,
    affectedCurrencies: s.affectedCurrencies as CurrencyCode[],
    isPinned: s.pinned,
    rateSnapshotDate: s.rateSnapshotDate,
    saved: presentRun(s.saved),
    /** Not a GraphQL field: the record the `current` field re-runs. */
    record: s,
  };
}

export function presentComparison(c: ScenarioComparison) {
  return {
    scenarios: c.scenarios.map(presentSaved),
    impactDifference: roundToMinor(c.impactDifference, 'NZD'),
    similar: c.similar,
    current: c.now.map(presentRun),
    similarNow: c.similarNow,
    shocks: c.shocks,
  };
}

const shocksToRest = (shocks: ShockVector) => Object.fromEntries(Object.entries(shocks).map(([c, s]) => [c, num(s ?? '0')]));

const SCENARIO_LINE_REST = z.strictObject({
  currency: z.string(),
  shock: z.number(),
  current_value: money,
  shocked_value: money,
  impact: money,
  invoice_count: z.number().int(),
});

/** One scenario run over REST: per-currency values now and shocked, the totals, guidance, and the run with hedges when there are any. */
export const SCENARIO_RUN_REST = z.strictObject({
  name: z.string().optional(),
  base_currency: z.string().meta({ description: 'NZD' }),
  include_drafts: z.boolean(),
  as_of: isoDate,
  rate_snapshot_date: isoDate.nullable(),
  shocks: z.record(z.string(), z.number()),
  currencies: z.array(SCENARIO_LINE_REST),
  total_current: money,
  total_shocked: money,
  total_impact: money,
  affected_invoice_count: z.number().int(),
  affected_currencies: z.array(z.string()),
  shock_percent: z.number(),
  guidance: z.strictObject({ band: z.string(), text: z.string() }),
  warnings: z.array(z.string()),
  with_hedges: z
    .strictObject({
      total_current: money,
      total_shocked: money,
      total_impact: money,
      currencies: z.array(
        z.strictObject({ currency: z.string(), unhedged_amount: money, current_value: money, shocked_value: money, impact: money }),
      ),
    })
    .optional(),
});

export const MULTI_SCENARIO_REST = z.strictObject({
  base_currency: z.string().meta({ description: 'NZD' }),
  include_drafts: z.boolean(),
  as_of: isoDate,
  rate_snapshot_date: isoDate.nullable(),
  total_current: money,
  warnings: z.array(z.string()),
  scenarios: z.array(SCENARIO_RUN_REST),
});

export function runToRest(r: PresentedRun): z.infer<typeof SCENARIO_RUN_REST> {
  return {
    ...(r.name !== null ? { name: r.name } : {}),
    base_currency: r.baseCurrency,
    include_drafts: r.includeDrafts,
    as_of: r.asOf,
    rate_snapshot_date: r.rateSnapshotDate,
    shocks: Object.fromEntries(r.shocks.map((s) => [s.currency, num(s.shock)])),
    currencies: r.lines.map((l) => ({
      currency: l.currency,
      shock: num(l.shock),
      current_value: num(l.currentNzd),
      shocked_value: num(l.shockedNzd),
      impact: num(l.impact),
      invoice_count: l.invoiceCount,
    })),
    total_current: num(r.totalCurrent),
    total_shocked: num(r.totalShocked),
    total_impact: num(r.totalImpact),
    affected_invoice_count: r.affectedInvoiceCount,
    affected_currencies: r.affectedCurrencies,
    shock_percent: num(r.shockPercent),
    guidance: r.guidance,
    warnings: r.warnings,
    ...(r.withHedges
      ? {
          with_hedges: {
            total_current: num(r.withHedges.totalCurrent),
            total_shocked: num(r.withHedges.totalShocked),
            total_impact: num(r.withHedges.totalImpact),
            currencies: r.withHedges.lines.map((l) => ({
              currency: l.currency,
              unhedged_amount: num(l.unhedgedAmount),
              current_value: num(l.currentNzd),
              shocked_value: num(l.shockedNzd),
              impact: num(l.impact),
            })),
          },
        }
      : {}),
  };
}

export const SAVED_SCENARIO_REST = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  date: dateTime,
  tags: z.array(z.string()),
  shocks: z.record(z.string(), z.number()),
  rate_shock: z.number(),
  include_drafts: z.boolean(),
  total_exposure: money,
  impact_amount: money,
  affected_invoice_count: z.number().int(),
  affected_currencies: z.array(z.string()),
  is_pinned: z.boolean(),
  rate_snapshot_date: isoDate.nullable(),
  saved: SCENARIO_RUN_REST.meta({ description: 'What it computed when saved' }),
  current: SCENARIO_RUN_REST.optional().meta({ description: "The same shocks on today's exposure" }),
});
export const SCENARIO_COMPARISON_REST = z.strictObject({
  scenarios: z.array(SAVED_SCENARIO_REST),
  impact_difference: money,
  similar: z.boolean(),
  similar_now: z.boolean(),
  shocks: z.array(z.strictObject({ currency: z.string(), first: z.number(), second: z.number() })),
});

export function savedToRest(s: ReturnType<typeof presentSaved>, current?: PresentedRun): z.infer<typeof SAVED_SCENARIO_REST> {
  return {
    id: Number(s.id),
    name: s.name,
    date: s.date.toISOString(),
    tags: s.tags,
    shocks: shocksToRest(s.record.shocks),
    rate_shock: num(s.rateShock),
    include_drafts: s.includeDrafts,
    total_exposure: num(s.totalExposure),
    impact_amount: num(s.impactAmount),
    affected_invoice_count: s.affectedInvoiceCount,
    affected_currencies: s.affectedCurrencies,
    is_pinned: s.isPinned,
    rate_snapshot_date: s.rateSnapshotDate,
    saved: runToRest(s.saved),
    ...(current ? { current: runToRest(current) } : {}),
  };
}

export function comparisonToRest(c: ReturnType<typeof presentComparison>): z.infer<typeof SCENARIO_COMPARISON_REST> {
  return {
    scenarios: c.scenarios.map((s, i) => savedToRest(s, c.current[i])),
    impact_difference: num(c.impactDifference),
    similar: c.similar,
    similar_now: c.similarNow,
    shocks: c.shocks.map((s) => ({ currency: s.currency, first: num(s.first), second: num(s.second) })),
  };
}
