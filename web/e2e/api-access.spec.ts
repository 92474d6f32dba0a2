import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { axeClean, registerViaApi, signInWithToken, watchConsole } from './helpers';

test('API access: create a key (secret shown once, it works), revoke it, register a webhook; axe-clean', async ({ page, request }) => {
  // The refused loopback target below is logged by the Apollo link on purpose.
  const checkConsole = watchConsole(page, [/RegisterWebhook failed: url must not point at a loopback/]);
  const session = await registerViaApi(request);
  await signInWithToken(page, session);
  await page.goto('/settings?tab=api-access');
  await expect(page.getByRole('tab', { name: 'API access' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
  await axeClean(page, 'empty');

  await page.getByLabel('Key name').fill('Treasury sheet');
  await page.getByLabel('Scope').selectOption('read');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = page.getByTestId('new-api-key');
  await expect(secret).toHaveText(/^kfx_[\w-]{43}$/);
  await expect(page.getByRole('button', { name: 'Copy key' })).toBeVisible();
  await expect(page.getByText('API key created. Copy it now: it will not be shown again.')).toBeVisible();
  const key = (await secret.textContent()) ?? '';
  const row = page.getByRole('row', { name: /Treasury sheet/ });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText(key.slice(0, 16));
  expect((await request.get('/me/exposure/summary', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(200);
  expect((await request.post('/me/invoices', { headers: { authorization: `Bearer ${key}` }, data: {} })).status()).toBe(403);
  await axeClean(page, 'with a key');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toHaveCount(0);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Revoke Treasury sheet' }).click();
  await expect(row).toContainText('Revoked');
  expect((await request.get('/me/exposure/summary', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);

  // The test api runs as production: a loopback target is refused, a public address is taken.
  await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/kea');
  await page.getByRole('button', { name: 'Register webhook' }).click();
  await expect(page.getByRole('alert')).toHaveText('Endpoint URL must not point at a loopback, private or link-local address');
  await page.getByLabel('Endpoint URL').fill('https://93.184.215.14/kea');
  await page.getByLabel('Exposure threshold crossed').check();
  await page.getByRole('button', { name: 'Register webhook' }).click();
  await expect(page.getByText(/Signing secret \(shown only now\): whsec_/)).toBeVisible();
  await expect(page.getByText('https://93.184.215.14/kea')).toBeVisible();
  await expect(page.getByText('invoice.status_changed, exposure.threshold_crossed')).toBeVisible();
  await page.getByRole('button', { name: 'Recent deliveries' }).click();
  await expect(page.getByText('No deliveries yet.')).toBeVisible();
  await axeClean(page, 'with a webhook');

  // The circuit paused it (as five deliveries in a row failing every attempt would): the owner
  // reads why and what to do, and resumes it.
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run this spec through scripts/e2e.mjs against PostgreSQL');
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `UPDATE webhook_endpoints SET paused_at = now(), failed_in_a_row = 5 WHERE url = 'https://93.184.215.14/kea' AND owner_id = $1`,
      [session.user.id],
    );
  } finally {
    await db.end();
  }
  await page.reload();
  const paused = page.getByRole('status').filter({ hasText: 'Paused on' });
  await expect(paused).toContainText('its last 5 deliveries failed every attempt, so it gets no new ones');
  await axeClean(page, 'with a paused webhook');
  await page.getByRole('button', { name: 'Resume webhook https://93.184.215.14/kea' }).click();
  await expect(page.getByText('Webhook resumed: new events will be delivered again.')).toBeVisible();
  await expect(paused).toHaveCount(0);
  checkConsole();
});
