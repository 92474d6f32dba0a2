import { BASE_CURRENCY, creditNoteLabel, Exact, invoiceLabel, roundToMinor, type InvoiceLine } from '@keafx/schema';
import type { CreditNoteRecord } from '../../invoices';
import type { ExportRow } from '../reports.sql';
import { documentHtml, esc, keyValues, pdfFormat, type PdfFormat } from './html';
import { partiesHtml, sellerBrand, type InvoicePdfOptions, type Seller } from './invoice';
import { linesTable, showsGst, totalsTable } from './invoice-tax';

/** How to draw a credit note: the owner's document to their customer, as the invoice's customer copy is. */
export interface CreditNotePdfOptions {
  format?: PdfFormat;
  seller?: Seller;
  recipient?: InvoicePdfOptions['recipient'];
}

/**
 * A credit note (supply correction information, issue 27 item 5), titled "Credit Note": the seller
 * and the customer as on the invoice it corrects, its number, the invoice's number and date, its
 * own date and reason, what it credits line by line, the subtotal, GST given back and total, and
 * the GST adjustment in NZD at the invoice's time-of-supply rate with the rate's source, type and
 * date (the same rate the invoice's GST was converted at).
 */
export function creditNoteHtml(n: CreditNoteRecord, invoice: ExportRow, o: CreditNotePdfOptions): string {
  const f = o.format ?? pdfFormat();
  const seller = o.seller;
  const registered = seller?.gstRegistered ?? false;
  const lines: readonly InvoiceLine[] = n.lines;
  const gst = showsGst(lines, registered);
  const money = (v: string): string => roundToMinor(v, n.currency);
  const row = {
    currency: n.currency,
    amount: money(n.amount),
    subtotal: money(n.subtotal),
    gst_amount: money(n.gstAmount),
    zero_rated_amount: money(n.zeroRatedAmount),
    exempt_amount: money(n.exemptAmount),
    prices_include_gst: n.pricesIncludeGst,
    supply_rate: n.supplyRate,
    supply_rate_source: n.supplyRateSource,
    supply_rate_type: n.supplyRateType,
    supply_rate_date: n.supplyRateDate,
    gst_nzd: n.gstNzd,
    export_kind: invoice.export_kind,
  };
  const notes: string[] = [];
  if (gst && n.gstNzd !== null && n.supplyRate !== null) {
    const provenance = [n.supplyRateSource ?? 'unknown source', n.supplyRateType ?? 'spot', f.date(n.supplyRateDate)].join(', ');
    const at =
      n.currency === BASE_CURRENCY
        ? ''
        : ` at ${f.text(new Exact(n.supplyRate).toFixed())} NZD per ${n.currency} (${provenance}), the rate of ${invoiceLabel(n.invoiceNumber)}'s time of supply`;
    notes.push(`GST adjustment in NZD: ${f.nzd(n.gstNzd)}${at}.`);
  }
  if (gst && lines.some((l) => l.gstTreatment === 'standard'))
    notes.push(n.pricesIncludeGst ? 'Prices include GST.' : 'Prices exclude GST.');
  const label = creditNoteLabel(n.number);
  const body = `
${seller ? partiesHtml(invoice, seller, o.recipient) : ''}
${keyValues([
  ['Credit note number', `<strong>${esc(label)}</strong>`],
  ['Corrects invoice', `${esc(invoiceLabel(n.invoiceNumber))}, issued ${esc(f.date(invoice.issued_date))}`],
  ['Date', esc(f.date(n.issuedDate))],
  ['Reason', n.reason.split('\n').map(esc).join('<br>')],
  ['Amount credited', `<strong>${esc(f.amount(n.amount, n.currency))}</strong>`],
])}
${linesTable(row, lines, gst, f)}
${totalsTable(row, lines, gst, registered, f)}
${notes.length ? `<div class="tax-notes">${notes.map((t) => `<p>${esc(t)}</p>`).join('')}</div>` : ''}`;
  return documentHtml(`Credit Note ${label}`, `Issued ${f.date(n.issuedDate)}`, body, { currency: n.currency, brand: sellerBrand(seller) });
}
