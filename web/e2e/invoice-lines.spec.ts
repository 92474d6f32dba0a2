import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeClean, gql, registerViaApi, signInWithToken, watchConsole } from './helpers';

/**
 * Issue 27, the web half of items 1 to 3: an invoice is written line by line (added and removed by
 * keyboard, totals as it is typed), its edit page lists what it lacks as a tax invoice, and Send
 * asks before sending one that lacks something (Cancel sends nothing). Screenshots of each screen
 * at 1280 and 375 px go to the test's output folder.
 */

/** A new owner registered for GST (IR's example number), with no business name yet. */
async function registeredOwner(request: Parameters<typeof registerViaApi>[0]) {
  const session = await registerViaApi(request);
  await gql(
    request,
    session.token,
    'mutation($input: UpdateBusinessDetailsInput!) { updateBusinessDetails(input: $input) { gstRegistered } }',
    {
      input: { gstRegistered: true, gstNumber: '49-091-850' },
    },
  );
  return session;
}

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
}

const totals = (page: Page) => page.getByLabel('Invoice totals');

test('two lines by keyboard, exact totals, the checks before sending, and Send that asks first', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const checkConsole = watchConsole(page);
  const session = await registeredOwner(request);
  await signInWithToken(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/invoices/new');
  await page.getByLabel('Customer', { exact: true }).fill('Aroha Cafe Ltd');
  await page.getByLabel('Currency').selectOption('NZD');
  await page.getByLabel('Line 1 description').fill('Website design');
  // From the description onwards by Tab alone: quantity, unit price, GST, then Add line.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Line 1 quantity')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('500.00');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Line 1 GST')).toBeFocused();
  await expect(page.getByLabel('Line 1 GST')).toHaveValue('standard');
  const add = page.getByRole('button', { name: 'Add line' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Line 2 description')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Line 2 added.' })).toBeAttached();
  // Enter in a description is a new line of text, never a submit.
  await page.keyboard.type('Hosting');
  await page.keyboard.press('Enter');
  await page.keyboard.type('June');
  await expect(page.getByLabel('Line 2 description')).toHaveValue('Hosting\nJune');
  await expect(page).toHaveURL(/\/invoices\/new$/);
  await page.getByLabel('Line 2 unit price').fill('150.00');
  await expect(totals(page)).toContainText('Subtotal$1,150.00');
  await expect(totals(page)).toContainText('GST$172.50');
  await expect(totals(page)).toContainText('Total$1,322.50');

  // A third line, then removed by keyboard: focus goes back to the line before it.
  await add.focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Line 3 description')).toBeFocused();
  await page.getByRole('button', { name: 'Remove line 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Line 3 description')).toHaveCount(0);
  await expect(page.getByLabel('Line 2 description')).toBeFocused();

  // Prices including GST: the same figures now hold GST within them.
  await page.getByRole('checkbox', { name: 'Prices include GST' }).check();
  await expect(totals(page)).toContainText('Total$1,150.00');
  await expect(totals(page)).toContainText('GST (included)$150.00');
  await page.getByRole('checkbox', { name: 'Prices include GST' }).uncheck();
  await shot(page, info, 'invoice-new-two-lines');
  await axeClean(page, 'new invoice with two lines', 'main');

  // The line's description is cleared before saving, to be caught by the checks.
  await page.getByLabel('Line 2 description').fill('');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Invoice #1 created as a draft.')).toBeVisible();

  await page.goto('/invoices/edit/1');
  await expect(page.getByLabel('Line 1 quantity')).toHaveValue('2');
  await expect(page.getByLabel('Line 2 unit price')).toHaveValue('150.00');
  const checks = page.getByRole('region', { name: 'Before you send' });
  await expect(checks.getByRole('listitem')).toHaveText([
    /^Add your business's name in Settings, Account: every invoice must name its supplier\. Open Settings, Account$/,
    /^Describe what line 2 supplied: every invoice must say what was sold\. Go to line 2$/,
    /^Add the customer's address, e-mail, phone, trading name or business number: an invoice over NZD 1,000 must identify its recipient by one of them\./,
  ]);
  await expect(checks.getByRole('link', { name: 'Open Settings, Account' })).toHaveAttribute('href', '/settings');
  await expect(checks.getByRole('link', { name: 'Edit the customer' })).toHaveAttribute('href', /^\/customers\/[0-9a-f-]+$/);
  await expect(page.getByRole('region', { name: 'GST' })).toContainText('GST$172.50');
  await shot(page, info, 'invoice-edit-tsi');
  await axeClean(page, 'edit page with TSI issues', 'main');

  // Send asks; Cancel sends nothing.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Send Invoice #1 as it is?' });
  await expect(ask.getByRole('listitem')).toHaveCount(3);
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shot(page, info, 'invoice-send-ask');
  await axeClean(page, 'send dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  const status = async () =>
    (await gql<{ invoice: { status: string } }>(request, session.token, '{ invoice(id: "1") { status } }')).invoice.status;
  expect(await status()).toBe('DRAFT');

  // Fixed from the list: the description, then saved; the list shrinks.
  await checks.getByRole('button', { name: 'Go to line 2' }).click();
  await expect(page.getByLabel('Line 2 description')).toBeFocused();
  await page.keyboard.type('Hosting, June');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invoice #1 saved.')).toBeVisible();
  await expect(checks.getByRole('listitem')).toHaveCount(2);

  // Send anyway sends it: the GST in NZD and the date of supply are frozen with it.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await ask.getByRole('button', { name: 'Send anyway' }).click();
  await expect(page.getByText('Invoice #1 sent.')).toBeVisible();
  expect(await status()).toBe('SENT');
  const gst = page.getByRole('region', { name: 'GST' });
  await expect(gst).toContainText('GST NZD 172.50');
  await expect(gst).toContainText('Date of supply');
  await expect(page.getByRole('region', { name: 'Tax invoice checks' })).toBeVisible();
  checkConsole();
});

test('a USD invoice sent at a recorded rate shows its GST in NZD with the rate, source, type and date; the lines stack as cards at 375 px', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const checkConsole = watchConsole(page);
  const session = await registeredOwner(request);
  await gql(request, session.token, 'mutation($input: RecordRateInput!) { recordRate(input: $input) { nzdPerUnit } }', {
    input: { currency: 'USD', nzdPerUnit: '1.652', source: 'Westpac' },
  });
  // Services received in New Zealand by a visitor: 15% although invoiced in USD.
  const { createInvoice } = await gql<{ createInvoice: { id: string } }>(
    request,
    session.token,
    'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }',
    {
      input: {
        counterparty: 'Pacific Partners Inc',
        currency: 'USD',
        dueDate: '2030-06-30',
        customerAddress: '1201 3rd Ave\nSeattle WA 98101',
        lines: [
          { description: 'Workshop in Auckland (days)', quantity: '2', unitPrice: '500.00', gstTreatment: 'STANDARD' },
          { description: 'Export advisory retainer', quantity: '1', unitPrice: '1200.00', gstTreatment: 'ZERO_RATED' },
        ],
      },
    },
  );
  await gql(request, session.token, 'mutation($id: ID!) { sendInvoice(id: $id) { id } }', { id: createInvoice.id });
  await signInWithToken(page, session);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/invoices/edit/${createInvoice.id}`);
    const gst = page.getByRole('region', { name: 'GST' });
    await expect(gst).toContainText(/GST NZD 247\.80 at 1\.652 NZD per USD \(Westpac, Spot, /);
    await expect(gst).toContainText('Date of supply');
    await expect(page.getByLabel('Line 2 description')).toHaveValue('Export advisory retainer');
    await expect(totals(page)).toContainText('TotalUS$2,350.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, info, 'invoice-edit-sent');
  }
  // On a phone each line is a card: its fields side by side under the description, not a wide table.
  const [first, second] = await Promise.all([
    page.getByLabel('Line 1 description').boundingBox(),
    page.getByLabel('Line 2 description').boundingBox(),
  ]);
  expect(second!.y).toBeGreaterThan(first!.y + 100);
  await axeClean(page, 'edit page at 375', 'main');

  await page.goto('/invoices/new');
  await page.getByLabel('Line 1 description').fill('Consulting');
  await page.getByLabel('Line 1 unit price').fill('100');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Line 2 description').fill('Travel');
  await page.getByLabel('Line 2 unit price').fill('50');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, info, 'invoice-new-two-lines');
  checkConsole();
});

test('the demo: a draft lacking something asks before Send from the dashboard; View Details shows the lines and GST', async ({
  page,
}, info) => {
  const checkConsole = watchConsole(page);
  await page.goto('/demo/dashboard');
  await page.getByRole('button', { name: 'Send invoice #6' }).click();
  const ask = page.getByRole('dialog', { name: 'Send Invoice #6 as it is?' });
  await expect(ask).toContainText('Describe what line 2 supplied: every invoice must say what was sold.');
  await ask.screenshot({ path: info.outputPath('demo-send-ask-1280.png') });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send invoice #6' })).toBeVisible();

  await page.goto('/demo/invoices');
  await page.getByRole('button', { name: 'View Details of INV-0005' }).click();
  const details = page.getByRole('dialog', { name: 'Invoice INV-0005' });
  await expect(details).toContainText('Staff training delivered in Auckland (days)');
  await expect(details).toContainText('JP¥30,000');
  await expect(details).toContainText(/GST NZD [\d,.]+ at [\d.]+ NZD per JPY \(demo, Spot, /);
  await details.screenshot({ path: info.outputPath('demo-details-1280.png') });
  checkConsole();
});
