import { AsyncLocalStorage } from 'node:async_hooks';

/** Counts SQL statements per unit of work (a request, a job), so N+1 regressions are visible. */
export interface QueryStats {
  statements: number;
  sql: string[];
}

const storage = new AsyncLocalStorage<QueryStats>();

/** Runs `fn` with `stats` as the statement counter of everything it starts. */
export function withQueryStats<T>(fn: () => T, stats: QueryStats = { statements: 0, sql: [] }): T {
  return storage.run(stats, fn);
}

export function countStatement(sql: string): void {
  const stats = storage.getStore();
  if (!stats) return;
  stats.statements += 1;
  if (stats.sql.length < 200) stats.sql.push(sql);
}
