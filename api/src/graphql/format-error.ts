import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, INTERNAL_MESSAGE } from '../errors';
import type { Logger } from '../logger';

/** Error codes GraphQL itself (or Apollo) produces for a bad request; passed through as they are. */
const REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'UNAUTHENTICATED',
  'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE',
]);

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
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    log.error('graphql resolver failed', { error: original, path: formatted.path });
    return { message: INTERNAL_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
