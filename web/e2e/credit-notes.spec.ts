import { expect, test } from '@playwright/test';
import { axeClean, registerViaApi, signInWithToken, watchConsole } from './helpers';

/**
 * Issue 27 item 5 in a browser: the owner issues a credit note from the invoice's page, asking first;
 * it is listed with its GST, the invoice's outstanding amount falls, and a second that would take
 * off more than is outstanding is refused beside its field. The figures: an NZD invoice of one
 * line 1,000.00 at 15%, prices excluding GST (total 1,150.00); a credit of 575.00 including GST
 * (GST 75.00) leaves 575.00 outstanding.
 */
test('a credit note issued from the invoice page: asked first, listed with its GST, the outstanding amount lowered; too much is refused', async ({
  page,
  request,
}) => {
  // The refused second credit note is logged by the client as every refused operation is.
  const checkConsole = watchConsole(page, [/GraphQL IssueCreditNote failed: A credit note may take off at most/]);
  const session = await registerViaApi(request);
  const headers = { authorization: `Bearer ${session.token}` };
  expect(
    (
      await request.put('/me/profile', {
        headers,
        data: { company_name: 'Kea Studio Ltd', gst_registered: true, gst_number: '49-091-850' },
      })
    ).status(),
  ).toBe(200);
  const made = await request.post('/me/invoices', {
    headers,
    data: {
      counterparty: 'Harbour Cafe Ltd',
      customer_address: '12 Quay St, Auckland',
      currency: 'NZD',
      due_date: '2026-12-31',
      lines: [{ description: 'Brand design', quantity: 2, unit_price: '500.00', gst_treatment: 'standard' }],
    },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { id: number }).id;
  expect((await request.post(`/me/invoices/${id}/send`, { headers })).status()).toBe(200);

  await signInWithToken(page, session);
  await page.goto(`/invoices/edit/${id}`);
  const card = page.getByRole('region', { name: 'Credit notes' });
  await expect(card).toContainText('No credit notes');
  await card.getByRole('button', { name: 'Issue credit note' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('One design day not needed');
  await dialog.getByLabel(/^Amount/).fill('575.00');
  await expect(dialog.getByTestId('credit-note-summary')).toContainText('75.00');
  await axeClean(page, 'the credit note dialog');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByText('Credit note CN-0001 issued')).toBeVisible();
  await expect(card).toContainText('CN-0001');
  await expect(card).toContainText('One design day not needed');
  await expect(card).toContainText('575.00');

  // More than what is still outstanding is the api's to refuse, said beside the amount; nothing is issued.
  await card.getByRole('button', { name: 'Issue credit note' }).click();
  await dialog.getByLabel('Reason').fill('Too much');
  await dialog.getByLabel(/^Amount/).fill('600.00');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(dialog.getByText(/at most what INV-\d+ still has outstanding, NZD 575\.00/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const notes = (await (await request.get(`/me/invoices/${id}/credit-notes`, { headers })).json()) as unknown[];
  expect(notes).toHaveLength(1);
  await axeClean(page, 'the invoice page with a credit note');
  checkConsole();
});
