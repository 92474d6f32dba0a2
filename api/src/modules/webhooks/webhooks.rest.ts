import { CREATE_WEBHOOK, SET_THRESHOLDS, WEBHOOK_EVENTS } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import { dateTime } from '../../http/shapes';
import type { Clock } from '../../clock';
import { answers, withBody } from '../../http/command';
import { parseUuid } from '../../params';
import { contextOf } from '../../http/request';
import type { DeliveryRecord, ThresholdRecord, WebhookRecord, WebhooksService } from './webhooks.service';

export const WEBHOOK_REST = z.strictObject({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: dateTime,
  paused_at: dateTime
    .nullable()
    .meta({ description: 'When deliveries were paused after too many failed in a row; resume to restart them' }),
  failed_in_a_row: z.number().int().meta({ description: 'Deliveries that failed every attempt since the last success' }),
});
const REGISTERED_WEBHOOK_REST = WEBHOOK_REST.extend({ secret: z.string().meta({ description: 'whsec_…, shown once' }) });
export const DELIVERY_REST = z
  .strictObject({
    id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable(),
    last_latency_ms: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: dateTime,
    last_attempt_at: dateTime.nullable(),
    delivered_at: dateTime.nullable(),
    history: z.array(
      z.strictObject({
        at: dateTime,
        status_code: z.number().int().nullable(),
        latency_ms: z.number().int(),
        error: z.string().nullable(),
      }),
    ),
  })
  .meta({ description: 'One delivery of one event to one endpoint, with every attempt (status code, latency).' });
export const THRESHOLD_REST = z.strictObject({
  currency: z.string().meta({ description: 'A currency code or TOTAL' }),
  threshold_nzd: z.number(),
  above: z.boolean(),
});

export function webhookToRest(w: WebhookRecord): z.infer<typeof WEBHOOK_REST> {
  return {
    id: w.id,
    url: w.url,
    events: w.events,
    created_at: w.createdAt.toISOString(),
    paused_at: w.pausedAt?.toISOString() ?? null,
    failed_in_a_row: w.failedInARow,
  };
}

export function deliveryToRest(d: DeliveryRecord): z.infer<typeof DELIVERY_REST> {
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType,
    status: d.status,
    attempts: d.attempts,
    last_status_code: d.lastStatusCode,
    last_latency_ms: d.lastLatencyMs,
    last_error: d.lastError,
    created_at: d.createdAt.toISOString(),
    last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    history: d.history.map((h) => ({ at: h.at.toISOString(), status_code: h.statusCode, latency_ms: h.latencyMs, error: h.error })),
  };
}

const thresholdToRest = (t: ThresholdRecord): z.infer<typeof THRESHOLD_REST> => ({
  currency: t.currency,
  threshold_nzd: Number(t.thresholdNzd),
  above: t.above,
});

/**
 * GET and POST /me/webhooks, DELETE /me/webhooks/{id}, GET /me/webhooks/{id}/deliveries,
 * POST /me/webhooks/{id}/deliveries/{deliveryId}/resend, and GET/PUT /me/exposure-thresholds.
 * Mounted behind requireUser.
 */
export function webhooksRouter(webhooks: WebhooksService, clock: Clock): Router {
  const r = Router();
  r.get(
    '/webhooks',
    answers({ summary: "The caller's webhook endpoints", schema: z.array(WEBHOOK_REST) }, async (req, res) => {
      res.json((await webhooks.list(contextOf(req, clock))).map(webhookToRest));
    }),
  );
  r.post(
    '/webhooks',
    answers(
      {
        summary: 'Register a webhook endpoint; the signing `secret` is in this answer only',
        errors: [409],
        status: 201,
        schema: REGISTERED_WEBHOOK_REST,
      },
      withBody(CREATE_WEBHOOK.rest, async (req, res, body) => {
        const { record, secret } = await webhooks.create(contextOf(req, clock), body);
        res
          .status(201)
          .location(`/me/webhooks/${record.id}`)
          .json({ ...webhookToRest(record), secret });
      }),
    ),
  );
  r.delete(
    '/webhooks/:id',
    answers({ summary: 'Delete a webhook endpoint and its deliveries', schema: WEBHOOK_REST }, async (req, res) => {
      res.json(webhookToRest(await webhooks.remove(contextOf(req, clock), parseUuid(req.params.id, 'a webhook'))));
    }),
  );
  r.post(
    '/webhooks/:id/resume',
    answers({ summary: 'Resume an endpoint paused after failed deliveries (audited)', schema: WEBHOOK_REST }, async (req, res) => {
      res.json(webhookToRest(await webhooks.resume(contextOf(req, clock), parseUuid(req.params.id, 'a webhook'))));
    }),
  );
  r.get(
    '/webhooks/:id/deliveries',
    answers({ summary: 'The latest deliveries of an endpoint', schema: z.array(DELIVERY_REST) }, async (req, res) => {
      res.json((await webhooks.deliveries(contextOf(req, clock), parseUuid(req.params.id, 'a webhook'))).map(deliveryToRest));
    }),
  );
  r.post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    answers({ summary: 'Send a delivered event again', status: 202, schema: DELIVERY_REST }, async (req, res) => {
      res
        .status(202)
        .json(
          deliveryToRest(
            await webhooks.resend(
              contextOf(req, clock),
              parseUuid(req.params.id, 'a webhook'),
              parseUuid(req.params.deliveryId, 'a delivery'),
            ),
          ),
        );
    }),
  );
  r.get(
    '/exposure-thresholds',
    answers({ summary: 'NZD thresholds whose crossing is a webhook event', schema: z.array(THRESHOLD_REST) }, async (req, res) => {
      res.json((await webhooks.thresholds(contextOf(req, clock))).map(thresholdToRest));
    }),
  );
  r.put(
    '/exposure-thresholds',
    answers(
      { summary: 'Replace the NZD thresholds', schema: z.array(THRESHOLD_REST) },
      withBody(SET_THRESHOLDS.rest, async (req, res, body) => {
        res.json((await webhooks.setThresholds(contextOf(req, clock), body.thresholds)).map(thresholdToRest));
      }),
    ),
  );
  return r;
}
