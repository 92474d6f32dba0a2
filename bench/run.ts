import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createThrowawayDatabase, findLocalServer } from '../api/test/test-database';
import type { BenchRow } from './lib';
import { SUITES, type BenchContext } from './suites';

const ROOT = path.resolve(__dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the built api (`node api/dist/main.js`) as its own process, as in production. */
async function startApi(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
      LOG_LEVEL: 'error',
      DB_POOL_SIZE: '10',
      RATES_FEED_URL: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error('the api exited during start-up');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the api did not answer /healthz within 20 s');
}

function stopApi(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function printTable(rows: BenchRow[]): void {
  const fmt = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v));
  const verdict = (r: BenchRow): string => {
    if (r.target === null) return '';
    const ok = r.better === 'lower' ? r.value <= r.target : r.value >= r.target;
    return ok ? 'ok' : 'MISSED';
  };
  const table = rows.map((r) => [
    r.name,
    `${r.value} ${r.unit}`,
    fmt(r.baseline),
    r.target === null ? '' : `${r.better === 'lower' ? '<=' : '>='} ${r.target}`,
    verdict(r),
  ]);
  const head = ['benchmark', 'value', 'baseline', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of table) console.log(line(row));
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const admin = process.env.BENCH_DATABASE_URL ?? (await findLocalServer());
  if (!admin) throw new Error('npm run bench needs a PostgreSQL server: set BENCH_DATABASE_URL or run one on 127.0.0.1:5432');
  const db = await createThrowawayDatabase(admin, 'keafx_bench');
  console.log(`bench database: ${db.url.replace(/\/\/[^@]*@/, '//')}`);
  const rows: BenchRow[] = [];
  let api = await startApi(db.url);
  const ctx: BenchContext = {
    root: ROOT,
    dbUrl: db.url,
    get base() {
      return api.base;
    },
    async restartApi(env) {
      await stopApi(api.child);
      api = await startApi(db.url, env);
    },
    startExtraApi: (env) => startApi(db.url, env),
    stopExtraApi: (child) => stopApi(child),
  };
  try {
    for (const suite of SUITES) {
      if (only.length && !only.includes(suite.name)) continue;
      console.log(`\n▶ ${suite.name}`);
      const t0 = Date.now();
      const got = await suite.run(ctx);
      rows.push(...got);
      console.log(`  ${got.length} figures in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    }
  } finally {
    await stopApi(api.child);
    await db.drop();
  }
  printTable(rows);
  const out = path.join(ROOT, 'bench', 'results.json');
  writeFileSync(out, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
