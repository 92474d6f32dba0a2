import {
  BASE_CURRENCY,
  baseRateText,
  formatAxisK,
  formatDate,
  formatDateTime,
  formatDecimalText,
  formatMoney,
  formatNumber,
  nzdInBase,
  type Preferences,
} from '@keafx/schema';
import { createContext } from 'react';

export interface Format {
  /** An amount in its currency, in the owner's number format ("US$1.234,50"); `whole` drops the decimals. */
  money(amount: string | number, currency: string, opts?: { whole?: boolean }): string;
  /** An NZD total, no decimals ("$12.345"). */
  nzd(amount: string | number): string;
  /** A YYYY-MM-DD date in the owner's date format ("2026-03-05"). */
  date(iso: string | null | undefined): string;
  /** A moment in the owner's date format with a 24-hour time, in the owner's time zone (the viewer's where none is known). */
  dateTime(at: string | Date): string;
  /** A plain number with `digits` decimals in the owner's number format. */
  number(value: number, digits?: number): string;
  /** An exact decimal text grouped in the owner's number format, digit for digit. */
  decimal(text: string): string;
  /** A chart axis value with thousands as 'k'. */
  axisK(value: number): string;
  /**
   * An NZD total in the owner's base currency at the current cross rate, no decimals: the
   * Total Exposure stat card and the exposure table's total. NZD when the base is NZD.
   */
  baseTotal(nzd: string | number): string;
  /** How baseTotal converted ("shown in USD at 1 USD = 1.54 NZD"); null when it did not (base NZD, or no rate). */
  baseNote: string | null;
  /** The preferences behind it; null where no owner is signed in (en-NZ forms of SPEC section 9). */
  preferences: Preferences | null;
}

/**
 * Formatting for `preferences` (null: SPEC section 9's en-NZ forms), with `baseNzdPerUnit` the
 * NZD rate of the chosen base currency when it is not NZD.
 */
export function buildFormat(preferences: Preferences | null, baseNzdPerUnit: string | null = null): Format {
  const numberFormat = preferences?.numberFormat;
  const dateFormat = preferences?.dateFormat;
  const base = preferences?.baseCurrency ?? BASE_CURRENCY;
  const converts = base !== BASE_CURRENCY && baseNzdPerUnit !== null;
  const money = (amount: string | number, currency: string, opts: { whole?: boolean } = {}) =>
    formatMoney(amount, currency, { ...opts, numberFormat });
  const nzd = (amount: string | number) => money(amount, BASE_CURRENCY, { whole: true });
  return {
    money,
    nzd,
    date: (iso) => formatDate(iso, dateFormat),
    dateTime: (at) => formatDateTime(at, dateFormat, preferences?.timeZone),
    number: (value, digits = 2) => formatNumber(value, numberFormat, digits),
    decimal: (text) => formatDecimalText(text, numberFormat),
    axisK: (value) => formatAxisK(value, numberFormat),
    baseTotal: (amount) => (converts ? money(nzdInBase(amount, baseNzdPerUnit), base, { whole: true }) : nzd(amount)),
    baseNote: converts ? `shown in ${base} at 1 ${base} = ${formatDecimalText(baseRateText(baseNzdPerUnit), numberFormat)} NZD` : null,
    preferences,
  };
}

/** What useFormat reads: the signed-in owner's formatting, provided by FormatProvider. */
export const FormatContext = createContext<Format>(buildFormat(null));
