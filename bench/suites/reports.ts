import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { exportFooter, formatGeneratedAt } from '@keafx/schema';
import puppeteer from 'puppeteer-core';
import { createDataSource } from '../../api/src/database/data-source';
import { createLogger } from '../../api/src/logger';
import { CHROMIUM_FLAGS, resolveChromium } from '../../api/src/modules/reports/pdf/chromium';
import { pdfOptions } from '../../api/src/modules/reports/pdf/pdf-renderer';
import { impliedLine } from '../../api/src/modules/invoices/invoice-lines';
import { toInvoiceRecord, type InvoiceRow } from '../../api/src/modules/invoices/invoice-record';
import { invoiceHtml } from '../../api/src/modules/reports/pdf/invoice';
import { reportHtml } from '../../api/src/modules/reports/pdf/templates';
import { ReportDataService } from '../../api/src/modules/reports/report-data';
import { exportBatchSql, type ExportRow } from '../../api/src/modules/reports/reports.sql';
import { named } from '../../api/src/database/sql';
import { latencyRows, ratioRow, round, seedInvoices, signUp, time, withClient, type BenchRow } from '../lib';
import type { BenchSuite } from '.';

const CSV_INVOICES = 100_000;
const REPORT_INVOICES = 2_000;
const RANGE = { from: `${new Date().getUTCFullYear() - 1}-01-01`, to: `${new Date().getUTCFullYear()}-12-31` };
const TIME_ZONE = 'Pacific/Auckland';

/** Resident set figures of a process, in kB. */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string): number => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** The Chromium processes started directly by a process (the api's warm browser). */
function browserChildren(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid && /chrom/i.test(readFileSync(`/proc/${d}/comm`, 'utf8'));
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function fetchAll(url: string, token: string): Promise<number> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const body = await res.arrayBuffer();
  return body.byteLength;
}

/**
 * Issue 4: PDF render latency (one-page invoice, monthly exposure report) with a warm browser
 * beside a bare page.setContent + page.pdf of the same HTML in the same run; PDFs per second
 * with 4 concurrent requests; no browser launch on the request path; the 100,000-invoice CSV
 * stream's time and the api process's peak RSS growth (read from /proc/<pid>/status: VmHWM
 * reset through clear_refs before the export, VmHWM after minus VmRSS before).
 */
export const reportsSuite: BenchSuite = {
  name: 'reports',
  async run(ctx) {
    const api = await ctx.startExtraApi({ LOG_LEVEL: 'error', REPORT_WORKER: 'false' });
    const pid = api.child.pid ?? 0;
    const rows: BenchRow[] = [];
    try {
      const small = await signUp(api.base, `bench-reports-${Date.now()}@example.com`);
      const big = await signUp(api.base, `bench-reports-csv-${Date.now()}@example.com`);
      await withClient(ctx.dbUrl, async (c) => {
        await seedInvoices(c, small.id, REPORT_INVOICES, { currencies: 6 });
        await seedInvoices(c, big.id, CSV_INVOICES, { currencies: 4 });
        await c.query('ANALYZE invoices');
      });
      const today = new Date().toISOString().slice(0, 10);
      const invoiceId = await withClient(
        ctx.dbUrl,
        async (c) =>
          (await c.query('SELECT id::text AS id FROM invoices WHERE owner_id = $1 ORDER BY number LIMIT 1', [small.id])).rows[0]
            .id as string,
      );

      // The same HTML the api renders, built here from the same code and data.
      const ds = createDataSource({ url: ctx.dbUrl, poolSize: 2, logger: createLogger('error') });
      await ds.initialize();
      const now = new Date();
      const footer = exportFooter(formatGeneratedAt(now, TIME_ZONE));
      const one = named(exportBatchSql({ where: ['i.id = :id'], values: {} }), {
        owner: small.id,
        today,
        after: 0,
        batch: 1,
        id: invoiceId,
      });
      const [row] = (await ds.query(one.text, one.params)) as ExportRow[];
      if (!row) throw new Error(`invoice ${invoiceId} not found for the PDF bench`);
      // The customer's copy, which the invoice URL below answers by default.
      // One line of its amount, as the seed's invoices read (impliedLine).
      const invoicePage = invoiceHtml(row, {
        copy: 'customer',
        generatedAt: formatGeneratedAt(now, TIME_ZONE),
        warnings: [],
        lines: [impliedLine({ ...toInvoiceRecord(row as unknown as InvoiceRow) })],
      });
      const reportPage = reportHtml(
        await new ReportDataService(ds).build(small.id, 'exposure-summary', RANGE, today),
        formatGeneratedAt(now, TIME_ZONE),
      );
      await ds.destroy();

      const browsersBefore = browserChildren(pid);
      const invoiceUrl = `${api.base}/invoices/${invoiceId}/export/pdf`;
      const reportUrl = `${api.base}/me/reports/exposure-summary/pdf?from=${RANGE.from}&to=${RANGE.to}`;
      const invoice = await time(() => fetchAll(invoiceUrl, small.api.token), 100, 10);
      const report = await time(() => fetchAll(reportUrl, small.api.token), 40, 5);

      const concurrent = 4;
      const perClient = 30;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: concurrent }, async () => {
          for (let i = 0; i < perClient; i += 1) await fetchAll(invoiceUrl, small.api.token);
        }),
      );
      const perSecond = (concurrent * perClient) / ((performance.now() - t0) / 1000);
      const browsersAfter = browserChildren(pid);
      const launches =
        browsersBefore.length === 1 && browsersAfter.length === 1 && browsersBefore[0] === browsersAfter[0]
          ? 0
          : Math.max(1, browsersAfter.length);

      // Baseline: a bare browser of our own, same binary, flags and print options, same HTML.
      const binary = await resolveChromium(process.env.CHROME_PATH);
      const browser = await puppeteer.launch({
        executablePath: binary.executablePath,
        headless: 'shell',
        args: CHROMIUM_FLAGS,
        pipe: true,
        env: { ...process.env, ...binary.env },
      });
      const page = await browser.newPage();
      const bare = (html: string) => async () => {
        await page.setContent(html, { waitUntil: 'load' });
        await page.pdf(pdfOptions({ footerText: footer }));
      };
      const bareInvoice = await time(bare(invoicePage), 100, 10);
      const bareReport = await time(bare(reportPage), 40, 5);
      await browser.close();

      rows.push(
        ...latencyRows('invoice PDF, warm browser (HTTP)', invoice, bareInvoice, 250),
        ratioRow('invoice PDF p95 / bare setContent+pdf p95', invoice.p95, bareInvoice.p95, 1.5),
        ...latencyRows(`monthly exposure report PDF, ${REPORT_INVOICES} invoices (HTTP)`, report, bareReport, null),
        ratioRow('monthly exposure PDF p95 / bare setContent+pdf p95', report.p95, bareReport.p95, null),
        { name: 'invoice PDFs per second, 4 concurrent requests', value: round(perSecond), unit: 'PDF/s', target: 6, better: 'higher' },
        {
          name: 'invoice PDFs per minute, 4 concurrent requests',
          value: Math.round(perSecond * 60),
          unit: 'PDF/min',
          target: 360,
          better: 'higher',
        },
        { name: 'browser launches on the request path', value: launches, unit: 'launches', target: 0, better: 'lower' },
      );

      // The 100,000-invoice CSV: streamed from the api process, against one raw SELECT of the same rows.
      const csvUrl = `${api.base}/invoices/export/csv`;
      await fetchAll(csvUrl, big.api.token);
      const rssBefore = memory(pid).rss;
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        // Without clear_refs the growth is read against the earlier peak (an upper bound).
      }
      const t1 = performance.now();
      const bytes = await fetchAll(csvUrl, big.api.token);
      const csvMs = performance.now() - t1;
      const growthMb = (memory(pid).hwm - rssBefore) / 1024;
      const raw = await withClient(ctx.dbUrl, async (c) => {
        const t = performance.now();
        const all = named(exportBatchSql({ where: [], values: {} }), { owner: big.id, today, after: 0, batch: CSV_INVOICES + 1 });
        await c.query(all.text, all.params);
        return performance.now() - t;
      });
      rows.push(
        {
          name: `CSV export of ${CSV_INVOICES.toLocaleString('en-NZ')} invoices, streamed (${(bytes / 1e6).toFixed(1)} MB)`,
          value: round(csvMs),
          unit: 'ms',
          target: 3000,
          better: 'lower',
          baseline: round(raw),
        },
        {
          name: 'CSV export peak RSS growth of the api process (VmHWM)',
          value: round(Math.max(0, growthMb)),
          unit: 'MB',
          target: 100,
          better: 'lower',
        },
      );
    } finally {
      await ctx.stopExtraApi(api.child);
    }
    return rows;
  },
};
