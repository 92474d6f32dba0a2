import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import type { Logger } from './logger';

/** Something changed that open dashboards may want to hear about. Published after commit. */
export type DomainEvent =
  /** `transitions` (only in the process that made the change) lists the invoices whose status moved. */
  | { type: 'invoices.changed'; ownerId: string; invoiceIds: string[]; transitions?: InvoiceTransition[] }
  | { type: 'rates.changed'; ownerId: string | null }
  | { type: 'reports.job'; ownerId: string; jobId: string; status?: string }
  /** An API key was revoked: every process drops it from its verified-key cache at once. */
  | { type: 'apikeys.revoked'; ownerId: string; keyId: string }
  /** A user's sessions ended (signed out everywhere) or the user is gone: every process forgets what it knew of them. */
  | { type: 'sessions.revoked'; ownerId: string };

/** One invoice's status change, as webhooks report it. */
export interface InvoiceTransition {
  id: string;
  number: number;
  counterparty: string;
  currency: string;
  amount: string;
  from: string;
  to: string;
}

export interface DomainEvents {
  publish(event: DomainEvent): void;
  /** Every event, from this process and (over LISTEN/NOTIFY) the others. */
  subscribe(listener: (event: DomainEvent) => void): () => void;
  /**
   * Only the events this process publishes, each once, in full: for work that must happen once
   * per change however many processes hear of it (webhook deliveries).
   */
  subscribeOwn(listener: (event: DomainEvent) => void): () => void;
  /** Stops any connection the transport holds. */
  close?(): Promise<void>;
}

/** In-process delivery; a cross-process transport can wrap it without the services knowing. */
export function createLocalEvents(): DomainEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit('event', event);
      emitter.emit('own', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    subscribeOwn(listener) {
      emitter.on('own', listener);
      return () => emitter.off('own', listener);
    },
  };
}

/**
 * Events as an async iterator for a GraphQL subscription: `keyOf` keeps the events a
 * subscriber may hear (returning a key) and drops the rest (null). Keys that arrive while the
 * subscriber is still busy fold into one push of distinct keys, so a burst of writes costs
 * each session one refresh. `initial` keys are pushed at once (the state as it is now).
 */
export function foldedEvents<K>(
  events: DomainEvents,
  keyOf: (event: DomainEvent) => K | null,
  initial: K[] = [],
): AsyncIterableIterator<K[]> {
  let pending: Set<K> | null = initial.length ? new Set(initial) : null;
  let wake: (() => void) | null = null;
  let done = false;
  const unsubscribe = events.subscribe((event) => {
    const key = keyOf(event);
    if (key === null) return;
    pending ??= new Set();
    pending.add(key);
    wake?.();
  });
  const finish = (): IteratorResult<K[]> => {
    if (!done) {
      done = true;
      unsubscribe();
      wake?.();
    }
    return { done: true, value: undefined };
  };
  return {
    async next() {
      while (!pending && !done)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      wake = null;
      if (done || !pending) return { done: true, value: undefined };
      const keys = [...pending];
      pending = null;
      return { done: false, value: keys };
    },
    async return() {
      return finish();
    },
    async throw(error?: unknown) {
      finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * The transport for a process: PostgreSQL LISTEN/NOTIFY, so api processes and report workers
 * hear each other; in-process on the embedded database, whose connections share one session
 * (NOTIFY does not cross them) and which only one process opens anyway.
 */
export async function openEvents(db: { embedded: boolean; url: string }, log: Logger): Promise<DomainEvents> {
  return db.embedded ? createLocalEvents() : createPgEvents(db.url, log);
}

/** The PostgreSQL channel every api process LISTENs on. */
export const EVENTS_CHANNEL = 'keafx_events';
/** NOTIFY payloads must stay under 8000 bytes; ids past this many are left out (listeners refetch anyway). */
const MAX_IDS_IN_NOTICE = 100;
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

function encode(event: DomainEvent): string {
  if (event.type === 'invoices.changed') {
    // Transitions stay in the publishing process (subscribeOwn); the notice carries ids only.
    const { transitions: _own, ...rest } = event;
    return JSON.stringify({ ...rest, invoiceIds: event.invoiceIds.slice(0, MAX_IDS_IN_NOTICE) });
  }
  return JSON.stringify(event);
}

function decode(payload: string | undefined): DomainEvent | null {
  try {
    const e = JSON.parse(payload ?? '') as Partial<DomainEvent>;
    if (e.type === 'invoices.changed' && typeof e.ownerId === 'string' && Array.isArray(e.invoiceIds)) return e as DomainEvent;
    if (e.type === 'rates.changed' && (typeof e.ownerId === 'string' || e.ownerId === null)) return e as DomainEvent;
    if (e.type === 'reports.job' && typeof e.ownerId === 'string' && typeof e.jobId === 'string') return e as DomainEvent;
    if (e.type === 'apikeys.revoked' && typeof e.ownerId === 'string' && typeof e.keyId === 'string') return e as DomainEvent;
    if (e.type === 'sessions.revoked' && typeof e.ownerId === 'string') return e as DomainEvent;
  } catch {
    // not ours
  }
  return null;
}

/**
 * Events carried between api processes by PostgreSQL LISTEN/NOTIFY: publish sends
 * pg_notify (the services publish after commit), and a dedicated connection LISTENs and
 * hands every notice, this process's own included, to local subscribers. If that
 * connection drops it reconnects, and on reconnecting tells every subscriber that rates
 * changed, so open dashboards refetch what they may have missed.
 */
export async function createPgEvents(url: string, log: Logger): Promise<DomainEvents> {
  const local = createLocalEvents();
  const own = new EventEmitter();
  own.setMaxListeners(0);
  let client: Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  /** Notices go out one after another on the one connection (pg 9 refuses a query while one runs). */
  let sending: Promise<unknown> = Promise.resolve();

  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url, application_name: 'kea-fx-events' });
    c.on('notification', (msg) => {
      if (msg.channel !== EVENTS_CHANNEL) return;
      const event = decode(msg.payload);
      if (event) local.publish(event);
    });
    c.on('error', (error) => log.warn('event listener connection failed', { error: error.message }));
    c.on('end', () => {
      if (client === c) client = null;
      if (!closed) schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = c;
    attempt = 0;
  };

  const schedule = (): void => {
    if (closed || retry) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => local.publish({ type: 'rates.changed', ownerId: null }),
        (error: unknown) => {
          log.warn('event listener could not reconnect', { error: error instanceof Error ? error.message : String(error) });
          schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    publish(event) {
      own.emit('own', event);
      const c = client;
      if (!c) {
        // No listener right now: at least this process's subscribers hear it.
        local.publish(event);
        return;
      }
      const payload = encode(event);
      sending = sending.then(() =>
        c.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, payload]).catch((error: unknown) => {
          log.warn('could not publish an event; delivering it in this process only', {
            error: error instanceof Error ? error.message : String(error),
          });
          local.publish(event);
        }),
      );
    },
    subscribe: (listener) => local.subscribe(listener),
    subscribeOwn(listener) {
      own.on('own', listener);
      return () => own.off('own', listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      // The notices already published go out first.
      await sending.catch(() => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}
