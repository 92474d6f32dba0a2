import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Where integration tests (and the bench) find PostgreSQL, in DESIGN's order of preference. */
export const LOCAL_SERVER_URLS = ['postgresql://postgres@127.0.0.1:5432/postgres', 'postgresql://root@127.0.0.1:5432/postgres'];

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The first local server that answers, or undefined. */
export async function findLocalServer(): Promise<string | undefined> {
  for (const url of LOCAL_SERVER_URLS) if (await answers(url)) return url;
  return undefined;
}

/** Creates a fresh, uniquely named database on `adminUrl`'s server; returns its URL and a drop function. */
export async function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
