import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeClean, watchConsole } from './helpers';

/**
 * Demo mode (SPEC sections 2, 4 and 9; issue 12): every /demo screen runs in the browser on
 * sample data. Each test records every request the page makes; none may reach the api
 * (/graphql, /auth, /me, /invoices) and nothing but the app's own static files may load.
 */

const BANNER = 'Demo Mode — Sample data only. No real transactions or data modifications.';
const DEMO_ROUTES = [
  '/demo',
  '/demo/dashboard',
  '/demo/invoices',
  '/demo/scenario-analysis',
  '/demo/hedges',
  '/demo/reports',
  '/demo/settings',
];
const API_PATHS = /^\/(graphql|auth|me|invoices)(\/|$|\?)/;

/** Routes every request through a recorder: api calls are refused and kept, as is anything not a static file of the app. */
async function recordRequests(page: Page): Promise<{ forbidden: string[]; sockets: string[] }> {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8001').origin;
  const forbidden: string[] = [];
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.route('**/*', async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    const ownOrigin = url.origin === origin;
    const isApi = API_PATHS.test(url.pathname);
    const isStatic =
      ownOrigin &&
      req.method() === 'GET' &&
      ((req.resourceType() === 'document' && url.pathname.startsWith('/demo')) || /^\/(assets\/[\w.-]+|favicon\.svg)$/.test(url.pathname));
    if (isApi || !isStatic) {
      forbidden.push(`${req.method()} ${url.pathname}${url.search}`);
      await route.abort();
      return;
    }
    await route.continue();
  });
  return { forbidden, sockets };
}

const nzd = async (l: Locator): Promise<number> => Number((await l.innerText()).replace(/[^\d.-]/g, ''));
const exposureCard = (page: Page) => page.getByTestId('stat-exposure');
const auditItems = (page: Page) => page.locator('section[aria-labelledby="audit-title"] li');
const notice = (page: Page) => page.locator('.alert[role=status]').first();
const minutesOf = (text: string): number => {
  const m = /(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`no 24-hour time in "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
};

async function expectBannerAndNav(page: Page, active: string): Promise<void> {
  const banner = page.getByRole('region', { name: 'Demo mode' });
  await expect(banner).toContainText(BANNER);
  await expect(banner.getByRole('button', { name: 'Exit Demo' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of [
    ['Dashboard', /^\/demo(\/dashboard)?$/],
    ['Invoices', /^\/demo\/invoices$/],
    ['Scenario Analysis', /^\/demo\/scenario-analysis$/],
    ['Hedges', /^\/demo\/hedges$/],
    ['Reports', /^\/demo\/reports$/],
    ['Settings', /^\/demo\/settings$/],
  ] as const) {
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: active })).toHaveAttribute('aria-current', 'page');
}

test.describe('demo mode', () => {
  test("the demo dashboard shows SPEC's sections on sample data and never calls the server", async ({ page }) => {
    const checkConsole = watchConsole(page);
    const rec = await recordRequests(page);
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Dashboard' })).toBeVisible();
    await expect(page.getByText('Sample data for demonstration purposes', { exact: true })).toBeVisible();
    await expectBannerAndNav(page, 'Dashboard');

    // Four stat cards, matching the sample invoices listed below them.
    const rows = page.locator('section[aria-labelledby="invoice-views-title"] tbody tr');
    await expect(rows).toHaveCount(12);
    await expect(page.getByTestId('stat-total')).toHaveText(String(await rows.count()));
    const overdue = await rows.filter({ hasText: 'OVERDUE' }).count();
    expect(overdue).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-overdue')).toHaveText(String(overdue));
    await expect(page.locator('.stat-card.is-alert', { has: page.getByTestId('stat-overdue') })).toBeVisible();
    await expect(page.getByTestId('stat-pending')).toHaveText(String(await rows.filter({ hasText: 'SENT' }).count()));
    await expect(exposureCard(page)).toHaveText(/^\$[\d,]+$/);

    // Exposure analytics: the table's NZD total is the card's; chart and exposure-view toggles.
    const analytics = page.locator('section[aria-labelledby="exposure-title"]');
    const initial = await nzd(exposureCard(page));
    expect(await nzd(analytics.locator('tfoot strong'))).toBe(initial);
    const chartType = analytics.getByRole('group', { name: 'Chart type' });
    const amounts = analytics.getByRole('group', { name: 'Amounts' });
    await expect(chartType.getByRole('button', { name: 'Pie' })).toHaveAttribute('aria-pressed', 'true');
    await expect(amounts.getByRole('button', { name: 'NZD' })).toHaveAttribute('aria-pressed', 'true');
    await chartType.getByRole('button', { name: 'Bar' }).click();
    await expect(chartType.getByRole('button', { name: 'Bar' })).toHaveAttribute('aria-pressed', 'true');
    await amounts.getByRole('button', { name: 'Native' }).click();
    await expect(amounts.getByRole('button', { name: 'Native' })).toHaveAttribute('aria-pressed', 'true');
    // Native amounts: never a pie; one bar per currency on its own scale, each amount rounded as in the table.
    const ownScale = analytics.getByRole('figure', { name: 'Exposure by currency, in each currency, each on its own scale' });
    const tableRows = analytics.getByRole('table', { name: 'Exposure by currency' }).locator('tbody tr');
    await expect(ownScale.getByRole('listitem')).toHaveCount(await tableRows.count());
    await expect(chartType.getByRole('button', { name: 'Pie' })).toBeDisabled();
    await expect(analytics.locator('.recharts-pie-sector')).toHaveCount(0);
    await expect(ownScale.getByRole('listitem').first()).toContainText(
      await tableRows.first().locator('td[data-label="Amount"]').innerText(),
    );
    await amounts.getByRole('button', { name: 'NZD' }).click();
    await expect(analytics.locator('.recharts-bar-rectangle').first()).toBeVisible();
    // The NZD pie names its slices in a legend with the table's shares.
    await chartType.getByRole('button', { name: 'Pie' }).click();
    const firstCurrency = (await tableRows.first().locator('td[data-label="Currency"]').innerText()).split(' ')[0] ?? '';
    const firstShare = await tableRows.first().locator('td[data-label="Share"]').innerText();
    await expect(analytics.getByRole('list', { name: 'Chart legend' }).getByRole('listitem').first()).toHaveText(
      `${firstCurrency} ${firstShare}`,
    );

    // The invoice list: view mode 'invoice' first; every due-date group has members; By Currency.
    const views = page.locator('section[aria-labelledby="invoice-views-title"]');
    await expect(views.getByRole('button', { name: 'By Invoice' })).toHaveAttribute('aria-pressed', 'true');
    await views.getByRole('group', { name: 'Group by' }).getByRole('button', { name: 'Due Date' }).click();
    await expect(views.locator('.group-header h3')).toHaveText(['Overdue', 'Due Today', 'Next 7 Days', 'Next 30 Days', 'Later']);
    await views.getByRole('button', { name: 'By Currency' }).click();
    await expect(views.getByRole('columnheader')).toHaveText(['Currency', 'Total Exposure', 'Earliest Due', 'Invoice Count']);
    await views.getByRole('button', { name: 'By Invoice' }).click();
    await views.getByRole('group', { name: 'Group by' }).getByRole('button', { name: 'Invoice ID' }).click();

    // FX Meter: SPEC's gauge rule, colours and captions.
    const meter = page.locator('section[aria-labelledby="fx-meter-title"]');
    await expect(meter.getByRole('heading', { name: 'FX Meter' })).toBeVisible();
    await expect(meter.getByText('Rates updated 2 mins ago', { exact: true })).toBeVisible();
    const pairs = meter.getByTestId('fx-pair');
    expect(await pairs.count()).toBeGreaterThan(1);
    let green = 0;
    let red = 0;
    for (const pair of await pairs.all()) {
      const caption = await pair.locator('p.fx-caption').innerText();
      const m = /^Locked (\d+\.\d{2}) · Market (\d+\.\d{2}) · ([+-]?\d+\.\d)%$/.exec(caption);
      expect(m, caption).not.toBeNull();
      const [locked, market] = [Number(m?.[1]), Number(m?.[2])];
      const fill = pair.getByTestId('fx-gauge-fill');
      const width = await fill.evaluate(
        (el) => el.getBoundingClientRect().width / (el.parentElement as HTMLElement).getBoundingClientRect().width,
      );
      expect(Math.abs(width - Math.min(1, locked / market / 2))).toBeLessThan(0.02);
      const colour = await fill.evaluate((el) => getComputedStyle(el).backgroundColor);
      if (Number(m?.[3]) >= 0) {
        green += 1;
        expect(colour).toBe('rgb(10, 107, 61)');
      } else {
        red += 1;
        expect(colour).toBe('rgb(180, 35, 24)');
      }
    }
    expect(green > 0 && red > 0).toBe(true);

    // Audit Trail: the sample entries 5 minutes apart back from the started entry, 24-hour times.
    const trail = page.locator('section[aria-labelledby="audit-title"]');
    await expect(trail.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
    const stamps = await auditItems(page).locator('time').allInnerTexts();
    expect(stamps.length).toBeGreaterThan(3);
    await expect(auditItems(page).first()).toContainText('Demo mode started');
    for (let i = 1; i < stamps.length; i += 1) expect((minutesOf(stamps[i - 1] ?? '') - minutesOf(stamps[i] ?? '') + 1440) % 1440).toBe(5);

    await page.getByRole('link', { name: 'Go to Invoices Page →' }).click();
    await expect(page).toHaveURL(/\/demo\/invoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

    expect(rec.forbidden).toEqual([]);
    expect(rec.sockets).toEqual([]);
    checkConsole();
  });

  test('the demo scenario panel: presets, slider, the NZD ↑/↓ 10% toggle, Reset and Export CSV with its toast', async ({ page }) => {
    const rec = await recordRequests(page);
    await page.goto('/demo/dashboard');
    const panel = page.locator('section[aria-labelledby="scenario-title"]');
    const slider = panel.getByRole('slider');
    await expect(slider).toHaveAttribute('step', '0.5');
    await expect(slider).toHaveAttribute('min', '-20');
    await expect(slider).toHaveAttribute('max', '20');
    await expect(panel.getByRole('group', { name: 'Shock presets' }).getByRole('button')).toHaveText([
      '-10%',
      '-5%',
      'Reset',
      '+5%',
      '+10%',
    ]);
    const initial = await nzd(exposureCard(page));
    await expect(panel.getByTestId('scenario-impact')).toHaveText('$0');

    // +5% on every foreign currency: impact is 5% of the exposure (rounded to whole dollars on screen).
    await panel.getByRole('button', { name: '+5%' }).click();
    await expect.poll(async () => nzd(panel.getByTestId('scenario-impact'))).toBeGreaterThan(0);
    expect(Math.abs((await nzd(panel.getByTestId('scenario-impact'))) - initial * 0.05)).toBeLessThanOrEqual(1);
    await slider.fill('-7.5');
    await expect(panel.getByText('Rate shock to every foreign currency: -7.5%')).toBeVisible();

    // NZD ↑/↓ 10%: first raises every amount 10% from the sample set, then lowers 10% from it, then raises again.
    const nzdButton = panel.getByRole('button', { name: 'NZD ↑/↓ 10%' });
    await nzdButton.click();
    await expect.poll(async () => nzd(exposureCard(page))).not.toBe(initial);
    expect(Math.abs((await nzd(exposureCard(page))) - initial * 1.1)).toBeLessThanOrEqual(2);
    await expect(panel.getByText('Amounts raised 10%. Next: lower them 10%')).toBeVisible();
    await nzdButton.click();
    await expect.poll(async () => Math.abs((await nzd(exposureCard(page))) - initial * 0.9)).toBeLessThanOrEqual(2);
    await expect(panel.getByText('Next: raise every amount 10%')).toBeVisible();
    await nzdButton.click();
    await expect.poll(async () => Math.abs((await nzd(exposureCard(page))) - initial * 1.1)).toBeLessThanOrEqual(2);
    await expect(auditItems(page).first()).toContainText('all amounts raised 10% from the sample set');

    // Reset: the sample amounts, direction up, shock 0.
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(async () => nzd(exposureCard(page))).toBe(initial);
    await expect(slider).toHaveValue('0');
    await expect(panel.getByText('Next: raise every amount 10%')).toBeVisible();
    await expect(panel.getByTestId('scenario-impact')).toHaveText('$0');

    // Export CSV: simulated, with SPEC's toast for 3 seconds and an audit line.
    const started = Date.now();
    await panel.getByRole('button', { name: 'Export CSV' }).click();
    const toast = page.getByText('Invoices exported successfully', { exact: true });
    await expect(toast).toBeVisible();
    await expect(auditItems(page).first()).toContainText('Demo export: Scenario CSV (simulated)');
    await page.waitForTimeout(Math.max(0, 2_400 - (Date.now() - started)));
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 2_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);

    expect(rec.forbidden).toEqual([]);
  });

  test("invoice actions change the sample data in memory with SPEC's audit lines; exports are simulated", async ({ page }) => {
    const rec = await recordRequests(page);
    await page.goto('/demo');
    const views = page.locator('section[aria-labelledby="invoice-views-title"]');
    const pending = Number(await page.getByTestId('stat-pending').innerText());
    const sentRow = views.locator('tbody tr', { has: page.getByText('SENT', { exact: true }) }).first();
    const number = (await sentRow.locator('td').first().innerText()).replace('#', '');
    // Mark Paid asks first (the dialog's figures come from the demo's rates); then says what it did, with Undo.
    await sentRow.getByRole('button', { name: /^Mark Paid/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await expect(notice(page)).toContainText(`Marked INV-${number.padStart(4, '0')} paid on`);
    await expect(notice(page)).toContainText('Demo mode: this change is not saved.');
    await expect(auditItems(page).first()).toContainText(`Updated demo invoice #${number} to paid`);
    await expect(page.getByTestId('stat-pending')).toHaveText(String(pending - 1));

    // An overdue invoice (a sent one past its due date) is paid from the list as well.
    const overdue = Number(await page.getByTestId('stat-overdue').innerText());
    const overdueRow = views.locator('tbody tr', { has: page.getByText('OVERDUE', { exact: true }) }).first();
    const late = (await overdueRow.locator('td').first().innerText()).replace('#', '');
    await overdueRow.getByRole('button', { name: `Mark Paid: invoice #${late}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await expect(auditItems(page).first()).toContainText(`Updated demo invoice #${late} to paid`);
    await expect(page.getByTestId('stat-overdue')).toHaveText(String(overdue - 1));

    const draftRow = views.locator('tbody tr', { has: page.getByRole('button', { name: /^Send/ }) }).first();
    const draft = (await draftRow.locator('td').first().innerText()).replace('#', '');
    await draftRow.getByRole('button', { name: /^Send/ }).click();
    // The sample drafts are not yet complete tax invoices (issue 27): Send asks first.
    await page
      .getByRole('dialog', { name: `Send Invoice #${draft} as it is?` })
      .getByRole('button', { name: 'Send anyway' })
      .click();
    await expect(auditItems(page).first()).toContainText(`Updated demo invoice #${draft} to sent`);
    await expect(page.getByTestId('stat-pending')).toHaveText(String(pending));

    await views.getByRole('button', { name: 'Export PDF of invoice #1', exact: true }).click();
    await expect(notice(page)).toContainText('Demo export: PDF of invoice #1 (simulated)');
    const analytics = page.locator('section[aria-labelledby="exposure-title"]');
    await analytics.getByRole('button', { name: 'Export CSV' }).click();
    await expect(auditItems(page).first()).toContainText('Demo export: CSV report (simulated)');
    await analytics.getByRole('button', { name: 'Export PDF' }).click();
    await expect(auditItems(page).first()).toContainText('Demo export: PDF report (simulated)');

    // The demo keeps its state across demo screens, and a reload starts fresh.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(auditItems(page).filter({ hasText: `Updated demo invoice #${number} to paid` })).toHaveCount(1);
    await page.reload();
    await expect(auditItems(page).first()).toContainText('Demo mode started');
    await expect(auditItems(page).filter({ hasText: `Updated demo invoice #${number} to paid` })).toHaveCount(0);
    await expect(page.getByTestId('stat-pending')).toHaveText(String(pending));

    expect(rec.forbidden).toEqual([]);
  });

  test('the demo invoices page: create and edit disabled, filing in memory, exports simulated', async ({ page }) => {
    const rec = await recordRequests(page);
    await page.goto('/demo/invoices');
    await expectBannerAndNav(page, 'Invoices');
    await expect(page.getByRole('button', { name: 'New Invoice' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'New Invoice' })).toHaveCount(0);
    const tabs = page.getByRole('tablist', { name: 'Invoice folders' });
    await expect(tabs.getByRole('tab', { name: /Active/ })).toContainText('12');

    await page.getByRole('button', { name: 'View Details of INV-0001' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Acme Corporation');
    await expect(dialog.getByRole('button', { name: /^Edit/ })).toBeDisabled();
    await dialog.getByText('Close', { exact: true }).click();

    await page.getByRole('button', { name: 'Archive Selected' }).click();
    await expect(page.getByRole('alert')).toContainText('Please select invoices to archive');

    // Write off an overdue invoice, then restore it; archive a paid one.
    await page.getByRole('button', { name: 'Write Off INV-0001' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Write off INV-0001' }).click();
    await expect(notice(page)).toContainText('Wrote off INV-0001. Demo mode: this change is not saved.');
    await expect(tabs.getByRole('tab', { name: /Write-offs/ })).toContainText('1');
    await tabs.getByRole('tab', { name: /Write-offs/ }).click();
    await page.getByRole('button', { name: 'Restore INV-0001' }).click();
    await expect(tabs.getByRole('tab', { name: /Write-offs/ })).toContainText('0');
    await tabs.getByRole('tab', { name: /Active/ }).click();
    await page
      .getByRole('button', { name: /^Archive INV-/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Archive INV-/ })
      .click();
    await expect(tabs.getByRole('tab', { name: /Archive/ })).toContainText('1');

    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(notice(page)).toContainText('Demo export: CSV invoice list (simulated)');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    await expect(notice(page)).toContainText('Demo export: PDF invoice list (simulated)');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    for (const line of [
      'Wrote off demo invoice #1',
      'Restored demo invoice #1 as overdue',
      'Demo export: CSV invoice list (simulated)',
      'Demo export: PDF invoice list (simulated)',
    ]) {
      await expect(auditItems(page).filter({ hasText: line }), line).toHaveCount(1);
    }
    expect(rec.forbidden).toEqual([]);
  });

  test("demo reports: previews on sample data with SPEC's fixed figures, exports simulated, the tax bundle made in the browser", async ({
    page,
  }) => {
    const checkConsole = watchConsole(page);
    const rec = await recordRequests(page);
    await page.goto('/demo/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByText('Reports are generated from sample data. Exports are simulated only.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Report' })).toBeDisabled();
    await page.getByRole('button', { name: 'This month' }).click();
    const start = await page.getByLabel('Start date').inputValue();
    await page.getByLabel('Start date').fill(`${Number(start.slice(0, 4)) - 1}${start.slice(4)}`);

    await page.getByRole('button', { name: /^Overdue Invoice Summary/ }).click();
    // The sample data has two invoices past due (18 and 5 days: Medium and Low).
    const overdue = page.locator('.report-preview tbody tr');
    await expect(overdue).toHaveCount(2);
    await expect(overdue.nth(0)).toContainText('Acme Corporation');
    await expect(overdue.nth(0).locator('.badge')).toHaveText('Medium');
    await expect(overdue.nth(1).locator('.badge')).toHaveText('Low');
    await expect(page.locator('.report-banner')).toHaveText(/: 12 invoices in range$/);

    await page.getByRole('button', { name: /^Currency Breakdown Report/ }).click();
    const card = (code: string) => page.locator('.share-card').filter({ has: page.locator('.currency-badge', { hasText: code }) });
    for (const [code, share, nzd] of [
      ['USD', '35.0%', '$54,600 NZD'],
      ['EUR', '28.0%', '$43,680 NZD'],
      ['GBP', '22.0%', '$34,320 NZD'],
      ['JPY', '15.0%', '$23,400 NZD'],
    ] as const) {
      await expect(card(code).locator('.share-value')).toHaveText(share);
      await expect(card(code)).toContainText(nzd);
    }
    await page.getByRole('button', { name: /^Payment Trends Analysis/ }).click();
    const trends = page.locator('.report-preview tbody tr');
    await expect(trends).toHaveCount(3);
    await expect(trends.nth(0)).toContainText('28.0 days');
    await expect(trends.nth(0)).toContainText('12');
    await expect(trends.nth(0).locator('.badge')).toHaveText('Improving');
    await expect(trends.nth(1).locator('.badge')).toHaveText('Slowing');
    await expect(trends.nth(2).locator('.badge')).toHaveText('Stable');

    await page.getByRole('button', { name: 'Export Report' }).click();
    await expect(page.getByText('Demo export: PDF report (simulated)')).toBeVisible();

    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByRole('button', { name: 'Export for Tax Time' }).click();
    await expect(page.getByText(/Tax-time bundle ready: 6 sample CSV files downloaded/)).toBeVisible();
    const today = (await page.getByLabel('End date').inputValue()).slice(0, 7);
    expect(downloads).toHaveLength(6);
    for (const [n, base] of [
      'invoice_ledger',
      'fx_conversion_log',
      'audit_trail',
      'write_off_report',
      'tax_time_summary',
      'gst_return',
    ].entries()) {
      expect(downloads[n]).toMatch(new RegExp(`^${base}_${today}-\\d{2}_demo\\.csv$`));
    }
    const [ledger] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Invoice Ledger/ }).click()]);
    const text = Buffer.concat(await (await ledger.createReadStream()).toArray()).toString('utf8');
    expect(text).toContain('Acme Corporation');
    expect(text).toContain('This is sample data from demo mode and is not for filing.');
    await axeClean(page, '/demo/reports with a preview');

    // The simulated exports are in the demo audit log.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(auditItems(page).filter({ hasText: 'Demo export: Tax Time bundle (6 CSV files) (simulated)' })).toHaveCount(1);
    await expect(auditItems(page).filter({ hasText: 'Demo export: PDF report (simulated)' })).toHaveCount(1);
    expect(rec.forbidden).toEqual([]);
    expect(rec.sockets).toEqual([]);
    checkConsole();
  });

  test('demo settings: preferences format every demo screen in memory, audit filters, the audit export made in the browser, the contact modal; no request', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const checkConsole = watchConsole(page);
    const rec = await recordRequests(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const status = page.locator('section[aria-labelledby="prefs-display-title"] [role=status]');
    await page.goto('/demo/settings?tab=preferences');
    await expectBannerAndNav(page, 'Settings');

    // Preferences work in the demo (SPEC disables only the account actions), in memory, saying so.
    await expect(page.getByLabel('Base Currency')).toHaveValue('NZD');
    await expect(page.getByLabel('Date Format')).toHaveValue('dd/mm/yyyy');
    await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Overdue Invoice Alerts' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Weekly Exposure Report' })).not.toBeChecked();
    await page.getByLabel('Date Format').selectOption('yyyy-mm-dd');
    await expect(status).toHaveText('✓ Date format changed. Demo mode: this change is not saved.');
    await page.getByLabel('Number Format').selectOption('period');
    await expect(status).toHaveText('✓ Number format changed. Demo mode: this change is not saved.');
    await page.getByRole('switch', { name: 'Weekly Exposure Report' }).check();
    await expect(status).toHaveText('✓ Weekly Exposure Report changed. Demo mode: this change is not saved.');
    await expect(page.getByText('Example: US$1.234,56 due 2026-12-31, recorded 2026-12-31 14:30.', { exact: false })).toBeVisible();

    // Every demo screen follows them: the dashboard's figures and dates.
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(exposureCard(page)).toHaveText(/^\$\d{1,3}(\.\d{3})+$/);
    const views = page.locator('section[aria-labelledby="invoice-views-title"]');
    await expect(views.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2}$/ }).first()).toBeVisible();
    await expect(auditItems(page).first()).toContainText('Updated demo preferences (not saved)');

    // Audit Trail: filters over the demo log, and the export made in the browser with SPEC's demo audit line.
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    await expect(page).toHaveURL(/\/demo\/settings\?tab=audit-trail$/);
    const rows = page.getByRole('table', { name: 'Audit events, newest first' }).locator('tbody tr');
    await expect(rows.first()).toContainText('Preferences updated');
    const all = await rows.count();
    await page.getByLabel('Action').selectOption('preferences.updated');
    await expect(rows).toHaveCount(3);
    await page.getByLabel('Entity').selectOption('demo');
    await expect(rows).toHaveCount(3);
    await page.getByLabel('From').fill('2000-01-01');
    await page.getByLabel('To').fill('2000-01-31');
    await expect(page.getByText('No events match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows).toHaveCount(all);
    await expect(rows.last()).toContainText('Demo sample');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Audit Log (CSV)' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^audit_log_\d{4}-\d{2}-\d{2}_demo\.csv$/);
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
    // The api's CSV rule: the BOM, one width, the footer as the last record.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Seq,Timestamp,Actor,Action,Entity Type,Entity ID,Message,Previous Hash,Hash');
    // Oldest first, timestamps in the demo's chosen date format.
    expect(lines[1]).toMatch(/^1,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},demo user,demo\.sample,/);
    expect(csv).toContain('Demo mode started: sample data loaded');
    expect(csv).toContain('Updated demo preferences (not saved)');
    expect(lines.at(-1)).toMatch(/^Generated by Kea FX .*This is sample data from demo mode and is not for filing\.,{8}$/);
    await expect(page.getByRole('status').filter({ hasText: 'Demo export: Audit Log CSV (simulated)' })).toBeVisible();
    await expect(rows.first()).toContainText('Demo export: Audit Log CSV (simulated)');
    await expect(page.getByText(`✓ Chain verified · ${all + 1} events`)).toBeVisible();

    // At 375 px each event is a stacked card: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    const wrap = page.locator('.audit-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await axeClean(page, '/demo/settings audit trail at 375 px');
    await page.setViewportSize({ width: 1280, height: 720 });

    // Help & Glossary: the Contact Support modal with SPEC's rules and texts, simulated.
    await page.getByRole('tab', { name: 'Help & Glossary' }).click();
    await page.getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Support' });
    await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '6');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    for (const msg of ['Name is required', 'Email is required', 'Subject is required', 'Message is required'])
      await expect(dialog.getByText(msg)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await dialog.getByLabel('Name').fill('Aroha Ngata');
    await dialog.getByLabel('Email').fill('aroha@kea.example');
    await dialog.getByLabel('Subject').fill('Rate question');
    await dialog.getByLabel('Message').fill('Where do the rates come from?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Message Sent!')).toBeVisible();
    await expect(dialog.getByText("Thank you for contacting us. We'll get back to you shortly.")).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await expect(dialog.getByLabel('Subject')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    await expect(rows.first()).toContainText('Demo contact message: Rate question (simulated, not sent)');

    // Account: the sample profile, its actions disabled and labelled '(Demo)'.
    await page.getByRole('tab', { name: 'Account' }).click();
    for (const name of ['Save Changes (Demo)', 'Upgrade Plan (Demo)', 'Update Payment Method (Demo)'])
      await expect(page.getByRole('button', { name })).toBeDisabled();

    // A reload starts fresh: SPEC's default preferences again.
    await page.goto('/demo/settings?tab=preferences');
    await expect(page.getByLabel('Date Format')).toHaveValue('dd/mm/yyyy');
    await expect(page.getByLabel('Number Format')).toHaveValue('comma');

    expect(rec.forbidden).toEqual([]);
    expect(rec.sockets).toEqual([]);
    checkConsole();
  });

  test('the demo is its own chunk: loaded on /demo, never on the landing page or the sign-in page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
    });
    const demoChunk = /\/assets\/(DemoRoot|DemoContext|DemoDashboardPage)-/;
    for (const path of ['/', '/login', '/dashboard']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => demoChunk.test(s))).toEqual([]);
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Dashboard' })).toBeVisible();
    expect(scripts.some((s) => /\/assets\/DemoRoot-/.test(s))).toBe(true);
  });

  test('the demo Scenario Analysis page: the real page on sample data; saving and deleting disabled, pin, compare and exports simulated, no request', async ({
    page,
  }) => {
    const checkConsole = watchConsole(page);
    const rec = await recordRequests(page);
    await page.goto('/demo/scenario-analysis');
    await expect(page.getByRole('heading', { level: 1, name: 'Scenario Analysis' })).toBeVisible();
    await expectBannerAndNav(page, 'Scenario Analysis');

    // The simulator answers from the sample exposure and the in-browser schema confirms it to the cent.
    const impact = page.getByTestId('scenario-impact');
    await expect(impact).toHaveText('$0');
    await page.getByRole('button', { name: '+10%' }).click();
    await expect(impact).toHaveText(/^\+\$/);
    await expect(page.getByTestId('scenario-confirmation')).toHaveAttribute('data-status', 'agrees');
    // Nothing was sent, so it says where the figure was calculated, not that a server confirmed it.
    await expect(page.getByTestId('scenario-confirmation')).toHaveText('Calculated on sample data in your browser.');
    const current = await nzd(page.getByTestId('scenario-current'));
    expect(Math.abs((await nzd(impact)) - current * 0.1)).toBeLessThanOrEqual(1);

    // SPEC: creating, saving and deleting scenarios are disabled in demo mode.
    await expect(page.getByRole('button', { name: 'Save Scenario' })).toBeDisabled();
    await expect(page.getByLabel('Scenario name')).toBeDisabled();
    await expect(page.getByText('Saving scenarios is disabled in demo mode.')).toBeVisible();
    const names = page.getByTestId('saved-scenario').locator('.scenario-name');
    await expect(names.first()).toHaveText('USD amounts +15%');
    for (const del of await page.getByRole('button', { name: /^Delete / }).all()) await expect(del).toBeDisabled();

    // Sample scenarios load, pin and compare in memory.
    await page.getByRole('button', { name: 'Load EUR amounts -10%' }).click();
    await expect(page.getByRole('slider', { name: /Rate shock to every foreign currency/ })).toHaveValue('0');
    await expect(page.getByTestId('shock-row-EUR').getByRole('spinbutton')).toHaveValue('-10');
    await expect(impact).toHaveText(/^−\$/);
    await page.getByRole('button', { name: 'Pin EUR amounts -10%' }).click();
    await expect(page.getByRole('button', { name: 'Unpin EUR amounts -10%' })).toBeVisible();
    await page.getByLabel('Compare USD amounts +15%').check();
    await page.getByLabel('Compare EUR amounts -10%').check();
    await expect(page.getByTestId('similar-flag')).toBeVisible();
    await page.getByTestId('comparison').getByRole('button', { name: 'Export PDF of the comparison' }).click();
    await expect(page.getByText('Demo export: scenario comparison PDF (simulated)')).toBeVisible();
    await page.getByRole('button', { name: 'Export CSV of this scenario' }).click();
    await expect(page.getByText('Demo export: scenario CSV (simulated)')).toBeVisible();

    await axeClean(page, '/demo/scenario-analysis');
    expect(rec.forbidden).toEqual([]);
    expect(rec.sockets).toEqual([]);
    checkConsole();
  });

  test('every demo route has the banner, stays under /demo, is axe-clean and makes no server request; Exit Demo goes to sign in', async ({
    page,
  }) => {
    test.setTimeout(60_000); // seven full screens, each with an axe run
    const rec = await recordRequests(page);
    for (const path of DEMO_ROUTES) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Loading/ })
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      const active =
        {
          '/demo': 'Dashboard',
          '/demo/dashboard': 'Dashboard',
          '/demo/invoices': 'Invoices',
          '/demo/scenario-analysis': 'Scenario Analysis',
          '/demo/hedges': 'Hedges',
          '/demo/reports': 'Reports',
          '/demo/settings': 'Settings',
        }[path] ?? '';
      await expectBannerAndNav(page, active);
      if (path === '/demo/reports')
        await expect(page.getByText('Reports are generated from sample data. Exports are simulated only.')).toBeVisible();
      if (path === '/demo/settings') {
        // SPEC: the account comes from the sample profile and its actions are disabled and labelled '(Demo)'.
        await expect(page.getByLabel('Full Name')).toHaveValue('Alex Morgan');
        await expect(page.getByRole('button', { name: 'Save Changes (Demo)' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Upgrade Plan (Demo)' })).toBeDisabled();
        await expect(page.getByText('Professional', { exact: false }).first()).toBeVisible();
      }
      await axeClean(page, path);
    }
    expect(rec.forbidden).toEqual([]);
    expect(rec.sockets).toEqual([]);
    // The recorder does see a call to the api when one is made (so the empty lists above mean something).
    await page.evaluate(() => fetch('/me/invoices').catch(() => null));
    expect(rec.forbidden).toEqual(['GET /me/invoices']);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Exit Demo' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
