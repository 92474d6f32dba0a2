import { command, commands, field, fieldOfMany, flag, pageFields, type CommandValue, type JsonSchema, type Naming } from './command';
import { BASE_CURRENCY } from './currencies';
import {
  MAX_SHOCKED_CURRENCIES,
  parseScenarioName,
  parseScenarioTags,
  parseShockEntries,
  parseShocks,
  SCENARIO_NAME_MAX,
  SCENARIO_NAME_REQUIRED,
  SCENARIO_TAGS,
  SHOCK_MAX,
  SHOCK_MIN,
  type ShockVector,
} from './scenario';
import type { Checked, FieldError, Result } from './result';

/** The commands of scenario runs and saved scenarios. */

/** The most named shock vectors one multi-scenario call may carry. */
export const MULTI_MAX = 10;

const SHOCKS_JSON: Record<Naming, JsonSchema> = {
  rest: {
    type: 'object',
    description: 'Currency code to shock as a fraction from -1 to 1 (0.1 is +10%), such as {"USD": 0.1}',
    additionalProperties: { type: 'number', minimum: SHOCK_MIN, maximum: SHOCK_MAX },
    minProperties: 1,
    maxProperties: MAX_SHOCKED_CURRENCIES,
  },
  graphql: {
    type: 'array',
    items: {
      type: 'object',
      properties: { currency: { type: 'string' }, shock: { type: 'number', minimum: SHOCK_MIN, maximum: SHOCK_MAX } },
      required: ['currency', 'shock'],
    },
  },
};

/** Shocks as REST sends them ({"USD": 0.1}) or as GraphQL does ([{currency, shock}]). */
function readShocks(raw: unknown, naming: Naming, field_: string): Result<ShockVector> {
  if (naming === 'graphql' && Array.isArray(raw)) {
    return parseShockEntries(
      raw.map((s: { currency?: unknown; shock?: unknown } | null) => [s?.currency, s?.shock]),
      field_,
      true,
    );
  }
  return parseShocks(raw, field_);
}

const shocksField = (w: string, naming: Naming) => fieldOfMany(SHOCKS_JSON[naming], (raw) => readShocks(raw, naming, w));

/** Optional, and NZD when given: exposure is measured in NZD. */
const baseCurrencyField = (w: string) =>
  field({ const: BASE_CURRENCY, description: 'NZD when given: exposure is measured in NZD' }, (raw) =>
    raw === undefined || raw === null
      ? { ok: true, value: undefined }
      : typeof raw === 'string' && raw.trim().toUpperCase() === BASE_CURRENCY
        ? { ok: true, value: BASE_CURRENCY }
        : { ok: false, message: `${w} must be NZD: exposure is measured in NZD` },
  );

/** A JSON true or false; absent is false. */
const draftsField = (w: string) =>
  field({ type: 'boolean', default: false, description: 'Count draft invoices too' }, (raw) =>
    raw === undefined || raw === null
      ? { ok: true, value: false }
      : typeof raw === 'boolean'
        ? { ok: true, value: raw }
        : { ok: false, message: `${w} must be true or false` },
  );

/** `{base_currency?, shocks, include_drafts?}` (GraphQL: camelCase, shocks as a list): one scenario run. */
export const RUN_SCENARIO = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    { baseCurrency: baseCurrencyField, shocks: shocksField, includeDrafts: draftsField },
    { ignoreUnknown: true, notObjectThenFields: true },
  ),
);
export type RunScenarioCommand = CommandValue<typeof RUN_SCENARIO.rest>;

/** 1 to 10 named vectors; a name left out reads "Scenario N". */
function readScenarioList(raw: unknown, naming: Naming): Result<{ name: string; shocks: ShockVector }[]> {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MULTI_MAX) {
    return {
      ok: false,
      errors: [
        {
          field: 'scenarios',
          message: `scenarios must be a list of 1 to ${MULTI_MAX} named shock sets, such as [{"name": "USD +10%", "shocks": {"USD": 0.1}}]`,
        },
      ],
    };
  }
  const errors: FieldError[] = [];
  const value = raw.map((item: unknown, i) => {
    const at = `scenarios[${i}]`;
    const s = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : null;
    if (!s) errors.push({ field: at, message: `${at} must be an object` });
    let name = `Scenario ${i + 1}`;
    if (s?.name !== undefined && s?.name !== null) {
      const parsed = parseScenarioName(s.name, `${at}.name`);
      if (parsed.ok) name = parsed.value;
      else errors.push(...parsed.errors);
    }
    const shocks = readShocks(s?.shocks, naming, `${at}.shocks`);
    if (!shocks.ok) errors.push(...shocks.errors);
    return { name, shocks: shocks.ok ? shocks.value : {} };
  });
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** `{base_currency?, include_drafts?, scenarios: [{name?, shocks}]}`: up to 10 runs side by side. */
export const RUN_SCENARIOS = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      baseCurrency: baseCurrencyField,
      includeDrafts: draftsField,
      scenarios: (_w, n) =>
        fieldOfMany(
          {
            type: 'array',
            minItems: 1,
            maxItems: MULTI_MAX,
            items: {
              type: 'object',
              properties: { name: { type: 'string', maxLength: SCENARIO_NAME_MAX }, shocks: SHOCKS_JSON[n] },
              required: ['shocks'],
            },
          },
          (raw) => readScenarioList(raw, n),
        ),
    },
    { ignoreUnknown: true, notObjectThenFields: true, maxErrors: 10 },
  ),
);
export type RunScenariosCommand = CommandValue<typeof RUN_SCENARIOS.rest>;

/** `{name, tags?, base_currency?, shocks, include_drafts?}`: SPEC's name rule and tag list. */
export const SAVE_SCENARIO = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      name: (w) =>
        fieldOfMany({ type: 'string', minLength: 1, maxLength: SCENARIO_NAME_MAX }, (raw) =>
          raw === undefined ? { ok: false, errors: [{ field: w, message: SCENARIO_NAME_REQUIRED }] } : parseScenarioName(raw, w),
        ),
      tags: (w) => fieldOfMany({ type: 'array', items: { enum: [...SCENARIO_TAGS] }, maxItems: 20 }, (raw) => parseScenarioTags(raw, w)),
      baseCurrency: baseCurrencyField,
      shocks: shocksField,
      includeDrafts: draftsField,
    },
    { ignoreUnknown: true, notObjectThenFields: true },
  ),
);
export type SaveScenarioCommand = CommandValue<typeof SAVE_SCENARIO.rest>;

const SCENARIO_ID = /^[1-9]\d{0,17}$/;

/** A saved scenario id: a positive whole number (a JSON number or its text), as text. */
export function checkScenarioId(raw: unknown, field_ = 'id'): Checked<string> {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  return typeof text === 'string' && SCENARIO_ID.test(text)
    ? { ok: true, value: text }
    : { ok: false, message: `${field_} must be a positive whole number` };
}

/** Exactly two different saved scenarios (SPEC: comparison takes exactly 2), as "1,2" or a list. */
export function checkCompareIds(raw: unknown): Checked<[string, string]> {
  const list =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : raw;
  const exactlyTwo = { ok: false as const, message: 'Choose exactly 2 scenarios to compare' };
  if (!Array.isArray(list) || list.length !== 2) return exactlyTwo;
  const ids: string[] = [];
  for (const id of list) {
    const checked = checkScenarioId(id, 'ids');
    if (!checked.ok) return checked;
    ids.push(checked.value);
  }
  const [a, b] = ids;
  return a === undefined || b === undefined || a === b ? exactlyTwo : { ok: true, value: [a, b] };
}

/** GET /me/scenarios/compare?ids=1,2 (and its exports). */
export const COMPARE_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    { ids: () => field({ type: 'string', description: 'Two saved scenario ids: 1,2' }, checkCompareIds) },
    { ignoreUnknown: true },
  ),
);

/** The most affected invoices one page holds. */
export const AFFECTED_PAGE_MAX = 500;

/** GET /me/scenarios/{id}/invoices: a page (100 unless said). */
export const AFFECTED_QUERY = /* @__PURE__ */ commands((naming) =>
  command(naming, pageFields(AFFECTED_PAGE_MAX, 100), { ignoreUnknown: true }),
);

const SHOCK_PAIR = /^([A-Za-z]{3}):(-?\d+(?:\.\d+)?(?:[eE]-?\d+)?)$/;
const SHOCKS_HINT = 'shocks must list currency:fraction pairs separated by commas, such as USD:0.1,EUR:-0.05';

/**
 * A current-scenario export's query string, `shocks=USD:0.1,EUR:-0.05&include_drafts=true`: the
 * shocks as the map a scenario run takes (its own command then checks currencies and ranges).
 */
export const SCENARIO_EXPORT_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      shocks: () =>
        field(
          { type: 'string', maxLength: 2000, description: 'currency:fraction pairs, such as USD:0.1,EUR:-0.05' },
          (raw): Checked<Record<string, number>> => {
            if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 2000) return { ok: false, message: SHOCKS_HINT };
            const shocks: Record<string, number> = {};
            for (const part of raw.split(',')) {
              const m = SHOCK_PAIR.exec(part.trim());
              if (!m?.[1] || !m[2]) return { ok: false, message: SHOCKS_HINT };
              const code = m[1].toUpperCase();
              if (code in shocks) return { ok: false, message: `shocks: ${code} is named more than once` };
              shocks[code] = Number(m[2]);
            }
            return { ok: true, value: shocks };
          },
        ),
      includeDrafts: (w) => flag(w),
    },
    { ignoreUnknown: true },
  ),
);
