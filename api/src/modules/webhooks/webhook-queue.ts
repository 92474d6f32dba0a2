import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import PgBoss from 'pg-boss';
import { WEBHOOK_PAUSE_AFTER } from '@keafx/schema';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { FairWorker } from '../../database/fair-worker';
import { ensureQueue } from '../../database/queues';
import { sql } from '../../database/sql';
import type { Logger } from '../../logger';
import type { AuditService } from '../audit';
import { isPrivateAddress, publicOnlyLookup } from './webhook-targets';
import { signatureHeader } from './webhook-signature';

export const WEBHOOK_QUEUE = 'webhook-delivery';
/** Second and later attempts: a queue of their own, so retries never take first attempts' slots. */
export const WEBHOOK_RETRY_QUEUE = 'webhook-delivery-retry';

/** Deliveries in flight per process, and per owner among them (FairWorker). */
export const DELIVERY_CONCURRENCY = 16;
export const DELIVERY_PER_OWNER = 4;
/** Retries get fewer slots: an endpoint that failed once is likelier to fail again. */
const RETRY_CONCURRENCY = 8;
const RETRY_PER_OWNER = 2;

interface DeliveryJob {
  deliveryId: string;
  /** Jobs queued before owners were named share one turn. */
  ownerId?: string;
}

export interface WebhookQueueOptions {
  databaseUrl: string;
  retryLimit: number;
  retryDelaySeconds: number;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  pollingIntervalSeconds: number;
  log: Logger;
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  owner_id: string;
  event_id: string;
  event_type: string;
  body: string;
  url: string;
  secret: string;
}

export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/** The longest error text kept for an attempt. */
const ERROR_MAX = 300;

/**
 * Webhook deliveries on pg-boss: each delivery is one job. Its first attempt runs on
 * WEBHOOK_QUEUE; a failure moves it to WEBHOOK_RETRY_QUEUE, retried there with exponential
 * backoff (pg-boss's retryBackoff) until a 2xx answer or the retry limit. Both are consumed by
 * FairWorkers (database/fair-worker.ts): many at once, fair between owners, so one owner's
 * endpoints that never answer cannot hold another owner's deliveries. Every attempt is recorded
 * (status code, latency, error) and the delivery row keeps the latest and the count.
 */
export class WebhookQueue {
  private boss?: PgBoss;
  private workers: FairWorker<DeliveryJob>[] = [];

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly opts: WebhookQueueOptions,
    /** Where a paused endpoint is written down for its owner. */
    private readonly audit?: AuditService,
  ) {}

  async start(worker: boolean): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.opts.databaseUrl,
      schema: 'pgboss',
      max: 4,
      application_name: 'kea-fx-webhooks',
      supervise: worker,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (error) => this.opts.log.error('webhook queue error', { error }));
    await boss.start();
    this.boss = boss;
    await ensureQueue(boss, { name: WEBHOOK_QUEUE, retryLimit: 0, expireInSeconds: 5 * 60 });
    await ensureQueue(boss, { name: WEBHOOK_RETRY_QUEUE, ...this.retryPolicy(), expireInSeconds: 5 * 60 });
    if (worker) this.startWorkers(boss);
  }

  private startWorkers(boss: PgBoss): void {
    if (this.workers.length) return;
    const common = { pollMs: this.opts.pollingIntervalSeconds * 1000, ownerOf: (d: DeliveryJob) => d.ownerId ?? '', log: this.opts.log };
    this.workers = [
      new FairWorker<DeliveryJob>(boss, {
        ...common,
        queue: WEBHOOK_QUEUE,
        concurrency: DELIVERY_CONCURRENCY,
        perOwner: DELIVERY_PER_OWNER,
        handle: async (job) => {
          const last = this.opts.retryLimit === 0;
          const outcome = await this.attempt(job.data.deliveryId, last).catch(() => null);
          // Failed: the next attempts run on the retry queue, after the first delay.
          if (outcome === null && !last)
            await boss.send(WEBHOOK_RETRY_QUEUE, job.data, {
              ...this.retryPolicy(),
              startAfter: this.opts.retryDelaySeconds,
              priority: job.priority,
            });
        },
      }),
      new FairWorker<DeliveryJob>(boss, {
        ...common,
        queue: WEBHOOK_RETRY_QUEUE,
        concurrency: RETRY_CONCURRENCY,
        perOwner: RETRY_PER_OWNER,
        handle: async (job) => {
          await this.attempt(job.data.deliveryId, job.retryCount >= job.retryLimit);
        },
      }),
    ];
    for (const w of this.workers) w.start();
  }

  /**
   * Queues deliveries' first attempts, for their owner's turn, in one statement. `backlog`, the
   * owner's deliveries already waiting, is the first one's fairness key (each next one's is one
   * more): the queue hands out higher priorities first, so an owner with none waiting goes ahead
   * of one with hundreds (WebhooksService.emit).
   */
  async enqueue(ownerId: string, deliveryIds: readonly string[], backlog = 0): Promise<void> {
    if (!deliveryIds.length) return;
    await this.requireBoss().insert(
      deliveryIds.map((deliveryId, i) => ({
        name: WEBHOOK_QUEUE,
        data: { deliveryId, ownerId } satisfies DeliveryJob,
        retryLimit: 0,
        priority: -(backlog + i),
      })),
    );
    for (const w of this.workers) w.poke();
  }

  /** One attempt at a delivery: POSTs the stored body, signed now, and records the answer; throws (so the queue retries) unless 2xx. */
  async attempt(deliveryId: string, last: boolean): Promise<AttemptOutcome> {
    const [row] = await sql<DeliveryRow>(
      this.ds,
      `SELECT d.id, d.endpoint_id, e.owner_id, d.event_id, d.event_type, d.body, e.url, e.secret
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1 AND d.status <> 'succeeded'`,
      [deliveryId],
    );
    if (!row) return { statusCode: null, latencyMs: 0, error: 'gone' };
    const at = this.clock.now();
    const outcome = await this.post(row, at);
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    await this.ds.transaction(async (m) => {
      await sql(m, 'INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, error) VALUES ($1, $2, $3, $4, $5)', [
        row.id,
        at,
        outcome.statusCode,
        outcome.latencyMs,
        outcome.error,
      ]);
      await sql(
        m,
        `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status_code = $2, last_latency_ms = $3, last_error = $4,
           last_attempt_at = $5, status = $6, delivered_at = CASE WHEN $6 = 'succeeded' THEN $5::timestamptz END WHERE id = $1`,
        [row.id, outcome.statusCode, outcome.latencyMs, outcome.error, at, ok ? 'succeeded' : last ? 'failed' : 'pending'],
      );
      await this.circuit(m, row, at, ok ? 'succeeded' : last ? 'failed' : 'retrying');
    });
    if (!ok) throw new Error(`webhook delivery ${row.id} failed: ${outcome.error ?? `HTTP ${outcome.statusCode}`}`);
    return outcome;
  }

  /**
   * The endpoint's circuit: a delivery that succeeds closes it; one that failed every attempt
   * counts, and the WEBHOOK_PAUSE_AFTER-th in a row pauses the endpoint (no new deliveries until
   * its owner resumes it), which the owner's audit trail says, with what to do.
   */
  private async circuit(m: EntityManager, row: DeliveryRow, at: Date, outcome: 'succeeded' | 'failed' | 'retrying'): Promise<void> {
    if (outcome === 'succeeded') {
      await sql(m, 'UPDATE webhook_endpoints SET failed_in_a_row = 0 WHERE id = $1 AND failed_in_a_row <> 0', [row.endpoint_id]);
      return;
    }
    if (outcome === 'retrying') return;
    const [e] = await sql<{ url: string; failed_in_a_row: number; paused_now: boolean }>(
      m,
      `UPDATE webhook_endpoints SET failed_in_a_row = failed_in_a_row + 1,
         paused_at = CASE WHEN paused_at IS NULL AND failed_in_a_row + 1 >= $2 THEN $3 ELSE paused_at END
       WHERE id = $1 RETURNING url, failed_in_a_row, paused_at IS NOT DISTINCT FROM $3::timestamptz AS paused_now`,
      [row.endpoint_id, WEBHOOK_PAUSE_AFTER, at],
    );
    if (!e?.paused_now || !this.audit) return;
    await this.audit.record(m, row.owner_id, { id: null, label: 'system (webhooks)' }, at, [
      {
        entityType: 'webhook',
        entityId: row.endpoint_id,
        action: 'webhook.paused',
        message: `Paused the webhook to ${e.url}: ${e.failed_in_a_row} deliveries in a row failed every attempt. Fix the endpoint, then resume it in Settings, API access.`,
      },
    ]);
  }

  private post(row: DeliveryRow, at: Date): Promise<AttemptOutcome> {
    const url = new URL(row.url);
    const started = process.hrtime.bigint();
    const latency = (): number => Number((process.hrtime.bigint() - started) / 1_000_000n);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!this.opts.allowPrivateTargets && isIP(host) && isPrivateAddress(host)) {
      return Promise.resolve({ statusCode: null, latencyMs: 0, error: 'The target address is private; it is refused.' });
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      // The timeout bounds the whole attempt, not only silence: an endpoint that trickles its
      // answer byte by byte is cut off too, and the slot is free again.
      const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${this.opts.timeoutMs} ms`)), this.opts.timeoutMs);
      deadline.unref();
      const done = (outcome: AttemptOutcome): void => {
        clearTimeout(deadline);
        resolve(outcome);
      };
      const req = send(
        url,
        {
          method: 'POST',
          timeout: this.opts.timeoutMs,
          ...(this.opts.allowPrivateTargets ? {} : { lookup: publicOnlyLookup as never }),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'KeaFX-Webhooks/1',
            'kea-signature': signatureHeader(row.secret, row.body, at),
            'kea-event-id': row.event_id,
            'kea-event-type': row.event_type,
            'kea-delivery-id': row.id,
            'content-length': Buffer.byteLength(row.body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => done({ statusCode: res.statusCode ?? null, latencyMs: latency(), error: null }));
          res.on('error', (error) =>
            done({ statusCode: res.statusCode ?? null, latencyMs: latency(), error: error.message.slice(0, ERROR_MAX) }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.opts.timeoutMs} ms`)));
      req.on('error', (error) => done({ statusCode: null, latencyMs: latency(), error: error.message.slice(0, ERROR_MAX) }));
      req.end(row.body);
    });
  }

  /** The retry queue's policy: the attempts after the first two (which are the first attempt and the first retry). */
  private retryPolicy(): { retryLimit: number; retryDelay: number; retryBackoff: boolean } {
    return { retryLimit: Math.max(0, this.opts.retryLimit - 1), retryDelay: this.opts.retryDelaySeconds, retryBackoff: true };
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((w) => w.stop()));
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch((error: unknown) => {
      this.opts.log.warn('webhook queue stop failed', { error });
    });
  }

  private requireBoss(): PgBoss {
    if (!this.boss) throw new Error('the webhook queue is not running');
    return this.boss;
  }
}
