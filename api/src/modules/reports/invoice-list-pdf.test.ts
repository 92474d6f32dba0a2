import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { buildInvoice } from '../../../test/factories';
import { binary, pdfText } from '../../../test/files';

// Each case renders a PDF in Chromium: more than jest's 5 s default on a loaded machine.
jest.setTimeout(30_000);

let app: TestApp;
let owner: TestUser;
let other: TestUser;

// The test clock's today is 2026-06-15: a sent invoice due before it is overdue.
beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('invoice-list-pdf');
  other = await app.register('invoice-list-pdf-other');
  const sent = { status: 'sent' as const, sent_date: '2026-05-01', booked_rate: '1.5' };
  await buildInvoice(app, owner, { ...sent, counterparty: 'Acme Cloud', currency: 'USD', amount: '1000.25', due_date: '2026-06-01' }); // 1 overdue
  await buildInvoice(app, owner, { ...sent, counterparty: 'Beta Farms', currency: 'EUR', amount: '200.50', due_date: '2026-06-10' }); // 2 overdue
  await buildInvoice(app, owner, { counterparty: 'Acme Widgets', currency: 'GBP', amount: '300.00' }); // 3 draft
  await buildInvoice(app, owner, { ...sent, counterparty: 'Gamma Ltd', currency: 'USD', amount: '50.00', due_date: '2026-07-30' }); // 4 sent
  await buildInvoice(app, owner, {
    ...sent,
    counterparty: 'Archived & Overdue, Co.',
    currency: 'USD',
    amount: '75.00',
    due_date: '2026-05-01',
    archived: true,
  }); // 5 overdue, archived
  await buildInvoice(app, other, { ...sent, counterparty: 'Not Yours Overdue', currency: 'USD', amount: '10.00', due_date: '2026-05-01' });
});
afterAll(async () => {
  await app.stop();
});

async function exportPdf(user: TestUser, query: string) {
  return app
    .http()
    .get(`/invoices/export/pdf${query}`)
    .set(...bearer(user))
    .buffer(true)
    .parse(binary);
}

async function lastAudit(user: TestUser): Promise<{ action: string; message: string; after: Record<string, unknown> } | undefined> {
  return (
    await app
      .http()
      .get('/me/audit?limit=1')
      .set(...bearer(user))
  ).body[0];
}

async function auditCount(user: TestUser): Promise<number> {
  return (
    await app
      .http()
      .get('/me/audit?limit=500')
      .set(...bearer(user))
  ).body.length;
}

const ALL = ['INV-0001', 'INV-0002', 'INV-0003', 'INV-0004', 'INV-0005'];
function expectOnly(text: string, wanted: string[]): void {
  for (const label of ALL) {
    if (wanted.includes(label)) expect(text).toContain(label);
    else expect(text).not.toContain(label);
  }
  expect(text).not.toContain('Not Yours');
}

describe('GET /invoices/export/pdf', () => {
  it('lists only what the Invoices page shows on Active under Overdue, says so in its heading and name, and is audited', async () => {
    const res = await exportPdf(owner, '?view=active&status=overdue');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="invoices_overdue_2026-06-15.pdf"');
    const text = await pdfText(res.body as Buffer);
    expectOnly(text, ['INV-0001', 'INV-0002']);
    expect(text).toContain('Invoices: Active · Overdue');
    expect(text).toContain('2 invoices');
    // USD 1,000.25 × 1.54 + EUR 200.50 × 1.69 = 1,540.385 + 338.845 = 1,879.23 (exact sum, rounded once).
    expect(text).toContain('NZD 1,879.23');
    expect(text).toContain('This data is immutable and audit-ready.');
    expect(await lastAudit(owner)).toMatchObject({
      action: 'export.invoices_pdf',
      message: 'Exported 2 invoices as PDF (Active · Overdue)',
      after: { file: 'invoices_overdue_2026-06-15.pdf', rows: 2, view: 'active', status: 'overdue', search: null },
    });
  });

  it('takes the search (q or search) and names the file for it', async () => {
    const res = await exportPdf(owner, '?view=active&q=Acme');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="invoices_search-acme_2026-06-15.pdf"');
    const text = await pdfText(res.body as Buffer);
    expectOnly(text, ['INV-0001', 'INV-0003']);
    expect(text).toContain('Invoices: Active · All statuses · Search “Acme”');
    const long = await exportPdf(owner, `?view=archive&status=overdue&search=${encodeURIComponent('Archived & Overdue,')}`);
    expect(long.headers['content-disposition']).toContain('filename="invoices_archive_overdue_search-archived-overdue_2026-06-15.pdf"');
    expectOnly(await pdfText(long.body as Buffer), ['INV-0005']);
  });

  it('exports every invoice when given no filter (the view defaults to all, as the CSV)', async () => {
    const res = await exportPdf(owner, '');
    expect(res.headers['content-disposition']).toContain('filename="invoices_all_2026-06-15.pdf"');
    const text = await pdfText(res.body as Buffer);
    expectOnly(text, ALL);
    // The page's order: newest number first.
    expect(text.indexOf('INV-0005')).toBeLessThan(text.indexOf('INV-0001'));
  });

  it("never shows another owner's invoices, and says plainly when nothing matches", async () => {
    const res = await exportPdf(other, '?view=active&status=overdue');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Not Yours Overdue');
    expect(text).not.toContain('Acme');
    const none = await pdfText((await exportPdf(other, '?status=draft')).body as Buffer);
    expect(none).toContain('No invoices match');
    expect(none).toContain('0 invoices');
  });

  it.each([
    ['?status=lost', 'status must be one of all, draft, sent, overdue, paid'],
    ['?view=everything', 'view must be one of active, archive, writeoffs, all'],
  ])('%s answers 400 with a detail and records nothing', async (query, detail) => {
    const before = await auditCount(owner);
    const res = await app
      .http()
      .get(`/invoices/export/pdf${query}`)
      .set(...bearer(owner));
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    expect(await auditCount(owner)).toBe(before);
  });

  it('needs a token and is printed in /openapi.json as a PDF', async () => {
    expect((await app.http().get('/invoices/export/pdf')).status).toBe(401);
    const doc = (await app.http().get('/openapi.json')).body;
    const op = doc.paths['/invoices/export/pdf']?.get;
    expect(op).toBeDefined();
    expect(Object.keys(op.responses['200'].content)).toEqual(['application/pdf']);
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['view', 'status', 'q']));
  });
});
