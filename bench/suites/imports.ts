import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { IMPORT_MAX_ROWS } from '@keafx/schema';
import { latencyRows, percentile, ratioRow, round, signUp, time, type Api, type BenchRow } from '../lib';
import type { BenchSuite } from '.';

/** The largest import allowed: IMPORT_MAX_ROWS rows, padded by a column the import ignores to just under 30 MB. */
const TARGET_BYTES = 29.5 * 1024 * 1024;
/** Owners importing at once: the api's IMPORTS_AT_ONCE, so every upload is taken, none refused. */
const IMPORTERS = 2;
/** Imports each owner runs back to back while /healthz is timed. */
const ROUNDS = 3;

function largestFile(): Buffer {
  const header = 'Invoice #,Company,Amount,Currency,Issue Date,Status,Due Date,Notes\n';
  const base = (i: number) => `INV-${i},Importer Number ${i % 997} Trading Limited,${(i % 9000) + 100}.25,USD,2026-01-15,Sent,2026-03-01,`;
  const pad = Math.max(0, Math.floor(TARGET_BYTES / IMPORT_MAX_ROWS) - base(IMPORT_MAX_ROWS).length - 1);
  const note = 'n'.repeat(pad);
  const lines = [header];
  for (let i = 1; i <= IMPORT_MAX_ROWS; i++) lines.push(`${base(i)}${note}\n`);
  return Buffer.from(lines.join(''), 'utf8');
}

/** Uploads the file as a REST import (dry run unless `save`); answers the status and the milliseconds it took. */
function upload(api: Api, file: Buffer, save = false): Promise<{ status: number; ms: number }> {
  const url = new URL(api.base);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `/me/invoices/import${save ? '' : '?dry_run=true'}`,
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}`, 'content-type': 'text/csv', 'content-length': file.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
      },
    );
    req.on('error', reject);
    req.end(file);
  });
}

/**
 * Issue 25 item 5: /healthz while the largest imports allowed run (two owners at once, each a
 * 100,000-row file of about 30 MB, read as it is decoded with a turn for other requests between
 * pieces), beside /healthz idle in the same run; and how long such an import takes.
 */
export const importsSuite: BenchSuite = {
  name: 'imports',
  async run(ctx) {
    const file = largestFile();
    const stamp = Date.now();
    const owners: Api[] = [];
    for (let o = 0; o < IMPORTERS; o++) owners.push((await signUp(ctx.base, `bench-import-${stamp}-${o}@example.com`)).api);
    const probe = (await signUp(ctx.base, `bench-import-probe-${stamp}@example.com`)).api;

    const idle = await time(() => probe.rest('GET', '/healthz'), 300, 30);

    const durations: number[] = [];
    const statuses = new Set<number>();
    let running = true;
    const imports = Promise.all(
      owners.map(async (api) => {
        for (let r = 0; r < ROUNDS; r++) {
          const { status, ms } = await upload(api, file);
          statuses.add(status);
          durations.push(ms);
        }
      }),
    ).finally(() => {
      running = false;
    });
    const samples: number[] = [];
    while (running) {
      const t0 = performance.now();
      await probe.rest('GET', '/healthz');
      samples.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
    await imports;
    if ([...statuses].some((s) => s !== 200)) throw new Error(`an import answered ${[...statuses].join(', ')}, not 200`);
    samples.sort((a, b) => a - b);
    const loaded = { p50: percentile(samples, 50), p95: percentile(samples, 95), mean: 0, n: samples.length };
    durations.sort((a, b) => a - b);
    const saved = await upload(owners[0]!, file, true);
    if (saved.status !== 201) throw new Error(`the saved import answered ${saved.status}`);
    const mb = round(file.length / (1024 * 1024), 1);

    return [
      ...latencyRows('/healthz, idle (imports suite)', idle, undefined, null),
      ...latencyRows(
        `/healthz while ${IMPORTERS} imports of ${IMPORT_MAX_ROWS.toLocaleString('en-NZ')} rows (${mb} MB) run`,
        loaded,
        idle,
        50,
      ),
      { name: '/healthz while those imports run, slowest', value: round(samples.at(-1) ?? NaN), unit: 'ms', target: null, better: 'lower' },
      ratioRow('/healthz p95 under imports / idle p95', loaded.p95, idle.p95, null),
      {
        name: `dry-run import of ${IMPORT_MAX_ROWS.toLocaleString('en-NZ')} rows (${mb} MB), ${IMPORTERS} at once, median`,
        value: round(percentile(durations, 50) / 1000),
        unit: 's',
        target: null,
        better: 'lower',
      },
      {
        name: `saved import of ${IMPORT_MAX_ROWS.toLocaleString('en-NZ')} rows (${mb} MB), alone`,
        value: round(saved.ms / 1000),
        unit: 's',
        target: null,
        better: 'lower',
      } satisfies BenchRow,
    ];
  },
};
