import { addDays, businessDateProblem, isIsoDate } from './dates';
import { Exact } from './exact';
import { minorDigits } from './currencies';
import { roundToMinor } from './money';
import type { FieldError } from './result';

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
  /** A credit note's invoice, INV-0001 (what it corrects). */
  invoiceLabel?: string;
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
  return { ...gstBoxes({ box5: sumNzd(lines.box5), box6: sumNzd(lines.box6), box9: sumNzd(lines.box9) }), lines };
}

/** The six sales boxes of a return, NZD as exact 2-dp text. */
export type GstBoxes = Omit<GstReturn, 'lines'>;

/**
 * Boxes 5 to 10 from the three sums over supplies (box 5, box 6, box 9, each the sum of its
 * supplies' NZD already rounded to the cent): box 7 = 5 − 6, box 8 = 3/23 of box 7 to the cent
 * (half up), box 10 = 8 + 9. `gstReturn` and the api's SQL sums (the GST return endpoint) both end
 * here, so the arithmetic after the sums is written once.
 */
export function gstBoxes(sums: { box5: Exact | string; box6: Exact | string; box9: Exact | string }): GstBoxes {
  const box5 = new Exact(sums.box5);
  const box6 = new Exact(sums.box6);
  const box7 = box5.minus(box6);
  const box8 = new Exact(roundToMinor(box7.times(3).div(23), 'NZD'));
  const box9 = new Exact(sums.box9);
  return {
    box5: box5.toFixed(2),
    box6: box6.toFixed(2),
    box7: box7.toFixed(2),
    box8: box8.toFixed(2),
    box9: box9.toFixed(2),
    box10: box8.plus(box9).toFixed(2),
  };
}

/** The boxes of IR's GST return (GST101A) this product fills: the sales side. */
export const GST_BOX_NUMBERS = [5, 6, 7, 8, 9, 10] as const;
export type GstBoxNumber = (typeof GST_BOX_NUMBERS)[number];

/** Each sales box as IR's form names it (box 9 holds the credit notes' GST given back). */
export const GST_BOX_LABELS: Record<GstBoxNumber, string> = {
  5: 'Total sales and income for the period (including GST and any zero-rated supplies)',
  6: 'Zero-rated supplies included in Box 5',
  7: 'Box 5 minus Box 6',
  8: 'Box 7 multiplied by 3 and divided by 23',
  9: "Adjustments: credit notes' GST given back",
  10: 'Total GST collected on sales and income (Box 8 plus Box 9)',
};

/**
 * The boxes a supply feeds, as `gstReturn` counts it: an invoice box 5 unless wholly exempt, and
 * box 6 with any zero-rated part; a credit note box 9 when it gives back GST. Nothing for a wholly
 * exempt invoice or a credit note of zero-rated or exempt supplies.
 */
export function gstSupplyBoxes(s: Pick<GstSupply, 'kind' | 'total' | 'zeroRated' | 'exempt' | 'gst'>): GstBoxNumber[] {
  if (s.kind === 'credit_note') return new Exact(s.gst).isZero() ? [] : [9];
  const boxes: GstBoxNumber[] = [];
  if (!new Exact(s.total).minus(s.exempt).isZero()) boxes.push(5);
  if (!new Exact(s.zeroRated).isZero()) boxes.push(6);
  return boxes;
}

/**
 * A supply as the return lists it: the supply's own figures, the boxes it feeds and its NZD in
 * each (null where it feeds none), signed as the box counts it (box 9 negative).
 */
export interface GstSupplyRow {
  kind: GstSupply['kind'];
  label: string;
  customer: string;
  supplyDate: string;
  currency: string;
  total: string;
  zeroRated: string;
  exempt: string;
  gst: string;
  rate: string;
  /** A credit note's invoice, INV-0001; null for an invoice. */
  invoiceLabel: string | null;
  boxes: GstBoxNumber[];
  box5Nzd: string | null;
  box6Nzd: string | null;
  box9Nzd: string | null;
}

/**
 * One supply's row: its NZD per box by `gstReturn`'s rule (each rounded to the cent once, with
 * `nzdOf`), so the rows of a return add up to its boxes 5, 6 and 9. The api computes the same
 * figures in SQL (the GST return's rule twin).
 */
export function gstSupplyRow(s: GstSupply): GstSupplyRow {
  const boxes = gstSupplyBoxes(s);
  const nzd = (box: GstBoxNumber, amount: Exact): string | null => (boxes.includes(box) ? nzdOf(amount.toFixed(), s.rate) : null);
  const { kind, label, customer, supplyDate, currency, total, zeroRated, exempt, gst, rate } = s;
  return {
    kind,
    label,
    customer,
    supplyDate,
    currency,
    total,
    zeroRated,
    exempt,
    gst,
    rate,
    invoiceLabel: s.invoiceLabel ?? null,
    boxes,
    box5Nzd: nzd(5, new Exact(total).minus(exempt)),
    box6Nzd: nzd(6, new Exact(zeroRated)),
    box9Nzd: nzd(9, new Exact(gst).negated()),
  };
}

/** What a seller not registered for GST hears when asking for a GST return. */
export const GST_NOT_REGISTERED = 'Your business is not registered for GST (Settings, Account), so it files no GST return.';

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
  return gstPeriodIssue(from, to, frequency, balanceMonth)?.message ?? null;
}

/**
 * `gstPeriodProblem` with the field it is about (`from` or `to`), for an edge that names the field
 * (a 400's `field`, a form's message). Throws as `gstPeriodProblem` does.
 */
export function gstPeriodIssue(from: string, to: string, frequency: GstFilingFrequency, balanceMonth: number): FieldError | null {
  checkSettings('gstPeriodProblem', frequency, balanceMonth);
  const fromProblem = businessDateProblem(from, 'from');
  if (fromProblem) return { field: 'from', message: fromProblem };
  const toProblem = businessDateProblem(to, 'to');
  if (toProblem) return { field: 'to', message: toProblem };
  const period = gstPeriodOf(from, frequency, balanceMonth);
  const word = FREQUENCY_WORDS[frequency];
  if (from !== period.from)
    return { field: 'from', message: `A ${word} GST period runs ${period.from} to ${period.to}; from ${from} is not the start of one` };
  if (to !== period.to)
    return { field: 'to', message: `The ${word} GST period from ${period.from} runs to ${period.to}; to ${to} is not its end` };
  return null;
}

/** The frequency as words: "two-monthly". */
export function gstFrequencyWords(frequency: GstFilingFrequency): string {
  return FREQUENCY_WORDS[frequency];
}

/**
 * Every whole GST period inside `from`..`to` (both YYYY-MM-DD, inclusive), oldest first: the periods
 * a date range holds complete (the tax-time bundle's GST returns). None when the range holds none.
 */
export function gstPeriodsWithin(from: string, to: string, frequency: GstFilingFrequency, balanceMonth: number): GstPeriod[] {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new Error(`gstPeriodsWithin: ${from} to ${to} is not a range of YYYY-MM-DD dates`);
  const periods: GstPeriod[] = [];
  let period = gstPeriodOf(from, frequency, balanceMonth);
  if (period.from < from) period = gstPeriodOf(addDays(period.to, 1), frequency, balanceMonth);
  while (period.to <= to) {
    periods.push(period);
    period = gstPeriodOf(addDays(period.to, 1), frequency, balanceMonth);
  }
  return periods;
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
