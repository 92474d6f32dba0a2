import { z } from 'zod';
import { dateTime, isoDate, money } from '../../http/shapes';
import {
  Exact,
  roundedCoverageLine,
  roundToMinor,
  warningMessages,
  type CoverageLine,
  type CurrencyCode,
  type HedgePolicyTargets,
} from '@keafx/schema';
import { nzd, num } from '../exposure';
import type { ContractMarkToMarket, CurrencyMarkToMarket, HedgeCoverageAnswer, HedgeRecord } from './hedges.service';

/** The edge: native amounts to the currency's minor unit, NZD to cents, ratios to 4 places; GraphQL strings, REST numbers. */
const nullableNum = (v: string | null): number | null => (v === null ? null : num(v));

export function presentHedge(h: HedgeRecord) {
  return {
    ...h,
    currency: h.currency as CurrencyCode,
    amount: roundToMinor(h.amount, h.currency),
    realisedGainLoss: h.realisedGainLoss === null ? null : nzd(h.realisedGainLoss),
  };
}
export type PresentedHedge = ReturnType<typeof presentHedge>;

export const HEDGE_REST = z.strictObject({
  id: z.number().int(),
  currency: z.string(),
  amount: money,
  locked_rate: z.number(),
  trade_date: isoDate,
  maturity_date: isoDate,
  bank: z.string(),
  reference: z.string(),
  status: z.enum(['open', 'settled', 'cancelled']),
  settled_on: isoDate.nullable(),
  settlement_rate: z.number().nullable(),
  realised_gain_loss: money.nullable(),
  cancelled_on: isoDate.nullable(),
  closed_at: dateTime.nullable().meta({ description: 'When it was settled or cancelled; it may be reopened for 7 days after' }),
  created_at: dateTime,
  updated_at: dateTime,
});
const fraction = z.number().nullable().meta({ description: 'A fraction from 0 to 1, or null' });
export const HEDGE_POLICY_REST = z.strictObject({ m0_3: fraction, m3_6: fraction, m6_12: fraction, m12plus: fraction });
export const HEDGE_COVERAGE_REST = z.strictObject({
  as_of: isoDate,
  include_drafts: z.boolean(),
  policy: HEDGE_POLICY_REST,
  warnings: z.array(z.string()),
  currencies: z.array(
    z.strictObject({
      currency: z.string(),
      nzd_per_unit: z.number(),
      gross_amount: money,
      hedged_amount: money,
      unhedged_amount: money,
      hedge_ratio: fraction,
      gross_nzd: money,
      hedged_nzd: money,
      unhedged_nzd: money,
      buckets: z.array(
        z.strictObject({
          bucket: z.string(),
          label: z.string(),
          gross_amount: money,
          hedged_amount: money,
          unhedged_amount: money,
          hedge_ratio: fraction,
          target_ratio: fraction,
          gap_amount: money.nullable(),
          gap_nzd: money.nullable(),
          compliance: z.string().nullable(),
          exceeds_exposure: z.boolean(),
        }),
      ),
    }),
  ),
});
export const HEDGE_MTM_REST = z.strictObject({
  as_of: isoDate,
  total_nzd: money,
  warnings: z.array(z.string()),
  currencies: z.array(
    z.strictObject({
      currency: z.string(),
      contract_count: z.number().int(),
      amount: money,
      locked_rate: z.number(),
      market_rate: z.number(),
      rate_missing: z.boolean(),
      mark_to_market: money,
    }),
  ),
  contracts: z.array(HEDGE_REST.extend({ market_rate: z.number(), mark_to_market: money })),
});

export function hedgeToRest(h: PresentedHedge): z.infer<typeof HEDGE_REST> {
  return {
    id: Number(h.id),
    currency: h.currency,
    amount: num(h.amount),
    locked_rate: num(h.lockedRate),
    trade_date: h.tradeDate,
    maturity_date: h.maturityDate,
    bank: h.bank,
    reference: h.reference,
    status: h.status,
    settled_on: h.settledOn,
    settlement_rate: nullableNum(h.settlementRate),
    realised_gain_loss: nullableNum(h.realisedGainLoss),
    cancelled_on: h.cancelledOn,
    closed_at: h.closedAt === null ? null : h.closedAt.toISOString(),
    created_at: h.createdAt.toISOString(),
    updated_at: h.updatedAt.toISOString(),
  };
}

export function presentCoverageLine(l: CoverageLine) {
  return { ...roundedCoverageLine(l), currency: l.currency as CurrencyCode };
}

export function presentCoverage(a: HedgeCoverageAnswer) {
  return {
    asOf: a.asOf,
    includeDrafts: a.includeDrafts,
    policy: a.policy,
    currencies: a.lines.map(presentCoverageLine),
    warnings: warningMessages(a.warnings),
  };
}

export type PresentedCoverage = ReturnType<typeof presentCoverage>;

export function policyToRest(p: HedgePolicyTargets): z.infer<typeof HEDGE_POLICY_REST> {
  return { m0_3: nullableNum(p.m0_3), m3_6: nullableNum(p.m3_6), m6_12: nullableNum(p.m6_12), m12plus: nullableNum(p.m12plus) };
}

export function coverageToRest(c: ReturnType<typeof presentCoverage>): z.infer<typeof HEDGE_COVERAGE_REST> {
  return {
    as_of: c.asOf,
    include_drafts: c.includeDrafts,
    policy: policyToRest(c.policy),
    warnings: c.warnings,
    currencies: c.currencies.map((l) => ({
      currency: l.currency,
      nzd_per_unit: num(l.nzdPerUnit),
      gross_amount: num(l.grossAmount),
      hedged_amount: num(l.hedgedAmount),
      unhedged_amount: num(l.unhedgedAmount),
      hedge_ratio: nullableNum(l.hedgeRatio),
      gross_nzd: num(l.grossNzd),
      hedged_nzd: num(l.hedgedNzd),
      unhedged_nzd: num(l.unhedgedNzd),
      buckets: l.buckets.map((b) => ({
        bucket: b.bucket,
        label: b.label,
        gross_amount: num(b.grossAmount),
        hedged_amount: num(b.hedgedAmount),
        unhedged_amount: num(b.unhedgedAmount),
        hedge_ratio: nullableNum(b.hedgeRatio),
        target_ratio: nullableNum(b.targetRatio),
        gap_amount: nullableNum(b.gapAmount),
        gap_nzd: nullableNum(b.gapNzd),
        compliance: b.compliance,
        exceeds_exposure: b.exceedsExposure,
      })),
    })),
  };
}

export function presentCurrencyMtm(c: CurrencyMarkToMarket) {
  return {
    currency: c.currency as CurrencyCode,
    contractCount: c.contractCount,
    amount: roundToMinor(c.amount, c.currency),
    lockedRate: new Exact(c.lockedRate).toDecimalPlaces(10).toFixed(),
    marketRate: c.marketRate,
    rateMissing: c.rateMissing,
    markToMarket: nzd(c.markToMarket),
  };
}

export function presentContractMtm(c: ContractMarkToMarket) {
  return { contract: presentHedge(c.contract), marketRate: c.marketRate, markToMarket: nzd(c.markToMarket) };
}

export function mtmToRest(m: {
  asOf: string;
  currencies: ReturnType<typeof presentCurrencyMtm>[];
  totalNzd: string;
  contracts: ReturnType<typeof presentContractMtm>[];
  warnings: string[];
}): z.infer<typeof HEDGE_MTM_REST> {
  return {
    as_of: m.asOf,
    total_nzd: num(m.totalNzd),
    warnings: m.warnings,
    currencies: m.currencies.map((c) => ({
      currency: c.currency,
      contract_count: c.contractCount,
      amount: num(c.amount),
      locked_rate: num(c.lockedRate),
      market_rate: num(c.marketRate),
      rate_missing: c.rateMissing,
      mark_to_market: num(c.markToMarket),
    })),
    contracts: m.contracts.map((c) => ({
      ...hedgeToRest(c.contract),
      market_rate: num(c.marketRate),
      mark_to_market: num(c.markToMarket),
    })),
  };
}
