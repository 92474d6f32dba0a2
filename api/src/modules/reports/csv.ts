import { formatDate, formatDateTimeIn, formatDecimalText, neutraliseCell, type DisplayFormat } from '@keafx/schema';
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

/**
 * A cell in the owner's formats: every exact decimal (amounts, rates, shares) and every date
 * and moment; whole numbers (ids, counts, sequence numbers) and text stay as they are.
 * Returns null for a cell the formats do not touch.
 */
function formattedCell(value: Cell | Date, fmt: ExportFormat): string | null {
  if (value instanceof Date) return formatDateTimeIn(value, fmt.dateFormat, { timeZone: fmt.timeZone, seconds: true });
  if (typeof value === 'number') return Number.isInteger(value) ? null : formatDecimalText(String(value), fmt.numberFormat);
  if (typeof value !== 'string') return null;
  if (DECIMAL.test(value)) return formatDecimalText(value, fmt.numberFormat);
  if (ISO_DAY.test(value)) return formatDate(value, fmt.dateFormat);
  if (ISO_MOMENT.test(value)) return formatDateTimeIn(value, fmt.dateFormat, { timeZone: fmt.timeZone, seconds: true });
  return null;
}

/** A cell as text in the owner's formats, for a document that escapes its text itself (a PDF). */
export function displayCell(value: Cell, fmt: ExportFormat): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return formattedCell(value, fmt) ?? String(value);
}

function cellText(value: Cell, fmt?: ExportFormat): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // A formatted figure or date is digits and separators only: nothing a spreadsheet could run.
  return (fmt && formattedCell(value, fmt)) ?? neutraliseCell(String(value));
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

/** The footer line every export ends with: a "#" comment line, so parsers told about comments skip it. */
export function csvFooter(footer: string): string {
  return `# ${footer}\r\n`;
}

/** A whole CSV file: header row, rows (in the owner's formats when given), footer line. */
export function csvDocument(header: string[], rows: Cell[][], footer: string, fmt?: ExportFormat): string {
  return csvLines([header]) + csvLines(rows, fmt) + csvFooter(footer);
}

/** Several titled tables in one file (the custom report): title row, header, rows, a blank line between. */
export function csvSections(sections: { title: string; header: string[]; rows: Cell[][] }[], footer: string, fmt?: ExportFormat): string {
  const parts = sections.map((s) => csvLines([[s.title], ...(s.header.length ? [s.header] : [])]) + csvLines(s.rows, fmt));
  return parts.join('\r\n') + csvFooter(footer);
}
