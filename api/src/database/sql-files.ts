import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A module's .sql file (`<moduleDir>/sql/<name>`), for its migrations. tsc does not copy .sql
 * files, so the built api (api/dist/...) reads them from the source tree beside it.
 */
export function loadSqlFile(moduleDir: string, name: string): string {
  const built = path.join(moduleDir, 'sql', name);
  const source = path.join(moduleDir.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`), 'sql', name);
  return readFileSync(existsSync(built) ? built : source, 'utf8');
}
