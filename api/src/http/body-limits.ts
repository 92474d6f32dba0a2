import express, { type RequestHandler } from 'express';

/** Largest REST JSON body of a signed-in caller (CSV imports have their own parser and limit). */
export const REST_BODY_LIMIT = 1024 * 1024;

/**
 * Parses JSON bodies up to `signedIn` bytes for a caller with a valid token and up to
 * `anonymous` bytes for everyone else (who can only register, sign in or be refused), so a
 * visitor without an account cannot make the server read and parse large documents. The
 * limit counts decoded bytes, so a small gzip body cannot inflate past it.
 */
export function jsonBody(limits: { signedIn: number; anonymous: number }): RequestHandler {
  const anonymous = Math.min(limits.anonymous, limits.signedIn);
  const forUser = express.json({ limit: limits.signedIn });
  const forAnonymous = express.json({ limit: anonymous });
  return (req, res, next) => {
    // No body (most GETs): nothing for a parser to do, so none is run (body-parser's own hasBody test).
    if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined) return next();
    const limit = req.user ? limits.signedIn : anonymous;
    // A JSON body declared too large is refused before a byte of it is read, and the connection
    // is closed rather than drained (the parser would read all of it off the socket first).
    // Other types (CSV imports) are left to their own parsers and limits.
    if (req.is('application/json') && Number(req.get('content-length')) > limit) {
      res.set('Connection', 'close');
      next(Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 }));
      return;
    }
    (req.user ? forUser : forAnonymous)(req, res, next);
  };
}
