import { useQuery } from '@apollo/client/react';
import {
  BASE_CURRENCY, baseRateText, formatAxisK, formatDate, formatDateTime, formatDecimalText, formatMoney, formatNumber, nzdInBase,
  type Preferences,
} from '@keafx/schema';
import { useMemo } from 'react';
import { BaseCurrencyRateDocument } from '../../generated/graphql';
import { usePreferences } from './usePreferences';

export interface Format {
  /** An amount in its currency, in the owner's number format ("US$1.234,50"); `whole` drops the decimals. */
  money(amount: string | number, currency: string, opts?: { whole?: boolean }): string;
  /** An NZD total, no decimals ("$12.345"). */
  nzd(amount: string | number): string;
  /** A YYYY-MM-DD date in the owner's date format ("2026-03-05"). */
  date(iso: string | null | undefined): string;
  /** A moment in the owner's date format with a 24-hour time, in the viewer's zone. */
  dateTime(at: string | Date): string;
  /** A plain number with `digits` decimals in the owner's number format. */
  number(value: number, digits?: number): string;
  /** An exact decimal text grouped in the owner's number format, digit for digit. */
  decimal(text: string): string;
  /** A chart axis value with thousands as 'k'. */
  axisK(value: number): string;
  /**
   * An NZD total shown in the owner's base currency at the current cross rate, no decimals
   * (used by the Total Exposure stat card and the exposure table's total). NZD when the base is NZD.
   */
  baseTotal(nzd: string | number): string;
  /** Says how baseTotal converted: "shown in USD at 1 USD = 1.54 NZD"; null when the base is NZD (or its rate is unknown). */
  baseNote: string | null;
  preferences: Preferences;
}

/**
 * Formatting that obeys the owner's saved preferences (Settings, Preferences): every amount and
 * date on every screen goes through here, so a change shows at once everywhere.
 */
export function useFormat(): Format {
  const { preferences } = usePreferences();
  const base = preferences.baseCurrency;
  const rates = useQuery(BaseCurrencyRateDocument, { skip: base === BASE_CURRENCY, fetchPolicy: 'cache-first' });
  const nzdPerUnit = base === BASE_CURRENCY ? null : rates.data?.rates.rates.find((r) => r.currency === base)?.nzdPerUnit ?? null;
  return useMemo(() => {
    const { numberFormat, dateFormat } = preferences;
    const money = (amount: string | number, currency: string, opts: { whole?: boolean } = {}) => formatMoney(amount, currency, { ...opts, numberFormat });
    const nzd = (amount: string | number) => money(amount, BASE_CURRENCY, { whole: true });
    return {
      money,
      nzd,
      date: (iso) => formatDate(iso, dateFormat),
      dateTime: (at) => formatDateTime(at, dateFormat),
      number: (value, digits = 2) => formatNumber(value, numberFormat, digits),
      decimal: (text) => formatDecimalText(text, numberFormat),
      axisK: (value) => formatAxisK(value, numberFormat),
      baseTotal: (amount) => (nzdPerUnit ? money(nzdInBase(amount, nzdPerUnit), base, { whole: true }) : nzd(amount)),
      baseNote: nzdPerUnit ? `shown in ${base} at 1 ${base} = ${formatDecimalText(baseRateText(nzdPerUnit), numberFormat)} NZD` : null,
      preferences,
    } satisfies Format;
  }, [preferences, base, nzdPerUnit]);
}
