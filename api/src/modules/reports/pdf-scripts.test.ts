import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { binary } from '../../../test/files';
import { subsetsFor } from './pdf/fonts';

// Each PDF is rendered by the warm Chromium; CJK fonts are large.
jest.setTimeout(60_000);

/**
 * Invoices to customers in the home markets of our currencies print their names, not boxes: the
 * fonts travel inside the PDF (fonts.ts), whatever the machine has. Checked with poppler's
 * pdftotext and pdffonts on the invoice PDF the api serves.
 */
let app: TestApp;
let owner: TestUser;
const dir = mkdtempSync(path.join(tmpdir(), 'keafx-pdf-scripts-'));

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('pdf-scripts');
});
afterAll(async () => {
  await app.stop();
});

/** The text poppler reads from a PDF, NFC, whitespace folded. */
function popplerText(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').normalize('NFC').replace(/\s+/g, ' ');
}

/** The fonts a PDF embeds, by name (pdffonts' first column, subset prefix dropped). */
function embeddedFonts(pdf: Buffer, name: string): string[] {
  const file = path.join(dir, `${name}-fonts.pdf`);
  writeFileSync(file, pdf);
  const lines = execFileSync('pdffonts', [file]).toString('utf8').split('\n').slice(2).filter(Boolean);
  return lines.map((l) => (l.split(/\s+/)[0] ?? '').replace(/^[A-Z]{6}\+/, ''));
}

describe('every script our customers write, in an invoice PDF', () => {
  it.each([
    ['ＡＢＣ株式会社', 'JPY', 1250000],
    ['上海贸易有限公司', 'CNY', 8800],
    ['臺灣貿易股份有限公司', 'TWD', 45000],
    ['주식회사 한국무역', 'KRW', 3200000],
    ['บริษัท ไทย จำกัด', 'THB', 52000],
    ['भारत ट्रेडिंग कंपनी', 'INR', 150000],
    ['Ngāti Whātua Ōrākei', 'NZD', 2300],
    ['ООО Ромашка', 'EUR', 990],
    ['Ελληνική Εταιρεία', 'EUR', 1200],
  ] as const)(
    '%s (%s): pdftotext gives the name back intact, drawn with the Noto fonts shipped inside the PDF',
    async (name, currency, amount) => {
      const invoice = await createInvoice(app, owner, {
        counterparty: name,
        currency,
        amount,
        issued_date: '2026-06-01',
        due_date: '2026-07-01',
      });
      const res = await app
        .http()
        .get(`/invoices/${invoice.id}/export/pdf`)
        .set(...bearer(owner))
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      const pdf = res.body as Buffer;
      const text = popplerText(pdf, currency + invoice.id);
      if (currency === 'INR') {
        // pdftotext puts a space after an anusvara that GPOS places over its consonant with no
        // advance ("कंपनी" reads "कं पनी"): a reading of poppler's, not a drawing fault. Every code
        // point is there, in order, and nothing else is.
        expect(text.replace(/\s/g, '')).toContain(name.replace(/\s/g, ''));
      } else expect(text).toContain(name.normalize('NFC'));
      const fonts = embeddedFonts(pdf, currency + invoice.id);
      expect(fonts.length).toBeGreaterThan(0);
      // Every font in the file is one we ship; none came from the machine (DejaVu, Liberation...).
      expect(fonts.filter((f) => !f.startsWith('NotoSans'))).toEqual([]);
    },
  );

  it('a Latin invoice embeds only the Latin subset; a CJK one only the subsets its characters need', () => {
    expect(subsetsFor('INV-0001 Acme Ltd USD 1,234.50').map((s) => `${s.family.name} ${s.key}`)).toEqual(['Noto Sans latin']);
    expect(subsetsFor('Ngāti').map((s) => `${s.family.name} ${s.key}`)).toEqual(['Noto Sans latin-ext', 'Noto Sans latin']);
    const cjk = subsetsFor('ＡＢＣ株式会社');
    expect(cjk.length).toBeGreaterThan(1);
    expect(cjk.length).toBeLessThan(40);
  });
});
