import { useMutation } from '@apollo/client/react';
import { CREDENTIALS, PASSWORD_MIN } from '@keafx/schema';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../apollo/errors';
import { LoginDocument, RegisterDocument } from '../../generated/graphql';
import { returnPath } from '../../session/RequireAuth';
import { useSession } from '../../session/SessionProvider';
import { Loading } from '../../ui/Loading';

export const AUTH_FALLBACK_ERROR = 'Authentication failed. Please try again.';

type Mode = 'login' | 'register';

function validate(email: string, password: string): { email?: string; password?: string } {
  // The api's own command (schema/src/credentials.ts), read as a form: its rules, the fields named by their labels.
  const checked = CREDENTIALS.form.parse({ email, password }, undefined);
  if (checked.ok) return {};
  const errors: { email?: string; password?: string } = {};
  for (const e of checked.errors) {
    if (e.field === 'email')
      // Only the shape message is worded for the form.
      errors.email =
        e.message === 'Email must be a valid email address' ? 'Enter a valid email address, like name@example.co.nz' : e.message;
    else if (e.field === 'password') errors.password = e.message;
  }
  return errors;
}

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
  const [login, loginState] = useMutation(LoginDocument);
  const [register, registerState] = useMutation(RegisterDocument);
  const busy = loginState.loading || registerState.loading;
  const ids = { email: useId(), password: useId(), emailError: useId(), passwordError: useId() };

  useEffect(() => setMode(initialMode), [initialMode]);
  useEffect(() => {
    document.title = `${mode === 'login' ? 'Sign in' : 'Create account'} · Kea FX`;
  }, [mode]);

  if (state.status === 'loading') return <Loading label="Loading..." />;
  if (state.status === 'authenticated' && !busy) return <Navigate to={returnPath(location.state, location.search)} replace />;

  const fieldErrors = touched ? validate(email, password) : {};

  async function onSubmit(e: FormEvent): Promise<void> {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (Object.keys(validate(email, password)).length) return;
    const input = { email: email.trim(), password };
    try {
      const payload =
        mode === 'login' ? (await login({ variables: { input } })).data?.login : (await register({ variables: { input } })).data?.register;
      if (!payload) throw new Error('no session returned');
      signIn(payload.accessToken, payload.user);
      void navigate(returnPath(location.state, location.search), { replace: true });
    } catch (err) {
      console.warn('Authentication failed', err);
      setError(serverMessage(err, AUTH_FALLBACK_ERROR));
    }
  }

  const switchTo = (next: Mode): void => {
    setMode(next);
    setError(null);
    setTouched(false);
    void navigate(`/${next}${location.search}`, { replace: true, state: location.state });
  };

  return (
    <main className="auth-page">
      <div className="card auth-card">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            K
          </span>
          Kea FX
        </Link>
        <h1>{mode === 'login' ? 'Sign in to your account' : 'Create your account'}</h1>
        <p className="muted">
          {mode === 'login' ? 'Welcome back. Your exposure is waiting.' : 'Free to start. Track invoices in 23 currencies.'}
        </p>
        {error && (
          <div className="alert alert-error" role="alert">
            <p>{error}</p>
          </div>
        )}
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={mode === 'login' ? 'Sign in' : 'Create account'}>
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
      </div>
    </main>
  );
}
