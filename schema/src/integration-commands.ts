import { z } from 'zod';
import { command, commands, field, name, oneOf, optional, type CommandValue } from './command';
import { isSupportedCurrency } from './currencies';
import { isIsoDate } from './dates';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  isWebhookEvent,
  THRESHOLD_TOTAL,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
} from './integrations';

/** Commands of integrator access: API keys, webhook endpoints, exposure thresholds. */

/** The longest an API key may live: past this, ask for a new one. */
export const API_KEY_EXPIRY_MAX_DAYS = 5 * 366;

function dateTime(name: string): z.ZodType<Date, unknown> {
  return field({ type: 'string', description: 'ISO date or date-time (2027-01-31, 2027-01-31T00:00:00Z)' }, (raw) => {
    const shaped = typeof raw === 'string' && raw.length <= 40 && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw);
    // A day the calendar lacks is refused, never rolled over (Date reads 2027-02-29 as 1 March).
    if (shaped && !isIsoDate(raw.slice(0, 10)))
      return { ok: false, message: `${name} must be a real calendar date: ${raw.slice(0, 10)} does not exist` };
    const at = shaped ? new Date(raw) : null;
    return at && !Number.isNaN(at.getTime())
      ? { ok: true, value: at }
      : { ok: false, message: `${name} must be a date or date-time such as 2027-01-31 or 2027-01-31T00:00:00Z` };
  });
}

/** `{name, scope, expires_at?}` (GraphQL: `expiresAt`): a new API key; the expiry is checked against `now`. */
export const CREATE_API_KEY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      name: (w) => name(w, API_KEY_NAME_MAX),
      scope: () => oneOf(API_KEY_SCOPES, 'scope must be "read" or "read-write"'),
      expiresAt: (w) => optional(dateTime(w), true),
    },
    {
      across: (v, wire, now: Date) => {
        const at = v.expiresAt;
        if (!at) return [];
        const field = wire('expiresAt');
        if (at.getTime() <= now.getTime()) return [{ field, message: `${field} must be in the future` }];
        if (at.getTime() - now.getTime() > API_KEY_EXPIRY_MAX_DAYS * 86_400_000)
          return [{ field, message: `${field} must be within five years` }];
        return [];
      },
    },
  ),
);
export type CreateApiKeyCommand = CommandValue<typeof CREATE_API_KEY.rest>;

function webhookUrl(): z.ZodType<URL, unknown> {
  return field({ type: 'string', format: 'uri', maxLength: WEBHOOK_URL_MAX, description: 'An absolute http(s) URL' }, (raw) => {
    if (typeof raw !== 'string' || !raw.trim()) return { ok: false, message: 'url is required and must be text' };
    if (raw.length > WEBHOOK_URL_MAX) return { ok: false, message: `url must be at most ${WEBHOOK_URL_MAX} characters` };
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      return { ok: false, message: 'url must be an absolute http:// or https:// URL' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { ok: false, message: 'url must be an absolute http:// or https:// URL' };
    if (url.username || url.password) return { ok: false, message: 'url must not carry a user name or password' };
    return { ok: true, value: url };
  });
}

function webhookEvents(): z.ZodType<WebhookEventType[], unknown> {
  return field({ type: 'array', items: { enum: [...WEBHOOK_EVENTS] }, minItems: 1, maxItems: WEBHOOK_EVENTS.length * 2 }, (events) => {
    if (!Array.isArray(events) || events.length === 0 || events.length > WEBHOOK_EVENTS.length * 2)
      return { ok: false, message: `events must be a list of one or more of ${WEBHOOK_EVENTS.join(', ')}` };
    const unknown = events.find((e) => !isWebhookEvent(e));
    if (unknown !== undefined)
      return {
        ok: false,
        message:
          typeof unknown === 'string'
            ? `${JSON.stringify(unknown.slice(0, 40))} is not an event; use ${WEBHOOK_EVENTS.join(', ')}`
            : `events must hold event names as text; use ${WEBHOOK_EVENTS.join(', ')}`,
      };
    return { ok: true, value: [...new Set(events as WebhookEventType[])] };
  });
}

/** `{url, events}`: an endpoint for webhook deliveries. */
export const CREATE_WEBHOOK = /* @__PURE__ */ commands((naming) => command(naming, { url: webhookUrl, events: webhookEvents }));
export type CreateWebhookCommand = CommandValue<typeof CREATE_WEBHOOK.rest>;

/** Most thresholds one owner may set (one per currency plus the total). */
export const THRESHOLDS_MAX = 50;
const THRESHOLD_AMOUNT_MAX = 1e13;

export interface ThresholdEntry {
  /** A currency code, or TOTAL for the whole exposure. */
  currency: string;
  /** NZD, two decimals, as text. */
  thresholdNzd: string;
}

/** The list of `{currency, threshold_nzd}`: each a supported currency (or TOTAL) once, each a positive NZD amount. */
function thresholdList(): z.ZodType<ThresholdEntry[], unknown> {
  const json = {
    type: 'array',
    maxItems: THRESHOLDS_MAX,
    items: {
      type: 'object',
      properties: {
        currency: { type: 'string', description: `A currency code or ${THRESHOLD_TOTAL}` },
        threshold_nzd: { type: ['number', 'string'], description: 'A positive NZD amount, at most 2 decimals' },
      },
      required: ['currency', 'threshold_nzd'],
      additionalProperties: false,
    },
  };
  return z
    .unknown()
    .transform((list, ctx): ThresholdEntry[] => {
      if (!Array.isArray(list) || list.length > THRESHOLDS_MAX) {
        ctx.addIssue({ code: 'custom', message: `thresholds must be a list of at most ${THRESHOLDS_MAX} {currency, threshold_nzd}` });
        return z.NEVER;
      }
      const seen = new Set<string>();
      const out = list.map((item: unknown, i): ThresholdEntry => {
        const at = `thresholds[${i}]`;
        const keys = item && typeof item === 'object' && !Array.isArray(item) ? Object.keys(item) : null;
        if (!keys || keys.some((k) => k !== 'currency' && k !== 'threshold_nzd')) {
          ctx.addIssue({ code: 'custom', message: `${at} must be an object with currency and threshold_nzd only`, path: [at] });
          return { currency: '', thresholdNzd: '' };
        }
        const entry = item as { currency?: unknown; threshold_nzd?: unknown };
        const code = typeof entry.currency === 'string' ? entry.currency.trim().toUpperCase() : '';
        if (code !== THRESHOLD_TOTAL && !isSupportedCurrency(code))
          ctx.addIssue({ code: 'custom', message: `${at}.currency must be a supported currency code or TOTAL`, path: [`${at}.currency`] });
        else if (seen.has(code))
          ctx.addIssue({ code: 'custom', message: `${at}.currency ${code} appears twice`, path: [`${at}.currency`] });
        seen.add(code);
        const amount = entry.threshold_nzd;
        const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
        const value = /^\d{1,13}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
        if (!(value > 0 && value < THRESHOLD_AMOUNT_MAX))
          ctx.addIssue({
            code: 'custom',
            message: `${at}.threshold_nzd must be a positive NZD amount with at most 2 decimals`,
            path: [`${at}.threshold_nzd`],
          });
        return { currency: code, thresholdNzd: value.toFixed(2) };
      });
      return out;
    })
    .meta(json);
}

/** `{thresholds: [...]}`: the whole set of NZD thresholds, replacing the old one. */
export const SET_THRESHOLDS = /* @__PURE__ */ commands((naming) => command(naming, { thresholds: thresholdList }));
