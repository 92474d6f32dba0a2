import { staleRatesMessage } from '@keafx/schema';
import { sql } from '../../database/sql';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { binary, parseCsv, pdfText, sectionedCsv, unzip } from '../../../test/files';

// Jobs poll, retry and relaunch browsers: more than jest's 5 s default (testTimeout is global-only in jest 30).
jest.setTimeout(30_000);

let app: TestApp;
let owner: TestUser;
let other: TestUser;

async function invoice(user: TestUser, body: Record<string, unknown>, then: ('send' | 'pay')[] = []): Promise<number> {
  const { id } = await createInvoice(app, user, body);
  for (const step of then)
    await app
      .http()
      .post(`/me/invoices/${id}/${step}`)
      .set(...bearer(user))
      .expect(200);
  return id;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('reports');
  other = await app.register('reports-other');
  // Today is 2026-06-15. Overdue by 45 (High), 21 (Medium) and 14 (Low) days; one sent and paid today (issued 20 days ago); one draft.
  await invoice(owner, { counterparty: 'Alpha', currency: 'USD', amount: '1000.00', issued_date: '2026-04-01', due_date: '2026-05-01' }, [
    'send',
  ]);
  await invoice(owner, { counterparty: 'Beta', currency: 'EUR', amount: '500.00', issued_date: '2026-04-20', due_date: '2026-05-25' }, [
    'send',
  ]);
  await invoice(owner, { counterparty: 'Gamma', currency: 'JPY', amount: 100000, issued_date: '2026-05-01', due_date: '2026-06-01' }, [
    'send',
  ]);
  await invoice(owner, { counterparty: 'Alpha', currency: 'GBP', amount: '200.00', issued_date: '2026-05-26', due_date: '2026-06-30' }, [
    'send',
    'pay',
  ]);
  await invoice(owner, { counterparty: 'Draft Co', currency: 'USD', amount: '999.00', issued_date: '2026-06-01', due_date: '2026-07-01' });
  await invoice(other, { counterparty: 'Elsewhere', currency: 'USD', amount: '5.00', issued_date: '2026-04-01', due_date: '2026-05-01' }, [
    'send',
  ]);
  const [{ id: ownerId } = { id: '' }] = await sql<{ id: string }>(app.server.ds, 'SELECT id FROM users WHERE email = $1', [owner.email]);
  await sql(
    app.server.ds,
    `INSERT INTO saved_scenarios (owner_id, name, tags, shocks, include_drafts, rate_snapshot_date, total_exposure, impact_amount, affected_invoice_count, affected_currencies, pinned)
    VALUES ($1, '=Worst, "case"', '{Worst Case}', '{"USD": -0.1, "EUR": 0.05}', false, '2026-06-15', '3000.00', '-300.00', 2, '{USD,EUR}', true)`,
    [ownerId],
  );
});
afterAll(async () => {
  await app.stop();
});

const range = 'from=2026-01-01&to=2026-12-31';

describe("report templates computed from the owner's invoices", () => {
  it('monthly exposure: open invoices at each month end by currency, NZD total (CSV)', async () => {
    const res = await app
      .http()
      .get(`/me/reports/exposure-summary/csv?${range}`)
      .set(...bearer(owner));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="monthly_exposure_report_2026-06-15.csv"');
    const { rows, footer } = parseCsv(res.text);
    expect(rows[0]).toEqual(['Month', 'USD', 'EUR', 'GBP', 'JPY', 'Total (NZD)']);
    // Months up to today only; at June 15 three invoices are open: USD 1000 (1540), EUR 500 (845), JPY 100000 (1030).
    expect(rows.map((r) => r[0])).toEqual(['Month', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    // Figures are plain machine numbers whatever the owner's number format, so a spreadsheet adds them up.
    expect(rows.at(-1)).toEqual(['2026-06', '1000.00', '500.00', '0.00', '100000', '3415.00']);
    expect(footer).toContain('immutable and audit-ready');
  });

  it('overdue summary: days overdue and SPEC priority bands, most overdue first (CSV)', async () => {
    const { rows } = parseCsv(
      (
        await app
          .http()
          .get(`/me/reports/overdue-summary/csv?${range}`)
          .set(...bearer(owner))
      ).text,
    );
    expect(rows.slice(1).map((r) => [r[1], r[5], r[6]])).toEqual([
      ['Alpha', '45', 'HIGH'],
      ['Beta', '21', 'MEDIUM'],
      ['Gamma', '14', 'LOW'],
    ]);
  });

  it("overdue summary PDF: the table and SPEC's empty text when nothing is overdue", async () => {
    const res = await app
      .http()
      .get(`/me/reports/overdue-summary/pdf?${range}`)
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('2026-01-01 to 2026-12-31: 5 invoices in range');
    expect(text).toContain('the longest is 45 days overdue');
    expect(text).toContain('HIGH');
    const none = await app
      .http()
      .get('/me/reports/overdue-summary/pdf?from=2020-01-01&to=2020-12-31')
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary);
    const empty = await pdfText(none.body as Buffer);
    expect(empty).toContain('0 invoices in range');
    expect(empty).toContain('No overdue invoices in this date range');
    expect(empty).toContain('Great job staying on top of collections!');
  });

  it('currency breakdown: shares of the NZD total (CSV)', async () => {
    const { rows } = parseCsv(
      (
        await app
          .http()
          .get(`/me/reports/currency-breakdown/csv?${range}`)
          .set(...bearer(owner))
      ).text,
    );
    expect(rows[0]).toEqual(['Currency', 'Invoices', 'Amount', 'Amount (NZD)', 'Share (%)']);
    expect(rows.slice(1)).toEqual([
      ['USD', '1', '1000.00', '1540.00', '40.4'],
      ['JPY', '1', '100000', '1030.00', '27.0'],
      ['EUR', '1', '500.00', '845.00', '22.2'],
      ['GBP', '1', '200.00', '394.00', '10.3'],
    ]);
  });

  it("payment trends: average days from sending to payment and SPEC's trend (CSV)", async () => {
    const { rows } = parseCsv(
      (
        await app
          .http()
          .get(`/me/reports/payment-trends/csv?${range}`)
          .set(...bearer(owner))
      ).text,
    );
    // The GBP invoice was sent and paid on the same day (issued 20 days before): 0 days to pay.
    expect(rows.slice(1)).toEqual([['Alpha', '0.0', '1', '2', 'Improving']]);
  });

  it('custom report: the chosen sections only, hostile text neutralised (CSV and PDF)', async () => {
    const res = await app
      .http()
      .get(`/me/reports/custom-report/csv?${range}&sections=invoices,scenarios`)
      .set(...bearer(owner));
    expect(res.headers['content-disposition']).toContain('filename="custom_report_2026-06-15.csv"');
    const { rows } = sectionedCsv(res.text);
    const titles = rows.filter((r) => r.length === 1).map((r) => r[0]);
    expect(titles).toEqual(['2026-01-01 to 2026-12-31: 5 invoices in range', 'Invoices Summary', 'Saved Scenarios Overview']);
    expect(rows.find((r) => r[1] === `'=Worst, "case"`)).toBeDefined();
    const pdf = await app
      .http()
      .get(`/me/reports/custom-report/pdf?${range}&sections=exposure,overdue`)
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Monthly Exposure by Currency');
    expect(text).toContain('Overdue Invoices Summary');
    expect(text).not.toContain('Saved Scenarios Overview');
  });

  it('monthly exposure PDF carries the chart, the table, page numbers and the footer', async () => {
    const res = await app
      .http()
      .get(`/me/reports/exposure-summary/pdf?${range}`)
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.body as Buffer);
    for (const s of ['Monthly Exposure Report', 'Jun 2026', '3,415.00', 'Total (NZD)', 'Page 1 of 1', 'audit-ready'])
      expect(text).toContain(s);
    const audit = (
      await app
        .http()
        .get('/me/audit?limit=1')
        .set(...bearer(owner))
    ).body;
    expect(audit[0]).toMatchObject({
      action: 'export.report_pdf',
      message: 'Exported Monthly Exposure Report (2026-01-01 to 2026-12-31) as PDF',
    });
  });

  it("leaves out other owners' invoices", async () => {
    const { rows } = parseCsv(
      (
        await app
          .http()
          .get(`/me/reports/overdue-summary/csv?${range}`)
          .set(...bearer(other))
      ).text,
    );
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Elsewhere']);
  });
});

describe('bad report input answers 400 and records nothing', () => {
  it.each([
    [
      '/me/reports/monthly/csv?from=2026-01-01&to=2026-12-31',
      'template must be one of exposure-summary, overdue-summary, currency-breakdown, payment-trends, custom-report, gst-return',
    ],
    ['/me/reports/exposure-summary/xls?from=2026-01-01&to=2026-12-31', 'format must be pdf or csv'],
    ['/me/reports/exposure-summary/csv?to=2026-12-31', 'from is required: a date in YYYY-MM-DD form'],
    ['/me/reports/exposure-summary/csv?from=2026-02-30&to=2026-12-31', 'from must be a valid date in YYYY-MM-DD form'],
    ['/me/reports/exposure-summary/csv?from=2026-12-31&to=2026-01-01', 'to must be on or after from'],
    ['/me/reports/custom-report/pdf?from=2026-01-01&to=2026-12-31', 'Please select at least one section to include in your custom report.'],
    [
      '/me/reports/custom-report/pdf?from=2026-01-01&to=2026-12-31&sections=invoices,bogus',
      'sections may hold only invoices, exposure, overdue and scenarios',
    ],
    ['/me/reports/tax-time?from=2026-01-01', 'to is required: a date in YYYY-MM-DD form'],
    [
      '/me/reports/tax-time/receipts?from=2026-01-01&to=2026-12-31',
      'file must be one of invoice-ledger, fx-conversion-log, audit-trail, write-off-report, tax-time-summary, gst-return',
    ],
    ['/me/exposure/report/csv?include_drafts=maybe', 'include_drafts must be true or false'],
  ])('%s', async (path, detail) => {
    const before = (
      await app
        .http()
        .get('/me/audit?limit=500')
        .set(...bearer(owner))
    ).body.length;
    const res = await app
      .http()
      .get(path)
      .set(...bearer(owner));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(
      (
        await app
          .http()
          .get('/me/audit?limit=500')
          .set(...bearer(owner))
      ).body.length,
    ).toBe(before);
  });

  it('visitors are refused', async () => {
    for (const path of [
      `/me/reports/exposure-summary/csv?${range}`,
      `/me/reports/tax-time?${range}`,
      '/me/exposure/report/pdf',
      '/me/reports/audit-log/csv',
    ]) {
      expect((await app.http().get(path)).status).toBe(401);
    }
  });
});

describe('the tax-time bundle', () => {
  it("is a ZIP of SPEC's five dated CSV files and the GST return, each with the footer, and a verified audit trail", async () => {
    const res = await app
      .http()
      .get(`/me/reports/tax-time?${range}`)
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="tax_time_bundle_2026-06-15.zip"');
    const files = await unzip(res.body as Buffer);
    expect([...files.keys()]).toEqual([
      'invoice_ledger_2026-06-15.csv',
      'fx_conversion_log_2026-06-15.csv',
      'audit_trail_2026-06-15.csv',
      'write_off_report_2026-06-15.csv',
      'tax_time_summary_2026-06-15.csv',
      'gst_return_2026-06-15.csv',
    ]);
    for (const text of files.values()) expect(parseCsv(text).footer).toContain('This data is immutable and audit-ready.');
    const ledger = parseCsv(files.get('invoice_ledger_2026-06-15.csv') ?? '').rows;
    expect(ledger).toHaveLength(6);
    const conversions = parseCsv(files.get('fx_conversion_log_2026-06-15.csv') ?? '').rows;
    expect(conversions[0]).toEqual([
      'Invoice #',
      'Company',
      'Currency',
      'Amount',
      'Conversion',
      'Rate (NZD per unit)',
      'Rate Source',
      'Rate Type',
      'Rate Date',
      'Amount (NZD)',
      'Realised Gain/Loss (NZD)',
      'Unrealised Gain/Loss (NZD)',
    ]);
    expect(conversions.find((r) => r[0] === 'INV-0001')?.slice(5, 9)).toEqual(['1.5400000000', 'built-in', 'spot', '31/12/2024']);
    const audit = parseCsv(files.get('audit_trail_2026-06-15.csv') ?? '').rows;
    expect(audit.slice(1).some((r) => r[3] === 'invoice.sent')).toBe(true);
    const summary = new Map(parseCsv(files.get('tax_time_summary_2026-06-15.csv') ?? '').rows.map((r) => [r[0], r[1]]));
    expect(summary.get('Invoices issued in period (all statuses)')).toBe('5');
    expect(summary.get('Paid in period (invoices)')).toBe('1');
    expect(summary.get('Audit trail verification')).toMatch(/^Verified: all \d+ events of the trail are present and unchanged/);
  });

  it('lists write-offs recorded in the period', async () => {
    const id = await invoice(
      owner,
      { counterparty: 'Gone Ltd', currency: 'AUD', amount: '300.00', issued_date: '2026-03-01', due_date: '2026-03-31' },
      ['send'],
    );
    await app
      .http()
      .post(`/me/invoices/${id}/write-off`)
      .set(...bearer(owner))
      .expect(200);
    const res = await app
      .http()
      .get(`/me/reports/tax-time/write-off-report?${range}`)
      .set(...bearer(owner));
    expect(res.headers['content-disposition']).toContain('filename="write_off_report_2026-06-15.csv"');
    const { rows } = parseCsv(res.text);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[7], r[11]])).toEqual([['Gone Ltd', '300.00', owner.email, '303.00']]);
  });

  it('logs the settlement of each paid invoice with its realised gain, and each open one with its unrealised gain (issue 15)', async () => {
    const user = await app.register('settled');
    const paid = await invoice(
      user,
      { counterparty: 'Paid Co', currency: 'USD', amount: '1000.00', issued_date: '2026-06-01', due_date: '2026-07-01' },
      ['send'],
    );
    await app
      .http()
      .post(`/me/invoices/${paid}/pay`)
      .set(...bearer(user))
      .send({ settlement_rate: '1.6' })
      .expect(200);
    await invoice(user, { counterparty: 'Open Co', currency: 'USD', amount: '500.00', issued_date: '2026-06-02', due_date: '2026-07-02' }, [
      'send',
    ]);
    // The owner's own USD rate from now on: the open invoice is valued at it, 500 × (1.5 − 1.54) = −20.00.
    await app
      .http()
      .post('/me/rates')
      .set(...bearer(user))
      .send({ currency: 'USD', nzd_per_unit: '1.5', rate_type: 'spot', source: 'Bank statement' })
      .expect(201);
    const res = await app
      .http()
      .get(`/me/reports/tax-time/fx-conversion-log?${range}`)
      .set(...bearer(user));
    expect(res.status).toBe(200);
    expect(parseCsv(res.text).rows.slice(1)).toEqual([
      ['INV-0001', 'Paid Co', 'USD', '1000.00', 'Booked when sent', '1.5400000000', 'built-in', 'spot', '31/12/2024', '1540.00', '', ''],
      ['INV-0001', 'Paid Co', 'USD', '1000.00', 'Settled when paid', '1.6', 'given', '', '15/06/2026', '1600.00', '60.00', ''],
      ['INV-0002', 'Open Co', 'USD', '500.00', 'Booked when sent', '1.5400000000', 'built-in', 'spot', '31/12/2024', '770.00', '', ''],
      [
        'INV-0002',
        'Open Co',
        'USD',
        '500.00',
        'Open: valued at current rate',
        '1.5000000000',
        'Bank statement',
        'spot',
        '15/06/2026',
        '750.00',
        '',
        '-20.00',
      ],
    ]);
    const summary = await app
      .http()
      .get(`/me/reports/tax-time/tax-time-summary?${range}`)
      .set(...bearer(user));
    const items = new Map(parseCsv(summary.text).rows.map((r) => [r[0], r[1]]));
    expect(items.get('Realised FX gain/loss on invoices paid in period (NZD)')).toBe('60.00');
    expect(items.get('Paid in period without a realised gain (no booking or settlement rate)')).toBe('0');
    expect(items.get('Unrealised FX gain/loss on invoices still open from this period (NZD)')).toBe('-20.00');
  });
});

describe("the exposure summary's FX gains (issue 15)", () => {
  const PREVIEW = `query($from: Date!, $to: Date!) { reportPreview(template: EXPOSURE_SUMMARY, from: $from, to: $to) {
    fxGains { realisedNzd paidInvoices paidWithoutGain unrealisedNzd } } }`;

  it('totals the realised gain of invoices paid in the range and the unrealised gain of those still open', async () => {
    const user = await app.register('gains');
    const a = await invoice(
      user,
      { counterparty: 'A', currency: 'USD', amount: '1000.00', issued_date: '2026-06-01', due_date: '2026-07-01' },
      ['send'],
    );
    const b = await invoice(
      user,
      { counterparty: 'B', currency: 'USD', amount: '200.00', issued_date: '2026-06-01', due_date: '2026-07-01' },
      ['send'],
    );
    await invoice(user, { counterparty: 'C', currency: 'USD', amount: '500.00', issued_date: '2026-06-02', due_date: '2026-07-02' }, [
      'send',
    ]);
    await invoice(user, { counterparty: 'Draft', currency: 'USD', amount: '9999.00', issued_date: '2026-06-02', due_date: '2026-07-02' });
    await app
      .http()
      .post(`/me/invoices/${a}/pay`)
      .set(...bearer(user))
      .send({ settlement_rate: '1.6' })
      .expect(200);
    await app
      .http()
      .post(`/me/invoices/${b}/pay`)
      .set(...bearer(user))
      .send({ settlement_rate: '1.5' })
      .expect(200);
    await app
      .http()
      .post('/me/rates')
      .set(...bearer(user))
      .send({ currency: 'USD', nzd_per_unit: '1.5', rate_type: 'spot', source: 'Bank' })
      .expect(201);
    // Realised: 1000 × 0.06 + 200 × (−0.04) = 52.00; unrealised on C: 500 × (1.5 − 1.54) = −20.00.
    const res = await app.gql<{ reportPreview: { fxGains: Record<string, unknown> } }>(user.token, PREVIEW, {
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.reportPreview.fxGains).toEqual({ realisedNzd: '52.00', paidInvoices: 2, paidWithoutGain: 0, unrealisedNzd: '-20.00' });
    const before = await app.gql<{ reportPreview: { fxGains: Record<string, unknown> } }>(user.token, PREVIEW, {
      from: '2026-01-01',
      to: '2026-05-31',
    });
    expect(before.data?.reportPreview.fxGains).toEqual({ realisedNzd: '0', paidInvoices: 0, paidWithoutGain: 0, unrealisedNzd: '0' });
    const others = await app.gql<{ reportPreview: { fxGains: Record<string, unknown> } }>(other.token, PREVIEW, {
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(others.data?.reportPreview.fxGains).toMatchObject({ paidInvoices: 0, realisedNzd: '0' });
  });
});

describe('audit log, saved scenarios and the exposure report', () => {
  it("audit log CSV streams the owner's whole trail with hashes", async () => {
    const res = await app
      .http()
      .get('/me/reports/audit-log/csv')
      .set(...bearer(owner));
    expect(res.headers['content-disposition']).toContain('filename="audit_log_2026-06-15.csv"');
    const { rows } = parseCsv(res.text);
    expect(rows[0]).toEqual(['Seq', 'Timestamp', 'Actor', 'Action', 'Entity Type', 'Entity ID', 'Message', 'Previous Hash', 'Hash']);
    expect(rows[1]?.[0]).toBe('1');
    expect(rows.slice(1).every((r) => /^[0-9a-f]{64}$/.test(r[8] ?? ''))).toBe(true);
    expect(res.text).not.toContain('Elsewhere');
  });

  it('saved scenarios CSV neutralises a hostile name and keeps negative amounts numeric', async () => {
    const { rows } = parseCsv(
      (
        await app
          .http()
          .get('/me/reports/saved-scenarios/csv')
          .set(...bearer(owner))
      ).text,
    );
    expect(rows[1]?.[1]).toBe(`'=Worst, "case"`);
    expect(rows[1]?.[6]).toBe('EUR +5.0%; USD -10.0%');
    expect(rows[1]?.[9]).toBe('-300.00');
    expect(
      parseCsv(
        (
          await app
            .http()
            .get('/me/reports/saved-scenarios/csv')
            .set(...bearer(other))
        ).text,
      ).rows,
    ).toHaveLength(1);
  });

  it('exposure report: CSV and PDF of open invoices by currency in NZD', async () => {
    const csv = await app
      .http()
      .get('/me/exposure/report/csv')
      .set(...bearer(owner));
    expect(csv.headers['content-disposition']).toContain('filename="exposure_report.csv"');
    const { rows } = parseCsv(csv.text);
    expect(rows.at(-1)).toEqual(['Total (NZD)', '3', '', '', '', '', '3415.00']);
    const pdf = await app
      .http()
      .get('/me/exposure/report/pdf')
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary);
    expect(pdf.headers['content-disposition']).toContain('filename="exposure_report.pdf"');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('FX Exposure Report');
    expect(text).toContain('NZD 3,415.00');
    // The stale-rate warning the dashboard shows for the same exposure, in the same words (issue 26).
    const screen = await app
      .http()
      .get('/me/exposure')
      .set(...bearer(owner));
    const stale = (screen.body.currencies as { currency: string; rate_stale: boolean; rate_missing: boolean }[])
      .filter((c) => c.rate_stale && !c.rate_missing && c.currency !== 'NZD')
      .map((c) => c.currency);
    const warning = staleRatesMessage(stale);
    expect(warning).not.toBeNull();
    expect(text.replace(/\s+/g, ' ')).toContain(warning);
  });
});
