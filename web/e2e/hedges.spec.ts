import { expect, test } from '@playwright/test';
import { axeClean, gql, registerViaApi, signInWithToken, watchConsole } from './helpers';

/**
 * Issue 15's new-user story on the real api: USD 100,000 of sent invoices due in 60 days, a
 * USD 60,000 forward at 1.60 booked on the Hedges screen, a 75% policy for 0 to 3 months: 60%
 * hedged and under-hedged by USD 15,000; the dashboard's FX Meter shows 1.60 against the
 * market (1.54, the built-in USD rate); a +10% shock moves only the unhedged USD 40,000.
 */

/** The business date (Pacific/Auckland) `days` from now, as YYYY-MM-DD. */
function nzDate(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

test('a new owner hedges USD 60,000 of USD 100,000 and sees it everywhere', async ({ page, request }) => {
  // Four screens, each checked with axe: about 25 s on a quiet two-core machine.
  test.setTimeout(60_000);
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  const made = await gql<{ createInvoice: { id: string } }>(
    request,
    session.token,
    'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }',
    { input: { counterparty: 'Boston Buyer', currency: 'USD', amount: '100000', dueDate: nzDate(60) } },
  );
  await gql(request, session.token, 'mutation($id: ID!) { sendInvoice(id: $id) { status } }', { id: made.createInvoice.id });
  await signInWithToken(page, session);

  // The Hedges screen from the navigation: empty at first.
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hedges' }).click();
  await expect(page).toHaveURL(/\/hedges$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hedges' })).toBeVisible();
  await expect(page.getByText('No contracts yet')).toBeVisible();
  await axeClean(page, 'empty hedges screen');

  // A bad amount is refused with the shared rule's message, and nothing is booked.
  const form = page.getByRole('form', { name: 'Book a forward contract' });
  await form.getByLabel('Amount').fill('-5');
  await form.getByLabel('Locked rate (NZD per unit)').fill('1.60');
  await form.getByLabel('Maturity date').fill(nzDate(60));
  await form.getByLabel('Bank').fill('ANZ');
  await form.getByRole('button', { name: 'Book contract' }).click();
  await expect(form.getByText('Amount must be a positive number')).toBeVisible();
  await expect(form.getByLabel('Amount')).toBeFocused();
  await expect(page.getByText('No contracts yet')).toBeVisible();

  // Book the USD 60,000 forward at 1.60.
  await form.getByLabel('Amount').fill('60000');
  await form.getByRole('button', { name: 'Book contract' }).click();
  await expect(page.getByText('Booked a forward of USD 60000.00 at 1.6.')).toBeVisible();
  const row = page.getByTestId('hedge-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('US$60,000.00');
  await expect(row).toContainText('1.6');
  await expect(row).toContainText('Open');

  // Policy: 75% / 50% / 25%.
  const policy = page.getByRole('form', { name: 'Hedge policy' });
  await policy.getByLabel('Target for 0 to 3 months (%)').fill('75');
  await policy.getByLabel('Target for 3 to 6 months (%)').fill('50');
  await policy.getByLabel('Target for 6 to 12 months (%)').fill('25');
  await policy.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Saved the hedge policy.')).toBeVisible();

  // 60% hedged in 0 to 3 months against 75%: under-hedged by USD 15,000 (NZD 23,100 at 1.54).
  const compliance = page.getByTestId('compliance-row').filter({ hasText: '0 to 3 months' });
  await expect(compliance).toContainText('US$100,000.00');
  await expect(compliance).toContainText('US$40,000.00');
  await expect(compliance).toContainText('60%');
  await expect(compliance).toContainText('75%');
  await expect(compliance).toContainText('Under-hedged by US$15,000.00 ($23,100)');
  await expect(page.getByRole('figure', { name: /Hedge ratio against target/ })).toBeVisible();
  // Mark to market: 60,000 × (1.60 − 1.54) = +$3,600.00.
  await expect(page.getByTestId('mtm-row')).toContainText('US$60,000.00');
  await expect(page.getByTestId('mtm-total')).toHaveText('+$3,600.00');
  await axeClean(page, 'hedges screen with a contract');

  // The dashboard: compliance and the FX Meter's real pair, 1.60 locked against 1.54.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const meter = page.getByRole('region', { name: 'FX Meter' });
  await expect(meter.getByTestId('fx-pair')).toHaveCount(1);
  await expect(meter).toContainText('USD/NZD');
  await expect(meter).toContainText('Locked 1.60 · Market 1.54 · +3.9%');
  await expect(meter.getByRole('meter')).toHaveAttribute('aria-valuenow', '52');
  // When the market rate is from, as it is: the built-in rate of 31 December 2024, not SPEC's demo text.
  await expect(meter.getByTestId('fx-meter-updated')).toHaveText('Market rates of 31/12/2024 (built-in).');
  await expect(page.getByRole('region', { name: 'Hedge compliance', exact: true }).getByTestId('compliance-row')).toContainText(
    'Under-hedged by US$15,000.00',
  );
  await axeClean(page, 'dashboard with hedges');
  // The compliance table is whole at 1280 px (it was clipped beside the meter) and a card per row at 375 px.
  const table = page.getByRole('region', { name: 'Hedge compliance by currency and horizon' }).first();
  const fits = () => table.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(await fits()).toBe(true);
  await page.setViewportSize({ width: 375, height: 812 });
  const complianceRow = page.getByRole('region', { name: 'Hedge compliance', exact: true }).getByTestId('compliance-row').first();
  await expect.poll(() => complianceRow.evaluate((tr) => getComputedStyle(tr).display)).toBe('grid');
  expect(await fits()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Scenario Analysis: +10% moves USD 100,000 by $15,400 without hedges, the unhedged USD 40,000 by $6,160 with them.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scenario Analysis' }).click();
  await page.getByRole('button', { name: '+10%' }).click();
  await expect(page.getByTestId('scenario-impact')).toHaveText('+$15,400');
  const hedged = page.getByTestId('hedged-impact');
  await expect(hedged).toContainText('+$6,160');
  await expect(hedged).toContainText('Only the unhedged part moves: US$40,000.00');
  await axeClean(page, 'scenario analysis with hedges');

  // Reports: the Monthly Exposure Report's preview carries the same compliance (its CSV and PDF print it too).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('button', { name: /^Monthly Exposure Report/ }).click();
  const inReport = page.getByRole('region', { name: 'Hedge policy compliance' });
  await expect(inReport.getByTestId('compliance-row').filter({ hasText: '0 to 3 months' })).toContainText(
    'Under-hedged by US$15,000.00 ($23,100)',
  );
  await expect(page.getByRole('region', { name: 'FX gains and losses' })).toBeVisible();
  await axeClean(page, 'reports with hedge compliance');

  // Settle at today's rate: realised 60,000 × (1.60 − 1.54) = $3,600, and no more Settle or Cancel.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hedges' }).click();
  await page.getByRole('button', { name: /^Settle contract #/ }).click();
  const settle = page.getByRole('dialog', { name: /^Settle contract #/ });
  await expect(settle.getByTestId('settlement-figures')).toContainText('gain of $3,600.00');
  await settle.getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(page.getByText(/Settled contract #\d+ on .+ at 1\.54: realised gain of \$3,600\.00\./)).toBeVisible();
  await expect(page.getByTestId('hedge-row')).toContainText('Settled');
  await expect(page.getByRole('button', { name: /^Cancel contract #/ })).toHaveCount(0);
  await expect(page.getByTestId('compliance-row').filter({ hasText: '0 to 3 months' })).toContainText('Under-hedged by US$75,000.00');
  checkConsole();
});

test('the Hedges link is in the console and in the demo (issue 26: the demo has a hedge book); /hedges asks to sign in', async ({
  page,
}) => {
  await page.goto('/demo/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Invoices',
    'Customers',
    'Scenario Analysis',
    'Hedges',
    'Reports',
    'Rates',
    'Settings',
  ]);
  await expect(nav.getByRole('link', { name: 'Hedges' })).toHaveAttribute('href', '/demo/hedges');
  await page.goto('/hedges');
  await expect(page).toHaveURL(/\/login$/);
  // An unknown demo path is SPEC's 404 inside the demo's frame: its banner and navigation stay,
  // and its links stay in the demo.
  await page.goto('/demo/no-such-screen');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demo mode' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
    'href',
    '/demo/invoices',
  );
  await axeClean(page, 'the demo 404');
});
