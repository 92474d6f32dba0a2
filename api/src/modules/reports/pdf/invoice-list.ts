import { INVOICE_VIEW_MEANING, invoiceLabel, invoiceListFilterText, type InvoiceListFilter } from '@keafx/schema';
import type { ExportRow } from '../reports.sql';
import { badge, documentHtml, esc, pdfFormat, table, type PdfFormat } from './html';

/**
 * The Invoices page's list as a PDF: the filters it was made under in its heading, then every
 * invoice they match (as the page orders them, newest number first) with its NZD at today's rate,
 * and the NZD total of them all (`totalNzd`: summed exact, rounded once by the caller).
 */
export function invoiceListHtml(
  rows: ExportRow[],
  filter: InvoiceListFilter,
  totalNzd: string,
  generatedAt: string,
  f: PdfFormat = pdfFormat(),
): string {
  const missing = [...new Set(rows.filter((r) => !r.current_rate).map((r) => r.currency))].sort();
  const count = `${rows.length.toLocaleString('en-NZ')} ${rows.length === 1 ? 'invoice' : 'invoices'}`;
  const body = `<div class="banner"><strong>${esc(count)}</strong>; ${esc(f.nzd(totalNzd))} at current rates. <span class="muted">${esc(INVOICE_VIEW_MEANING[filter.view])}</span></div>
${missing.map((c) => `<div class="warning">${esc(`No FX rate found for ${c}, using 1.0`)}</div>`).join('')}
${
  rows.length === 0
    ? '<div class="empty"><strong>No invoices match</strong><br><span class="muted">Nothing on the Invoices page matches these filters.</span></div>'
    : table(
        [
          { head: 'Invoice', cell: (r: ExportRow) => esc(invoiceLabel(r.number)) },
          { head: 'Company', cell: (r) => esc(r.counterparty) },
          { head: 'Amount', cell: (r) => esc(f.amount(r.amount, r.currency)), num: true },
          { head: 'Issued', cell: (r) => esc(f.date(r.issued_date)) },
          { head: 'Due', cell: (r) => esc(f.date(r.due_date)) },
          {
            head: 'Status',
            cell: (r) => badge(r.status.toUpperCase(), r.status) + (r.written_off ? ' (written off)' : r.archived ? ' (archived)' : ''),
          },
          { head: 'Amount (NZD)', cell: (r) => esc(f.num(r.nzd_current)), num: true },
        ],
        rows,
      )
}`;
  return documentHtml(`Invoices: ${invoiceListFilterText(filter)}`, `Generated ${generatedAt}`, body);
}
