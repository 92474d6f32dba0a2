import {
  customSectionLabel,
  Exact,
  GST_RETURN_CSV_HEADER,
  gstReturnCsvRecords,
  HEDGE_COMPLIANCE_WORDS,
  INVOICE_CSV_HEADER,
  invoiceLabel,
  overduePriorityExport,
  ratioPercent,
  reportRangeBanner,
  REPORT_CURRENCY_COLUMNS,
  roundToMinor,
  type InvoiceLine,
} from '@keafx/schema';
import { csvDocument, csvSections, type Cell, type ExportFormat } from './csv';
import type { ExposureReportSnapshot } from './exposure-source';
import { complianceRows, HEDGE_COMPLIANCE_TITLE, shocksText, type ReportData, type ScenarioRow } from './report-data';
import type { ExportRow } from './reports.sql';

export { AUDIT_CSV_HEADER, INVOICE_CSV_HEADER } from '@keafx/schema';

/** One invoice as a CSV row: exact amounts, NZD at the booked and at the current rate. */
export function invoiceCells(r: ExportRow): Cell[] {
  return [
    invoiceLabel(r.number),
    r.number,
    r.counterparty,
    r.currency,
    r.amount,
    r.issued_date,
    r.due_date,
    r.status,
    r.paid_date,
    r.archived,
    r.written_off,
    r.booked_rate,
    r.booked_rate_source,
    r.booked_rate_type,
    r.booked_rate_date,
    r.nzd_booked,
    r.current_rate ?? '1.0',
    r.current_rate_source ?? 'missing: 1.0 used',
    r.current_rate_type,
    r.current_rate_date,
    r.nzd_current,
  ];
}

/**
 * The invoice exports' columns (issue 27): SPEC's ledger columns in their places (integrators read
 * them by header, and the import reads its own export back by them), then the invoice's GST and its
 * time of supply. The tax-time bundle's ledger keeps SPEC's columns only (INVOICE_CSV_HEADER).
 */
export const INVOICE_EXPORT_CSV_HEADER = [
  ...INVOICE_CSV_HEADER,
  'Subtotal',
  'GST Amount',
  'GST NZD (supply rate)',
  'Supply Date',
  'Supply Rate (NZD per unit)',
  'Supply Rate Source',
  'Supply Rate Type',
  'Supply Rate Date',
];

/** One invoice as a row of the invoice list: the ledger's cells, then its GST and time of supply (empty until frozen). */
export function invoiceExportCells(r: ExportRow): Cell[] {
  return [
    ...invoiceCells(r),
    r.subtotal,
    r.gst_amount,
    r.gst_nzd,
    r.supply_date,
    r.supply_rate,
    r.supply_rate_source,
    r.supply_rate_type,
    r.supply_rate_date,
  ];
}

/**
 * One invoice's own CSV: one row per line, each the invoice's row (so every record has the same
 * columns, and a filter on Invoice # still gives the invoice) followed by the line: its place,
 * description, quantity and unit price (exact), GST treatment (REST's code), line total (exact) and
 * the line's GST (rounded to the currency).
 */
export const INVOICE_LINES_CSV_HEADER = [
  ...INVOICE_EXPORT_CSV_HEADER,
  'Line',
  'Description',
  'Quantity',
  'Unit Price',
  'GST Treatment',
  'Line Total',
  'Line GST',
];

export function invoiceLineCells(r: ExportRow, lines: readonly InvoiceLine[]): Cell[][] {
  const plain = (v: string): string => new Exact(v).toFixed();
  return lines.map((l, i) => [
    ...invoiceExportCells(r),
    i + 1,
    l.description,
    plain(l.quantity),
    plain(l.unitPrice),
    l.gstTreatment,
    plain(l.lineTotal),
    roundToMinor(l.gst, r.currency),
  ]);
}

export interface AuditCsvRow {
  seq: number;
  created_at: Date;
  actor: string;
  entity_type: string;
  entity_id: string | null;
  action: string;
  message: string;
  prev_hash: string;
  hash: string;
}

export function auditCells(e: AuditCsvRow): Cell[] {
  return [e.seq, e.created_at.toISOString(), e.actor, e.action, e.entity_type, e.entity_id, e.message, e.prev_hash, e.hash];
}

export const SCENARIO_CSV_HEADER = [
  'Scenario ID',
  'Name',
  'Saved',
  'Tags',
  'Pinned',
  'Include Drafts',
  'Shocks',
  'Rate Snapshot Date',
  'Total Exposure (NZD)',
  'Impact (NZD)',
  'Affected Invoices',
  'Affected Currencies',
];

export function scenarioCells(s: ScenarioRow): Cell[] {
  return [
    s.id,
    s.name,
    s.createdAt.toISOString(),
    s.tags.join('; '),
    s.pinned,
    s.includeDrafts,
    shocksText(s.shocks),
    s.rateSnapshotDate,
    s.totalExposure,
    s.impactAmount,
    s.affectedInvoiceCount,
    s.affectedCurrencies.join('; '),
  ];
}

type Table = { title: string; header: string[]; rows: Cell[][] };

function tables(d: ReportData): Table[] {
  const out: Table[] = [];
  if (d.summary) {
    out.push({
      title: customSectionLabel('invoices'),
      header: ['Currency', 'Status', 'Invoices', 'Amount', 'Amount (NZD)'],
      rows: d.summary.rows.map((r) => [r.currency, r.status, r.invoices, r.amount, r.nzd]),
    });
  }
  if (d.exposure) {
    out.push({
      title: customSectionLabel('exposure'),
      header: ['Month', ...REPORT_CURRENCY_COLUMNS, 'Total (NZD)'],
      rows: d.exposure.rows.map((r) => [r.month, ...REPORT_CURRENCY_COLUMNS.map((c) => r.amounts[c]), r.totalNzd]),
    });
  }
  if (d.compliance) {
    out.push({
      title: `${HEDGE_COMPLIANCE_TITLE} (as of ${d.compliance.asOf})`,
      header: ['Currency', 'Horizon', 'Exposure', 'Hedged', 'Unhedged', 'Hedge Ratio', 'Target', 'Compliance', 'Gap', 'Gap (NZD)'],
      rows: complianceRows(d.compliance).map((r) => [
        r.currency,
        r.label,
        r.grossAmount,
        r.hedgedAmount,
        r.unhedgedAmount,
        ratioPercent(r.hedgeRatio),
        ratioPercent(r.targetRatio),
        HEDGE_COMPLIANCE_WORDS[r.compliance],
        r.gapAmount,
        r.gapNzd,
      ]),
    });
    for (const w of d.compliance.warnings) out.push({ title: w, header: [], rows: [] });
  }
  if (d.overdue) {
    out.push({
      title: customSectionLabel('overdue'),
      header: ['Invoice #', 'Company', 'Currency', 'Amount', 'Due Date', 'Days Overdue', 'Priority', 'Amount (NZD)'],
      rows: d.overdue.rows.map((r) => [
        r.label,
        r.counterparty,
        r.currency,
        r.amount,
        r.dueDate,
        r.daysOverdue,
        overduePriorityExport(r.daysOverdue),
        r.nzd,
      ]),
    });
  }
  if (d.breakdown) {
    out.push({
      title: 'Currency Breakdown',
      header: ['Currency', 'Invoices', 'Amount', 'Amount (NZD)', 'Share (%)'],
      rows: d.breakdown.rows.map((r) => [r.currency, r.invoices, r.amount, r.nzd, r.share]),
    });
  }
  if (d.trends) {
    out.push({
      title: 'Payment Trends',
      header: ['Company', 'Average Days to Pay', 'Paid Invoices', 'Total Invoices', 'Trend'],
      rows: d.trends.rows.map((r) => [r.counterparty, r.averageDays, r.paidInvoices, r.totalInvoices, r.trend]),
    });
  }
  if (d.scenarios) {
    out.push({ title: customSectionLabel('scenarios'), header: SCENARIO_CSV_HEADER, rows: d.scenarios.rows.map(scenarioCells) });
  }
  if (d.gst) {
    // One table: the supplies (each saying which boxes it feeds), those not counted, then boxes 5 to 10 in the last column.
    out.push({
      title: 'GST Return',
      header: GST_RETURN_CSV_HEADER,
      rows: gstReturnCsvRecords(d.gst, d.gst, d.gst.supplies, d.gst.withoutRate),
    });
  }
  return out;
}

/**
 * A report template as CSV. A single-table template is one plain table (header row first);
 * the custom report stacks its sections, each under a title row. Both end with the footer.
 */
export function reportCsv(d: ReportData, footer: string, fmt?: ExportFormat): string {
  const t = tables(d);
  const [only] = t;
  if (d.template !== 'custom-report' && t.length === 1 && only) return csvDocument(only.header, only.rows, footer, fmt);
  const banner = { title: reportRangeBanner(d.range.from, d.range.to, d.inRange), header: [], rows: [] };
  return csvSections([banner, ...t], footer, fmt);
}

export const EXPOSURE_CSV_HEADER = [
  'Currency',
  'Invoices',
  'Total Amount',
  'Rate (NZD per unit)',
  'Rate Source',
  'Rate Date',
  'Amount (NZD)',
];

/** The exposure report as CSV: one row per currency, then the NZD total. */
export function exposureCsv(s: ExposureReportSnapshot, footer: string, fmt?: ExportFormat): string {
  const rows: Cell[][] = s.rows.map((r) => [
    r.currency,
    r.invoices,
    r.totalAmount,
    r.rate ?? '1.0',
    r.rateSource ?? 'missing: 1.0 used',
    r.rateDate,
    r.nzd,
  ]);
  rows.push(['Total (NZD)', s.rows.reduce((n, r) => n + r.invoices, 0), null, null, null, null, s.totalNzd]);
  return csvDocument(EXPOSURE_CSV_HEADER, rows, footer, fmt);
}
