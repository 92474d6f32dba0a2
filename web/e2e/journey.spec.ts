import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { axeClean, mailTo, registerViaApi, signInWithToken, uniqueEmail, watchConsole } from './helpers';

/**
 * Issue 26's day at a Wellington studio, end to end: a new customer from the invoice form, the
 * invoice e-mailed to them (the customer's PDF, read back with pdftotext: the owner's name, SWIFT/BIC,
 * no product name), the accountant the owner invited marks it paid, and the owner undoes the Mark Paid.
 */
test('a customer made from the invoice form is invoiced and e-mailed; the invited accountant marks it paid; the owner undoes it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const checkConsole = watchConsole(page);
  const owner = await registerViaApi(request);
  const headers = { authorization: `Bearer ${owner.token}` };
  const business = await request.put('/me/profile', {
    headers,
    data: {
      trading_name: 'Kererū Design',
      company_name: 'Kererū Design Limited',
      bank_account: '06-0501-0123456-00',
      bank_name: 'ANZ',
      swift_bic: 'anzbnz22',
    },
  });
  expect(business.status()).toBe(200);
  await signInWithToken(page, owner);

  // A new customer, made from the invoice form.
  const customerEmail = uniqueEmail('accounts');
  await page.goto('/invoices/new');
  await page.getByLabel('Customer', { exact: true }).fill('Pōhutukawa Trading Pty Ltd');
  await expect(page.getByText('New customer: it will be added to your customers')).toBeVisible();
  await page.getByLabel('Line 1 description').fill('Brand workshop');
  await page.getByLabel('Line 1 unit price').fill('2500');
  await page.getByLabel('Contact email').fill(customerEmail);
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Invoice #1 created as a draft.')).toBeVisible();
  await page.goto('/customers');
  await expect(page.getByRole('link', { name: 'Pōhutukawa Trading Pty Ltd' })).toBeVisible();

  // E-mailed from its page: the draft is sent, the customer gets the PDF.
  await page.goto('/invoices/edit/1');
  await page.getByRole('button', { name: 'E-mail Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail Invoice #1' });
  await expect(dialog.getByLabel('To')).toHaveValue(customerEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`Invoice #1 e-mailed to ${customerEmail}. It is now sent.`)).toBeVisible();
  const [mail] = await mailTo(customerEmail);
  expect(mail?.subject).toBe('Invoice INV-0001 from Kererū Design');
  const pdf = mail?.attachments[0];
  expect(pdf?.contentType).toBe('application/pdf');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf?.content }).toString();
  expect(text).toContain('Kererū Design');
  expect(text).toContain('Pōhutukawa Trading Pty Ltd');
  expect(text).toMatch(/SWIFT\/BIC\s+ANZBNZ22/);
  expect(text).not.toMatch(/kea ?fx/i);

  // The owner invites the accountant; they join by the link in a browser of their own.
  const accountantEmail = uniqueEmail('accountant');
  const invited = await request.post('/me/team/invitations', { headers, data: { email: accountantEmail, role: 'accountant' } });
  expect(invited.status()).toBe(201);
  const link = new URL(((await invited.json()) as { link: string }).link);
  const theirs = await browser.newContext();
  const accountant = await theirs.newPage();
  const checkTheirConsole = watchConsole(accountant);
  await accountant.goto(link.pathname + link.search);
  await accountant.getByLabel('Choose a password').fill('a ledger of kea feathers');
  await accountant.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(accountant).toHaveURL(/\/dashboard$/);

  // The accountant records the payment through the ask-first dialog.
  await accountant.getByRole('button', { name: 'Mark Paid: invoice #1' }).click();
  const markPaid = accountant.getByRole('dialog', { name: 'Mark INV-0001 paid?' });
  await markPaid.getByLabel(/^Settlement rate/).fill('1.58');
  await expect(markPaid.getByTestId('payment-figures')).toContainText('gain of $100.00');
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(accountant.getByRole('status').filter({ hasText: 'Marked INV-0001 paid' })).toBeVisible();
  checkTheirConsole();
  await theirs.close();

  // The owner sees who did it, and undoes the Mark Paid from the invoice's page.
  await page.goto('/invoices/edit/1');
  await expect(page.getByText('PAID', { exact: true }).first()).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Marked invoice INV-0001 as paid');
  await expect(history).toContainText(accountantEmail);
  await page.getByRole('button', { name: 'Reverse payment' }).click();
  await expect(page.getByText('Payment of INV-0001 reversed: it is sent again.')).toBeVisible();
  await expect(page.getByText('SENT', { exact: true }).first()).toBeVisible();
  await expect(history).toContainText('Reversed the payment of invoice INV-0001');
  await axeClean(page, 'the invoice page after the reversal');
  checkConsole();
});
