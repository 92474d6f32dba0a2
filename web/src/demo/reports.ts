import {
  AUDIT_CSV_HEADER,
  BASE_CURRENCY,
  datedFileName,
  daysBetween,
  effectiveStatus,
  Exact,
  CSV_BOM,
  csvCell,
  exportFooter,
  footerRecord,
  formatDateTimeIn,
  FX_CONVERSION_CSV_HEADER,
  FX_CONVERSION_KINDS,
  GST_RETURN_CSV_HEADER,
  INVOICE_CSV_HEADER,
  invoiceLabel,
  minorDigits,
  monthLabel,
  monthsInRange,
  overduePriority,
  OVERDUE_PREVIEW_ROWS,
  REPORT_CURRENCY_COLUMNS,
  roundToMinor,
  TAX_TIME_FILES,
  TAX_TIME_SUMMARY_CSV_HEADER,
  taxTimeFileName,
  validateDateRange,
  WRITE_OFF_CSV_HEADER,
  type CsvValue,
  type TaxTimeFileId,
} from '@keafx/schema';
import Papa from 'papaparse';
import type { QueryReportPreviewArgs, ReportPreview } from '../generated/resolvers';
import { demoGstReturnCsvRecords } from './gstReturn';
import type { DemoAuditEntry, DemoInvoice } from './sampleData';
import type { DemoStore } from './store';

/**
 * The Reports page in demo mode: previews computed over the sample invoices with the shared
 * rules, except the currency breakdown and payment trends, which show SPEC's fixed sample
 * figures (section 2); and the tax-time bundle's CSVs made in the browser, named with
 * "_demo" and ending with the sample-data footer (section 9).
 */

/** SPEC section 2's fixed currency breakdown: share percent and NZD amount per card. */
export const DEMO_BREAKDOWN = [
  { currency: 'USD', share: 35, nzd: '54600' },
  { currency: 'EUR', share: 28, nzd: '43680' },
  { currency: 'GBP', share: 22, nzd: '34320' },
  { currency: 'JPY', share: 15, nzd: '23400' },
] as const;

/** SPEC section 2's three hard-coded payment trend rows (its trends, as written, not re-derived). */
export const DEMO_TRENDS = [
  { counterparty: 'Acme Corporation', averageDays: 28, totalInvoices: 12, trend: 'Improving' },
  { counterparty: 'Global Trade GmbH', averageDays: 45, totalInvoices: 8, trend: 'Slowing' },
  { counterparty: 'Tokyo Electronics KK', averageDays: 18, totalInvoices: 15, trend: 'Stable' },
] as const;

const inRange = (i: DemoInvoice, from: string, to: string): boolean => i.issuedDate >= from && i.issuedDate <= to;
const nzdOf = (store: DemoStore, amount: Exact | string, currency: string): Exact => new Exact(amount).times(store.rates[currency] ?? '1');

/** Open at the end of day `at` (as the api's monthly exposure): not a draft, issued by then, not paid by then, not written off. */
function openAt(i: DemoInvoice, at: string): boolean {
  return !i.writtenOff && i.status !== 'draft' && i.issuedDate <= at && (i.paidDate === null || i.paidDate > at);
}

function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The exposure summary's FX gains as the api reckons them (FX_GAINS_SQL): realised on invoices
 * paid in the range (the demo settles at its current rate), unrealised today on booked ones
 * issued in the range and still open, each invoice's gain rounded to the cent before it is summed.
 */
export function demoFxGains(store: DemoStore, from: string, to: string) {
  // The same per-invoice gain as the demo's FX Conversion Log (demoTaxTimeFiles).
  const gain = (i: DemoInvoice) =>
    new Exact(roundToMinor(new Exact(i.amount).times(new Exact(store.rates[i.currency] ?? '1').minus(i.bookedRate)), BASE_CURRENCY));
  const paid = store.invoices.filter((i) => i.status === 'paid' && i.paidDate !== null && i.paidDate >= from && i.paidDate <= to);
  const open = store.invoices.filter(
    (i) => !i.writtenOff && (i.status === 'sent' || i.status === 'overdue') && i.issuedDate >= from && i.issuedDate <= to,
  );
  return {
    realisedNzd: paid.reduce((t, i) => t.plus(gain(i)), new Exact(0)).toFixed(2),
    paidInvoices: paid.length,
    paidWithoutGain: 0,
    unrealisedNzd: open.reduce((t, i) => t.plus(gain(i)), new Exact(0)).toFixed(2),
  };
}

/** The reportPreview query over the demo store; a bad range answers the api's messages. */
export function demoReportPreview(
  store: DemoStore,
  a: QueryReportPreviewArgs,
  badInput: (field: string, message: string) => never,
): ReportPreview {
  const { from, to, template } = a;
  const issues = validateDateRange(from, to);
  if (issues[0]) badInput(issues[0].field, issues.map((i) => i.message).join('; '));
  const today = store.today;
  const mine = store.invoices.filter((i) => inRange(i, from, to));
  const base: ReportPreview = {
    template,
    from,
    to,
    inRange: mine.length,
    warnings: [],
    sections: template === 'CUSTOM_REPORT' ? [...new Set(a.sections ?? [])] : [],
    exposure: null,
    fxGains: null,
    overdue: null,
    breakdown: null,
    trends: null,
  };
  if (template === 'EXPOSURE_SUMMARY') {
    const last = to < today ? to : today;
    const months = from <= last ? monthsInRange(from, last) : [];
    base.exposure = months.map((month) => {
      const end = monthEnd(month);
      const at = end < today ? end : today;
      const open = store.invoices.filter((i) => openAt(i, at));
      const sum = (c: string) => open.filter((i) => i.currency === c).reduce((s, i) => s.plus(i.amount), new Exact(0));
      return {
        month,
        label: monthLabel(month),
        invoices: open.length,
        amounts: REPORT_CURRENCY_COLUMNS.map((c) => ({ currency: c, amount: sum(c).toFixed(minorDigits(c)) })),
        totalNzd: open.reduce((s, i) => s.plus(nzdOf(store, i.amount, i.currency)), new Exact(0)).toFixed(2),
      };
    });
  }
  if (template === 'EXPOSURE_SUMMARY') base.fxGains = demoFxGains(store, from, to);
  if (template === 'OVERDUE_SUMMARY') {
    const rows = mine
      .filter((i) => !i.writtenOff && effectiveStatus(i.status, i.dueDate, today) === 'overdue')
      .map((i) => {
        const days = daysBetween(i.dueDate, today);
        return {
          id: String(i.number),
          label: invoiceLabel(i.number),
          counterparty: i.customer,
          currency: i.currency,
          amount: i.amount,
          dueDate: i.dueDate,
          daysOverdue: days,
          priority: overduePriority(days),
          nzd: nzdOf(store, i.amount, i.currency).toFixed(2),
        };
      })
      .sort((x, y) => y.daysOverdue - x.daysOverdue || x.label.localeCompare(y.label));
    base.overdue = {
      rows: rows.slice(0, OVERDUE_PREVIEW_ROWS),
      count: rows.length,
      longestDays: rows.reduce((m, r) => Math.max(m, r.daysOverdue), 0),
      totalNzd: rows.reduce((s, r) => s.plus(r.nzd), new Exact(0)).toFixed(2),
    };
  }
  if (template === 'CURRENCY_BREAKDOWN') {
    const rows = DEMO_BREAKDOWN.map((r) => ({
      currency: r.currency,
      share: r.share,
      nzd: r.nzd,
      invoices: 0,
      // The card's native amount: the fixed NZD figure at the sample rate.
      amount: roundToMinor(new Exact(r.nzd).div(store.rates[r.currency] ?? '1'), r.currency),
    }));
    base.breakdown = { rows, totalNzd: rows.reduce((s, r) => s.plus(r.nzd), new Exact(0)).toFixed(2) };
  }
  if (template === 'PAYMENT_TRENDS') {
    base.trends = DEMO_TRENDS.map((t) => ({ ...t, paidInvoices: t.totalInvoices }));
  }
  return base;
}

/**
 * A demo CSV by the api's rule: BOM, header, rows (each cell by `csvCell`: numbers plain machine
 * numbers, text neutralised), SPEC's footer as a record of the file's width.
 */
function csv(header: readonly string[], rows: CsvValue[][], footer: string): string {
  const cells = [header, ...rows].map((r) => r.map(csvCell));
  return `${CSV_BOM}${Papa.unparse([...cells, footerRecord(footer, header.length)], { newline: '\r\n' })}\r\n`;
}

export interface DemoTaxFile {
  id: TaxTimeFileId;
  title: string;
  fileName: string;
  csv: string;
}

/** The tax-time bundle's CSVs (SPEC's five and the GST return) over the sample data for a period, with SPEC's demo names and footer. */
export function demoTaxTimeFiles(store: DemoStore, from: string, to: string, generatedAt: string): DemoTaxFile[] {
  const footer = exportFooter(generatedAt, true);
  const today = store.today;
  const mine = store.invoices.filter((i) => inRange(i, from, to));
  const issued = mine.filter((i) => i.status !== 'draft');
  const nzd = (i: DemoInvoice, rate: string) => roundToMinor(new Exact(i.amount).times(rate), BASE_CURRENCY);
  const current = (i: DemoInvoice) => store.rates[i.currency] ?? '1';
  const ledger = mine.map((i) => [
    invoiceLabel(i.number),
    String(i.number),
    i.customer,
    i.currency,
    i.amount,
    i.issuedDate,
    i.dueDate,
    effectiveStatus(i.status, i.dueDate, today),
    i.paidDate,
    i.archived ? 'yes' : 'no',
    i.writtenOff ? 'yes' : 'no',
    i.status === 'draft' ? null : i.bookedRate,
    i.status === 'draft' ? null : 'sample',
    i.status === 'draft' ? null : 'spot',
    i.status === 'draft' ? null : i.issuedDate,
    i.status === 'draft' ? null : nzd(i, i.bookedRate),
    current(i),
    'sample',
    'spot',
    today,
    nzd(i, current(i)),
  ]);
  // As the api's log: booked when sent; settled when paid (the demo settles at its current rate) with the realised gain; open ones valued today with the unrealised gain.
  const gain = (i: DemoInvoice) => roundToMinor(new Exact(i.amount).times(new Exact(current(i)).minus(i.bookedRate)), BASE_CURRENCY);
  const conversions = issued.flatMap((i) => {
    const head = [invoiceLabel(i.number), i.customer, i.currency, i.amount];
    const status = effectiveStatus(i.status, i.dueDate, today);
    const rows: (string | null)[][] = [
      [...head, FX_CONVERSION_KINDS.booked, i.bookedRate, 'sample', 'spot', i.issuedDate, nzd(i, i.bookedRate), null, null],
    ];
    if (status === 'paid')
      rows.push([...head, FX_CONVERSION_KINDS.settled, current(i), 'sample', null, i.paidDate, nzd(i, current(i)), gain(i), null]);
    if (status === 'sent' || status === 'overdue')
      rows.push([...head, FX_CONVERSION_KINDS.open, current(i), 'sample', 'spot', today, nzd(i, current(i)), null, gain(i)]);
    return rows;
  });
  const audit = [...store.audit].reverse().map((e) => auditRow(e, e.createdAt));
  const writeOffs = mine
    .filter((i) => i.writtenOff)
    .map((i) => [
      invoiceLabel(i.number),
      i.customer,
      i.currency,
      i.amount,
      i.issuedDate,
      i.dueDate,
      today,
      'demo user',
      i.bookedRate,
      nzd(i, i.bookedRate),
      current(i),
      nzd(i, current(i)),
    ]);
  const summary = [
    ['Period', `${from} to ${to}`],
    ['Invoices issued in period (all statuses)', mine.length],
    ['Invoiced in period (NZD at booked rates)', issued.reduce((s, i) => s.plus(nzd(i, i.bookedRate)), new Exact(0)).toFixed(2)],
    ['Written off in period (invoices)', writeOffs.length],
    ['FX conversions logged', conversions.length],
    ['Audit events in period', audit.length],
    ['Data', 'Sample data from demo mode: not for filing'],
  ];
  const body: Record<TaxTimeFileId, string> = {
    'invoice-ledger': csv(INVOICE_CSV_HEADER, ledger, footer),
    'fx-conversion-log': csv(FX_CONVERSION_CSV_HEADER, conversions, footer),
    'audit-trail': csv(AUDIT_CSV_HEADER, audit, footer),
    'write-off-report': csv(WRITE_OFF_CSV_HEADER, writeOffs, footer),
    'tax-time-summary': csv(TAX_TIME_SUMMARY_CSV_HEADER, summary, footer),
    'gst-return': csv(GST_RETURN_CSV_HEADER, demoGstReturnCsvRecords(store, from, to), footer),
  };
  return TAX_TIME_FILES.map((f) => ({ id: f.id, title: f.title, fileName: taxTimeFileName(f.id, today, true), csv: body[f.id] }));
}

/** One demo audit entry as a row of the audit CSV (the demo keeps no hash chain). */
function auditRow(e: DemoAuditEntry, timestamp: string): (string | number | null)[] {
  return [e.id, timestamp, 'demo user', e.action, e.entityType, e.entityId, e.message, '', ''];
}

/**
 * Settings' Export Audit Log in demo mode: the demo audit log, oldest first, as the api's audit
 * CSV (same columns), timestamps in the demo's date format in New Zealand time, with SPEC's
 * sample-data footer and a "_demo" name. Made in the browser; nothing is sent.
 */
export function demoAuditLogCsv(store: DemoStore, generatedAt: string): { fileName: string; csv: string } {
  const rows = [...store.audit]
    .reverse()
    .map((e) => auditRow(e, formatDateTimeIn(e.createdAt, store.preferences.dateFormat, { timeZone: 'Pacific/Auckland', seconds: true })));
  return {
    fileName: datedFileName('audit_log', 'csv', store.today, true),
    csv: csv(AUDIT_CSV_HEADER, rows, exportFooter(generatedAt, true)),
  };
}
