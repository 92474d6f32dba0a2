import { expect, test } from '@playwright/test';
import { gql, registerViaApi, signInWithToken, watchConsole } from './helpers';

test('exports download as files with the bearer token: invoice PDF, invoice list CSV, exposure CSV', async ({ page, request }) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  await gql(request, session.token, 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }', {
    input: { counterparty: 'Sydney Pty', currency: 'AUD', amount: '1500.00', dueDate: '2030-06-30' },
  });
  await signInWithToken(page, session);

  await page.goto('/dashboard');
  // No business details yet: the export says what the tax invoice would lack, and goes on when told to.
  page.once('dialog', (d) => {
    expect(d.message()).toContain('your business details lack Company name, Address, Bank account');
    void d.accept();
  });
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF of invoice #1' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByText('#1 exported as PDF.')).toBeVisible();

  const [exposure] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'FX Exposure' }).getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(exposure.suggestedFilename()).toMatch(/\.csv$/);

  await page.goto('/invoices');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = await (await csv.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain('Sydney Pty');

  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Template' }).click()]);
  expect(template.suggestedFilename()).toBe('invoice_import_template.csv');
  checkConsole();
});
