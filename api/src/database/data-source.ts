import { types } from 'pg';
import { DataSource, type Logger as OrmLogger } from 'typeorm';
import type { Logger } from '../logger';
import { countStatement } from './query-stats';
import { migrations } from './migrations';

// DATE columns stay 'YYYY-MM-DD' strings: a JS Date would shift them by the process time zone.
// Set where every DataSource is made, so a tool that opens one without database.ts (the bench) reads dates alike.
types.setTypeParser(types.builtins.DATE, (value) => value);

/** TypeORM logger that counts every statement and logs only errors and slow queries. */
class CountingLogger implements OrmLogger {
  constructor(private readonly out: Logger) {}
  logQuery(query: string): void {
    countStatement(query);
  }
  logQueryError(error: string | Error, query: string): void {
    this.out.debug('query failed', { error: typeof error === 'string' ? error : error.message, query: query.slice(0, 300) });
  }
  logQuerySlow(time: number, query: string): void {
    this.out.warn('slow query', { ms: time, query: query.slice(0, 300) });
  }
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    this.out.info(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.out.warn(String(message));
  }
}

export interface DataSourceOptions {
  url: string;
  poolSize: number;
  logger: Logger;
}

/** A TypeORM data source on the `pg` driver. Schema changes come only from migrations. */
export function createDataSource(opts: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: opts.url,
    // No entities: SQL is written by hand in each module, row types come from tables.generated.ts.
    entities: [],
    migrations,
    migrationsRun: false,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: ['query', 'error', 'migration'],
    installExtensions: false,
    logger: new CountingLogger(opts.logger),
    maxQueryExecutionTime: 500,
    poolSize: opts.poolSize,
    extra: { connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000, application_name: 'kea-fx' },
  });
}
