import { randomUUID } from 'node:crypto';
import {
  THRESHOLD_TOTAL,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_ENDPOINTS_PER_EVENT,
  type CreateWebhookCommand,
  type ThresholdEntry,
  type WebhookEventType,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { sql, theRow, type Db } from '../../database/sql';
import { AppError, NotFoundError, ValidationError } from '../../errors';
import type { DomainEvent, DomainEvents } from '../../events';
import type { Logger } from '../../logger';
import type { Uuid } from '../../params';
import { actorOf, systemContext, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import type { ExposureService, ExposureSummary } from '../exposure';
import type { WebhookQueue } from './webhook-queue';
import { newSigningSecret } from './webhook-signature';
import { hostIsPublic, PRIVATE_TARGET } from './webhook-targets';

export interface WebhookRecord {
  id: string;
  url: string;
  events: WebhookEventType[];
  createdAt: Date;
  /** When deliveries were paused after WEBHOOK_PAUSE_AFTER failed in a row, or null. */
  pausedAt: Date | null;
  /** Deliveries that failed every attempt since the last one that succeeded. */
  failedInARow: number;
}

export interface DeliveryRecord {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  /** Every attempt, oldest first. */
  history: { at: Date; statusCode: number | null; latencyMs: number; error: string | null }[];
}

export interface ThresholdRecord {
  currency: string;
  thresholdNzd: string;
  /** Whether exposure was last seen at or above the threshold. */
  above: boolean;
}

interface EndpointRow {
  id: string;
  url: string;
  events: WebhookEventType[];
  created_at: Date;
  paused_at: Date | null;
  failed_in_a_row: number;
}
const ENDPOINT_COLUMNS = 'id, url, events, created_at, paused_at, failed_in_a_row';
interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  status: DeliveryRecord['status'];
  attempts: number;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  history: { at: string; status_code: number | null; latency_ms: number; error: string | null }[] | null;
}

const toEndpoint = (r: EndpointRow): WebhookRecord => ({
  id: r.id,
  url: r.url,
  events: r.events,
  createdAt: r.created_at,
  pausedAt: r.paused_at,
  failedInARow: r.failed_in_a_row,
});
const toDelivery = (r: DeliveryRow): DeliveryRecord => ({
  id: r.id,
  eventId: r.event_id,
  eventType: r.event_type,
  status: r.status,
  attempts: r.attempts,
  lastStatusCode: r.last_status_code,
  lastLatencyMs: r.last_latency_ms,
  lastError: r.last_error,
  createdAt: r.created_at,
  lastAttemptAt: r.last_attempt_at,
  deliveredAt: r.delivered_at,
  history: (r.history ?? []).map((h) => ({ at: new Date(h.at), statusCode: h.status_code, latencyMs: h.latency_ms, error: h.error })),
});

const DELIVERY_COLUMNS = `d.id, d.event_id, d.event_type, d.status, d.attempts, d.last_status_code, d.last_latency_ms, d.last_error, d.created_at,
  d.last_attempt_at, d.delivered_at,
  (SELECT json_agg(json_build_object('at', a.attempted_at, 'status_code', a.status_code, 'latency_ms', a.latency_ms, 'error', a.error) ORDER BY a.id)
     FROM webhook_attempts a WHERE a.delivery_id = d.id) AS history`;
/** Deliveries listed per endpoint (newest first). */
const DELIVERIES_SHOWN = 50;

class TooManyWebhooksError extends AppError {
  constructor(message = `You can register at most ${WEBHOOK_ENDPOINTS_MAX} webhooks; delete one first.`) {
    super('CONFLICT', message);
  }
}

/**
 * Webhooks: the owner's endpoints and thresholds, and turning domain events into signed
 * deliveries. It hears only the events this process publishes (subscribeOwn), after their
 * transaction committed, so each change is delivered once however many processes run.
 */
export class WebhooksService {
  /** Fan-outs under way (a short-lived process, the report CLI, waits for them before it exits). */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly exposure: ExposureService,
    private readonly queue: WebhookQueue,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly opts: { allowPrivateTargets: boolean },
    events: DomainEvents,
  ) {
    events.subscribeOwn((event) => {
      const work = this.onEvent(event).catch((error: unknown) => this.log.error('webhook fan-out failed', { type: event.type, error }));
      this.inFlight.add(work);
      void work.finally(() => this.inFlight.delete(work));
    });
  }

  /** Resolves once every fan-out begun so far (and any it set off) has written and queued its deliveries. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Registers an endpoint (audited); answers it with its signing secret, shown this once. ValidationError, or CONFLICT past the limit. */
  async create(ctx: ServiceContext, input: CreateWebhookCommand): Promise<{ record: WebhookRecord; secret: string }> {
    if (!this.opts.allowPrivateTargets && !(await hostIsPublic(input.url.hostname)))
      throw new ValidationError([{ field: 'url', message: PRIVATE_TARGET }]);
    const secret = newSigningSecret();
    const now = ctx.clock.now();
    const record = await this.ds.transaction(async (m) => {
      // Locks the owner's endpoints so two registrations cannot both slip under the limit.
      await sql(m, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`webhooks:${ctx.user.id}`]);
      const { n } = theRow(
        await sql<{ n: number }>(m, 'SELECT count(*)::int AS n FROM webhook_endpoints WHERE owner_id = $1', [ctx.user.id]),
        'the endpoint count',
      );
      if (n >= WEBHOOK_ENDPOINTS_MAX) throw new TooManyWebhooksError();
      // One change fans out to at most WEBHOOK_ENDPOINTS_PER_EVENT deliveries, and never twice to one URL.
      const listening = await sql<{ event: string; n: number; same_url: boolean }>(
        m,
        `SELECT e AS event, count(*)::int AS n, bool_or(url = $3) AS same_url
           FROM webhook_endpoints, unnest(events) AS e
          WHERE owner_id = $1 AND e = ANY($2::text[])
          GROUP BY e ORDER BY array_position($2::text[], e)`,
        [ctx.user.id, input.events, input.url.href],
      );
      const twice = listening.find((l) => l.same_url);
      if (twice)
        throw new TooManyWebhooksError(
          `${input.url.href} already receives ${twice.event} from another webhook; delete that one first to change its events.`,
        );
      const full = listening.find((l) => l.n >= WEBHOOK_ENDPOINTS_PER_EVENT);
      if (full)
        throw new TooManyWebhooksError(
          `At most ${WEBHOOK_ENDPOINTS_PER_EVENT} webhooks can listen for ${full.event}; delete one of them or choose other events.`,
        );
      const rows = await sql<EndpointRow>(
        m,
        `INSERT INTO webhook_endpoints (owner_id, url, events, secret, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${ENDPOINT_COLUMNS}`,
        [ctx.user.id, input.url.href, input.events, secret, now],
      );
      const created = toEndpoint(theRow(rows, 'the new endpoint'));
      await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
        {
          entityType: 'webhook',
          entityId: created.id,
          action: 'webhook.created',
          message: `Registered a webhook to ${created.url} for ${created.events.join(', ')}`,
          after: { url: created.url, events: created.events },
        },
      ]);
      return created;
    });
    return { record, secret };
  }

  async list(ctx: ServiceContext): Promise<WebhookRecord[]> {
    const rows = await sql<EndpointRow>(
      this.ds,
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE owner_id = $1 ORDER BY created_at, id`,
      [ctx.user.id],
    );
    return rows.map(toEndpoint);
  }

  /** Resumes an endpoint the circuit paused (audited): it gets new deliveries again. NotFoundError for another owner's. */
  async resume(ctx: ServiceContext, id: Uuid): Promise<WebhookRecord> {
    return this.ds.transaction(async (m) => {
      const [row] = await sql<EndpointRow>(
        m,
        `UPDATE webhook_endpoints SET paused_at = NULL, failed_in_a_row = 0 WHERE owner_id = $1 AND id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
        [ctx.user.id, id],
      );
      if (!row) throw new NotFoundError('Webhook');
      const resumed = toEndpoint(row);
      await this.audit.record(m, ctx.user.id, actorOf(ctx), ctx.clock.now(), [
        {
          entityType: 'webhook',
          entityId: id,
          action: 'webhook.resumed',
          message: `Resumed the webhook to ${resumed.url}`,
          after: { url: resumed.url },
        },
      ]);
      return resumed;
    });
  }

  /** Deletes an endpoint and its deliveries (audited). NotFoundError for an unknown id or another owner's. */
  async remove(ctx: ServiceContext, id: Uuid): Promise<WebhookRecord> {
    return this.ds.transaction(async (m) => {
      const [row] = await sql<EndpointRow>(
        m,
        `DELETE FROM webhook_endpoints WHERE owner_id = $1 AND id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
        [ctx.user.id, id],
      );
      if (!row) throw new NotFoundError('Webhook');
      const removed = toEndpoint(row);
      await this.audit.record(m, ctx.user.id, actorOf(ctx), ctx.clock.now(), [
        {
          entityType: 'webhook',
          entityId: id,
          action: 'webhook.deleted',
          message: `Deleted the webhook to ${removed.url}`,
          before: { url: removed.url, events: removed.events },
        },
      ]);
      return removed;
    });
  }

  /** An endpoint's latest deliveries, newest first, each with its attempts. NotFoundError as for remove. */
  async deliveries(ctx: ServiceContext, id: Uuid): Promise<DeliveryRecord[]> {
    await this.ownEndpoint(ctx, id);
    const rows = await sql<DeliveryRow>(
      this.ds,
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d WHERE d.owner_id = $1 AND d.endpoint_id = $2
       ORDER BY d.created_at DESC, d.id LIMIT ${DELIVERIES_SHOWN}`,
      [ctx.user.id, id],
    );
    return rows.map(toDelivery);
  }

  /** Sends a delivery again as a new delivery of the same event (same id and body, signed afresh); audited. */
  async resend(ctx: ServiceContext, endpointId: Uuid, deliveryId: Uuid): Promise<DeliveryRecord> {
    const now = ctx.clock.now();
    const id = await this.ds.transaction(async (m) => {
      const [row] = await sql<{ id: string; event_type: string }>(
        m,
        `INSERT INTO webhook_deliveries (endpoint_id, owner_id, event_id, event_type, body, status, created_at)
         SELECT endpoint_id, owner_id, event_id, event_type, body, 'pending', $4 FROM webhook_deliveries WHERE owner_id = $1 AND endpoint_id = $2 AND id = $3
         RETURNING id, event_type`,
        [ctx.user.id, endpointId, deliveryId, now],
      );
      if (!row) throw new NotFoundError('Delivery');
      await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
        {
          entityType: 'webhook',
          entityId: endpointId,
          action: 'webhook.resent',
          message: `Re-sent a ${row.event_type} delivery`,
          after: { deliveryId: row.id, from: deliveryId },
        },
      ]);
      return row.id;
    });
    await this.queue.enqueue(ctx.user.id, [id]);
    return toDelivery(
      theRow(
        await sql<DeliveryRow>(this.ds, `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d WHERE d.id = $1`, [id]),
        'the re-sent delivery',
      ),
    );
  }

  async thresholds(ctx: ServiceContext, db: Db = this.ds): Promise<ThresholdRecord[]> {
    const rows = await sql<{ currency: string; threshold_nzd: string; above: boolean }>(
      db,
      'SELECT currency, threshold_nzd, above FROM webhook_thresholds WHERE owner_id = $1 ORDER BY currency = $2 DESC, currency',
      [ctx.user.id, THRESHOLD_TOTAL],
    );
    return rows.map((r) => ({ currency: r.currency, thresholdNzd: r.threshold_nzd, above: r.above }));
  }

  /**
   * Replaces the owner's NZD thresholds (audited). Each starts on the side of the line today's
   * exposure is on, so only a later crossing is an event. Replacements by one owner run one at a
   * time (an advisory lock on the owner), so ten at once leave one of the ten lists, never a 500.
   */
  async setThresholds(ctx: ServiceContext, list: ThresholdEntry[]): Promise<ThresholdRecord[]> {
    const levels = list.length ? levelsOf(await this.exposure.summary(ctx, false)) : new Map<string, number>();
    return this.ds.transaction(async (m) => {
      await sql(m, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`webhook-thresholds:${ctx.user.id}`]);
      const before = await sql(m, 'DELETE FROM webhook_thresholds WHERE owner_id = $1 RETURNING currency, threshold_nzd', [ctx.user.id]);
      for (const t of list) {
        await sql(m, 'INSERT INTO webhook_thresholds (owner_id, currency, threshold_nzd, above) VALUES ($1, $2, $3, $4)', [
          ctx.user.id,
          t.currency,
          t.thresholdNzd,
          (levels.get(t.currency) ?? 0) >= Number(t.thresholdNzd),
        ]);
      }
      await this.audit.record(m, ctx.user.id, actorOf(ctx), ctx.clock.now(), [
        {
          entityType: 'webhook_threshold',
          entityId: null,
          action: 'webhook.thresholds_set',
          message: list.length
            ? `Set exposure thresholds: ${list.map((t) => `${t.currency} ${t.thresholdNzd} NZD`).join(', ')}`
            : 'Removed every exposure threshold',
          before,
          after: list,
        },
      ]);
      return this.thresholds(ctx, m);
    });
  }

  /** Turns one committed domain event into deliveries to the endpoints that asked for them. */
  async onEvent(event: DomainEvent): Promise<void> {
    if (event.type === 'invoices.changed') {
      for (const t of event.transitions ?? []) {
        await this.emit(event.ownerId, 'invoice.status_changed', {
          invoice: { id: t.number, number: t.number, counterparty: t.counterparty, currency: t.currency, amount: t.amount },
          from: t.from,
          to: t.to,
        });
      }
      await this.exposureMoved(event.ownerId);
    } else if (event.type === 'rates.changed') {
      const owners = event.ownerId ? [event.ownerId] : await this.ownersWatchingExposure();
      for (const owner of owners) await this.exposureMoved(owner);
    } else if (event.type === 'reports.job' && event.status === 'completed') {
      await this.emit(event.ownerId, 'report.completed', { job_id: event.jobId, download_url: `/me/reports/jobs/${event.jobId}/download` });
    }
  }

  private async exposureMoved(ownerId: string): Promise<void> {
    const watch = theRow(
      await sql<{ endpoints: boolean; thresholds: boolean }>(
        this.ds,
        `SELECT
        EXISTS (SELECT 1 FROM webhook_endpoints WHERE owner_id = $1 AND 'exposure.changed' = ANY(events)) AS endpoints,
        EXISTS (SELECT 1 FROM webhook_thresholds WHERE owner_id = $1) AS thresholds`,
        [ownerId],
      ),
      'the watch flags',
    );
    if (!watch.endpoints && !watch.thresholds) return;
    const summary = await this.exposure.summary(systemContext(ownerId, this.clock, 'system (webhooks)', 'webhooks'), false);
    if (watch.endpoints) await this.emit(ownerId, 'exposure.changed', exposureData(summary));
    if (!watch.thresholds) return;
    const levels = levelsOf(summary);
    const thresholds = await sql<{ currency: string; threshold_nzd: string; above: boolean }>(
      this.ds,
      'SELECT currency, threshold_nzd, above FROM webhook_thresholds WHERE owner_id = $1',
      [ownerId],
    );
    for (const t of thresholds) {
      const level = levels.get(t.currency) ?? 0;
      const above = level >= Number(t.threshold_nzd);
      if (above === t.above) continue;
      // Only the statement that flips the row fires, so concurrent changes cannot fire twice.
      const flipped = await sql(
        this.ds,
        'UPDATE webhook_thresholds SET above = $3 WHERE owner_id = $1 AND currency = $2 AND above <> $3 RETURNING currency',
        [ownerId, t.currency, above],
      );
      if (flipped.length === 0) continue;
      await this.emit(ownerId, 'exposure.threshold_crossed', {
        currency: t.currency,
        threshold_nzd: Number(t.threshold_nzd),
        exposure_nzd: level,
        direction: above ? 'up' : 'down',
      });
    }
  }

  private async ownersWatchingExposure(): Promise<string[]> {
    const rows = await sql<{ owner_id: string }>(
      this.ds,
      `SELECT owner_id FROM webhook_endpoints WHERE 'exposure.changed' = ANY(events)
       UNION SELECT owner_id FROM webhook_thresholds`,
    );
    return rows.map((r) => r.owner_id);
  }

  /** Records one delivery per endpoint subscribed to `type` and queues them. */
  private async emit(ownerId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
    const now = this.clock.now();
    const body = JSON.stringify({ id: randomUUID(), type, time: now.toISOString(), data });
    // The owner's deliveries still waiting: the fairness key their new ones are queued with.
    const [waiting] = await sql<{ n: number }>(
      this.ds,
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE owner_id = $1 AND status = 'pending'`,
      [ownerId],
    );
    const eventId = (JSON.parse(body) as { id: string }).id;
    const rows = await sql<{ id: string }>(
      this.ds,
      `INSERT INTO webhook_deliveries (endpoint_id, owner_id, event_id, event_type, body, status, created_at)
       SELECT id, owner_id, $3, $2, $4, 'pending', $5 FROM webhook_endpoints
       WHERE owner_id = $1 AND $2 = ANY(events) AND paused_at IS NULL RETURNING id`,
      [ownerId, type, eventId, body, now],
    );
    await this.queue.enqueue(
      ownerId,
      rows.map((r) => r.id),
      waiting?.n ?? 0,
    );
  }

  private async ownEndpoint(ctx: ServiceContext, id: string): Promise<void> {
    const [row] = await sql(this.ds, 'SELECT 1 FROM webhook_endpoints WHERE owner_id = $1 AND id = $2', [ctx.user.id, id]);
    if (!row) throw new NotFoundError('Webhook');
  }
}

/** NZD exposure per currency and in total (TOTAL), as numbers, for thresholds. */
function levelsOf(summary: ExposureSummary): Map<string, number> {
  const levels = new Map(summary.lines.map((l) => [l.currency, Number(l.nzdValue)]));
  levels.set(THRESHOLD_TOTAL, Number(summary.totalNzd));
  return levels;
}

function exposureData(s: ExposureSummary): Record<string, unknown> {
  return {
    as_of: s.asOf,
    total_nzd: Number(s.totalNzd),
    invoice_count: s.invoiceCount,
    overdue_count: s.overdueCount,
    currencies: s.lines.map((l) => ({ currency: l.currency, amount: Number(l.amount), nzd_value: Number(l.nzdValue) })),
  };
}
