import { parseRateValue } from './hedge-input';
import { command, commands, field, pageFields, type CommandValue, foreignCurrency } from './command';
import { businessDateProblem } from './dates';
import { MANUAL_SOURCE, RATE_SOURCE_MAX, type RateInput, type RateNaming } from './rate-input';
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
 * A rate a person records: a supported currency other than NZD (always 1), NZD per unit as a
 * positive number with at most 10 decimal places, a rate type (default spot), an effective date
 * no later than today (absent: today) and an optional source (default manual). Context: today.
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
    },
    {
      loose: true,
      across: (v, wire, today: string) =>
        v.effectiveDate !== undefined && v.effectiveDate > today
          ? [{ field: wire('effectiveDate'), message: `${wire('effectiveDate')} cannot be in the future` }]
          : [],
    },
  ),
);
export type RecordRateCommand = CommandValue<typeof RECORD_RATE.rest>;

/** The rate with its defaults filled in: no effective date means today. */
export function rateToRecord(command: RecordRateCommand, today: string): RateInput {
  return { ...command, effectiveDate: command.effectiveDate ?? today };
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
