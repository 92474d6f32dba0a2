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
 * Every amount and date a screen shows goes through this one hook, so the user's date and
 * number format preferences can apply in one place. For now: SPEC section 9's en-NZ formats.
 */
export function useFormat(): Format {
  return DEFAULT_FORMAT;
}
