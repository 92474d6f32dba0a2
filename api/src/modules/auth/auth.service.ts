import argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { ValidationError } from '../../errors';
import type { AuthUser } from '../../request-context';
import type { AuditService } from '../audit';
import { BadCredentialsError, EmailTakenError, LoginThrottledError } from './auth.errors';
import { parseCredentials } from './credentials';
import type { TokenIssuer } from './tokens';
import { sql } from '../../database/sql';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Failures from one address may reach this many times the per-email limit. */
const IP_FACTOR = 4;

export interface UserRecord {
  id: string;
  email: string;
  createdAt: Date;
}

export interface LoginResult {
  accessToken: string;
  expiresAt: Date;
  user: UserRecord;
}

export interface ThrottleOptions {
  maxFailures: number;
  lockMinutes: number;
  tokenTtlSeconds: number;
}

interface UserRow {
  id: string;
  email: string;
  created_at: Date;
  password_hash?: string;
}

const toUser = (r: UserRow): UserRecord => ({ id: r.id, email: r.email, createdAt: r.created_at });

export class AuthService {
  private dummyHash?: Promise<string>;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly tokens: TokenIssuer,
    private readonly opts: ThrottleOptions,
  ) {}

  /** Creates an account. Throws ValidationError on a bad body, EmailTakenError on a duplicate. */
  async register(raw: unknown, now: Date): Promise<UserRecord> {
    const parsed = parseCredentials(raw);
    if (!parsed.ok) throw new ValidationError(parsed.issues);
    const { email, password } = parsed.value;
    const hash = await argon2.hash(password, HASH_OPTIONS);
    return this.ds.transaction(async (manager) => {
      const rows: UserRow[] = await sql(manager, `INSERT INTO users (email, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (email) DO NOTHING RETURNING id, email, created_at`,
        [email, hash, now],
      );
      if (rows.length === 0) throw new EmailTakenError();
      const user = toUser(rows[0]);
      await this.audit.initChain(manager, user.id);
      await this.audit.record(manager, user.id, { id: user.id, label: email }, now, [{
        entityType: 'user', entityId: user.id, action: 'user.registered', message: `Created the account for ${email}`,
      }]);
      return user;
    });
  }

  /**
   * Checks credentials and returns a signed token. Repeated failures for one email (or
   * one address) within the lock window throw LoginThrottledError before any check.
   */
  async login(raw: unknown, ip: string, now: Date): Promise<LoginResult> {
    const parsed = parseCredentials(raw);
    if (!parsed.ok) throw new ValidationError(parsed.issues);
    const { email, password } = parsed.value;
    await this.assertNotThrottled(email, ip, now);
    const rows: UserRow[] = await sql(this.ds, 'SELECT id, email, created_at, password_hash FROM users WHERE email = $1', [email],
    );
    const row = rows[0];
    // Verify against a throwaway hash when the user is unknown, so timing does not reveal accounts.
    const ok = await argon2.verify(row?.password_hash ?? (await this.getDummyHash()), password).catch(() => false);
    if (!row || !ok) {
      await sql(this.ds, 'INSERT INTO login_failures (email, ip, failed_at) VALUES ($1, $2, $3)', [email, ip, now]);
      throw new BadCredentialsError();
    }
    await sql(this.ds, 'DELETE FROM login_failures WHERE email = $1 OR failed_at < $2', [email, this.windowStart(now)]);
    const user = toUser(row);
    return {
      accessToken: this.tokens.sign(user, now),
      expiresAt: new Date(now.getTime() + this.opts.tokenTtlSeconds * 1000),
      user,
    };
  }

  /** The user a bearer token names, or null. */
  authenticate(token: string, now: Date): AuthUser | null {
    return this.tokens.verify(token, now);
  }

  /** When a valid token expires, or null for an invalid one (to end long-lived sessions on time). */
  tokenExpiry(token: string, now: Date): Date | null {
    return this.tokens.expiry(token, now);
  }

  /** Users by id in one statement, in key order with null for misses (for loaders). */
  async usersByIds(ids: readonly string[]): Promise<(UserRecord | null)[]> {
    const rows: UserRow[] = await sql(this.ds, 'SELECT id, email, created_at FROM users WHERE id = ANY($1::uuid[])', [ids]);
    const byId = new Map(rows.map((r) => [r.id, toUser(r)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  private windowStart(now: Date): Date {
    return new Date(now.getTime() - this.opts.lockMinutes * 60_000);
  }

  private async assertNotThrottled(email: string, ip: string, now: Date): Promise<void> {
    const [r]: { by_email: number; by_ip: number; email_oldest: Date | null; ip_oldest: Date | null }[] = await sql(this.ds, `SELECT count(*) FILTER (WHERE email = $1)::int AS by_email, count(*) FILTER (WHERE ip = $2)::int AS by_ip,
              min(failed_at) FILTER (WHERE email = $1) AS email_oldest, min(failed_at) FILTER (WHERE ip = $2) AS ip_oldest
       FROM login_failures WHERE (email = $1 OR ip = $2) AND failed_at > $3`,
      [email, ip, this.windowStart(now)],
    );
    const windowMs = this.opts.lockMinutes * 60_000;
    const retryAfter = (oldest: Date | null): number =>
      Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));
    if (r.by_email >= this.opts.maxFailures) throw new LoginThrottledError(retryAfter(r.email_oldest));
    if (r.by_ip >= this.opts.maxFailures * IP_FACTOR) throw new LoginThrottledError(retryAfter(r.ip_oldest));
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= argon2.hash('kea-fx-timing-equaliser', HASH_OPTIONS);
    return this.dummyHash;
  }
}
