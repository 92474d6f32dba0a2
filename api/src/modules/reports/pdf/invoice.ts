import { formatIrdNumber, invoiceLabel, readLogoImage, type InvoiceCopy, type InvoiceLine } from '@keafx/schema';
import type { ExportRow } from '../reports.sql';
import { badge, documentHtml, esc, keyValues, pdfFormat, table, type PdfFormat } from './html';
import { linesTable, showsGst, taxNotes, totalsTable } from './invoice-tax';

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
  /** Registered for GST: the document is a "Tax Invoice" and shows the GST number. */
  gstRegistered: boolean;
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
  /** The invoice's lines in order (the invoices module's; one implied line for an invoice made before lines). */
  lines: readonly InvoiceLine[];
  /**
   * Who it is addressed to as the TSI rules read them (the invoice's own address and e-mail, else
   * its customer record's, with the phone, trading name and business number): what identifies the
   * recipient of a supply over NZD 1,000 is printed, never only checked.
   */
  recipient?: { address: string; email: string; phone: string; tradingName: string; businessNumber: string };
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
export function sellerBrand(s: Seller | undefined): string {
  if (!s) return '';
  const name = sellerName(s);
  return `<div class="seller-brand">${logoImg(s)}${name ? `<span>${esc(name)}</span>` : ''}</div>`;
}

export function partiesHtml(r: ExportRow, s: Seller, to?: InvoicePdfOptions['recipient']): string {
  const name = sellerName(s);
  const address = to?.address ?? r.customer_address;
  const email = to?.email ?? r.customer_email;
  const billTo = [
    `<strong>${esc(r.counterparty)}</strong>`,
    ...(to?.tradingName && to.tradingName !== r.counterparty ? [`Trading as ${esc(to.tradingName)}`] : []),
    ...(address ? [multiline(address)] : []),
    ...(email ? [esc(email)] : []),
    ...(to?.phone ? [esc(to.phone)] : []),
    ...(to?.businessNumber ? [`Business number: ${esc(to.businessNumber)}`] : []),
  ].join('<br>');
  return `<div class="parties">
<div class="party"><h2>From</h2><strong>${name ? esc(name) : NOT_SET}</strong>${s.tradingName && s.companyName && s.tradingName !== s.companyName ? `<br>${esc(s.companyName)}` : ''}
<br>${s.address ? multiline(s.address) : `Address: ${NOT_SET}`}
${s.gstRegistered ? `<br>GST number: ${s.gstNumber ? esc(formatIrdNumber(s.gstNumber)) : NOT_SET}` : ''}</div>
<div class="party"><h2>Bill to</h2>${billTo}</div>
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
 * One invoice as a tax invoice: seller (name, address, GST number when registered) and bill-to,
 * number, dates and terms, the lines, the subtotal, GST per treatment and total with the GST
 * statements (invoice-tax.ts), and how to pay (bank, account, SWIFT/BIC, instructions). Titled
 * "Tax Invoice" when the seller is registered for GST, "Invoice" otherwise. The customer's copy is
 * headed by the owner's logo and name; the internal copy is headed as the product's other files,
 * and adds the status, warnings about the figures and the NZD equivalent at the booked rate (with
 * the rate's source, type and date) and at today's rate.
 */
export function invoiceHtml(r: ExportRow, o: InvoicePdfOptions): string {
  const f = o.format ?? pdfFormat();
  const seller = o.seller;
  const internal = o.copy === 'internal';
  const label = invoiceLabel(r.number);
  const registered = seller?.gstRegistered ?? false;
  const gst = showsGst(o.lines, registered);
  const body = `
${internal ? '<div class="banner">Internal copy: for your own records, not for the customer.</div>' : ''}
${internal ? o.warnings.map((w) => `<div class="warning">${esc(w)}</div>`).join('') : ''}
${seller?.missing.length ? `<div class="warning">Business details missing: ${esc(seller.missing.join(', '))}. Add them in Settings, Account before sending this invoice to a customer.</div>` : ''}
${seller ? partiesHtml(r, seller, o.recipient) : ''}
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
  // The time of supply (GST Act s9(1)), when it is not the invoice's date: a payment before it was issued.
  ...(gst && r.supply_date && r.supply_date !== r.issued_date ? [['Date of supply', esc(f.date(r.supply_date))] as [string, string]] : []),
  ['Due date', `<strong>${esc(f.date(r.due_date))}</strong>`],
  ...(r.paid_date ? [['Paid date', esc(f.date(r.paid_date))] as [string, string]] : []),
  ['Amount', `<strong>${esc(f.amount(r.amount, r.currency))}</strong>`],
  ...(r.payment_terms ? [['Payment terms', esc(r.payment_terms)] as [string, string]] : []),
])}
${linesTable(r, o.lines, gst, f)}
${totalsTable(r, o.lines, gst, registered, f)}
${gst ? taxNotes(r, o.lines, f) : ''}
${seller ? paymentHtml(r, seller) : ''}
${r.notes ? `<h2>Notes</h2><p>${multiline(r.notes)}</p>` : ''}
${internal ? nzdSection(r, f) : ''}`;
  const title = `${registered ? 'Tax Invoice' : 'Invoice'} ${label}`;
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
