import { BASE_CURRENCY, ZERO_DECIMAL_CURRENCIES } from './currencies';
import { DEFAULT_PREFERENCES, type Preferences } from './preferences';
import type { Checked } from './result';

/**
 * en-NZ display formatting (SPEC section 9). Display only: the figures are already exact
 * decimals from the api; a double carries 15 significant digits, enough for any amount
 * Kea FX accepts (at most 1,000,000,000,000.00).
 */
const LOCALE = 'en-NZ';
const ZERO_DECIMAL = new Set<string>(ZERO_DECIMAL_CURRENCIES);
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, digits: number): Intl.NumberFormat {
  const key = `${currency}:${digits}`;
  let f = formatters.get(key);
  if (!f) {
    const style = currency === 'NUMBER' ? { style: 'decimal' as const } : { style: 'currency' as const, currency };
    f = new Intl.NumberFormat(LOCALE, { ...style, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, f);
  }
  return f;
}

/** Digits shown after the point: none for JPY, KRW, VND and CLP, two for the rest. */
export function displayDigits(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

/** The owner's display formats (Settings, Preferences): the one rule screens and exports follow. */
export type DisplayFormat = Pick<Preferences, 'dateFormat' | 'numberFormat'>;
export type NumberFormatId = Preferences['numberFormat'];
export type DateFormatId = Preferences['dateFormat'];

export const DEFAULT_DISPLAY_FORMAT: DisplayFormat = {
  dateFormat: DEFAULT_PREFERENCES.dateFormat,
  numberFormat: DEFAULT_PREFERENCES.numberFormat,
};

/**
 * Separators of each number format (SPEC section 9): comma '1,234.56', space '1 234.56',
 * period '1.234,56'. The space is a no-break space, so a figure never wraps across lines.
 */
export const NUMBER_SEPARATORS: Record<NumberFormatId, { group: string; decimal: string }> = {
  comma: { group: ',', decimal: '.' },
  space: { group: '\u00a0', decimal: '.' },
  period: { group: '.', decimal: ',' },
};

/**
 * A number as a person may type it in each format: the format's thousands separator only between
 * groups of three digits (or none), then its decimal mark. In the space format any of a space, a
 * no-break space or a narrow no-break space groups (they look alike).
 */
const TYPED_NUMBER: Record<NumberFormatId, RegExp> = {
  comma: /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/,
  space: /^(-?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:\.(\d+))?$/,
  period: /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/,
};

/** How a number is typed in each format, grouped and not, for hints and messages. */
export const NUMBER_FORMAT_EXAMPLES: Record<NumberFormatId, string> = {
  comma: '1,234.56 or 1234.56',
  space: '1 234.56 or 1234.56',
  period: '1.234,56 or 1234,56',
};

/**
 * A number as a person types it in their number format (Settings, Preferences), as plain machine
 * text for the rules and the api ("1.234,56" or "1234,56" → "1234.56" in the period format). The
 * format's own decimal mark, and its thousands separator only between groups of three digits (or
 * none at all). Nothing is guessed: in the period format "1.234" is 1234 and "1.5" is refused (a
 * dot groups thousands there); in the comma format "1,234" is 1234 and "1,5" is refused. Sign and
 * range are the caller's rule (an amount, a rate), checked on the text this answers.
 */
export function readDecimalText(raw: string, numberFormat: NumberFormatId, label: string): Checked<string> {
  const m = TYPED_NUMBER[numberFormat].exec(raw.trim());
  if (!m) {
    const mark = NUMBER_SEPARATORS[numberFormat].decimal === ',' ? 'a comma' : 'a point';
    return {
      ok: false,
      message: `${label} must be a number written like ${NUMBER_FORMAT_EXAMPLES[numberFormat]} (your number format: ${mark} before the decimals)`,
    };
  }
  const whole = (m[2] ?? '').replace(/\D/g, '');
  return { ok: true, value: `${m[1] ?? ''}${whole}${m[3] !== undefined ? `.${m[3]}` : ''}` };
}

/**
 * A machine decimal ("1234.56", as the api answers it) as a form shows it for editing in the owner's
 * number format: their decimal mark, no grouping ("1234,56" in the period format), so what
 * `readDecimalText` reads back is the same number.
 */
export function decimalInputText(machine: string, numberFormat: NumberFormatId): string {
  return NUMBER_SEPARATORS[numberFormat].decimal === ',' ? machine.replace('.', ',') : machine;
}

export interface MoneyFormat {
  /** No decimals whatever the currency (NZD totals and list amounts). */
  whole?: boolean;
  /** Separators to use; comma (en-NZ) when not given. */
  numberFormat?: NumberFormatId;
}

/** Intl's output with its group and decimal marks swapped for the chosen format's. */
function withSeparators(f: Intl.NumberFormat, value: number, numberFormat: NumberFormatId | undefined): string {
  if (!numberFormat || numberFormat === 'comma') return f.format(value);
  const sep = NUMBER_SEPARATORS[numberFormat];
  return f
    .formatToParts(value)
    .map((p) => (p.type === 'group' ? sep.group : p.type === 'decimal' ? sep.decimal : p.value))
    .join('');
}

/**
 * An exact decimal text ("-1234567.50") grouped in the chosen format ("-1.234.567,50"),
 * digit for digit: no rounding, no floating point (exports of exact amounts and rates).
 * Anything that is not a plain decimal is returned as given.
 */
export function formatDecimalText(text: string, numberFormat: NumberFormatId = 'comma'): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return text;
  const sep = NUMBER_SEPARATORS[numberFormat];
  const whole = (m[2] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, sep.group);
  return `${m[1] ?? ''}${whole}${m[3] !== undefined ? `${sep.decimal}${m[3]}` : ''}`;
}

/** A plain number in the chosen format with `digits` decimals ("12.5" → "12,50" in period format). */
export function formatNumber(value: number, numberFormat: NumberFormatId = 'comma', digits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  return withSeparators(formatter('NUMBER', digits), value, numberFormat);
}

/**
 * An amount in its currency, en-NZ ("US$1,234.50", "JP¥5,000", "$12,345"). Falls back to
 * 'CODE amount' when the currency cannot be formatted or the amount is not a number.
 */
export function formatMoney(amount: string | number, currency: string | null | undefined, opts: MoneyFormat = {}): string {
  const code = (currency || BASE_CURRENCY).toUpperCase();
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `${code} ${amount}`;
  try {
    return withSeparators(formatter(code, opts.whole ? 0 : displayDigits(code)), value, opts.numberFormat);
  } catch {
    return `${code} ${amount}`;
  }
}

/** An NZD total, no decimals ("$12,345"). */
export function formatNzd(amount: string | number, numberFormat?: NumberFormatId): string {
  return formatMoney(amount, BASE_CURRENCY, { whole: true, numberFormat });
}

// Made on first use: a screen that formats by the owner's preferences never needs the en-NZ
// forms, and each Intl formatter costs a phone milliseconds to build while a page loads.
let shortDate: Intl.DateTimeFormat | undefined;
let shortDateTime: Intl.DateTimeFormat | undefined;

/** Y, M, D as the chosen date format writes them. */
function datePattern(y: string, m: string, d: string, dateFormat: DateFormatId): string {
  if (dateFormat === 'yyyy-mm-dd') return `${y}-${m}-${d}`;
  if (dateFormat === 'mm/dd/yyyy') return `${m}/${d}/${y}`;
  return `${d}/${m}/${y}`;
}

/**
 * A YYYY-MM-DD date (or the date part of a timestamp) in the chosen format ("05/03/2026",
 * "03/05/2026", "2026-03-05"); without one, en-NZ short form ("5 Mar 2026"). The day never
 * shifts with the time zone. Anything unreadable is returned as given.
 */
export function formatDate(iso: string | null | undefined, dateFormat?: DateFormatId): string {
  if (!iso) return '';
  const day = iso.slice(0, 10);
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) return iso;
  if (!dateFormat) {
    shortDate ??= new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    return shortDate.format(ms);
  }
  return datePattern(day.slice(0, 4), day.slice(5, 7), day.slice(8, 10), dateFormat);
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in the chosen date format with a 24-hour time ("05/03/2026 14:07"), in `timeZone`
 * (the viewer's when not given); `seconds` adds ":SS" (audit exports).
 */
export function formatDateTimeIn(at: string | Date, dateFormat: DateFormatId, opts: { timeZone?: string; seconds?: boolean } = {}): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(d.getTime())) return String(at);
  const key = `${opts.timeZone ?? ''}:${opts.seconds ? 's' : ''}`;
  let f = partsFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: opts.timeZone,
      ...(opts.seconds ? { second: '2-digit' as const } : {}),
    });
    partsFormats.set(key, f);
  }
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
  const time = `${p.hour ?? ''}:${p.minute ?? ''}${opts.seconds ? `:${p.second ?? ''}` : ''}`;
  return `${datePattern(p.year ?? '', p.month ?? '', p.day ?? '', dateFormat)} ${time}`;
}

/** A timestamp in en-NZ short form (or the chosen date format) with a 24-hour time, in `timeZone` (the viewer's zone when none). */
export function formatDateTime(at: string | Date, dateFormat?: DateFormatId, timeZone?: string): string {
  if (dateFormat) return formatDateTimeIn(at, dateFormat, { timeZone });
  const d = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(d.getTime())) return String(at);
  shortDateTime ??= new Intl.DateTimeFormat(LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return shortDateTime.format(d);
}

/** A chart axis value with thousands as 'k' ("12.5k", "800", "1,200k"; "12,5k" in period format). */
export function formatAxisK(value: number, numberFormat: NumberFormatId = 'comma'): string {
  if (Math.abs(value) < 1000) return String(Math.round(value));
  const k = value / 1000;
  const text =
    Math.abs(k) >= 100 ? formatNumber(Math.round(k), numberFormat, 0) : formatDecimalText(String(Number(k.toFixed(1))), numberFormat);
  return `${text}k`;
}
