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

/**
 * What a service method needs to know about the caller and the moment: whose data (`user`, the
 * owner every query is scoped to), who acts for the audit trail (`actor`: the user, or the
 * system acting for the owner), the clock, and the request id for the logs. Every edge (REST,
 * GraphQL, subscriptions, jobs) builds this one shape with `userContext` or `systemContext`.
 */
export interface ServiceContext {
  user: AuthUser;
  actor: Actor;
  clock: Clock;
  requestId: string;
}

/** A signed-in user acting on their own data. */
export function userContext(user: AuthUser, clock: Clock, requestId: string): ServiceContext {
  return { user, actor: { id: user.id, label: user.apiKey ? `api key ${user.apiKey.name}` : user.email }, clock, requestId };
}

/** The system (a job, a sweep) acting on an owner's data, named in the audit trail by `label`. */
export function systemContext(ownerId: string, clock: Clock, label: string, requestId = ''): ServiceContext {
  return { user: { id: ownerId, email: '' }, actor: { id: null, label }, clock, requestId };
}

/**
 * The same caller with its clock stopped at this moment: a file made over several steps (its name,
 * its rows, its footer, its audit event) says one time throughout.
 */
export function atOneMoment(ctx: ServiceContext): ServiceContext {
  const now = ctx.clock.now();
  const today = ctx.clock.today();
  return { ...ctx, clock: { now: () => new Date(now), today: () => today } };
}

export function actorOf(ctx: ServiceContext): Actor {
  return ctx.actor;
}

export const SYSTEM_ACTOR: Actor = { id: null, label: 'system' };
