import { creditNoteLabel, Exact, invoiceLabel, LIST_CREDIT_NOTES, roundToMinor } from '@keafx/schema';
import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { sql, sqlNamed } from '../../database/sql';
import { answers, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import type { ServiceContext } from '../../request-context';
import type { CreditNotesService, InvoicesService } from '../invoices';
import { InvoiceNotFoundError, parseCreditNoteNumber } from '../invoices';
import { csvDocument } from './csv';
import { CSV_TYPE, PDF_TYPE, type ExportFile, type ExportsService } from './exports.service';
import { creditNoteHtml } from './pdf/credit-note';
import { pdfFormat } from './pdf/html';
import { sellerName } from './pdf/invoice';
import type { PdfRenderer } from './pdf/pdf-renderer';
import { sendFile } from './reports.rest';
import { exportBatchSql, type ExportRow } from './reports.sql';

/**
 * A credit note as a PDF titled "Credit Note" (issue 27 item 5): the owner's document to their
 * customer, as an invoice's customer copy is (the seller's name in the footer, never the product's),
 * audited in the invoice's history like every export.
 */
export class CreditNoteExports {
  constructor(
    private readonly ds: DataSource,
    private readonly renderer: PdfRenderer,
    private readonly files: Pick<ExportsService, 'audited' | 'formatFor' | 'sellerOf' | 'footer'>,
    private readonly invoices: Pick<InvoicesService, 'get' | 'taxOf'>,
    private readonly creditNotes: Pick<CreditNotesService, 'get'>,
  ) {}

  /**
   * The owner's credit notes as one strict CSV table (credit_notes.csv), optionally issued within
   * from..to: each with the invoice it corrects, its customer, figures in the currency and the GST
   * adjustment in NZD with the rate's provenance. Audited.
   */
  async csv(caller: ServiceContext, range: { from?: string; to?: string }): Promise<ExportFile> {
    const rows = await sql<CreditNoteCsvRow>(
      this.ds,
      `SELECT c.number, i.number AS invoice_number, i.counterparty, c.issued_date, c.reason, trim(c.currency) AS currency,
              c.subtotal::text AS subtotal, c.gst_amount::text AS gst_amount, c.amount::text AS amount, c.gst_nzd::text AS gst_nzd,
              c.supply_rate::text AS supply_rate, c.supply_rate_source, c.supply_rate_type, c.supply_rate_date
         FROM credit_note_ledger c JOIN invoice_ledger i ON i.id = c.invoice_id AND i.owner_id = c.owner_id
        WHERE c.owner_id = $1 AND ($2::date IS NULL OR c.issued_date >= $2) AND ($3::date IS NULL OR c.issued_date <= $3)
        ORDER BY c.number LIMIT 100000`,
      [caller.user.id, range.from ?? null, range.to ?? null],
    );
    return this.files.audited(caller, 'Error exporting credit notes', async () => {
      const fmt = await this.files.formatFor(caller);
      const cells = rows.map((r) => [
        creditNoteLabel(r.number),
        invoiceLabel(r.invoice_number),
        r.counterparty,
        r.issued_date,
        r.reason,
        r.currency,
        roundToMinor(r.subtotal, r.currency),
        roundToMinor(r.gst_amount, r.currency),
        roundToMinor(r.amount, r.currency),
        r.gst_nzd ?? '',
        r.supply_rate === null ? '' : new Exact(r.supply_rate).toFixed(),
        r.supply_rate_source ?? '',
        r.supply_rate_type ?? '',
        r.supply_rate_date ?? '',
      ]);
      return {
        file: {
          fileName: 'credit_notes.csv',
          contentType: CSV_TYPE,
          body: Buffer.from(csvDocument(CREDIT_NOTE_CSV_HEADER, cells, this.files.footer(caller, fmt), fmt)),
        },
        event: {
          entityType: 'export',
          entityId: null,
          action: 'export.credit_notes_csv',
          message: `Exported ${rows.length.toLocaleString('en-NZ')} credit notes as CSV${range.from || range.to ? ` (${range.from ?? '…'} to ${range.to ?? '…'})` : ''}`,
        },
      };
    });
  }

  /** credit_note_{n}.pdf for the owner's credit note `number`; another owner's is CreditNoteNotFoundError (404). */
  async pdf(caller: ServiceContext, number: number): Promise<ExportFile> {
    const note = await this.creditNotes.get(caller, number);
    const [invoice] = await sqlNamed<ExportRow>(this.ds, exportBatchSql({ where: ['i.number = :number'], values: {} }), {
      owner: caller.user.id,
      today: caller.clock.today(),
      after: 0,
      batch: 1,
      number: note.invoiceNumber,
    });
    if (!invoice) throw new InvoiceNotFoundError(note.invoiceNumber);
    const label = creditNoteLabel(note.number);
    return this.files.audited(caller, `Error exporting credit note ${label}`, async () => {
      const [fmt, seller, [tax]] = await Promise.all([
        this.files.formatFor(caller),
        this.files.sellerOf(caller),
        this.invoices.taxOf(caller, [await this.invoices.get(caller, note.invoiceNumber)]),
      ]);
      const html = creditNoteHtml(note, invoice, { format: pdfFormat(fmt), seller, recipient: tax?.recipient });
      const body = await this.renderer.render(html, { footerText: [label, sellerName(seller)].filter(Boolean).join(' · ') });
      return {
        file: { fileName: `credit_note_${note.number}.pdf`, contentType: PDF_TYPE, body },
        event: {
          entityType: 'invoice',
          entityId: invoice.id,
          action: 'export.credit_note_pdf',
          message: `Exported credit note ${label} (against ${invoiceLabel(note.invoiceNumber)}) as PDF`,
        },
      };
    });
  }
}

interface CreditNoteCsvRow {
  number: number;
  invoice_number: number;
  counterparty: string;
  issued_date: string;
  reason: string;
  currency: string;
  subtotal: string;
  gst_amount: string;
  amount: string;
  gst_nzd: string | null;
  supply_rate: string | null;
  supply_rate_source: string | null;
  supply_rate_type: string | null;
  supply_rate_date: string | null;
}

/** The credit notes CSV's columns, in order. */
export const CREDIT_NOTE_CSV_HEADER = [
  'Credit Note #',
  'Invoice #',
  'Customer',
  'Date',
  'Reason',
  'Currency',
  'Subtotal',
  'GST',
  'Amount',
  'GST adjustment NZD',
  'Supply Rate (NZD per unit)',
  'Supply Rate Source',
  'Supply Rate Type',
  'Supply Rate Date',
];

/** GET /me/credit-notes/export/csv and /me/credit-notes/{id}/export/pdf. Mounted behind requireUser, before the credit notes router. */
export function creditNoteExportRouter(notes: CreditNoteExports, clock: Clock): Router {
  const r = Router();
  r.get(
    '/credit-notes/export/csv',
    answers(
      { summary: "The caller's credit notes as one CSV table (optionally ?from=&to=, by date)", media: ['text/csv'] },
      withQuery(LIST_CREDIT_NOTES.rest, async (req, res, q) => {
        sendFile(res, await notes.csv(contextOf(req, clock), { from: q.from, to: q.to }));
      }),
    ),
  );
  r.get(
    '/credit-notes/:id/export/pdf',
    answers(
      { summary: 'One credit note as a PDF titled "Credit Note", for the customer', media: ['application/pdf'] },
      async (req, res) => {
        sendFile(res, await notes.pdf(contextOf(req, clock), parseCreditNoteNumber(req.params.id)));
      },
    ),
  );
  return r;
}
