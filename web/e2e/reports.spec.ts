import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Client } from 'pg';
import { axeClean, registerViaApi, signInWithToken, watchConsole } from './helpers';

/** Today in the business time zone, and a day n days before it (YYYY-MM-DD). */
const nzDay = (d: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(d);
const TODAY = nzDay(new Date());
const daysAgo = (n: number): string => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/**
 * Six invoices through the CSV import: three overdue by 60, 20 and 5 days (High, Medium, Low),
 * three paid after 10, 50 and 30 days (Improving, Slowing, Stable).
 */
async function seed(request: APIRequestContext, token: string): Promise<void> {
  const rows = [
    ['INV-0001', 'Alpha Ltd', '1000.00', 'USD', daysAgo(90), 'Sent', daysAgo(60), ''],
    ['INV-0002', 'Beta GmbH', '500.00', 'EUR', daysAgo(50), 'Sent', daysAgo(20), ''],
    ['INV-0003', 'Gamma KK', '100000', 'JPY', daysAgo(35), 'Sent', daysAgo(5), ''],
    ['INV-0004', 'Fast Co', '200.00', 'GBP', daysAgo(100), 'Paid', daysAgo(70), daysAgo(90)],
    ['INV-0005', 'Slow Co', '300.00', 'USD', daysAgo(110), 'Paid', daysAgo(80), daysAgo(60)],
    ['INV-0006', 'Mid Co', '400.00', 'EUR', daysAgo(80), 'Paid', daysAgo(50), daysAgo(50)],
  ];
  const csv = [['Invoice #', 'Company', 'Amount', 'Currency', 'Issue Date', 'Status', 'Due Date', 'Payment Date'], ...rows]
    .map((r) => r.join(','))
    .join('\n');
  const res = await request.post('/me/invoices/import', {
    data: csv,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function openReports(page: Page, request: APIRequestContext, withData = true): Promise<void> {
  const session = await registerViaApi(request);
  if (withData) await seed(request, session.token);
  await signInWithToken(page, session);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
}

async function setRange(page: Page, start: string, end: string): Promise<void> {
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('End date').fill(end);
}

const template = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

test('template previews come from the api: monthly exposure, overdue, currency breakdown, payment trends', async ({ page, request }) => {
  const checkConsole = watchConsole(page);
  await openReports(page, request);
  await expect(page.getByText('Choose a template to see its preview')).toBeVisible();
  await setRange(page, daysAgo(120), TODAY);

  await template(page, 'Monthly Exposure Report').click();
  await expect(page.getByRole('heading', { name: 'Monthly Exposure Report Preview' })).toBeVisible();
  await expect(page.locator('.report-banner')).toHaveText(/: 6 invoices in range$/);
  const table = page.locator('.report-preview table');
  await expect(table.locator('thead th')).toHaveText(['Month', 'USD', 'EUR', 'GBP', 'JPY', 'Total (NZD)']);
  // Open today: USD 1,000 (x1.54), EUR 500 (x1.69), JPY 100,000 (x0.0103): NZD 3,415.
  const last = table.locator('tbody tr').last();
  await expect(last.locator('td')).toHaveText(['US$1,000.00', '€500.00', '£0.00', 'JP¥100,000', '$3,415']);

  await template(page, 'Overdue Invoice Summary').click();
  await expect(page.getByRole('heading', { name: 'Overdue Invoice Summary Preview' })).toBeVisible();
  const rows = page.locator('.report-preview tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Alpha Ltd');
  await expect(rows.nth(0)).toContainText('60');
  await expect(rows.nth(0).locator('.badge')).toHaveText('High');
  await expect(rows.nth(1).locator('.badge')).toHaveText('Medium');
  await expect(rows.nth(2).locator('.badge')).toHaveText('Low');
  await expect(page.locator('.report-summary')).toContainText('3 overdue invoices');
  await expect(page.locator('.report-summary')).toContainText('the longest is 60 days overdue');

  await template(page, 'Currency Breakdown Report').click();
  // NZD: USD 1,300 = 2,002; EUR 900 = 1,521; JPY 100,000 = 1,030; GBP 200 = 394; total 4,947.
  const card = (code: string) => page.locator('.share-card').filter({ has: page.locator('.currency-badge', { hasText: code }) });
  await expect(card('USD').locator('.share-value')).toHaveText('40.5%');
  await expect(card('EUR').locator('.share-value')).toHaveText('30.7%');
  await expect(card('JPY').locator('.share-value')).toHaveText('20.8%');
  await expect(card('GBP').locator('.share-value')).toHaveText('8.0%');
  await expect(card('USD').locator('.share-amount')).toHaveText('US$1,300.00');

  await template(page, 'Payment Trends Analysis').click();
  const trend = (company: string) => page.locator('.report-preview tbody tr').filter({ hasText: company });
  await expect(trend('Fast Co')).toContainText('10.0 days');
  await expect(trend('Fast Co').locator('.badge')).toHaveText('Improving');
  await expect(trend('Slow Co').locator('.badge')).toHaveText('Slowing');
  await expect(trend('Mid Co')).toContainText('30.0 days');
  await expect(trend('Mid Co').locator('.badge')).toHaveText('Stable');

  // One invoice in range: the banner says so in the singular.
  await setRange(page, daysAgo(36), daysAgo(34));
  await expect(page.locator('.report-banner')).toHaveText(/: 1 invoice in range$/);
  checkConsole();
});

test("nothing overdue shows SPEC's two texts; a range ending before it starts is refused", async ({ page, request }) => {
  await openReports(page, request);
  await template(page, 'Overdue Invoice Summary').click();
  // It opens on the current NZ financial year (issue 26), 1 April to 31 March.
  const fyStart = Number(TODAY.slice(5, 7)) >= 4 ? Number(TODAY.slice(0, 4)) : Number(TODAY.slice(0, 4)) - 1;
  await expect(page.getByLabel('Start date')).toHaveValue(`${fyStart}-04-01`);
  await expect(page.getByLabel('End date')).toHaveValue(`${fyStart + 1}-03-31`);
  await expect(page.getByRole('button', { name: 'This financial year' })).toHaveAttribute('aria-pressed', 'true');
  // 2024: none of these invoices.
  await setRange(page, '2024-01-01', '2024-12-31');
  await expect(page.locator('.report-banner')).toHaveText(/: 0 invoices in range$/);
  await expect(page.getByText('No overdue invoices in this date range')).toBeVisible();
  await expect(page.getByText('Great job staying on top of collections!')).toBeVisible();

  await setRange(page, '2024-06-01', '2024-05-01');
  await expect(page.getByRole('alert').filter({ hasText: 'The end date must be on or after the start date.' })).toBeVisible();
  await expect(page.locator('.report-banner')).toHaveCount(0);

  // Quick ranges: the NZ financial year runs 1 April to 31 March.
  await page.getByRole('button', { name: 'Last financial year' }).click();
  const start = await page.getByLabel('Start date').inputValue();
  const end = await page.getByLabel('End date').inputValue();
  expect(start).toMatch(/^\d{4}-04-01$/);
  expect(end).toBe(`${Number(start.slice(0, 4)) + 1}-03-31`);
  await expect(page.getByRole('button', { name: 'Last financial year' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByLabel('Start date')).toHaveValue(`${TODAY.slice(0, 7)}-01`);
});

test('Export Report is enabled only once a template is chosen; templates work by keyboard and are announced', async ({ page, request }) => {
  await openReports(page, request);
  const exportButton = page.getByRole('button', { name: 'Export Report' });
  await expect(exportButton).toBeDisabled();

  await template(page, 'Monthly Exposure Report').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(template(page, 'Overdue Invoice Summary')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Overdue Invoice Summary selected')).toBeAttached();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(template(page, 'Currency Breakdown Report')).toHaveAttribute('aria-pressed', 'true');
  await expect(template(page, 'Overdue Invoice Summary')).toHaveAttribute('aria-pressed', 'false');
  await expect(exportButton).toBeEnabled();

  await setRange(page, daysAgo(120), TODAY);
  await page.getByRole('group', { name: 'Export format' }).getByRole('button', { name: 'CSV' }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(csv.suggestedFilename()).toBe(`currency_breakdown_report_${TODAY}.csv`);
  const text = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
  expect(text).toContain('USD');
  expect(text).toContain('immutable and audit-ready');
  await expect(page.getByText(`Downloaded currency_breakdown_report_${TODAY}.csv.`)).toBeVisible();
});

test("custom report: the section list, SPEC's hint with none, and its message when exported with none", async ({ page, request }) => {
  await openReports(page, request);
  await template(page, 'Custom Report').click();
  await expect(page.getByText('Select at least one section to export your custom report')).toBeVisible();
  await page.getByRole('button', { name: 'Export Report' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select at least one section to include in your custom report.' }),
  ).toBeVisible();

  await page.getByLabel('Saved Scenarios Overview').check();
  await page.getByLabel('Invoices Summary', { exact: true }).check();
  // Listed in SPEC's order, whatever the order of clicks.
  await expect(page.locator('.custom-chosen li')).toHaveText(['Invoices Summary', 'Saved Scenarios Overview']);
  await expect(page.getByText('Select at least one section to export your custom report')).toHaveCount(0);

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Report' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`custom_report_${TODAY}.pdf`);
});

test("Export for Tax Time runs as a job with progress, downloads a ZIP of SPEC's five CSVs and the GST return, and offers each", async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  await openReports(page, request);
  await setRange(page, daysAgo(365), TODAY);
  const [zip] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Export for Tax Time' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`tax_time_bundle_${TODAY}.zip`);
  const bytes = Buffer.concat(await (await zip.createReadStream()).toArray());
  for (const base of ['invoice_ledger', 'fx_conversion_log', 'audit_trail', 'write_off_report', 'tax_time_summary', 'gst_return']) {
    expect(bytes.includes(Buffer.from(`${base}_${TODAY}.csv`))).toBe(true);
  }
  await expect(page.getByRole('progressbar', { name: 'Tax-time bundle progress' })).toHaveAttribute('value', '100');
  await expect(page.getByText(/Tax-time bundle: 100%/)).toBeVisible();

  const files = page.locator('.tax-time-files li');
  await expect(files).toHaveCount(6);
  const [ledger] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Invoice Ledger/ }).click()]);
  expect(ledger.suggestedFilename()).toBe(`invoice_ledger_${TODAY}.csv`);
  const ledgerText = Buffer.concat(await (await ledger.createReadStream()).toArray()).toString('utf8');
  expect(ledgerText).toContain('Alpha Ltd');
  checkConsole();
});

test('a tax-time request the api refuses shows its reason and a Retry that works', async ({ page, request }) => {
  const checkConsole = watchConsole(page, [/GraphQL RequestTaxTimeBundle failed/, /Failed to load resource/]);
  await openReports(page, request, false);
  let refuse = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (refuse && body?.operationName === 'RequestTaxTimeBundle') {
      await route.fulfill({
        json: { errors: [{ message: 'The report queue is paused for maintenance.', extensions: { code: 'CONFLICT' } }] },
      });
      return;
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Export for Tax Time' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Tax-time bundle failed: The report queue is paused for maintenance.' });
  await expect(alert).toBeVisible();
  refuse = false;
  const [zip] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    alert.getByRole('button', { name: 'Retry' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`tax_time_bundle_${TODAY}.zip`);
  checkConsole();
});

test('/reports has no serious or critical accessibility violations, with a preview showing', async ({ page, request }) => {
  await openReports(page, request);
  await setRange(page, daysAgo(120), TODAY);
  for (const name of [
    'Monthly Exposure Report',
    'Overdue Invoice Summary',
    'Currency Breakdown Report',
    'Payment Trends Analysis',
    'Custom Report',
  ]) {
    await template(page, name).click();
    await expect(page.locator('.report-banner')).toBeVisible();
    await axeClean(page, name);
  }
});

test('a range of more than 5,000 invoices is exported as a report job with progress, not in the download request', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  // 5,001 sent invoices straight into the database (the api's numbering), all overdue today.
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run this spec through scripts/e2e.mjs against PostgreSQL');
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, sent_date, archived, written_off, created_at, updated_at)
      SELECT $1, n, 'Bulk ' || (n % 50), 'USD', 100.25, $2::date - (n % 100) - 40, $2::date - (n % 100) - 10, 'sent', $2::date - (n % 100) - 40, false, false, now(), now()
      FROM generate_series(1, 5001) AS n`,
      [session.user.id, TODAY],
    );
    await db.query(
      'INSERT INTO invoice_numbers (owner_id, last_number) VALUES ($1, 5001) ON CONFLICT (owner_id) DO UPDATE SET last_number = 5001',
      [session.user.id],
    );
  } finally {
    await db.end();
  }
  const calls: string[] = [];
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname === '/graphql' && req.method() === 'POST')
      calls.push(`graphql ${(req.postDataJSON() as { operationName?: string } | null)?.operationName ?? ''}`);
    else if (u.pathname.startsWith('/me/reports/')) calls.push(`GET ${u.pathname}`);
  });
  await signInWithToken(page, session);
  await page.goto('/reports');
  await setRange(page, daysAgo(200), TODAY);
  await template(page, 'Overdue Invoice Summary').click();
  await expect(page.locator('.report-banner')).toHaveText(/: 5001 invoices in range$/);
  // The preview lists the 100 most overdue and says so; the export below has all 5,001.
  await expect(page.getByText('Showing the 100 most overdue of 5,001 invoices. The export lists every one.')).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(100);
  await page.getByRole('group', { name: 'Export format' }).getByRole('button', { name: 'CSV' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export Report' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`overdue_invoice_summary_${TODAY}.csv`);
  await expect(page.getByRole('progressbar', { name: 'Report progress' })).toHaveAttribute('value', '100');
  await expect(page.getByText('Report: 100% · Done.')).toBeVisible();
  const text = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
  expect(text.trimEnd().split('\r\n')).toHaveLength(5001 + 2);
  // The job path: a RequestReport mutation and the job's download, never the direct export path.
  expect(calls).toContain('graphql RequestReport');
  expect(calls.filter((c) => c.startsWith('GET /me/reports/'))).toEqual([
    expect.stringMatching(/^GET \/me\/reports\/jobs\/[^/]+\/download$/),
  ]);
  checkConsole();
});

test("paid at the bank's rate: the edit page records it (a bad rate is refused, nothing paid) and the Reports preview shows the realised gain", async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  const auth = { authorization: `Bearer ${session.token}` };
  // USD 1,000 sent today: booked at the built-in rate, 1.54 NZD per USD.
  const made = await request.post('/me/invoices', {
    headers: auth,
    data: { counterparty: 'Boston Buyer', currency: 'USD', amount: 1000, due_date: daysAgo(-30) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id, number } = (await made.json()) as { id: number; number: number };
  expect((await request.post(`/me/invoices/${id}/send`, { headers: auth })).status()).toBe(200);
  await signInWithToken(page, session);

  await page.goto(`/invoices/edit/${number}`);
  await page.getByRole('button', { name: 'Mark Paid' }).click();
  const card = page.getByRole('dialog', { name: /^Mark INV-\d+ paid\?$/ });
  const rate = card.getByLabel('Settlement rate (NZD per 1 USD)');
  await expect(rate).toHaveAccessibleDescription(/Blank uses the rate recorded for the payment date/);
  await rate.fill('1.5.9');
  await card.getByRole('button', { name: 'Mark paid' }).click();
  await expect(
    card.getByText('Settlement rate must be a number written like 1,234.56 or 1234.56 (your number format: a point before the decimals)'),
  ).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(rate).toBeFocused();
  const still = (await (await request.get(`/me/invoices/${id}`, { headers: auth })).json()) as { status: string };
  expect(still.status).toBe('sent');
  await axeClean(page, 'the payment dialog with an error', '[role="dialog"]');

  await rate.fill('1.59');
  await expect(card.getByTestId('payment-figures')).toContainText('gain of $50.00');
  await card.getByRole('button', { name: 'Mark paid' }).click();
  await expect(
    page.getByText(new RegExp(`Marked INV-0*${number} paid on .+ at 1\\.59 NZD per USD: realised gain of \\$50\\.00\\.`)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
  const paid = (await (await request.get(`/me/invoices/${id}`, { headers: auth })).json()) as Record<string, unknown>;
  expect(paid).toMatchObject({ status: 'paid', settlement_rate: 1.59, settlement_rate_source: 'given', realised_gain_nzd: 50 });

  await page.goto('/reports');
  await setRange(page, daysAgo(30), TODAY);
  await template(page, 'Monthly Exposure Report').click();
  const gains = page.getByRole('region', { name: 'FX gains and losses' });
  await expect(gains.getByTestId('fx-realised')).toHaveText('+$50.00');
  await expect(gains).toContainText('1 invoice paid in the range');
  await expect(gains.getByTestId('fx-unrealised')).toHaveText('$0.00');
  checkConsole();
});

test('the GST Return template: a period picker, boxes 5 to 10 with the supplies behind them, CSV out; unregistered, a note', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  const auth = { authorization: `Bearer ${session.token}` };
  const profile = await request.put('/me/profile', {
    headers: auth,
    data: { company_name: 'Kiwi Studio Ltd', gst_registered: true, gst_number: '49-091-850', gst_filing_frequency: 'monthly' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  // NZD 1,150.00 + GST 172.50 = 1,322.50, sent today: box 5 $1,322.50, box 8 and box 10 $172.50.
  const created = await request.post('/me/invoices', {
    headers: auth,
    data: {
      counterparty: 'Harbour Cafe Ltd',
      customer_address: '12 Quay St, Auckland',
      currency: 'NZD',
      due_date: daysAgo(-30),
      lines: [
        { description: 'Brand design, 2 days', quantity: 2, unit_price: '500.00', gst_treatment: 'standard' },
        { description: 'Hosting', quantity: 1, unit_price: '150', gst_treatment: 'standard' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/me/invoices/${id}/send`, { headers: auth, data: {} })).status()).toBe(200);
  await signInWithToken(page, session);
  await page.goto('/reports');

  await template(page, 'GST Return').click();
  await expect(page.getByRole('heading', { name: 'GST Return Preview' })).toBeVisible();
  const period = page.getByLabel('GST period');
  await expect(period.locator('option').first()).toContainText('(current)');
  await expect(page.getByTestId('gst-box-5')).toHaveText('$1,322.50');
  await expect(page.getByTestId('gst-box-8')).toHaveText('$172.50');
  await expect(page.getByTestId('gst-box-10')).toHaveText('$172.50');
  await expect(page.getByRole('table', { name: 'Supplies behind the boxes, by supply date' })).toContainText('Harbour Cafe Ltd');
  await axeClean(page, 'the GST return preview');

  // The month before holds nothing: the empty state, every box $0.00.
  await period.selectOption({ index: 1 });
  await expect(page.getByText('No supplies in this GST period')).toBeVisible();
  await expect(page.getByTestId('gst-box-5')).toHaveText('$0.00');
  await period.selectOption({ index: 0 });
  await page.getByRole('button', { name: 'CSV' }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Report' }).click()]);
  expect(csv.suggestedFilename()).toBe(`gst_return_${TODAY}.csv`);
  const text = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
  expect(text).toContain(',Box,10,');
  expect(text).toContain('172.50');
  checkConsole();

  // A business not registered for GST is told so, with the way to its settings.
  await openReports(page, request, false);
  await template(page, 'GST Return').click();
  await expect(page.getByText('Your business is not registered for GST (Settings, Account), so it files no GST return.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Settings, Account' })).toBeVisible();
});
