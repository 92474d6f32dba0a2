import {
  Exact,
  gstWithoutRateWarning,
  invoiceLabel,
  minorDigits,
  missingRateWarning,
  monthLabel,
  monthsInRange,
  nzdTotal,
  overduePriority,
  paymentTrend,
  percentShare,
  REPORT_CURRENCY_COLUMNS,
  roundToMinor,
  type CustomSection,
  type OverduePriority,
  type PaymentTrend,
  type ReportTemplateId,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { sql, theRow } from '../../database/sql';
import { SAVED_LIST_SQL } from '../scenarios';
import { BREAKDOWN_SQL, FX_GAINS_SQL, MONTHLY_EXPOSURE_SQL, OVERDUE_SQL, RANGE_COUNT_SQL, SUMMARY_SQL, TRENDS_SQL } from './reports.sql';
import type { PresentedCoverage } from '../hedges';
import type { GstReturnAnswer, GstReturnService } from './gst-return';

export interface DateRange {
  from: string;
  to: string;
}

export interface MonthlyExposureRow {
  month: string;
  label: string;
  /** Native amounts of the report's currency columns (USD, EUR, GBP, JPY). */
  amounts: Record<string, string>;
  /** Every open currency (not only the four columns) in NZD at current rates. */
  totalNzd: string;
  invoices: number;
}

export interface OverdueRow {
  id: string;
  number: number;
  label: string;
  counterparty: string;
  currency: string;
  amount: string;
  dueDate: string;
  daysOverdue: number;
  priority: OverduePriority;
  nzd: string;
}

export interface BreakdownRow {
  currency: string;
  amount: string;
  nzd: string;
  share: string;
  invoices: number;
}

export interface TrendRow {
  counterparty: string;
  averageDays: string;
  paidInvoices: number;
  totalInvoices: number;
  trend: PaymentTrend;
}

export interface SummaryRow {
  status: string;
  currency: string;
  invoices: number;
  amount: string;
  nzd: string;
}

/** Realised FX gains on invoices paid in the range, and unrealised ones today on those issued in it and still open (NZD). */
export interface FxGains {
  realisedNzd: string;
  paidInvoices: number;
  paidWithoutGain: number;
  unrealisedNzd: string;
}

export interface ScenarioRow {
  id: string;
  name: string;
  tags: string[];
  shocks: Record<string, number | string>;
  includeDrafts: boolean;
  rateSnapshotDate: string;
  totalExposure: string;
  impactAmount: string;
  affectedInvoiceCount: number;
  affectedCurrencies: string[];
  pinned: boolean;
  createdAt: Date;
}

export interface ReportData {
  template: ReportTemplateId;
  range: DateRange;
  today: string;
  /** Invoices issued in the range (the preview banner's count). */
  inRange: number;
  warnings: string[];
  sections: CustomSection[];
  exposure?: { rows: MonthlyExposureRow[]; columns: readonly string[]; latestTotalNzd: string; gains: FxGains };
  overdue?: { rows: OverdueRow[]; count: number; longestDays: number; totalNzd: string };
  breakdown?: { rows: BreakdownRow[]; totalNzd: string };
  trends?: { rows: TrendRow[] };
  summary?: { rows: SummaryRow[]; totalNzd: string; byStatus: Record<string, number> };
  scenarios?: { rows: ScenarioRow[] };
  /** The exposure summary's hedge policy compliance today (through the hedges module's door); absent without a policy or contracts. */
  compliance?: PresentedCoverage;
  /** The GST return of the range, which is one GST period (every supply listed). */
  gst?: GstReturnAnswer;
}

export const HEDGE_COMPLIANCE_TITLE = 'Hedge Policy Compliance';

/** The compliance rows a report prints: each currency's horizons that hold exposure or contracts (as the Hedges screen lists them). */
export function complianceRows(c: PresentedCoverage) {
  return c.currencies.flatMap((line) =>
    line.buckets
      .filter((b) => !new Exact(b.grossAmount).isZero() || !new Exact(b.hedgedAmount).isZero())
      .map((b) => ({ ...b, currency: line.currency })),
  );
}

/** The owner's hedge policy compliance today, or null when there is neither a policy nor a contract (given by the composition root). */
export type ComplianceSource = (ownerId: string) => Promise<PresentedCoverage | null>;

const TEMPLATE_SECTIONS: Record<Exclude<ReportTemplateId, 'custom-report'>, string> = {
  'exposure-summary': 'exposure',
  'overdue-summary': 'overdue',
  'currency-breakdown': 'breakdown',
  'payment-trends': 'trends',
  'gst-return': 'gst',
};

/** Computes each report template from the owner's own invoices for a date range (NUMERIC in SQL, exact strings out). */
export class ReportDataService {
  constructor(
    private readonly ds: DataSource,
    private readonly compliance: ComplianceSource = () => Promise.resolve(null),
    private readonly gst?: GstReturnService,
  ) {}

  /** The data behind a template; the custom report computes only the chosen sections. */
  async build(
    ownerId: string,
    template: ReportTemplateId,
    range: DateRange,
    today: string,
    sections: CustomSection[] = [],
  ): Promise<ReportData> {
    const warnings = new Set<string>();
    const want = new Set<string>(
      template === 'custom-report' ? sections.map((s) => (s === 'invoices' ? 'summary' : s)) : [TEMPLATE_SECTIONS[template]],
    );
    // The GST return first: it refuses a range that is not one GST period, or a business not registered.
    const gst = want.has('gst') ? await this.gstReturn(ownerId, range) : undefined;
    const count = theRow(await sql<{ n: number }>(this.ds, RANGE_COUNT_SQL, [ownerId, range.from, range.to]), 'the range count');
    const data: ReportData = {
      template,
      range,
      today,
      inRange: count.n,
      warnings: [],
      sections: template === 'custom-report' ? sections : [],
    };
    if (want.has('exposure')) data.exposure = await this.monthlyExposure(ownerId, range, today, warnings);
    if (template === 'exposure-summary') {
      const compliance = await this.compliance(ownerId);
      if (compliance) data.compliance = compliance;
    }
    if (want.has('overdue')) data.overdue = await this.overdue(ownerId, range, today);
    if (want.has('breakdown')) data.breakdown = await this.breakdown(ownerId, range, warnings);
    if (want.has('trends')) data.trends = await this.trends(ownerId, range);
    if (want.has('summary')) data.summary = await this.summary(ownerId, range, today);
    if (want.has('scenarios')) data.scenarios = await this.scenarios(ownerId);
    if (gst) {
      data.gst = gst;
      if (gst.withoutRateTotal > 0) warnings.add(gstWithoutRateWarning(gst.withoutRateTotal));
    }
    data.warnings = [...warnings];
    return data;
  }

  private gstReturn(ownerId: string, range: DateRange): Promise<GstReturnAnswer> {
    if (!this.gst) throw new Error('the GST return is not wired into the report data');
    return this.gst.wholeReturn(ownerId, range);
  }

  /** Open receivables at each month end of the range, native per column currency and NZD over all. */
  async monthlyExposure(
    ownerId: string,
    range: DateRange,
    today: string,
    warnings: Set<string>,
  ): Promise<NonNullable<ReportData['exposure']>> {
    const rows = await sql<{ month: string; currency: string; amount: string; nzd_exact: string; invoices: number; missing_rate: boolean }>(
      this.ds,
      MONTHLY_EXPOSURE_SQL,
      [ownerId, range.from, range.to, today],
    );
    const last = range.to < today ? range.to : today;
    const months = range.from <= last ? monthsInRange(range.from, last) : [];
    const byMonth = new Map(months.map((m) => [m, { amounts: {} as Record<string, Exact>, nzd: [] as string[], invoices: 0 }]));
    for (const r of rows) {
      const m = byMonth.get(r.month);
      if (!m) continue;
      if (r.missing_rate) warnings.add(missingRateWarning(r.currency));
      m.amounts[r.currency] = (m.amounts[r.currency] ?? new Exact(0)).plus(r.amount);
      m.nzd.push(r.nzd_exact);
      m.invoices += r.invoices;
    }
    const out = months.map((month) => {
      const m = byMonth.get(month) ?? { amounts: {}, nzd: [], invoices: 0 };
      const amounts = Object.fromEntries(REPORT_CURRENCY_COLUMNS.map((c) => [c, (m.amounts[c] ?? new Exact(0)).toFixed(minorDigits(c))]));
      // Each currency's exact NZD, summed, then rounded once: the exposure summary's own rule.
      return { month, label: monthLabel(month), amounts, totalNzd: nzdTotal(m.nzd), invoices: m.invoices };
    });
    const g = theRow(
      await sql<{ realised: string; paid: number; paid_without_gain: number; unrealised: string }>(this.ds, FX_GAINS_SQL, [
        ownerId,
        range.from,
        range.to,
      ]),
      'the FX gains',
    );
    const gains = { realisedNzd: g.realised, paidInvoices: g.paid, paidWithoutGain: g.paid_without_gain, unrealisedNzd: g.unrealised };
    return { rows: out, columns: REPORT_CURRENCY_COLUMNS, latestTotalNzd: out.at(-1)?.totalNzd ?? '0.00', gains };
  }

  async overdue(ownerId: string, range: DateRange, today: string): Promise<NonNullable<ReportData['overdue']>> {
    const rows = await sql<{
      id: string;
      number: number;
      counterparty: string;
      currency: string;
      amount: string;
      due_date: string;
      days_overdue: number;
      nzd: string;
      nzd_exact: string;
    }>(this.ds, OVERDUE_SQL, [ownerId, today, range.from, range.to]);
    const out = rows.map((r) => ({
      // The invoice's id as everyone sees it: the owner's number.
      id: String(r.number),
      number: r.number,
      label: invoiceLabel(r.number),
      counterparty: r.counterparty,
      currency: r.currency,
      amount: r.amount,
      dueDate: r.due_date,
      daysOverdue: Number(r.days_overdue),
      priority: overduePriority(Number(r.days_overdue)),
      nzd: r.nzd,
    }));
    const totalNzd = nzdTotal(rows.map((r) => r.nzd_exact));
    return { rows: out, count: out.length, longestDays: out.reduce((max, r) => Math.max(max, r.daysOverdue), 0), totalNzd };
  }

  async breakdown(ownerId: string, range: DateRange, warnings: Set<string>): Promise<NonNullable<ReportData['breakdown']>> {
    const rows = await sql<{ currency: string; amount: string; nzd_exact: string; invoices: number; missing_rate: boolean }>(
      this.ds,
      BREAKDOWN_SQL,
      [ownerId, range.from, range.to],
    );
    const total = rows.reduce((sum, r) => sum.plus(r.nzd_exact), new Exact(0));
    for (const r of rows) if (r.missing_rate) warnings.add(missingRateWarning(r.currency));
    return {
      rows: rows.map((r) => ({
        currency: r.currency,
        amount: roundToMinor(r.amount, r.currency),
        nzd: roundToMinor(r.nzd_exact, 'NZD'),
        share: percentShare(r.nzd_exact, total),
        invoices: r.invoices,
      })),
      totalNzd: nzdTotal(rows.map((r) => r.nzd_exact)),
    };
  }

  async trends(ownerId: string, range: DateRange): Promise<NonNullable<ReportData['trends']>> {
    const rows = await sql<{ counterparty: string; total: number; paid: number; average_days: string }>(this.ds, TRENDS_SQL, [
      ownerId,
      range.from,
      range.to,
    ]);
    return {
      rows: rows.map((r) => ({
        counterparty: r.counterparty,
        averageDays: r.average_days,
        paidInvoices: r.paid,
        totalInvoices: r.total,
        trend: paymentTrend(r.average_days),
      })),
    };
  }

  async summary(ownerId: string, range: DateRange, today: string): Promise<NonNullable<ReportData['summary']>> {
    const rows = await sql<{ status: string; currency: string; invoices: number; amount: string; nzd_exact: string }>(
      this.ds,
      SUMMARY_SQL,
      [ownerId, today, range.from, range.to],
    );
    const byStatus: Record<string, number> = { draft: 0, sent: 0, overdue: 0, paid: 0 };
    for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + r.invoices;
    return {
      rows: rows.map(({ nzd_exact, ...r }) => ({ ...r, amount: roundToMinor(r.amount, r.currency), nzd: roundToMinor(nzd_exact, 'NZD') })),
      totalNzd: nzdTotal(rows.map((r) => r.nzd_exact)),
      byStatus,
    };
  }

  async scenarios(ownerId: string): Promise<NonNullable<ReportData['scenarios']>> {
    const rows = await sql<{
      id: string;
      name: string;
      tags: string[];
      shocks: Record<string, number | string>;
      include_drafts: boolean;
      rate_snapshot_date: string;
      total_exposure: string;
      impact_amount: string;
      affected_invoice_count: number;
      affected_currencies: string[];
      pinned: boolean;
      created_at: Date;
    }>(this.ds, SAVED_LIST_SQL, [ownerId]);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        name: r.name,
        tags: r.tags ?? [],
        shocks: r.shocks ?? {},
        includeDrafts: r.include_drafts,
        rateSnapshotDate: r.rate_snapshot_date,
        totalExposure: r.total_exposure,
        impactAmount: r.impact_amount,
        affectedInvoiceCount: r.affected_invoice_count,
        affectedCurrencies: r.affected_currencies ?? [],
        pinned: r.pinned,
        createdAt: r.created_at,
      })),
    };
  }
}

/** A shock vector as text: "USD +5.0%; EUR -10.0%" (fractions in, percent out). */
export function shocksText(shocks: Record<string, number | string>): string {
  return Object.entries(shocks)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([c, f]) => {
      const pct = new Exact(f).mul(100);
      return `${c} ${pct.gte(0) ? '+' : ''}${pct.toFixed(1)}%`;
    })
    .join('; ');
}
