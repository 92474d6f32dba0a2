// npm test: every layer, in order, each named as it runs; the first failure stops the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const hasWeb = existsSync('web/src/main.tsx');
const steps = [
  ['type-check', 'npx', ['tsc', '-b', 'api']],
  ['type-check tests and bench (tsconfig.test.json)', 'npx', ['tsc', '-p', 'tsconfig.test.json']],
  ...(hasWeb ? [['type-check web', 'npx', ['tsc', '-p', 'web', '--noEmit']]] : []),
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['format (prettier --check; npm run format fixes it)', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['schema drift (schema/schema.graphql)', process.execPath, ['scripts/emit-schema.mjs', '--check']],
  ...(existsSync('codegen.yml') && hasWeb
    ? [['codegen drift (web/src/generated)', process.execPath, ['scripts/codegen.mjs', '--check']]]
    : []),
  ['unit and integration tests (jest)', 'npx', ['jest', '--ci']],
  ...(existsSync('playwright.config.ts') ? [['end-to-end tests (Playwright, Chromium)', process.execPath, ['scripts/e2e.mjs']]] : []),
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC', FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.log(`\n✗ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${secs}s)`);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
