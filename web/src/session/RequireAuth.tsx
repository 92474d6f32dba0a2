import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../ui/Loading';
import { useSession } from './SessionProvider';

/**
 * Protected routes: a Loading indicator while the session resolves, then the page for a
 * signed-in user, else /login with the attempted location remembered (SPEC section 2).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <Loading label="Loading..." />;
  if (state.status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <>{children}</>;
}

/** Where to go after signing in: the remembered location if it is one of ours, else /dashboard. */
export function returnPath(state: unknown, search: string): string {
  const fromState = (state as { from?: unknown } | null)?.from;
  const fromQuery = new URLSearchParams(search).get('next');
  const target = typeof fromState === 'string' ? fromState : fromQuery;
  if (target && target.startsWith('/') && !target.startsWith('//') && !/^\/(login|register)\b/.test(target)) return target;
  return '/dashboard';
}
