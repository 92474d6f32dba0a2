import { useMutation } from '@apollo/client/react';
import { CONTACT_CLOSE_MS, CONTACT_SENT_TEXT, CONTACT_SENT_TITLE, validateContactMessage, type ContactInput } from '@keafx/schema';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { SendContactMessageDocument } from '../../generated/graphql';
import { FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const FIELDS: { id: keyof ContactInput; label: string; type?: string; autoComplete?: string }[] = [
  { id: 'name', label: 'Name', autoComplete: 'name' },
  { id: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { id: 'subject', label: 'Subject' },
  { id: 'message', label: 'Message' },
];

/**
 * Contact Support (SPEC sections 2 and 5): name, email, subject and message, all required.
 * The message is stored on the server (audited); then 'Message Sent!' shows and the modal closes
 * and clears after 2 seconds. Closes on the overlay, the close button, Cancel and Escape.
 */
export function ContactSupportModal({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const [send, { loading, error }] = useMutation(SendContactMessageDocument);

  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => {
      setValues(EMPTY);
      close.current();
    }, CONTACT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const checked = validateContactMessage({ ...values });
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((x) => [x.field, x.message])));
      document.getElementById(`contact-${checked.errors[0]?.field ?? 'name'}`)?.focus();
      return;
    }
    setErrors({});
    // In the demo the same mutation runs on the in-browser schema: it only writes a demo audit line.
    void send({ variables: { input: checked.value } }).then(
      () => setSent(true),
      (err: unknown) => setErrors(fieldErrors(err)),
    );
  };

  const general =
    error && Object.keys(fieldErrors(error)).length === 0
      ? serverMessage(error, 'Your message could not be sent. Please try again.')
      : null;

  return (
    <Modal
      title="Contact Support"
      onClose={onClose}
      footer={
        sent ? undefined : (
          <>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" form="contact-form" className="btn" disabled={loading}>
              {loading ? 'Sending...' : 'Send Message'}
            </button>
          </>
        )
      }
    >
      {sent ? (
        <div className="contact-sent" role="status" aria-live="polite">
          <p className="contact-sent-title">{CONTACT_SENT_TITLE}</p>
          <p>{CONTACT_SENT_TEXT}</p>
        </div>
      ) : (
        <form id="contact-form" noValidate onSubmit={submit}>
          {FIELDS.map((f) => (
            <FormField key={f.id} id={`contact-${f.id}`} name={f.id} label={f.label} error={errors[f.id]}>
              {(field) =>
                f.id === 'message' ? (
                  <textarea
                    {...field}
                    value={values.message}
                    required
                    rows={6}
                    onChange={(e) => setValues({ ...values, message: e.target.value })}
                  />
                ) : (
                  <input
                    {...field}
                    value={values[f.id]}
                    required
                    type={f.type ?? 'text'}
                    autoComplete={f.autoComplete}
                    data-autofocus={f.id === 'name' ? true : undefined}
                    onChange={(e) => setValues({ ...values, [f.id]: e.target.value })}
                  />
                )
              }
            </FormField>
          ))}
          {general && (
            <div className="alert alert-error" role="alert">
              <p>{general}</p>
            </div>
          )}
        </form>
      )}
    </Modal>
  );
}
