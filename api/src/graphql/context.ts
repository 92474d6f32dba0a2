import type { Request } from 'express';
import type { Clock } from '../clock';
import { UnauthenticatedError } from '../errors';
import { userContext, type AuthUser, type ServiceContext } from '../request-context';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

/** Everything a resolver sees: the caller, the clock, the services and this request's loaders. */
export interface GraphQLContext {
  user: AuthUser | null;
  clock: Clock;
  requestId: string;
  services: Services;
  ip: string;
  /** Per-request DataLoaders scoped to the caller (Apollo clones the context, so no lazy getters). */
  loaders: Loaders;
}

/** Stands in for the loaders of an anonymous request: any use is a sign-in error. */
const ANONYMOUS_LOADERS = new Proxy({} as Loaders, {
  get() {
    throw new UnauthenticatedError();
  },
});

export function buildContext(
  req: Pick<Request, 'ip'> & { user?: AuthUser | null; requestId?: string },
  services: Services,
  clock: Clock,
): GraphQLContext {
  const user = req.user ?? null;
  const requestId = req.requestId ?? '';
  return {
    user,
    clock,
    requestId,
    services,
    ip: req.ip ?? 'unknown',
    loaders: user ? createLoaders(services, userContext(user, clock, requestId)) : ANONYMOUS_LOADERS,
  };
}

/** The caller as a service sees it; throws when nobody is signed in. */
export function serviceContext(ctx: Pick<GraphQLContext, 'user' | 'clock' | 'requestId'>): ServiceContext {
  if (!ctx.user) throw new UnauthenticatedError();
  return userContext(ctx.user, ctx.clock, ctx.requestId);
}
