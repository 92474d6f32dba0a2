import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Clock } from '../clock';
import { UnauthenticatedError, ValidationError } from '../errors';
import type { AuthUser, ServiceContext } from '../request-context';
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
 * Reads `Authorization: Bearer <token>`; a bad token, or one whose user does not exist,
 * leaves the request anonymous with a reason.
 */
export function authenticate(auth: AuthService, clock: Clock): RequestHandler {
  return async (req, _res, next) => {
    req.user = null;
    const header = req.get('authorization');
    if (header) {
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      req.user = token ? await auth.authenticate(token, clock.now()) : null;
      if (!req.user) req.tokenProblem = 'Your session has expired or is invalid. Please sign in again.';
    }
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
  return { user: req.user, clock, requestId: req.requestId ?? '' };
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
