import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../request-context';
import { eventHash, GENESIS_HASH, type HashedEvent } from './audit-hash';
import { sql } from '../../database/sql';
import { auditFilterSql, type AuditFilter } from './audit-filter';
import type { Row } from '../../database/rows';

/** What a write says about itself; the service adds who, when and the chain links. */
export interface AuditEventInput {
  entityType: string;
  entityId: string | null;
  action: string;
  message: string;
  before?: unknown;
  after?: unknown;
}

/** An event as read back: everything its hash covers but the link, plus its row id. */
export type AuditEventRecord = Omit<HashedEvent, 'prevHash'> & { id: string };

export interface AuditVerification {
  ok: boolean;
  checked: number;
  /** The sequence number of the first event that fails, or null when the chain holds. */
  brokenAtSeq: number | null;
  reason: string | null;
}

type AuditRow = Row<'audit_events'>;

const COLUMNS = 'id, seq, owner_id, actor_id, actor, entity_type, entity_id, action, message, before, after, created_at, prev_hash, hash';
const VERIFY_BATCH = 2000;

/** The owner's events, newest first ($2 limit, $3 offset). */
/** A batch of the owner's audit events after seq $2 (oldest first), optionally within [$4, $5): the CSV exports' read. */
export const AUDIT_BATCH_SQL = `SELECT seq::int AS seq, created_at, actor, entity_type, entity_id, action, message, prev_hash, hash
  FROM audit_events WHERE owner_id = $1 AND seq > $2
    AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at < $5)
  ORDER BY seq LIMIT $3`;

/**
 * Per entity of `entityType`, its latest event of `action` (entity_id, created_at, actor), for the
 * owner in the caller's placeholder `owner`. entityType and action are the caller's constants
 * (quoted here as SQL literals), never user input.
 */
export function latestAuditEventsSql(owner: string, entityType: string, action: string): string {
  const literal = (v: string): string => `'${v.replace(/'/g, "''")}'`;
  return `SELECT DISTINCT ON (entity_id) entity_id, created_at, actor FROM audit_events
    WHERE owner_id = ${owner} AND entity_type = ${literal(entityType)} AND action = ${literal(action)}
    ORDER BY entity_id, seq DESC`;
}

export const AUDIT_LIST_SQL = `SELECT ${COLUMNS} FROM audit_events WHERE owner_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3`;
const E_COLUMNS = COLUMNS.split(', ')
  .map((c) => `e.${c.trim()}`)
  .join(', ');

/**
 * Invoices' histories in one statement: each invoice's own events, and the event of the CSV
 * import it came from ($2 invoice ids as text, $3 the same ids as numbers), newest first;
 * `for_invoice` says whose history each row belongs to.
 */
export const AUDIT_FOR_INVOICES_SQL = `SELECT ${COLUMNS}, entity_id AS for_invoice FROM audit_events
    WHERE owner_id = $1 AND entity_type = 'invoice' AND entity_id = ANY($2::text[])
  UNION ALL
  SELECT ${E_COLUMNS}, i.id::text AS for_invoice FROM invoice_ledger i
    JOIN audit_events e ON e.owner_id = i.owner_id AND e.entity_type = 'import' AND e.entity_id = i.import_id::text
    WHERE i.owner_id = $1 AND i.id = ANY($3::bigint[]) AND i.import_id IS NOT NULL
  ORDER BY seq DESC`;

export function toAuditRecord(r: AuditRow): AuditEventRecord {
  return {
    id: String(r.id),
    seq: Number(r.seq),
    ownerId: r.owner_id,
    actorId: r.actor_id,
    actor: r.actor,
    entityType: r.entity_type,
    entityId: r.entity_id,
    action: r.action,
    message: r.message,
    before: r.before,
    after: r.after,
    createdAt: r.created_at,
  };
}

function toHashed(r: AuditRow): HashedEvent {
  return {
    ownerId: r.owner_id,
    seq: Number(r.seq),
    prevHash: r.prev_hash,
    actorId: r.actor_id,
    actor: r.actor,
    entityType: r.entity_type,
    entityId: r.entity_id,
    action: r.action,
    message: r.message,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: r.created_at,
  };
}

/** The audit trail: appended inside each write's transaction, read newest first, verified end to end. */
export class AuditService {
  /** `timeZone` is the calendar the date filters of `search` are read in. */
  constructor(
    private readonly ds: DataSource,
    private readonly timeZone = 'Pacific/Auckland',
  ) {}

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
    const chain = await this.openChain(manager, ownerId);
    chain.append(actor, at, events);
    await chain.flush();
  }

  /**
   * Locks the owner's chain head for the rest of the transaction and returns a writer:
   * `append` hashes events in order (CPU only, so a caller can overlap it with a running
   * statement), `flush` writes them and moves the head, in two statements.
   */
  async openChain(manager: EntityManager, ownerId: string): Promise<ChainWriter> {
    const heads = await sql<{ seq: string; hash: string }>(manager, 'SELECT seq, hash FROM audit_heads WHERE owner_id = $1 FOR UPDATE', [
      ownerId,
    ]);
    const [head] = heads;
    if (!head) throw new Error('audit chain is missing for this owner');
    return new ChainWriter(manager, ownerId, Number(head.seq), head.hash);
  }

  /** The owner's events, newest first. */
  async list(ownerId: string, limit: number, offset: number): Promise<AuditEventRecord[]> {
    const rows = await sql<AuditRow>(this.ds, AUDIT_LIST_SQL, [ownerId, limit, offset]);
    return rows.map(toAuditRecord);
  }

  /** The owner's events matching the filter, newest first (Settings, Audit Trail). */
  async search(ownerId: string, filter: AuditFilter, limit: number, offset: number): Promise<AuditEventRecord[]> {
    const { where, params } = auditFilterSql(filter, this.timeZone);
    const rows = await sql<AuditRow>(this.ds, `SELECT ${COLUMNS} FROM audit_events WHERE ${where} ORDER BY seq DESC LIMIT $2 OFFSET $3`, [
      ownerId,
      limit,
      offset,
      ...params,
    ]);
    return rows.map(toAuditRecord);
  }

  /** The entity types and actions that occur in the owner's trail, for the filter choices. */
  async facets(ownerId: string): Promise<{ entityTypes: string[]; actions: string[] }> {
    const rows = await sql<{ kind: string; value: string }>(
      this.ds,
      `SELECT DISTINCT 'entity' AS kind, entity_type AS value FROM audit_events WHERE owner_id = $1
       UNION SELECT DISTINCT 'action', action FROM audit_events WHERE owner_id = $1 ORDER BY 1, 2`,
      [ownerId],
    );
    return {
      entityTypes: rows.filter((r) => r.kind === 'entity').map((r) => r.value),
      actions: rows.filter((r) => r.kind === 'action').map((r) => r.value),
    };
  }

  /** SHA-256 of the kept files of the imports these events record, recomputed by PostgreSQL. */
  private async importFileHashes(ownerId: string, rows: AuditRow[]): Promise<Map<string, string>> {
    const ids = rows.filter((r) => r.action === 'invoices.imported' && r.entity_id).map((r) => r.entity_id as string);
    if (ids.length === 0) return new Map();
    const files = await sql<{ id: string; sha256: string }>(
      this.ds,
      `SELECT id::text AS id, encode(sha256(file), 'hex') AS sha256 FROM invoice_imports WHERE owner_id = $1 AND id = ANY($2::bigint[])`,
      [ownerId, ids],
    );
    return new Map(files.map((f) => [f.id, f.sha256]));
  }

  /** Each invoice's history (its own events and its import's), newest first, keyed by invoice id. */
  async forInvoices(ownerId: string, invoiceIds: readonly string[]): Promise<Map<string, AuditEventRecord[]>> {
    const rows = await sql<AuditRow & { for_invoice: string }>(this.ds, AUDIT_FOR_INVOICES_SQL, [ownerId, invoiceIds, invoiceIds]);
    const out = new Map<string, AuditEventRecord[]>(invoiceIds.map((id) => [id, []]));
    for (const row of rows) out.get(row.for_invoice)?.push(toAuditRecord(row));
    return out;
  }

  /** Recomputes the owner's whole chain and reports the first broken link, if any. */
  async verify(ownerId: string): Promise<AuditVerification> {
    let expectedSeq = 1;
    let prevHash = GENESIS_HASH;
    let checked = 0;
    for (;;) {
      const rows = await sql<AuditRow>(
        this.ds,
        `SELECT ${COLUMNS} FROM audit_events WHERE owner_id = $1 AND seq >= $2 ORDER BY seq LIMIT ${VERIFY_BATCH}`,
        [ownerId, expectedSeq],
      );
      const files = await this.importFileHashes(ownerId, rows);
      for (const row of rows) {
        const seq = Number(row.seq);
        if (seq !== expectedSeq) return broken(checked, expectedSeq, `event ${expectedSeq} is missing from the trail`);
        if (row.prev_hash !== prevHash) return broken(checked, seq, `event ${seq} does not link to the event before it`);
        if (eventHash(toHashed(row)) !== row.hash) return broken(checked, seq, `event ${seq} was changed after it was recorded`);
        if (row.action === 'invoices.imported' && files.get(row.entity_id ?? '') !== importedFileHash(row)) {
          return broken(checked, seq, `the file kept for the import of event ${seq} no longer matches its recorded SHA-256`);
        }
        prevHash = row.hash;
        expectedSeq += 1;
        checked += 1;
      }
      if (rows.length < VERIFY_BATCH) break;
    }
    const heads: { seq: string; hash: string }[] = await sql(this.ds, 'SELECT seq, hash FROM audit_heads WHERE owner_id = $1', [ownerId]);
    const head = heads[0];
    if (head && (Number(head.seq) !== checked || head.hash !== prevHash)) {
      return broken(checked, checked + 1, `events after ${checked} are missing from the trail`);
    }
    return { ok: true, checked, brokenAtSeq: null, reason: null };
  }
}

/** Appends to one owner's chain inside a transaction that holds its head lock. */
export class ChainWriter {
  private pending: (HashedEvent & { hash: string })[] = [];

  constructor(
    private readonly manager: EntityManager,
    private readonly ownerId: string,
    private seq: number,
    private prevHash: string,
  ) {}

  append(actor: Actor, at: Date, events: AuditEventInput[]): void {
    for (const e of events) {
      this.seq += 1;
      const hashed: HashedEvent = {
        ownerId: this.ownerId,
        seq: this.seq,
        prevHash: this.prevHash,
        actorId: actor.id,
        actor: actor.label,
        entityType: e.entityType,
        entityId: e.entityId,
        action: e.action,
        message: e.message,
        before: e.before ?? null,
        after: e.after ?? null,
        createdAt: at,
      };
      const hash = eventHash(hashed);
      this.prevHash = hash;
      this.pending.push({ ...hashed, hash });
    }
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    // One JSON document expanded by PostgreSQL: far cheaper than escaping large array parameters.
    const payload = JSON.stringify(
      this.pending.map((r) => ({
        seq: r.seq,
        actor_id: r.actorId,
        actor: r.actor,
        entity_type: r.entityType,
        entity_id: r.entityId,
        action: r.action,
        message: r.message,
        before: r.before,
        after: r.after,
        created_at: r.createdAt.toISOString(),
        prev_hash: r.prevHash,
        hash: r.hash,
      })),
    );
    this.pending = [];
    await sql(
      this.manager,
      `INSERT INTO audit_events (owner_id, seq, actor_id, actor, entity_type, entity_id, action, message, before, after, created_at, prev_hash, hash)
       SELECT $1, t.seq, t.actor_id, t.actor, t.entity_type, t.entity_id, t.action, t.message, t.before, t.after, t.created_at, t.prev_hash, t.hash
       FROM jsonb_to_recordset($2::jsonb) AS t(seq bigint, actor_id uuid, actor text, entity_type text, entity_id text, action text,
                                               message text, before jsonb, after jsonb, created_at timestamptz, prev_hash text, hash text)`,
      [this.ownerId, payload],
    );
    await sql(this.manager, 'UPDATE audit_heads SET seq = $2, hash = $3 WHERE owner_id = $1', [this.ownerId, this.seq, this.prevHash]);
  }
}

/** The SHA-256 an import event recorded for its file. */
function importedFileHash(row: AuditRow): string | undefined {
  const after = row.after as { file?: { sha256?: unknown } } | null;
  return typeof after?.file?.sha256 === 'string' ? after.file.sha256 : undefined;
}

function broken(checked: number, seq: number, reason: string): AuditVerification {
  return { ok: false, checked, brokenAtSeq: seq, reason };
}
