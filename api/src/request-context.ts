import type { Clock } from './clock';

/** Who did something: a signed-in user, or the system itself (sweeps, feeds, jobs). */
export interface Actor {
  id: string | null;
  label: string;
}

export interface AuthUser {
  id: string;
  email: string;
  /** Set when the caller came in with an API key rather than a session token. */
  apiKey?: ApiKeyCaller;
}

/** The API key a request was made with: audit names it, and a `read` key may not write. */
export interface ApiKeyCaller {
  id: string;
  name: string;
  scope: 'read' | 'read-write';
}

/** What a service method needs to know about the caller and the moment. */
export interface ServiceContext {
  user: AuthUser;
  clock: Clock;
  requestId: string;
}

export function actorOf(ctx: ServiceContext): Actor {
  return { id: ctx.user.id, label: ctx.user.apiKey ? `api key ${ctx.user.apiKey.name}` : ctx.user.email };
}

export const SYSTEM_ACTOR: Actor = { id: null, label: 'system' };
