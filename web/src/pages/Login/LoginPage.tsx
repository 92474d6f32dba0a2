import { PASSWORD_MIN } from '@keafx/schema';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { returnPath } from '../../session/RequireAuth';
import { useSession } from '../../session/SessionProvider';
import { AuthCard } from '../../ui/AuthCard';
import { Loading } from '../../ui/Loading';
import type { CredentialErrors, Mode } from './signInActions';

export const AUTH_FALLBACK_ERROR = 'Authentication failed. Please try again.';

type Actions = typeof import('./signInActions');
let actionsLoad: Promise<Actions> | undefined;
/** The form's checks and the api client, fetched once: on the first touch of the form, at the latest on submit. */
const loadActions = (): Promise<Actions> =>
  (actionsLoad ??= import('./signInActions').catch((error: unknown) => {
    actionsLoad = undefined; // a later touch tries again
    throw error;
  }));

/** Sign in and create account on one screen (SPEC section 2), with Try Demo Mode. */
export default function LoginPage({ mode: initialMode }: { mode: Mode }) {
  const { state, signIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [actions, setActions] = useState<Actions | null>(null);
  const ids = { email: useId(), password: useId(), emailError: useId(), passwordError: useId() };

  useEffect(() => setMode(initialMode), [initialMode]);
  useEffect(() => {
    document.title = `${mode === 'login' ? 'Sign in' : 'Create account'} · Kea FX`;
  }, [mode]);

  // A message handed over by the page before (a password just reset).
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  if (state.status === 'loading') return <Loading label="Loading..." />;
  if (state.status === 'authenticated' && !busy) return <Navigate to={returnPath(location.state, location.search)} replace />;

  const fieldErrors: CredentialErrors = touched && actions ? actions.validateCredentials(email, password) : {};
  const prepare = (): void => void loadActions().then(setActions, () => undefined);

  async function onSubmit(e: FormEvent): Promise<void> {
    e.preventDefault();
    setTouched(true);
    setError(null);
    setBusy(true);
    try {
      const loaded = await loadActions();
      setActions(loaded);
      if (Object.keys(loaded.validateCredentials(email, password)).length) return;
      try {
        const session = await loaded.submitCredentials(mode, { email: email.trim(), password });
        signIn(session.token, session.user);
        void navigate(returnPath(location.state, location.search), { replace: true });
      } catch (err) {
        console.warn('Authentication failed', err);
        setError(loaded.serverMessage(err, AUTH_FALLBACK_ERROR));
      }
    } catch (err) {
      // The form's own chunk did not arrive (offline, or a deploy replaced it).
      console.warn('Sign-in could not load', err);
      setError(AUTH_FALLBACK_ERROR);
    } finally {
      setBusy(false);
    }
  }

  const switchTo = (next: Mode): void => {
    setMode(next);
    setError(null);
    setTouched(false);
    void navigate(`/${next}${location.search}`, { replace: true, state: location.state });
  };

  return (
    <AuthCard title={mode === 'login' ? 'Sign in to your account' : 'Create your account'}>
      <p className="muted">
        {mode === 'login' ? 'Welcome back. Your exposure is waiting.' : 'Free to start. Track invoices in 23 currencies.'}
      </p>
      {typeof notice === 'string' && !error && (
        <div className="alert alert-success" role="status">
          <p>{notice}</p>
        </div>
      )}
      {error && (
        <div className="alert alert-error" role="alert">
          <p>{error}</p>
        </div>
      )}
      <form
        onSubmit={(e) => void onSubmit(e)}
        onFocus={prepare}
        onPointerDown={prepare}
        noValidate
        aria-label={mode === 'login' ? 'Sign in' : 'Create account'}
      >
        <div className="field">
          <label htmlFor={ids.email}>Email</label>
          <input
            id={ids.email}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(fieldErrors.email)}
            aria-describedby={fieldErrors.email ? ids.emailError : undefined}
          />
          {fieldErrors.email && (
            <p id={ids.emailError} className="field-error">
              {fieldErrors.email}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.password}>Password</label>
          <input
            id={ids.password}
            type="password"
            name="password"
            required
            minLength={PASSWORD_MIN}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(fieldErrors.password)}
            aria-describedby={fieldErrors.password ? ids.passwordError : undefined}
          />
          {fieldErrors.password ? (
            <p id={ids.passwordError} className="field-error">
              {fieldErrors.password}
            </p>
          ) : (
            <p className="field-hint">At least {PASSWORD_MIN} characters.</p>
          )}
        </div>
        <button type="submit" className="btn btn-large" style={{ width: '100%' }} disabled={busy}>
          {busy ? 'Please wait...' : mode === 'login' ? 'Sign In' : 'Create Account'}
        </button>
      </form>
      {mode === 'login' && (
        <p className="auth-toggle">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
      )}
      <p className="auth-toggle">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <button type="button" className="link-button" onClick={() => switchTo(mode === 'login' ? 'register' : 'login')}>
          {mode === 'login' ? 'Create one' : 'Sign in'}
        </button>
      </p>
      <div className="divider">or</div>
      <Link to="/demo/dashboard" className="btn btn-secondary" style={{ width: '100%' }}>
        Try Demo Mode
      </Link>
    </AuthCard>
  );
}
