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

/**
 * Named parameters: each `:name` in `text` (not a `::type` cast) becomes a numbered placeholder,
 * the same number for every use of one name, with the values in that order. SQL fragments that
 * travel between files name what they need (`:today`, `:owner`) instead of assuming `$2`.
 */
export function named(text: string, values: Readonly<Record<string, unknown>>): { text: string; params: unknown[] } {
  const order = new Map<string, number>();
  const params: unknown[] = [];
  const out = text.replace(/(?<![:\w]):([a-z_][a-z0-9_]*)/gi, (_, name: string) => {
    let n = order.get(name);
    if (n === undefined) {
      if (!Object.hasOwn(values, name)) throw new Error(`SQL parameter :${name} has no value`);
      params.push(values[name]);
      n = params.length;
      order.set(name, n);
    }
    return `$${n}`;
  });
  return { text: out, params };
}

/** sql() with named parameters (see named()). */
export async function sqlNamed<T = Record<string, unknown>>(db: Db, text: string, values: Readonly<Record<string, unknown>>): Promise<T[]> {
  const q = named(text, values);
  return sql<T>(db, q.text, q.params);
}

/**
 * The row a statement always returns (an aggregate without GROUP BY, an INSERT ... RETURNING,
 * an UPDATE of a row locked a moment ago). Throws, as a bug, when there is none.
 */
export function theRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`expected a row from ${what}, got none`);
  return row;
}
