import { checkCompareIds, checkScenarioId } from '@keafx/schema';
import { ValidationError } from '../../errors';

/** A saved scenario id parsed at the edge: services take only this, never a raw path or argument. */
export type ScenarioId = string & { readonly __scenarioId: unique symbol };

/** A saved scenario id: a positive whole number, kept as a string. */
export function parseScenarioId(raw: unknown, field = 'id'): ScenarioId {
  const checked = checkScenarioId(raw, field);
  if (!checked.ok) throw new ValidationError([{ field, message: checked.message }]);
  return checked.value as ScenarioId;
}

/** Exactly two different scenario ids (SPEC: comparison takes exactly 2). */
export function parseCompareIds(raw: unknown): [ScenarioId, ScenarioId] {
  const checked = checkCompareIds(raw);
  if (!checked.ok) throw new ValidationError([{ field: 'ids', message: checked.message }]);
  return checked.value as [ScenarioId, ScenarioId];
}
