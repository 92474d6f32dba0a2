import { roleMayWrite, type BusinessRole, type WriteAccess } from '@keafx/schema';
import { useDemoMode } from '../layout/DemoMode';
import { useSession } from './SessionProvider';

export interface Business {
  /** The signed-in person's role: owner when unknown (a session stored before roles, or the demo). */
  role: BusinessRole;
  /** The business's name as its people see it; null until known. */
  name: string | null;
}

/**
 * The business the signed-in person works in and their role there, as the session holds it (the
 * sign-in's answer, refreshed from `me` once per load of the console: SessionRefresh). The demo is
 * its owner's. The api refuses by the same rules (schema/src/roles.ts); this only hides what a role
 * cannot do.
 */
export function useBusiness(): Business {
  const { state } = useSession();
  const { demo } = useDemoMode();
  const user = state.status === 'authenticated' && !demo ? state.session.user : null;
  return { role: user?.businessRole ?? 'owner', name: user?.businessName ?? null };
}

/** The signed-in person's role in the business (owner when unknown). */
export function useBusinessRole(): BusinessRole {
  return useBusiness().role;
}

/** Whether the signed-in person's role allows a change open to `access` (roleMayWrite). */
export function useMayWrite(access: WriteAccess = 'owner'): boolean {
  return roleMayWrite(useBusinessRole(), access);
}
