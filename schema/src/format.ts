import { BASE_CURRENCY, ZERO_DECIMAL_CURRENCIES } from './currencies';

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
    f = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, f);
  }
  return f;
}

/** Digits shown after the point: none for JPY, KRW, VND and CLP, two for the rest. */
export function displayDigits(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

export interface MoneyFormat {
  /** No decimals whatever the currency (NZD totals and list amounts). */
  whole?: boolean;
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
    return formatter(code, opts.whole ? 0 : displayDigits(code)).format(value);
  } catch {
    return `${code} ${amount}`;
  }
}

/** An NZD total, no decimals ("$12,345"). */
export function formatNzd(amount: string | number): string {
  return formatMoney(amount, BASE_CURRENCY, { whole: true });
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD date in en-NZ short form ("5 Mar 2026"); anything else is returned as given. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? iso : dateFormat.format(ms);
}

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** A timestamp in en-NZ short form with a 24-hour time, in the viewer's zone. */
export function formatDateTime(at: string | Date): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(d.getTime()) ? String(at) : dateTimeFormat.format(d);
}

/** A chart axis value with thousands as 'k' ("12.5k", "800", "1,200k"). */
export function formatAxisK(value: number): string {
  if (Math.abs(value) < 1000) return String(Math.round(value));
  const k = value / 1000;
  const text = Math.abs(k) >= 100 ? Math.round(k).toLocaleString(LOCALE) : String(Number(k.toFixed(1)));
  return `${text}k`;
}
