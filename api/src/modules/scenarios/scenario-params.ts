import { ValidationError } from '../../errors';

const ID = /^[1-9]\d{0,17}$/;

/** A saved scenario id: a positive whole number, kept as a string. */
export function parseScenarioId(raw: unknown, field = 'id'): string {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || !ID.test(text))
    throw new ValidationError([{ field, message: `${field} must be a positive whole number` }]);
  return text;
}

/** Exactly two different scenario ids (SPEC: comparison takes exactly 2). */
export function parseCompareIds(raw: unknown): [string, string] {
  const list =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : raw;
  if (!Array.isArray(list) || list.length !== 2) {
    throw new ValidationError([{ field: 'ids', message: 'Choose exactly 2 scenarios to compare' }]);
  }
  const [a, b] = list.map((id) => parseScenarioId(id, 'ids'));
  if (a === undefined || b === undefined || a === b)
    throw new ValidationError([{ field: 'ids', message: 'Choose exactly 2 scenarios to compare' }]);
  return [a, b];
}
