import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { isDatabaseUnavailable } from '../database/unavailable';
import { AppError, INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE } from '../errors';
import type { Logger } from '../logger';

/** Error codes GraphQL itself (or Apollo) produces for a bad request; passed through as they are. */
const REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Apollo's own request errors that carry an HTTP 4xx status but no code, by their message:
 * each gets a code of its own (and a readable sentence) instead of INTERNAL_SERVER_ERROR.
 */
const APOLLO_REQUEST_ERRORS = new Map<string, { code: string; message: string }>([
  [
    'provided sha does not match query',
    {
      code: 'PERSISTED_QUERY_HASH_MISMATCH',
      message: 'The persisted query hash (extensions.persistedQuery.sha256Hash) is not the SHA-256 of the query sent with it.',
    },
  ],
  [
    'Unsupported persisted query version',
    { code: 'PERSISTED_QUERY_VERSION_UNSUPPORTED', message: 'Only persisted query version 1 is supported.' },
  ],
]);

/**
 * graphql-js stops coercing variables after 50 errors with a request error of no code; it is the
 * caller's input, so it answers BAD_USER_INPUT like the 50 errors before it.
 */
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables, error limit reached. Execution aborted.';

/** A request-level error (no path) that Apollo marked with a 4xx status: the caller's fault, not ours. */
function apolloRequestError(error: unknown): { code: string; message: string } | undefined {
  if (!(error instanceof GraphQLError) || error.path) return undefined;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  return APOLLO_REQUEST_ERRORS.get(error.message) ?? { code: 'BAD_REQUEST', message: error.message };
}

/**
 * Domain errors keep their message and gain `extensions.code` (and the field at fault);
 * request errors pass through; anything else is logged and answered without internals.
 */
export function createFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code, field: original.extra.field, fields: original.extra.fields },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && REQUEST_CODES.has(code) && !formatted.path) {
      // graphql-armor words its limits (depth, aliases, cost, directives) as "Syntax Error: ...",
      // though the document parsed: they are validation failures, and say so plainly.
      const message = code === 'GRAPHQL_VALIDATION_FAILED' ? formatted.message.replace(/^Syntax Error: /, '') : formatted.message;
      return { message, locations: formatted.locations, extensions: { code } };
    }
    if (error instanceof GraphQLError && !error.path && error.message === TOO_MANY_VARIABLE_ERRORS)
      return {
        message: 'Too many errors in the variables: the first 50 are listed; correct them and send the request again.',
        extensions: { code: 'BAD_USER_INPUT' },
      };
    if (isDatabaseUnavailable(original)) {
      log.warn('database unavailable', { path: formatted.path });
      return { message: UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    const request = apolloRequestError(error);
    if (request) return { message: request.message, extensions: { code: request.code } };
    log.error('graphql resolver failed', { error: original, path: formatted.path });
    return { message: INTERNAL_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
