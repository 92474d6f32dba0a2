import { checkWholeNumber, OFFSET_MAX, type FieldError } from '@keafx/schema';
import { ValidationError } from './errors';

/** A whole number within [min, max] from a query string or argument, or an issue naming the field. */
export function wholeNumber(raw: unknown, field: string, min: number, max: number, fallback: number, issues: FieldError[]): number {
  const checked = checkWholeNumber(raw, field, min, max, fallback);
  if (checked.ok) return checked.value;
  issues.push({ field, message: checked.message });
  return fallback;
}

export interface Page {
  limit: number;
  offset: number;
}

/** limit (1..max, default `fallback`) and offset (0 or more); throws ValidationError. */
export function parsePage(raw: { limit?: unknown; offset?: unknown }, max: number, fallback: number): Page {
  const issues: FieldError[] = [];
  const limit = wholeNumber(raw.limit, 'limit', 1, max, fallback, issues);
  const offset = wholeNumber(raw.offset, 'offset', 0, OFFSET_MAX, 0, issues);
  if (issues.length) throw new ValidationError(issues);
  return { limit, offset };
}

/**
 * The one page type every list answers with, REST and GraphQL alike: the items, whether more
 * follow (REST says so in X-Has-More), and the page that was asked for.
 */
export interface PageOf<T> extends Page {
  items: T[];
  hasMore: boolean;
}

/**
 * A page from rows fetched with LIMIT page.limit + 1 (the extra row only says more follow),
 * or from a whole list already in memory when `whole` is set.
 */
export function pageOf<R, T = R>(rows: R[], page: Page, map?: (row: R) => T, whole = false): PageOf<T> {
  const start = whole ? page.offset : 0;
  const slice = rows.slice(start, start + page.limit);
  return {
    items: map ? slice.map(map) : (slice as unknown as T[]),
    hasMore: rows.length > start + page.limit,
    limit: page.limit,
    offset: page.offset,
  };
}
