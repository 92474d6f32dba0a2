import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument } from '../generated/graphql';
import { asBusinessRole, currentToken } from './session';
import { useSession } from './SessionProvider';

/**
 * Asks the api who is signed in once per load of the console and keeps the session's role and
 * business name up to date: a role the owner changed (or a session stored before roles) shows
 * without signing in again. Renders nothing; a failure leaves the stored session as it is.
 */
export function SessionRefresh() {
  const { state, signIn } = useSession();
  const { data } = useQuery(MeDocument, { fetchPolicy: 'network-only' });
  const me = data?.me;
  useEffect(() => {
    if (!me || state.status !== 'authenticated') return;
    const { token, user } = state.session;
    if (user?.id && user.id !== me.id) return; // another account signed in meanwhile (another tab)
    // Signed out (or in again) while `me` was on its way: the answer must not store the old session back.
    if (currentToken() !== token) return;
    const same =
      user !== null &&
      user.businessRole === asBusinessRole(me.businessRole) &&
      (user.businessName ?? '') === me.businessName &&
      user.email === me.email;
    if (same) return;
    signIn(token, me);
  }, [me, state, signIn]);
  return null;
}
