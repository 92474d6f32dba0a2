import { CSV_BOM } from '@keafx/schema';
import Papa from 'papaparse';

/** Bytes read per step while parsing, so a large file reports progress as it goes. */
export const PARSE_CHUNK_BYTES = 64 * 1024;

/**
 * Parses a CSV file in the browser with papaparse, a chunk at a time (each chunk its own task,
 * so the page stays responsive and a progress bar can move). Blank lines are skipped as the
 * api skips them, so row numbers in messages match the server's.
 */
export function parseCsvFile(file: File, onProgress: (fraction: number, rows: number) => void): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      chunkSize: PARSE_CHUNK_BYTES,
      chunk(results) {
        for (const r of results.data) rows.push(r);
        const cursor = results.meta.cursor ?? 0;
        onProgress(file.size > 0 ? Math.min(1, cursor / file.size) : 1, Math.max(0, rows.length - 1));
      },
      complete() {
        onProgress(1, Math.max(0, rows.length - 1));
        resolve(rows);
      },
      error(err) {
        reject(err);
      },
    });
  });
}

/** The file's text (FileReader: File.text() is missing in some environments). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** A CSV text from rows (RFC 4180 quoting, CRLF, the BOM Excel reads UTF-8 by), for the template download. */
export function toCsv(rows: string[][]): string {
  return `${CSV_BOM}${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
}

/** Saves text as a file the browser downloads. */
export function saveText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
