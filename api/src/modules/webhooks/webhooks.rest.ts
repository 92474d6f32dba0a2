import { CREATE_WEBHOOK, SET_THRESHOLDS } from '@keafx/schema';
import { Router } from 'express';
import type { Clock } from '../../clock';
import { withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import type { DeliveryRecord, ThresholdRecord, WebhookRecord, WebhooksService } from './webhooks.service';

export function webhookToRest(w: WebhookRecord) {
  return { id: w.id, url: w.url, events: w.events, created_at: w.createdAt.toISOString() };
}

export function deliveryToRest(d: DeliveryRecord) {
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

const thresholdToRest = (t: ThresholdRecord) => ({ currency: t.currency, threshold_nzd: Number(t.thresholdNzd), above: t.above });

/**
 * GET and POST /me/webhooks, DELETE /me/webhooks/{id}, GET /me/webhooks/{id}/deliveries,
 * POST /me/webhooks/{id}/deliveries/{deliveryId}/resend, and GET/PUT /me/exposure-thresholds.
 * Mounted behind requireUser.
 */
export function webhooksRouter(webhooks: WebhooksService, clock: Clock): Router {
  const r = Router();
  r.get('/webhooks', async (req, res) => {
    res.json((await webhooks.list(contextOf(req, clock))).map(webhookToRest));
  });
  r.post(
    '/webhooks',
    withBody(CREATE_WEBHOOK.rest, async (req, res, body) => {
      const { record, secret } = await webhooks.create(contextOf(req, clock), body);
      res
        .status(201)
        .location(`/me/webhooks/${record.id}`)
        .json({ ...webhookToRest(record), secret });
    }),
  );
  r.delete('/webhooks/:id', async (req, res) => {
    res.json(webhookToRest(await webhooks.remove(contextOf(req, clock), req.params.id)));
  });
  r.get('/webhooks/:id/deliveries', async (req, res) => {
    res.json((await webhooks.deliveries(contextOf(req, clock), req.params.id)).map(deliveryToRest));
  });
  r.post('/webhooks/:id/deliveries/:deliveryId/resend', async (req, res) => {
    res.status(202).json(deliveryToRest(await webhooks.resend(contextOf(req, clock), req.params.id, req.params.deliveryId)));
  });
  r.get('/exposure-thresholds', async (req, res) => {
    res.json((await webhooks.thresholds(contextOf(req, clock))).map(thresholdToRest));
  });
  r.put(
    '/exposure-thresholds',
    withBody(SET_THRESHOLDS.rest, async (req, res, body) => {
      res.json((await webhooks.setThresholds(contextOf(req, clock), body.thresholds)).map(thresholdToRest));
    }),
  );
  return r;
}
