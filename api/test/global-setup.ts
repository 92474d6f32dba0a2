import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/database/database';
import { startEmbeddedPostgres } from '../src/database/embedded';
import { createLogger } from '../src/logger';
import { createThrowawayDatabase, findLocalServer } from './test-database';

declare global {
  var __KEAFX_TEARDOWN__: (() => Promise<void>) | undefined;
}

/**
 * One database for the whole run: TEST_DATABASE_URL if set, else a fresh throwaway
 * database on the local server, else the embedded PostgreSQL. Migrations run once here;
 * tests isolate themselves with a fresh owner each.
 */
export default async function globalSetup(): Promise<void> {
  let url = process.env.TEST_DATABASE_URL;
  let teardown = async (): Promise<void> => undefined;
  if (!url) {
    const local = await findLocalServer();
    if (local) {
      const db = await createThrowawayDatabase(local, 'keafx_test');
      url = db.url;
      teardown = db.drop;
    } else {
      const embedded = await startEmbeddedPostgres(mkdtempSync(path.join(tmpdir(), 'keafx-test-')), 40);
      url = embedded.url;
      teardown = embedded.stop;
    }
  }
  const db = await openDatabase({ databaseUrl: url, dataDir: tmpdir(), dbPoolSize: 2 }, createLogger('warn'));
  await db.close();
  process.env.KEAFX_TEST_DATABASE_URL = url;
  globalThis.__KEAFX_TEARDOWN__ = teardown;
  process.stdout.write(`\nintegration tests use ${url.replace(/\/\/[^@]*@/, '//')}\n`);
}
