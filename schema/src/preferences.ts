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
  /** The IANA time zone timestamps are shown in, on screens and in files (issue 26). */
  timeZone: string;
}

/** The time zone every account starts in. */
export const DEFAULT_TIME_ZONE = 'Pacific/Auckland';

/** Whether `zone` is an IANA time zone this runtime knows ("Pacific/Auckland", "UTC"). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The time zones to choose from: the runtime's list, New Zealand's first. */
export function timeZoneOptions(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE, 'UTC'];
  const first = [DEFAULT_TIME_ZONE, 'Pacific/Chatham'];
  return [...first, ...all.filter((z) => !first.includes(z))];
}

/** SPEC section 4: general email on, overdue alerts on, weekly report off, base currency NZD. */
export const DEFAULT_PREFERENCES: Preferences = {
  baseCurrency: 'NZD',
  emailNotifications: true,
  overdueAlerts: true,
  weeklyExposureReport: false,
  dateFormat: 'dd/mm/yyyy',
  numberFormat: 'comma',
  timeZone: DEFAULT_TIME_ZONE,
};

export type PreferenceIssue = { field: string; message: string };

/** What Settings calls each preference: the form's labels and the audit trail's words. */
export const PREFERENCE_LABELS: Record<keyof Preferences, string> = {
  baseCurrency: 'Base Currency',
  emailNotifications: 'Email Notifications',
  overdueAlerts: 'Overdue Invoice Alerts',
  weeklyExposureReport: 'Weekly Exposure Report',
  dateFormat: 'Date Format',
  numberFormat: 'Number Format',
  timeZone: 'Time Zone',
};

/** A preference's value as the audit trail says it: a switch is on or off. */
export const preferenceValueText = (value: unknown): string => (value === true ? 'on' : value === false ? 'off' : String(value));

/** How each preference is spelled by the caller: REST uses snake_case, GraphQL camelCase. */
export const PREFERENCE_NAMES: Record<'rest' | 'graphql', Record<keyof Preferences, string>> = {
  rest: {
    baseCurrency: 'base_currency',
    emailNotifications: 'email_notifications',
    overdueAlerts: 'overdue_alerts',
    weeklyExposureReport: 'weekly_exposure_report',
    dateFormat: 'date_format',
    numberFormat: 'number_format',
    timeZone: 'time_zone',
  },
  graphql: {
    baseCurrency: 'baseCurrency',
    emailNotifications: 'emailNotifications',
    overdueAlerts: 'overdueAlerts',
    weeklyExposureReport: 'weeklyExposureReport',
    dateFormat: 'dateFormat',
    numberFormat: 'numberFormat',
    timeZone: 'timeZone',
  },
};

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
