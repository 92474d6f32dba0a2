import { expect, test } from '@playwright/test';
import { registerViaApi, signInWithToken, watchConsole } from './helpers';

test('one invoice id: the id the api returned is the number the user sees (#2 / INV-0002) and the edit address, for a second owner', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page, [
    /Failed to load resource/,
    /GraphQL Invoice failed: (Invoice \d+ was not found|number must be an invoice number)/,
  ]);
  // Another owner's invoices first: this owner's ids still start at 1.
  const other = await registerViaApi(request);
  for (const counterparty of ['Other A', 'Other B', 'Other C']) {
    expect(
      (
        await request.post('/me/invoices', {
          headers: { authorization: `Bearer ${other.token}` },
          data: { counterparty, currency: 'USD', amount: 10, due_date: '2030-01-01', issued_date: '2026-01-01' },
        })
      ).status(),
    ).toBe(201);
  }
  const session = await registerViaApi(request);
  const headers = { authorization: `Bearer ${session.token}` };
  const ids: number[] = [];
  for (const counterparty of ['First Ltd', 'Second Ltd']) {
    const res = await request.post('/me/invoices', {
      headers,
      data: { counterparty, currency: 'EUR', amount: 250, due_date: '2030-02-01', issued_date: '2026-01-01' },
    });
    ids.push(((await res.json()) as { id: number }).id);
  }
  // One id: the id the api returned is the owner's own number, whoever else has invoices.
  expect(ids).toEqual([1, 2]);
  await signInWithToken(page, session);

  // From the list: View Details, then Edit, lands on the number shown.
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'View Details of INV-0002' }).click();
  await page.getByRole('dialog', { name: 'Invoice INV-0002' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/invoices\/edit\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice #2' })).toBeVisible();
  await expect(page.getByLabel('Customer', { exact: true })).toHaveValue('Second Ltd');

  // Typed as the dashboard shows it (#2 is /invoices/edit/2), or with its prefix.
  for (const typed of ['/invoices/edit/2', '/invoices/edit/%232', '/invoices/edit/inv-2']) {
    await page.goto(typed);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice #2' })).toBeVisible();
    await expect(page.getByLabel('Customer', { exact: true })).toHaveValue('Second Ltd');
  }

  // The id POST /me/invoices returned is the address of that invoice.
  await page.goto(`/invoices/edit/${ids[1]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice #2' })).toBeVisible();
  await expect(page.getByLabel('Customer', { exact: true })).toHaveValue('Second Ltd');

  // An id the owner has not got (another owner's 3 is theirs), and nonsense, say so.
  await page.goto('/invoices/edit/3');
  await expect(page.getByRole('alert')).toContainText('Invoice 3 was not found');
  await expect(page.getByLabel('Customer', { exact: true })).toHaveCount(0);
  await page.goto('/invoices/edit/not-a-number');
  await expect(page.getByRole('alert')).toContainText('number must be an invoice number such as 42, #42 or INV-0042');
  checkConsole();
});
