import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** STACK.md: Debian's Chromium (or CHROME_PATH); never `playwright install`. */
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'web/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8001',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] },
  },
});
