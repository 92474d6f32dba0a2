import { MigrationExecutor, type DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

/** Serialises migrations when several processes start against one database at once. */
const MIGRATION_LOCK = 7_316_001;

export interface Database {
  ds: DataSource;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then runs pending migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize'>, log: Logger): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    log.info('DATABASE_URL is not set: starting the embedded PostgreSQL', { dataDir: config.dataDir });
    embedded = await startEmbeddedPostgres(config.dataDir, config.dbPoolSize + 10);
    url = embedded.url;
  }
  const ds = createDataSource({ url, poolSize: config.dbPoolSize, logger: log });
  try {
    await ds.initialize();
    await migrate(ds);
  } catch (error) {
    if (ds.isInitialized) await ds.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    ds,
    url,
    embedded: Boolean(embedded),
    async close() {
      await ds.destroy();
      await embedded?.stop();
    },
  };
}

/** Runs pending migrations on the connection holding the lock (so a pool of one cannot deadlock). */
async function migrate(ds: DataSource): Promise<void> {
  const runner = ds.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const executor = new MigrationExecutor(ds, runner);
    executor.transaction = 'all';
    await executor.executePendingMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
