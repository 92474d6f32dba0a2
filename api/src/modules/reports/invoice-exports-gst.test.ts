import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INVOICE_CSV_HEADER } from '@keafx/schema';
import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { binary, parseCsv, pdfText } from '../../../test/files';

/**
 * Issue 27 item 7: the invoice PDF is a tax invoice a New Zealand business can send (its lines,
 * GST per treatment, the total, the zero-rating statement, the NZD equivalent and GST in NZD at
 * the frozen time-of-supply rate with its source, type and date), and the invoice CSVs carry the
 * lines and the GST. Read back with poppler's pdftotext, as a customer's PDF reader does. The test
 * clock's today is 2026-06-15.
 */

// PDFs render in a real browser.
jest.setTimeout(60_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const dir = mkdtempSync(path.join(tmpdir(), 'keafx-tax-invoice-'));
/**
 * The pages poppler reads from a PDF (form feeds split them), each NFC with whitespace folded; in
 * its layout mode, so a table's row reads as one line (the two address blocks side by side interleave).
 */
function popplerPages(pdf: Buffer): string[] {
  const file = path.join(dir, 'invoice.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString('utf8').normalize('NFC');
  return text
    .split('\f')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const post = (user: TestUser, url: string, body: unknown = {}) =>
  app
    .http()
    .post(url)
    .set(...bearer(user))
    .send(body as object);
const put = (user: TestUser, url: string, body: unknown) =>
  app
    .http()
    .put(url)
    .set(...bearer(user))
    .send(body as object);
const file = async (user: TestUser, url: string): Promise<Buffer> => {
  const res = await app
    .http()
    .get(url)
    .set(...bearer(user))
    .buffer(true)
    .parse(binary);
  expect({ url, status: res.status }).toEqual({ url, status: 200 });
  return res.body as Buffer;
};
/** The invoice's customer PDF (or `?copy=internal`) as pdftotext reads it, pages joined. */
const pdfOf = async (user: TestUser, id: number, query = ''): Promise<string> =>
  popplerPages(await file(user, `/invoices/${id}/export/pdf${query}`)).join(' ');

/** An owner registered for GST (IR's published valid IRD number), with what a tax invoice needs. */
async function registeredSeller(tag: string): Promise<TestUser> {
  const user = await app.register(tag);
  const saved = await put(user, '/me/profile', {
    company_name: 'Kiwi Studio Ltd',
    address: '5 Lambton Quay\nWellington 6011',
    gst_registered: true,
    gst_number: '49091850',
    bank_account: '12-3456-0123456-00',
  });
  expect({ status: saved.status, registered: saved.body.gst_registered }).toEqual({ status: 200, registered: true });
  return user;
}

describe('the invoice PDF as a tax invoice', () => {
  it('a registered seller\'s two-line NZD invoice, prices excluding GST: "Tax Invoice", both lines, GST 15% of 1,150.00, total 1,322.50', async () => {
    const user = await registeredSeller('gst-nzd');
    const created = await post(user, '/me/invoices', {
      counterparty: 'Harbour Cafe Ltd',
      customer_address: '12 Quay St\nAuckland 1010',
      customer_email: 'accounts@harbourcafe.example',
      currency: 'NZD',
      issued_date: '2026-06-15',
      due_date: '2026-07-15',
      lines: [
        { description: 'Brand design, 2 days', quantity: 2, unit_price: '500.00', gst_treatment: 'standard' },
        { description: 'Hosting, June', quantity: 1, unit_price: '150.00', gst_treatment: 'standard' },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await post(user, `/me/invoices/${id}/send`)).status).toBe(200);
    const text = await pdfOf(user, id);
    for (const expected of [
      'Tax Invoice INV-0001',
      'GST number: 49-091-850',
      // The recipient and their identifiers, under Bill to (beside From, so read one by one).
      'BILL TO',
      'Harbour Cafe Ltd',
      '12 Quay St',
      'Auckland 1010',
      'accounts@harbourcafe.example',
      'Description Quantity Unit price (NZD) GST Amount (NZD)',
      'Brand design, 2 days 2 500.00 GST 15% 1,000.00',
      'Hosting, June 1 150.00 GST 15% 150.00',
      'Subtotal NZD 1,150.00',
      'GST 15% on NZD 1,150.00 NZD 172.50',
      'Total including GST NZD 1,322.50',
      'Prices exclude GST.',
    ])
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    // An NZD invoice's GST is already in NZD: no equivalent, and its date of supply is its date.
    for (const absent of [/NZD equivalent/, /GST in NZD/, /Total GST/, /Zero-rated/, /Date of supply/])
      expect({ absent: String(absent), found: absent.test(text) }).toEqual({ absent: String(absent), found: false });

    // Its CSV: one row per line, the invoice's columns first (SPEC's, then the GST), then the line's.
    const { rows } = parseCsv((await file(user, `/invoices/${id}/export/csv`)).toString('utf8'));
    const [header = [], ...records] = rows;
    expect(header.slice(0, INVOICE_CSV_HEADER.length)).toEqual(INVOICE_CSV_HEADER);
    expect(header.slice(INVOICE_CSV_HEADER.length)).toEqual([
      'Subtotal',
      'GST Amount',
      'GST NZD (supply rate)',
      'Supply Date',
      'Supply Rate (NZD per unit)',
      'Supply Rate Source',
      'Supply Rate Type',
      'Supply Rate Date',
      'Line',
      'Description',
      'Quantity',
      'Unit Price',
      'GST Treatment',
      'Line Total',
      'Line GST',
    ]);
    const pick = (r: string[], ...names: string[]) => names.map((n) => r[header.indexOf(n)]);
    expect(records.map((r) => pick(r, 'Invoice #', 'Amount', 'Subtotal', 'GST Amount', 'GST NZD (supply rate)', 'Supply Date'))).toEqual([
      ['INV-0001', '1322.50', '1150.00', '172.50', '172.50', '15/06/2026'],
      ['INV-0001', '1322.50', '1150.00', '172.50', '172.50', '15/06/2026'],
    ]);
    expect(records.map((r) => pick(r, 'Line', 'Description', 'Quantity', 'Unit Price', 'GST Treatment', 'Line Total', 'Line GST'))).toEqual(
      [
        ['1', 'Brand design, 2 days', '2', '500', 'standard', '1000', '150.00'],
        ['2', 'Hosting, June', '1', '150', 'standard', '150', '22.50'],
      ],
    );
  });

  it('an unregistered seller\'s invoice is titled "Invoice" and says nothing of GST', async () => {
    const user = await app.register('no-gst');
    expect(
      (await put(user, '/me/profile', { company_name: 'Sole Trader', address: '1 Main Rd', bank_account: '12-3456-0123456-00' })).status,
    ).toBe(200);
    const created = await post(user, '/me/invoices', {
      counterparty: 'Acme Cloud Inc',
      currency: 'USD',
      issued_date: '2026-06-15',
      due_date: '2026-07-15',
      lines: [
        { description: 'Illustration', quantity: 3, unit_price: '120.00' },
        { description: 'Licence', quantity: 1, unit_price: '40.00' },
      ],
    });
    expect(created.status).toBe(201);
    expect((await post(user, `/me/invoices/${created.body.id}/send`)).status).toBe(200);
    const text = await pdfOf(user, created.body.id);
    for (const expected of [
      'Invoice INV-0001',
      'Description Quantity Unit price (USD) Amount (USD)',
      'Illustration 3 120.00 360.00',
      'Licence 1 40.00 40.00',
      'Total USD 400.00',
    ])
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    for (const absent of [/Tax Invoice/, /GST/, /NZD/, /Subtotal/])
      expect({ absent: String(absent), found: absent.test(text) }).toEqual({ absent: String(absent), found: false });
  });

  it('a sent USD export, zero-rated: the statement, the NZD equivalent and GST in NZD at the frozen rate with its source, type and date', async () => {
    const user = await registeredSeller('gst-export');
    const customer = await post(user, '/me/customers', { name: 'Acme Cloud Inc', country: 'US', address: '1 Market St, San Francisco' });
    expect(customer.status).toBe(201);
    expect(
      (await post(user, '/me/rates', { currency: 'USD', nzd_per_unit: '1.7245', rate_type: 'spot', source: 'Bank statement' })).status,
    ).toBe(201);
    // Dated ahead of today and sent today: the time of supply is the day it went out (GST Act s9(1)), not the invoice's date.
    const created = await post(user, '/me/invoices', {
      customer_id: customer.body.id,
      currency: 'USD',
      issued_date: '2026-06-20',
      due_date: '2026-07-20',
      lines: [{ description: 'Cloud architecture review (services to a non-resident)', quantity: '12.5', unit_price: '160' }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    // A draft has no time of supply yet: the customer's copy says nothing in NZD.
    const draft = await pdfOf(user, id);
    expect(draft).toContain('Zero-rated supply: export of services to a non-resident outside New Zealand (GST Act s11A(1)(k)).');
    expect(draft).not.toMatch(/NZD/);
    expect((await post(user, `/me/invoices/${id}/send`)).status).toBe(200);
    // The rate moves after sending; the invoice keeps the one it was supplied at.
    expect(
      (await post(user, '/me/rates', { currency: 'USD', nzd_per_unit: '1.80', rate_type: 'spot', source: 'Bank statement' })).status,
    ).toBe(201);
    const text = await pdfOf(user, id);
    for (const expected of [
      'Tax Invoice INV-0001',
      'Issue date 20/06/2026 Date of supply 15/06/2026',
      'Cloud architecture review (services to a non-resident) 12.5 160.00 Zero-rated (0%) 2,000.00',
      'Subtotal USD 2,000.00',
      'Zero-rated supplies (GST 0%) of USD 2,000.00 USD 0.00',
      'Total USD 2,000.00',
      'Zero-rated supply: export of services to a non-resident outside New Zealand (GST Act s11A(1)(k)).',
      'NZD equivalent: NZD 3,449.00 at 1.7245 NZD per USD (Bank statement, spot, 15/06/2026).',
      'GST in NZD: NZD 0.00.',
    ])
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    for (const absent of [/Prices (include|exclude) GST/, /Total including GST/, /1\.80/, /Total GST/])
      expect({ absent: String(absent), found: absent.test(text) }).toEqual({ absent: String(absent), found: false });

    // A standard-rated line added after sending: GST per treatment, and the GST in NZD at the frozen rate (15.00 × 1.7245 = 25.87).
    const edited = await put(user, `/me/invoices/${id}`, {
      lines: [
        { description: 'Cloud architecture review', quantity: '12.5', unit_price: '160', gst_treatment: 'zero_rated' },
        { description: 'Workshop in Wellington', quantity: '1', unit_price: '100', gst_treatment: 'standard' },
      ],
    });
    expect(edited.status).toBe(200);
    const mixed = await pdfOf(user, id);
    for (const expected of [
      'Subtotal USD 2,100.00',
      'GST 15% on USD 100.00 USD 15.00',
      'Zero-rated supplies (GST 0%) of USD 2,000.00 USD 0.00',
      'Total GST USD 15.00',
      'Total including GST USD 2,115.00',
      'Prices exclude GST.',
      'NZD equivalent: NZD 3,647.32 at 1.7245 NZD per USD (Bank statement, spot, 15/06/2026).',
      'GST in NZD: NZD 25.87.',
    ])
      expect({ expected, found: mixed.includes(expected) }).toEqual({ expected, found: true });

    // The invoice list CSV: SPEC's columns where they were, the GST and the time of supply after them.
    const { rows } = parseCsv((await file(user, '/invoices/export/csv')).toString('utf8'));
    const [header = [], row = []] = rows;
    expect(header.slice(0, INVOICE_CSV_HEADER.length)).toEqual(INVOICE_CSV_HEADER);
    expect(
      Object.fromEntries(header.slice(INVOICE_CSV_HEADER.length - 1).map((h, i) => [h, row[INVOICE_CSV_HEADER.length - 1 + i]])),
    ).toEqual({
      'Amount NZD (current rate)': '3807.00',
      Subtotal: '2100.00',
      'GST Amount': '15.00',
      'GST NZD (supply rate)': '25.87',
      'Supply Date': '15/06/2026',
      'Supply Rate (NZD per unit)': '1.7245000000',
      'Supply Rate Source': 'Bank statement',
      'Supply Rate Type': 'spot',
      'Supply Rate Date': '15/06/2026',
    });
  });

  it("a long invoice runs onto more pages with the lines' header row on each; long descriptions wrap, nothing is lost", async () => {
    const user = await registeredSeller('gst-long');
    const word = 'Supercalifragilisticexpialidocious'.repeat(4);
    const lines = Array.from({ length: 45 }, (_, i) => ({
      description: `Item ${i + 1}: ${i === 0 ? word : 'consulting on the export of New Zealand wool to overseas mills, with a long description that wraps onto a second line of the table'}`,
      quantity: 1,
      unit_price: '10.00',
      gst_treatment: 'standard',
    }));
    const created = await post(user, '/me/invoices', { counterparty: 'Harbour Cafe Ltd', currency: 'NZD', due_date: '2026-07-15', lines });
    expect(created.status).toBe(201);
    const pages = popplerPages(await file(user, `/invoices/${created.body.id}/export/pdf`));
    expect(pages.length).toBeGreaterThan(1);
    // Every page the lines run over starts its part of the table with the header row.
    const linePages = pages.filter((p) => /Item \d+:/.test(p));
    expect(linePages.length).toBeGreaterThan(1);
    expect(
      linePages.map((p) => /^(Kiwi Studio Ltd .*)?Description Quantity Unit price \(NZD\) GST Amount \(NZD\) Item \d+:/.test(p)),
    ).toEqual(linePages.map(() => true));
    const all = pages.join(' ');
    for (let i = 1; i <= 45; i += 1) expect(all).toContain(`Item ${i}:`);
    // The unbroken word wraps inside its cell rather than running off the page.
    expect(all.replace(/\s/g, '')).toContain(word);
    expect(all).toContain('Total including GST NZD 517.50');
  });
});

describe('the recipient on a tax invoice over NZD 1,000', () => {
  it('prints what identifies the customer from their record when the invoice gives none, and zero-rated goods say they were exported', async () => {
    const user = await registeredSeller('recipient');
    const customer = await post(user, '/me/customers', {
      name: 'Outback Supplies Pty Ltd',
      trading_name: 'Outback Supplies',
      country: 'AU',
      address: '10 George St\nSydney NSW 2000',
      phone: '+61 2 9999 0000',
    });
    expect(customer.status).toBe(201);
    const made = await post(user, '/me/invoices', {
      customer_id: customer.body.id,
      currency: 'NZD',
      due_date: '2026-07-15',
      export_kind: 'goods',
      export_date: '2026-06-15',
      lines: [{ description: 'Merino throws, 30 units', quantity: 30, unit_price: '95', gst_treatment: 'zero_rated' }],
    });
    expect(made.body.tsi_issues).toEqual([]);
    const text = await pdfOf(user, made.body.id);
    for (const expected of [
      'Outback Supplies Pty Ltd',
      'Trading as Outback Supplies',
      '10 George St',
      'Sydney NSW 2000',
      '+61 2 9999 0000',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Zero-rated supply: goods exported from New Zealand (GST Act s11).');
  });
});

describe('a credit note as a PDF', () => {
  it('is titled "Credit Note", names the invoice it corrects, its reason and lines, and the GST adjustment in NZD at the frozen rate', async () => {
    const user = await registeredSeller('credit-pdf');
    const customer = await post(user, '/me/customers', { name: 'Acme Cloud Inc', country: 'US', address: '1 Market St, San Francisco' });
    expect(
      (await post(user, '/me/rates', { currency: 'USD', nzd_per_unit: '1.7245', rate_type: 'spot', source: 'Bank statement' })).status,
    ).toBe(201);
    const made = await post(user, '/me/invoices', {
      customer_id: customer.body.id,
      currency: 'USD',
      due_date: '2026-07-15',
      residency_evidence: ['bank_country'],
      lines: [
        { description: 'Architecture review', quantity: '10', unit_price: '200', gst_treatment: 'zero_rated' },
        { description: 'Workshop in Wellington', quantity: '1', unit_price: '100', gst_treatment: 'standard' },
      ],
    });
    expect((await post(user, `/me/invoices/${made.body.id}/send`)).status).toBe(200);
    const note = await post(user, `/me/invoices/${made.body.id}/credit-notes`, {
      reason: 'The workshop was cancelled',
      lines: [{ description: 'Workshop in Wellington', quantity: '1', unit_price: '100', gst_treatment: 'standard' }],
    });
    expect(note.status).toBe(201);
    // 100.00 + 15% = 115.00 USD; GST 15.00 × 1.7245 = 25.8675 → NZD 25.87.
    expect(note.body).toMatchObject({ amount: 115, gst_amount: 15, gst_nzd: 25.87 });
    const text = popplerPages(await file(user, '/me/credit-notes/1/export/pdf')).join(' ');
    for (const expected of [
      'Credit Note CN-0001',
      'Corrects invoice',
      'INV-0001',
      'The workshop was cancelled',
      'Workshop in Wellington',
      'USD 115.00',
      'GST adjustment in NZD: NZD 25.87 at 1.7245 NZD per USD (Bank statement, spot, 15/06/2026)',
      'Acme Cloud Inc',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/kea ?fx/i);
    const [event] = (
      await app
        .http()
        .get(`/me/invoices/${made.body.id}/audit`)
        .set(...bearer(user))
    ).body;
    expect(event).toMatchObject({ action: 'export.credit_note_pdf', message: 'Exported credit note CN-0001 (against INV-0001) as PDF' });
    // And in a CSV of credit notes: one strict table, the adjustment's rate with its provenance, dates as the owner writes them.
    const csv = parseCsv((await file(user, '/me/credit-notes/export/csv?from=2026-06-01&to=2026-06-30')).toString('utf8')).rows;
    expect(csv[0]).toEqual([
      'Credit Note #',
      'Invoice #',
      'Customer',
      'Date',
      'Reason',
      'Currency',
      'Subtotal',
      'GST',
      'Amount',
      'GST adjustment NZD',
      'Supply Rate (NZD per unit)',
      'Supply Rate Source',
      'Supply Rate Type',
      'Supply Rate Date',
    ]);
    expect(csv[1]).toEqual([
      'CN-0001',
      'INV-0001',
      'Acme Cloud Inc',
      '15/06/2026',
      'The workshop was cancelled',
      'USD',
      '100.00',
      '15.00',
      '115.00',
      '25.87',
      '1.7245',
      'Bank statement',
      'spot',
      '15/06/2026',
    ]);
    const stranger = await app.register('credit-pdf-stranger');
    const refused = await app
      .http()
      .get('/me/credit-notes/1/export/pdf')
      .set(...bearer(stranger));
    expect(refused.status).toBe(404);
  });
});

describe('the internal copy', () => {
  it('keeps its NZD valuation and lists what the invoice lacks as a tax invoice', async () => {
    const user = await registeredSeller('gst-internal');
    const created = await post(user, '/me/invoices', {
      counterparty: 'Harbour Cafe Ltd',
      currency: 'NZD',
      due_date: '2026-07-15',
      lines: [{ description: '', quantity: 1, unit_price: '300.00', gst_treatment: 'standard' }],
    });
    expect(created.status).toBe(201);
    const internal = await pdfText(await file(user, `/invoices/${created.body.id}/export/pdf?copy=internal`));
    expect(internal).toContain('Tax Invoice INV-0001 (internal copy)');
    expect(internal).toContain('Taxable supply information: Describe what line 1 supplied');
    expect(internal).toContain('In NZD, for information');
    const customer = await pdfOf(user, created.body.id);
    expect(customer).toContain('(no description)');
    expect(customer).not.toContain('Taxable supply information');
  });
});
