import { ValidationError } from './errors';

/**
 * Parameter parsers shared by every edge (REST query strings and bodies, GraphQL arguments),
 * so one input means the same on every path.
 */

/**
 * A yes/no flag such as `include_drafts`: absent, empty (`?include_drafts=`), `false` or false
 * is false; `true` or true is true; anything else is refused naming the field.
 */
export function parseFlag(raw: unknown, field: string): boolean {
  if (raw === undefined || raw === null || raw === '' || raw === 'false' || raw === false) return false;
  if (raw === 'true' || raw === true) return true;
  throw new ValidationError([{ field, message: `${field} must be true or false` }]);
}
