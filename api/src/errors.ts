import type { FieldError } from '@keafx/schema';

/**
 * Domain errors. Each carries a code and a user-facing sentence; the one table below maps
 * codes to HTTP statuses for REST and to `extensions.code` for GraphQL.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** The answer while the database cannot be reached (database/unavailable.ts decides which errors those are). */
export const UNAVAILABLE_MESSAGE = 'Kea FX cannot reach its database for a moment. Please try again in a few seconds.';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { field?: string; fields?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  constructor(issues: FieldError[]) {
    super('BAD_USER_INPUT', issues.map((i) => i.message).join('; '), { field: issues[0]?.field, fields: issues });
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} was not found`);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'You need to sign in to do that.') {
    super('UNAUTHENTICATED', message);
  }
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A body of a type the path does not take (text/plain where JSON is parsed). */
export class UnsupportedMediaTypeError extends AppError {
  constructor(given: string, wanted: string) {
    super('UNSUPPORTED_MEDIA_TYPE', `Send the request body as ${wanted} (this request was ${given}).`, { field: 'body' });
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super('FORBIDDEN', message);
  }
}
