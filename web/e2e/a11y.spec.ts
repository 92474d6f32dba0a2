import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { axeClean, gql, registerViaApi, signInWithToken } from './helpers';

// Every /demo route has the same scan in demo.spec.ts's walk of the demo.
const OPEN = ['/', '/login', '/register', '/coming-soon', '/no-such-page'];
const SIGNED_IN = ['/dashboard', '/invoices', '/invoices/new', '/scenario-analysis', '/reports', '/rates', '/settings'];

async function audit(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await axeClean(page, path);
}

// Each route gets a full axe scan, so the time limit scales with the number of routes, not the default per test.
test.describe.configure({ timeout: 120_000 });

test('open routes have no serious or critical accessibility violations', async ({ page }) => {
  for (const path of OPEN) await audit(page, path);
});

test('signed-in routes have no serious or critical accessibility violations', async ({ page, request }) => {
  const session = await registerViaApi(request);
  const created = await gql<{ createInvoice: { id: string; label: string } }>(
    request,
    session.token,
    'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id label } }',
    { input: { counterparty: 'Axe Ltd', currency: 'EUR', amount: '99.50', dueDate: '2030-01-01' } },
  );
  await signInWithToken(page, session);
  for (const path of [...SIGNED_IN, `/invoices/edit/${created.createInvoice.label}`]) await audit(page, path);
  // The dialogs too.
  await page.goto('/invoices');
  await page
    .getByRole('button', { name: /View Details of/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const dialog = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  expect(dialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
