import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { axeClean, gql, registerViaApi, signInWithToken, watchConsole } from './helpers';

/**
 * The Scenario Analysis page (issue 10) on the real api: the slider answers at once and agrees
 * with POST /me/exposure/scenario to the dollar; save, pin, load, compare, delete and both
 * exports hold after a reload.
 */

type Session = Awaited<ReturnType<typeof registerViaApi>>;

async function sentInvoice(request: APIRequestContext, token: string, currency: string, amount: string, dueDate: string): Promise<void> {
  const made = await gql<{ createInvoice: { id: string } }>(
    request,
    token,
    'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }',
    { input: { counterparty: `${currency} Customer`, currency, amount, dueDate } },
  );
  await gql(request, token, 'mutation($id: ID!) { sendInvoice(id: $id) { status } }', { id: made.createInvoice.id });
}

/** A new owner with sent invoices in USD, EUR and JPY, signed in on the page. */
async function ownerWithExposure(page: Page, request: APIRequestContext): Promise<Session> {
  const session = await registerViaApi(request);
  await sentInvoice(request, session.token, 'USD', '12345.67', '2030-03-31');
  await sentInvoice(request, session.token, 'EUR', '8000.50', '2030-05-15');
  await sentInvoice(request, session.token, 'JPY', '987654', '2030-01-20');
  await signInWithToken(page, session);
  return session;
}

const dollars = (text: string): number => {
  const n = Number(text.replace(/[^\d.]/g, ''));
  return /^[−-]/.test(text.trim()) ? -n : n;
};
const impact = (page: Page) => page.getByTestId('scenario-impact');
const slider = (page: Page) => page.getByRole('slider', { name: /Rate shock to every foreign currency/ });
const confirmed = (page: Page) => expect(page.getByTestId('scenario-confirmation')).toHaveAttribute('data-status', 'agrees');
const savedNames = (page: Page) => page.getByTestId('saved-scenario').locator('.scenario-name');

async function save(page: Page, name: string, tags: string[] = []): Promise<void> {
  await page.getByLabel('Scenario name').fill(name);
  for (const t of tags) await page.getByRole('group', { name: 'Tags' }).getByLabel(t).check();
  await page.getByRole('button', { name: 'Save Scenario' }).click();
  await expect(page.getByText(`Saved "${name}".`)).toBeVisible();
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [file] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  const chunks = (await (await file.createReadStream()).toArray()) as Buffer[];
  return { name: file.suggestedFilename(), body: Buffer.concat(chunks) };
}

test.describe('Scenario Analysis', () => {
  test("slider at +10 shows the api's POST /me/exposure/scenario impact to the dollar; presets, keyboard and per-currency shocks", async ({
    page,
    request,
  }) => {
    const checkConsole = watchConsole(page);
    const session = await ownerWithExposure(page, request);
    const runs: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('RunScenarioConfirm')) runs.push(r.postData() ?? '');
    });
    await page.goto('/scenario-analysis');
    await expect(page.getByRole('heading', { level: 1, name: 'Scenario Analysis' })).toBeVisible();
    await expect(impact(page)).toHaveText('$0');
    await expect(page.getByTestId('scenario-guidance')).toHaveText('No rate change: your exposure stays as it is.');
    await expect(page.getByTestId('due-horizon')).not.toBeEmpty();

    await page.getByRole('button', { name: '+10%' }).click();
    await expect(slider(page)).toHaveValue('10');
    await confirmed(page);
    const api = await request.post('/me/exposure/scenario', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { base_currency: 'NZD', shocks: { USD: 0.1, EUR: 0.1, JPY: 0.1 } },
    });
    const answer = (await api.json()) as { total_impact: number; total_current: number };
    expect(answer.total_impact).toBeGreaterThan(0);
    expect(dollars(await impact(page).innerText())).toBe(Math.round(answer.total_impact));
    expect(dollars(await page.getByTestId('scenario-current').innerText())).toBe(Math.round(answer.total_current));
    await expect(impact(page)).toHaveText(/^\+\$/);
    await expect(page.getByText('Gain · after the shock')).toBeVisible();

    // Presets: -5 is a loss, signed in text; Reset goes back to nothing.
    await page.getByRole('button', { name: '-5%' }).click();
    await expect(impact(page)).toHaveText(/^−\$/);
    await expect(page.getByText(/^Loss · after the shock/)).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(impact(page)).toHaveText('$0');

    // Keyboard: ten steps of 0.1 on the slider answer at once, and the api is asked once they rest, not per step.
    await confirmed(page);
    const before = runs.length;
    await slider(page).focus();
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
    await expect(slider(page)).toHaveValue('1');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', '+1% against the NZD');
    await confirmed(page);
    expect(runs.length - before).toBeLessThanOrEqual(2);

    // The number box: typed values are clamped to SPEC's range.
    const box = page.getByRole('spinbutton', { name: 'Rate shock in percent' });
    await box.fill('-7.5');
    await box.press('Enter');
    await expect(slider(page)).toHaveValue('-7.5');
    await box.fill('35');
    await box.press('Enter');
    await expect(slider(page)).toHaveValue('20');

    // A currency of its own: USD at +10 while the rest stay at +20; the api agrees.
    const usd = page.getByRole('spinbutton', { name: 'USD shock in percent' });
    await usd.fill('10');
    await usd.press('Enter');
    await expect(page.getByTestId('shock-row-USD')).toContainText('(own shock)');
    await confirmed(page);
    const mixed = (await (
      await request.post('/me/exposure/scenario', {
        headers: { authorization: `Bearer ${session.token}` },
        data: { shocks: { USD: 0.1, EUR: 0.2, JPY: 0.2 } },
      })
    ).json()) as { total_impact: number };
    expect(dollars(await impact(page).innerText())).toBe(Math.round(mixed.total_impact));
    await expect(page.getByRole('figure', { name: /Current against shocked NZD value per currency/ })).toBeVisible();

    await axeClean(page, 'scenario page with data');
    checkConsole();
  });

  test('save with and without a name, pin ordering, load, compare (a third refused), affected invoices, delete confirmation, exports; all after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const checkConsole = watchConsole(page);
    await ownerWithExposure(page, request);
    await page.goto('/scenario-analysis');
    await expect(page.getByText('No saved scenarios yet')).toBeVisible();

    await page.getByRole('button', { name: 'Save Scenario' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a name for this scenario' })).toBeVisible();
    await page.getByLabel('Scenario name').fill('   ');
    await page.getByRole('button', { name: 'Save Scenario' }).click();
    await expect(page.getByText('Please enter a name for this scenario')).toBeVisible();
    await expect(page.getByTestId('saved-scenario')).toHaveCount(0);

    await page.getByRole('button', { name: '+10%' }).click();
    await save(page, 'Board up ten', ['Board Report', 'Best Case']);
    await page.getByRole('button', { name: '-5%' }).click();
    await save(page, 'Down five', ['Worst Case']);
    await page.getByRole('button', { name: '+5%' }).click();
    await save(page, 'Up five');
    await expect(savedNames(page)).toHaveText(['Up five', 'Down five', 'Board up ten']);

    await page.getByRole('button', { name: 'Pin Board up ten' }).click();
    await expect(savedNames(page)).toHaveText(['Board up ten', 'Up five', 'Down five']);
    await page.reload();
    await expect(savedNames(page)).toHaveText(['Board up ten', 'Up five', 'Down five']);
    await expect(page.getByRole('button', { name: 'Unpin Board up ten' })).toBeVisible();
    await expect(page.getByTestId('saved-scenario').first()).toContainText('Board Report');
    // The date of the rates it used (the built-in ones, of 31 December 2024), not the day it was saved.
    await expect(page.getByTestId('saved-scenario').first()).toContainText('rates of 31/12/2024');

    // Load restores the slider and the drafts flag.
    await expect(slider(page)).toHaveValue('0');
    await page.getByRole('button', { name: 'Load Down five' }).click();
    await expect(slider(page)).toHaveValue('-5');
    await expect(impact(page)).toHaveText(/^−\$/);
    await expect(page.getByText('Loaded "Down five" into the simulator.')).toBeVisible();

    // Re-run at today's rates beside the saved result.
    await page.getByRole('button', { name: "Re-run at today's rates: Down five" }).click();
    await expect(page.getByTestId('saved-scenario').filter({ hasText: 'Down five' })).toContainText("At today's rates: impact −$");

    // Affected invoices, with NZD values.
    await page.getByRole('button', { name: 'View affected invoices of Board up ten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoices affected by "Board up ten"' });
    await expect(dialog.locator('tbody tr')).toHaveCount(3);
    await expect(dialog).toContainText('JPY Customer');
    await axeClean(page, 'affected invoices dialog', '[role=dialog]');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Compare exactly two; a third is refused.
    await page.getByLabel('Compare Board up ten').check();
    await page.getByLabel('Compare Down five').check();
    const comparison = page.getByTestId('comparison');
    await expect(comparison).toBeVisible();
    await expect(comparison.getByRole('columnheader', { name: 'Board up ten' }).first()).toBeVisible();
    await expect(page.getByTestId('similar-flag')).toHaveText(/^Not similar: the impacts differ by \$/);
    await page.getByLabel('Compare Up five').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Choose exactly 2 scenarios to compare' })).toBeVisible();
    await expect(page.getByLabel('Compare Up five')).not.toBeChecked();
    await expect(comparison.getByRole('columnheader', { name: 'Down five' }).first()).toBeVisible();

    // Exports: the comparison and the current scenario, as PDF and CSV, rendered by the api.
    const pdf = await downloaded(page, () => comparison.getByRole('button', { name: 'Export PDF of the comparison' }).click());
    expect(pdf.name).toMatch(/^scenario_comparison_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const cmpCsv = await downloaded(page, () => comparison.getByRole('button', { name: 'Export CSV of the comparison' }).click());
    expect(cmpCsv.body.toString()).toContain('Board up ten');
    const csv = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV of this scenario' }).click());
    expect(csv.name).toMatch(/^scenario_\d{4}-\d{2}-\d{2}\.csv$/);
    // A plain machine number, whatever the number format: no grouping, no quotes (issue 26).
    expect(csv.body.toString()).toMatch(/Impact \(NZD\),-\d{4,}\.\d{2}(,|\r\n)/);
    const currentPdf = await downloaded(page, () => page.getByRole('button', { name: 'Export PDF of this scenario' }).click());
    expect(currentPdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    // Delete asks first; Cancel keeps it.
    await page.getByRole('button', { name: 'Delete Up five' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete scenario' });
    await expect(confirm).toContainText('Are you sure you want to delete this scenario?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(savedNames(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Delete Up five' }).click();
    await page.getByRole('dialog', { name: 'Delete scenario' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Deleted "Up five".')).toBeVisible();
    await page.reload();
    await expect(savedNames(page)).toHaveText(['Board up ten', 'Down five']);
    checkConsole();
  });

  test('empty and failing states: no exposure, no saved scenarios, a failed load with a retry', async ({ page, request }) => {
    const checkConsole = watchConsole(page, [/Failed to load resource/, /500/]);
    const session = await registerViaApi(request);
    await signInWithToken(page, session);
    await page.goto('/scenario-analysis');
    await expect(page.getByText('No foreign-currency exposure to shock yet')).toBeVisible();
    await expect(page.getByText('No saved scenarios yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Scenario' })).toBeDisabled();
    await axeClean(page, 'empty scenario page');

    let fail = true;
    await page.route('**/graphql', async (route) => {
      if (fail && (route.request().postData() ?? '').includes('SavedScenarios'))
        await route.fulfill({ status: 500, body: '{}', contentType: 'application/json' });
      else await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Your saved scenarios could not be loaded.' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No saved scenarios yet')).toBeVisible();
    checkConsole();
  });
});
