import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearSession, readSession, storeSession, logout as fullLogout, type Session, type SignedInUser } from './session';

export type SessionState = { status: 'loading' } | { status: 'authenticated'; session: Session } | { status: 'anonymous' };

interface SessionApi {
  state: SessionState;
  /** Stores a fresh token and user (after sign-in or registration). */
  signIn(token: string, user: SignedInUser): void;
  logout(): void;
}

/** Exported for tests that need a session in a given state. */
export const SessionContext = createContext<SessionApi | null>(null);

function resolve(): SessionState {
  const session = readSession();
  return session ? { status: 'authenticated', session } : { status: 'anonymous' };
}

/** Resolves the stored session once mounted, and ends it the moment its token expires. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    setState(resolve());
    // Another tab signing in or out changes this one too.
    const onStorage = (): void => setState(resolve());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (state.status !== 'authenticated') return undefined;
    const ms = state.session.expiresAt - Date.now();
    const timer = window.setTimeout(
      () => {
        clearSession();
        setState({ status: 'anonymous' });
      },
      Math.min(Math.max(ms, 0), 2_147_000_000),
    );
    return () => window.clearTimeout(timer);
  }, [state]);

  const signIn = useCallback((token: string, user: SignedInUser) => {
    storeSession(token, user);
    setState(resolve());
  }, []);

  const value = useMemo<SessionApi>(() => ({ state, signIn, logout: fullLogout }), [state, signIn]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession needs a <SessionProvider> above it');
  return api;
}
