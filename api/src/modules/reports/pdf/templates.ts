import {
  customSectionLabel,
  Exact,
  HEDGE_COMPLIANCE_WORDS,
  ratioPercent,
  NO_OVERDUE_CHEER,
  NO_OVERDUE_TITLE,
  reportRangeBanner,
  reportTemplateName,
  minorDigits,
  REPORT_CURRENCY_COLUMNS,
} from '@keafx/schema';
import type { ExposureReportSnapshot } from '../exposure-source';
import type { ReportData } from '../report-data';
import { complianceRows, HEDGE_COMPLIANCE_TITLE, shocksText } from '../report-data';
import { gstReturnBanner, gstReturnSection } from './gst-return';
import { badge, barChartSvg, documentHtml, esc, pdfFormat, table, type PdfFormat } from './html';

function exposureSection(e: NonNullable<ReportData['exposure']>, f: PdfFormat): string {
  if (e.rows.length === 0) return '<p class="muted">No month of this range has ended or begun yet.</p>';
  const chart = barChartSvg(e.rows.map((r) => ({ label: r.label, value: r.totalNzd, caption: f.compact(r.totalNzd) })));
  return `<p class="muted">Open (sent or overdue, unpaid) invoices at each month end, in their currencies; the total converts every currency to NZD at current rates.</p>
${chart}
${table(
  [
    { head: 'Month', cell: (r) => esc(r.label) },
    ...REPORT_CURRENCY_COLUMNS.map((c) => ({
      head: c,
      cell: (r: (typeof e.rows)[number]) => esc(f.num(r.amounts[c] ?? '0', c === 'JPY' ? 0 : 2)),
      num: true,
    })),
    { head: 'Total (NZD)', cell: (r) => `<strong>${esc(f.num(r.totalNzd, 2))}</strong>`, num: true },
  ],
  e.rows,
)}`;
}

/** Hedge policy compliance today: each currency's horizons against the policy's targets, over-hedges flagged. */
function complianceSection(c: NonNullable<ReportData['compliance']>, f: PdfFormat): string {
  const rows = complianceRows(c);
  const gap = (r: (typeof rows)[number]): string =>
    r.gapAmount === null || r.gapNzd === null || r.compliance === 'on-target'
      ? esc(HEDGE_COMPLIANCE_WORDS[r.compliance])
      : `${esc(HEDGE_COMPLIANCE_WORDS[r.compliance])} by ${esc(f.amount(new Exact(r.gapAmount).abs(), r.currency))} (${esc(f.nzd(new Exact(r.gapNzd).abs()))})`;
  const body =
    rows.length === 0
      ? '<p class="muted">No open exposure and no open contracts: nothing to hedge today.</p>'
      : table(
          [
            { head: 'Currency', cell: (r) => esc(r.currency) },
            { head: 'Horizon', cell: (r) => esc(r.label) },
            { head: 'Exposure', cell: (r) => esc(f.amount(r.grossAmount, r.currency)), num: true },
            { head: 'Hedged', cell: (r) => esc(f.amount(r.hedgedAmount, r.currency)), num: true },
            { head: 'Ratio', cell: (r) => esc(ratioPercent(r.hedgeRatio)), num: true },
            { head: 'Target', cell: (r) => esc(ratioPercent(r.targetRatio)), num: true },
            { head: 'Compliance', cell: gap },
          ],
          rows,
        );
  return `<h2>${esc(HEDGE_COMPLIANCE_TITLE)}</h2>
<p class="muted">Open forward contracts against sent and overdue invoices by when they fall due, as of ${esc(f.date(c.asOf))}, against your hedge policy's targets.</p>
${c.warnings.map((w) => `<div class="warning">${esc(w)}</div>`).join('\n')}
${body}`;
}

function overdueSection(o: NonNullable<ReportData['overdue']>, f: PdfFormat): string {
  if (o.count === 0)
    return `<div class="empty"><strong>${esc(NO_OVERDUE_TITLE)}</strong><br><span class="muted">${esc(NO_OVERDUE_CHEER)}</span></div>`;
  return `<div class="banner">${o.count} overdue ${o.count === 1 ? 'invoice' : 'invoices'}; the longest is ${o.longestDays} days overdue; ${esc(f.nzd(o.totalNzd))} at current rates.</div>
${table(
  [
    { head: 'Invoice', cell: (r) => esc(r.label) },
    { head: 'Company', cell: (r) => esc(r.counterparty) },
    { head: 'Amount', cell: (r) => esc(f.amount(r.amount, r.currency)), num: true },
    { head: 'Due date', cell: (r) => esc(f.date(r.dueDate)) },
    { head: 'Days overdue', cell: (r) => String(r.daysOverdue), num: true },
    { head: 'Priority', cell: (r) => badge(r.priority.toUpperCase(), r.priority.toUpperCase()) },
  ],
  o.rows,
)}`;
}

function breakdownSection(b: NonNullable<ReportData['breakdown']>, f: PdfFormat): string {
  if (b.rows.length === 0) return '<p class="muted">No invoices were issued in this date range.</p>';
  const cards = b.rows
    .map(
      (r) => `<div class="card"><strong>${esc(r.currency)}</strong> <span class="muted">${esc(f.text(r.share))}%</span><br>
${esc(f.amount(r.amount, r.currency))}<br><span class="muted">${esc(f.nzd(r.nzd))}</span>
<div class="bar"><div style="width:${Math.min(100, Number(r.share)).toFixed(1)}%"></div></div></div>`,
    )
    .join('');
  return `<div class="cards">${cards}</div>
${table(
  [
    { head: 'Currency', cell: (r) => esc(r.currency) },
    { head: 'Invoices', cell: (r) => String(r.invoices), num: true },
    { head: 'Amount', cell: (r) => esc(f.num(r.amount, minorDigits(r.currency))), num: true },
    { head: 'Amount (NZD)', cell: (r) => esc(f.num(r.nzd)), num: true },
    { head: 'Share', cell: (r) => `${esc(f.text(r.share))}%`, num: true },
  ],
  b.rows,
)}
<p><strong>Total: ${esc(f.nzd(b.totalNzd))}</strong> <span class="muted">at current rates</span></p>`;
}

function trendsSection(t: NonNullable<ReportData['trends']>, f: PdfFormat): string {
  if (t.rows.length === 0) return '<p class="muted">No invoice issued in this date range has been paid yet.</p>';
  return `<p class="muted">Average days from sending to payment over the paid invoices; under 25 days is Improving, over 35 Slowing, otherwise Stable.</p>
${table(
  [
    { head: 'Company', cell: (r) => esc(r.counterparty) },
    { head: 'Average days to pay', cell: (r) => esc(f.text(r.averageDays)), num: true },
    { head: 'Paid invoices', cell: (r) => String(r.paidInvoices), num: true },
    { head: 'Total invoices', cell: (r) => String(r.totalInvoices), num: true },
    { head: 'Trend', cell: (r) => esc(r.trend) },
  ],
  t.rows,
)}`;
}

function summarySection(s: NonNullable<ReportData['summary']>, f: PdfFormat): string {
  const statuses = Object.entries(s.byStatus)
    .map(([k, v]) => `${badge(k.toUpperCase(), k)} ${v}`)
    .join(' &nbsp; ');
  return `<p>${statuses}</p>
${table(
  [
    { head: 'Currency', cell: (r) => esc(r.currency) },
    { head: 'Status', cell: (r) => esc(r.status) },
    { head: 'Invoices', cell: (r) => String(r.invoices), num: true },
    { head: 'Amount', cell: (r) => esc(f.num(r.amount, minorDigits(r.currency))), num: true },
    { head: 'Amount (NZD)', cell: (r) => esc(f.num(r.nzd)), num: true },
  ],
  s.rows,
)}
<p><strong>Total: ${esc(f.nzd(s.totalNzd))}</strong> <span class="muted">at current rates</span></p>`;
}

function scenariosSection(s: NonNullable<ReportData['scenarios']>, f: PdfFormat): string {
  if (s.rows.length === 0) return '<p class="muted">No saved scenarios yet.</p>';
  return table(
    [
      {
        head: 'Scenario',
        cell: (r) =>
          `${r.pinned ? '&#9733; ' : ''}${esc(r.name)}${r.tags.length ? `<br><span class="muted">${esc(r.tags.join(', '))}</span>` : ''}`,
      },
      { head: 'Saved', cell: (r) => esc(f.date(r.createdAt.toISOString())) },
      { head: 'Shocks', cell: (r) => esc(shocksText(r.shocks)) },
      { head: 'Exposure (NZD)', cell: (r) => esc(f.num(r.totalExposure)), num: true },
      { head: 'Impact (NZD)', cell: (r) => esc(f.num(r.impactAmount)), num: true },
      { head: 'Invoices', cell: (r) => String(r.affectedInvoiceCount), num: true },
    ],
    s.rows,
  );
}

/** A report template's document: SPEC's banner (range and count), then its sections. */
export function reportHtml(d: ReportData, generatedAt: string, f: PdfFormat = pdfFormat()): string {
  // The GST return opens with its own banner (a period and its supplies, not invoices issued in a range).
  const parts: string[] = [
    d.gst ? gstReturnBanner(d.gst, f) : `<div class="banner">${esc(reportRangeBanner(d.range.from, d.range.to, d.inRange))}</div>`,
  ];
  parts.push(...d.warnings.map((w) => `<div class="warning">${esc(w)}</div>`));
  const titled = d.template === 'custom-report';
  const section = (title: string, html: string): string => (titled ? `<h2>${esc(title)}</h2>${html}` : html);
  if (d.summary) parts.push(section(customSectionLabel('invoices'), summarySection(d.summary, f)));
  if (d.exposure) parts.push(section(customSectionLabel('exposure'), exposureSection(d.exposure, f)));
  if (d.compliance) parts.push(complianceSection(d.compliance, f));
  if (d.overdue) parts.push(section(customSectionLabel('overdue'), overdueSection(d.overdue, f)));
  if (d.breakdown) parts.push(breakdownSection(d.breakdown, f));
  if (d.trends) parts.push(trendsSection(d.trends, f));
  if (d.scenarios) parts.push(section(customSectionLabel('scenarios'), scenariosSection(d.scenarios, f)));
  if (d.gst) parts.push(gstReturnSection(d.gst, f));
  return documentHtml(reportTemplateName(d.template), `Generated ${generatedAt}`, parts.join('\n'));
}

/** The exposure report: unpaid sent and overdue invoices by currency, in NZD at current rates. */
export function exposureReportHtml(s: ExposureReportSnapshot, today: string, generatedAt: string, f: PdfFormat = pdfFormat()): string {
  const chart = s.rows.length
    ? barChartSvg(s.rows.map((r) => ({ label: r.currency, value: r.nzd, caption: f.compact(r.nzd) })))
    : '<p class="muted">No open foreign-currency exposure: no sent or overdue invoice is unpaid.</p>';
  const body = `<div class="banner">Exposure as of ${esc(f.date(today))}: <strong>${esc(f.nzd(s.totalNzd))}</strong> across ${s.rows.length} ${s.rows.length === 1 ? 'currency' : 'currencies'}.</div>
${s.warnings.map((w) => `<div class="warning">${esc(w)}</div>`).join('')}
${chart}
${table(
  [
    { head: 'Currency', cell: (r) => esc(r.currency) },
    { head: 'Invoices', cell: (r) => String(r.invoices), num: true },
    { head: 'Open amount', cell: (r) => esc(f.amount(r.totalAmount, r.currency)), num: true },
    { head: 'Rate (NZD per unit)', cell: (r) => esc(r.rate ? f.text(r.rate) : '1.0 (missing)'), num: true },
    { head: 'Rate source and date', cell: (r) => esc(r.rate ? `${r.rateSource ?? ''}, ${f.date(r.rateDate)}` : 'none') },
    { head: 'Amount (NZD)', cell: (r) => esc(f.num(r.nzd)), num: true },
  ],
  s.rows,
)}`;
  return documentHtml('FX Exposure Report', `Generated ${generatedAt}`, body);
}
