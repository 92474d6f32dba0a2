import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyScope, type CreateApiKeyCommand } from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { sql, theRow } from '../../database/sql';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { DomainEvents } from '../../events';
import type { Logger } from '../../logger';
import { actorOf, type AuthUser, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import type { AuthService } from '../auth';
import { parseUuid, type Uuid } from '../../params';

export interface ApiKeyRecord {
  id: string;
  name: string;
  scope: ApiKeyScope;
  /** The first characters of the key (not secret): how the owner tells keys apart. */
  prefix: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** What a bearer API key turned out to be: its caller, or why it is refused. */
export type KeyCheck = { user: AuthUser } | { problem: string };

interface KeyRow {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

interface Verified {
  user: AuthUser;
  expiresAt: number | null;
  /** When this process last checked the key against the database. */
  checkedAt: number;
}

const COLUMNS = 'id, name, scope, prefix, created_at, expires_at, last_used_at, revoked_at';
/** `kfx_` then 43 base64url characters (32 random bytes); the first 12 of them are the prefix. */
const KEY_SHAPE = /^kfx_([A-Za-z0-9_-]{43})$/;
const PREFIX_LENGTH = API_KEY_PREFIX.length + 12;
/** A verified key is trusted this long without the database; revocation still reaches every process at once by NOTIFY. */
const VERIFIED_MS = 60_000;
const VERIFIED_MAX = 10_000;
/** last_used_at is written at most this often per key and process (not once per request). */
const LAST_USED_EVERY_MS = 60_000;
/** How long a revoke waits to hear its own notice back (so the other processes have it too). */
const ECHO_WAIT_MS = 2_000;

export const INVALID_KEY = 'This API key is not valid: it may have been revoked or mistyped.';
export const EXPIRED_KEY = 'This API key has expired. Create a new one in Settings, API access.';
const KEYS_BY_KEYS = 'API keys are created and revoked by a signed-in person, not with another API key.';

/**
 * Keys are created and revoked by a signed-in person: a caller with a key is refused (403) before
 * anything it sent is read, so a key learns nothing from a malformed id either.
 */
export function refuseKeys(ctx: ServiceContext): void {
  if (ctx.user.apiKey) throw new ForbiddenError(KEYS_BY_KEYS);
}

/** An API key's id from a path or argument, for a signed-in person only (refuseKeys first). */
export function parseKeyId(ctx: ServiceContext, raw: unknown): Uuid {
  refuseKeys(ctx);
  return parseUuid(raw, 'an API key');
}

const toRecord = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  prefix: r.prefix,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
});

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Integrators' API keys. The secret is 256 random bits shown once and stored as its SHA-256
 * (a slow password hash buys nothing against that much entropy and would cost every request);
 * a key is found by its indexed prefix and its hash compared in constant time. Verified keys
 * are kept in memory for a minute, dropped at once on revocation in every process (the
 * `apikeys.revoked` event travels by LISTEN/NOTIFY); failed attempts go through auth's
 * sign-in throttle.
 */
export class ApiKeysService {
  private readonly verified = new Map<string, Verified>();
  private readonly lastUsed = new Map<string, number>();

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly auth: AuthService,
    private readonly events: DomainEvents,
    private readonly log: Logger,
  ) {
    events.subscribe((e) => {
      if (e.type === 'apikeys.revoked') this.forget(e.keyId);
    });
  }

  /** Creates a key (audited); `key` is the secret, returned this once only. ValidationError on a bad body. */
  async create(ctx: ServiceContext, input: CreateApiKeyCommand): Promise<{ record: ApiKeyRecord; key: string }> {
    refuseKeys(ctx);
    const now = ctx.clock.now();
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const record = await this.ds.transaction(async (m) => {
      const rows = await sql<KeyRow>(
        m,
        `INSERT INTO api_keys (owner_id, name, scope, prefix, secret_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [ctx.user.id, input.name, input.scope, key.slice(0, PREFIX_LENGTH), sha256(key), now, input.expiresAt ?? null],
      );
      const created = toRecord(theRow(rows, 'the new api key'));
      await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
        {
          entityType: 'api_key',
          entityId: created.id,
          action: 'api_key.created',
          message: `Created the ${created.scope} API key "${created.name}" (${created.prefix}…)${created.expiresAt ? `, expiring ${created.expiresAt.toISOString()}` : ''}`,
          after: { name: created.name, scope: created.scope, prefix: created.prefix, expiresAt: created.expiresAt },
        },
      ]);
      return created;
    });
    return { record, key };
  }

  /** The owner's keys, newest first, revoked ones included (never their secrets). */
  async list(ctx: ServiceContext): Promise<ApiKeyRecord[]> {
    const rows = await sql<KeyRow>(this.ds, `SELECT ${COLUMNS} FROM api_keys WHERE owner_id = $1 ORDER BY created_at DESC, id`, [
      ctx.user.id,
    ]);
    return rows.map(toRecord);
  }

  /**
   * Revokes a key (audited) and answers once every api process has been told: the key is
   * refused from then on everywhere. NotFoundError for an unknown id, another owner's, or one
   * already revoked.
   */
  async revoke(ctx: ServiceContext, id: Uuid): Promise<ApiKeyRecord> {
    refuseKeys(ctx);
    const now = ctx.clock.now();
    const record = await this.ds.transaction(async (m) => {
      const [row] = await sql<KeyRow>(
        m,
        `UPDATE api_keys SET revoked_at = $3 WHERE owner_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
        [ctx.user.id, id, now],
      );
      if (!row) throw new NotFoundError('API key');
      const revoked = toRecord(row);
      await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
        {
          entityType: 'api_key',
          entityId: revoked.id,
          action: 'api_key.revoked',
          message: `Revoked the API key "${revoked.name}" (${revoked.prefix}…)`,
          before: { name: revoked.name, scope: revoked.scope, revokedAt: null },
          after: { name: revoked.name, scope: revoked.scope, revokedAt: now },
        },
      ]);
      return revoked;
    });
    this.forget(record.id);
    await this.announceRevocation(ctx.user.id, record.id);
    return record;
  }

  /**
   * The caller a bearer API key names, or why it is refused (unknown, revoked, expired).
   * A key verified within the last minute costs no SQL; others are checked inside the
   * sign-in throttle (LoginThrottledError once an address has failed too often).
   */
  async authenticate(key: string, ip: string, now: Date): Promise<KeyCheck> {
    const hash = sha256(key);
    const cacheKey = hash.toString('base64');
    const hit = this.verified.get(cacheKey);
    const t = now.getTime();
    if (hit && t - hit.checkedAt < VERIFIED_MS && t >= hit.checkedAt) {
      if (hit.expiresAt !== null && hit.expiresAt <= t) return { problem: EXPIRED_KEY };
      this.touch(hit.user, now);
      return { user: hit.user };
    }
    let problem = INVALID_KEY;
    const user = await this.auth.throttledCheck(`api key from ${ip}`, ip, now, async () => {
      const shape = KEY_SHAPE.exec(key);
      if (!shape) return null;
      const [row] = await sql<KeyRow & { owner_id: string; secret_hash: Buffer }>(
        this.ds,
        `SELECT id, name, scope, owner_id, secret_hash, expires_at, revoked_at FROM api_keys WHERE prefix = $1`,
        [key.slice(0, PREFIX_LENGTH)],
      );
      if (!row || !timingSafeEqual(row.secret_hash, hash) || row.revoked_at) return null;
      if (row.expires_at && row.expires_at.getTime() <= t) {
        problem = EXPIRED_KEY;
        return null;
      }
      // The owner's e-mail is auth's (users is its table): asked through its door, on a cache miss only.
      const email = await this.auth.emailOf(row.owner_id);
      if (email === null) return null;
      const found: AuthUser = { id: row.owner_id, email, apiKey: { id: row.id, name: row.name, scope: row.scope } };
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(cacheKey, { user: found, expiresAt: row.expires_at?.getTime() ?? null, checkedAt: t });
      return found;
    });
    if (!user) return { problem };
    this.touch(user, now);
    return { user };
  }

  /** Records when a key was last used: at most once a minute per key, off the request's path. */
  private touch(user: AuthUser, now: Date): void {
    const id = user.apiKey?.id;
    if (!id) return;
    const last = this.lastUsed.get(id);
    if (last !== undefined && now.getTime() - last < LAST_USED_EVERY_MS && now.getTime() >= last) return;
    this.lastUsed.set(id, now.getTime());
    sql(this.ds, 'UPDATE api_keys SET last_used_at = greatest(last_used_at, $2) WHERE id = $1', [id, now]).catch((error: unknown) =>
      this.log.warn('could not record when an API key was used', { keyId: id, error }),
    );
  }

  private forget(keyId: string): void {
    for (const [k, v] of this.verified) if (v.user.apiKey?.id === keyId) this.verified.delete(k);
    this.lastUsed.delete(keyId);
  }

  /** Publishes the revocation and waits (bounded) until this process hears it back over the shared channel. */
  private announceRevocation(ownerId: string, keyId: string): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        off();
        resolve();
      };
      const off = this.events.subscribe((e) => {
        if (e.type === 'apikeys.revoked' && e.keyId === keyId) done();
      });
      const timer = setTimeout(done, ECHO_WAIT_MS);
      this.events.publish({ type: 'apikeys.revoked', ownerId, keyId });
    });
  }
}
