import { execFile } from 'node:child_process';
import path from 'node:path';
import Papa from 'papaparse';
import type { Response } from 'supertest';
import yauzl from 'yauzl';

/** A supertest parser that keeps a binary body as a Buffer. */
export function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A CSV export parsed back with papaparse: rows (footer comment line skipped) and the footer text. */
export function parseCsv(text: string): { rows: string[][]; footer: string | null } {
  const parsed = Papa.parse<string[]>(text, { comments: '#', skipEmptyLines: true });
  if (parsed.errors.length) throw new Error(`CSV did not parse: ${JSON.stringify(parsed.errors.slice(0, 3))}`);
  const footerLine = text.split('\r\n').filter(Boolean).at(-1) ?? '';
  return { rows: parsed.data, footer: footerLine.startsWith('# ') ? footerLine.slice(2) : null };
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
