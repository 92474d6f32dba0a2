import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeClean, PASSWORD, registerWithSentInvoice, signInWithToken, uniqueEmail, watchConsole } from './helpers';

type Role = 'accountant' | 'viewer';

/**
 * The owner invites a person with `role` and they accept through the api (POST /me/team/invitations,
 * then /auth/invitations/accept with the link's token): the session as the web stores it.
 */
async function member(request: APIRequestContext, ownerToken: string, role: Role) {
  const email = uniqueEmail(role);
  const invited = await request.post('/me/team/invitations', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { email, role },
  });
  expect(invited.status()).toBe(201);
  const { link } = (await invited.json()) as { link: string };
  const token = new URL(link).searchParams.get('token');
  const accepted = await request.post('/auth/invitations/accept', { data: { token, password: PASSWORD } });
  expect(accepted.ok()).toBe(true);
  const body = (await accepted.json()) as { access_token: string; user: { id: string; email: string; business_role: string } };
  expect(body.user.business_role).toBe(role);
  return {
    token: body.access_token,
    user: { id: body.user.id, email: body.user.email, role: 'user', businessRole: role, businessName: null },
  };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your role in this business' });

test('a viewer reads the dashboard, the invoices, the invoice and the hedges without one control they would be refused; axe-clean', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const owner = await registerWithSentInvoice(request);
  await signInWithToken(page, await member(request, owner.token, 'viewer'));

  await page.goto('/dashboard');
  await expect(banner(page)).toContainText('as viewer: you can read everything but change nothing.');
  await expect(page.getByRole('button', { name: 'Export PDF of invoice #1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Invoice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Send|Mark Paid)/ })).toHaveCount(0);

  await page.goto('/invoices');
  await expect(page.getByRole('cell', { name: 'INV-0001', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  for (const name of ['Import CSV', 'Download Template', 'Archive Selected', 'Write Off Selected'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New Invoice' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.goto('/invoices/edit/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice #1' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Only the owner of this business changes invoices' })).toBeVisible();
  await expect(page.getByLabel('Customer', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  for (const name of ['Mark Paid', 'Save Changes', 'Send', 'Delete Draft', 'E-mail Invoice'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  await axeClean(page, 'the invoice page as a viewer');

  await page.goto('/hedges');
  await expect(page.getByText('Only the owner of this business books, settles or cancels forward contracts.')).toBeVisible();
  for (const name of ['Book contract', 'Save policy']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByLabel('Target for 0 to 3 months (%)')).toBeDisabled();
  await expect(banner(page)).toBeVisible();
  checkConsole();
});

test('an accountant marks the invoice paid through its dialog, and has no Delete, Send or E-mail', async ({ page, request }) => {
  const checkConsole = watchConsole(page);
  const owner = await registerWithSentInvoice(request, '1234.56');
  await signInWithToken(page, await member(request, owner.token, 'accountant'));

  await page.goto('/invoices/edit/1');
  await expect(banner(page)).toContainText('as accountant: you can read, export, and record payments and rates.');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice #1' })).toBeVisible();
  for (const name of ['Save Changes', 'Send', 'Delete Draft', 'E-mail Invoice'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Customer', { exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Mark Paid', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark INV-0001 paid?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Settlement rate (NZD per 1 USD)').fill('1.6');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Marked INV-0001 paid' })).toContainText('realised gain of $74.07');
  // Reversing is the owner's: the accountant is offered no Undo and no Reverse payment.
  await expect(page.getByRole('button', { name: /Undo|Reverse payment/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('1.6 NZD per USD');
  checkConsole();
});
