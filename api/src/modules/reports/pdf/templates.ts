import {
  customSectionLabel,
  Exact,
  HEDGE_COMPLIANCE_WORDS,
  ratioPercent,
  invoiceLabel,
  NO_OVERDUE_CHEER,
  NO_OVERDUE_TITLE,
  reportRangeBanner,
  reportTemplateName,
  minorDigits,
  REPORT_CURRENCY_COLUMNS,
  readLogoImage,
  type InvoiceCopy,
} from '@keafx/schema';
import type { ExposureReportSnapshot } from '../exposure-source';
import type { ReportData } from '../report-data';
import { complianceRows, HEDGE_COMPLIANCE_TITLE, shocksText } from '../report-data';
import type { ExportRow } from '../reports.sql';
import { badge, barChartSvg, documentHtml, esc, keyValues, pdfFormat, table, type PdfFormat } from './html';

function rateLine(f: PdfFormat, rate: string | null, source: string | null, type: string | null, date: string | null): string {
  if (!rate) return '<span class="muted">not booked (an invoice books its rate when it is sent)</span>';
  return `${esc(f.text(rate))} NZD per unit <span class="muted">(${esc(source ?? 'unknown source')}, ${esc(type ?? 'spot')}, ${esc(f.date(date))})</span>`;
}

/** The seller as a tax invoice names them; what is missing is said on the page, never left silently blank. */
export interface Seller {
  companyName: string;
  tradingName: string;
  address: string;
  gstNumber: string;
  bankAccount: string;
  bankName: string;
  swiftBic: string;
  paymentInstructions: string;
  logo: string;
  missing: string[];
}

/**
 * How to draw an invoice. The customer's copy is the owner's document (issue 26): their logo and
 * name, what to pay, by when and where, and nothing of the product or of the owner's own books.
 * The internal copy adds the status, warnings about the figures and the NZD valuation.
 */
export interface InvoicePdfOptions {
  copy: InvoiceCopy;
  /** When the file was made, in the owner's date format (the internal copy prints it). */
  generatedAt: string;
  /** Warnings about the figures (a missing rate), printed on the internal copy only. */
  warnings: string[];
  format?: PdfFormat;
  seller?: Seller;
}

const NOT_SET = '<span class="missing">not set (Settings, Account)</span>';
const multiline = (text: string): string => text.split('\n').map(esc).join('<br>');

/** The name a seller trades under: the trading name, else the company name ('' when neither is set). */
export function sellerName(s: Seller | undefined): string {
  return s?.tradingName || s?.companyName || '';
}

/** The logo as an image, only when its bytes are a readable PNG or JPEG (a row stored before they were checked may not be). */
function logoImg(s: Seller): string {
  const image = s.logo ? readLogoImage(s.logo) : null;
  return image?.ok ? `<img class="brand-logo" alt="" src="${esc(image.value.dataUrl)}">` : '';
}

/** The customer's copy's heading: the owner's logo and name where the internal copy names the product. */
function sellerBrand(s: Seller | undefined): string {
  if (!s) return '';
  const name = sellerName(s);
  return `<div class="seller-brand">${logoImg(s)}${name ? `<span>${esc(name)}</span>` : ''}</div>`;
}

function partiesHtml(r: ExportRow, s: Seller): string {
  const name = sellerName(s);
  return `<div class="parties">
<div class="party"><h2>From</h2><strong>${name ? esc(name) : NOT_SET}</strong>${s.tradingName && s.companyName && s.tradingName !== s.companyName ? `<br>${esc(s.companyName)}` : ''}
<br>${s.address ? multiline(s.address) : `Address: ${NOT_SET}`}
<br>GST number: ${s.gstNumber ? esc(s.gstNumber) : NOT_SET}</div>
<div class="party"><h2>Bill to</h2><strong>${esc(r.counterparty)}</strong>${r.customer_address ? `<br>${multiline(r.customer_address)}` : ''}${r.customer_email ? `<br>${esc(r.customer_email)}` : ''}</div>
</div>`;
}

/** Where to pay: the account (said to be missing when it is), and for a payer overseas the bank, its SWIFT/BIC and the owner's instructions. */
function paymentHtml(r: ExportRow, s: Seller): string {
  const rows: [string, string][] = [
    ...(s.bankName ? [['Bank name', esc(s.bankName)] as [string, string]] : []),
    ['Account number', s.bankAccount ? esc(s.bankAccount) : NOT_SET],
    ...(s.swiftBic ? [['SWIFT/BIC', esc(s.swiftBic)] as [string, string]] : []),
    ['Payment reference', esc(invoiceLabel(r.number))],
  ];
  return `<section class="payment"><h2>How to pay</h2>${keyValues(rows)}${
    s.paymentInstructions ? `<p class="instructions">${multiline(s.paymentInstructions)}</p>` : ''
  }</section>`;
}

/**
 * One invoice as a tax invoice: seller (name, address, GST number) and bill-to, number, dates and
 * terms, the amount in its currency, and how to pay (bank, account, SWIFT/BIC, instructions).
 * Titled "Tax Invoice" when the seller has a GST number. The customer's copy is headed by the
 * owner's logo and name; the internal copy is headed as the product's other files, and adds the
 * status, warnings about the figures and the NZD equivalent at the booked rate (with the rate's
 * source, type and date) and at today's rate.
 */
export function invoiceHtml(r: ExportRow, o: InvoicePdfOptions): string {
  const f = o.format ?? pdfFormat();
  const seller = o.seller;
  const internal = o.copy === 'internal';
  const label = invoiceLabel(r.number);
  const body = `
${internal ? '<div class="banner">Internal copy: for your own records, not for the customer.</div>' : ''}
${internal ? o.warnings.map((w) => `<div class="warning">${esc(w)}</div>`).join('') : ''}
${seller?.missing.length ? `<div class="warning">Business details missing: ${esc(seller.missing.join(', '))}. Add them in Settings, Account before sending this invoice to a customer.</div>` : ''}
${seller ? partiesHtml(r, seller) : ''}
${keyValues([
  ['Invoice number', `<strong>${esc(label)}</strong>`],
  ['Customer', esc(r.counterparty)],
  ...(r.reference ? [['Reference / PO', esc(r.reference)] as [string, string]] : []),
  ...(internal
    ? [
        ['Status', badge(r.status.toUpperCase(), r.status) + (r.written_off ? ' (written off)' : r.archived ? ' (archived)' : '')] as [
          string,
          string,
        ],
      ]
    : []),
  ['Issue date', esc(f.date(r.issued_date))],
  ['Due date', `<strong>${esc(f.date(r.due_date))}</strong>`],
  ...(r.paid_date ? [['Paid date', esc(f.date(r.paid_date))] as [string, string]] : []),
  ['Amount', `<strong>${esc(f.amount(r.amount, r.currency))}</strong>`],
  ...(r.payment_terms ? [['Payment terms', esc(r.payment_terms)] as [string, string]] : []),
])}
${seller ? paymentHtml(r, seller) : ''}
${r.notes ? `<h2>Notes</h2><p>${multiline(r.notes)}</p>` : ''}
${internal ? nzdSection(r, f) : ''}`;
  const title = `${seller?.gstNumber ? 'Tax Invoice' : 'Invoice'} ${label}`;
  return internal
    ? documentHtml(`${title} (internal copy)`, `Generated ${o.generatedAt}`, body, { currency: r.currency })
    : documentHtml(title, `Issued ${f.date(r.issued_date)}`, body, { currency: r.currency, brand: sellerBrand(seller) });
}

/** The internal copy's NZD valuation: at the rate booked when it was sent, and at today's. */
function nzdSection(r: ExportRow, f: PdfFormat): string {
  return `<h2>In NZD, for information</h2>
${table<[string, string, string]>(
  [
    { head: 'Valuation', cell: (x) => esc(x[0]) },
    { head: 'Rate', cell: (x) => x[1] },
    { head: 'Amount (NZD)', cell: (x) => x[2], num: true },
  ],
  [
    [
      'At the booked rate',
      rateLine(f, r.booked_rate, r.booked_rate_source, r.booked_rate_type, r.booked_rate_date),
      r.nzd_booked ? esc(f.nzd(r.nzd_booked)) : '—',
    ],
    [
      'At the current rate',
      rateLine(f, r.current_rate ?? '1.0', r.current_rate_source ?? 'missing rate: 1.0 used', r.current_rate_type, r.current_rate_date),
      esc(f.nzd(r.nzd_current)),
    ],
  ],
)}`;
}

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
  const parts: string[] = [`<div class="banner">${esc(reportRangeBanner(d.range.from, d.range.to, d.inRange))}</div>`];
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
