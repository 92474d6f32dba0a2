import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { axeClean, registerViaApi, signInWithToken, watchConsole } from './helpers';

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 812 } });

type Session = Awaited<ReturnType<typeof registerViaApi>>;

/** A user with one invoice in each state: overdue (sent, past due), sent, draft, paid. */
async function seeded(request: APIRequestContext): Promise<Session> {
  const session = await registerViaApi(request);
  const headers = { authorization: `Bearer ${session.token}` };
  const make = async (counterparty: string, currency: string, amount: number, due: string, then: string[]) => {
    const res = await request.post('/me/invoices', {
      headers,
      data: { counterparty, currency, amount, due_date: due, issued_date: '2024-06-01' },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    for (const step of then) expect((await request.post(`/me/invoices/${id}/${step}`, { headers })).status()).toBe(200);
  };
  await make('Late Payer Holdings International Ltd', 'USD', 12500.5, '2025-01-31', ['send']);
  await make('Tokyo Trading KK', 'JPY', 1250000, '2030-06-30', ['send']);
  await make('Draft Co', 'EUR', 980.25, '2030-07-31', []);
  await make('Paid Up Ltd', 'GBP', 400, '2030-08-31', ['send', 'pay']);
  return session;
}

async function noSideways(page: Page, label: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label}: page wider than ${WIDTH} px`).toBeLessThanOrEqual(
    WIDTH,
  );
}

/** Visible and wholly inside the screen's width (not hidden in a table that scrolls sideways). */
async function onScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
}

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${name}-375.png`), fullPage: true });
}

test('at 375 px the navigation is a menu: every link, aria-expanded, Escape closes and returns focus', async ({ page, request }) => {
  const checkConsole = watchConsole(page);
  await signInWithToken(page, await registerViaApi(request));
  await page.goto('/dashboard');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
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
  for (const link of await nav.getByRole('link').all()) await onScreen(link);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await axeClean(page, 'open menu');

  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Invoices' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(nav.getByRole('link')).toHaveCount(0);

  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  checkConsole();
});

test('every signed-in screen at 375 px: no sideways scrolling, amounts, statuses and actions on screen', async ({
  page,
  request,
}, info) => {
  // Every signed-in screen in turn, with a screenshot of each: about 27 s on a quiet two-core machine.
  test.setTimeout(60_000);
  const checkConsole = watchConsole(page);
  await signInWithToken(page, await seeded(request));

  await page.goto('/dashboard');
  const late = page.getByRole('row', { name: /Late Payer Holdings/ }).last();
  await onScreen(late.getByText('US$12,501'));
  await onScreen(late.getByText('OVERDUE'));
  await onScreen(late.getByRole('button', { name: 'Mark Paid: invoice #1' }));
  await onScreen(late.getByRole('button', { name: 'Export PDF of invoice #1' }));
  const draft = page.getByRole('row', { name: /Draft Co/ }).last();
  await onScreen(draft.getByText('€980'));
  await onScreen(draft.getByRole('button', { name: 'Send invoice #3' }));
  // The exposure table: each currency's amount, NZD value and share.
  const exposure = page.getByRole('table', { name: 'Exposure by currency' });
  await onScreen(exposure.getByText('JP¥1,250,000'));
  await onScreen(page.getByRole('figure', { name: /Exposure by currency/ }));
  await noSideways(page, 'dashboard');
  await shot(page, info, 'dashboard');
  await axeClean(page, 'dashboard at 375');

  await page.goto('/invoices');
  const row = page.getByRole('row', { name: /Late Payer Holdings/ });
  await onScreen(row.getByText('US$12,501'));
  await onScreen(row.getByText('OVERDUE'));
  await onScreen(row.getByRole('button', { name: 'View Details of INV-0001' }));
  await onScreen(row.getByRole('button', { name: 'Write Off INV-0001' }));
  await onScreen(row.getByRole('checkbox', { name: 'Select INV-0001' }));
  await onScreen(page.getByRole('row', { name: /Paid Up Ltd/ }).getByRole('button', { name: 'Archive INV-0004' }));
  await noSideways(page, 'invoices');
  await shot(page, info, 'invoices');
  await axeClean(page, 'invoices at 375');

  await page.goto('/invoices/new');
  await onScreen(page.getByLabel('Line 1 unit price'));
  await onScreen(page.getByRole('button', { name: 'Add line' }));
  await onScreen(page.getByRole('button', { name: 'Create Invoice' }));
  await noSideways(page, 'new invoice');
  await shot(page, info, 'invoice-new');

  await page.goto('/invoices/edit/1');
  await onScreen(page.getByLabel('Line 1 unit price'));
  await noSideways(page, 'edit invoice');
  await shot(page, info, 'invoice-edit');

  await page.goto('/customers');
  const payer = page.getByRole('row', { name: /Late Payer Holdings/ });
  await onScreen(payer.getByRole('link', { name: 'Late Payer Holdings International Ltd' }));
  await onScreen(payer.getByText('US$12,500.50'));
  await noSideways(page, 'customers');
  await shot(page, info, 'customers');
  await payer.getByRole('link').click();
  await onScreen(page.getByRole('table', { name: 'Invoices to Late Payer Holdings International Ltd' }).getByText('INV-0001'));
  await noSideways(page, 'customer');
  await shot(page, info, 'customer');

  await page.goto('/scenario-analysis');
  await onScreen(page.getByTestId('shock-row-USD').getByText(/\$/).first());
  await noSideways(page, 'scenario analysis');
  await shot(page, info, 'scenario-analysis');

  await page.goto('/reports');
  // The page opens on the current NZ financial year; these invoices were issued in 2024.
  await page.getByLabel('Start date').fill('2024-01-01');
  await page.getByLabel('End date').fill('2024-12-31');
  await page.getByRole('button', { name: /Overdue Invoice Summary/ }).click();
  const overdue = page.getByRole('table', { name: 'Overdue invoices, most overdue first' });
  await onScreen(overdue.getByText('US$12,500.50'));
  await onScreen(overdue.getByText('HIGH').or(overdue.getByText('High')).first());
  await onScreen(page.getByRole('button', { name: 'Export Report' }));
  await noSideways(page, 'reports');
  await shot(page, info, 'reports');

  await page.goto('/rates');
  await onScreen(page.getByTestId('rate-USD').getByText('1.54'));
  await onScreen(page.getByTestId('rate-USD').getByText('STALE'));
  await noSideways(page, 'rates');
  await shot(page, info, 'rates');

  for (const tab of ['', '?tab=preferences', '?tab=audit-trail', '?tab=help']) {
    await page.goto(`/settings${tab}`);
    await expect(page.getByRole('tablist', { name: 'Settings sections' })).toBeVisible();
    await noSideways(page, `settings${tab}`);
    await shot(page, info, `settings${tab.replace(/\W/g, '-')}`);
  }
  checkConsole();
});
