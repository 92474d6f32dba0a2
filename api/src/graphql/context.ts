import type { Clock } from '../clock';
import { UnauthenticatedError } from '../errors';
import { userContext, type AuthUser, type ServiceContext } from '../request-context';
import type { Services } from '../services';
import type { Loaders } from './loaders';

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

/** The caller as a service sees it; throws when nobody is signed in. */
export function serviceContext(ctx: Pick<GraphQLContext, 'user' | 'clock' | 'requestId'>): ServiceContext {
  if (!ctx.user) throw new UnauthenticatedError();
  return userContext(ctx.user, ctx.clock, ctx.requestId);
}
