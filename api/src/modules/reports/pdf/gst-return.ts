import { GST_BOX_LABELS, GST_BOX_NUMBERS, GST_UNRATED_NOTE, gstFrequencyWords, minorDigits, type GstBoxNumber } from '@keafx/schema';
import type { GstReturnAnswer, GstReturnSupply } from '../gst-return';
import { esc, table, type PdfFormat } from './html';

const nzdCell = (f: PdfFormat, v: string | null): string => (v === null ? '' : esc(f.num(v)));

/** The GST return's banner: the period, how many supplies, and the GST on sales. */
export function gstReturnBanner(g: GstReturnAnswer, f: PdfFormat): string {
  const count = g.suppliesTotal;
  return `<div class="banner">GST period ${esc(f.date(g.from))} to ${esc(f.date(g.to))} (${esc(gstFrequencyWords(g.frequency))}): ${count} ${count === 1 ? 'supply' : 'supplies'}; GST on sales (box 10) <strong>${esc(f.nzd(g.box10))}</strong>.</div>`;
}

/**
 * The GST return as a PDF section: boxes 5 to 10 as IR's form lays them out, then the supplies
 * behind them (each with the boxes it feeds and its NZD in each) and those left out for want of a
 * rate.
 */
export function gstReturnSection(g: GstReturnAnswer, f: PdfFormat): string {
  const boxes = table(
    [
      { head: 'Box', cell: (n: GstBoxNumber) => String(n), num: true },
      { head: 'Description', cell: (n) => esc(GST_BOX_LABELS[n]) },
      { head: 'NZD', cell: (n) => `<strong>${esc(f.num(g[`box${n}`]))}</strong>`, num: true },
    ],
    [...GST_BOX_NUMBERS],
  );
  const supplies =
    g.supplies.length === 0
      ? '<p class="muted">No supplies in this GST period: every box is NZD 0.00.</p>'
      : table(
          [
            { head: 'Supply date', cell: (s: GstReturnSupply) => esc(f.date(s.supplyDate)) },
            {
              head: 'Number',
              cell: (s) => `${esc(s.label)}${s.invoiceLabel ? `<br><span class="muted">on ${esc(s.invoiceLabel)}</span>` : ''}`,
            },
            { head: 'Customer', cell: (s) => esc(s.customer) },
            { head: 'Amount', cell: (s) => esc(`${s.currency} ${f.num(s.total, minorDigits(s.currency))}`), num: true },
            { head: 'GST', cell: (s) => esc(f.num(s.gst, minorDigits(s.currency))), num: true },
            { head: 'Rate', cell: (s) => esc(f.text(s.rate)), num: true },
            { head: 'Boxes', cell: (s) => esc(s.boxes.join(', ')) },
            { head: 'Box 5', cell: (s) => nzdCell(f, s.box5Nzd), num: true },
            { head: 'Box 6', cell: (s) => nzdCell(f, s.box6Nzd), num: true },
            { head: 'Box 9', cell: (s) => nzdCell(f, s.box9Nzd), num: true },
          ],
          g.supplies,
        );
  const unrated =
    g.withoutRate.length === 0
      ? ''
      : `<h2>Not counted</h2><p class="muted">${esc(GST_UNRATED_NOTE)}.</p>${table(
          [
            { head: 'Supply date', cell: (s: GstReturnAnswer['withoutRate'][number]) => esc(f.date(s.supplyDate)) },
            { head: 'Number', cell: (s) => esc(s.label) },
            { head: 'Customer', cell: (s) => esc(s.customer) },
            { head: 'Amount', cell: (s) => esc(`${s.currency} ${f.num(s.total, minorDigits(s.currency))}`), num: true },
          ],
          g.withoutRate,
        )}`;
  return `<h2>Sales and income (GST101A, boxes 5 to 10)</h2>
${boxes}
<h2>Supplies behind the boxes</h2>
<p class="muted">Invoices by their time of supply and credit notes by the day they were issued, each converted to NZD at its own frozen time-of-supply rate and rounded to the cent once; box 9 gives back the credit notes' GST.</p>
${supplies}
${unrated}`;
}
