import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { gql, registerViaApi, signInWithToken, watchConsole } from './helpers';

/**
 * Issue 26, item 5: the Invoices page's Export PDF exports exactly what the page shows under its
 * filters (tab, status, search), named for them, never every invoice over ten years.
 */

async function invoice(request: APIRequestContext, token: string, counterparty: string, dueDate: string, send: boolean): Promise<void> {
  const made = await gql<{ createInvoice: { id: string } }>(
    request,
    token,
    'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }',
    { input: { counterparty, currency: 'USD', amount: '1250.00', issuedDate: '2024-01-05', dueDate } },
  );
  if (send) await gql(request, token, 'mutation($id: ID!) { sendInvoice(id: $id) { status } }', { id: made.createInvoice.id });
}

async function exportPdf(page: Page): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: execFileSync('pdftotext', ['-layout', path, '-']).toString() };
}

/** The business's today (New Zealand), as the api dates its file names. */
const nzToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());

test('Export PDF on the Invoices page lists only the filtered invoices and is named for the filter', async ({ page, request }) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  await invoice(request, session.token, 'Overdue Alpha Ltd', '2024-02-05', true);
  await invoice(request, session.token, 'Overdue Beta Ltd', '2024-03-05', true);
  await invoice(request, session.token, 'Future Gamma Ltd', '2099-03-05', true);
  await invoice(request, session.token, 'Draft Delta Ltd', '2099-03-05', false);
  await signInWithToken(page, session);

  await page.goto('/invoices');
  const list = page.getByRole('region', { name: 'Invoice list' });
  await expect(list.getByText('Draft Delta Ltd')).toBeVisible();
  await list
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: /^Overdue/ })
    .click();
  await expect(list.getByText('Draft Delta Ltd')).toBeHidden();
  await expect(list.getByText('Overdue Alpha Ltd')).toBeVisible();

  const overdue = await exportPdf(page);
  expect(overdue.name).toBe(`invoices_overdue_${nzToday()}.pdf`);
  expect(overdue.text).toContain('Invoices: Active · Overdue');
  expect(overdue.text).toContain('Overdue Alpha Ltd');
  expect(overdue.text).toContain('Overdue Beta Ltd');
  expect(overdue.text).not.toContain('Future Gamma');
  expect(overdue.text).not.toContain('Draft Delta');
  await expect(page.getByText('Exported the invoice list as PDF.')).toBeVisible();

  await page.getByLabel('Search by company or currency').fill('beta');
  await expect(list.getByText('Overdue Alpha Ltd')).toBeHidden();
  const searched = await exportPdf(page);
  expect(searched.name).toBe(`invoices_overdue_search-beta_${nzToday()}.pdf`);
  expect(searched.text).toContain('Overdue Beta Ltd');
  expect(searched.text).not.toContain('Overdue Alpha');
  expect(searched.text).toContain('Search “beta”');
  checkConsole();
});
