// npm test: every layer, each named as it runs; the first failing stage stops the run.
// The static checks run side by side (each prints its output when it ends); jest and the
// end-to-end run follow, one after the other, printing as they go.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const hasWeb = existsSync('web/src/main.tsx');
const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: process.env.CI ? '0' : '1' };

/**
 * Stages in order; the lanes of one stage run at once, the steps of one lane one after the other
 * (the tests' type check reads @keafx/schema's declarations, which `tsc -b api` writes).
 */
const stages = [
  [
    [
      ['type-check', 'npx', ['tsc', '-b', 'api']],
      ['type-check tests and bench (tsconfig.test.json)', 'npx', ['tsc', '-p', 'tsconfig.test.json']],
    ],
    ...(hasWeb ? [[['type-check web', 'npx', ['tsc', '-p', 'web', '--noEmit']]]] : []),
    [
      ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
      ['no unused files, exports or dependencies (knip)', 'npx', ['knip', '--no-progress', '--no-config-hints']],
      [
        'no runtime import cycles in api/src (dpdm, type-only imports skipped)',
        'npx',
        [
          'dpdm',
          '-T',
          '--no-tree',
          '--no-warning',
          '--no-progress',
          '--exit-code',
          'circular:1',
          '--exclude',
          'node_modules|\\.test\\.ts$',
          'api/src/**/*.ts',
        ],
      ],
    ],
    [['format (prettier --check; npm run format fixes it)', 'npx', ['prettier', '--check', '--log-level=warn', '.']]],
    [
      ['schema drift (schema/schema.graphql)', process.execPath, ['scripts/emit-schema.mjs', '--check']],
      ...(existsSync('codegen.yml') && hasWeb
        ? [['codegen drift (web/src/generated)', process.execPath, ['scripts/codegen.mjs', '--check']]]
        : []),
    ],
  ],
  // Two workers: integration tests spend much of their time waiting on PostgreSQL and Chromium.
  [[['unit and integration tests (jest)', 'npx', ['jest', '--ci', '--maxWorkers=2'], { live: true }]]],
  ...(existsSync('playwright.config.ts')
    ? [[[['end-to-end tests (Playwright, Chromium)', process.execPath, ['scripts/e2e.mjs'], { live: true }]]]]
    : []),
];

/** Runs one step; a live step prints as it goes, the others print their output once, when they end. */
function run([name, cmd, args, opts = {}]) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (opts.live) console.log(`\n▶ ${name}`);
    const child = spawn(cmd, args, { env, stdio: opts.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout?.on('data', (c) => out.push(c));
    child.stderr?.on('data', (c) => out.push(c));
    child.on('close', (status) => {
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      if (!opts.live) {
        console.log(`\n▶ ${name}`);
        const text = Buffer.concat(out).toString('utf8').trimEnd();
        if (text) console.log(text);
      }
      console.log(status === 0 ? `✓ ${name} (${secs}s)` : `\n✗ ${name} failed after ${secs}s`);
      resolve(status ?? 1);
    });
  });
}

const started = Date.now();
/** Runs a lane's steps in order, stopping at the first failure. */
async function lane(steps) {
  for (const step of steps) {
    const status = await run(step);
    if (status !== 0) return status;
  }
  return 0;
}

for (const stage of stages) {
  const statuses = await Promise.all(stage.map(lane));
  const failed = statuses.find((s) => s !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
