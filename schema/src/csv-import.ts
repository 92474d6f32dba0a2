import { LINE_DESCRIPTION_MAX } from './gst';
import { Decimal } from 'decimal.js';
import { isSupportedCurrency, minorDigits, type CurrencyCode } from './currencies';
import { addDays, BUSINESS_DATE_MIN, isIsoDate } from './dates';
import { COUNTERPARTY_MAX } from './invoice-input';
import { isInvoiceStatus, type InvoiceStatus } from './invoice-status';
import { INVOICE_NUMBER_MAX, parseInvoiceReference } from './invoice-number';
import { MAX_AMOUNT } from './money';
import { readDecimalText, type DateFormatId, type DisplayFormat, type NumberFormatId } from './format';
import { isFooterRecord, unneutraliseCell } from './reports';
import { checkText } from './text';

/** Longest cell read from an imported file (Company keeps COUNTERPARTY_MAX). */
export const IMPORT_CELL_MAX = 200;

/** SPEC section 5's messages, to the letter. */
export const IMPORT_MESSAGES = {
  empty: 'CSV file is empty or invalid. Please ensure the file has headers and at least one data row.',
  missingHeaders: (names: string[]) => `Missing required headers: ${names.join(', ')}. Please ensure your CSV has all required columns.`,
  badNumber: (value: string) => `Invalid invoice number format "${value}". Expected format: INV-0001 or numeric value.`,
  duplicate: (n: number) => `Invoice #${n} already exists. Please use a unique invoice number.`,
  badAmount: 'Amount must be a positive number',
  badStatus: (value: string) => `Status "${value}" is not valid. Please use Draft, Sent, Overdue, or Paid.`,
} as const;

/** Days from issue to due when the file has no Due Date column. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const IMPORT_MAX_ROWS = 100_000;

type Column = 'number' | 'company' | 'amount' | 'currency' | 'issueDate' | 'status' | 'dueDate' | 'paymentDate' | 'description';

/** Each column's display name (used in messages) and the header spellings accepted for it. */
const COLUMNS: Record<Column, { label: string; headers: string[]; required: boolean }> = {
  number: { label: 'Invoice #', headers: ['invoice #', 'invoice number', 'invoice no', 'invoice'], required: true },
  company: { label: 'Company', headers: ['company', 'customer'], required: true },
  amount: { label: 'Amount', headers: ['amount', 'total'], required: true },
  currency: { label: 'Currency', headers: ['currency'], required: true },
  issueDate: { label: 'Issue Date', headers: ['issue date', 'date'], required: true },
  status: { label: 'Status', headers: ['status'], required: true },
  dueDate: { label: 'Due Date', headers: ['due date'], required: false },
  paymentDate: { label: 'Payment Date', headers: ['payment date', 'paid date'], required: false },
  // Issue 27: what was supplied, the invoice's one line (a tax invoice needs it); optional.
  description: { label: 'Description', headers: ['description', 'details', 'item'], required: false },
};

/** The header row and one example row of the downloadable template. */
export const IMPORT_TEMPLATE: string[][] = [
  ['Invoice #', 'Company', 'Amount', 'Currency', 'Issue Date', 'Status', 'Due Date'],
  ['INV-0001', 'Acme Trading Ltd', '1200.50', 'USD', '2026-01-15', 'Sent', '2026-02-14'],
];

export interface ImportRow {
  /** The line in the file, counting the header as 1 (SPEC: numbers start at 2). */
  line: number;
  number: number;
  counterparty: string;
  amount: string;
  currency: CurrencyCode;
  issuedDate: string;
  dueDate: string;
  status: InvoiceStatus;
  paidDate: string | null;
  /** What was supplied ('' when the file has no Description), the invoice's one line. */
  description: string;
}

export interface ImportError {
  /** The file line (2 = first data row), or null for a problem with the file itself. */
  row: number | null;
  /** The column at fault, as the template names it, or null. */
  field: string | null;
  message: string;
}

export type ImportResult = { ok: true; rows: ImportRow[] } | { ok: false; errors: ImportError[] };

const normaliseHeader = (h: string): string =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

function findColumns(header: string[]): { index: Partial<Record<Column, number>>; missing: string[]; repeated: string[] } {
  const names = header.map(normaliseHeader);
  const index: Partial<Record<Column, number>> = {};
  const missing: string[] = [];
  const repeated: string[] = [];
  for (const [column, spec] of Object.entries(COLUMNS) as [Column, (typeof COLUMNS)[Column]][]) {
    const at = names.findIndex((n) => spec.headers.includes(n));
    if (at >= 0) index[column] = at;
    else if (spec.required) missing.push(spec.label);
    // Two headers for one column (Amount twice, or Amount and Total): which one is meant is a guess, so it is an error.
    if (at >= 0 && names.some((n, i) => i !== at && spec.headers.includes(n))) repeated.push(spec.label);
  }
  return { index, missing, repeated };
}

/** A currency symbol or code before (after a sign) or after a number comes off: "USD 1 200.50", "1'200.50 NZD", "$-5". */
function withoutCurrency(raw: string): string {
  return raw
    .trim()
    .replace(/^(-?)[\p{Sc}\p{L}\s]+/u, '$1')
    .replace(/[\p{Sc}\p{L}\s]+$/u, '');
}

/**
 * "$1,200.50", "USD 1 200.50", "1'200.50 NZD" → "1200.50": a currency symbol or code before or
 * after the number and thousands separators between digit groups are stripped (SPEC); what is
 * left must be a plain decimal, so "1e309" and "12abc34" are errors rather than 1309 and 1234.
 */
export function plainAmount(raw: string): string | null {
  const s = withoutCurrency(raw).replace(/(?<=\d)[,\s'\u2019\u00a0\u202f](?=\d{3}(?:\D|$))/gu, '');
  return /^-?\d+(\.\d+)?$/.test(s) ? s : null;
}

/**
 * An amount cell as plain decimal text, or null: as the owner's number format writes it (a person
 * typed it so: "1.234,56" or "1.234" for a period owner, read by the forms' own rule,
 * `readDecimalText`), else as SPEC reads any amount (`plainAmount`), which takes the plain machine
 * numbers our exports write ("1234.56") whatever the owner's format.
 */
function amountText(raw: string, numberFormat: NumberFormatId | undefined): string | null {
  const typed = numberFormat ? readDecimalText(withoutCurrency(raw), numberFormat, 'Amount') : null;
  return typed?.ok ? typed.value : plainAmount(raw);
}

function readAmount(raw: string, currency: CurrencyCode | null, numberFormat?: NumberFormatId): { value?: string; message?: string } {
  const stripped = amountText(raw, numberFormat);
  if (stripped === null) return { message: IMPORT_MESSAGES.badAmount };
  const value = new Decimal(stripped);
  if (value.lte(0)) return { message: IMPORT_MESSAGES.badAmount };
  if (value.gt(MAX_AMOUNT)) return { message: 'Amount must be at most 1,000,000,000,000' };
  if (currency) {
    const digits = minorDigits(currency);
    if (value.decimalPlaces() > digits) {
      return {
        message:
          digits === 0
            ? `Amount must be a whole number for ${currency}`
            : `Amount must have at most ${digits} decimal places for ${currency}`,
      };
    }
    return { value: value.toFixed(digits) };
  }
  return { value: value.toFixed() };
}

const isBlankRow = (cells: string[]): boolean => cells.every((c) => c.trim() === '');

const DATE_SHAPES: Record<Exclude<DateFormatId, 'yyyy-mm-dd'>, { label: string; order: [number, number] }> = {
  'dd/mm/yyyy': { label: 'DD/MM/YYYY', order: [2, 1] },
  'mm/dd/yyyy': { label: 'MM/DD/YYYY', order: [1, 2] },
};
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_NAMES = [
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
];

/** Why year, month and day are no day of the calendar ("there is no month 13", "February 2026 has 28 days"), or null. */
function calendarProblem(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2999) return `the year must be from 1900 to 2999`;
  if (m < 1 || m > 12) return `there is no month ${m}`;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d < 1 || d > days ? `${MONTH_NAMES[m - 1]} ${y} has ${days} days` : null;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * A date cell read: its YYYY-MM-DD day, or why it is none. ISO always; the owner's own date format
 * (Settings, Preferences: what NZ Excel writes, 01/10/2026 for 1 October, and what our exports
 * write for them) too, in the owner's order only: 01/10/2026 is 1 October for a DD/MM/YYYY owner
 * and 10 January for an MM/DD/YYYY one, never a guess between them. `problem` ends a sentence that
 * names the cell: which format was expected, and for a day the calendar lacks, why.
 */
export function readImportDate(text: string, dateFormat?: DateFormatId): { ok: true; iso: string } | { ok: false; problem: string } {
  const forms = importDateForms(dateFormat);
  const wrong = (why?: string) => ({ ok: false as const, problem: `must be a valid date in ${forms} format${why ? `: ${why}` : ''}` });
  if (ISO_SHAPE.test(text)) return isIsoDate(text) ? { ok: true, iso: text } : wrong();
  const slashed = dateFormat === 'yyyy-mm-dd' ? undefined : dateFormat;
  const m = SLASH_DATE.exec(text);
  if (!slashed || !m) return wrong();
  const shape = DATE_SHAPES[slashed];
  const parts = [0, Number(m[1]), Number(m[2])];
  const [y, mo, d] = [Number(m[3]), parts[shape.order[0]] ?? 0, parts[shape.order[1]] ?? 0];
  const why = calendarProblem(y, mo, d);
  if (!why) return { ok: true, iso: `${y}-${pad2(mo)}-${pad2(d)}` };
  // Written the other way round ("01/15/2026" for a DD/MM/YYYY owner): say how to write that day.
  const swapped = calendarProblem(y, d, mo) === null ? datePatternOf(y, d, mo, slashed) : null;
  return wrong(`read as ${shape.label}, ${why}${swapped ? ` (for ${mo} ${MONTH_NAMES[d - 1]} ${y}, write ${swapped})` : ''}`);
}

/** A day in a slash format ("15/01/2026" or "01/15/2026"). */
function datePatternOf(y: number, m: number, d: number, dateFormat: DateFormatId): string {
  return dateFormat === 'mm/dd/yyyy' ? `${pad2(m)}/${pad2(d)}/${y}` : `${pad2(d)}/${pad2(m)}/${y}`;
}

/** What a date cell may look like, for hints and messages: "YYYY-MM-DD" or "YYYY-MM-DD or DD/MM/YYYY". */
export function importDateForms(dateFormat?: DateFormatId): string {
  return dateFormat && dateFormat !== 'yyyy-mm-dd' ? `YYYY-MM-DD or ${DATE_SHAPES[dateFormat].label}` : 'YYYY-MM-DD';
}

export interface ImportCheckOptions {
  exists?: (n: number) => boolean;
  today?: string;
  /** The owner's formats: dates and amounts written in them (as our exports write them) read too. */
  format?: DisplayFormat;
}

/**
 * Checks an import as it is read, one record at a time (the header first), so a file of 100,000
 * rows is never held as a table: `push` answers each good row ready to save (or null), and
 * `finish` every problem once the file has ended, each with its line and column. One bad row
 * fails the whole file. The problems and their order are SPEC section 5's: an empty file, then
 * the header, then too many rows, then each row's cells.
 */
export class ImportCheck {
  private records = 0;
  private dataRows = 0;
  private header: { index: Partial<Record<Column, number>>; problems: ImportError[] } | null = null;
  private readonly rowErrors: ImportError[] = [];
  private readonly seen = new Map<number, number>();

  constructor(private readonly opts: ImportCheckOptions = {}) {}

  /** Whether a problem has been found so far (a caller can stop keeping rows). */
  get failed(): boolean {
    return this.rowErrors.length > 0 || (this.header?.problems.length ?? 0) > 0 || this.dataRows > IMPORT_MAX_ROWS;
  }

  /** The next record of the file: the header first, then each row (its line is its place in the file). */
  push(cells: string[]): ImportRow | null {
    this.records += 1;
    if (!this.header) {
      // Blank lines before the header are not it (a parser may keep them).
      if (isBlankRow(cells)) {
        this.records -= 1;
        return null;
      }
      this.header = headerProblems(cells);
      return null;
    }
    // Blank lines and the footer record our exports end with (SPEC section 9) are not invoices.
    if (isBlankRow(cells) || isFooterRecord(cells)) return null;
    this.dataRows += 1;
    // Past the limit only the count goes on: the answer is the one message that names it.
    if (this.header.problems.length || this.dataRows > IMPORT_MAX_ROWS) return null;
    return this.checkRow(cells, this.records, this.header.index);
  }

  /** Every problem in the file, once it has ended; none when every row is good. */
  finish(): ImportError[] {
    if (!this.header || this.dataRows === 0) return [{ row: null, field: null, message: IMPORT_MESSAGES.empty }];
    if (this.header.problems.length) return this.header.problems;
    if (this.dataRows > IMPORT_MAX_ROWS) {
      return [
        {
          row: null,
          field: null,
          message: `This file has ${this.dataRows.toLocaleString('en-NZ')} rows; import at most ${IMPORT_MAX_ROWS.toLocaleString('en-NZ')} at a time.`,
        },
      ];
    }
    return this.rowErrors;
  }

  private checkRow(cells: string[], line: number, index: Partial<Record<Column, number>>): ImportRow | null {
    const { opts, seen } = this;
    const errors = this.rowErrors;
    const dateFormat = opts.format?.dateFormat;
    // Every cell passes the shared text rule first; a cell that fails it gets that one error.
    const refused = new Set<Column>();
    const text = {} as Record<Column, string>;
    for (const c of Object.keys(COLUMNS) as Column[]) {
      const at = index[c];
      // The apostrophe our export put before a formula-like cell comes off again.
      const checked = checkText(unneutraliseCell(at === undefined ? '' : (cells[at] ?? '')), {
        field: c,
        label: COLUMNS[c].label,
        max: c === 'company' ? COUNTERPARTY_MAX : c === 'description' ? LINE_DESCRIPTION_MAX : IMPORT_CELL_MAX,
        required: false,
        multiline: c === 'description',
      });
      text[c] = checked.ok ? checked.value : '';
      if (!checked.ok) {
        errors.push({ row: line, field: COLUMNS[c].label, message: checked.message });
        refused.add(c);
      }
    }
    const cell = (c: Column): string => text[c];
    const fail = (c: Column, message: string): void => {
      if (!refused.has(c)) errors.push({ row: line, field: COLUMNS[c].label, message });
    };
    const before = errors.length - refused.size;

    const numberText = cell('number');
    const number = numberText === '' ? null : parseInvoiceReference(numberText);
    if (numberText === '') fail('number', 'Invoice # is required');
    else if (number === null) fail('number', IMPORT_MESSAGES.badNumber(numberText));
    else if (number > INVOICE_NUMBER_MAX)
      fail('number', `Invoice #${number} is too high: invoice numbers go up to ${INVOICE_NUMBER_MAX.toLocaleString('en-NZ')}`);
    else if (opts.exists?.(number)) fail('number', IMPORT_MESSAGES.duplicate(number));
    else if (seen.has(number))
      fail(
        'number',
        `Invoice #${number} appears more than once in this file (first on row ${seen.get(number)}). Please use a unique invoice number.`,
      );
    if (number !== null && !seen.has(number)) seen.set(number, line);

    const company = cell('company');
    if (company === '') fail('company', 'Company is required');

    const currencyText = cell('currency').toUpperCase();
    const currency = isSupportedCurrency(currencyText) ? currencyText : null;
    if (currencyText === '') fail('currency', 'Currency is required');
    else if (!currency)
      fail('currency', `Currency "${cell('currency')}" is not supported. Use one of the 23 supported codes, such as USD, EUR, GBP or JPY.`);

    const amountText = cell('amount');
    const amount = amountText === '' ? { message: 'Amount is required' } : readAmount(amountText, currency, opts.format?.numberFormat);
    if (amount.message) fail('amount', amount.message);

    // Each date cell as its day, '' when blank or unreadable (the problem is named once, by the cell).
    const dateOf = (c: Column): string => {
      const written = cell(c);
      if (written === '') return '';
      const read = readImportDate(written, dateFormat);
      if (read.ok) return read.iso;
      fail(c, `${COLUMNS[c].label} "${written}" ${read.problem}`);
      return '';
    };
    const issued = dateOf('issueDate');
    if (cell('issueDate') === '') fail('issueDate', 'Issue Date is required');
    else if (issued !== '' && issued < BUSINESS_DATE_MIN) fail('issueDate', `Issue Date must be on or after ${BUSINESS_DATE_MIN}`);
    const due = dateOf('dueDate');
    if (due !== '' && issued !== '' && due < issued) fail('dueDate', 'Due Date must be on or after the Issue Date');
    const paid = dateOf('paymentDate');

    const statusText = cell('status');
    const status = statusText.toLowerCase();
    if (statusText === '') fail('status', 'Status is required');
    else if (!isInvoiceStatus(status)) fail('status', IMPORT_MESSAGES.badStatus(statusText));
    // A paid invoice is history: it cannot have been issued or paid after today.
    if (status === 'paid' && opts.today) {
      if (issued !== '' && issued > opts.today)
        fail('issueDate', `Issue Date ${issued} is in the future; a paid invoice must have been issued by today (${opts.today})`);
      if (paid !== '' && paid > opts.today)
        fail('paymentDate', `Payment Date ${paid} is in the future; a paid invoice must have been paid by today (${opts.today})`);
    }

    if (errors.length !== before || number === null || !currency || !amount.value || !isInvoiceStatus(status)) return null;
    return {
      line,
      number,
      counterparty: company,
      amount: amount.value,
      currency,
      issuedDate: issued,
      dueDate: due || addDays(issued, DEFAULT_PAYMENT_TERMS_DAYS),
      status,
      paidDate: status === 'paid' ? paid || null : null,
      description: cell('description').replace(/\r\n?/g, '\n').trim(),
    };
  }
}

/** The header's problems (missing or repeated columns) and where each column is. */
function headerProblems(header: string[]): { index: Partial<Record<Column, number>>; problems: ImportError[] } {
  const { index, missing, repeated } = findColumns(header);
  if (missing.length) return { index, problems: [{ row: null, field: null, message: IMPORT_MESSAGES.missingHeaders(missing) }] };
  return {
    index,
    problems: repeated.map((label) => ({
      row: null,
      field: label,
      message: `The ${label} column appears more than once in the header. Please keep one column for it.`,
    })),
  };
}

/**
 * Checks a parsed CSV (header row first) against SPEC section 5 and returns either every
 * row ready to save or every error, each with its line and column (ImportCheck, over a table
 * already in memory: the web's preview of a chosen file).
 */
export function validateImport(table: string[][], opts: ImportCheckOptions = {}): ImportResult {
  const check = new ImportCheck(opts);
  const rows: ImportRow[] = [];
  for (const cells of table) {
    const row = check.push(cells);
    if (row) rows.push(row);
  }
  const errors = check.finish();
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
