// Starts the built api (api/dist) on a free port against a throwaway PostgreSQL database, for
// end-to-end runs and the web bench. Used by scripts/e2e.mjs; importable, never a server of its own.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A throwaway database: TEST_DATABASE_URL's server, else 127.0.0.1:5432, else none (embedded in a temp folder). */
async function throwawayDatabase() {
  // api/test/test-database.ts, compiled on the fly by swc (the same helpers the api tests use).
  require('@swc-node/register');
  const { createThrowawayDatabase, findLocalServer } = require(path.join(ROOT, 'api/test/test-database.ts'));
  const admin = process.env.TEST_DATABASE_URL ?? (await findLocalServer());
  if (!admin) return { url: undefined, drop: async () => undefined };
  return createThrowawayDatabase(admin, 'keafx_e2e');
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it takes as
 * a .eml file in `dir`, for end-to-end tests to read what the product e-mailed.
 */
async function mailCatcher(dir) {
  const { SMTPServer } = require('smtp-server');
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        n += 1;
        writeFileSync(path.join(dir, `${String(n).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Starts `node api/dist/main.js`; resolves with its base URL, the folder its e-mail lands in
 * (`mailDir`, one .eml per message; `mail: false` for a server with no mail set up) and a stop()
 * that also drops the database.
 */
export async function startTestApi({ quiet = true, mail: withMail = true } = {}) {
  const db = await throwawayDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keafx-e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  const mail = withMail ? await mailCatcher(mailDir) : null;
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(db.url ? { DATABASE_URL: db.url } : {}),
      JWT_SECRET: 'e2e-secret-of-at-least-thirty-two-characters!',
      LOG_LEVEL: quiet ? 'error' : 'info',
      LOGIN_MAX_FAILURES: '50',
      // The rate feed is on by default; end-to-end runs never reach the internet.
      RATES_FEED_URL: 'off',
      // Mail goes to the catcher above, never out.
      ...(mail ? { SMTP_URL: mail.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
    }
    await mail?.stop();
    await db.drop().catch((e) => console.error('could not drop the e2e database:', e.message));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error('the api exited during start-up');
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop, databaseUrl: db.url, mailDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the api did not answer /healthz within 30 s');
}
