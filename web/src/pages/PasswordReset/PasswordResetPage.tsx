import { PASSWORD_MIN, REQUEST_PASSWORD_RESET, RESET_LINK_INVALID, RESET_PASSWORD } from '@keafx/schema';
import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../ui/AuthCard';

type Errors = Record<string, string>;

/** The api's answer: its own words ({detail}), else a plain fallback. */
async function post(path: string, body: object): Promise<{ ok: boolean; status: number; detail: string }> {
  try {
    const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json().catch(() => ({}))) as { detail?: string };
    return { ok: res.ok, status: res.status, detail: json.detail ?? (res.ok ? '' : 'Something went wrong. Please try again.') };
  } catch {
    return { ok: false, status: 0, detail: 'Kea FX could not be reached. Check your connection and try again.' };
  }
}

/**
 * Forgotten password: /forgot-password asks for the e-mail and says the same whoever asks;
 * /reset-password?token=… (the e-mailed link) takes the new password twice, then goes to sign in.
 */
export default function PasswordResetPage({ mode }: { mode: 'request' | 'reset' }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const ids = { email: useId(), password: useId(), confirm: useId() };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${mode === 'request' ? 'Forgot your password' : 'Choose a new password'} · Kea FX`;
  }, [mode]);

  const focusFirst = (errs: Errors, order: string[]): void => {
    const first = order.find((k) => errs[k]);
    if (first) document.getElementById(ids[first as keyof typeof ids])?.focus();
  };

  async function request(e: FormEvent): Promise<void> {
    e.preventDefault();
    setFailure(null);
    const parsed = REQUEST_PASSWORD_RESET.form.parse({ email }, undefined);
    if (!parsed.ok) {
      const errs = { email: parsed.errors[0]?.message ?? 'Email is required' };
      setErrors(errs);
      focusFirst(errs, ['email']);
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await post('/auth/password-reset', parsed.value);
    setBusy(false);
    if (answer.ok) setDone(answer.detail);
    else setFailure(answer.detail);
  }

  async function reset(e: FormEvent): Promise<void> {
    e.preventDefault();
    setFailure(null);
    const parsed = RESET_PASSWORD.form.parse({ token, newPassword: password }, undefined);
    const errs: Errors = {};
    if (!parsed.ok) for (const x of parsed.errors) errs[x.field === 'newPassword' ? 'password' : x.field] ??= x.message;
    if (!errs.password && confirm !== password) errs.confirm = 'The two passwords are not the same';
    if (errs.token) {
      setFailure('This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.');
      return;
    }
    if (Object.keys(errs).length || !parsed.ok) {
      setErrors(errs);
      focusFirst(errs, ['password', 'confirm']);
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await post('/auth/password-reset/confirm', { token, new_password: password });
    setBusy(false);
    if (answer.ok) void navigate('/login', { replace: true, state: { notice: answer.detail } });
    else if (answer.status === 400 && answer.detail !== RESET_LINK_INVALID) {
      // The new password was refused (one of the most common ones): said beside it.
      const errs = { password: answer.detail.replace(/^new_password\b/, 'New password') };
      setErrors(errs);
      focusFirst(errs, ['password']);
    } else setFailure(answer.detail);
  }

  const field = (key: 'email' | 'password' | 'confirm', label: string, input: ReactElement, hint?: string) => (
    <div className="field">
      <label htmlFor={ids[key]}>{label}</label>
      {input}
      {errors[key] ? (
        <p id={`${ids[key]}-error`} className="field-error">
          {errors[key]}
        </p>
      ) : (
        hint && (
          <p id={`${ids[key]}-hint`} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
  const described = (key: 'email' | 'password' | 'confirm', hint = false) => ({
    id: ids[key],
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${ids[key]}-error` : hint ? `${ids[key]}-hint` : undefined,
  });

  return (
    <AuthCard title={mode === 'request' ? 'Forgot your password?' : 'Choose a new password'}>
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>{failure}</p>
        </div>
      )}
      {mode === 'request' ? (
        done ? (
          <div className="alert alert-success" role="status">
            <p>{done}</p>
          </div>
        ) : (
          <form onSubmit={(e) => void request(e)} noValidate aria-label="Ask for a reset link">
            <p className="muted">Give the e-mail address you sign in with, and we will send a link to choose a new password.</p>
            {field(
              'email',
              'Email',
              <input
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                {...described('email')}
              />,
            )}
            <button type="submit" className="btn btn-large" style={{ width: '100%' }} disabled={busy}>
              {busy ? 'Sending...' : 'Send the link'}
            </button>
          </form>
        )
      ) : (
        <form onSubmit={(e) => void reset(e)} noValidate aria-label="Choose a new password">
          {field(
            'password',
            'New password',
            <input
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...described('password', true)}
            />,
            `At least ${PASSWORD_MIN} characters. Every session of your account will be signed out.`,
          )}
          {field(
            'confirm',
            'Confirm new password',
            <input
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              {...described('confirm')}
            />,
          )}
          <button type="submit" className="btn btn-large" style={{ width: '100%' }} disabled={busy}>
            {busy ? 'Saving...' : 'Save the new password'}
          </button>
        </form>
      )}
      <p className="auth-toggle">
        <Link to="/login">Back to sign in</Link>
        {mode === 'reset' && (
          <>
            {' · '}
            <Link to="/forgot-password">Ask for a new link</Link>
          </>
        )}
      </p>
    </AuthCard>
  );
}
