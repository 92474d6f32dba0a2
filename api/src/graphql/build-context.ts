import type { Request } from 'express';
import type { Clock } from '../clock';
import { UnauthenticatedError } from '../errors';
import { userContext, type AuthUser } from '../request-context';
import type { Services } from '../services';
import type { GraphQLContext } from './context';
import { createLoaders, type Loaders } from './loaders';

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
