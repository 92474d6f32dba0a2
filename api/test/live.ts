import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

import { sql } from '../src/database/sql';
import { EVENTS_CHANNEL } from '../src/events';
import { TEST_JWT_SECRET, type TestApp } from './harness';

const ROOT = path.resolve(__dirname, '..', '..');

export interface OtherProcess {
  base: string;
  stop(): Promise<void>;
}

/**
 * A second api process beside `app`: the same test database, JWT secret and frozen clock, so a
 * token or key made on one works on the other and events travel between them by LISTEN/NOTIFY.
 */
export function startProcessBeside(app: Pick<TestApp, 'clock'>): Promise<OtherProcess> {
  return startOtherProcess({
    DATABASE_URL: process.env.KEAFX_TEST_DATABASE_URL as string,
    JWT_SECRET: TEST_JWT_SECRET,
    KEAFX_TEST_NOW: app.clock.now().toISOString(),
  });
}

/** Starts api/test/api-process.ts as a separate node process on the test database. */
export async function startOtherProcess(env: Record<string, string>): Promise<OtherProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=keafx-source', '-r', '@swc-node/register', path.join(ROOT, 'api/test/api-process.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: 'low',
        LOG_LEVEL: 'error',
        DB_POOL_SIZE: '3',
        RATES_FEED_URL: 'off',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'keafx-proc-')),
        SWC_NODE_PROJECT: path.join(ROOT, 'api/tsconfig.json'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the second api process did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the second api process exited with ${code}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface Subscription<T> {
  received: T[];
  /** Resolves with the next payload, or rejects after `withinMs`. */
  next(withinMs: number): Promise<T>;
  close(): Promise<void>;
}

/** A graphql-ws client: connects to `base`'s /graphql with a bearer token in connection_init. */
export function wsClient(base: string, token: string | null): Client {
  return createClient({
    url: `${base.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
}

/** Subscribes and collects every payload; errors are collected as `{ errors }`. */
export function subscribe<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Subscription<T> {
  const received: T[] = [];
  let waiter: ((value: T) => void) | null = null;
  let read = 0;
  const push = (value: T): void => {
    received.push(value);
    if (waiter) {
      read += 1;
      const w = waiter;
      waiter = null;
      w(value);
    }
  };
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => push((result.errors ? { errors: result.errors } : result.data) as T),
      error: (error) =>
        push({
          errors: Array.isArray(error)
            ? error
            : [
                {
                  message: (error as { reason?: string; message?: string })?.reason ?? String((error as Error)?.message ?? error),
                  code: (error as { code?: number })?.code,
                },
              ],
        } as T),
      complete: () => undefined,
    },
  );
  return {
    received,
    next(withinMs) {
      if (read < received.length) return Promise.resolve(received[read++] as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiter = null;
          reject(new Error(`no subscription payload within ${withinMs} ms`));
        }, withinMs);
        waiter = (value) => {
          clearTimeout(timer);
          resolve(value);
        };
      });
    },
    async close() {
      dispose();
      await client.dispose();
    },
  };
}

/** Makes sure the server side of `sub` is listening: pokes the owner's event channel until a push arrives, and answers that push. */
export async function primed<T>(app: TestApp, sub: Subscription<T>, ownerId: string): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    await sql(app.server.ds, 'SELECT pg_notify($1, $2)', [
      EVENTS_CHANNEL,
      JSON.stringify({ type: 'invoices.changed', ownerId, invoiceIds: [] }),
    ]);
    let first: T;
    try {
      first = await sub.next(200);
    } catch {
      // not subscribed yet
      continue;
    }
    // A poke sent while the subscription was still starting can land after this one: wait until
    // none has for 300 ms, so what a test counts from here on is its own (on a loaded machine a late
    // one was counted as another owner's push).
    for (let seen = -1; seen !== sub.received.length;) {
      seen = sub.received.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return first;
  }
  throw new Error('the subscription never started');
}
