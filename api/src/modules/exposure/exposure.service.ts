import {
  DUE_BUCKET_LABELS,
  DUE_BUCKETS,
  hedgeBucketEdges,
  type HedgeBucket,
  DUE_HORIZON_TEXT,
  dueBucketEdges,
  dueHorizon,
  Exact,
  HORIZON_MID_DAYS,
  HORIZON_NEAR_DAYS,
  addDays,
  nzdValue,
  unrealisedGain,
  OPEN_STATUSES,
  addWarning,
  missingRate,
  overdueShare,
  type Warning,
  type DueBucket,
  type DueHorizon,
  type InvoiceStatus,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { pageOf, type PageOf } from '../../paging';
import { sql, sqlNamed } from '../../database/sql';
import type { ServiceContext } from '../../request-context';
import { toInvoiceRecord, type InvoiceRecord, type InvoiceRow } from '../invoices';
import { invoiceColumns } from '../invoices';
import type { CurrentRate, RatesService } from '../rates';
import { EXPOSURE_AGING_SQL, EXPOSURE_BY_COUNTERPARTY_SQL, EXPOSURE_BY_CURRENCY_SQL, EXPOSURE_BY_HORIZON_SQL } from './exposure.sql';

/** Stored statuses that count as exposure: sent and overdue, plus draft when asked (SPEC section 4). */
export function countedStatuses(includeDrafts: boolean): InvoiceStatus[] {
  return includeDrafts ? ['draft', ...OPEN_STATUSES] : [...OPEN_STATUSES];
}

/** The rate a line converts at: the current one, or SPEC's 1.0 when there is none. */
export interface AppliedRate {
  nzdPerUnit: string;
  /** Null when no rate exists (1.0 is used and a warning given). */
  rate: CurrentRate | null;
}

/** One currency of the exposure. Money is exact and unrounded; callers round at the edge. */
export interface ExposureLine {
  currency: string;
  /** Sum of the invoice amounts in the currency itself. */
  amount: string;
  invoiceCount: number;
  earliestDue: string | null;
  overdueCount: number;
  applied: AppliedRate;
  /** amount × rate. */
  nzdValue: string;
  /** Amount of the invoices that carry a booking rate. */
  bookedAmount: string;
  /** Σ amount × booking rate over those invoices. */
  bookedNzd: string;
  /** Current NZD value minus booked NZD value of the booked invoices (positive is a gain). */
  unrealised: string;
}

export interface ExposureSummary {
  includeDrafts: boolean;
  asOf: string;
  /** Highest NZD value first. */
  lines: ExposureLine[];
  totalNzd: string;
  invoiceCount: number;
  overdueCount: number;
  dueWithin30: number;
  dueWithin90: number;
  horizon: DueHorizon;
  horizonText: string;
  unrealised: string;
  /** SPEC's missing-rate warning per currency without a rate, and the overdue-share warning. */
  warnings: Warning[];
  /** The newest effective date among the rates used (null when none were needed). */
  rateSnapshotDate: string | null;
}

export interface CounterpartyExposure {
  counterparty: string;
  nzdValue: string;
  invoiceCount: number;
  currencies: { currency: string; amount: string; nzdValue: string; invoiceCount: number }[];
}

export interface AgingBucket {
  bucket: DueBucket;
  label: string;
  invoiceCount: number;
  nzdValue: string;
  currencies: { currency: string; amount: string; nzdValue: string; invoiceCount: number }[];
}

interface CurrencyRow {
  currency: string;
  invoice_count: number;
  amount: string;
  booked_amount: string;
  booked_nzd: string;
  earliest_due: string | null;
  after30: number;
  after90: number;
  overdue: number;
}

interface SumRow {
  currency: string;
  invoice_count: number;
  amount: string;
}

const byNzdThen =
  <T extends { nzdValue: string }>(key: (x: T) => string) =>
  (a: T, b: T): number => {
    const diff = new Exact(b.nzdValue).comparedTo(a.nzdValue);
    return diff !== 0 ? diff : key(a).localeCompare(key(b));
  };

/**
 * What the owner's unpaid invoices are worth in NZD now: sent and overdue invoices (drafts
 * when includeDrafts), written-off ones excluded, archived-but-unpaid ones included.
 */
export class ExposureService {
  constructor(
    private readonly ds: DataSource,
    private readonly rates: RatesService,
  ) {}

  /** By currency with totals, unrealised gain/loss, SPEC's due-horizon rule and warnings. Two statements. */
  async summary(ctx: ServiceContext, includeDrafts: boolean): Promise<ExposureSummary> {
    const today = ctx.clock.today();
    const [rates, rows] = await Promise.all([
      this.rates.current(ctx.user.id, ctx.clock.now()),
      sql<CurrencyRow>(this.ds, EXPOSURE_BY_CURRENCY_SQL, [
        ctx.user.id,
        countedStatuses(includeDrafts),
        today,
        addDays(today, HORIZON_NEAR_DAYS),
        addDays(today, HORIZON_MID_DAYS),
      ]),
    ]);
    const warnings: Warning[] = [];
    let total = new Exact(0);
    let unrealised = new Exact(0);
    let invoiceCount = 0;
    let overdueCount = 0;
    let after30 = 0;
    let after90 = 0;
    let snapshot: string | null = null;
    const lines = rows
      .map((r): ExposureLine => {
        const currency = r.currency.trim();
        const applied = applyRate(currency, rates, warnings);
        if (applied.rate && (!snapshot || applied.rate.effectiveDate > snapshot)) snapshot = applied.rate.effectiveDate;
        const value = nzdValue(r.amount, applied.nzdPerUnit);
        const gain = unrealisedGain(nzdValue(r.booked_amount, applied.nzdPerUnit), r.booked_nzd);
        total = total.plus(value);
        unrealised = unrealised.plus(gain);
        invoiceCount += r.invoice_count;
        overdueCount += r.overdue;
        after30 += r.after30;
        after90 += r.after90;
        return {
          currency,
          amount: r.amount,
          invoiceCount: r.invoice_count,
          earliestDue: r.earliest_due,
          overdueCount: r.overdue,
          applied,
          nzdValue: value.toFixed(),
          bookedAmount: r.booked_amount,
          bookedNzd: r.booked_nzd,
          unrealised: gain.toFixed(),
        };
      })
      .sort(byNzdThen((l) => l.currency));
    const dueWithin30 = invoiceCount - after30;
    const dueWithin90 = invoiceCount - after90;
    const horizon = dueHorizon({ total: invoiceCount, within30: dueWithin30, within90: dueWithin90 });
    const overdueWarning = overdueShare(overdueCount, invoiceCount);
    if (overdueWarning) warnings.push(overdueWarning);
    return {
      includeDrafts,
      asOf: today,
      lines,
      totalNzd: total.toFixed(),
      invoiceCount,
      overdueCount,
      dueWithin30,
      dueWithin90,
      horizon,
      horizonText: DUE_HORIZON_TEXT[horizon],
      unrealised: unrealised.toFixed(),
      warnings,
      rateSnapshotDate: snapshot,
    };
  }

  /** By counterparty, highest NZD value first, with each counterparty's currencies. */
  async counterparties(ctx: ServiceContext, includeDrafts: boolean): Promise<{ items: CounterpartyExposure[]; warnings: Warning[] }> {
    const [rates, rows] = await Promise.all([
      this.rates.current(ctx.user.id, ctx.clock.now()),
      sql<SumRow & { counterparty: string }>(this.ds, EXPOSURE_BY_COUNTERPARTY_SQL, [ctx.user.id, countedStatuses(includeDrafts)]),
    ]);
    const warnings: Warning[] = [];
    const groups = new Map<string, CounterpartyExposure & { total: InstanceType<typeof Exact> }>();
    for (const r of rows) {
      const currency = r.currency.trim();
      const nzd = nzdValue(r.amount, applyRate(currency, rates, warnings).nzdPerUnit);
      let g = groups.get(r.counterparty);
      if (!g) {
        g = { counterparty: r.counterparty, nzdValue: '0', invoiceCount: 0, currencies: [], total: new Exact(0) };
        groups.set(r.counterparty, g);
      }
      g.total = g.total.plus(nzd);
      g.invoiceCount += r.invoice_count;
      g.currencies.push({ currency, amount: r.amount, nzdValue: nzd.toFixed(), invoiceCount: r.invoice_count });
    }
    const items = [...groups.values()].map(({ total, ...g }) => ({
      ...g,
      nzdValue: total.toFixed(),
      currencies: g.currencies.sort(byNzdThen((c) => c.currency)),
    }));
    return { items: items.sort(byNzdThen((c) => c.counterparty)), warnings };
  }

  /**
   * Native sums by currency and the hedge book's horizon bucket (0-3, 3-6, 6-12, 12+ months by
   * due date; overdue in the first), over the same counted invoices as summary(). One statement.
   */
  async byHorizon(
    ctx: ServiceContext,
    includeDrafts: boolean,
  ): Promise<{ currency: string; bucket: HedgeBucket; amount: string; invoiceCount: number }[]> {
    const edges = hedgeBucketEdges(ctx.clock.today());
    const rows = await sql<SumRow & { bucket: HedgeBucket }>(this.ds, EXPOSURE_BY_HORIZON_SQL, [
      ctx.user.id,
      countedStatuses(includeDrafts),
      edges.m0_3,
      edges.m3_6,
      edges.m6_12,
    ]);
    return rows.map((r) => ({ currency: r.currency.trim(), bucket: r.bucket, amount: r.amount, invoiceCount: r.invoice_count }));
  }

  /** SPEC's five due-date buckets in order (empty ones included, with zeros). */
  async aging(ctx: ServiceContext, includeDrafts: boolean): Promise<{ items: AgingBucket[]; warnings: Warning[] }> {
    const today = ctx.clock.today();
    const edges = dueBucketEdges(today);
    const [rates, rows] = await Promise.all([
      this.rates.current(ctx.user.id, ctx.clock.now()),
      sql<SumRow & { bucket: DueBucket }>(this.ds, EXPOSURE_AGING_SQL, [
        ctx.user.id,
        countedStatuses(includeDrafts),
        edges.today,
        edges.next7,
        edges.next30,
      ]),
    ]);
    const warnings: Warning[] = [];
    const items = DUE_BUCKETS.map((bucket) => {
      let total = new Exact(0);
      let count = 0;
      const currencies = rows
        .filter((r) => r.bucket === bucket)
        .map((r) => {
          const currency = r.currency.trim();
          const nzd = nzdValue(r.amount, applyRate(currency, rates, warnings).nzdPerUnit);
          total = total.plus(nzd);
          count += r.invoice_count;
          return { currency, amount: r.amount, nzdValue: nzd.toFixed(), invoiceCount: r.invoice_count };
        })
        .sort(byNzdThen((c) => c.currency));
      return { bucket, label: DUE_BUCKET_LABELS[bucket], invoiceCount: count, nzdValue: total.toFixed(), currencies };
    });
    return { items, warnings };
  }

  /** The counted invoices in `currencies`, soonest due first: a scenario's affected invoices. */
  async invoicesIn(
    ctx: ServiceContext,
    opts: { includeDrafts: boolean; currencies: string[]; limit: number; offset: number },
  ): Promise<PageOf<InvoiceRecord>> {
    if (opts.currencies.length === 0) return pageOf([], opts);
    const rows = await sqlNamed<InvoiceRow>(
      this.ds,
      `SELECT ${invoiceColumns(':today')} FROM invoice_ledger
       WHERE owner_id = :owner AND status = ANY(:statuses::text[]) AND NOT written_off AND currency = ANY(:currencies::bpchar[])
       ORDER BY due_date, number LIMIT :limit OFFSET :offset`,
      {
        owner: ctx.user.id,
        today: ctx.clock.today(),
        statuses: countedStatuses(opts.includeDrafts),
        currencies: opts.currencies,
        limit: opts.limit + 1,
        offset: opts.offset,
      },
    );
    return pageOf(rows, opts, toInvoiceRecord);
  }
}

/** The current rate of `currency`, or SPEC's 1.0 with its warning (once per currency). */
function applyRate(currency: string, rates: Map<string, CurrentRate>, warnings: Warning[]): AppliedRate {
  const rate = rates.get(currency);
  if (rate) return { nzdPerUnit: rate.nzdPerUnit, rate };
  addWarning(warnings, missingRate(currency));
  return { nzdPerUnit: '1', rate: null };
}
