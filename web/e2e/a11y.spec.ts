import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gql, registerViaApi, signInWithToken } from './helpers';

const OPEN = [
  '/',
  '/login',
  '/register',
  '/demo',
  '/demo/dashboard',
  '/demo/invoices',
  '/demo/scenario-analysis',
  '/demo/reports',
  '/demo/settings',
  '/coming-soon',
  '/no-such-page',
];
const SIGNED_IN = ['/dashboard', '/invoices', '/invoices/new', '/scenario-analysis', '/reports', '/rates', '/settings'];

async function audit(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious, `${path}`).toEqual([]);
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
