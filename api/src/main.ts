import 'reflect-metadata';
import { startServer } from './boot';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const server = await startServer(config, { log });
  process.stdout.write(`Kea FX is running at http://localhost:${server.port}\n`);
  const shutdown = (signal: string): void => {
    log.info('shutting down', { signal });
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Kea FX could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
