/** Rules for integrator access (API keys and webhooks), shared by the api and the Settings screen. */

export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_NAME_MAX = 100;
/** Every key starts with this, so a leaked one is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = 'kfx_';

export const WEBHOOK_EVENTS = ['invoice.status_changed', 'exposure.changed', 'exposure.threshold_crossed', 'report.completed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_URL_MAX = 2000;
/** Most endpoints one owner may register. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** Most endpoints of one owner that may listen for one event: one change fans out to at most this many deliveries. */
export const WEBHOOK_ENDPOINTS_PER_EVENT = 10;
/** An endpoint is paused after this many deliveries in a row failed every attempt; its owner resumes it. */
export const WEBHOOK_PAUSE_AFTER = 5;
/** The header a delivery's signature travels in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Kea-Signature';
/** A threshold on the total exposure rather than one currency's. */
export const THRESHOLD_TOTAL = 'TOTAL';

export function isApiKeyScope(v: unknown): v is ApiKeyScope {
  return typeof v === 'string' && (API_KEY_SCOPES as readonly string[]).includes(v);
}

export function isWebhookEvent(v: unknown): v is WebhookEventType {
  return typeof v === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(v);
}
