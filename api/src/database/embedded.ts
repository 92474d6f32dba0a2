import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir` and serves it over the PostgreSQL wire protocol on a free
 * loopback port, so the ordinary `pg` driver (and every code path) works unchanged.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  const dir = path.join(dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const port = server.getServerConn().split(':').pop();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
