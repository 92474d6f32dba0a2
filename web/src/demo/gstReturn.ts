import {
  checkWholeNumber,
  GST_PERIODS_DEFAULT,
  GST_PERIODS_MAX,
  gstNoWholePeriodNote,
  GST_SUPPLIES_PAGE_DEFAULT,
  GST_SUPPLIES_PAGE_MAX,
  gstPeriodIssue,
  gstPeriodsWithin,
  gstReturn,
  gstReturnCsvNote,
  gstReturnCsvRecords,
  gstSupplyRow,
  invoiceLabel,
  OFFSET_MAX,
  recentGstPeriods,
  type CsvValue,
  type GstPeriod,
  type GstSupply,
  type GstUnratedSupply,
} from '@keafx/schema';
import type { GstReturn as GstReturnAnswer, QueryGstReturnArgs } from '../generated/resolvers';
import { demoTotals } from './invoiceTax';
import type { DemoStore } from './store';

/**
 * The GST return in demo mode, by the same pure rules the api's SQL is held to (gstReturn,
 * gstSupplyRow): the sample business is registered for GST, files two-monthly with a March
 * balance month, and its supplies are the sample invoices once sent (the demo issues no credit
 * notes).
 */
export const DEMO_GST_FILING = { frequency: 'two_monthly', balanceMonth: 3 } as const;

/** A supply with the invoice's number (the demo's supplies are all invoices). */
type Numbered<S> = S & { number: number };

/** The sample invoices supplied within `period`: sent (not drafts), by their frozen time of supply. */
function demoSupplies(store: DemoStore, period: GstPeriod): { supplies: Numbered<GstSupply>[]; withoutRate: Numbered<GstUnratedSupply>[] } {
  const inPeriod = store.invoices
    .filter((i) => i.status !== 'draft' && i.supplyDate !== null && i.supplyDate >= period.from && i.supplyDate <= period.to)
    .sort((a, b) => (a.supplyDate ?? '').localeCompare(b.supplyDate ?? '') || a.number - b.number);
  const supplies: Numbered<GstSupply>[] = [];
  const withoutRate: Numbered<GstUnratedSupply>[] = [];
  for (const i of inPeriod) {
    const t = demoTotals(i);
    const base = {
      kind: 'invoice' as const,
      number: i.number,
      label: invoiceLabel(i.number),
      customer: i.customer,
      supplyDate: i.supplyDate ?? '',
      currency: i.currency,
    };
    if (i.supplyRate === null) withoutRate.push({ ...base, invoiceLabel: null, total: t.amount });
    else
      supplies.push({
        ...base,
        total: t.amount,
        zeroRated: t.zeroRatedAmount,
        exempt: t.exemptAmount,
        gst: t.gstAmount,
        rate: i.supplyRate,
      });
  }
  return { supplies, withoutRate };
}

/** GraphQL `gstPeriods` over the demo's settings. */
export function demoGstPeriods(store: DemoStore, count: number | null | undefined, badInput: (field: string, message: string) => never) {
  const n = checkWholeNumber(count ?? undefined, 'count', 1, GST_PERIODS_MAX, GST_PERIODS_DEFAULT);
  if (!n.ok) return badInput('count', n.message);
  return {
    registered: true,
    frequency: DEMO_GST_FILING.frequency,
    balanceMonth: DEMO_GST_FILING.balanceMonth,
    periods: recentGstPeriods(store.today, DEMO_GST_FILING.frequency, DEMO_GST_FILING.balanceMonth, n.value),
  };
}

/** GraphQL `gstReturn` over the sample invoices, refused as the api refuses a period that is not one of the demo's. */
export function demoGstReturn(
  store: DemoStore,
  a: QueryGstReturnArgs,
  badInput: (field: string, message: string) => never,
): GstReturnAnswer {
  const issue = gstPeriodIssue(a.from, a.to, DEMO_GST_FILING.frequency, DEMO_GST_FILING.balanceMonth);
  if (issue) return badInput(issue.field, issue.message);
  const limit = checkWholeNumber(a.limit ?? undefined, 'limit', 1, GST_SUPPLIES_PAGE_MAX, GST_SUPPLIES_PAGE_DEFAULT);
  if (!limit.ok) return badInput('limit', limit.message);
  const offset = checkWholeNumber(a.offset ?? undefined, 'offset', 0, OFFSET_MAX, 0);
  if (!offset.ok) return badInput('offset', offset.message);
  const { supplies, withoutRate } = demoSupplies(store, { from: a.from, to: a.to });
  const { lines: _lines, ...boxes } = gstReturn(supplies);
  // GraphQL's spelling: the enum's name, and the total as `amount`.
  const asAnswered = <S extends { total: string }>(s: S) => ({ ...s, kind: 'INVOICE' as const, amount: s.total });
  return {
    from: a.from,
    to: a.to,
    frequency: DEMO_GST_FILING.frequency,
    balanceMonth: DEMO_GST_FILING.balanceMonth,
    ...boxes,
    supplies: supplies.slice(offset.value, offset.value + limit.value).map((s) => asAnswered({ ...gstSupplyRow(s), number: s.number })),
    suppliesTotal: supplies.length,
    limit: limit.value,
    offset: offset.value,
    withoutRate: withoutRate.map(asAnswered),
    withoutRateTotal: withoutRate.length,
  };
}

/** The tax-time bundle's GST return file in demo mode: each whole period of the range, as the api writes it. */
export function demoGstReturnCsvRecords(store: DemoStore, from: string, to: string): CsvValue[][] {
  const periods = gstPeriodsWithin(from, to, DEMO_GST_FILING.frequency, DEMO_GST_FILING.balanceMonth);
  if (periods.length === 0) return [gstReturnCsvNote({ from, to }, gstNoWholePeriodNote(from, to))];
  return periods.flatMap((p) => {
    const { supplies, withoutRate } = demoSupplies(store, p);
    return gstReturnCsvRecords(p, gstReturn(supplies), supplies.map(gstSupplyRow), withoutRate);
  });
}
