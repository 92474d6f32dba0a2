import { addDays, businessDateProblem, isIsoDate } from './dates';
import { Exact } from './exact';
import { minorDigits } from './currencies';
import { roundToMinor } from './money';

/** How often a business files GST with Inland Revenue: every month, two months or six months. */
export const GST_FILING_FREQUENCIES = ['monthly', 'two_monthly', 'six_monthly'] as const;
export type GstFilingFrequency = (typeof GST_FILING_FREQUENCIES)[number];

/** One supply on the sales side of the return: an invoice, or a credit note given against one. */
export interface GstSupply {
  kind: 'invoice' | 'credit_note';
  /** INV-0001, CN-0001. */
  label: string;
  customer: string;
  /** The time of supply, YYYY-MM-DD. */
  supplyDate: string;
  currency: string;
  /** The amount including GST in `currency`, exact decimal text; positive for both kinds (a credit note's own total). */
  total: string;
  /** The zero-rated part of `total`. */
  zeroRated: string;
  /** The exempt part of `total`: no supply on the return at all. */
  exempt: string;
  /** The GST in `currency`. */
  gst: string;
  /** NZD per unit of `currency`, frozen at the time of supply; '1' for NZD. */
  rate: string;
}

/** A supply behind a box: its amount in its currency and in NZD, signed as the box counts it. */
export interface GstReturnLine {
  kind: GstSupply['kind'];
  label: string;
  customer: string;
  supplyDate: string;
  currency: string;
  /** In `currency`; negative on box 9 (GST given back). */
  amount: string;
  /** `amount` × `rate` to the cent; a box is the sum of its lines' `nzd`. */
  nzd: string;
  rate: string;
}

/** The sales side of IR's GST return (GST101A, boxes 5 to 10), in NZD as exact 2-dp text. */
export interface GstReturn {
  box5: string;
  box6: string;
  box7: string;
  box8: string;
  box9: string;
  box10: string;
  /** The supplies behind boxes 5, 6 and 9, by supply date then label; boxes 7, 8 and 10 are arithmetic on them. */
  lines: { box5: GstReturnLine[]; box6: GstReturnLine[]; box9: GstReturnLine[] };
}

/** An amount in a currency times its NZD rate, rounded to the cent half away from zero: one rounding per supply. */
export function nzdOf(amount: string, rate: string): string {
  return roundToMinor(new Exact(amount).times(rate), 'NZD');
}

/**
 * The sales boxes of IR's GST return for the supplies of one period (the caller picks the
 * supplies whose time of supply falls in it), each supply converted at its own frozen rate and
 * rounded to the cent once:
 *
 * - box 5 = Σ over invoices of NZD(total − exempt): sales including GST and zero-rated supplies;
 *   an exempt part is no supply on the return at all;
 * - box 6 = Σ over invoices of NZD(zeroRated), the zero-rated supplies inside box 5;
 * - box 7 = box 5 − box 6;
 * - box 8 = box 7 × 3/23 to the cent, half up (IR's figure: it can differ by a cent from the sum
 *   of the invoices' own GST);
 * - box 9 = −Σ over credit notes of NZD(gst): credit notes are adjustments, a negative figure, the
 *   GST given back; a credit note's zero-rated or exempt parts carry no GST, so add nothing;
 * - box 10 = box 8 + box 9, the GST on sales.
 *
 * IR's form lets credit notes issued be deducted from box 5 or entered through the calculation
 * sheet as an adjustment; we follow issue 27 and show them in box 9, so box 5 stays the invoices.
 * Throws on amount or rate text that is no decimal.
 */
export function gstReturn(supplies: GstSupply[]): GstReturn {
  const ordered = [...supplies].sort((a, b) => compare(a.supplyDate, b.supplyDate) || compare(a.label, b.label));
  const lines: GstReturn['lines'] = { box5: [], box6: [], box9: [] };
  for (const s of ordered) {
    if (s.kind === 'invoice') {
      pushLine(lines.box5, s, new Exact(s.total).minus(s.exempt));
      pushLine(lines.box6, s, new Exact(s.zeroRated));
    } else {
      pushLine(lines.box9, s, new Exact(s.gst).negated());
    }
  }
  const box5 = sumNzd(lines.box5);
  const box6 = sumNzd(lines.box6);
  const box7 = box5.minus(box6);
  const box8 = new Exact(roundToMinor(box7.times(3).div(23), 'NZD'));
  const box9 = sumNzd(lines.box9);
  return {
    box5: box5.toFixed(2),
    box6: box6.toFixed(2),
    box7: box7.toFixed(2),
    box8: box8.toFixed(2),
    box9: box9.toFixed(2),
    box10: box8.plus(box9).toFixed(2),
    lines,
  };
}

/** Adds a supply's line to a box unless its amount there is nothing. */
function pushLine(box: GstReturnLine[], s: GstSupply, amount: Exact): void {
  if (amount.isZero()) return;
  const digits = Math.max(minorDigits(s.currency), amount.decimalPlaces());
  const { kind, label, customer, supplyDate, currency, rate } = s;
  box.push({ kind, label, customer, supplyDate, currency, amount: amount.toFixed(digits), nzd: nzdOf(amount.toFixed(), rate), rate });
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function sumNzd(lines: GstReturnLine[]): Exact {
  return lines.reduce((sum, line) => sum.plus(line.nzd), new Exact(0));
}

/** A GST return period, first and last day (YYYY-MM-DD, both inclusive). */
export interface GstPeriod {
  from: string;
  to: string;
}

const PERIOD_MONTHS: Record<GstFilingFrequency, number> = { monthly: 1, two_monthly: 2, six_monthly: 6 };
const FREQUENCY_WORDS: Record<GstFilingFrequency, string> = { monthly: 'monthly', two_monthly: 'two-monthly', six_monthly: 'six-monthly' };

const pad = (n: number): string => String(n).padStart(2, '0');
/** Months are counted as year × 12 + (month − 1), so period arithmetic is integer arithmetic. */
const monthStart = (index: number): string => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
const monthEnd = (index: number): string => {
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${pad(m)}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
};

function checkSettings(fn: string, frequency: GstFilingFrequency, balanceMonth: number): void {
  if (!GST_FILING_FREQUENCIES.includes(frequency)) throw new Error(`${fn}: ${String(frequency)} is not a GST filing frequency`);
  if (!Number.isInteger(balanceMonth) || balanceMonth < 1 || balanceMonth > 12)
    throw new Error(`${fn}: balance month ${balanceMonth} is not 1 to 12`);
}

/**
 * The GST return period containing `date`. Periods end on the balance month's last day and every
 * period's length after it: monthly, each calendar month; two-monthly, the months of the balance
 * month's parity (balance month 3: January, March, ... November, so one period runs 1 December
 * to 31 January); six-monthly, the balance month and six months after it. Throws on a date that is
 * not YYYY-MM-DD, an unknown frequency or a balance month outside 1..12.
 */
export function gstPeriodOf(date: string, frequency: GstFilingFrequency, balanceMonth: number): GstPeriod {
  if (!isIsoDate(date)) throw new Error(`gstPeriodOf: ${date} is not a YYYY-MM-DD date`);
  checkSettings('gstPeriodOf', frequency, balanceMonth);
  const months = PERIOD_MONTHS[frequency];
  const month = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const end = month + ((((balanceMonth - 1 - month) % months) + months) % months);
  return { from: monthStart(end - months + 1), to: monthEnd(end) };
}

/**
 * Why `from`..`to` is not exactly one GST return period, as a sentence naming the period that
 * contains `from`, or null when it is one. Throws on an unknown frequency or balance month (the
 * owner's settings, not the request).
 */
export function gstPeriodProblem(from: string, to: string, frequency: GstFilingFrequency, balanceMonth: number): string | null {
  checkSettings('gstPeriodProblem', frequency, balanceMonth);
  const dateProblem = businessDateProblem(from, 'from') ?? businessDateProblem(to, 'to');
  if (dateProblem) return dateProblem;
  const period = gstPeriodOf(from, frequency, balanceMonth);
  const word = FREQUENCY_WORDS[frequency];
  if (from !== period.from) return `A ${word} GST period runs ${period.from} to ${period.to}; from ${from} is not the start of one`;
  if (to !== period.to) return `The ${word} GST period from ${period.from} runs to ${period.to}; to ${to} is not its end`;
  return null;
}

/** The `count` GST periods up to and including the one containing `today`, newest first (a period picker). */
export function recentGstPeriods(today: string, frequency: GstFilingFrequency, balanceMonth: number, count: number): GstPeriod[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`recentGstPeriods: count ${count} is not a whole number`);
  const periods: GstPeriod[] = [];
  let date = today;
  while (periods.length < count) {
    const period = gstPeriodOf(date, frequency, balanceMonth);
    periods.push(period);
    date = addDays(period.from, -1);
  }
  return periods;
}
