import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends one e-mail; the weekly report uses it when SMTP_URL is set. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string; attachments: MailAttachment[] }): Promise<void>;
}

/** An SMTP mailer for SMTP_URL, or null when mail is not set up (reports are then stored, not sent). */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
