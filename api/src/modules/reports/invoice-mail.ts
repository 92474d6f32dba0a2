import { createHash } from 'node:crypto';
import {
  defaultInvoiceMessage,
  defaultInvoiceSubject,
  formatDate,
  INVOICE_MAILS_PER_DAY,
  invoiceLabel,
  type EmailInvoiceCommand,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import type { Row } from '../../database/rows';
import { sql, theRow } from '../../database/sql';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import type { InvoicesService } from '../invoices';
import type { ExportsService } from './exports.service';
import type { Mailer } from './jobs/mailer';

/** One e-mail of an invoice, as its history keeps it. */
export interface InvoiceEmailRecord {
  id: string;
  invoiceNumber: number;
  to: string;
  cc: string[];
  subject: string;
  message: string;
  attachmentName: string;
  attachmentSha256: string;
  sentBy: string;
  sentAt: Date;
}

/** An invoice_emails row as read (tables.generated.ts). */
type EmailRow = Omit<Row<'invoice_emails'>, 'owner_id' | 'invoice_id'>;

const COLUMNS = 'id, invoice_number, to_address, cc, subject, message, attachment_name, attachment_sha256, sent_by, sent_at';

const toRecord = (r: EmailRow): InvoiceEmailRecord => ({
  id: String(r.id),
  invoiceNumber: r.invoice_number,
  to: r.to_address,
  cc: r.cc,
  subject: r.subject,
  message: r.message,
  attachmentName: r.attachment_name,
  attachmentSha256: r.attachment_sha256,
  sentBy: r.sent_by,
  sentAt: r.sent_at,
});

export const MAIL_NOT_SET_UP =
  'E-mail is not set up on this server (its administrator sets SMTP_URL). Download the PDF and send it from your own e-mail meanwhile.';
export const MAIL_REFUSED = 'The mail server did not take the message, so nothing was sent. Please try again in a few minutes.';

/**
 * Invoices e-mailed to their customers: the PDF attached (the same file Export PDF makes), the
 * subject and message the sender wrote or the defaults, replies to the owner. A draft is sent
 * (booked at today's rate) once its e-mail has gone. Each e-mail is kept and audited.
 */
export class InvoiceMailService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly exportsService: ExportsService,
    private readonly invoices: InvoicesService,
    private readonly mailer: Mailer | null,
    /** The owner's own e-mail, where a customer's reply goes. */
    private readonly replyTo: (ownerId: string) => Promise<string | null>,
    private readonly log: Logger,
  ) {}

  /** Whether this server can send mail at all (SMTP_URL set). */
  get enabled(): boolean {
    return this.mailer !== null;
  }

  /** The e-mails of one invoice, newest first; another owner's invoice is InvoiceNotFoundError. */
  async history(ctx: ServiceContext, id: number): Promise<InvoiceEmailRecord[]> {
    const invoice = await this.invoices.get(ctx, id);
    const rows = await sql<EmailRow>(
      this.ds,
      `SELECT ${COLUMNS} FROM invoice_emails WHERE owner_id = $1 AND invoice_id = $2 ORDER BY sent_at DESC, id DESC`,
      [ctx.user.id, invoice.id],
    );
    return rows.map(toRecord);
  }

  /**
   * What an e-mail of invoice `id` would say unless the sender writes otherwise: to the invoice's
   * customer e-mail, the default subject and message, and whether this server can send mail.
   */
  async draft(ctx: ServiceContext, id: number): Promise<{ enabled: boolean; to: string; subject: string; message: string }> {
    const current = await this.invoices.get(ctx, id);
    const { subject, message } = await this.defaults(ctx, current);
    return { enabled: this.enabled, to: current.customerEmail, subject, message };
  }

  /** The default subject and message of an invoice's e-mail, from the owner's business name and formats. */
  private async defaults(
    ctx: ServiceContext,
    invoice: { number: number; amount: string; currency: string; dueDate: string; counterparty: string },
  ): Promise<{ sender: string; subject: string; message: string }> {
    const seller = await this.exportsService.sellerOf(ctx);
    const fmt = await this.exportsService.formatFor(ctx);
    const sender = seller?.tradingName || seller?.companyName || '';
    const mailed = { ...invoice, currency: invoice.currency.trim() };
    return {
      sender,
      subject: defaultInvoiceSubject(mailed, sender),
      message: defaultInvoiceMessage(mailed, sender, formatDate(invoice.dueDate, fmt.dateFormat)),
    };
  }

  /** E-mails invoice `id` (the owner's number) to its customer; see the class. */
  async email(ctx: ServiceContext, id: number, command: EmailInvoiceCommand): Promise<InvoiceEmailRecord> {
    const mailer = this.mailer;
    if (!mailer) throw new AppError('CONFLICT', MAIL_NOT_SET_UP);
    const current = await this.invoices.get(ctx, id);
    if (current.writtenOff) throw new AppError('CONFLICT', 'A written-off invoice cannot be e-mailed; restore it first.', { field: 'id' });
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(
      this.ds,
      "SELECT count(*)::int AS n FROM invoice_emails WHERE owner_id = $1 AND sent_at > $2::timestamptz - interval '1 day'",
      [ctx.user.id, ctx.clock.now()],
    );
    if (n >= INVOICE_MAILS_PER_DAY)
      throw new AppError('TOO_MANY_REQUESTS', `You can e-mail at most ${INVOICE_MAILS_PER_DAY} invoices a day; try again tomorrow.`, {
        retryAfterSeconds: 3600,
      });
    const { file } = await this.exportsService.invoicePdfToMail(ctx, id);
    const defaults = await this.defaults(ctx, current);
    const sender = defaults.sender;
    const subject = command.subject ?? defaults.subject;
    const message = command.message ?? defaults.message;
    const cc = command.cc ?? [];
    try {
      await mailer.send({
        to: command.to,
        cc,
        replyTo: (await this.replyTo(ctx.user.id)) ?? undefined,
        fromName: sender || undefined,
        subject,
        text: message,
        attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
      });
    } catch (e) {
      this.log.warn('invoice e-mail refused by the mail server', { error: e instanceof Error ? e.message : String(e) });
      throw new AppError('SERVICE_UNAVAILABLE', MAIL_REFUSED, { retryAfterSeconds: 60 });
    }
    // Gone: a draft is now sent (booked at today's rate, audited by the invoices module). The mail
    // has left either way, so a send that fails (sent meanwhile by someone else) must not lose its record.
    if (current.status === 'draft')
      await this.invoices
        .send(ctx, id)
        .catch((e: unknown) =>
          this.log.warn('an e-mailed draft could not be marked sent', { error: e instanceof Error ? e.message : String(e) }),
        );
    const sha256 = createHash('sha256').update(file.body).digest('hex');
    return this.ds.transaction(async (m) => {
      const rows = await sql<EmailRow>(
        m,
        `INSERT INTO invoice_emails (owner_id, invoice_id, invoice_number, to_address, cc, subject, message, attachment_name,
           attachment_sha256, sent_by, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
        [
          ctx.user.id,
          current.id,
          current.number,
          command.to,
          cc,
          subject,
          message,
          file.fileName,
          sha256,
          actorOf(ctx).label,
          ctx.clock.now(),
        ],
      );
      const record = toRecord(theRow(rows, 'the e-mail record'));
      await this.audit.record(m, ctx.user.id, actorOf(ctx), ctx.clock.now(), [
        {
          entityType: 'invoice',
          entityId: current.id,
          action: 'invoice.emailed',
          message: `E-mailed invoice ${invoiceLabel(current.number)} to ${command.to}${cc.length ? ` (cc ${cc.join(', ')})` : ''}: ${subject}`,
          after: { to: command.to, cc, subject, attachment: file.fileName, sha256 },
        },
      ]);
      return record;
    });
  }
}
