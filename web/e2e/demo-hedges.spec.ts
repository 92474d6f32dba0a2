import { expect, test } from '@playwright/test';
import { axeClean, watchConsole } from './helpers';

/**
 * The demo's Hedges screen (issue 26 item 6: /demo/hedges was a 404): the console's HedgesPage on
 * the demo's sample hedge book, in the demo's frame. Nothing it does leaves the page: every
 * request but the app's own static files is refused and would fail the test.
 */

const BANNER = 'Demo Mode — Sample data only. No real transactions or data modifications.';

test('the demo reaches Hedges from its navigation: contracts, compliance and policy on sample data, and a settlement through its dialog', async ({
  page,
}) => {
  const checkConsole = watchConsole(page);
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8001').origin;
  const forbidden: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const own = url.origin === origin && route.request().method() === 'GET';
    if (own && (url.pathname.startsWith('/demo') || /^\/(assets\/[\w.-]+|favicon\.svg)$/.test(url.pathname))) return route.continue();
    forbidden.push(`${route.request().method()} ${url.pathname}`);
    return route.abort();
  });

  await page.goto('/demo');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hedges' }).click();
  await expect(page).toHaveURL(/\/demo\/hedges$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hedges' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demo mode' })).toContainText(BANNER);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hedges' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The sample book: six contracts, four open, one settled, one cancelled, with banks and references.
  const rows = page.getByTestId('hedge-row');
  await expect(rows).toHaveCount(6);
  await expect(rows.filter({ hasText: 'Open' })).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Settled' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'FX-24117' })).toContainText('ANZ');

  // Compliance by currency and horizon against the sample policy, with the over-hedge warning.
  const usdNear = page.getByTestId('compliance-row').filter({ hasText: 'USD' }).filter({ hasText: '0 to 3 months' });
  await expect(usdNear.locator('[data-label="Hedge ratio"]')).toHaveText('40.4%');
  await expect(usdNear.locator('[data-label="Target"]')).toHaveText('50%');
  await expect(usdNear).toContainText('Under-hedged by');
  await expect(page.getByTestId('compliance-row').filter({ hasText: 'EUR' }).first()).toContainText('On target');
  await expect(page.getByRole('status').filter({ hasText: 'USD contracts maturing in 3 to 6 months exceed' })).toBeVisible();
  await expect(page.getByLabel('Target for 0 to 3 months (%)')).toHaveValue('50');
  await expect(page.getByLabel('Target for over 12 months (%)')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Mark to market' })).toBeVisible();
  await axeClean(page, 'the demo Hedges screen');

  // Settle contract #2 (USD 8,000) through its dialog: the figures first, then the row settled.
  await page.getByRole('button', { name: 'Settle contract #2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle contract #2?' });
  await expect(dialog.getByTestId('settlement-figures')).toContainText("today's rate");
  await axeClean(page, 'the demo settle dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(dialog).toBeHidden();
  const settledNotice = page.getByRole('status').filter({ hasText: 'Settled contract #2' });
  await expect(settledNotice).toContainText('Demo mode: this change is not saved.');
  await expect(rows.filter({ hasText: 'FX-24117' })).toContainText('Settled');
  await expect(page.getByRole('button', { name: 'Settle contract #2' })).toHaveCount(0);
  await expect(usdNear.locator('[data-label="Hedge ratio"]')).toHaveText('0%');

  expect(forbidden, 'requests that left the page').toEqual([]);
  checkConsole();
});
