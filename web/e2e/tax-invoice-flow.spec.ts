import { execFileSync } from 'node:child_process';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeClean, registerViaApi, signInWithToken, watchConsole } from './helpers';

/**
 * Issue 27's Done-when flow, end to end: a GST-registered owner writes a two-line invoice in the
 * form, reads on its page what it lacks as a tax invoice, fixes each there, sends it (nothing left
 * to ask), downloads its PDF and reads back with poppler's pdftotext the lines, the GST, the total
 * and the NZD equivalent with the rate's source, type and date.
 *
 * The figures, worked by hand (USD, prices excluding GST, rate 1.7245 NZD per USD, spot, from
 * "Bank statement", recorded today and so the rate of the time of supply when it is sent today):
 *   line 1  Cloud architecture review  12.5 × 160.00 = 2,000.00  zero-rated (services to a US company)
 *   line 2  Workshop in Wellington      1   × 100.00 =   100.00  standard, GST 15% = 15.00
 *   subtotal 2,100.00; GST 15.00; total 2,115.00
 *   NZD equivalent 2,115.00 × 1.7245 = 3,647.3175 → NZD 3,647.32 (over NZD 1,000: the recipient needs an identifier)
 *   GST in NZD 15.00 × 1.7245 = 25.8675 → NZD 25.87
 */

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
}

/** "2026-06-15" as the owner's default date format prints it on a PDF: 15/06/2026. */
const nzDate = (iso: string): string => iso.split('-').reverse().join('/');

test('a two-line zero-rated export written in the form: its TSI issues listed and fixed there, sent, and its PDF read back as a tax invoice', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  const headers = { authorization: `Bearer ${session.token}` };
  // A GST-registered owner (IR's published valid GST number) with what a tax invoice needs of its supplier.
  const profile = await request.put('/me/profile', {
    headers,
    data: {
      company_name: 'Kea Exports Ltd',
      address: '1 Quay St\nAuckland 1010',
      gst_registered: true,
      gst_number: '49-091-850',
      bank_account: '12-3456-0123456-00',
    },
  });
  expect(profile.status()).toBe(200);
  const rate = await request.post('/me/rates', {
    headers,
    data: { currency: 'USD', nzd_per_unit: '1.7245', rate_type: 'spot', source: 'Bank statement' },
  });
  expect(rate.status()).toBe(201);
  // The customer's record puts them in the US (one piece of residency evidence) and holds nothing to identify them by yet.
  const customer = await request.post('/me/customers', { headers, data: { name: 'Acme Cloud Inc', country: 'US' } });
  expect(customer.status()).toBe(201);
  await signInWithToken(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The form: two lines, the second's description left blank on purpose.
  await page.goto('/invoices/new');
  await page.getByLabel('Customer', { exact: true }).fill('Acme Cloud Inc');
  await expect(page.getByText('Existing customer: Acme Cloud Inc')).toBeVisible();
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await page.getByLabel('Line 1 description').fill('Cloud architecture review');
  await page.getByLabel('Line 1 quantity').fill('12.5');
  await page.getByLabel('Line 1 unit price').fill('160.00');
  await expect(page.getByLabel('Line 1 GST')).toHaveValue('zero_rated');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Line 2 unit price').fill('100.00');
  await page.getByLabel('Line 2 GST').selectOption('standard');
  const totals = page.getByLabel('Invoice totals');
  await expect(totals).toContainText('SubtotalUS$2,100.00');
  await expect(totals).toContainText('GSTUS$15.00');
  await expect(totals).toContainText('TotalUS$2,115.00');
  // A zero-rated line: the export's fieldset asks what was exported and what evidence is held.
  const exported = page.getByRole('group', { name: 'Zero-rated export' });
  await expect(exported.getByRole('radio', { name: 'Services to a non-resident' })).toBeChecked();
  await expect(exported.getByRole('group', { name: 'Residency evidence you hold' })).toHaveAccessibleDescription(
    "The customer's country on their record (US) counts as one piece; zero-rated services need 2. Held: 1 of 2.",
  );
  await shot(page, info, 'flow-new');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Invoice #1 created as a draft.')).toBeVisible();

  // Its page lists what it lacks, each with where to fix it.
  await page.goto('/invoices/edit/1');
  const checks = page.getByRole('region', { name: 'Before you send' });
  await expect(checks.getByRole('listitem')).toHaveText([
    /^Describe what line 2 supplied: every invoice must say what was sold\. Go to line 2$/,
    /^Add the customer's address, e-mail, phone, trading name or business number: an invoice over NZD 1,000 must identify its recipient by one of them\. Go to the billing address Edit the customer$/,
    /^Zero-rated services need 2 pieces of evidence that the customer is outside New Zealand: .* Go to the residency evidence$/,
  ]);
  await shot(page, info, 'flow-edit-issues');
  await axeClean(page, 'edit page with TSI issues', 'main');

  // Fixed from the list, by keyboard where it leads: the description, the billing address, a second piece of evidence.
  await checks.getByRole('button', { name: 'Go to line 2' }).click();
  await expect(page.getByLabel('Line 2 description')).toBeFocused();
  await page.keyboard.type('Workshop in Wellington');
  await checks.getByRole('button', { name: 'Go to the billing address' }).click();
  await expect(page.getByLabel('Billing address')).toBeFocused();
  await page.keyboard.type('1 Market St');
  await page.keyboard.press('Enter');
  await page.keyboard.type('San Francisco CA 94105');
  await checks.getByRole('button', { name: 'Go to the residency evidence' }).click();
  const bank = page.getByRole('checkbox', { name: "The customer's bank is outside New Zealand" });
  await expect(bank).toBeFocused();
  await page.keyboard.press('Space');
  await expect(bank).toBeChecked();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invoice #1 saved.')).toBeVisible();
  await expect(checks).toContainText('Nothing missing: the invoice carries what a tax invoice of its value must show.');
  await axeClean(page, 'edit page, complete', 'main');

  // Send: nothing left to ask, so it goes at once, and its GST in NZD is frozen at the rate of the time of supply.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Invoice #1 sent.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'GST' })).toContainText(/GST NZD 25\.87 at 1\.7245 NZD per USD \(Bank statement, Spot, /);
  const sent = await request.get('/me/invoices/1', { headers });
  const body = (await sent.json()) as { status: string; supply_rate: { date: string } | null };
  expect(body.status).toBe('sent');
  const supplied = nzDate(body.supply_rate?.date ?? '');

  // The PDF, as the customer receives it, read back by poppler.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe('invoice_1.pdf');
  await expect(page.getByText('#1 exported as PDF.')).toBeVisible();
  const layout = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', (await pdf.path()) ?? '', '-']).toString('utf8');
  // Columns are spaced out by -layout: read with each run of spaces as one.
  const text = layout.normalize('NFC').replace(/\s+/g, ' ');
  for (const expected of [
    'Tax Invoice INV-0001',
    'GST number: 49-091-850',
    'Description Quantity Unit price (USD) GST Amount (USD)',
    'Cloud architecture review 12.5 160.00 Zero-rated (0%) 2,000.00',
    'Workshop in Wellington 1 100.00 GST 15% 100.00',
    'Subtotal USD 2,100.00',
    'GST 15% on USD 100.00 USD 15.00',
    'Zero-rated supplies (GST 0%) of USD 2,000.00 USD 0.00',
    'Total GST USD 15.00',
    'Total including GST USD 2,115.00',
    'Prices exclude GST.',
    'Zero-rated supply: export of services to a non-resident outside New Zealand (GST Act s11A(1)(k)).',
    `NZD equivalent: NZD 3,647.32 at 1.7245 NZD per USD (Bank statement, spot, ${supplied}).`,
    'GST in NZD: NZD 25.87.',
    '1 Market St',
  ])
    expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
  checkConsole();
});
