import { useMutation } from '@apollo/client/react';
import { INVITATION_DAYS, INVITE_MEMBER, MEMBER_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, type MemberRole } from '@keafx/schema';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { InviteMemberDocument, TeamDocument, type InviteMemberMutation } from '../../generated/graphql';
import { FormField } from '../../ui/FormField';

type Field = 'email' | 'role';
type Invited = InviteMemberMutation['inviteMember'];

/** The form's labels: what the api's messages call `email` and `role` is said as the person reads it. */
const LABELS: Record<Field, string> = { email: 'Email', role: 'Role' };

/** An api message about a field, its leading GraphQL name ("email must be…") in the form's words ("Email must be…"). */
function inFormWords(message: string): string {
  return message.replace(/^(email|role)\b/, (name) => LABELS[name as Field]);
}

/**
 * Settings, Team: the owner invites a person by e-mail as accountant or viewer (INVITE_MEMBER, read
 * as a form). The answer's link is shown once, with a Copy button, and whether it was e-mailed: a
 * server without SMTP cannot send it, so the owner passes it on.
 */
export function InviteMemberForm({ demo, onInvited }: { demo: boolean; onInvited: (email: string) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('accountant');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [invited, setInvited] = useState<Invited | null>(null);
  const [invite, { loading }] = useMutation(InviteMemberDocument, { refetchQueries: [TeamDocument] });

  const showErrors = (found: Partial<Record<Field, string>>): void => {
    setErrors(found);
    if (found.email) document.getElementById(`${id}-email`)?.focus();
    else if (found.role) document.getElementById(`${id}-role-${role}`)?.focus();
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setFailure(null);
    const checked = INVITE_MEMBER.form.parse({ email, role }, undefined);
    if (!checked.ok) {
      const found: Partial<Record<Field, string>> = {};
      for (const x of checked.errors) found[x.field as Field] ??= x.message;
      showErrors(found);
      return;
    }
    setErrors({});
    void invite({ variables: { input: checked.value } }).then(
      ({ data }) => {
        if (!data) return;
        setInvited(data.inviteMember);
        setEmail('');
        onInvited(data.inviteMember.email);
      },
      (err: unknown) => {
        const byField = fieldErrors(err);
        const found: Partial<Record<Field, string>> = {};
        for (const f of ['email', 'role'] as const) if (byField[f]) found[f] = inFormWords(byField[f]);
        if (found.email || found.role) showErrors(found);
        else setFailure(serverMessage(err, 'Failed to send the invitation. Please try again.'));
      },
    );
  };

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a person</h2>
      <p className="small muted">
        They get a link that works once, for {INVITATION_DAYS} days, to choose a password and sign in to this business.
      </p>
      {invited && <InvitationLink invited={invited} onDone={() => setInvited(null)} />}
      <form noValidate onSubmit={submit} aria-label="Invite a person" className="invite-form">
        <FormField id={`${id}-email`} name="email" label={LABELS.email} error={errors.email}>
          {(p) => (
            <input
              {...p}
              type="email"
              autoComplete="off"
              value={email}
              disabled={demo}
              required
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </FormField>
        <fieldset className="plain-fieldset role-choice" aria-describedby={errors.role ? `${id}-role-error` : undefined}>
          <legend className="role-legend">{LABELS.role}</legend>
          {MEMBER_ROLES.map((r) => (
            <label key={r} className="role-option" htmlFor={`${id}-role-${r}`}>
              <input
                id={`${id}-role-${r}`}
                type="radio"
                name="role"
                value={r}
                checked={role === r}
                disabled={demo}
                aria-describedby={`${id}-role-${r}-hint`}
                onChange={() => setRole(r)}
              />
              <span>
                <strong>{ROLE_LABELS[r]}</strong>
                <span id={`${id}-role-${r}-hint`} className="field-hint">
                  {ROLE_DESCRIPTIONS[r]}
                </span>
              </span>
            </label>
          ))}
          {errors.role && (
            <p id={`${id}-role-error`} className="field-error">
              {errors.role}
            </p>
          )}
        </fieldset>
        {failure && (
          <div className="alert alert-error" role="alert">
            <p>{failure}</p>
          </div>
        )}
        <div className="btn-row">
          <button type="submit" className="btn" disabled={demo || loading}>
            {demo ? 'Send invitation (Demo)' : loading ? 'Sending...' : 'Send invitation'}
          </button>
        </div>
        {demo && <p className="small muted invite-demo-note">The demo has no people to invite: nothing is sent.</p>}
      </form>
    </section>
  );
}

/** The new invitation's link (shown this once), its Copy button, and whether it went by e-mail. */
function InvitationLink({ invited, onDone }: { invited: Invited; onDone: () => void }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState('');
  // The result takes focus, so a keyboard or screen-reader user hears it and lands on the link.
  useEffect(() => box.current?.focus(), [invited.id]);

  const copy = (): void => {
    const failed = (): void => setCopied('Copy failed: select the link and copy it by hand.');
    // Not every browser offers the clipboard (an http:// address other than localhost has none).
    if (!navigator.clipboard) return failed();
    void navigator.clipboard.writeText(invited.link).then(() => setCopied('Copied the link.'), failed);
  };

  return (
    <div ref={box} tabIndex={-1} className="alert alert-success invitation-result" role="region" aria-labelledby={`${id}-title`}>
      <div style={{ width: '100%' }}>
        <p id={`${id}-title`}>
          <strong>
            Invited {invited.email} as {ROLE_LABELS[invited.role as MemberRole]?.toLowerCase() ?? invited.role}.
          </strong>{' '}
          {invited.emailed ? `E-mailed to ${invited.email}.` : 'This server cannot send e-mail: copy the link and send it yourself.'}
        </p>
        <div className="field">
          <label htmlFor={`${id}-link`}>Invitation link</label>
          <input id={`${id}-link`} type="text" readOnly value={invited.link} onFocus={(e) => e.target.select()} />
          <p className="field-hint">Shown only now. It works once, for {INVITATION_DAYS} days.</p>
        </div>
        <div className="btn-row">
          <button type="button" className="btn btn-secondary btn-small" onClick={copy}>
            Copy link
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={onDone}>
            Done
          </button>
          <p role="status" aria-live="polite" className="small" style={{ margin: 0 }}>
            {copied}
          </p>
        </div>
      </div>
    </div>
  );
}
