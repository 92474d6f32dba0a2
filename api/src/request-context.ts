import type { MemberRole } from '@keafx/schema';
import type { Clock } from './clock';

/** Who did something: a signed-in user, or the system itself (sweeps, feeds, jobs). */
export interface Actor {
  id: string | null;
  label: string;
}

/**
 * Whose data a request works on: the business, named by its owner's account (`id`, `email`), which
 * every query is scoped to. A person signed in to someone else's business is its `member`.
 */
export interface AuthUser {
  id: string;
  email: string;
  /** Set when the caller came in with an API key rather than a session token. */
  apiKey?: ApiKeyCaller;
  /** Set when the person signed in is a member of the business rather than its owner (issue 26). */
  member?: Member;
}

/** A person signed in to a business they do not own, and their role in it. */
export interface Member {
  id: string;
  email: string;
  role: MemberRole;
}

/** The person behind a request: the member when one signed in, else the owner. */
export function personOf(user: AuthUser): { id: string; email: string } {
  return user.member ?? user;
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

/** A signed-in person (the owner, a member, or an API key) acting on the business's data; the audit trail names the person. */
export function userContext(user: AuthUser, clock: Clock, requestId: string): ServiceContext {
  const actor = user.member
    ? { id: user.member.id, label: user.member.email }
    : { id: user.id, label: user.apiKey ? `api key ${user.apiKey.name}` : user.email };
  return { user, actor, clock, requestId };
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
