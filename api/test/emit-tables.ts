import 'reflect-metadata';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createLogger } from '../src/logger';
import { openDatabase } from '../src/database/database';
import { startEmbeddedPostgres } from '../src/database/embedded';
import { printTableTypes } from '../src/database/table-types';
import { createThrowawayDatabase, findLocalServer } from './test-database';

/** Migrates a throwaway database and writes (or with --check, compares) tables.generated.ts. */
export const TABLES_FILE = path.resolve(__dirname, '..', 'src', 'database', 'tables.generated.ts');

async function main(): Promise<void> {
  const local = await findLocalServer();
  let url: string;
  let drop: () => Promise<void>;
  if (local) {
    const db = await createThrowawayDatabase(local, 'keafx_tables');
    url = db.url;
    drop = db.drop;
  } else {
    const embedded = await startEmbeddedPostgres(mkdtempSync(path.join(tmpdir(), 'keafx-tables-')), 5);
    url = embedded.url;
    drop = embedded.stop;
  }
  try {
    const db = await openDatabase({ databaseUrl: url, dataDir: tmpdir(), dbPoolSize: 1 }, createLogger('warn'));
    await db.close();
    const client = new Client({ connectionString: url });
    await client.connect();
    const source = await printTableTypes(client).finally(() => client.end());
    if (process.argv.includes('--check')) {
      if (readFileSync(TABLES_FILE, 'utf8') !== source) {
        process.stderr.write('api/src/database/tables.generated.ts is out of date with the migrations. Run `npm run tables:emit`.\n');
        process.exitCode = 1;
      }
    } else {
      writeFileSync(TABLES_FILE, source);
      process.stdout.write(`wrote ${path.relative(process.cwd(), TABLES_FILE)}\n`);
    }
  } finally {
    await drop();
  }
}

void main();
