import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, HTTP_STATUS, INTERNAL_MESSAGE } from '../errors';
import type { Logger } from '../logger';

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The request body is too large.'],
  'encoding.unsupported': [415, 'The request body encoding is not supported.'],
  'charset.unsupported': [415, 'The request body charset is not supported; send UTF-8.'],
  'request.aborted': [400, 'The request was aborted before its body arrived.'],
};

/** REST answers for every error: `{detail}` with the status from the shared code table, never internals. */
export function restErrorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) res.set('Retry-After', String(err.extra.retryAfterSeconds));
      res.status(HTTP_STATUS[err.code]).json({ detail: err.message });
      return;
    }
    const known = BODY_ERRORS[(err as BodyParserError)?.type ?? ''];
    if (known) {
      res.status(known[0]).json({ detail: known[1] });
      return;
    }
    log.error('request failed', { requestId: req.requestId, method: req.method, path: req.path, error: err });
    res.status(500).json({ detail: INTERNAL_MESSAGE });
  };
}

/** Unknown API paths answer JSON 404 rather than the web app. */
export function apiNotFound(): RequestHandler {
  return (req, res) => {
    res.status(404).json({ detail: `There is no ${req.method} ${req.baseUrl}${req.path} in the Kea FX API.` });
  };
}
