import { execFile } from 'node:child_process';
import path from 'node:path';
import { isFooterRecord } from '@keafx/schema';
import { parse } from 'csv-parse/sync';
import type { Response } from 'supertest';
import yauzl from 'yauzl';

/** A supertest parser that keeps a binary body as a Buffer. */
export function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/**
 * A CSV export read as a strict reader reads it (csv-parse: RFC 4180, one column count per file,
 * no stray quotes): it must start with the BOM, and its last record is the footer (SPEC section
 * 9), as wide as the file. Returns the records before the footer and the footer's text.
 */
export function parseCsv(text: string): { rows: string[][]; footer: string | null } {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const records = parse(text, { bom: true, relax_column_count: false, relax_quotes: false }) as string[][];
  const last = records.at(-1);
  if (last && isFooterRecord(last)) return { rows: records.slice(0, -1), footer: last[0] ?? null };
  return { rows: records, footer: null };
}

/**
 * A sectioned CSV (`Section, Row, Column 1..N`: the custom report, a scenario comparison) back as
 * the tables it holds, stacked: each section's title as a one-cell row, then its header and data
 * rows without the Section and Row columns or the padding past the section's own width.
 */
export function unsection(rows: string[][]): string[][] {
  const [head, ...body] = rows;
  expect(head?.slice(0, 3)).toEqual(['Section', 'Row', 'Column 1']);
  const out: string[][] = [];
  let width = 0;
  for (const [title, kind, ...cells] of body) {
    if (kind === 'title') {
      out.push([title ?? '']);
      width = 0;
    } else if (kind === 'header') {
      width = cells.length - [...cells].reverse().findIndex((c) => c !== '');
      out.push(cells.slice(0, width));
    } else {
      expect(kind).toBe('data');
      const trimmed = width || cells.length - [...cells].reverse().findIndex((c) => c !== '');
      out.push(cells.slice(0, trimmed));
    }
  }
  return out;
}

/** A sectioned CSV export read strictly (parseCsv), its tables stacked back (unsection). */
export function sectionedCsv(text: string): { rows: string[][]; footer: string | null } {
  const { rows, footer } = parseCsv(text);
  return { rows: unsection(rows), footer };
}

/** The text of a PDF (pdf-parse, so no system tool is needed); whitespace runs folded to one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await new Promise<string>((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'pdf-text.cjs')], { maxBuffer: 64 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
  return text.replace(/\s+/g, ' ');
}

/** The entries of a ZIP as name → text. */
export function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Each entry of a ZIP with its DOS timestamp as written (no zone: "2026-06-15 21:00:00"), in order. */
export function zipStamps(buffer: Buffer): Promise<{ name: string; stamp: string; hasUtcField: boolean }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: { name: string; stamp: string; hasUtcField: boolean }[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        const d = e.lastModFileDate;
        const t = e.lastModFileTime;
        const two = (n: number) => String(n).padStart(2, '0');
        const stamp = `${(d >> 9) + 1980}-${two((d >> 5) & 15)}-${two(d & 31)} ${two(t >> 11)}:${two((t >> 5) & 63)}:${two((t & 31) * 2)}`;
        out.push({ name: e.fileName, stamp, hasUtcField: e.extraFields.some((f) => f.id === 0x5455) });
        zip.readEntry();
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Polls `check` until it returns a value, or fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, ms = 20_000, what = 'condition'): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Polls `get` until `ok` holds of its value (every 100 ms, up to `withinMs`); the timeout names `what` and the last value. */
export async function until<T>(what: string, get: () => T | Promise<T>, ok: (v: T) => boolean, withinMs = 20_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
