import { command, commands, field, type Checked, type CommandValue } from './command';
import { BASE_CURRENCY_OPTIONS } from './currencies';

/** Date format options of Settings (SPEC section 9). */
export const DATE_FORMATS = ['dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'] as const;
/** Number format options: comma '1,234.56', space '1 234.56', period '1.234,56' (SPEC section 9). */
export const NUMBER_FORMATS = ['comma', 'space', 'period'] as const;

export interface Preferences {
  baseCurrency: (typeof BASE_CURRENCY_OPTIONS)[number];
  emailNotifications: boolean;
  overdueAlerts: boolean;
  weeklyExposureReport: boolean;
  dateFormat: (typeof DATE_FORMATS)[number];
  numberFormat: (typeof NUMBER_FORMATS)[number];
}

/** SPEC section 4: general email on, overdue alerts on, weekly report off, base currency NZD. */
export const DEFAULT_PREFERENCES: Preferences = {
  baseCurrency: 'NZD',
  emailNotifications: true,
  overdueAlerts: true,
  weeklyExposureReport: false,
  dateFormat: 'dd/mm/yyyy',
  numberFormat: 'comma',
};

export type PreferenceIssue = { field: string; message: string };

/** How each preference is spelled by the caller: REST uses snake_case, GraphQL camelCase. */
export const PREFERENCE_NAMES: Record<'rest' | 'graphql', Record<keyof Preferences, string>> = {
  rest: {
    baseCurrency: 'base_currency',
    emailNotifications: 'email_notifications',
    overdueAlerts: 'overdue_alerts',
    weeklyExposureReport: 'weekly_exposure_report',
    dateFormat: 'date_format',
    numberFormat: 'number_format',
  },
  graphql: {
    baseCurrency: 'baseCurrency',
    emailNotifications: 'emailNotifications',
    overdueAlerts: 'overdueAlerts',
    weeklyExposureReport: 'weeklyExposureReport',
    dateFormat: 'dateFormat',
    numberFormat: 'numberFormat',
  },
};

const oneOfField =
  <V extends string>(options: readonly V[]) =>
  (w: string) =>
    field({ enum: [...options] }, (v): Checked<V | undefined> =>
      v === undefined
        ? { ok: true, value: undefined }
        : typeof v === 'string' && (options as readonly string[]).includes(v)
          ? { ok: true, value: v as V }
          : { ok: false, message: `${w} must be one of ${options.join(', ')}` },
    );
const flagField = (w: string) =>
  field({ type: 'boolean' }, (v): Checked<boolean | undefined> =>
    v === undefined
      ? { ok: true, value: undefined }
      : typeof v === 'boolean'
        ? { ok: true, value: v }
        : { ok: false, message: `${w} must be true or false` },
  );

/**
 * A partial change of preferences. The body must be an object; unknown keys (misspellings,
 * `constructor`, `__proto__`) are refused, never ignored; bad values are named with their field.
 */
export const CHANGE_PREFERENCES = commands((naming) =>
  command(
    naming,
    {
      baseCurrency: oneOfField(BASE_CURRENCY_OPTIONS),
      dateFormat: oneOfField(DATE_FORMATS),
      numberFormat: oneOfField(NUMBER_FORMATS),
      emailNotifications: flagField,
      overdueAlerts: flagField,
      weeklyExposureReport: flagField,
    },
    {
      notObject: 'The preferences must be a JSON object, such as {"weekly_exposure_report": true}',
      unknownField: (key) => `${key} is not a preference (known: ${Object.values(PREFERENCE_NAMES[naming]).join(', ')})`,
      unknownWithOthers: true,
      unknownListed: Infinity,
    },
  ),
);
export type ChangePreferencesCommand = CommandValue<typeof CHANGE_PREFERENCES.rest>;

/** CHANGE_PREFERENCES, spelled as `naming` says (camelCase by default), with only the preferences given. */
export function validatePreferencesPatch(
  body: unknown,
  naming: 'rest' | 'graphql' = 'graphql',
): { ok: true; value: Partial<Preferences> } | { ok: false; errors: PreferenceIssue[] } {
  const parsed = CHANGE_PREFERENCES[naming].parse(body, undefined);
  return parsed.ok ? { ok: true, value: givenPreferences(parsed.value) } : parsed;
}

/** The preferences a change gives (those left out are not in it). */
export function givenPreferences(change: ChangePreferencesCommand): Partial<Preferences> {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<Preferences>;
}

/**
 * An NZD figure in the chosen base currency through its NZD rate (NZD per unit of the base):
 * for display only, so a double is enough (see format.ts). NZD, or no rate, leaves it as is.
 */
export function nzdInBase(nzd: string | number, nzdPerUnit: string | number | null | undefined): number {
  const value = Number(nzd);
  const rate = Number(nzdPerUnit);
  return Number.isFinite(rate) && rate > 0 ? value / rate : value;
}

/** The rate of a base currency as the note beside converted totals shows it: at most 4 decimals, no trailing zeros. */
export function baseRateText(nzdPerUnit: string | number): string {
  const n = Number(nzdPerUnit);
  return Number.isFinite(n) ? String(Number(n.toFixed(4))) : String(nzdPerUnit);
}
