import { creditNoteLabel, invoiceLabel, ISSUE_CREDIT_NOTE, LIST_CREDIT_NOTES } from '@keafx/schema';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { answers, withBody, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import { dateTime, isoDate } from '../../http/shapes';
import { parseCreditNoteNumber } from './credit-note-params';
import type { CreditNoteRecord, CreditNotesService } from './credit-notes';
import { parseInvoiceId } from './invoice-params';
import { LINE_REST, lineToRest, SUPPLY_RATE_REST, supplyRateToRest } from './invoice-rest';

/** A credit note in REST's shape: its number (CN-0001 is 1), the invoice it corrects, its lines and the GST adjustment in NZD. */
export const CREDIT_NOTE_REST = z.strictObject({
  id: z.number().int().meta({ description: "The credit note's number, the owner's own (1 is CN-0001)" }),
  credit_note_number: z.string().meta({ description: 'As shown: CN-0001' }),
  invoice_id: z.number().int().meta({ description: 'The invoice it corrects: its id, the owner invoice number' }),
  invoice_number: z.string().meta({ description: 'As shown: INV-0001' }),
  date: isoDate,
  reason: z.string(),
  currency: z.string(),
  prices_include_gst: z.boolean(),
  subtotal: z.number(),
  gst_amount: z.number(),
  amount: z.number().meta({ description: "What it takes off the invoice's outstanding amount, including GST" }),
  gst_nzd: z
    .number()
    .nullable()
    .meta({ description: "The GST adjustment in NZD at the invoice's time-of-supply rate (null when it had none)" }),
  supply_rate: SUPPLY_RATE_REST.meta({ description: "The invoice's time-of-supply rate, which the adjustment is converted at" }),
  lines: z.array(LINE_REST),
  created_at: dateTime,
});

export function creditNoteToRest(c: CreditNoteRecord): z.infer<typeof CREDIT_NOTE_REST> {
  return {
    id: c.number,
    credit_note_number: creditNoteLabel(c.number),
    invoice_id: c.invoiceNumber,
    invoice_number: invoiceLabel(c.invoiceNumber),
    date: c.issuedDate,
    reason: c.reason,
    currency: c.currency,
    prices_include_gst: c.pricesIncludeGst,
    subtotal: Number(c.subtotal),
    gst_amount: Number(c.gstAmount),
    amount: Number(c.amount),
    gst_nzd: c.gstNzd === null ? null : Number(c.gstNzd),
    supply_rate: supplyRateToRest(c),
    lines: c.lines.map(lineToRest),
    created_at: c.createdAt.toISOString(),
  };
}

/** POST and GET /me/invoices/{id}/credit-notes, GET /me/credit-notes and /me/credit-notes/{id}. Mounted behind requireUser, before the invoices router. */
export function creditNotesRouter(notes: CreditNotesService, clock: Clock): Router {
  const r = Router();
  r.post(
    '/invoices/:id/credit-notes',
    answers(
      {
        summary: 'Issue a credit note against a sent invoice (part or all of what is outstanding)',
        status: 201,
        errors: [409],
        schema: CREDIT_NOTE_REST,
      },
      withBody(
        ISSUE_CREDIT_NOTE.rest,
        async (req: Request, res, command) => {
          const note = await notes.issue(contextOf(req, clock), parseInvoiceId(req.params.id), command);
          res.status(201).location(`/me/credit-notes/${note.number}`).json(creditNoteToRest(note));
        },
        () => clock.today(),
      ),
    ),
  );
  r.get(
    '/invoices/:id/credit-notes',
    answers({ summary: "An invoice's credit notes, oldest first", schema: z.array(CREDIT_NOTE_REST) }, async (req, res) => {
      res.json((await notes.ofInvoice(contextOf(req, clock), parseInvoiceId(req.params.id))).map(creditNoteToRest));
    }),
  );
  r.get(
    '/credit-notes',
    answers(
      {
        summary: "A page of the caller's credit notes, newest first (X-Has-More)",
        headers: ['X-Has-More'],
        schema: z.array(CREDIT_NOTE_REST),
      },
      withQuery(LIST_CREDIT_NOTES.rest, async (req, res, q) => {
        const page = await notes.list(contextOf(req, clock), q);
        res.set('X-Has-More', String(page.hasMore));
        res.json(page.items.map(creditNoteToRest));
      }),
    ),
  );
  r.get(
    '/credit-notes/:id',
    answers({ summary: 'One credit note by its number (1 is CN-0001)', schema: CREDIT_NOTE_REST }, async (req, res) => {
      res.json(creditNoteToRest(await notes.get(contextOf(req, clock), parseCreditNoteNumber(req.params.id))));
    }),
  );
  return r;
}
