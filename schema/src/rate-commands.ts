import { parseRateValue } from './hedge-input';
import { command, commands, field, pageFields, type CommandValue, foreignCurrency } from './command';
import { businessDateProblem } from './dates';
import { MANUAL_SOURCE, RATE_CONFIRM_PERCENT, RATE_SOURCE_MAX, type RateInput, type RateNaming } from './rate-input';
import { RATE_TYPES, type RateType } from './rates';
import { checkText } from './text';
import type { Checked } from './result';

/** The command of recording a rate. */

/** NZD per one unit: the rule every rate a person gives follows (parseRateValue), as exact text. */
const nzdPerUnit = (name: string) =>
  field({ type: ['number', 'string'], description: 'NZD per one unit of the currency: positive, at most 10 decimal places' }, (raw) =>
    parseRateValue(raw, name),
  );

/**
 * The confirmation a large change of rate needs: true or false (absent, null: false). Strictly a
 * JSON boolean: "true" as text is refused, so a client's mistake never confirms by accident.
 */
const confirmation = (name: string) =>
  field(
    {
      type: 'boolean',
      default: false,
      description: `Record it even though it is more than ${RATE_CONFIRM_PERCENT}% from the current rate (otherwise refused with 409)`,
    },
    (raw): Checked<boolean> =>
      raw === undefined || raw === null
        ? { ok: true, value: false }
        : typeof raw === 'boolean'
          ? { ok: true, value: raw }
          : { ok: false, message: `${name} must be true or false` },
  );

/**
 * A rate a person records: a supported currency other than NZD (always 1), NZD per unit as a
 * positive number with at most 10 decimal places, a rate type (default spot), an effective date
 * no later than today (absent: today), an optional source (default manual) and, for a rate more
 * than 20% from the current one, the confirmation that it is meant. Fields it lacks are refused
 * (a misspelt confirmation is named, never dropped). Context: today.
 */
export const RECORD_RATE = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      currency: (w) => foreignCurrency(w, "cannot be NZD: the base currency's rate is always 1"),
      nzdPerUnit,
      rateType: (w) =>
        field({ enum: [...RATE_TYPES], default: 'spot' }, (raw): Checked<RateType> => {
          const type = raw ?? 'spot';
          return typeof type === 'string' && (RATE_TYPES as readonly string[]).includes(type)
            ? { ok: true, value: type as RateType }
            : { ok: false, message: `${w} must be one of ${RATE_TYPES.join(', ')}` };
        }),
      effectiveDate: (w) =>
        field({ type: 'string', format: 'date', description: 'YYYY-MM-DD, no later than today (default today)' }, (raw) => {
          if (raw === undefined || raw === null) return { ok: true, value: undefined };
          const problem = businessDateProblem(raw, w);
          return problem ? { ok: false, message: problem } : { ok: true, value: raw as string };
        }),
      source: (w) =>
        field({ type: 'string', minLength: 1, maxLength: RATE_SOURCE_MAX, default: MANUAL_SOURCE }, (raw) =>
          checkText(raw ?? MANUAL_SOURCE, {
            field: w,
            max: RATE_SOURCE_MAX,
            blankMessage: `${w} must be text of 1 to ${RATE_SOURCE_MAX} characters`,
          }),
        ),
      confirmLargeChange: confirmation,
    },
    {
      notObjectThenFields: true,
      across: (v, wire, today: string) =>
        v.effectiveDate !== undefined && v.effectiveDate > today
          ? [{ field: wire('effectiveDate'), message: `${wire('effectiveDate')} cannot be in the future` }]
          : [],
    },
  ),
);
export type RecordRateCommand = CommandValue<typeof RECORD_RATE.rest>;

/** The rate with its defaults filled in (no effective date means today), without the confirmation. */
export function rateToRecord(command: RecordRateCommand, today: string): RateInput {
  const { confirmLargeChange: _confirm, ...rate } = command;
  return { ...rate, effectiveDate: rate.effectiveDate ?? today };
}

/** The web's form check: `RECORD_RATE` with the defaults filled in. */
export function parseRateInput(
  raw: unknown,
  opts: { naming: RateNaming; today: string },
): { ok: true; value: RateInput } | { ok: false; errors: { field: string; message: string }[] } {
  const parsed = RECORD_RATE[opts.naming].parse(raw, opts.today);
  return parsed.ok ? { ok: true, value: rateToRecord(parsed.value, opts.today) } : parsed;
}

/** The most rates one history page holds. */
export const RATE_HISTORY_MAX = 500;

/** GET /me/rates/{currency}/history: how many (50 unless said). */
export const RATE_HISTORY_QUERY = /* @__PURE__ */ commands((naming) =>
  command(naming, pageFields(RATE_HISTORY_MAX, 50), { ignoreUnknown: true }),
);

/**
 * Voiding a recorded rate takes no body: none, null or {}; any field is refused, so nothing sent
 * along is mistaken for a setting.
 */
export const VOID_RATE = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {},
    {
      absentIsEmpty: true,
      unknownField: (key) => `${key} is not a field here: voiding a rate takes no body (send none, or {})`,
    },
  ),
);
