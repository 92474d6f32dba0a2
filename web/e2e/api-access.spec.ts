import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInWithToken, watchConsole } from './helpers';

async function noSeriousViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
    label,
  ).toEqual([]);
}

test('API access: create a key (secret shown once, it works), revoke it, register a webhook; axe-clean', async ({ page, request }) => {
  // The refused loopback target below is logged by the Apollo link on purpose.
  const checkConsole = watchConsole(page, [/RegisterWebhook failed: url must not point at a loopback/]);
  await signInWithToken(page, await registerViaApi(request));
  await page.goto('/settings?tab=api-access');
  await expect(page.getByRole('tab', { name: 'API access' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
  await noSeriousViolations(page, 'empty');

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
  await noSeriousViolations(page, 'with a key');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toHaveCount(0);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Revoke Treasury sheet' }).click();
  await expect(row).toContainText('Revoked');
  expect((await request.get('/me/exposure/summary', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);

  // The test api runs as production: a loopback target is refused, a public address is taken.
  await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/kea');
  await page.getByRole('button', { name: 'Register webhook' }).click();
  await expect(page.getByRole('alert')).toHaveText('url must not point at a loopback, private or link-local address');
  await page.getByLabel('Endpoint URL').fill('https://203.0.113.10/kea');
  await page.getByLabel('Exposure threshold crossed').check();
  await page.getByRole('button', { name: 'Register webhook' }).click();
  await expect(page.getByText(/Signing secret \(shown only now\): whsec_/)).toBeVisible();
  await expect(page.getByText('https://203.0.113.10/kea')).toBeVisible();
  await expect(page.getByText('invoice.status_changed, exposure.threshold_crossed')).toBeVisible();
  await page.getByRole('button', { name: 'Recent deliveries' }).click();
  await expect(page.getByText('No deliveries yet.')).toBeVisible();
  await noSeriousViolations(page, 'with a webhook');
  checkConsole();
});
