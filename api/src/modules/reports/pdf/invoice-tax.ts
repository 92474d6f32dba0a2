import { BASE_CURRENCY, Exact, GST_TREATMENT_LABELS, minorDigits, roundToMinor, zeroRatedStatement, type InvoiceLine } from '@keafx/schema';
import type { ExportRow } from '../reports.sql';
import { esc, table, type PdfFormat } from './html';

/**
 * What a tax invoice says about what was supplied and its GST (issue 27, item 7; GST Act s19F to
 * s19N, s11 and s11A, s77(1)): the lines, the subtotal, the GST per treatment, the total, whether
 * the prices include GST, the zero-rating statement, and, once the supply's rate is frozen, the NZD
 * equivalent and the GST in NZD at it with the rate's source, type and date. A seller who is not
 * registered and charges none shows the lines and the total only: no GST anywhere.
 */

/** The invoice's figures as the template reads them (the export row's, amounts rounded to the currency). */
type TaxRow = Pick<
  ExportRow,
  | 'currency'
  | 'amount'
  | 'subtotal'
  | 'gst_amount'
  | 'zero_rated_amount'
  | 'exempt_amount'
  | 'prices_include_gst'
  | 'supply_rate'
  | 'supply_rate_source'
  | 'supply_rate_type'
  | 'supply_rate_date'
  | 'gst_nzd'
  | 'export_kind'
>;

/** Whether GST is part of this invoice at all: the seller is registered, or a line says how GST applies to it. */
export function showsGst(lines: readonly InvoiceLine[], gstRegistered: boolean): boolean {
  return gstRegistered || lines.some((l) => l.gstTreatment !== 'no_gst');
}

/** A decimal as it stands, trailing zeros dropped ("2.0000" → "2", "1.7245000000" → "1.7245"). */
const plain = (value: string): string => new Exact(value).toFixed();

/**
 * The lines table: description (wrapping, line breaks kept), quantity, unit price, the GST
 * treatment when GST applies, and the line total rounded to the currency. Its header row repeats
 * on every page a long invoice runs to (a thead prints so in Chromium), and a row never splits.
 */
export function linesTable(r: TaxRow, lines: readonly InvoiceLine[], gst: boolean, f: PdfFormat): string {
  const digits = minorDigits(r.currency);
  const price = (v: string): string => f.num(v, Math.max(digits, new Exact(v).decimalPlaces()));
  const description = (l: InvoiceLine): string =>
    l.description ? l.description.split('\n').map(esc).join('<br>') : '<span class="muted">(no description)</span>';
  return `<div class="lines">${table<InvoiceLine>(
    [
      { head: 'Description', cell: description },
      { head: 'Quantity', cell: (l) => esc(f.text(plain(l.quantity))), num: true },
      { head: `Unit price (${r.currency})`, cell: (l) => esc(price(l.unitPrice)), num: true },
      ...(gst ? [{ head: 'GST', cell: (l: InvoiceLine) => esc(GST_TREATMENT_LABELS[l.gstTreatment]) }] : []),
      { head: `Amount (${r.currency})`, cell: (l) => esc(f.num(roundToMinor(l.lineTotal, r.currency), digits)), num: true },
    ],
    [...lines],
  )}</div>`;
}

/**
 * The totals under the lines. With GST: the subtotal, one row per treatment the lines use ("GST
 * 15% on NZD 1,150.00", zero-rated and exempt supplies with their totals), the total GST when
 * there is more than one, and the total ("Total including GST" for a registered seller charging
 * 15%). Without: the total only. Each figure is the invoice's own, rounded once when it was stored.
 */
export function totalsTable(r: TaxRow, lines: readonly InvoiceLine[], gst: boolean, registered: boolean, f: PdfFormat): string {
  const money = (v: Exact | string | number): string => esc(f.amount(v, r.currency));
  const rows: [string, string][] = [];
  const has = (t: InvoiceLine['gstTreatment']): boolean => lines.some((l) => l.gstTreatment === t);
  if (gst) {
    rows.push(['Subtotal', money(r.subtotal)]);
    const untaxed = roundToMinor(
      lines.filter((l) => l.gstTreatment === 'no_gst').reduce((sum, l) => sum.add(l.lineTotal), new Exact(0)),
      r.currency,
    );
    // The standard-rated supplies excluding GST: what the subtotal holds beyond the other treatments' parts.
    const standardBase = new Exact(r.subtotal).sub(r.zero_rated_amount).sub(r.exempt_amount).sub(untaxed);
    const parts: [string, string][] = [];
    if (has('standard')) parts.push([`${esc(GST_TREATMENT_LABELS.standard)} on ${money(standardBase)}`, money(r.gst_amount)]);
    if (has('zero_rated')) parts.push([`Zero-rated supplies (GST 0%) of ${money(r.zero_rated_amount)}`, money(0)]);
    if (has('exempt')) parts.push([`Exempt supplies (no GST) of ${money(r.exempt_amount)}`, money(0)]);
    rows.push(...parts);
    if (parts.length > 1) rows.push(['Total GST', money(r.gst_amount)]);
  }
  const total = registered && has('standard') ? 'Total including GST' : 'Total';
  rows.push([`<strong>${total}</strong>`, `<strong>${money(r.amount)}</strong>`]);
  return `<table class="totals"><tbody>${rows.map(([k, v]) => `<tr><td>${k}</td><td class="num">${v}</td></tr>`).join('')}</tbody></table>`;
}

/**
 * The statements a tax invoice makes below its totals: whether prices include GST (when 15% is
 * charged), the zero-rating statement (when a line is zero-rated) and, for an invoice in another
 * currency whose supply rate is frozen, its NZD equivalent and GST in NZD at that rate with the
 * rate's source, type and date (GST Act s77(1)). A draft has no frozen rate, so it says nothing in NZD.
 */
export function taxNotes(r: TaxRow, lines: readonly InvoiceLine[], f: PdfFormat): string {
  const notes: string[] = [];
  if (lines.some((l) => l.gstTreatment === 'standard')) notes.push(r.prices_include_gst ? 'Prices include GST.' : 'Prices exclude GST.');
  // The invoice says what it exported: services to a non-resident (s11A(1)(k)) or goods (s11).
  if (lines.some((l) => l.gstTreatment === 'zero_rated'))
    notes.push(`${zeroRatedStatement(r.export_kind === 'goods' ? 'goods' : 'services')}.`);
  if (r.currency !== BASE_CURRENCY && r.supply_rate) {
    const rate = f.text(plain(r.supply_rate));
    const provenance = [r.supply_rate_source ?? 'unknown source', r.supply_rate_type ?? 'spot', f.date(r.supply_rate_date)].join(', ');
    notes.push(
      `NZD equivalent: ${f.nzd(new Exact(r.amount).mul(r.supply_rate))} at ${rate} NZD per ${r.currency} (${provenance}).`,
      `GST in NZD: ${f.nzd(r.gst_nzd ?? new Exact(r.gst_amount).mul(r.supply_rate))}.`,
    );
  }
  return notes.length ? `<div class="tax-notes">${notes.map((n) => `<p>${esc(n)}</p>`).join('')}</div>` : '';
}
