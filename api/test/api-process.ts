import 'reflect-metadata';
import { startServer } from '../src/boot';
import { fixedClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';

/**
 * A second api process for tests that need two (events across processes): the same code as
 * main.ts on the test database, with the test's fixed clock (KEAFX_TEST_NOW) so tokens agree,
 * and no background work, so it never sweeps other tests' invoices. Prints its port.
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
  const clock = fixedClock(new Date(process.env.KEAFX_TEST_NOW ?? '2026-06-15T09:00:00.000Z'));
  const server = await startServer(config, { clock, log: createLogger('error'), background: false });
  process.stdout.write(`listening ${server.port}\n`);
  process.once('SIGTERM', () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`test api process failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
