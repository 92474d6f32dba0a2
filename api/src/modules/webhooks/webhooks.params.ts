import {
  isSupportedCurrency,
  isWebhookEvent,
  THRESHOLD_TOTAL,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
} from '@keafx/schema';
import { ValidationError, type FieldIssue } from '../../errors';
import { ownFields } from '../../params';

export interface WebhookRequest {
  url: URL;
  events: WebhookEventType[];
}

export interface ThresholdRequest {
  /** A currency code, or TOTAL for the whole exposure. */
  currency: string;
  /** NZD, two decimals, as text. */
  thresholdNzd: string;
}

/** Most thresholds one owner may set (one per currency plus the total). */
export const THRESHOLDS_MAX = 50;
const AMOUNT_MAX = 1e13;

/** `{url, events}`: an http(s) URL without credentials and one or more known event types; throws ValidationError. */
export function parseWebhook(raw: unknown): WebhookRequest {
  const body = ownFields(raw, ['url', 'events']);
  const issues: FieldIssue[] = [];
  const url = readUrl(body.get('url'), issues);
  const events = body.get('events');
  let list: WebhookEventType[] = [];
  if (!Array.isArray(events) || events.length === 0 || events.length > WEBHOOK_EVENTS.length * 2) {
    issues.push({ field: 'events', message: `events must be a list of one or more of ${WEBHOOK_EVENTS.join(', ')}` });
  } else {
    const unknown = events.find((e) => !isWebhookEvent(e));
    if (unknown !== undefined)
      issues.push({
        field: 'events',
        message: `${JSON.stringify(String(unknown).slice(0, 40))} is not an event; use ${WEBHOOK_EVENTS.join(', ')}`,
      });
    else list = [...new Set(events as WebhookEventType[])];
  }
  if (issues.length || !url) throw new ValidationError(issues);
  return { url, events: list };
}

function readUrl(raw: unknown, issues: FieldIssue[]): URL | null {
  if (typeof raw !== 'string' || !raw.trim()) {
    issues.push({ field: 'url', message: 'url is required and must be text' });
    return null;
  }
  if (raw.length > WEBHOOK_URL_MAX) {
    issues.push({ field: 'url', message: `url must be at most ${WEBHOOK_URL_MAX} characters` });
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    issues.push({ field: 'url', message: 'url must be an absolute http:// or https:// URL' });
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    issues.push({ field: 'url', message: 'url must be an absolute http:// or https:// URL' });
  else if (url.username || url.password) issues.push({ field: 'url', message: 'url must not carry a user name or password' });
  else return url;
  return null;
}

/** `{thresholds: [{currency, threshold_nzd}]}`: the whole set, replacing the old one; throws ValidationError. */
export function parseThresholds(raw: unknown): ThresholdRequest[] {
  const body = ownFields(raw, ['thresholds']);
  const list = body.get('thresholds');
  if (!Array.isArray(list) || list.length > THRESHOLDS_MAX) {
    throw new ValidationError([
      { field: 'thresholds', message: `thresholds must be a list of at most ${THRESHOLDS_MAX} {currency, threshold_nzd}` },
    ]);
  }
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const out = list.map((item, i): ThresholdRequest => {
    const field = `thresholds[${i}]`;
    let fields: Map<string, unknown>;
    try {
      fields = ownFields(item, ['currency', 'threshold_nzd']);
    } catch {
      issues.push({ field, message: `${field} must be an object with currency and threshold_nzd only` });
      return { currency: '', thresholdNzd: '' };
    }
    const currency = fields.get('currency');
    const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
    if (code !== THRESHOLD_TOTAL && !isSupportedCurrency(code))
      issues.push({ field: `${field}.currency`, message: `${field}.currency must be a supported currency code or TOTAL` });
    else if (seen.has(code)) issues.push({ field: `${field}.currency`, message: `${field}.currency ${code} appears twice` });
    seen.add(code);
    const amount = fields.get('threshold_nzd');
    const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
    const value = /^\d{1,13}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
    if (!(value > 0 && value < AMOUNT_MAX))
      issues.push({
        field: `${field}.threshold_nzd`,
        message: `${field}.threshold_nzd must be a positive NZD amount with at most 2 decimals`,
      });
    return { currency: code, thresholdNzd: value.toFixed(2) };
  });
  if (issues.length) throw new ValidationError(issues);
  return out;
}
