import type { Clock } from './clock';

/** Who did something: a signed-in user, or the system itself (sweeps, feeds, jobs). */
export interface Actor {
  id: string | null;
  label: string;
}

export interface AuthUser {
  id: string;
  email: string;
}

/** What a service method needs to know about the caller and the moment. */
export interface ServiceContext {
  user: AuthUser;
  clock: Clock;
  requestId: string;
}

export function actorOf(ctx: ServiceContext): Actor {
  return { id: ctx.user.id, label: ctx.user.email };
}

export const SYSTEM_ACTOR: Actor = { id: null, label: 'system' };
