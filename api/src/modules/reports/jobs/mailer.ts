import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One message: `fromName` shows whom it is from (the configured address stays the sender), `replyTo` where answers go. */
export interface MailMessage {
  to: string;
  cc?: string[];
  replyTo?: string;
  fromName?: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

/** Sends one e-mail (the weekly report, an invoice to its customer) when SMTP_URL is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The address part of a From such as `Kea FX <reports@keafx.local>`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** An SMTP mailer for SMTP_URL, or null when mail is not set up (reports are then stored, not sent). */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ fromName, cc, replyTo, ...message }) {
      await transport.sendMail({
        ...message,
        from: fromName ? { name: fromName, address: addressOf(from) } : from,
        ...(cc?.length ? { cc } : {}),
        ...(replyTo ? { replyTo } : {}),
      });
    },
  };
}
