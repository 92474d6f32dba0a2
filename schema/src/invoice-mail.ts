import { command, commandsWithForm, field, type CommandValue } from './command';
import { formatAmountText } from './money';
import { invoiceLabel } from './invoice-number';
import { checkEmail } from './profile';
import { checkText } from './text';
import type { Checked } from './result';

/** E-mailing an invoice to its customer: the message's limits, defaults and command. */

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 5000;
/** At most this many addresses in Cc. */
export const MAIL_CC_MAX = 5;
/** An owner may e-mail this many invoices in any 24 hours. */
export const INVOICE_MAILS_PER_DAY = 200;

export const INVOICE_MAIL_LABELS = { to: 'To', cc: 'Cc', subject: 'Subject', message: 'Message' } as const;

/** What the invoice says of itself, for the default subject and message. */
export interface MailedInvoice {
  number: number;
  amount: string;
  currency: string;
  dueDate: string;
  counterparty: string;
}

/** The subject an e-mailed invoice gets unless the sender writes one; `sender` is the business's name ('' when not given). */
export function defaultInvoiceSubject(invoice: MailedInvoice, sender: string): string {
  return `Invoice ${invoiceLabel(invoice.number)}${sender ? ` from ${sender}` : ''}`.slice(0, MAIL_SUBJECT_MAX);
}

/** The message an e-mailed invoice gets unless the sender writes one. */
export function defaultInvoiceMessage(invoice: MailedInvoice, sender: string, dueDate: string): string {
  return [
    `Kia ora ${invoice.counterparty},`,
    '',
    `Please find attached invoice ${invoiceLabel(invoice.number)} for ${formatAmountText(invoice.amount, invoice.currency)}, due ${dueDate}.`,
    '',
    'Ngā mihi,',
    ...(sender ? [sender] : []),
  ].join('\n');
}

const address = (w: string) =>
  field({ type: 'string', format: 'email', maxLength: 254 }, (raw): Checked<string> => checkEmail(raw, { field: w, required: true }));

const ccField = (w: string) =>
  field(
    { type: ['array', 'null'], items: { type: 'string', format: 'email' }, maxItems: MAIL_CC_MAX },
    (raw): Checked<string[] | undefined> => {
      if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
      const list =
        typeof raw === 'string'
          ? raw
              .split(/[,;]/)
              .map((s) => s.trim())
              .filter(Boolean)
          : raw;
      if (!Array.isArray(list)) return { ok: false, message: `${w} must be a list of e-mail addresses` };
      if (list.length > MAIL_CC_MAX) return { ok: false, message: `${w} takes at most ${MAIL_CC_MAX} addresses` };
      const out: string[] = [];
      for (const item of list) {
        const checked = checkEmail(item, { field: w, required: true });
        if (!checked.ok)
          return { ok: false, message: `${w}: ${typeof item === 'string' ? item : String(item)} is not a valid e-mail address` };
        out.push(checked.value);
      }
      return { ok: true, value: out };
    },
  );

const optionalText = (max: number, multiline: boolean) => (w: string) =>
  field({ type: ['string', 'null'], maxLength: max }, (raw): Checked<string | undefined> => {
    if (raw === undefined || raw === null) return { ok: true, value: undefined };
    const checked = checkText(raw, { field: w, max, multiline, required: false });
    if (!checked.ok) return checked;
    return { ok: true, value: checked.value ? checked.value.replace(/\r\n/g, '\n') : undefined };
  });

/** An invoice e-mailed to its customer: to whom, and optionally Cc, subject and message (defaults otherwise). */
export const EMAIL_INVOICE = /* @__PURE__ */ commandsWithForm((naming) =>
  command(
    naming,
    {
      to: address,
      cc: ccField,
      subject: optionalText(MAIL_SUBJECT_MAX, false),
      message: optionalText(MAIL_MESSAGE_MAX, true),
    },
    {
      notObject: 'The request body must be a JSON object',
      unknownField: (key: string) => `${key} is not a field of an invoice e-mail`,
      unknownWithOthers: true,
      labels: INVOICE_MAIL_LABELS,
    },
  ),
);
export type EmailInvoiceCommand = CommandValue<typeof EMAIL_INVOICE.rest>;
