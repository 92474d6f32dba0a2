import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../request-context';
import { eventHash, GENESIS_HASH, type HashedEvent } from './audit-hash';
import { sql } from '../../database/sql';

/** What a write says about itself; the service adds who, when and the chain links. */
export interface AuditEventInput {
  entityType: string;
  entityId: string | null;
  action: string;
  message: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditEventRecord {
  id: string;
  seq: number;
  ownerId: string;
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

export interface AuditVerification {
  ok: boolean;
  checked: number;
  /** The sequence number of the first event that fails, or null when the chain holds. */
  brokenAtSeq: number | null;
  reason: string | null;
}

interface AuditRow {
  id: string;
  seq: string;
  owner_id: string;
  actor_id: string | null;
  actor: string;
  entity_type: string;
  entity_id: string | null;
  action: string;
  message: string;
  before: unknown;
  after: unknown;
  created_at: Date;
  prev_hash: string;
  hash: string;
}

const COLUMNS = 'id, seq, owner_id, actor_id, actor, entity_type, entity_id, action, message, before, after, created_at, prev_hash, hash';
const VERIFY_BATCH = 2000;

export function toAuditRecord(r: AuditRow): AuditEventRecord {
  return {
    id: String(r.id), seq: Number(r.seq), ownerId: r.owner_id, actorId: r.actor_id, actor: r.actor,
    entityType: r.entity_type, entityId: r.entity_id, action: r.action, message: r.message,
    before: r.before, after: r.after, createdAt: r.created_at,
  };
}

function toHashed(r: AuditRow): HashedEvent {
  return {
    ownerId: r.owner_id, seq: Number(r.seq), prevHash: r.prev_hash, actorId: r.actor_id, actor: r.actor,
    entityType: r.entity_type, entityId: r.entity_id, action: r.action, message: r.message,
    before: r.before ?? null, after: r.after ?? null, createdAt: r.created_at,
  };
}

/** The audit trail: appended inside each write's transaction, read newest first, verified end to end. */
export class AuditService {
  constructor(private readonly ds: DataSource) {}

  /** Starts an owner's chain; called in the registration transaction. */
  async initChain(manager: EntityManager, ownerId: string): Promise<void> {
    await sql(manager, 'INSERT INTO audit_heads (owner_id, seq, hash) VALUES ($1, 0, $2)', [ownerId, GENESIS_HASH]);
  }

  /**
   * Appends events to the owner's chain with `manager`, which must be the caller's
   * transaction: the head row lock serialises concurrent writers of one owner.
   */
  async record(manager: EntityManager, ownerId: string, actor: Actor, at: Date, events: AuditEventInput[]): Promise<void> {
    if (events.length === 0) return;
    const heads: { seq: string; hash: string }[] = await sql(manager, 'SELECT seq, hash FROM audit_heads WHERE owner_id = $1 FOR UPDATE', [ownerId],
    );
    if (heads.length === 0) throw new Error('audit chain is missing for this owner');
    let seq = Number(heads[0].seq);
    let prevHash = heads[0].hash;
    const rows = events.map((e) => {
      seq += 1;
      const hashed: HashedEvent = {
        ownerId, seq, prevHash, actorId: actor.id, actor: actor.label, entityType: e.entityType,
        entityId: e.entityId, action: e.action, message: e.message, before: e.before ?? null, after: e.after ?? null, createdAt: at,
      };
      const hash = eventHash(hashed);
      prevHash = hash;
      return { ...hashed, hash };
    });
    await sql(manager, `INSERT INTO audit_events (owner_id, seq, actor_id, actor, entity_type, entity_id, action, message, before, after, created_at, prev_hash, hash)
       SELECT $1, s, $2, $3, et, eid, a, m, b, af, $4, ph, h
       FROM unnest($5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[], $10::jsonb[], $11::jsonb[], $12::text[], $13::text[])
         AS t(s, et, eid, a, m, b, af, ph, h)`,
      [
        ownerId, actor.id, actor.label, at,
        rows.map((r) => r.seq), rows.map((r) => r.entityType), rows.map((r) => r.entityId), rows.map((r) => r.action),
        rows.map((r) => r.message), rows.map((r) => JSON.stringify(r.before)), rows.map((r) => JSON.stringify(r.after)),
        rows.map((r) => r.prevHash), rows.map((r) => r.hash),
      ],
    );
    await sql(manager, 'UPDATE audit_heads SET seq = $2, hash = $3 WHERE owner_id = $1', [ownerId, seq, prevHash]);
  }

  /** The owner's events, newest first. */
  async list(ownerId: string, limit: number, offset: number): Promise<AuditEventRecord[]> {
    const rows: AuditRow[] = await sql(this.ds, `SELECT ${COLUMNS} FROM audit_events WHERE owner_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3`,
      [ownerId, limit, offset],
    );
    return rows.map(toAuditRecord);
  }

  /** Events about any of `entityIds` of one type, newest first, in one statement (for loaders). */
  async forEntities(ownerId: string, entityType: string, entityIds: readonly string[]): Promise<AuditEventRecord[]> {
    const rows: AuditRow[] = await sql(this.ds, `SELECT ${COLUMNS} FROM audit_events
       WHERE owner_id = $1 AND entity_type = $2 AND entity_id = ANY($3::text[]) ORDER BY seq DESC`,
      [ownerId, entityType, entityIds],
    );
    return rows.map(toAuditRecord);
  }

  /** Recomputes the owner's whole chain and reports the first broken link, if any. */
  async verify(ownerId: string): Promise<AuditVerification> {
    let expectedSeq = 1;
    let prevHash = GENESIS_HASH;
    let checked = 0;
    for (;;) {
      const rows: AuditRow[] = await sql(this.ds, `SELECT ${COLUMNS} FROM audit_events WHERE owner_id = $1 AND seq >= $2 ORDER BY seq LIMIT ${VERIFY_BATCH}`,
        [ownerId, expectedSeq],
      );
      for (const row of rows) {
        const seq = Number(row.seq);
        if (seq !== expectedSeq) return broken(checked, expectedSeq, `event ${expectedSeq} is missing from the trail`);
        if (row.prev_hash !== prevHash) return broken(checked, seq, `event ${seq} does not link to the event before it`);
        if (eventHash(toHashed(row)) !== row.hash) return broken(checked, seq, `event ${seq} was changed after it was recorded`);
        prevHash = row.hash;
        expectedSeq += 1;
        checked += 1;
      }
      if (rows.length < VERIFY_BATCH) break;
    }
    const heads: { seq: string; hash: string }[] = await sql(this.ds, 'SELECT seq, hash FROM audit_heads WHERE owner_id = $1', [ownerId],
    );
    const head = heads[0];
    if (head && (Number(head.seq) !== checked || head.hash !== prevHash)) {
      return broken(checked, checked + 1, `events after ${checked} are missing from the trail`);
    }
    return { ok: true, checked, brokenAtSeq: null, reason: null };
  }
}

function broken(checked: number, seq: number, reason: string): AuditVerification {
  return { ok: false, checked, brokenAtSeq: seq, reason };
}
