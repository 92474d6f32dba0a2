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
  const forUser = express.json({ limit: limits.signedIn });
  const forAnonymous = express.json({ limit: Math.min(limits.anonymous, limits.signedIn) });
  return (req, res, next) => (req.user ? forUser : forAnonymous)(req, res, next);
}
