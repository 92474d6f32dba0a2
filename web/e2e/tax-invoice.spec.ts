import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { axeClean, registerViaApi, signInWithToken, watchConsole } from './helpers';

/** A real 3 × 2 PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGPgL8uDIAY4CwA2zgWzhtVStgAAAABJRU5ErkJggg==';

test('missing business details are pointed out before the first invoice PDF; once given in Settings the PDF exports without a question', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  const headers = { authorization: `Bearer ${session.token}` };
  const created = await request.post('/me/invoices', {
    headers,
    data: { counterparty: 'Tokyo Trading KK', currency: 'USD', amount: 1000, due_date: '2030-06-30', issued_date: '2026-01-01' },
  });
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/me/invoices/${id}/send`, { headers })).status()).toBe(200);
  await signInWithToken(page, session);

  await page.goto('/dashboard');
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Export PDF of invoice #1' }).click();
  await expect(page.getByText('#1 not exported: add your business details in Settings, Account first.')).toBeVisible();
  expect(asked).toEqual([
    'This invoice PDF will not be a complete tax invoice: your business details lack Company name, Address, Bank account. Add them in Settings, Account. Export anyway?',
  ]);

  await page.goto('/settings');
  const business = page.getByRole('region', { name: 'Business details for invoices' });
  await expect(business.getByTestId('business-missing')).toHaveText('A tax invoice still needs: Company name, Address, Bank account.');
  await page.getByLabel('Full Name').fill('Aroha Ngata');
  await page.getByLabel('Company Name (optional)').fill('Kea Exports Ltd');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('✓ Profile saved.')).toBeVisible();
  await expect(business.getByTestId('business-missing')).toHaveText('A tax invoice still needs: Address, Bank account.');

  // Registered for GST, a tax invoice needs the GST number too, held to IR's check digit.
  await business.getByRole('switch', { name: 'Registered for GST' }).check();
  await expect(business.getByTestId('business-missing')).toHaveText('A tax invoice still needs: Address, GST number, Bank account.');
  await business.getByLabel('GST number').fill('12');
  await business.getByRole('button', { name: 'Save Business Details' }).click();
  await expect(business.getByText('GST number must be 8 or 9 digits, such as 49-091-850')).toBeVisible();
  await expect(business.getByLabel('GST number')).toBeFocused();
  // IR's example 49-091-850 with its first two digits swapped.
  await business.getByLabel('GST number').fill('94-091-850');
  await business.getByRole('button', { name: 'Save Business Details' }).click();
  await expect(business.getByText("GST number 94-091-850 fails IRD's check digit: check it for a mistyped or swapped digit")).toBeVisible();
  await expect(business.getByLabel('GST number')).toHaveAttribute('aria-invalid', 'true');
  await business.getByLabel('GST number').fill('49-091-850');
  await business.getByLabel('GST filing frequency').selectOption({ label: 'Every six months' });
  await business.getByLabel('Bank account').fill('12-3456-0123456-00');
  await business.getByLabel('Address').fill('1 Quay St\nAuckland 1010');
  // Payment details for a payer overseas: a SWIFT/BIC of the wrong shape is named beside its field.
  await business.getByLabel('Bank name (optional)').fill('ANZ Bank New Zealand');
  await business.getByLabel('SWIFT/BIC (optional)').fill('ANZB 12 22');
  await business.getByLabel('Payment instructions (optional)').fill('Please pay in USD.\nQuote the invoice number.');
  await business.getByRole('button', { name: 'Save Business Details' }).click();
  await expect(
    business.getByText("SWIFT/BIC must have 2 letters for the country after the bank's 4, such as ANZBNZ22 or ANZBNZ22XXX"),
  ).toBeVisible();
  await expect(business.getByLabel('SWIFT/BIC (optional)')).toBeFocused();
  await expect(business.getByLabel('SWIFT/BIC (optional)')).toHaveAttribute('aria-invalid', 'true');
  await business.getByLabel('SWIFT/BIC (optional)').fill('anzb nz 22');
  // A logo is read, not trusted by its name: a file that is not really a PNG is refused before saving.
  const logo = business.getByLabel('Logo (optional, PNG or JPEG)');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(business.getByText('Logo is not a readable PNG or JPEG image')).toBeVisible();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
  await expect(business.getByText('Logo is not a readable PNG or JPEG image')).toHaveCount(0);
  await expect(business.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await business.getByRole('button', { name: 'Save Business Details' }).click();
  await expect(business.getByText('✓ Business details saved.')).toBeVisible();
  await expect(business.getByLabel('SWIFT/BIC (optional)')).toHaveValue('ANZBNZ22');
  await expect(business.getByTestId('business-missing')).toHaveCount(0);
  await axeClean(page, 'tax-invoice');

  await page.goto('/dashboard');
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF of invoice #1' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`invoice_${id}.pdf`);
  await expect(page.getByText('#1 exported as PDF.')).toBeVisible();
  expect(asked).toHaveLength(1);
  // The customer's copy: the owner's name and how to pay from overseas, never the product's name.
  const text = execFileSync('pdftotext', ['-layout', (await pdf.path()) ?? '', '-']).toString();
  expect(text).toContain('Kea Exports Ltd');
  expect(text).toMatch(/SWIFT\/BIC\s+ANZBNZ22/);
  expect(text).toMatch(/Bank name\s+ANZ Bank New Zealand/);
  expect(text).toContain('Quote the invoice number.');
  expect(text).not.toMatch(/kea ?fx/i);
  checkConsole();
});

test("an invoice keeps the customer's details typed into the form: contact email, reference, terms, address and notes", async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  await signInWithToken(page, session);

  await page.goto('/invoices/new');
  const details = page.getByRole('group', { name: /Customer details/ });
  await expect(details).toBeVisible();
  await page.getByLabel('Customer', { exact: true }).fill('Tokyo Trading KK');
  await page.getByLabel('Line 1 description').fill('Export advisory');
  await page.getByLabel('Line 1 unit price').fill('1000');
  await details.getByLabel('Contact email').fill('accounts at tokyo');
  await details.getByLabel('Reference / PO number').fill('PO-4471');
  await details.getByLabel('Payment terms').fill('Net 20');
  await details.getByLabel('Billing address').fill('1-2-3 Marunouchi\nTokyo 100-0005');
  await details.getByLabel('Notes').fill('Thank you for your business.');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(details.getByText('Contact email must be a valid email address')).toBeVisible();
  await expect(details.getByLabel('Contact email')).toBeFocused();
  await expect(details.getByLabel('Contact email')).toHaveAttribute('aria-invalid', 'true');
  await details.getByLabel('Contact email').fill('accounts@tokyo-trading.example');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Invoice #1 created as a draft.')).toBeVisible();

  await page.goto('/invoices/edit/1');
  const saved = page.getByRole('group', { name: /Customer details/ });
  await expect(saved.getByLabel('Contact email')).toHaveValue('accounts@tokyo-trading.example');
  await expect(saved.getByLabel('Reference / PO number')).toHaveValue('PO-4471');
  await expect(saved.getByLabel('Payment terms')).toHaveValue('Net 20');
  await expect(saved.getByLabel('Billing address')).toHaveValue('1-2-3 Marunouchi\nTokyo 100-0005');
  await expect(saved.getByLabel('Notes')).toHaveValue('Thank you for your business.');
  await axeClean(page, 'tax-invoice');

  await saved.getByLabel('Payment terms').fill('Net 30');
  await saved.getByLabel('Notes').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invoice #1 saved.')).toBeVisible();
  await page.reload();
  await expect(saved.getByLabel('Payment terms')).toHaveValue('Net 30');
  await expect(saved.getByLabel('Notes')).toHaveValue('');
  await expect(saved.getByLabel('Reference / PO number')).toHaveValue('PO-4471');
  await expect(page.getByText('Updated invoice INV-0001: payment terms Net 20 → Net 30; notes changed')).toBeVisible();

  const api = await request.get('/me/invoices?view=all', { headers: { authorization: `Bearer ${session.token}` } });
  const [stored] = (await api.json()) as Record<string, unknown>[];
  expect(stored).toMatchObject({
    customer_email: 'accounts@tokyo-trading.example',
    reference: 'PO-4471',
    payment_terms: 'Net 30',
    customer_address: '1-2-3 Marunouchi\nTokyo 100-0005',
    notes: '',
  });
  checkConsole();
});
