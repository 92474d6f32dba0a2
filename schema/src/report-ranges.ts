import { isIsoDate } from './dates';

/** The Reports page's quick date ranges, in the order shown. */
export const QUICK_RANGES = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-quarter', label: 'Last quarter' },
  { id: 'this-financial-year', label: 'This financial year' },
  { id: 'last-financial-year', label: 'Last financial year' },
] as const;
export type QuickRangeId = (typeof QUICK_RANGES)[number]['id'];

/** The first month of New Zealand's financial (tax) year: 1 April to 31 March. */
export const NZ_FINANCIAL_YEAR_START_MONTH = 4;

const pad = (n: number): string => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;
/** The last day of month m (1-12) of year y. */
const lastDay = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** A quick range as start and end dates (YYYY-MM-DD, both inclusive) for the day `today`. */
export function quickRange(id: QuickRangeId, today: string): { start: string; end: string } {
  if (!isIsoDate(today)) throw new Error(`quickRange: ${today} is not a YYYY-MM-DD date`);
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  switch (id) {
    case 'this-month':
      return { start: iso(y, m, 1), end: iso(y, m, lastDay(y, m)) };
    case 'last-quarter': {
      const q = Math.floor((m - 1) / 3); // 0..3, this quarter
      const year = q === 0 ? y - 1 : y;
      const first = q === 0 ? 10 : (q - 1) * 3 + 1;
      return { start: iso(year, first, 1), end: iso(year, first + 2, lastDay(year, first + 2)) };
    }
    case 'this-financial-year':
    case 'last-financial-year': {
      const startYear = (m >= NZ_FINANCIAL_YEAR_START_MONTH ? y : y - 1) - (id === 'last-financial-year' ? 1 : 0);
      return { start: iso(startYear, NZ_FINANCIAL_YEAR_START_MONTH, 1), end: iso(startYear + 1, NZ_FINANCIAL_YEAR_START_MONTH - 1, 31) };
    }
  }
}

/**
 * The range the Reports page opens on: the current New Zealand financial year (issue 26). SPEC's
 * fixed 2024 opened every preview of a new account, and of the demo (its sample data is dated
 * around today), on nothing.
 */
export function defaultReportRange(today: string): { start: string; end: string } {
  return quickRange('this-financial-year', today);
}

/** SPEC's refusal of a range whose end is before its start, in the words the page shows. */
export const RANGE_END_BEFORE_START = 'The end date must be on or after the start date.';
