import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../database/unavailable';
import { AppError, HTTP_STATUS, INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE } from '../errors';
import type { Logger } from '../logger';

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
  /** zlib's error code when a body did not decompress as its Content-Encoding said. */
  code?: string;
  errno?: number;
}

const BODY_ERRORS = new Map<string, [number, string]>(
  Object.entries({
    'entity.parse.failed': [400, 'The request body is not valid JSON.'],
    'entity.too.large': [413, 'The request body is too large.'],
    'encoding.unsupported': [415, 'The request body encoding is not supported.'],
    'charset.unsupported': [415, 'The request body charset is not supported; send UTF-8.'],
    'encoding.invalid': [400, 'The request body is not valid UTF-8: send the text encoded as UTF-8.'],
    'request.aborted': [400, 'The request was aborted before its body arrived.'],
    'request.size.invalid': [400, 'The request body is not as long as its Content-Length says.'],
  } satisfies Record<string, [number, string]>),
);

const UNDECODABLE: [number, string] = [400, 'The request body could not be decoded: it does not match its Content-Encoding.'];

const BAD_PATH: [number, string] = [400, 'The path holds percent-encoding that is not valid UTF-8.'];

/** A byte count as a person reads it: 8 kB, 1 MB, 30 MB. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** The answer for a body the parser refused (or a path the router could not decode): by its type, or a zlib failure (gzip, deflate or br that is not). */
function bodyError(err: unknown): [number, string] | undefined {
  const e = (err ?? {}) as BodyParserError;
  // The router's decodeURIComponent of a path parameter ("%ED%A0%80", a lone surrogate's bytes) marks it 400.
  if (err instanceof URIError && e.status === 400) return BAD_PATH;
  // Too large: the answer names the limit, so the caller knows what would be taken.
  if (e.type === 'entity.too.large' && typeof e.limit === 'number')
    return [413, `The request body is too large: at most ${sizeText(e.limit)}.`];
  const known = e.type === undefined ? undefined : BODY_ERRORS.get(e.type);
  if (known) return known;
  const zlib = typeof e.errno === 'number' && typeof e.code === 'string' && /^(Z_|ERR_)/.test(e.code);
  return zlib && e.status === 400 ? UNDECODABLE : undefined;
}

/** REST answers for every error: `{detail}` with the status from the shared code table, never internals. */
export function restErrorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) res.set('Retry-After', String(err.extra.retryAfterSeconds));
      res.status(HTTP_STATUS[err.code]).json({ detail: err.message });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      log.warn('database unavailable', { requestId: req.requestId, method: req.method, path: req.path });
      res.set('Retry-After', String(RETRY_AFTER_SECONDS)).status(503).json({ detail: UNAVAILABLE_MESSAGE });
      return;
    }
    const known = bodyError(err);
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
