import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { API_KEY_PREFIX } from '@keafx/schema';
import type { Clock } from '../clock';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../errors';
import { userContext, type AuthUser, type ServiceContext } from '../request-context';
import { READ_ONLY_KEY } from '../graphql/auth-plugin';
import type { ApiKeysService } from '../modules/apikeys';
import type { AuthService } from '../modules/auth';

declare module 'express-serve-static-core' {
  interface Request {
    requestId?: string;
    /** The caller named by a valid bearer token, or null. */
    user?: AuthUser | null;
    /** Why a token that came with the request was refused. */
    tokenProblem?: string;
  }
}

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** Tags each request with an id (kept from X-Request-Id when sane) and echoes it back. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-request-id');
    req.requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    res.set('X-Request-Id', req.requestId);
    next();
  };
}

/**
 * Reads `Authorization: Bearer <token>`: a session token, or an API key (`kfx_...`). A bad
 * token, or one whose user does not exist, leaves the request anonymous with a reason; a bad
 * key counts in the sign-in throttle (429 once an address has failed too often).
 */
export function authenticate(auth: AuthService, apiKeys: ApiKeysService, clock: Clock): RequestHandler {
  return async (req, _res, next) => {
    req.user = null;
    const header = req.get('authorization');
    if (header) {
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (token?.startsWith(API_KEY_PREFIX)) {
        const check = await apiKeys.authenticate(token, req.ip ?? 'unknown', clock.now());
        if ('user' in check) req.user = check.user;
        else req.tokenProblem = check.problem;
        return next();
      }
      req.user = token ? await auth.authenticate(token, clock.now()) : null;
      if (!req.user) req.tokenProblem = 'Your session has expired or is invalid. Please sign in again.';
    }
    next();
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** POSTs that save nothing (a scenario on today's exposure): reads, for a read-only key too. */
export const CHANGES_NOTHING = new Set(['POST /me/exposure/scenario', 'POST /me/exposure/multi-scenario']);

/**
 * A `read` API key may only read: any other REST method is 403, but for the POSTs that change
 * nothing. (/graphql is judged per operation instead: its mutations are refused in auth-plugin
 * unless each root field is marked `changesNothing`.)
 */
export function readOnlyKeys(): RequestHandler {
  return (req, _res, next) => {
    if (
      req.user?.apiKey?.scope === 'read' &&
      !READS.has(req.method) &&
      req.path !== '/graphql' &&
      !CHANGES_NOTHING.has(`${req.method} ${req.path}`)
    )
      return next(new ForbiddenError(READ_ONLY_KEY));
    next();
  };
}

/** Deny by default: everything mounted behind this needs a signed-in user. */
export function requireUser(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.user) return next();
    next(new UnauthenticatedError(req.tokenProblem ?? 'You need to sign in to do that: send an Authorization: Bearer token.'));
  };
}

/** The service context of an authenticated REST request. */
export function contextOf(req: Request, clock: Clock): ServiceContext {
  if (!req.user) throw new UnauthenticatedError();
  return userContext(req.user, clock, req.requestId ?? '');
}

/**
 * A query string whose percent-encoding is not UTF-8 ("%ED%A0%80", a lone surrogate's bytes, or
 * a stray "%") answers 400: Node's parser would quietly turn those bytes into U+FFFD.
 */
export function strictQueryString(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const at = req.originalUrl.indexOf('?');
    if (at >= 0) {
      try {
        for (const part of req.originalUrl.slice(at + 1).split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        return next(new ValidationError([{ field: 'query', message: 'The query string holds percent-encoding that is not valid UTF-8.' }]));
      }
    }
    next();
  };
}
