import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { round, signUp, storeSession, type BenchRow } from '../lib';
import type { BenchSuite } from '.';

/** Runs per page; the median run's figures are reported (Lighthouse's own advice for noisy machines). */
const RUNS = 3;
const DASHBOARD_INVOICES = 5_000;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--no-first-run',
];

interface Audited {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Every byte the first load moved over the wire (Lighthouse's total-byte-weight), in kB. */
  transferredKb: number;
  lcpMs: number;
  tbtMs: number;
}

interface PageUnderTest {
  label: string;
  path: string;
  /** Transferred bytes on first load must stay under this (kB), where the issue sets a budget. */
  budgetKb: number | null;
  /** Audited with the seeded owner's session in local storage (the others as a visitor). */
  signedIn: boolean;
}

// Visitors' pages first: a session in local storage would send /login on to the dashboard.
const PAGES: PageUnderTest[] = [
  { label: '/', path: '/', budgetKb: null, signedIn: false },
  { label: '/login', path: '/login', budgetKb: 120, signedIn: false },
  { label: '/demo/dashboard', path: '/demo/dashboard', budgetKb: null, signedIn: false },
  { label: `/dashboard (${DASHBOARD_INVOICES.toLocaleString('en-NZ')} invoices)`, path: '/dashboard', budgetKb: null, signedIn: true },
];

/** Chromium with a DevTools port for Lighthouse, in a throwaway profile; resolves once the port is known. */
async function launchChromium(chromePath: string): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'keafx-lighthouse-'));
  const child: ChildProcess = spawn(
    chromePath,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}) before opening its DevTools port: ${seen.slice(-300)}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) resolve(Number(m[1]));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

/** One Lighthouse navigation (mobile preset, simulated throttling, cache cleared first). */
async function audit(port: number, url: string): Promise<Audited> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // LIGHTHOUSE_REPORT_DIR=dir keeps each run's full report (what blocked the main thread, per script).
  const keep = process.env.LIGHTHOUSE_REPORT_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(keep, `${slug}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  if (runtimeError) throw new Error(`lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string): number => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    transferredKb: numeric('total-byte-weight') / 1000,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
  };
}

/** The run whose performance score is the median of `runs`. */
function median(runs: Audited[]): Audited {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const mid = sorted[Math.floor(sorted.length / 2)];
  if (!mid) throw new Error('no lighthouse runs');
  return mid;
}

/**
 * Seeds an owner with invoices through the api's own CSV import (the path a person takes), and
 * returns the session the web keeps in local storage.
 */
async function ownerWithInvoices(base: string, count: number): Promise<{ token: string; user: object }> {
  const email = `bench-lighthouse-${Date.now()}@example.com`;
  const owner = await signUp(base, email);
  const statuses = ['Draft', 'Sent', 'Overdue', 'Paid'];
  const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'SGD'];
  const lines = ['Invoice #,Company,Amount,Currency,Issue Date,Status'];
  for (let i = 1; i <= count; i += 1) {
    const currency = currencies[i % currencies.length];
    const amount = currency === 'JPY' ? String(10_000 + (i % 5000)) : `${100 + (i % 9000)}.${String(i % 100).padStart(2, '0')}`;
    lines.push(
      `INV-${String(i).padStart(5, '0')},Customer ${i % 500},${amount},${currency},2026-0${1 + (i % 9)}-1${i % 10},${statuses[i % 4]}`,
    );
  }
  const res = await fetch(`${base}/me/invoices/import`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${owner.api.token}` },
    body: lines.join('\n'),
  });
  const body = (await res.json()) as { imported?: number };
  if (res.status !== 201 || body.imported !== count) throw new Error(`seeding the dashboard failed: ${res.status} ${JSON.stringify(body)}`);
  return { token: owner.api.token, user: { id: owner.id, email, role: 'user' } };
}

/**
 * Puts the session in the browser's local storage for the api's origin. Lighthouse's storage
 * reset clears the HTTP cache, service workers and cache storage, not local storage, so the
 * audited load of /dashboard is signed in and still cold.
 */
async function signIn(port: number, base: string, session: { token: string; user: object }): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await storeSession(page, base, session);
    await page.close();
  } finally {
    // Disconnects only: the browser stays up for Lighthouse.
    await browser.close();
  }
}

function rowsFor(page: PageUnderTest, a: Audited, runs: number): BenchRow[] {
  const name = (what: string) => `lighthouse ${page.label}: ${what} (mobile, median of ${runs})`;
  return [
    { name: name('performance'), value: a.performance, unit: 'score', target: 90, better: 'higher' },
    { name: name('accessibility'), value: a.accessibility, unit: 'score', target: 100, better: 'higher' },
    { name: name('best practices'), value: a.bestPractices, unit: 'score', target: 100, better: 'higher' },
    { name: name('transferred on first load'), value: round(a.transferredKb, 1), unit: 'kB', target: page.budgetKb, better: 'lower' },
    { name: name('largest contentful paint'), value: round(a.lcpMs, 0), unit: 'ms', target: null, better: 'lower' },
    { name: name('total blocking time'), value: round(a.tbtMs, 0), unit: 'ms', target: null, better: 'lower' },
  ];
}

/** Issue 23: Lighthouse (mobile) on the landing page, sign-in, the demo and a 5,000-invoice dashboard, from the built server. */
export const lighthouseSuite: BenchSuite = {
  name: 'lighthouse',
  async run(ctx) {
    if (!existsSync(path.join(ctx.root, 'web', 'dist', 'index.html')))
      throw new Error('web/dist is missing: npm run bench builds it first');
    const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
    const session = await ownerWithInvoices(ctx.base, DASHBOARD_INVOICES);
    const chrome = await launchChromium(chromePath);
    try {
      const rows: BenchRow[] = [];
      let signedIn = false;
      for (const page of PAGES) {
        if (signedIn && !page.signedIn) throw new Error(`${page.label} is a visitor's page: list it before the signed-in ones`);
        if (page.signedIn && !signedIn) {
          await signIn(chrome.port, ctx.base, session);
          signedIn = true;
        }
        const runs: Audited[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await audit(chrome.port, `${ctx.base}${page.path}`));
        rows.push(...rowsFor(page, median(runs), RUNS));
      }
      return rows;
    } finally {
      await chrome.stop();
    }
  },
};
