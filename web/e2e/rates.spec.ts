import { expect, test } from '@playwright/test';
import { axeClean, gql, registerViaApi, registerWithSentInvoice, signInWithToken, watchConsole } from './helpers';

test('the dashboard stale warning leads to Rates, where a hand-entered rate clears that stale flag (audited), axe-clean', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerWithSentInvoice(request, '1000.00');
  await signInWithToken(page, session);

  await page.goto('/dashboard');
  const warning = page.getByTestId('dashboard-stale-warning');
  await expect(warning).toContainText('Stale rate: USD uses a rate older than the configured age.');
  await warning.getByRole('link', { name: 'Check or record rates on the Rates screen' }).click();
  await expect(page).toHaveURL(/\/rates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rates' })).toHaveClass(/active/);

  // The feed is off in tests, and says so; every foreign currency has a row with source, type, date and flag.
  const feed = page.getByTestId('feed-status');
  await expect(feed).toContainText('Off');
  await expect(feed).toContainText('The rate feed is off on this server: built-in and recorded rates are used.');
  await expect(page.locator('tbody tr[data-testid^="rate-"]')).toHaveCount(22);
  const usd = page.getByTestId('rate-USD');
  await expect(usd.locator('td')).toHaveText(['1.54', 'Built-in', 'Spot', '31/12/2024', 'STALE', 'History of USD']);
  // The form follows the first stale currency; the history shows its built-in rate.
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await expect(page.getByRole('heading', { name: 'USD rate history' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /USD rate history, NZD per USD, as a line chart/ })).toBeVisible();
  await axeClean(page, 'rates');

  // Wrong input: the shared rule's message, on the field, and nothing recorded.
  await page.getByLabel('NZD per 1 USD').fill('-3');
  await page.getByRole('button', { name: 'Record Rate' }).click();
  await expect(page.getByText('NZD per 1 USD must be a positive number (NZD per one unit of the currency)')).toBeVisible();
  await expect(page.getByLabel('NZD per 1 USD')).toBeFocused();
  await expect(page.getByLabel('NZD per 1 USD')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('NZD per 1 USD').fill('1.7123');
  await page.getByLabel('Source (optional)').fill('ASB statement');
  await page.getByRole('button', { name: 'Record Rate' }).click();
  await expect(page.getByTestId('record-rate-status')).toContainText('✓ Recorded USD at 1.7123 NZD per USD (spot,');
  await expect(usd.locator('td')).toHaveText([
    '1.7123',
    'ASB statement (yours)',
    'Spot',
    /\d\d\/\d\d\/20\d\d/,
    'CURRENT',
    'History of USD',
  ]);
  const history = page.getByTestId('rate-history');
  // The entries are open once the owner has one of their own there, which they can void.
  await expect(history.locator('details')).toHaveAttribute('open', '');
  await expect(history.getByText(/All 2 entries, newest first/)).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveText([
    /1\.7123 NZD \(spot, ASB statement, yours\) Void the USD rate 1\.7123 of \d\d\/\d\d\/20\d\d$/,
    '31/12/2024: 1.54 NZD (spot, Built-in)',
  ]);
  await axeClean(page, 'rates after recording');

  // Audited, with the rate, type, date and source.
  const audit = await gql<{ auditEvents: { items: { action: string; message: string }[] } }>(
    request,
    session.token,
    '{ auditEvents(limit: 5) { items { action message } } }',
  );
  expect(audit.auditEvents.items[0]).toMatchObject({
    action: 'rate.recorded',
    message: expect.stringMatching(/^Recorded USD rate 1\.7123 NZD per USD \(spot, effective \d{4}-\d\d-\d\d, source ASB statement\)$/),
  });

  // Back on the dashboard the USD exposure is no longer stale.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('table', { name: 'Exposure by currency' })).toContainText('USD');
  await expect(page.getByTestId('dashboard-stale-warning')).toHaveCount(0);
  checkConsole();
});

test('a typo’d rate asks for confirmation first: Cancel records nothing, Record anyway records it, and voiding it brings the current rate back, axe-clean', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  const session = await registerWithSentInvoice(request, '1000.00');
  const exposure = async () =>
    (await gql<{ exposure: { totalNzd: string } }>(request, session.token, '{ exposure { totalNzd } }')).exposure;
  await signInWithToken(page, session);
  await page.goto('/rates');
  const usd = page.getByTestId('rate-USD');
  const history = page.getByTestId('rate-history');
  const status = page.getByTestId('record-rate-status');
  await expect(usd.locator('td').first()).toHaveText('1.54');

  // USD 155 typed for 1.55: the form asks before recording, naming both rates and how far apart.
  await page.getByLabel('NZD per 1 USD').fill('155');
  await page.getByRole('button', { name: 'Record Rate' }).click();
  const check = page.getByRole('dialog', { name: 'Check this USD rate' });
  await expect(check).toContainText('The rate you entered is 9,964.9% above the current USD rate.');
  await expect(check.getByTestId('rate-confirm-figures')).toHaveText(
    'Current rate1.54 NZD per USD (Built-in, 31/12/2024)New rate155 NZD per USDDifference+9,964.9%',
  );
  await expect(check.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await axeClean(page, 'rates, confirming a large change');
  await check.getByRole('button', { name: 'Cancel' }).click();
  await expect(check).toHaveCount(0);
  await expect(status).toHaveText('Nothing recorded.');
  await expect(usd.locator('td').first()).toHaveText('1.54');
  await expect(history.getByText('All 1 entry, newest first')).toBeVisible();
  expect(await exposure()).toEqual({ totalNzd: '1540.00' });

  // Confirmed, it is recorded and becomes current.
  await page.getByRole('button', { name: 'Record Rate' }).click();
  await check.getByRole('button', { name: 'Record anyway' }).click();
  await expect(status).toContainText('✓ Recorded USD at 155 NZD per USD (spot,');
  await expect(usd.locator('td').first()).toHaveText('155');
  expect(await exposure()).toEqual({ totalNzd: '155000.00' });

  // Voided (after asking), it stays in the history marked Void and USD is back on 1.54.
  await history.getByRole('button', { name: /^Void the USD rate 155 of / }).click();
  const voiding = page.getByRole('dialog', { name: 'Void this USD rate?' });
  await expect(voiding).toContainText('Void your USD rate of 155 NZD per USD (spot,');
  await axeClean(page, 'rates, voiding a rate');
  await voiding.getByRole('button', { name: 'Void rate' }).click();
  await expect(history.getByRole('status')).toContainText('Voided your USD rate of 155 NZD per USD.');
  await expect(usd.locator('td')).toHaveText(['1.54', 'Built-in', 'Spot', '31/12/2024', 'STALE', 'History of USD']);
  const [voided, builtIn] = [history.getByRole('listitem').nth(0), history.getByRole('listitem').nth(1)];
  await expect(voided).toContainText(/155 NZD \(spot, Entered by hand, yours\) Void voided .* by /);
  await expect(voided.locator('s')).toContainText('155 NZD');
  await expect(voided.getByRole('button')).toHaveCount(0);
  await expect(builtIn).toHaveText('31/12/2024: 1.54 NZD (spot, Built-in)');
  expect(await exposure()).toEqual({ totalNzd: '1540.00' });
  await axeClean(page, 'rates with a void rate');

  const audit = await gql<{ auditEvents: { items: { action: string; message: string }[] } }>(
    request,
    session.token,
    '{ auditEvents(limit: 2) { items { action message } } }',
  );
  expect(audit.auditEvents.items.map((e) => e.action)).toEqual(['rate.voided', 'rate.recorded']);
  checkConsole();
});

test("another currency's history is one click away, and the page reads on a 375 px phone without sideways scrolling", async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page);
  await signInWithToken(page, await registerViaApi(request));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/rates');
  const jpy = page.getByTestId('rate-JPY');
  await jpy.getByRole('button', { name: 'History of JPY' }).click();
  await expect(page.getByRole('heading', { name: 'JPY rate history' })).toBeVisible();
  await expect(jpy.getByRole('button', { name: 'History of JPY' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Currency')).toHaveValue('JPY');
  // Each row is a card: rate, status and action visible, nothing wider than the screen.
  await expect(jpy.getByText('0.0103')).toBeVisible();
  await expect(jpy.getByText('STALE')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await axeClean(page, 'rates at 375 px');
  checkConsole();
});

test('the demo Rates screen shows the sample rates and keeps recording disabled', async ({ page }) => {
  await page.goto('/demo/rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
  await expect(page.getByTestId('feed-status')).toContainText('Demo mode uses sample rates.');
  await expect(page.getByTestId('feed-status')).toContainText('Sample rates (demo mode)');
  await expect(page.getByTestId('feed-status')).not.toContainText('RATES_FEED_URL');
  await expect(page.getByRole('button', { name: 'Record Rate (Demo)' })).toBeDisabled();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rates' })).toHaveAttribute('href', '/demo/rates');
});
