import {
  addDays,
  BASE_CURRENCY,
  DUE_BUCKET_LABELS,
  DUE_BUCKETS,
  DUE_HORIZON_TEXT,
  dueBucket,
  dueHorizon,
  effectiveStatus,
  Exact,
  HORIZON_MID_DAYS,
  HORIZON_NEAR_DAYS,
  overdueShareWarning,
  roundToMinor,
  runScenario,
  sharePercent,
  isSupportedCurrency,
  type CurrencyCode,
  type DueBucket,
  type InvoiceStatus,
  type ScenarioResult,
  type ShockVector,
} from '@keafx/schema';
import type {
  DueHorizon,
  Exposure,
  ExposureAging,
  GuidanceBand,
  Rate,
  ScenarioResult as GraphQLScenarioResult,
} from '../generated/resolvers';
import type { DemoInvoice } from './sampleData';

/**
 * The exposure the api computes in SQL, computed here over the demo's invoices with the same
 * shared rules (statuses, due horizon, overdue-share warning, shares, rounding at the edge).
 * The demo's rates are the built-in ones, shown as today's.
 */

/** Sent and overdue invoices count, drafts when asked; written-off ones never (SPEC section 4). */
export function countsAsExposure(i: DemoInvoice, today: string, includeDrafts: boolean): boolean {
  if (i.writtenOff) return false;
  const s = effectiveStatus(i.status, i.dueDate, today);
  return s === 'sent' || s === 'overdue' || (includeDrafts && s === 'draft');
}

export interface DemoLine {
  currency: CurrencyCode;
  amount: Exact;
  nzd: Exact;
  booked: Exact;
  invoiceCount: number;
  overdueCount: number;
  earliestDue: string | null;
}

export interface DemoExposure {
  includeDrafts: boolean;
  asOf: string;
  lines: DemoLine[];
  total: Exact;
  invoiceCount: number;
  overdueCount: number;
  within30: number;
  within90: number;
  warnings: string[];
}

const NZD = (v: Exact): string => roundToMinor(v, BASE_CURRENCY);

export function exposureOf(
  invoices: readonly DemoInvoice[],
  rates: Readonly<Record<string, string>>,
  today: string,
  includeDrafts: boolean,
): DemoExposure {
  const lines = new Map<CurrencyCode, DemoLine>();
  let overdueCount = 0;
  let within30 = 0;
  let within90 = 0;
  const near = addDays(today, HORIZON_NEAR_DAYS);
  const mid = addDays(today, HORIZON_MID_DAYS);
  for (const i of invoices) {
    if (!countsAsExposure(i, today, includeDrafts)) continue;
    const rate = rates[i.currency] ?? '1';
    const line = lines.get(i.currency) ?? {
      currency: i.currency,
      amount: new Exact(0),
      nzd: new Exact(0),
      booked: new Exact(0),
      invoiceCount: 0,
      overdueCount: 0,
      earliestDue: null,
    };
    line.amount = line.amount.plus(i.amount);
    line.nzd = line.nzd.plus(new Exact(i.amount).times(rate));
    line.booked = line.booked.plus(new Exact(i.amount).times(i.bookedRate));
    line.invoiceCount += 1;
    const overdue = effectiveStatus(i.status, i.dueDate, today) === 'overdue';
    if (overdue) line.overdueCount += 1;
    if (!line.earliestDue || i.dueDate < line.earliestDue) line.earliestDue = i.dueDate;
    lines.set(i.currency, line);
    if (overdue) overdueCount += 1;
    if (i.dueDate <= near) within30 += 1;
    if (i.dueDate <= mid) within90 += 1;
  }
  const sorted = [...lines.values()].sort((a, b) => b.nzd.comparedTo(a.nzd) || a.currency.localeCompare(b.currency));
  const total = sorted.reduce((t, l) => t.plus(l.nzd), new Exact(0));
  const invoiceCount = sorted.reduce((n, l) => n + l.invoiceCount, 0);
  const warning = overdueShareWarning(overdueCount, invoiceCount);
  return {
    includeDrafts,
    asOf: today,
    lines: sorted,
    total,
    invoiceCount,
    overdueCount,
    within30,
    within90,
    warnings: warning ? [warning] : [],
  };
}

/** The GraphQL `Rate` of a demo currency: the built-in rate, presented as today's (SPEC: 'Rates updated 2 mins ago'). */
export function demoRate(currency: CurrencyCode, rates: Readonly<Record<string, string>>, today: string, recordedAt: string): Rate {
  return {
    id: `demo-${currency}`,
    currency,
    nzdPerUnit: rates[currency] ?? '1',
    source: 'demo',
    rateType: 'SPOT' as const,
    effectiveDate: today,
    recordedAt,
    stale: false,
    own: false,
    voidedAt: null,
    voidedBy: null,
  };
}

/** The GraphQL `Exposure`, rounded once at the edge as the api's presenter does. */
export function presentExposure(e: DemoExposure, rates: Readonly<Record<string, string>>, recordedAt: string): Exposure {
  const horizon = dueHorizon({ total: e.invoiceCount, within30: e.within30, within90: e.within90 });
  const unrealised = e.lines.reduce((t, l) => t.plus(l.nzd.minus(l.booked)), new Exact(0));
  return {
    asOf: e.asOf,
    includeDrafts: e.includeDrafts,
    totalNzd: NZD(e.total),
    invoiceCount: e.invoiceCount,
    overdueCount: e.overdueCount,
    overdueSharePercent: sharePercent(e.overdueCount, e.invoiceCount),
    dueWithin30Count: e.within30,
    dueWithin90Count: e.within90,
    dueHorizon: horizon.toUpperCase().replace('-', '_') as DueHorizon,
    dueHorizonText: DUE_HORIZON_TEXT[horizon],
    unrealisedGainLoss: NZD(unrealised),
    rateSnapshotDate: e.lines.length ? e.asOf : null,
    warnings: e.warnings,
    currencies: e.lines.map((l) => ({
      currency: l.currency,
      totalAmount: roundToMinor(l.amount, l.currency),
      nzdValue: NZD(l.nzd),
      sharePercent: sharePercent(l.nzd, e.total),
      earliestDue: l.earliestDue,
      invoiceCount: l.invoiceCount,
      overdueCount: l.overdueCount,
      nzdPerUnit: rates[l.currency] ?? '1',
      rate: demoRate(l.currency, rates, e.asOf, recordedAt),
      rateMissing: false,
      rateStale: false,
      bookedAmount: roundToMinor(l.amount, l.currency),
      bookedNzdValue: NZD(l.booked),
      unrealisedGainLoss: NZD(l.nzd.minus(l.booked)),
    })),
  };
}

const BUCKET_ENUM: Record<DueBucket, 'OVERDUE' | 'TODAY' | 'NEXT_7_DAYS' | 'NEXT_30_DAYS' | 'LATER'> = {
  overdue: 'OVERDUE',
  today: 'TODAY',
  next7: 'NEXT_7_DAYS',
  next30: 'NEXT_30_DAYS',
  later: 'LATER',
};

/** The GraphQL `ExposureAging`: SPEC's five buckets in order, empty ones too. */
export function presentAging(
  invoices: readonly DemoInvoice[],
  rates: Readonly<Record<string, string>>,
  today: string,
  includeDrafts: boolean,
): ExposureAging {
  return {
    warnings: [],
    buckets: DUE_BUCKETS.map((b) => {
      const inBucket = invoices.filter((i) => countsAsExposure(i, today, includeDrafts) && dueBucket(i.dueDate, today) === b);
      const e = exposureOf(inBucket, rates, today, includeDrafts);
      return {
        bucket: BUCKET_ENUM[b],
        label: DUE_BUCKET_LABELS[b],
        invoiceCount: e.invoiceCount,
        nzdValue: NZD(e.total),
        currencies: e.lines.map((l) => ({
          currency: l.currency,
          totalAmount: roundToMinor(l.amount, l.currency),
          nzdValue: NZD(l.nzd),
          invoiceCount: l.invoiceCount,
        })),
      };
    }),
  };
}

/** The GraphQL `ScenarioResult` of a shock vector on a demo exposure (the shared arithmetic, rounded at the edge). */
export function presentScenario(e: DemoExposure, shocks: ShockVector, name: string | null): GraphQLScenarioResult {
  const r: ScenarioResult = runScenario(
    e.lines.map((l) => ({ currency: l.currency, currentNzd: l.nzd, invoiceCount: l.invoiceCount })),
    shocks,
  );
  return {
    name,
    baseCurrency: BASE_CURRENCY,
    includeDrafts: e.includeDrafts,
    asOf: e.asOf,
    rateSnapshotDate: e.lines.length ? e.asOf : null,
    shocks: (Object.entries(shocks) as [CurrencyCode, string | undefined][]).map(([currency, shock]) => ({
      currency,
      shock: shock ?? '0',
      percent: new Exact(shock ?? 0).times(100).toFixed(),
    })),
    lines: r.lines.map((l) => ({
      currency: currencyEnum(l.currency),
      shock: l.shock,
      currentNzd: NZD(new Exact(l.currentNzd)),
      shockedNzd: NZD(new Exact(l.shockedNzd)),
      impact: NZD(new Exact(l.impact)),
      invoiceCount: l.invoiceCount,
    })),
    totalCurrent: NZD(new Exact(r.totalCurrent)),
    totalShocked: NZD(new Exact(r.totalShocked)),
    totalImpact: NZD(new Exact(r.totalImpact)),
    affectedInvoiceCount: r.affectedInvoiceCount,
    affectedCurrencies: r.affectedCurrencies.map(currencyEnum),
    shockPercent: r.shockPercent,
    guidance: { band: r.guidance.band.toUpperCase().replace('-', '_') as GuidanceBand, text: r.guidance.text },
    warnings: e.warnings,
  };
}

export type PresentedScenario = ReturnType<typeof presentScenario>;

/** A currency code the shared arithmetic carries as text, as the GraphQL enum: checked, never assumed. */
export function currencyEnum(code: string): CurrencyCode {
  if (!isSupportedCurrency(code)) throw new Error(`${code} is not a supported currency`);
  return code;
}

/** The status an invoice shows today, as the GraphQL enum. */
export function statusEnum(i: DemoInvoice, today: string): Uppercase<InvoiceStatus> {
  return effectiveStatus(i.status, i.dueDate, today).toUpperCase() as Uppercase<InvoiceStatus>;
}

export type { InvoiceStatus };
