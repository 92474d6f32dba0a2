import { ValidationError, type FieldIssue } from './errors';
import { checkFlag, checkText } from '@keafx/schema';

/**
 * Parameter parsers shared by every edge (REST query strings and bodies, GraphQL arguments),
 * so one input means the same on every path.
 */

/**
 * A yes/no flag such as `include_drafts`: absent, empty (`?include_drafts=`), `false` or false
 * is false; `true` or true is true; anything else is refused naming the field.
 */
export function parseFlag(raw: unknown, field: string): boolean {
  const checked = checkFlag(raw, field);
  if (!checked.ok) throw new ValidationError([{ field, message: checked.message }]);
  return checked.value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A body's own fields, or a ValidationError naming what is wrong (unknown fields included). */
export function ownFields(raw: unknown, allowed: readonly string[]): Map<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ValidationError([{ field: 'body', message: 'The request body must be a JSON object.' }]);
  }
  const fields = new Map(Object.entries(raw as Record<string, unknown>));
  const unknown = [...fields.keys()].filter((k) => !allowed.includes(k));
  if (unknown.length) {
    throw new ValidationError(
      unknown.slice(0, 5).map((k) => ({
        field: k.slice(0, 40),
        message: `${JSON.stringify(k.slice(0, 40))} is not a field here; send ${allowed.join(', ')}`,
      })),
    );
  }
  return fields;
}

/** A name: 1 to `max` characters after trimming, no control characters. */
export function readName(raw: unknown, field: string, max: number, issues: FieldIssue[]): string {
  if (typeof raw !== 'string') {
    issues.push({ field, message: `${field} is required and must be text` });
    return '';
  }
  // The shared text rule (schema/src/text.ts): no control, bidi or broken characters, not invisible-only, trimmed, capped.
  const checked = checkText(raw, { field, max, blankMessage: `${field} must not be blank` });
  if (!checked.ok) {
    issues.push({ field, message: checked.message });
    return raw.trim();
  }
  return checked.value;
}

/** An id given in a path or argument: a UUID, else ValidationError naming `what`. */
export function parseUuid(raw: unknown, what: string): string {
  if (typeof raw === 'string' && UUID.test(raw)) return raw.toLowerCase();
  throw new ValidationError([{ field: 'id', message: `id must be ${what} id (a UUID)` }]);
}
