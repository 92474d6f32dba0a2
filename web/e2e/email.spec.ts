import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { axeClean, mailTo, registerViaApi, signInWithToken, watchConsole } from './helpers';

test('an invoice is e-mailed from its page: To, subject and message come filled in, a bad address is named, the customer gets the PDF', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  const headers = { authorization: `Bearer ${session.token}` };
  const to = `ap-${Date.now()}@acme.example`;
  expect(
    (
      await request.put('/me/profile', {
        headers,
        data: {
          trading_name: 'Kōwhai Studio',
          company_name: 'Kōwhai Studio Limited',
          bank_account: '38-9000-0123456-00',
          bank_name: 'Kiwibank',
          swift_bic: 'kiwinz22',
        },
      })
    ).status(),
  ).toBe(200);
  const created = await request.post('/me/invoices', {
    headers,
    data: {
      counterparty: 'Acme Cloud Inc',
      customer_email: to,
      currency: 'USD',
      amount: 1200.5,
      due_date: '2030-06-30',
      issued_date: '2030-05-01',
    },
  });
  const { id } = (await created.json()) as { id: number };
  await signInWithToken(page, session);
  await page.goto(`/invoices/edit/${id}`);

  await page.getByRole('button', { name: 'E-mail Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `E-mail Invoice #${id}` });
  await expect(dialog.getByLabel('To')).toHaveValue(to);
  await expect(dialog.getByLabel('Subject')).toHaveValue(`Invoice INV-${String(id).padStart(4, '0')} from Kōwhai Studio`);
  await expect(dialog.getByLabel('Message')).toHaveValue(/Please find attached invoice INV-\d{4} for USD 1,200\.50, due 30\/06\/2030\./);
  await axeClean(page, 'the e-mail dialog', '[role="dialog"]');

  // Wrong kinds of input are named beside their fields and nothing is sent.
  await dialog.getByLabel('To').fill('not an address');
  await dialog.getByLabel('Cc').fill('boss@acme.example, nope');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('To must be a valid email address')).toBeVisible();
  await expect(dialog.getByText('Cc: nope is not a valid e-mail address')).toBeVisible();
  await expect(dialog.getByLabel('To')).toBeFocused();
  expect(await mailTo('not an address')).toEqual([]);

  await dialog.getByLabel('To').fill(to);
  await dialog.getByLabel('Cc').fill('');
  await dialog.getByLabel('Subject').fill('Your invoice from Kōwhai');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  // The PDF is rendered by a headless Chromium that may be starting cold.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`Invoice #${id} e-mailed to ${to}. It is now sent.`)).toBeVisible();
  await expect(page.getByText('SENT', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'History' }).getByText(`E-mailed invoice INV-${String(id).padStart(4, '0')} to ${to}`),
  ).toBeVisible();

  const [mail] = await mailTo(to);
  expect(mail?.subject).toBe('Your invoice from Kōwhai');
  expect(mail?.replyTo?.value[0]?.address).toBe(session.email);
  const pdf = mail?.attachments[0];
  expect([pdf?.filename, pdf?.contentType]).toEqual([`invoice_${id}.pdf`, 'application/pdf']);
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf?.content }).toString();
  expect(text).toContain('Kōwhai Studio');
  expect(text).toContain('Acme Cloud Inc');
  // The customer's copy (issue 26): how to pay from overseas, and nothing of the product.
  expect(text).toMatch(/SWIFT\/BIC\s+KIWINZ22/);
  expect(text).toMatch(/Account number\s+38-9000-0123456-00/);
  expect(text).not.toContain('KEA FX');
  expect(text).not.toMatch(/kea ?fx/i);
  checkConsole();
});
