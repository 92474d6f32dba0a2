import type { RequestHandler } from 'express';

/** Methods /graphql answers (GraphQL over HTTP: GET for queries, POST for everything). */
const ALLOWED = 'GET, POST';

/** A GraphQL-over-HTTP error answer: `{errors: [{message, extensions.code}]}` with a status. */
function refuse(res: Parameters<RequestHandler>[1], status: number, message: string, code: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/**
 * What reaches Apollo at /graphql, by method, so no request gets its internal "`req.body` is not
 * set" 500: a GET (or HEAD) carries its operation in the query string, so it gets an empty body
 * and Apollo reads `query`, `variables` and `operationName` from the URL (mutations by GET are
 * Apollo's 405 with `Allow: POST`); a POST must be JSON (415 otherwise, before any parsing);
 * any other method is 405 with `Allow`.
 */
export function graphqlHttp(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      req.body ??= {};
      return next();
    }
    if (req.method === 'OPTIONS') return next();
    if (req.method !== 'POST') {
      res.set('Allow', ALLOWED);
      return refuse(res, 405, `/graphql takes GET (queries) or POST, not ${req.method}.`, 'METHOD_NOT_ALLOWED');
    }
    if (req.body === undefined) {
      // No JSON parser ran: the body was missing or of another type.
      const type = req.get('content-type');
      if (type && !req.is('application/json'))
        return refuse(
          res,
          415,
          `Send the operation as application/json (this request was ${type.split(';')[0]}).`,
          'UNSUPPORTED_MEDIA_TYPE',
        );
      return refuse(res, 400, 'Send the operation as a JSON body: {"query": "...", "variables": {...}}.', 'BAD_REQUEST');
    }
    next();
  };
}
