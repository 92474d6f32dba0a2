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
    ['ＡＢＣ株式会社', 'JPY', 1250000, 'NotoSansJP'],
    ['上海贸易有限公司', 'CNY', 8800, 'NotoSansSC'],
    ['臺灣貿易股份有限公司', 'TWD', 45000, 'NotoSansTC'],
    ['주식회사 한국무역', 'KRW', 3200000, 'NotoSansKR'],
    ['บริษัท ไทย จำกัด', 'THB', 52000, 'NotoSansThai'],
    ['भारत ट्रेडिंग कंपनी', 'INR', 150000, 'NotoSansDevanagari'],
    ['Ngāti Whātua Ōrākei', 'NZD', 2300, null],
    ['ООО Ромашка', 'EUR', 990, null],
    ['Ελληνική Εταιρεία', 'EUR', 1200, null],
  ] as const)(
    '%s (%s): pdftotext gives the name back intact, drawn with the Noto fonts shipped inside the PDF',
    async (name, currency, amount, script) => {
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
      // Latin, Cyrillic and Greek are Noto Sans's; each other script its own family, and only that
      // one (a Han name in the style of the currency's market, not in all four CJK families).
      // The CJK packages name their fonts after the variable font (NotoSansJPThin-Regular).
      const families = new Set(fonts.map((f) => f.replace(/(Thin)?-(Regular|Bold)$/, '')));
      expect([...families].sort()).toEqual(['NotoSans', ...(script ? [script] : [])].sort());
    },
  );

  it('a Latin invoice embeds only the Latin subset; a CJK one only the subsets its characters need', () => {
    expect(subsetsFor('INV-0001 Acme Ltd USD 1,234.50').map((s) => `${s.family.name} ${s.key}`)).toEqual(['Noto Sans latin']);
    expect(subsetsFor('Ngāti').map((s) => `${s.family.name} ${s.key}`)).toEqual(['Noto Sans latin-ext', 'Noto Sans latin']);
    const cjk = subsetsFor('ＡＢＣ株式会社', 'JPY');
    expect(cjk.length).toBeGreaterThan(1);
    expect(cjk.length).toBeLessThan(20);
    const families = (text: string, currency?: string) => [...new Set(subsetsFor(text, currency).map((s) => s.family.name))];
    // Kana say Japanese and hangul Korean whatever the currency; otherwise the currency's market, else Simplified.
    expect(families('株式会社', 'JPY')).toEqual(['Noto Sans', 'Noto Sans JP']);
    expect(families('貿易', 'TWD')).toEqual(['Noto Sans', 'Noto Sans TC']);
    expect(families('贸易')).toEqual(['Noto Sans', 'Noto Sans SC']);
    expect(families('トヨタ', 'USD')).toEqual(['Noto Sans', 'Noto Sans JP']);
    expect(families('한국', 'USD')).toEqual(['Noto Sans', 'Noto Sans KR']);
  });
});
