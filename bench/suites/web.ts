import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { percentile, round, seedInvoices, signUp, storeSession, withClient, type BenchRow } from '../lib';
import type { BenchSuite } from '.';

const DASHBOARD_INVOICES = 5_000;
const gzipKb = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length / 1024;

function launch(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });
}

/** Every long task (over 50 ms) from navigation on, recorded by a PerformanceObserver set up before the app's scripts run. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

const longest = (page: Page): Promise<number> =>
  page.evaluate(() => Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks));

/** The JavaScript the landing page loads before it is interactive, gzip-compressed, in kB. */
async function landingJs(browser: Browser, base: string): Promise<number> {
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) bodies.push(res.body());
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Start Free Demo' }).waitFor();
  const total = (await Promise.all(bodies)).reduce((kb, b) => kb + gzipKb(b), 0);
  await page.close();
  return total;
}

/** All of the app's JavaScript as one download would be: the baseline route splitting is measured against. */
function allJsKb(root: string): number {
  const dir = path.join(root, 'web', 'dist', 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((kb, f) => kb + gzipKb(readFileSync(path.join(dir, f))), 0);
}

/** A 1280-wide page signed in the way the app signs in (the session in local storage). */
async function signedInPage(browser: Browser, base: string, session: { token: string; user: object }): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await storeSession(page, base, session);
  return page;
}

/** The dashboard of an owner with 5,000 invoices: load every page of them, then regroup twice. */
async function dashboardLongestTask(
  browser: Browser,
  base: string,
  session: { token: string; user: object },
): Promise<{ longest: number; loadMs: number }> {
  const page = await signedInPage(browser, base, session);
  await watchLongTasks(page);
  const t0 = Date.now();
  await page.goto(`${base}/dashboard`);
  await page.getByRole('heading', { name: 'All Invoices' }).waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByText(/Loading more invoices/).waitFor({ state: 'detached', timeout: 60_000 });
  const loadMs = Date.now() - t0;
  for (const groupBy of ['Due Date', 'Company', 'Currency', 'Status', 'Invoice ID']) {
    await page.getByRole('group', { name: 'Group by' }).getByRole('button', { name: groupBy }).click();
    await page.waitForTimeout(150);
  }
  await page.getByRole('button', { name: 'By Currency' }).click();
  await page.waitForTimeout(500);
  const worst = await longest(page);
  await page.close();
  return { longest: worst, loadMs };
}

/** Baseline: the same 5,000 rows put in the page as one plain HTML table, no framework. */
async function bareTableLongestTask(browser: Browser, base: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await watchLongTasks(page);
  await page.goto(`${base}/coming-soon`);
  await page.evaluate((n) => {
    const rows = Array.from(
      { length: n },
      (_, i) =>
        `<tr><td>#${i + 1}</td><td>Customer ${i % 500}</td><td>USD</td><td>US$${1000 + i}</td><td>1 Mar 2026</td><td>SENT</td><td><button>Mark Paid</button><button>Export PDF</button></td></tr>`,
    ).join('');
    document.body.insertAdjacentHTML('beforeend', `<table>${rows}</table>`);
    return document.body.getBoundingClientRect().height;
  }, DASHBOARD_INVOICES);
  await page.waitForTimeout(300);
  const worst = await longest(page);
  await page.close();
  return worst;
}

/** Cold loads of the demo measured (each in a fresh browser context: no cache, no storage). */
const DEMO_COLD_LOADS = 20;

/**
 * Issue 12: a cold load of /demo until the first stat card shows its figure, in a fresh context
 * each time. The demo runs entirely in the page, so this is download, parse and the in-browser
 * schema's first answers. Returns the sorted samples in ms.
 */
async function demoColdLoads(browser: Browser, base: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < DEMO_COLD_LOADS + 2; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`${base}/demo`);
    await page
      .getByTestId('stat-total')
      .filter({ hasText: /^[1-9]/ })
      .waitFor({ state: 'visible', timeout: 30_000 });
    const ms = Date.now() - t0;
    await context.close();
    if (i >= 2) samples.push(ms); // the first two warm the server's file cache, not the browser's
  }
  return samples.sort((a, b) => a - b);
}

/** Slider moves measured on the Scenario Analysis page. */
const SLIDER_MOVES = 60;

/**
 * Issue 10: a slider step (a key press on the focused slider) until the impact card shows the
 * new figure and the next frame has painted, with open invoices in all 22 foreign currencies.
 * Measured in the page from the key event's own timestamp. Returns the sorted samples in ms.
 */
async function sliderRepaints(browser: Browser, base: string, session: { token: string; user: object }): Promise<number[]> {
  const page = await signedInPage(browser, base, session);
  await page.goto(`${base}/scenario-analysis`);
  const slider = page.getByRole('slider', { name: /Rate shock to every foreign currency/ });
  await page.getByTestId('shock-row-MYR').waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    const w = window as unknown as { __samples: number[] };
    w.__samples = [];
    const input = document.querySelector<HTMLInputElement>('input[type=range]');
    const impact = document.querySelector('[data-testid=scenario-impact]');
    if (!input || !impact) throw new Error('the slider or the impact card is missing');
    let start: number | null = null;
    input.addEventListener(
      'keydown',
      (e) => {
        start = e.timeStamp;
      },
      true,
    );
    new MutationObserver(() => {
      if (start === null) return;
      const began = start;
      start = null;
      requestAnimationFrame(() => setTimeout(() => w.__samples.push(performance.now() - began), 0));
    }).observe(impact, { characterData: true, childList: true, subtree: true });
  });
  await slider.focus();
  for (let i = 0; i < SLIDER_MOVES + 5; i += 1) {
    await page.keyboard.press(i < (SLIDER_MOVES + 5) / 2 ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForFunction((n) => (window as unknown as { __samples: number[] }).__samples.length >= n, i + 1, { timeout: 10_000 });
  }
  const samples = await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples);
  await page.close();
  return samples.slice(5).sort((a, b) => a - b); // the first few warm the page's code paths
}

/** Issues 5, 10 and 12: the landing page's initial JavaScript, the demo's cold load, the dashboard's longest task with 5,000 invoices, and the scenario slider's repaint, in Chromium. */
export const webSuite: BenchSuite = {
  name: 'web',
  async run(ctx) {
    if (!existsSync(path.join(ctx.root, 'web', 'dist', 'index.html')))
      throw new Error('web/dist is missing: npm run bench builds it first');
    const browser = await launch();
    try {
      const rows: BenchRow[] = [];
      const landing = await landingJs(browser, ctx.base);
      rows.push({
        name: 'landing page initial JavaScript (gzip)',
        value: round(landing, 1),
        unit: 'kB',
        target: 150,
        better: 'lower',
        baseline: round(allJsKb(ctx.root), 1),
      });

      const demo = await demoColdLoads(browser, ctx.base);
      rows.push(
        {
          name: `demo cold load to first stat card, p50 (${DEMO_COLD_LOADS} fresh contexts)`,
          value: round(percentile(demo, 50), 0),
          unit: 'ms',
          target: null,
          better: 'lower',
        },
        {
          name: `demo cold load to first stat card, p95 (${DEMO_COLD_LOADS} fresh contexts)`,
          value: round(percentile(demo, 95), 0),
          unit: 'ms',
          target: 1500,
          better: 'lower',
        },
      );

      const email = `bench-web-${Date.now()}@example.com`;
      const owner = await signUp(ctx.base, email);
      await withClient(ctx.dbUrl, (c) => seedInvoices(c, owner.id, DASHBOARD_INVOICES, { currencies: 8 }));
      const session = { token: owner.api.token, user: { id: owner.id, email, role: 'user' } };
      const dash = await dashboardLongestTask(browser, ctx.base, session);
      const bare = await bareTableLongestTask(browser, ctx.base);
      rows.push(
        {
          name: 'dashboard, 5,000 invoices: longest task (load + 6 regroupings)',
          value: round(dash.longest, 0),
          unit: 'ms',
          target: 200,
          better: 'lower',
          baseline: round(bare, 0),
        },
        { name: 'dashboard, 5,000 invoices: all pages loaded', value: round(dash.loadMs, 0), unit: 'ms', target: null, better: 'lower' },
      );

      const scenarioEmail = `bench-scenario-${Date.now()}@example.com`;
      const scenarioOwner = await signUp(ctx.base, scenarioEmail);
      await withClient(ctx.dbUrl, (c) => seedInvoices(c, scenarioOwner.id, 2_300, { currencies: 23, open: true }));
      const slider = await sliderRepaints(browser, ctx.base, {
        token: scenarioOwner.api.token,
        user: { id: scenarioOwner.id, email: scenarioEmail, role: 'user' },
      });
      rows.push(
        {
          name: `scenario slider step to repainted impact, 22 foreign currencies, p50 (${SLIDER_MOVES} steps)`,
          value: round(percentile(slider, 50), 1),
          unit: 'ms',
          target: null,
          better: 'lower',
        },
        {
          name: `scenario slider step to repainted impact, 22 foreign currencies, p95 (${SLIDER_MOVES} steps)`,
          value: round(percentile(slider, 95), 1),
          unit: 'ms',
          target: 50,
          better: 'lower',
        },
      );
      return rows;
    } finally {
      await browser.close();
    }
  },
};
