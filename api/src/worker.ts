import 'reflect-metadata';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './database/database';
import { openEvents } from './events';
import { createLogger } from './logger';
import { createServices } from './services';

/**
 * `npm run worker`: a report worker on its own (for scale): runs queued report jobs and the
 * weekly Monday cron against DATABASE_URL, with its own warm browser. Stops cleanly on a signal,
 * letting the jobs under way finish.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (!config.databaseUrl) log.warn('DATABASE_URL is not set: this worker opens the embedded database itself, so stop `npm start` first');
  const db = await openDatabase(config, log);
  // Job progress reaches subscribers on the api processes through the shared event channel.
  const events = await openEvents(db, log);
  const services = createServices({ ds: db.ds, dbUrl: db.url, config, clock: systemClock(config.businessTimeZone), events, log });
  await services.pdf.warm();
  await services.reportQueue.start(true);
  await services.webhookQueue.start(true);
  process.stdout.write('Kea FX report worker is running\n');
  const stop = (signal: string): void => {
    log.info('report worker stopping', { signal });
    (async () => {
      await services.reportQueue.stop();
      await services.webhookQueue.stop();
      await services.pdf.close();
      await events.close?.();
      await db.close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('report worker stop failed', { error });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `The report worker could not start: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
});
