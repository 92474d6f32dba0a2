import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';
import { ValidationError } from '../errors';

/**
 * How deeply lists and objects may nest in a JSON body. Our deepest input (a GraphQL request's
 * variables holding a list of shock sets) is 5 levels; a body nested deeper is refused before any
 * check or message walks it, so no recursion can run out of stack on it.
 */
export const JSON_DEPTH_MAX = 32;

/** How deeply `value` nests, counted without recursion; stops counting past `max`. */
export function jsonDepth(value: unknown, max = JSON_DEPTH_MAX): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > max) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, here]);
  }
  return deepest;
}

const tooDeep = (): ValidationError =>
  new ValidationError([
    { field: 'body', message: `The request body nests lists and objects too deeply: at most ${JSON_DEPTH_MAX} levels.` },
  ]);

/**
 * A UTF-8 body must be valid UTF-8: the parser would otherwise store U+FFFD for the bad bytes,
 * changing the caller's text without a word. Refused with 400 (errors.ts, `encoding.invalid`).
 */
function strictUtf8(_req: unknown, _res: unknown, body: Buffer, encoding: string): void {
  if (/^utf-?8$/i.test(encoding) && !isUtf8(body))
    throw Object.assign(new Error('invalid UTF-8'), { status: 400, type: 'encoding.invalid' });
}

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
  const forUser = express.json({ limit: limits.signedIn, verify: strictUtf8 });
  const forAnonymous = express.json({ limit: anonymous, verify: strictUtf8 });
  return (req, res, next) => {
    // No body (most GETs): nothing for a parser to do, so none is run (body-parser's own hasBody test).
    if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined) return next();
    const limit = req.user ? limits.signedIn : anonymous;
    // A JSON body declared too large is refused before a byte of it is read, and the connection
    // is closed rather than drained (the parser would read all of it off the socket first).
    // Other types (CSV imports) are left to their own parsers and limits.
    if (req.is('application/json') && Number(req.get('content-length')) > limit) {
      res.set('Connection', 'close');
      next(Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413, limit }));
      return;
    }
    (req.user ? forUser : forAnonymous)(req, res, (error?: unknown) => {
      if (error) return next(error);
      next(jsonDepth(req.body) > JSON_DEPTH_MAX ? tooDeep() : undefined);
    });
  };
}
