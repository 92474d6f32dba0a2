import { CSV_BOM, csvCell, footerRecord, formatDate, formatDateTimeIn, formatDecimalText, type DisplayFormat } from '@keafx/schema';
import Papa from 'papaparse';

export type Cell = string | number | boolean | null | undefined;

const UNPARSE: Papa.UnparseConfig = {
  quotes: false,
  quoteChar: '"',
  escapeChar: '"',
  delimiter: ',',
  newline: '\r\n',
  header: false,
  escapeFormulae: false,
};

/** The owner's date and number formats, and the zone moments are written in. */
export interface ExportFormat extends DisplayFormat {
  timeZone: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const DECIMAL = /^-?\d+\.\d+$/;

/** A date or moment in the owner's date format (every export writes them so), or null for any other cell. */
function dateCell(value: Cell | Date, fmt: ExportFormat): string | null {
  if (value instanceof Date) return formatDateTimeIn(value, fmt.dateFormat, { timeZone: fmt.timeZone, seconds: true });
  if (typeof value !== 'string') return null;
  if (ISO_DAY.test(value)) return formatDate(value, fmt.dateFormat);
  if (ISO_MOMENT.test(value)) return formatDateTimeIn(value, fmt.dateFormat, { timeZone: fmt.timeZone, seconds: true });
  return null;
}

/**
 * A cell as text in the owner's formats, for a document a person reads that escapes its text
 * itself (a PDF): dates and moments, and every exact decimal (amounts, rates, shares) grouped in
 * the owner's number format; whole numbers (ids, counts, sequence numbers) and text as they are.
 */
export function displayCell(value: Cell, fmt: ExportFormat): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const date = dateCell(value, fmt);
  if (date !== null) return date;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : formatDecimalText(String(value), fmt.numberFormat);
  return DECIMAL.test(value) ? formatDecimalText(value, fmt.numberFormat) : value;
}

/**
 * A CSV cell: dates in the owner's date format, everything else by the one CSV rule (`csvCell`):
 * numbers plain machine numbers whatever the owner's number format, text neutralised. A formatted
 * date is digits and separators only: nothing a spreadsheet could run.
 */
function cellText(value: Cell, fmt?: ExportFormat): string {
  return (fmt && dateCell(value, fmt)) ?? csvCell(value);
}

/**
 * Rows as RFC 4180 CSV through papaparse: quoted when a cell holds a comma, quote or line
 * break, CRLF line ends, every cell neutralised against formula injection. Ends with CRLF.
 */
export function csvLines(rows: Cell[][], fmt?: ExportFormat): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(
    rows.map((r) => r.map((c) => cellText(c, fmt))),
    UNPARSE,
  )}\r\n`;
}

/** What a CSV file starts with: the BOM (Excel reads UTF-8) and its header record. */
export function csvHead(header: readonly string[]): string {
  return CSV_BOM + csvLines([[...header]]);
}

/**
 * The footer every export ends with (SPEC section 9), as a record as wide as the file, so a
 * strict reader (one column count per file) takes it; our import knows it and skips it.
 */
export function csvFooter(footer: string, width: number): string {
  return csvLines([footerRecord(footer, width)]);
}

/** A whole CSV file: BOM, header record, rows (dates in the owner's format when given), footer record. */
export function csvDocument(header: string[], rows: Cell[][], footer: string, fmt?: ExportFormat): string {
  return csvHead(header) + csvLines(rows, fmt) + csvFooter(footer, header.length);
}

export interface CsvSection {
  title: string;
  header: string[];
  rows: Cell[][];
}

/**
 * Several tables in one file (the custom report, a scenario comparison) as one long table: a
 * Section column, a Row column saying whether the record is a section's `title`, its `header` or
 * `data`, then the widest section's columns (narrower ones padded). One width, so strict parsers
 * read it, and a spreadsheet filter on Section gives back each table.
 */
export function csvSections(sections: CsvSection[], footer: string, fmt?: ExportFormat): string {
  const width = Math.max(1, ...sections.map((s) => Math.max(s.header.length, ...s.rows.map((r) => r.length))));
  const head = ['Section', 'Row', ...Array.from({ length: width }, (_, i) => `Column ${i + 1}`)];
  const pad = (cells: Cell[]): Cell[] => [...cells, ...Array.from({ length: width - cells.length }, () => '')];
  const body = sections.map(
    (s) =>
      csvLines([[s.title, 'title', ...pad([])], ...(s.header.length ? [[s.title, 'header', ...pad(s.header)]] : [])]) +
      csvLines(
        s.rows.map((r) => [s.title, 'data', ...pad(r)]),
        fmt,
      ),
  );
  return csvHead(head) + body.join('') + csvFooter(footer, head.length);
}
