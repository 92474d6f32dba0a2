import { createHash } from 'node:crypto';

/** The hash a chain starts from, before its first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an event that its hash covers: everything but its own hash and row id. */
export interface HashedEvent {
  ownerId: string;
  seq: number;
  prevHash: string;
  actorId: string | null;
  actor: string;
  entityType: string;
  entityId: string | null;
  action: string;
  message: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** Sorted key lists by object shape: events repeat a few shapes, so sorting is done once per shape. */
const keyOrders = new Map<string, string[]>();
const KEY_ORDER_CACHE_MAX = 1000;

function sortedKeys(obj: Record<string, unknown>): string[] {
  const keys = Object.keys(obj);
  const shape = `${keys.length}:${keys.join('\u0000')}`;
  let sorted = keyOrders.get(shape);
  if (!sorted) {
    sorted = [...keys].sort();
    if (keyOrders.size < KEY_ORDER_CACHE_MAX) keyOrders.set(shape, sorted);
  }
  return sorted;
}

/** JSON with object keys sorted at every depth, so jsonb's reordering cannot change a hash. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    let out = '';
    for (const key of sortedKeys(obj)) {
      const v = obj[key];
      if (v === undefined) continue;
      out += `${out ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(v)}`;
    }
    return `{${out}}`;
  }
  return JSON.stringify(value);
}

export function eventHash(e: HashedEvent): string {
  const body = canonicalJson({ ...e, createdAt: e.createdAt.toISOString() });
  return createHash('sha256').update(body).digest('hex');
}
