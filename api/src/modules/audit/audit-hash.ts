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

/** JSON with object keys sorted at every depth, so jsonb's reordering cannot change a hash. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function eventHash(e: HashedEvent): string {
  const body = canonicalJson({ ...e, createdAt: e.createdAt.toISOString() });
  return createHash('sha256').update(body).digest('hex');
}
