import {
  BASE_CURRENCY,
  parseScenarioName,
  parseScenarioTags,
  parseShockEntries,
  parseShocks,
  type ScenarioTag,
  type ShockVector,
} from '@keafx/schema';
import { ValidationError, type FieldIssue } from '../../errors';

export type Naming = 'rest' | 'graphql';

/** The most named shock vectors one multi-scenario call may carry. */
export const MULTI_MAX = 10;

const NAMES = {
  rest: { base: 'base_currency', drafts: 'include_drafts' },
  graphql: { base: 'baseCurrency', drafts: 'includeDrafts' },
} as const;

export interface ScenarioRequest {
  includeDrafts: boolean;
  shocks: ShockVector;
}

export interface SaveRequest extends ScenarioRequest {
  name: string;
  tags: ScenarioTag[];
}

function asObject(raw: unknown, issues: FieldIssue[], field = 'body'): Record<string, unknown> {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  issues.push({ field, message: field === 'body' ? 'The request body must be a JSON object.' : `${field} must be an object` });
  return {};
}

function readBase(body: Record<string, unknown>, naming: Naming, issues: FieldIssue[]): void {
  const raw = body[NAMES[naming].base];
  if (raw === undefined || raw === null) return;
  if (typeof raw !== 'string' || raw.trim().toUpperCase() !== BASE_CURRENCY) {
    issues.push({ field: NAMES[naming].base, message: `${NAMES[naming].base} must be NZD: exposure is measured in NZD` });
  }
}

export function readDrafts(raw: unknown, field: string, issues: FieldIssue[]): boolean {
  if (raw === undefined || raw === null) return false;
  if (typeof raw === 'boolean') return raw;
  issues.push({ field, message: `${field} must be true or false` });
  return false;
}

/** Shocks as REST sends them ({"USD": 0.1}) or as GraphQL does ([{currency, shock}]). */
function readShocks(raw: unknown, naming: Naming, field: string, issues: FieldIssue[]): ShockVector {
  let parsed;
  if (naming === 'graphql' && Array.isArray(raw)) {
    parsed = parseShockEntries(
      raw.map((s: { currency?: unknown; shock?: unknown }) => [s?.currency, s?.shock]),
      field,
    );
  } else parsed = parseShocks(raw, field);
  if (parsed.ok) return parsed.value;
  issues.push(...parsed.errors);
  return {};
}

/** `{base_currency, shocks, include_drafts}` (REST) or its GraphQL spelling; throws ValidationError. */
export function parseScenarioRequest(raw: unknown, naming: Naming): ScenarioRequest {
  const issues: FieldIssue[] = [];
  const body = asObject(raw, issues);
  readBase(body, naming, issues);
  const shocks = readShocks(body.shocks, naming, 'shocks', issues);
  const includeDrafts = readDrafts(body[NAMES[naming].drafts], NAMES[naming].drafts, issues);
  if (issues.length) throw new ValidationError(issues);
  return { includeDrafts, shocks };
}

export interface MultiRequest {
  includeDrafts: boolean;
  scenarios: { name: string; shocks: ShockVector }[];
}

/** `{base_currency, include_drafts, scenarios: [{name, shocks}]}`: 1 to 10 named vectors. */
export function parseMultiRequest(raw: unknown, naming: Naming): MultiRequest {
  const issues: FieldIssue[] = [];
  const body = asObject(raw, issues);
  readBase(body, naming, issues);
  const includeDrafts = readDrafts(body[NAMES[naming].drafts], NAMES[naming].drafts, issues);
  const list = body.scenarios;
  if (!Array.isArray(list) || list.length === 0 || list.length > MULTI_MAX) {
    issues.push({
      field: 'scenarios',
      message: `scenarios must be a list of 1 to ${MULTI_MAX} named shock sets, such as [{"name": "USD +10%", "shocks": {"USD": 0.1}}]`,
    });
    throw new ValidationError(issues);
  }
  const scenarios = list.map((item, i) => {
    const field = `scenarios[${i}]`;
    const s = asObject(item, issues, field);
    let name = `Scenario ${i + 1}`;
    if (s.name !== undefined && s.name !== null) {
      const parsed = parseScenarioName(s.name, `${field}.name`);
      if (parsed.ok) name = parsed.value;
      else issues.push(...parsed.errors);
    }
    return { name, shocks: readShocks(s.shocks, naming, `${field}.shocks`, issues) };
  });
  if (issues.length) throw new ValidationError(issues.slice(0, 10));
  return { includeDrafts, scenarios };
}

/** `{name, tags, shocks, include_drafts}`: SPEC's name rule and tag list. */
export function parseSaveRequest(raw: unknown, naming: Naming): SaveRequest {
  const issues: FieldIssue[] = [];
  const body = asObject(raw, issues);
  const name = parseScenarioName(body.name);
  if (!name.ok) issues.push(...name.errors);
  const tags = parseScenarioTags(body.tags);
  if (!tags.ok) issues.push(...tags.errors);
  readBase(body, naming, issues);
  const shocks = readShocks(body.shocks, naming, 'shocks', issues);
  const includeDrafts = readDrafts(body[NAMES[naming].drafts], NAMES[naming].drafts, issues);
  if (issues.length) throw new ValidationError(issues);
  return { name: name.ok ? name.value : '', tags: tags.ok ? tags.value : [], shocks, includeDrafts };
}

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
