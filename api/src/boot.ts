import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase } from './database/database';
import { openEvents, type DomainEvents } from './events';
import { buildAppSchema } from './graphql/schema';
import { createApolloServer } from './graphql/server';
import { serveSubscriptions, type Subscriptions } from './graphql/subscriptions';
import { createApp, type AppDeps } from './http/app';
import { createLogger, type Logger } from './logger';
import { createServices, type Services } from './services';

export interface RunningServer {
  subscriptions: Subscriptions;
  url: string;
  port: number;
  ds: DataSource;
  services: Services;
  events: DomainEvents;
  http: Server;
  stop(): Promise<void>;
}

export interface BootOptions {
  clock?: Clock;
  log?: Logger;
  /** Run the periodic overdue sweep and the rate feed (default true). */
  background?: boolean;
  onRequestStats?: AppDeps['onRequestStats'];
}

/** Opens the database, runs migrations, and serves the whole product on config.port. */
export async function startServer(config: Config, opts: BootOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? createLogger(config.logLevel);
  const clock = opts.clock ?? systemClock(config.businessTimeZone);
  const db = await openDatabase(config, log);
  // Events cross processes by LISTEN/NOTIFY; the embedded PGlite does not carry NOTIFY between
  // connections (pglite-socket), and embedded mode is one process anyway, so it stays in-process.
  const events = await openEvents(db, log);
  const services = createServices({ ds: db.ds, dbUrl: db.url, config, clock, events, log });
  // One warm browser, launched now so no request ever waits for a launch (a failure is logged, and retried on first use).
  if (opts.background !== false) services.pdf.warm().catch((error: unknown) => log.error('pdf browser launch failed', { error }));
  await services.reportQueue.start(opts.background !== false && config.reportWorker);
  await services.webhookQueue.start(opts.background !== false && config.reportWorker);
  const schema = buildAppSchema();
  const apollo = createApolloServer(schema, { introspection: config.introspection, log });
  await apollo.start();
  const app = createApp({
    config,
    services,
    clock,
    log,
    apollo,
    onRequestStats: opts.onRequestStats,
    health: async () => {
      await db.ds.query('SELECT 1');
    },
  });
  const http = createServer(app);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const subscriptions = serveSubscriptions(http, { schema, services, clock, log });
  if (opts.background !== false) {
    services.overdue.start(config.overdueSweepSeconds);
    services.reminders.start(config.reminderSweepSeconds);
    services.ratesFeed.start();
  }
  const port = (http.address() as AddressInfo).port;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    ds: db.ds,
    services,
    events,
    http,
    subscriptions,
    stop() {
      stopping ??= (async () => {
        await subscriptions.close();
        await new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        });
        await services.overdue.stop();
        await services.reminders.stop();
        await services.ratesFeed.stop();
        await services.reportQueue.stop();
        // Fan-outs of changes already made write their deliveries before the queue and the database go.
        await services.webhooks.idle();
        await services.webhookQueue.stop();
        await services.pdf.close();
        await events.close?.();
        await apollo.stop();
        await db.close();
      })();
      return stopping;
    },
  };
}
