import { createHash } from 'node:crypto';
import {
  defaultInvoiceMessage,
  defaultInvoiceSubject,
  formatDate,
  INVOICE_MAILS_PER_DAY,
  invoiceLabel,
  reminderMessage,
  reminderSubject,
  type EmailInvoiceCommand,
} from '@keafx/schema';
import type { DataSource, EntityManager } from 'typeorm';
import type { Row } from '../../database/rows';
import { sql, theRow } from '../../database/sql';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import type { InvoiceRecord, InvoicesService } from '../invoices';
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
  /** Which overdue reminder it was (1, 2, ...); null for the invoice itself. */
  reminder: number | null;
}

/** What goes out: to whom, the words, and which reminder it is (null: the invoice itself). */
interface Outgoing {
  to: string;
  cc: string[];
  subject: string;
  message: string;
  sender: string;
  reminder: number | null;
}

/** An invoice_emails row as read (tables.generated.ts). */
type EmailRow = Omit<Row<'invoice_emails'>, 'owner_id' | 'invoice_id'>;

const COLUMNS = 'id, invoice_number, to_address, cc, subject, message, attachment_name, attachment_sha256, sent_by, sent_at, reminder';

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
  reminder: r.reminder,
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
    if (!this.mailer) throw new AppError('CONFLICT', MAIL_NOT_SET_UP);
    const current = await this.invoices.get(ctx, id);
    if (current.writtenOff) throw new AppError('CONFLICT', 'A written-off invoice cannot be e-mailed; restore it first.', { field: 'id' });
    if ((await this.sentToday(ctx)) >= INVOICE_MAILS_PER_DAY)
      throw new AppError('TOO_MANY_REQUESTS', `You can e-mail at most ${INVOICE_MAILS_PER_DAY} invoices a day; try again tomorrow.`, {
        retryAfterSeconds: 3600,
      });
    const defaults = await this.defaults(ctx, current);
    const outgoing: Outgoing = {
      to: command.to,
      cc: command.cc ?? [],
      subject: command.subject ?? defaults.subject,
      message: command.message ?? defaults.message,
      sender: defaults.sender,
      reminder: null,
    };
    const sent = await this.deliver(ctx, current, outgoing);
    // Gone: a draft is now sent (booked at today's rate, audited by the invoices module). The mail
    // has left either way, so a send that fails (sent meanwhile by someone else) must not lose its record.
    if (current.status === 'draft')
      await this.invoices
        .send(ctx, id)
        .catch((e: unknown) =>
          this.log.warn('an e-mailed draft could not be marked sent', { error: e instanceof Error ? e.message : String(e) }),
        );
    return this.ds.transaction((m) => this.keep(m, ctx, current, outgoing, sent));
  }

  /**
   * Sends reminder `reminder` of an overdue invoice to its customer e-mail, `daysOverdue` days late
   * (the reminder sweep's; ctx is the system acting for the owner). Once per reminder number, however
   * many sweeps run at once: the send holds a lock on the invoice's reminders and the record of it
   * commits with it. Answers whether it went; a mail server that refuses it throws.
   */
  async remind(ctx: ServiceContext, invoice: InvoiceRecord, reminder: number, daysOverdue: number): Promise<boolean> {
    if (!this.mailer || !invoice.customerEmail) return false;
    if ((await this.sentToday(ctx)) >= INVOICE_MAILS_PER_DAY) return false;
    return this.ds.transaction(async (m) => {
      const [lock] = await sql<{ got: boolean }>(m, 'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS got', [`reminders:${invoice.id}`]);
      if (!lock?.got) return false;
      const [done] = await sql(m, 'SELECT 1 FROM invoice_emails WHERE owner_id = $1 AND invoice_id = $2 AND reminder = $3', [
        ctx.user.id,
        invoice.id,
        reminder,
      ]);
      if (done) return false;
      const seller = await this.exportsService.sellerOf(ctx);
      const fmt = await this.exportsService.formatFor(ctx);
      const sender = seller?.tradingName || seller?.companyName || '';
      const mailed = { ...invoice, currency: invoice.currency.trim() };
      const outgoing: Outgoing = {
        to: invoice.customerEmail,
        cc: [],
        subject: reminderSubject(mailed, sender),
        message: reminderMessage(mailed, sender, formatDate(invoice.dueDate, fmt.dateFormat), daysOverdue),
        sender,
        reminder,
      };
      const sent = await this.deliver(ctx, invoice, outgoing);
      await this.keep(m, ctx, invoice, outgoing, sent);
      return true;
    });
  }

  /** How many invoice e-mails the owner sent in the last 24 hours. */
  private async sentToday(ctx: ServiceContext): Promise<number> {
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(
      this.ds,
      "SELECT count(*)::int AS n FROM invoice_emails WHERE owner_id = $1 AND sent_at > $2::timestamptz - interval '1 day'",
      [ctx.user.id, ctx.clock.now()],
    );
    return n;
  }

  /** Sends `outgoing` with the invoice's PDF attached (the customer's copy); answers the file's name and SHA-256. */
  private async deliver(ctx: ServiceContext, invoice: InvoiceRecord, outgoing: Outgoing): Promise<{ fileName: string; sha256: string }> {
    const mailer = this.mailer;
    if (!mailer) throw new AppError('CONFLICT', MAIL_NOT_SET_UP);
    const { file } = await this.exportsService.invoicePdfToMail(ctx, invoice.number);
    try {
      await mailer.send({
        to: outgoing.to,
        cc: outgoing.cc,
        replyTo: (await this.replyTo(ctx.user.id)) ?? undefined,
        fromName: outgoing.sender || undefined,
        subject: outgoing.subject,
        text: outgoing.message,
        attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
      });
    } catch (e) {
      this.log.warn('invoice e-mail refused by the mail server', { error: e instanceof Error ? e.message : String(e) });
      throw new AppError('SERVICE_UNAVAILABLE', MAIL_REFUSED, { retryAfterSeconds: 60 });
    }
    return { fileName: file.fileName, sha256: createHash('sha256').update(file.body).digest('hex') };
  }

  /** Keeps the record of an e-mail that went, and audits it, in `m`'s transaction. */
  private async keep(
    m: EntityManager,
    ctx: ServiceContext,
    invoice: InvoiceRecord,
    outgoing: Outgoing,
    sent: { fileName: string; sha256: string },
  ): Promise<InvoiceEmailRecord> {
    const now = ctx.clock.now();
    const rows = await sql<EmailRow>(
      m,
      `INSERT INTO invoice_emails (owner_id, invoice_id, invoice_number, to_address, cc, subject, message, attachment_name,
         attachment_sha256, sent_by, sent_at, reminder)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
      [
        ctx.user.id,
        invoice.id,
        invoice.number,
        outgoing.to,
        outgoing.cc,
        outgoing.subject,
        outgoing.message,
        sent.fileName,
        sent.sha256,
        actorOf(ctx).label,
        now,
        outgoing.reminder,
      ],
    );
    const record = toRecord(theRow(rows, 'the e-mail record'));
    const label = invoiceLabel(invoice.number);
    const cc = outgoing.cc.length ? ` (cc ${outgoing.cc.join(', ')})` : '';
    await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
      outgoing.reminder === null
        ? {
            entityType: 'invoice',
            entityId: invoice.id,
            action: 'invoice.emailed',
            message: `E-mailed invoice ${label} to ${outgoing.to}${cc}: ${outgoing.subject}`,
            after: { to: outgoing.to, cc: outgoing.cc, subject: outgoing.subject, attachment: sent.fileName, sha256: sent.sha256 },
          }
        : {
            entityType: 'invoice',
            entityId: invoice.id,
            action: 'invoice.reminder_sent',
            message: `Sent overdue reminder ${outgoing.reminder} of invoice ${label} to ${outgoing.to}`,
            after: {
              to: outgoing.to,
              reminder: outgoing.reminder,
              subject: outgoing.subject,
              attachment: sent.fileName,
              sha256: sent.sha256,
            },
          },
    ]);
    return record;
  }
}
