import { DataSource, type EntityManager } from 'typeorm';

/** A data source, or a transaction's manager. */
export type Db = DataSource | EntityManager;

/**
 * Runs one parameterised statement and returns its rows, for every kind of statement.
 * (TypeORM's plain `query()` wraps UPDATE/DELETE results as [rows, count].) With a
 * transaction's manager the statement runs on that transaction's connection.
 */
export async function sql<T = Record<string, unknown>>(db: Db, text: string, params: unknown[] = []): Promise<T[]> {
  if (db instanceof DataSource) {
    const runner = db.createQueryRunner();
    try {
      return (await runner.query(text, params, true)).records as T[];
    } finally {
      await runner.release();
    }
  }
  if (db.queryRunner) return (await db.queryRunner.query(text, params, true)).records as T[];
  return sql<T>(db.connection, text, params);
}
