import { formatDate, type DisplayFormat } from './format';
import { Decimal } from 'decimal.js';

import { isIsoDate, wallClockIn } from './dates';
import type { InvoiceListView } from './invoice-input';
import type { InvoiceStatus } from './invoice-status';
import type { Checked } from './result';

/** The Reports page's templates (SPEC section 2), in its order. */
export const REPORT_TEMPLATES = [
  {
    id: 'exposure-summary',
    name: 'Monthly Exposure Report',
    description: 'Open foreign-currency invoices at each month end, by currency, with the NZD total.',
  },
  {
    id: 'overdue-summary',
    name: 'Overdue Invoice Summary',
    description: 'Every overdue invoice with its days overdue and collection priority.',
  },
  { id: 'currency-breakdown', name: 'Currency Breakdown Report', description: 'How invoiced amounts split across currencies, in NZD.' },
  { id: 'payment-trends', name: 'Payment Trends Analysis', description: 'How long each customer takes to pay, from sent and paid dates.' },
  { id: 'custom-report', name: 'Custom Report', description: 'Choose the sections to include.' },
  {
    id: 'gst-return',
    name: 'GST Return',
    description: "The sales boxes 5 to 10 of IR's GST return for one GST period, with the supplies behind them.",
  },
] as const;

export type ReportTemplateId = (typeof REPORT_TEMPLATES)[number]['id'];
export const REPORT_TEMPLATE_IDS = REPORT_TEMPLATES.map((t) => t.id) as ReportTemplateId[];

export function isReportTemplateId(value: unknown): value is ReportTemplateId {
  return typeof value === 'string' && (REPORT_TEMPLATE_IDS as string[]).includes(value);
}

export function reportTemplateName(id: ReportTemplateId): string {
  return REPORT_TEMPLATES.find((t) => t.id === id)?.name ?? id;
}

export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The currency columns of the monthly exposure table (SPEC section 9). */
export const REPORT_CURRENCY_COLUMNS = ['USD', 'EUR', 'GBP', 'JPY'] as const;

/**
 * The Overdue Invoice Summary's preview shows at most this many rows, the most overdue first
 * (its count, longest and total cover them all; the export lists every one): thousands of rows
 * are no use to a person reading a preview and slow on a phone.
 */
export const OVERDUE_PREVIEW_ROWS = 100;

/** The preview's note when it shows fewer rows than are overdue, or null when it shows them all. */
export function overduePreviewNote(shown: number, count: number): string | null {
  return count > shown
    ? `Showing the ${shown.toLocaleString('en-NZ')} most overdue of ${count.toLocaleString('en-NZ')} invoices. The export lists every one.`
    : null;
}

/** The longest range a report covers, so one request cannot ask for centuries of months. */
export const MAX_REPORT_RANGE_DAYS = 366 * 10;

/** Custom report sections (SPEC section 3's flags), with the checkbox labels of section 2. */
export const CUSTOM_SECTIONS = [
  { id: 'invoices', label: 'Invoices Summary' },
  { id: 'exposure', label: 'Monthly Exposure by Currency' },
  { id: 'overdue', label: 'Overdue Invoices Summary' },
  { id: 'scenarios', label: 'Saved Scenarios Overview' },
] as const;
export type CustomSection = (typeof CUSTOM_SECTIONS)[number]['id'];

export function isCustomSection(value: unknown): value is CustomSection {
  return typeof value === 'string' && CUSTOM_SECTIONS.some((s) => s.id === value);
}

export function customSectionLabel(id: CustomSection): string {
  return CUSTOM_SECTIONS.find((s) => s.id === id)?.label ?? id;
}

/** SPEC section 5: exporting a custom report with no section. */
export const CUSTOM_REPORT_NO_SECTION_ERROR = 'Please select at least one section to include in your custom report.';
/** SPEC section 2: the custom preview with no section. */
export const CUSTOM_REPORT_NO_SECTION_HINT = 'Select at least one section to export your custom report';
/** SPEC section 2: the overdue preview with nothing overdue. */
export const NO_OVERDUE_TITLE = 'No overdue invoices in this date range';
export const NO_OVERDUE_CHEER = 'Great job staying on top of collections!';

/** "1 invoice" or "N invoices" (SPEC's preview banner, singular or plural). */
export function invoiceCountText(count: number): string {
  return `${count} ${count === 1 ? 'invoice' : 'invoices'}`;
}

/** The banner every preview and report opens with: the date range and the count of invoices in it. */
export function reportRangeBanner(start: string, end: string, count: number): string {
  return `${start} to ${end}: ${invoiceCountText(count)} in range`;
}

export type DateRangeIssue = { field: 'from' | 'to'; message: string };

/** Checks a report's date range; every problem is reported, each naming its field. */
export function validateDateRange(from: unknown, to: unknown): DateRangeIssue[] {
  const issues: DateRangeIssue[] = [];
  const f = rangeEnd(from, 'from');
  const t = rangeEnd(to, 'to');
  if (!f.ok) issues.push({ field: 'from', message: f.message });
  if (!t.ok) issues.push({ field: 'to', message: t.message });
  if (f.ok && t.ok) issues.push(...rangeOrder(f.value, t.value));
  return issues;
}

/** One end of a report's range: required, a date in YYYY-MM-DD form. */
export function rangeEnd(raw: unknown, name: 'from' | 'to'): Checked<string> {
  if (raw === undefined || raw === null || raw === '') return { ok: false, message: `${name} is required: a date in YYYY-MM-DD form` };
  if (!isIsoDate(raw)) return { ok: false, message: `${name} must be a valid date in YYYY-MM-DD form` };
  return { ok: true, value: raw };
}

/** `to` on or after `from`, at most MAX_REPORT_RANGE_DAYS later. */
export function rangeOrder(from: string, to: string): DateRangeIssue[] {
  if (to < from) return [{ field: 'to', message: 'to must be on or after from' }];
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_REPORT_RANGE_DAYS)
    return [{ field: 'to', message: 'A report covers at most 10 years; choose a shorter date range' }];
  return [];
}

export type OverduePriority = 'High' | 'Medium' | 'Low';

/** SPEC section 9: over 30 days High, over 14 up to 30 Medium, 14 or fewer Low. */
export function overduePriority(daysOverdue: number): OverduePriority {
  if (daysOverdue > 30) return 'High';
  if (daysOverdue > 14) return 'Medium';
  return 'Low';
}

/** The priority as exports write it (upper-case, SPEC section 9). */
export function overduePriorityExport(daysOverdue: number): string {
  return overduePriority(daysOverdue).toUpperCase();
}

export type PaymentTrend = 'Improving' | 'Stable' | 'Slowing';

/** SPEC section 9: average days to pay under 25 Improving, over 35 Slowing, else Stable. */
export function paymentTrend(averageDaysToPay: Decimal.Value): PaymentTrend {
  const days = new Decimal(averageDaysToPay);
  if (days.lt(25)) return 'Improving';
  if (days.gt(35)) return 'Slowing';
  return 'Stable';
}

/** The months a range touches, as YYYY-MM, oldest first. */
export function monthsInRange(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const endY = Number(to.slice(0, 4));
  const endM = Number(to.slice(5, 7));
  while (y < endY || (y === endY && m <= endM)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2024-03" as "Mar 2024". */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** A part's share of a total as a percentage with one decimal ("35.0"); "0.0" when the total is zero. */
export function percentShare(part: Decimal.Value, total: Decimal.Value): string {
  const t = new Decimal(total);
  if (t.isZero()) return '0.0';
  return new Decimal(part).div(t).mul(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A CSV cell made safe for spreadsheets: text starting with =, +, -, @, tab or carriage
 * return gets a leading apostrophe so it stays text. A plain number such as "-250.00" is
 * left alone: it cannot be a formula, and an amount must stay exact and numeric.
 */
export function neutraliseCell(value: string): string {
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/**
 * The cell as it was before `neutraliseCell`: the apostrophe it put before text starting with
 * =, +, -, @, tab or carriage return comes off, so an export read back says what was written.
 * Any other leading apostrophe is the author's own and stays.
 */
export function unneutraliseCell(value: string): string {
  if (!value.startsWith("'")) return value;
  const rest = value.slice(1);
  return FORMULA_START.test(rest) && !PLAIN_NUMBER.test(rest) ? rest : value;
}

/**
 * A number as every CSV of ours writes it (amounts, rates, shares, NZD totals): exact, a point
 * before the decimals, no thousands separators, no currency, never quoted ("12345.67", "-5538.00"),
 * whatever the owner's number format: that preference is for screens and PDFs, and a spreadsheet
 * must read the cell as a number it can add up ("1.234,56" is text to Excel in most locales). An
 * exact decimal text ("-5538.00", from the database) already is one and is written digit for digit
 * (`csvCell`); a JS number is written in full, never with an exponent (1e21, 1e-7).
 */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? new Decimal(value).toFixed() : String(value);
}

/** What a CSV cell may be given: text, a number (or its exact decimal text), a yes/no, or nothing. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell as every CSV of ours writes it (the api's exports and the demo's): nothing is empty, a
 * flag is yes or no, a number is `csvNumber`'s plain machine number, and text is neutralised
 * against formula injection (a plain decimal text such as "-250.00" stays a number).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return csvNumber(value);
  return neutraliseCell(value);
}

/** Starts every CSV we write, so Excel on Windows reads it as UTF-8 (macrons, 株式会社). */
export const CSV_BOM = '\uFEFF';

/**
 * SPEC's footer as the file's last record, as wide as the file: the statement in the first cell,
 * the rest empty, so a strict RFC 4180 reader (one column count per file) takes the whole file.
 */
export function footerRecord(footer: string, width: number): string[] {
  return [footer, ...Array.from({ length: Math.max(0, width - 1) }, () => '')];
}

const FOOTER_TEXT =
  /^#?\s*Generated by Kea FX .+\. (This data is immutable and audit-ready\.|This is sample data from demo mode and is not for filing\.)$/;

/** Whether a CSV record is the footer an export of ours ends with (this form, or the older "# ..." line). */
export function isFooterRecord(cells: readonly string[]): boolean {
  return FOOTER_TEXT.test((cells[0] ?? '').trim()) && cells.slice(1).every((c) => c.trim() === '');
}

/** The fixed download names of SPEC section 7 (real PDFs end in .pdf; SPEC's .txt was a stand-in). */
export const EXPORT_NAMES = {
  invoiceCsv: (id: string | number) => `invoice_${id}.csv`,
  invoicePdf: (id: string | number) => `invoice_${id}.pdf`,
  invoicesCsv: 'invoices_export.csv',
  exposureCsv: 'exposure_report.csv',
  exposurePdf: 'exposure_report.pdf',
} as const;

/** The filters of an invoice list export (INVOICE_EXPORT_QUERY): what the Invoices page shows under them. */
export interface InvoiceListFilter {
  view: InvoiceListView;
  status?: InvoiceStatus;
  search?: string;
}

const VIEW_WORDS: Record<InvoiceListView, string> = { active: 'Active', archive: 'Archive', writeoffs: 'Write-offs', all: 'All' };
/** What each view holds, for a reader of the file. */
export const INVOICE_VIEW_MEANING: Record<InvoiceListView, string> = {
  active: 'Active: not archived and not written off.',
  archive: 'Archive: archived and not written off.',
  writeoffs: 'Write-offs: written off.',
  all: 'All: every invoice, archived and written off included.',
};
const SEARCH_SLUG_MAX = 40;

/**
 * The download name of the invoice list under its filters, e.g. invoices_overdue_2026-11-27.pdf,
 * invoices_archive_paid_search-acme_2026-11-27.pdf. Active, the Invoices page's first tab, goes
 * unnamed; a search is cut to letters and digits joined by dashes (at most 40).
 */
export function invoiceListFileName(filter: InvoiceListFilter, extension: string, today: string, demo = false): string {
  const parts = ['invoices'];
  if (filter.view !== 'active') parts.push(filter.view);
  if (filter.status) parts.push(filter.status);
  if (filter.search) {
    const slug = filter.search
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .slice(0, SEARCH_SLUG_MAX)
      .replace(/^-+|-+$/g, '');
    parts.push(slug ? `search-${slug}` : 'search');
  }
  return datedFileName(parts.join('_'), extension, today, demo);
}

/** The filters in words, as the list's heading states them: "Active · Overdue · Search “acme”". */
export function invoiceListFilterText(filter: InvoiceListFilter): string {
  const parts = [VIEW_WORDS[filter.view], filter.status ? filter.status.charAt(0).toUpperCase() + filter.status.slice(1) : 'All statuses'];
  if (filter.search) parts.push(`Search \u201c${filter.search}\u201d`);
  return parts.join(' \u00b7 ');
}

/**
 * A report whose date range holds more invoices than this is made as a report job (queued,
 * with progress pushed to the page) rather than within the download request.
 */
export const REPORT_DIRECT_EXPORT_LIMIT = 5000;

/** A dated export name: base, today's date, "_demo" in demo mode (SPEC section 9). */
export function datedFileName(base: string, extension: string, today: string, demo = false): string {
  return `${base}_${today}${demo ? '_demo' : ''}.${extension}`;
}

const TEMPLATE_FILE_BASE: Record<ReportTemplateId, string> = {
  'exposure-summary': 'monthly_exposure_report',
  'overdue-summary': 'overdue_invoice_summary',
  'currency-breakdown': 'currency_breakdown_report',
  'payment-trends': 'payment_trends_analysis',
  'custom-report': 'custom_report',
  'gst-return': 'gst_return',
};

/** The download name of a report template export, e.g. monthly_exposure_report_2026-06-15.pdf. */
export function reportFileName(template: ReportTemplateId, format: ReportFormat, today: string, demo = false): string {
  return datedFileName(TEMPLATE_FILE_BASE[template], format, today, demo);
}

/**
 * The files of the tax-time bundle, in download order: SPEC section 9's five, then the GST return
 * of each whole GST period in the range (issue 27 item 6).
 */
export const TAX_TIME_FILES = [
  { id: 'invoice-ledger', title: 'Invoice Ledger', base: 'invoice_ledger' },
  { id: 'fx-conversion-log', title: 'FX Conversion Log', base: 'fx_conversion_log' },
  { id: 'audit-trail', title: 'Audit Trail', base: 'audit_trail' },
  { id: 'write-off-report', title: 'Write-off Report', base: 'write_off_report' },
  { id: 'tax-time-summary', title: 'Tax Time Summary', base: 'tax_time_summary' },
  { id: 'gst-return', title: 'GST Return', base: 'gst_return' },
] as const;
export type TaxTimeFileId = (typeof TAX_TIME_FILES)[number]['id'];

export function isTaxTimeFileId(value: unknown): value is TaxTimeFileId {
  return typeof value === 'string' && TAX_TIME_FILES.some((f) => f.id === value);
}

export function taxTimeFileName(id: TaxTimeFileId, today: string, demo = false): string {
  const file = TAX_TIME_FILES.find((f) => f.id === id);
  return datedFileName(file ? file.base : id, 'csv', today, demo);
}

export function taxTimeBundleName(today: string, demo = false): string {
  return datedFileName('tax_time_bundle', 'zip', today, demo);
}

/** What every export promises about its data (SPEC section 9's footer). */
export const AUDIT_STATEMENT = 'This data is immutable and audit-ready.';
export const DEMO_STATEMENT = 'This is sample data from demo mode and is not for filing.';

/**
 * The footer line of an export: when it was made and SPEC's statement (audit-ready, or in
 * demo mode sample data not for filing). Free of commas and quotes so it is one CSV cell.
 */
export function exportFooter(generatedAt: string, demo = false): string {
  return `Generated by Kea FX ${generatedAt}. ${demo ? DEMO_STATEMENT : AUDIT_STATEMENT}`;
}

/**
 * A moment as "2026-06-15 21:00 NZST" in a time zone: what footers say about generation time.
 */
export function formatGeneratedAt(at: Date, timeZone: string, dateFormat?: DisplayFormat['dateFormat']): string {
  const w = wallClockIn(at, timeZone);
  const day = `${w.year}-${w.month}-${w.day}`;
  return `${dateFormat ? formatDate(day, dateFormat) : day} ${w.hour}:${w.minute} ${w.zoneName}`;
}
