import { ValidationError } from './errors';

/**
 * Parsers of ids shared by every edge (REST paths, GraphQL arguments); bodies and query strings
 * are parsed by the commands of schema/src (api/src/http/command.ts).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id given in a path or argument: a UUID, else ValidationError naming `what`. */
/** A UUID parsed at the edge: services take only this, never a raw path or argument. */
export type Uuid = string & { readonly __uuid: unique symbol };

export function parseUuid(raw: unknown, what: string): Uuid {
  if (typeof raw === 'string' && UUID.test(raw)) return raw.toLowerCase() as Uuid;
  throw new ValidationError([{ field: 'id', message: `id must be ${what} id (a UUID)` }]);
}
