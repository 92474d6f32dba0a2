import { ValidationError } from './errors';

/**
 * Parsers of ids shared by every edge (REST paths, GraphQL arguments); bodies and query strings
 * are parsed by the commands of schema/src (api/src/http/command.ts).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID parsed at the edge: services take only this, never a raw path or argument. */
export type Uuid = string & { readonly __uuid: unique symbol };

/** An id given in a path or argument: a UUID, else ValidationError naming `what`. */
export function parseUuid(raw: unknown, what: string): Uuid {
  if (typeof raw === 'string' && UUID.test(raw)) return raw.toLowerCase() as Uuid;
  throw new ValidationError([{ field: 'id', message: `id must be ${what} id (a UUID)` }]);
}

const SERIAL = /^[1-9]\d{0,17}$/;

/**
 * A table's serial key given in a path or argument (a JSON number or its text), kept as text;
 * else ValidationError. Each caller brands it (`HedgeId`, `ImportId`).
 */
export function parseSerialId(raw: unknown): string {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (typeof text === 'string' && SERIAL.test(text)) return text;
  throw new ValidationError([{ field: 'id', message: 'id must be a positive whole number' }]);
}
