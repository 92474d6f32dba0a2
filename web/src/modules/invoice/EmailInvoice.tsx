import { useMutation, useQuery } from '@apollo/client/react';
import { EMAIL_INVOICE, INVOICE_MAIL_LABELS, MAIL_MESSAGE_MAX, MAIL_SUBJECT_MAX } from '@keafx/schema';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { staleQueries } from '../../apollo/refetch';
import { EmailInvoiceDocument, InvoiceEmailDraftDocument } from '../../generated/graphql';
import { FormField } from '../../ui/FormField';
import { FormFooter } from '../../ui/FormFooter';
import { Modal } from '../../ui/Modal';
import { useFormat } from '../preferences/useFormat';
import { TsiIssueList, type TsiIssueView } from './TsiIssues';

type Values = { to: string; cc: string; subject: string; message: string };

/** One e-mail in an invoice's history: the invoice itself, or the nth overdue reminder. */
export function emailKind(reminder: number | null | undefined): string {
  return reminder ? `Reminder ${reminder}` : 'Invoice';
}

/**
 * The invoice page's E-mail: a dialog with To (the invoice's customer e-mail), Cc, and the subject
 * and message the api would send, to edit; Send e-mails the PDF. Below the button, every time the
 * invoice has been e-mailed, newest first, its overdue reminders named "Reminder 1", "Reminder 2".
 * A member (`maySend` false: e-mailing is the owner's) reads the history without the button. When
 * the server has no mail set up the dialog says so instead.
 */
export function EmailInvoice({
  invoiceId,
  label,
  draft,
  maySend = true,
  tsiIssues = [],
  customerId = null,
}: {
  invoiceId: string;
  label: string;
  draft: boolean;
  maySend?: boolean;
  /** What the invoice lacks as a tax invoice: e-mailing a draft sends it, so the dialog says so first (issue 27). */
  tsiIssues?: readonly TsiIssueView[];
  customerId?: string | null;
}) {
  const fmt = useFormat();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  const { data, error, refetch } = useQuery(InvoiceEmailDraftDocument, { variables: { id: invoiceId } });
  const sent = data?.invoiceEmails ?? [];
  return (
    <div className="email-invoice">
      {maySend && (
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)} disabled={!data}>
          E-mail Invoice
        </button>
      )}
      <p className="small muted" role="status" aria-live="polite">
        {done ||
          (error ? 'Could not check how this invoice was e-mailed.' : data && sent.length === 0 && !maySend ? 'Not e-mailed yet.' : '')}
      </p>
      {sent.length > 0 && (
        <ul className="email-history" aria-label={`E-mails of ${label}`}>
          {sent.map((e) => (
            <li key={e.id}>
              <strong>{emailKind(e.reminder)}</strong> to {e.to}
              {e.cc.length > 0 ? ` (cc ${e.cc.join(', ')})` : ''}
              <span className="muted">
                {' '}
                · {fmt.dateTime(e.sentAt)}
                {e.reminder ? '' : ` · by ${e.sentBy}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {error && !data && (
        <button type="button" className="link-button" onClick={() => void refetch()}>
          Try again
        </button>
      )}
      {open && data && (
        <EmailDialog
          invoiceId={invoiceId}
          label={label}
          draft={draft}
          tsiIssues={draft ? tsiIssues : []}
          customerId={customerId}
          defaults={data.invoiceEmailDraft}
          onClose={() => setOpen(false)}
          onSent={(to) => {
            setOpen(false);
            setDone(`${label} e-mailed to ${to}.${draft ? ' It is now sent.' : ''}`);
            void refetch();
          }}
        />
      )}
    </div>
  );
}

function EmailDialog({
  invoiceId,
  label,
  draft,
  tsiIssues,
  customerId,
  defaults,
  onClose,
  onSent,
}: {
  invoiceId: string;
  label: string;
  draft: boolean;
  tsiIssues: readonly TsiIssueView[];
  customerId: string | null;
  defaults: { enabled: boolean; to: string; subject: string; message: string };
  onClose: () => void;
  onSent: (to: string) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>({ to: defaults.to, cc: '', subject: defaults.subject, message: defaults.message });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [send, sending] = useMutation(EmailInvoiceDocument, { refetchQueries: staleQueries('invoiceEdited') });
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    setFailure(null);
    const parsed = EMAIL_INVOICE.form.parse(values, undefined);
    if (!parsed.ok) {
      setErrors(Object.fromEntries(parsed.errors.map((x) => [x.field, x.message])));
      (document.getElementById(`${id}-${parsed.errors[0]?.field ?? 'to'}`) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    try {
      await send({ variables: { id: invoiceId, input: parsed.value } });
      onSent(parsed.value.to);
    } catch (err) {
      setErrors(fieldErrors(err, INVOICE_MAIL_LABELS));
      setFailure(serverMessage(err, `${label} could not be e-mailed. Please try again.`, INVOICE_MAIL_LABELS));
    }
  }

  if (!defaults.enabled)
    return (
      <Modal
        title={`E-mail ${label}`}
        onClose={onClose}
        footer={
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        }
      >
        <p>
          E-mail is not set up on this server (its administrator sets SMTP_URL). Download the PDF from the Invoices page and send it from
          your own e-mail meanwhile.
        </p>
      </Modal>
    );

  return (
    <Modal title={`E-mail ${label}`} onClose={onClose} wide>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="small muted">
          The invoice goes as a PDF attachment; replies come to your own e-mail.
          {draft ? ' This draft is marked sent once it has gone.' : ''}
        </p>
        {tsiIssues.length > 0 && (
          <div className="alert alert-warning" role="note">
            <div>
              <p>{label} is not yet a complete tax invoice; sending the e-mail sends it as it is:</p>
              <TsiIssueList issues={tsiIssues} customerId={customerId} />
            </div>
          </div>
        )}
        <FormField id={`${id}-to`} name="to" label={INVOICE_MAIL_LABELS.to} error={errors.to}>
          {(p) => <input {...p} type="email" autoComplete="email" value={values.to} onChange={set('to')} data-autofocus />}
        </FormField>
        <FormField
          id={`${id}-cc`}
          name="cc"
          label={INVOICE_MAIL_LABELS.cc}
          error={errors.cc}
          hint="Optional: up to 5 addresses, separated by commas"
        >
          {(p) => <input {...p} type="text" inputMode="email" value={values.cc} onChange={set('cc')} />}
        </FormField>
        <FormField id={`${id}-subject`} name="subject" label={INVOICE_MAIL_LABELS.subject} error={errors.subject}>
          {(p) => <input {...p} type="text" maxLength={MAIL_SUBJECT_MAX} value={values.subject} onChange={set('subject')} />}
        </FormField>
        <FormField id={`${id}-message`} name="message" label={INVOICE_MAIL_LABELS.message} error={errors.message}>
          {(p) => <textarea {...p} rows={8} maxLength={MAIL_MESSAGE_MAX} value={values.message} onChange={set('message')} />}
        </FormField>
        <FormFooter failure={failure} label={sending.loading ? 'Sending...' : 'Send'} disabled={sending.loading} done="" />
      </form>
    </Modal>
  );
}
