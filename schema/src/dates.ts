const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True when `value` is a real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The earliest date of business the product takes (an invoice, a hedge, a rate): older dates are
 * typing slips (1900 for 2019), refused with this floor named rather than stored.
 */
export const BUSINESS_DATE_MIN = '1990-01-01';

/**
 * Why `value` is no date of business, or null when it is one: not YYYY-MM-DD, a day the calendar
 * lacks (2027-02-29), or before BUSINESS_DATE_MIN. `name` is the field as the caller spells it.
 */
export function businessDateProblem(value: unknown, name: string): string | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return `${name} must be a valid date in YYYY-MM-DD form`;
  if (!isIsoDate(value)) return `${name} must be a real calendar date: ${value} does not exist`;
  if (value < BUSINESS_DATE_MIN) return `${name} must be on or after ${BUSINESS_DATE_MIN}`;
  return null;
}

/** The months' names, January first (index 0 is month 1). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Milliseconds since the epoch of midnight UTC on an ISO date. */
function utcMs(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** Whole days from `from` to `to` (both ISO dates); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** The ISO date `days` after `iso` (negative goes back). */
export function addDays(iso: string, days: number): string {
  return new Date(utcMs(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Building a DateTimeFormat is costly; one per zone is kept. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's calendar date in a time zone, as YYYY-MM-DD. Business days in Kea FX are
 * New Zealand days, so the api passes its configured zone (default Pacific/Auckland).
 */
export function isoDateInZone(at: Date, timeZone: string): string {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** The zone's short name at that moment: NZST, NZDT. */
  zoneName: string;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** What a wall clock in `timeZone` reads at `at`, two digits a field (24-hour), with the zone's short name. */
export function wallClockIn(at: Date, timeZone: string): WallClock {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-NZ', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    wallFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    zoneName: get('timeZoneName'),
  };
}
