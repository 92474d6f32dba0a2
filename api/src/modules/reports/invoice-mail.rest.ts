import { EMAIL_INVOICE } from '@keafx/schema';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { answers, withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import { dateTime } from '../../http/shapes';
import { parseInvoiceId } from '../invoices';
import type { InvoiceEmailRecord, InvoiceMailService } from './invoice-mail';

/** One e-mail of an invoice over REST. */
export const INVOICE_EMAIL_REST = z.object({
  id: z.string(),
  invoice_number: z.number().int(),
  to: z.string(),
  cc: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  attachment: z.string().meta({ description: 'The PDF attached' }),
  attachment_sha256: z.string().meta({ description: "The attached PDF's SHA-256" }),
  sent_by: z.string(),
  sent_at: dateTime,
  reminder: z.number().int().nullable().meta({ description: 'Which overdue reminder it was (1, 2, ...); null for the invoice itself' }),
});

export function invoiceEmailToRest(e: InvoiceEmailRecord): z.infer<typeof INVOICE_EMAIL_REST> {
  return {
    id: e.id,
    invoice_number: e.invoiceNumber,
    to: e.to,
    cc: e.cc,
    subject: e.subject,
    message: e.message,
    attachment: e.attachmentName,
    attachment_sha256: e.attachmentSha256,
    sent_by: e.sentBy,
    sent_at: e.sentAt.toISOString(),
    reminder: e.reminder,
  };
}

const byId = (req: Request): number => parseInvoiceId(req.params.id);

/**
 * /me/invoices/{id}/emails: e-mail an invoice to its customer (the PDF attached) and its e-mail
 * history. Mounted before the invoices router, whose /invoices/{id}/{action} would take the path.
 */
export function invoiceMailRouter(mail: InvoiceMailService, clock: Clock): Router {
  const r = Router();
  r.get(
    '/invoices/:id/emails',
    answers({ summary: "An invoice's e-mails to its customer, newest first", schema: z.array(INVOICE_EMAIL_REST) }, async (req, res) => {
      res.json((await mail.history(contextOf(req, clock), byId(req))).map(invoiceEmailToRest));
    }),
  );
  r.post(
    '/invoices/:id/emails',
    answers(
      {
        summary: 'E-mail the invoice to its customer with its PDF attached (a draft is then sent); 409 when mail is not set up',
        status: 201,
        errors: [409, 429],
        schema: INVOICE_EMAIL_REST,
      },
      withBody(
        EMAIL_INVOICE.rest,
        async (req, res, body, id: number) => {
          res.status(201).json(invoiceEmailToRest(await mail.email(contextOf(req, clock), id, body)));
        },
        undefined,
        byId,
      ),
    ),
  );
  return r;
}
