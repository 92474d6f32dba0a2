import { formatDate, formatDateTime, formatMoney, formatNzd } from '@keafx/schema';

export interface Format {
  money(amount: string | number, currency: string): string;
  nzd(amount: string | number): string;
  date(iso: string | null | undefined): string;
  dateTime(at: string | Date): string;
}

const DEFAULT_FORMAT: Format = {
  money: (amount, currency) => formatMoney(amount, currency),
  nzd: formatNzd,
  date: formatDate,
  dateTime: formatDateTime,
};

/**
 * How every amount and date on a screen is written. One hook, so the owner's number and date
 * format preferences (Settings) apply everywhere at once; for now SPEC's en-NZ defaults.
 */
export function useFormat(): Format {
  return DEFAULT_FORMAT;
}
