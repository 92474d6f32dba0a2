import { checkCompareIds, checkScenarioId } from '@keafx/schema';
import { ValidationError } from '../../errors';

/** A saved scenario id: a positive whole number, kept as a string. */
export function parseScenarioId(raw: unknown, field = 'id'): string {
  const checked = checkScenarioId(raw, field);
  if (!checked.ok) throw new ValidationError([{ field, message: checked.message }]);
  return checked.value;
}

/** Exactly two different scenario ids (SPEC: comparison takes exactly 2). */
export function parseCompareIds(raw: unknown): [string, string] {
  const checked = checkCompareIds(raw);
  if (!checked.ok) throw new ValidationError([{ field: 'ids', message: checked.message }]);
  return checked.value;
}
