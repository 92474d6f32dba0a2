// End-to-end tests: builds the api and the web, starts the built api (which serves the built web)
// on a free port against a throwaway PostgreSQL database, runs Playwright in Chromium, cleans up.
import { spawn, spawnSync } from 'node:child_process';
import { startTestApi } from './serve-test-api.mjs';

const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
/** The same without blocking this process: the test SMTP server (serve-test-api.mjs) lives here and must keep answering. */
const runAlongside = (cmd, args, env) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });

if (!process.argv.includes('--no-build')) {
  if (run('npx', ['tsc', '-b', 'api']) !== 0) process.exit(1);
  if (run('npm', ['run', 'build', '-w', 'web', '--silent']) !== 0) process.exit(1);
}

const api = await startTestApi();
let status = 1;
try {
  const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
  status = await runAlongside('npx', ['playwright', 'test', '--config', 'playwright.config.ts', ...extra], {
    ...process.env,
    E2E_BASE_URL: api.base,
    E2E_MAIL_DIR: api.mailDir,
    ...(api.databaseUrl ? { E2E_DATABASE_URL: api.databaseUrl } : {}),
  });
} finally {
  await api.stop();
}
process.exit(status);
