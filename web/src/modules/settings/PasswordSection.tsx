import { useMutation } from '@apollo/client/react';
import { CHANGE_PASSWORD } from '@keafx/schema';
import { useState, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { ChangePasswordDocument } from '../../generated/graphql';
import { useSession } from '../../session/SessionProvider';
import { FormField } from '../../ui/FormField';
import { FormFooter } from '../../ui/FormFooter';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const FIELDS: { id: Field; label: string; autoComplete: string }[] = [
  { id: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { id: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { id: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings, Account: change the password with the current one (CHANGE_PASSWORD, read as a form).
 * Every other session ends on the server; this one carries on with the token the answer brings.
 */
export function PasswordSection() {
  const { signIn } = useSession();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [change, { loading }] = useMutation(ChangePasswordDocument);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setDone(false);
    setGeneral(null);
    const found: Partial<Record<Field, string>> = {};
    const checked = CHANGE_PASSWORD.form.parse({ currentPassword: values.currentPassword, newPassword: values.newPassword }, undefined);
    if (!checked.ok) for (const x of checked.errors) found[x.field as Field] ??= x.message;
    if (!found.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = 'The two new passwords do not match';
    const first = FIELDS.find((f) => found[f.id]);
    if (!checked.ok || first) {
      setErrors(found);
      if (first) document.getElementById(`password-${first.id}`)?.focus();
      return;
    }
    setErrors({});
    void change({ variables: { input: checked.value } }).then(
      ({ data }) => {
        const payload = data?.changePassword;
        if (!payload) return;
        signIn(payload.accessToken, payload.user);
        setValues(EMPTY);
        setDone(true);
      },
      (err: unknown) => {
        const byField = fieldErrors(err) as Partial<Record<Field, string>>;
        if (Object.keys(byField).length) {
          setErrors(byField);
          const at = FIELDS.find((f) => byField[f.id]);
          if (at) document.getElementById(`password-${at.id}`)?.focus();
        } else setGeneral(serverMessage(err, 'Failed to change your password. Please try again.'));
      },
    );
  };

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <p className="small muted">Changing your password signs you out on every other device and browser.</p>
      <form noValidate onSubmit={submit}>
        <div className="form-grid">
          {FIELDS.map((f) => (
            <FormField key={f.id} id={`password-${f.id}`} name={f.id} label={f.label} error={errors[f.id]}>
              {(props) => (
                <input
                  {...props}
                  type="password"
                  autoComplete={f.autoComplete}
                  value={values[f.id]}
                  required
                  onChange={(e) => {
                    setValues({ ...values, [f.id]: e.target.value });
                    setDone(false);
                  }}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormFooter
          failure={general}
          label={loading ? 'Changing...' : 'Change Password'}
          disabled={loading}
          done={done ? '✓ Password changed. Every other session was signed out.' : ''}
        />
      </form>
    </section>
  );
}
