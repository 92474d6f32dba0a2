import { expect, test, type Route } from '@playwright/test';
import { PASSWORD, registerViaApi, signInWithToken, uniqueEmail, watchConsole } from './helpers';

test('register → dashboard → create → send → mark paid: the stat cards follow', async ({ page }) => {
  const checkConsole = watchConsole(page);
  const email = uniqueEmail('flow');
  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
  await expect(page.getByText('No invoices to display')).toBeVisible();
  await expect(page.getByTestId('stat-total')).toHaveText('0');

  await page.getByRole('link', { name: 'New Invoice' }).click();
  await page.getByLabel('Customer', { exact: true }).fill('Tokyo Trading KK');
  await page.getByLabel('Currency').selectOption('JPY');
  await page.getByLabel('Line 1 description').fill('Translation of a product manual');
  await page.getByLabel('Line 1 unit price').fill('250000');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByText('Invoice #1 created as a draft.')).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('stat-total')).toHaveText('1');
  await expect(page.getByTestId('stat-pending')).toHaveText('0');
  await expect(page.getByTestId('stat-exposure')).toHaveText('$0');
  await expect(page.getByText('No open exposure')).toBeVisible();

  // A second tab on the dashboard follows along live (GraphQL subscription), without a reload.
  const other = await page.context().newPage();
  await other.goto('/dashboard');
  await expect(other.getByTestId('stat-exposure')).toHaveText('$0');

  const row = page.getByRole('row', { name: /Tokyo Trading KK/ });
  await expect(row.getByText('DRAFT')).toBeVisible();
  await row.getByRole('button', { name: 'Send invoice #1' }).click();
  // A new account has no business name yet, so Send asks first; Send anyway sends it.
  const ask = page.getByRole('dialog', { name: 'Send Invoice #1 as it is?' });
  await expect(ask.getByText("Add your business's name in Settings, Account: every invoice must name its supplier.")).toBeVisible();
  await ask.getByRole('button', { name: 'Send anyway' }).click();
  await expect(row.getByText('SENT')).toBeVisible();
  await expect(page.getByTestId('stat-pending')).toHaveText('1');
  await expect(page.getByTestId('stat-exposure')).not.toHaveText('$0');
  const exposure = await page.getByTestId('stat-exposure').textContent();
  await expect(page.getByRole('table', { name: 'Exposure by currency' })).toContainText('JPY');
  await expect(other.getByTestId('stat-exposure')).toHaveText(exposure ?? '');
  await expect(other.getByTestId('stat-pending')).toHaveText('1');

  await page.getByRole('button', { name: '-10%' }).click();
  await expect(page.getByTestId('scenario-impact')).not.toHaveText('$0');

  await row.getByRole('button', { name: 'Mark Paid: invoice #1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(row.getByText('PAID')).toBeVisible();
  await expect(page.getByTestId('stat-pending')).toHaveText('0');
  await expect(page.getByTestId('stat-exposure')).toHaveText('$0');
  await expect(other.getByTestId('stat-exposure')).toHaveText('$0');
  await expect(
    page.getByRole('region', { name: 'Audit Log' }).or(page.locator('section[aria-labelledby="audit-title"]')).getByText(/paid/i).first(),
  ).toBeVisible();
  checkConsole();
});

test('a protected route sends a visitor to /login and back after signing in', async ({ page, request }) => {
  const checkConsole = watchConsole(page);
  const { email } = await registerViaApi(request);
  await page.goto('/invoices/new');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/invoices\/new$/);
  await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible();
  checkConsole();
});

test('register refuses one of the most common passwords in words, then takes an uncommon one', async ({ page }) => {
  const email = uniqueEmail('common');
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password is one of the 10,000 most common ones, which attackers try first. Please choose another: a few unrelated words work well.',
  );
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired or broken token counts as signed out', async ({ page }) => {
  await signInWithToken(page, { token: 'not-a-jwt', user: { email: 'x@example.com' } });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout clears the session and reloads at /', async ({ page, request }) => {
  const session = await registerViaApi(request);
  await signInWithToken(page, session);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')])).toEqual([null, null]);
  // The token ended on the server too (the sign-out travels with keepalive as the page leaves):
  // a copy of it no longer opens the api.
  await expect
    .poll(async () => (await request.get('/me/invoices', { headers: { authorization: `Bearer ${session.token}` } })).status())
    .toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a query still in flight at Logout that comes back 401 once the session has ended does not turn the way to / into /login', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request);
  await signInWithToken(page, session);
  // The dashboard's queries are held: they are still in flight when Logout is pressed, and come
  // back 401 as they would once the api has ended the session.
  const held: Route[] = [];
  await page.route('**/graphql', (route) => {
    held.push(route);
  });
  await page.goto('/dashboard');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The way to / is held too, so the old page is still there when the 401s arrive.
  let leave!: () => void;
  const left = new Promise<void>((resolve) => (leave = resolve));
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      await left;
      await route.continue();
    },
  );
  // (clicked in the page: Playwright's click would wait for the held navigation)
  await page.getByRole('button', { name: 'Logout' }).evaluate((button: HTMLButtonElement) => button.click());
  const strayLogin = page
    .waitForRequest((r) => new URL(r.url()).pathname === '/login', { timeout: 1_500 })
    .then(
      () => true,
      () => false,
    );
  for (const route of held.splice(0))
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Sign in again', extensions: { code: 'UNAUTHENTICATED' } }] }),
    });
  expect(await strayLogin).toBe(false);
  leave();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect
    .poll(async () => (await request.get('/me/invoices', { headers: { authorization: `Bearer ${session.token}` } })).status())
    .toBe(401);
});

test('edit an invoice: validation messages, save, history, send from the edit page', async ({ page, request }) => {
  const checkConsole = watchConsole(page);
  await signInWithToken(page, await registerViaApi(request));
  await page.goto('/invoices/new');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Customer is required')).toBeVisible();
  await expect(page.getByText('Line 1 unit price is required')).toBeVisible();
  await expect(page.getByLabel('Customer', { exact: true })).toBeFocused();
  await page.getByLabel('Customer', { exact: true }).fill('Wellington Wines');
  await page.getByLabel('Currency').selectOption('GBP');
  await page.getByLabel('Line 1 description').fill('Cellar door tasting notes');
  await page.getByLabel('Line 1 unit price').fill('12.34567');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Line 1 unit price may have at most 4 decimal places')).toBeVisible();
  await expect(page.getByLabel('Line 1 unit price')).toBeFocused();
  await page.getByLabel('Line 1 unit price').fill('1200');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices$/);

  await page.getByRole('button', { name: 'View Details of INV-0001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice INV-0001' });
  await expect(dialog).toContainText('Wellington Wines');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/invoices\/edit\//);
  await page.getByLabel('Line 1 unit price').fill('1350.50');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invoice #1 saved.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' }).or(page.locator('section[aria-labelledby="history-title"]'));
  await expect(history.getByText(/Created invoice INV-0001/)).toBeVisible();
  await expect(history.locator('li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog', { name: 'Send Invoice #1 as it is?' }).getByRole('button', { name: 'Send anyway' }).click();
  await expect(page.getByText('Invoice #1 sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Paid' })).toBeVisible();
  await expect(history.locator('li')).toHaveCount(3);
  checkConsole();
});

test('a token the api refuses (401 / UNAUTHENTICATED) clears the session and goes to /login, then back', async ({ page, request }) => {
  const b64 = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  const forged = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'nobody', exp: Math.floor(Date.now() / 1000) + 3600 })}.bad-signature`;
  await signInWithToken(page, { token: forged, user: { id: 'x', email: 'ghost@example.com' } });
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/login\?next=%2Finvoices$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  const { email } = await registerViaApi(request);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
});

test('an overdue invoice is marked paid from the list; its edit page is then read-only and says why', async ({ page, request }) => {
  const checkConsole = watchConsole(page);
  const session = await registerViaApi(request);
  const auth = { authorization: `Bearer ${session.token}` };
  const created = await request.post('/me/invoices', {
    headers: auth,
    data: { counterparty: 'Late Payer Ltd', currency: 'USD', amount: 800, due_date: '2025-01-31', issued_date: '2025-01-01' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/me/invoices/${id}/send`, { headers: auth })).status()).toBe(200);

  await signInWithToken(page, session);
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-overdue')).toHaveText('1');
  const row = page.getByRole('row', { name: /Late Payer Ltd/ });
  await expect(row.getByText('OVERDUE')).toBeVisible();
  await row.getByRole('button', { name: 'Mark Paid: invoice #1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(row.getByText('PAID')).toBeVisible();
  await expect(page.getByTestId('stat-overdue')).toHaveText('0');
  await expect(row.getByRole('button', { name: /^Mark Paid/ })).toHaveCount(0);

  // The edit address carries the number the user sees (#1), not the api's id.
  await page.goto('/invoices/edit/1');
  await expect(page.getByRole('note')).toHaveText(
    'Invoice #1 is paid, so it is read-only: a paid invoice is part of your record and cannot be changed.',
  );
  await expect(page.getByLabel('Line 1 unit price')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add line' })).toHaveCount(0);
  await expect(page.getByLabel('Customer', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  checkConsole();
});

test('the landing page offers a signed-in visitor the way back to the dashboard', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
  await signInWithToken(page, await registerViaApi(request));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
