import { expect, test } from '@playwright/test';
import { registerViaApi, signInWithToken, watchConsole } from './helpers';

/** The business date (Pacific/Auckland) `days` from now, as YYYY-MM-DD. */
const nzDate = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(Date.now() + days * 86_400_000));

test('issue 26: a period (1.234,56) owner types amounts and rates as they write them; what does not fit is refused, never misread', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  const auth = { authorization: `Bearer ${session.token}` };
  await request.put('/me/preferences', { headers: auth, data: { number_format: 'period' } });
  await signInWithToken(page, session);

  // A new invoice: 1234.56 is not how this owner writes a unit price, so it is refused with the format expected; 1.234,56 is saved as 1234.56.
  await page.goto('/invoices/new');
  await page.getByLabel('Customer', { exact: true }).fill('Kea Exports');
  await expect(page.getByText('Unit prices in USD, written like 1.250,00; a negative price is a discount.')).toBeVisible();
  await page.getByLabel('Line 1 description').fill('Consulting');
  await page.getByLabel('Line 1 unit price').fill('1234.56');
  await page.getByLabel('Due date').fill(nzDate(30));
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(
    page.getByText('Line 1 unit price must be a number written like 1.234,56 or 1234,56 (your number format: a comma before the decimals)'),
  ).toBeVisible();
  await expect(page.getByLabel('Line 1 unit price')).toBeFocused();
  await page.getByLabel('Line 1 unit price').fill('1.234,56');
  // The total as typed, in the owner's format.
  await expect(page.getByLabel('Invoice totals')).toContainText('US$1.234,56');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  const list = (await (await request.get('/me/invoices?view=all', { headers: auth })).json()) as { id: number; amount: number }[];
  expect(list.map((i) => i.amount)).toEqual([1234.56]);

  // Editing shows it in the owner's form, and saving it untouched changes nothing.
  await page.goto(`/invoices/edit/${list[0]?.id}`);
  await expect(page.getByLabel('Line 1 unit price')).toHaveValue('1234,56');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Nothing to save: no field changed.')).toBeVisible();

  // A forward: 60.000 at 1,6.
  await page.goto('/hedges');
  const form = page.getByRole('form', { name: 'Book a forward contract' });
  await form.getByLabel('Amount').fill('60.000');
  await form.getByLabel('Locked rate (NZD per unit)').fill('1,6');
  await form.getByLabel('Maturity date').fill(nzDate(60));
  await form.getByLabel('Bank').fill('ANZ');
  await form.getByRole('button', { name: 'Book contract' }).click();
  await expect(page.getByText('Booked a forward of USD 60000.00 at 1.6.')).toBeVisible();
  checkConsole();
});
