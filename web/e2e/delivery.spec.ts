import { expect, test, type Page } from '@playwright/test';
import { gql, registerViaApi, signInWithToken, watchConsole } from './helpers';

/**
 * Issue 23, what the browser gets from the built server: a console free of errors and CSP
 * violations (zod parses without eval), the files compressed and cached as they should be, no
 * source maps, a real robots.txt, and first loads without the code they do not need.
 */

/** Records every CSP violation the page reports (the console shows them too; this names the directive). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Every script the page fetched, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
  });
  return scripts;
}

const CHART_CODE = /\/assets\/CartesianChart-/;

/** Scrolls the exposure chart's place into view and waits for the chart (recharts) to draw. */
async function scrollToChart(page: Page): Promise<void> {
  // The box is drawn again once the exposure arrives; scroll to whichever one is on the page then.
  await expect(async () => {
    await page.locator('.chart-box').first().scrollIntoViewIfNeeded({ timeout: 1_000 });
  }).toPass();
  await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();
}

test.describe('a clean console under our CSP', () => {
  test('/login: no console error and no CSP violation, also once the form has checked its input (zod)', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const checkConsole = watchConsole(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('secret-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter a valid email address, like name@example.co.nz')).toBeVisible();
    expect(await violations()).toEqual([]);
    checkConsole();
  });

  test('/demo/dashboard: no console error and no CSP violation, charts included', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const checkConsole = watchConsole(page);
    await page.goto('/demo/dashboard');
    await expect(page.getByTestId('stat-total')).toHaveText(/^[1-9]/);
    await scrollToChart(page);
    expect(await violations()).toEqual([]);
    checkConsole();
  });

  test('/dashboard signed in: no console error and no CSP violation, charts included', async ({ page, request }) => {
    const session = await registerViaApi(request);
    const input = { counterparty: 'Tui Ltd', currency: 'USD', amount: '1200.00', dueDate: '2030-06-30' };
    const created = await gql<{ createInvoice: { id: string } }>(
      request,
      session.token,
      'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }',
      { input },
    );
    await gql(request, session.token, 'mutation($id: ID!) { sendInvoice(id: $id) { id } }', { id: created.createInvoice.id });
    await signInWithToken(page, session);
    const violations = await recordCspViolations(page);
    const checkConsole = watchConsole(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-total')).toHaveText('1');
    await scrollToChart(page);
    expect(await violations()).toEqual([]);
    checkConsole();
  });
});

test.describe('what the server sends', () => {
  test('pages and code go out compressed (br) and cached right; no source maps', async ({ page, request }) => {
    const scripts = scriptsOf(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    const html = await request.get('/login', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(await html.text()).toContain('<div id="root">');

    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) {
      const res = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([path, res.status(), res.headers()['cache-control']]).toEqual([path, 200, 'public, max-age=31536000, immutable']);
      if (Number(res.headers()['content-length'] ?? 1024) >= 1024) expect([path, res.headers()['content-encoding']]).toEqual([path, 'br']);
      expect(await res.text()).not.toContain('sourceMappingURL');
      const map = await request.get(`${path}.map`);
      expect([`${path}.map`, map.status()]).toEqual([`${path}.map`, 404]);
    }
  });

  test('robots.txt is a real robots file, not the app page', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const body = await res.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /dashboard');
    expect(body).not.toContain('<div id="root">');
  });

  test('the hero video and its poster have hashed names and are cached for a year', async ({ page, request }) => {
    await page.goto('/');
    const video = page.locator('video.hero-video');
    const poster = await video.getAttribute('poster');
    const sources = await video.locator('source').evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? ''));
    for (const path of [poster ?? '', ...sources]) {
      expect(path).toMatch(/^\/assets\/hero(-poster)?-[\w-]+\.(jpg|mp4|webm)$/);
      const res = await request.get(path);
      expect([path, res.status(), res.headers()['cache-control']]).toEqual([path, 200, 'public, max-age=31536000, immutable']);
    }
  });
});

test.describe('first loads carry only what they need', () => {
  test('/login: neither Apollo, the commands (zod) nor the charts until the form is touched', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /\/assets\/(client|command|signInActions)-/.test(s) || CHART_CODE.test(s))).toEqual([]);
    await page.getByLabel('Email').focus();
    await expect.poll(() => scripts.some((s) => /\/assets\/signInActions-/.test(s))).toBe(true);
  });

  test('on a phone, the demo dashboard fetches the chart code only when the chart is scrolled into view', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true });
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto('/demo/dashboard');
    await expect(page.getByTestId('stat-total')).toHaveText(/^[1-9]/);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => CHART_CODE.test(s))).toEqual([]);
    await scrollToChart(page);
    expect(scripts.some((s) => CHART_CODE.test(s))).toBe(true);
    await context.close();
  });
});
