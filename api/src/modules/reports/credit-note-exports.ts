import { creditNoteLabel, invoiceLabel } from '@keafx/schema';
import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { sqlNamed } from '../../database/sql';
import { answers } from '../../http/command';
import { contextOf } from '../../http/request';
import type { ServiceContext } from '../../request-context';
import type { CreditNotesService, InvoicesService } from '../invoices';
import { InvoiceNotFoundError, parseCreditNoteNumber } from '../invoices';
import { PDF_TYPE, type ExportFile, type ExportsService } from './exports.service';
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
    private readonly files: Pick<ExportsService, 'audited' | 'formatFor' | 'sellerOf'>,
    private readonly invoices: Pick<InvoicesService, 'get' | 'taxOf'>,
    private readonly creditNotes: Pick<CreditNotesService, 'get'>,
  ) {}

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

/** GET /me/credit-notes/{id}/export/pdf. Mounted behind requireUser. */
export function creditNoteExportRouter(notes: CreditNoteExports, clock: Clock): Router {
  const r = Router();
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
