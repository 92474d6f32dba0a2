import { neutraliseCell } from '@keafx/schema';
import Papa from 'papaparse';

export type Cell = string | number | boolean | null | undefined;

const UNPARSE: Papa.UnparseConfig = { quotes: false, quoteChar: '"', escapeChar: '"', delimiter: ',', newline: '\r\n', header: false, escapeFormulae: false };

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return neutraliseCell(String(value));
}

/**
 * Rows as RFC 4180 CSV through papaparse: quoted when a cell holds a comma, quote or line
 * break, CRLF line ends, every cell neutralised against formula injection. Ends with CRLF.
 */
export function csvLines(rows: Cell[][]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows.map((r) => r.map(cellText)), UNPARSE)}\r\n`;
}

/** The footer line every export ends with: a "#" comment line, so parsers told about comments skip it. */
export function csvFooter(footer: string): string {
  return `# ${footer}\r\n`;
}

/** A whole CSV file: header row, rows, footer line. */
export function csvDocument(header: string[], rows: Cell[][], footer: string): string {
  return csvLines([header, ...rows]) + csvFooter(footer);
}

/** Several titled tables in one file (the custom report): title row, header, rows, a blank line between. */
export function csvSections(sections: { title: string; header: string[]; rows: Cell[][] }[], footer: string): string {
  const parts = sections.map((s) => csvLines([[s.title], ...(s.header.length ? [s.header] : []), ...s.rows]));
  return parts.join('\r\n') + csvFooter(footer);
}
