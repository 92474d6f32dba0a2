import type { Tables } from './tables.generated';

export type { Tables } from './tables.generated';
export { TABLE_COLUMNS } from './tables.generated';

/**
 * A row of table (or view) `T` as tables.generated.ts declares it, with some columns narrowed
 * to what the table's CHECK constraints allow (a status union, a currency code).
 */
export type Row<T extends keyof Tables, Narrow extends { [K in keyof Tables[T]]?: unknown } = object> = Omit<Tables[T], keyof Narrow> &
  Narrow;

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** A row's columns renamed from snake_case to camelCase: the record the services hand out. */
export type Camelized<R> = { [K in keyof R as K extends string ? Camel<K> : K]: R[K] };

const camelNames = new Map<string, string>();
function camelName(key: string): string {
  let name = camelNames.get(key);
  if (name === undefined) {
    name = key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
    camelNames.set(key, name);
  }
  return name;
}

/** Renames every column of `row` to camelCase (values untouched), following the row's own columns. */
export function camelize<R extends object>(row: R): Camelized<R> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) out[camelName(key)] = (row as Record<string, unknown>)[key];
  return out as Camelized<R>;
}
