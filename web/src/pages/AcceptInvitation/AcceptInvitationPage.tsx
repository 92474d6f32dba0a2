import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import {
  ACCEPT_INVITATION,
  INVITATION_INVALID,
  INVITATION_TOKEN,
  PASSWORD_MIN,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type MemberRole,
} from '@keafx/schema';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sharedApolloClient } from '../../apollo/client';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { AcceptInvitationDocument, InvitationDocument, type InvitationQuery } from '../../generated/graphql';
import { useSession } from '../../session/SessionProvider';
import { AuthCard } from '../../ui/AuthCard';
import { Loading } from '../../ui/Loading';

type Details = InvitationQuery['invitation'];

/** The link does not work: the one answer (INVITATION_INVALID) with the way to sign in. */
function InvalidLink({ message = INVITATION_INVALID }: { message?: string }) {
  useEffect(() => {
    document.title = 'Invitation · Kea FX';
  }, []);
  return (
    <AuthCard title="This invitation does not work">
      <div className="alert alert-error" role="alert">
        <p>{message}</p>
      </div>
      <p className="auth-toggle">
        Already joined? <Link to="/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}

/** Whether an error is the api saying the link does not work (BAD_USER_INPUT on the token). */
const linkRefused = (error: unknown): boolean => fieldErrors(error).token !== undefined;

/**
 * /accept-invitation?token=…: the e-mailed (or passed on) link of an invitation to a business. It
 * says who invites whom as what, takes the password to sign in with (SPEC's bounds, the api's
 * ACCEPT_INVITATION read as a form), then signs the person in and opens the dashboard. A link that
 * does not work says INVITATION_INVALID.
 */
export function AcceptInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = INVITATION_TOKEN.form.parse({ token }, undefined).ok;
  const { data, loading, error, refetch } = useQuery(InvitationDocument, {
    variables: { token },
    skip: !wellFormed,
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (!data && wellFormed) document.title = 'Invitation · Kea FX';
  }, [data, wellFormed]);

  if (!wellFormed || (error && linkRefused(error))) return <InvalidLink />;
  if (error)
    return (
      <AuthCard title="Invitation">
        <div className="alert alert-error" role="alert">
          <p>{serverMessage(error, 'The invitation could not be checked. Check your connection and try again.')}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      </AuthCard>
    );
  if (loading || !data)
    return (
      <AuthCard title="Invitation">
        <Loading label="Checking the invitation..." />
      </AuthCard>
    );
  return <JoinForm token={token} details={data.invitation} />;
}

function JoinForm({ token, details }: { token: string; details: Details }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const ids = { email: useId(), password: useId() };
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [accept, { loading }] = useMutation(AcceptInvitationDocument);
  const role = details.role as MemberRole;

  useEffect(() => {
    document.title = `Join ${details.businessName} · Kea FX`;
  }, [details.businessName]);

  const showError = (message: string): void => {
    setError(message);
    document.getElementById(ids.password)?.focus();
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setFailure(null);
    const checked = ACCEPT_INVITATION.form.parse({ token, password }, undefined);
    if (!checked.ok) {
      const onPassword = checked.errors.find((x) => x.field === 'password');
      if (onPassword) showError(onPassword.message);
      else setRefused(true);
      return;
    }
    setError(null);
    void accept({ variables: { input: checked.value } }).then(
      ({ data }) => {
        const payload = data?.acceptInvitation;
        if (!payload) return;
        signIn(payload.accessToken, payload.user);
        void navigate('/dashboard', { replace: true });
      },
      (err: unknown) => {
        const byField = fieldErrors(err);
        if (byField.token) setRefused(true);
        else if (byField.password) showError(byField.password.replace(/^password\b/, 'Password'));
        else setFailure(serverMessage(err, 'Joining failed. Please try again.'));
      },
    );
  };

  if (refused) return <InvalidLink />;

  return (
    <AuthCard title={`Join ${details.businessName}`}>
      <p className="muted">
        You are invited as <strong>{ROLE_LABELS[role]?.toLowerCase() ?? details.role}</strong>. {ROLE_DESCRIPTIONS[role] ?? ''}
      </p>
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <form onSubmit={submit} noValidate aria-label={`Join ${details.businessName}`}>
        <div className="field">
          <label htmlFor={ids.email}>Email</label>
          <input id={ids.email} type="email" name="email" autoComplete="username" value={details.email} readOnly aria-readonly="true" />
          <p className="field-hint">You sign in with this address.</p>
        </div>
        <div className="field">
          <label htmlFor={ids.password}>Choose a password</label>
          <input
            id={ids.password}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${ids.password}-error` : `${ids.password}-hint`}
          />
          {error ? (
            <p id={`${ids.password}-error`} className="field-error">
              {error}
            </p>
          ) : (
            <p id={`${ids.password}-hint`} className="field-hint">
              At least {PASSWORD_MIN} characters.
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-large" style={{ width: '100%' }} disabled={loading}>
          {loading ? 'Joining...' : 'Join and sign in'}
        </button>
      </form>
      <p className="auth-toggle">
        Already joined? <Link to="/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}

/** The page with the api client of its own: like sign-in, it sits outside the console's Apollo. */
export default function AcceptInvitationPage() {
  return (
    <ApolloProvider client={sharedApolloClient()}>
      <AcceptInvitation />
    </ApolloProvider>
  );
}
