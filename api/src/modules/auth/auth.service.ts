import argon2 from 'argon2';
import type { BusinessRole, ChangePasswordCommand, CredentialsCommand, MemberRole } from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../../errors';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';
import { personOf, type AuthUser, type ServiceContext } from '../../request-context';
import type { DomainEvents } from '../../events';
import type { AuditService } from '../audit';
import { BadCredentialsError, EmailTakenError } from './auth.errors';
import { LoginThrottle, type LoginThrottleLimits } from './login-throttle';
import type { TokenIssuer } from './tokens';
import { sql } from '../../database/sql';
import type { Row } from '../../database/rows';

/**
 * OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. 'low' (1 MiB, 1 pass) exists only for the
 * test suite, where hundreds of accounts are made; config refuses it outside NODE_ENV=test.
 * A stored hash carries its own parameters, so verify works whichever cost made it.
 */
export const HASH_COSTS = {
  standard: { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  low: { type: argon2.argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const;
/**
 * A token's user and session version are looked up again after this long. A sign-out or a deleted
 * user reaches every process at once (`sessions.revoked`, from the users table's trigger and from
 * the service), so this only bounds a process that missed the notice while its listener reconnected.
 */
const KNOWN_USER_MS = 60_000;
const KNOWN_USERS_MAX = 10_000;

const SIGN_OUT_BY_KEY = 'An API key cannot sign a person out; revoke the key itself in Settings, API access.';
const PASSWORD_BY_KEY = 'An API key cannot change a password; sign in as the person to change it.';
/** The answer to a wrong current password (counted by the sign-in throttle, like a failed sign-in). */
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

export interface UserRecord {
  id: string;
  email: string;
  createdAt: Date;
  /** The person's role in the business they sign in to: their own (owner), or another's. */
  role: BusinessRole;
  /** The business's owner when the person is a member of someone else's business, else null. */
  businessId: string | null;
}

export interface LoginResult {
  accessToken: string;
  expiresAt: Date;
  user: UserRecord;
}

export interface ThrottleOptions extends LoginThrottleLimits {
  tokenTtlSeconds: number;
  /** Which HASH_COSTS entry new password hashes use (default standard). */
  hashCost?: keyof typeof HASH_COSTS;
}

type UserRow = Pick<Row<'users'>, 'id' | 'email' | 'created_at' | 'role' | 'business_id'> &
  Partial<Pick<Row<'users'>, 'password_hash' | 'session_version' | 'removed_at'>>;

/** The columns a UserRecord is read from. */
const USER_COLUMNS = 'id, email, created_at, role, business_id';

const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  email: r.email,
  createdAt: r.created_at,
  role: r.role as BusinessRole,
  businessId: r.business_id,
});

/** What a token's person is known to be, and when that was read. */
interface KnownPerson {
  version: number;
  at: number;
  removed: boolean;
  /** Set for a member: the business they sign in to, and their role. */
  business: { id: string; email: string; role: MemberRole } | null;
}

export class AuthService {
  private dummyHash?: Promise<string>;
  private readonly throttle: LoginThrottle;
  private readonly hashOptions: (typeof HASH_COSTS)[keyof typeof HASH_COSTS];
  /** User ids that tokens named and that were found: their session version and business, and when they were read. */
  private readonly knownUsers = new Map<string, KnownPerson>();

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly tokens: TokenIssuer,
    private readonly opts: ThrottleOptions,
    private readonly events?: DomainEvents,
  ) {
    this.throttle = new LoginThrottle(ds, opts);
    // A sign-out or a deleted user, in this process or another: forget what was known of them.
    events?.subscribe((e) => {
      if (e.type === 'sessions.revoked') this.knownUsers.delete(e.ownerId);
    });
    this.hashOptions = HASH_COSTS[opts.hashCost ?? 'standard'];
  }

  /**
   * Creates an account. Throws ValidationError on a bad body or one of the most common passwords,
   * EmailTakenError on a duplicate.
   */
  async register({ email, password }: CredentialsCommand, now: Date): Promise<UserRecord> {
    if (isCommonPassword(password)) throw new ValidationError([{ field: 'password', message: COMMON_PASSWORD }]);
    const hash = await argon2.hash(password, this.hashOptions);
    return this.ds.transaction(async (manager) => {
      const rows: UserRow[] = await sql(
        manager,
        `INSERT INTO users (email, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (email) DO NOTHING RETURNING ${USER_COLUMNS}`,
        [email, hash, now],
      );
      const [row] = rows;
      if (!row) throw new EmailTakenError();
      const user = toUser(row);
      await this.audit.initChain(manager, user.id);
      await this.audit.record(manager, user.id, { id: user.id, label: email }, now, [
        {
          entityType: 'user',
          entityId: user.id,
          action: 'user.registered',
          message: `Created the account for ${email}`,
        },
      ]);
      return user;
    });
  }

  /**
   * Checks credentials and returns a signed token. Each attempt first takes a slot in the
   * throttle (LoginThrottledError when its email at its address, its email or its address
   * has used up the window), so parallel guesses cannot outrun the count.
   */
  async login({ email, password }: CredentialsCommand, ip: string, now: Date): Promise<LoginResult> {
    const attempt = await this.throttle.begin(email, ip, now);
    const rows: UserRow[] = await sql(
      this.ds,
      `SELECT ${USER_COLUMNS}, password_hash, session_version, removed_at FROM users WHERE email = $1`,
      [email],
    );
    const row = rows[0];
    // Verify against a throwaway hash when the user is unknown, so timing does not reveal accounts.
    const ok = await argon2.verify(row?.password_hash ?? (await this.getDummyHash()), password).catch(() => false);
    // A member the owner removed signs in no more, answered as any wrong password.
    if (!row || !ok || row.removed_at) throw new BadCredentialsError();
    await this.throttle.succeeded(attempt);
    const user = toUser(row);
    return this.session(user, now, row.session_version ?? 0);
  }

  /**
   * Checks a credential other than a password (an API key) inside the sign-in throttle: the
   * attempt takes its slots first (LoginThrottledError, 429, once the window is used up), a
   * failed check (`check` answers null) keeps them and a successful one gives them back.
   * Counted per address (`subject` should name the address), so nobody can lock out a key.
   */
  async throttledCheck<T>(subject: string, ip: string, now: Date, check: () => Promise<T | null>): Promise<T | null> {
    const attempt = await this.throttle.begin(subject, ip, now);
    const result = await check();
    if (result !== null) await this.throttle.succeeded(attempt);
    return result;
  }

  /**
   * The user a bearer token names, or null when the token is invalid, its user does not exist, or
   * it was issued before its user signed out everywhere (an older session version).
   */
  async authenticate(token: string, now: Date): Promise<AuthUser | null> {
    const session = this.tokens.session(token, now);
    if (!session) return null;
    const { user, sessionVersion } = session;
    let known = this.knownUsers.get(user.id);
    if (known === undefined || now.getTime() - known.at >= KNOWN_USER_MS || now.getTime() < known.at) {
      const [row] = await sql<{
        session_version: number;
        removed_at: Date | null;
        role: string;
        business_id: string | null;
        business_email: string | null;
      }>(
        this.ds,
        `SELECT u.session_version, u.removed_at, u.role, u.business_id, b.email AS business_email
           FROM users u LEFT JOIN users b ON b.id = u.business_id WHERE u.id = $1`,
        [user.id],
      );
      if (!row) return null;
      known = {
        version: row.session_version,
        at: now.getTime(),
        removed: row.removed_at !== null,
        business:
          row.business_id && row.business_email ? { id: row.business_id, email: row.business_email, role: row.role as MemberRole } : null,
      };
      if (this.knownUsers.size >= KNOWN_USERS_MAX) this.knownUsers.delete(this.knownUsers.keys().next().value as string);
      this.knownUsers.set(user.id, known);
    }
    if (known.version !== sessionVersion || known.removed) return null;
    // A member works on the business's data; the person stays named for the audit trail.
    return known.business
      ? { id: known.business.id, email: known.business.email, member: { id: user.id, email: user.email, role: known.business.role } }
      : user;
  }

  /** Forgets what was read of a person's sessions and role (a role changed, a member removed), here and in every process. */
  forget(personId: string): void {
    this.knownUsers.delete(personId);
    this.events?.publish({ type: 'sessions.revoked', ownerId: personId });
  }

  /**
   * Signs the user out everywhere: every token issued so far stops working at once, in every
   * process (audited). The web's Logout calls it, so a token copied from a browser dies with it.
   */
  async signOutEverywhere(ctx: ServiceContext): Promise<void> {
    // A key is not a session: it is revoked on its own (Settings, API access), and cannot end the person's.
    if (ctx.user.apiKey) throw new ForbiddenError(SIGN_OUT_BY_KEY);
    const userId = personOf(ctx.user).id;
    const now = ctx.clock.now();
    await this.ds.transaction(async (m) => {
      const [row] = await sql<{ email: string }>(
        m,
        'UPDATE users SET session_version = session_version + 1 WHERE id = $1 RETURNING email',
        [userId],
      );
      if (!row) return;
      // In the business's trail, naming the person.
      await this.audit.record(m, ctx.user.id, { id: userId, label: row.email }, now, [
        {
          entityType: 'user',
          entityId: userId,
          action: 'user.signed_out',
          message: 'Signed out of every session',
          before: null,
          after: null,
        },
      ]);
    });
    this.knownUsers.delete(userId);
    this.events?.publish({ type: 'sessions.revoked', ownerId: userId });
  }

  /**
   * Changes the password, given the current one: every session issued so far ends (in every
   * process) and the caller gets a fresh token, so only this session goes on (audited). A wrong
   * current password counts against the sign-in throttle (LoginThrottledError once used up), so a
   * stolen token cannot be used to guess it; the new one is refused when it is a common password.
   * Of several changes at once, one succeeds; the rest are refused as a wrong current password
   * (issue 25: all ten once answered success and handed out tokens for passwords that did not hold).
   */
  async changePassword(ctx: ServiceContext, change: ChangePasswordCommand, ip: string): Promise<LoginResult> {
    if (ctx.user.apiKey) throw new ForbiddenError(PASSWORD_BY_KEY);
    if (isCommonPassword(change.newPassword)) throw new ValidationError([{ field: 'newPassword', message: COMMON_PASSWORD }]);
    const userId = personOf(ctx.user).id;
    const now = ctx.clock.now();
    const [found] = await sql<UserRow>(this.ds, `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE id = $1`, [userId]);
    if (!found) throw new UnauthenticatedError('Your session is no longer valid. Please sign in again.');
    const attempt = await this.throttle.begin(found.email, ip, now);
    const ok = await argon2.verify(found.password_hash ?? '', change.currentPassword).catch(() => false);
    if (!ok) throw new ValidationError([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    await this.throttle.succeeded(attempt);
    const hash = await argon2.hash(change.newPassword, this.hashOptions);
    const version = await this.ds.transaction(async (m) => {
      // Only over the hash the current password was checked against: when another change got there
      // first, this one's current password is no longer current, as it would be one after the other.
      const [row] = await sql<{ email: string; session_version: number }>(
        m,
        `UPDATE users SET password_hash = $2, session_version = session_version + 1, updated_at = $3
          WHERE id = $1 AND password_hash IS NOT DISTINCT FROM $4 RETURNING email, session_version`,
        [userId, hash, now, found.password_hash],
      );
      if (!row) {
        const [still] = await sql(m, 'SELECT 1 FROM users WHERE id = $1', [userId]);
        if (still) throw new ValidationError([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
        throw new UnauthenticatedError('Your session is no longer valid. Please sign in again.');
      }
      await this.audit.record(m, ctx.user.id, { id: userId, label: row.email }, now, [
        {
          entityType: 'user',
          entityId: userId,
          action: 'user.password_changed',
          message: 'Changed the password and signed out every other session',
          before: null,
          after: null,
        },
      ]);
      return row.session_version;
    });
    this.knownUsers.delete(userId);
    this.events?.publish({ type: 'sessions.revoked', ownerId: userId });
    return this.session(toUser(found), now, version);
  }

  /** A new session for a person just let in another way (an invitation accepted). */
  async signInAs(personId: string, now: Date): Promise<LoginResult> {
    const [row] = await sql<UserRow>(this.ds, `SELECT ${USER_COLUMNS}, session_version FROM users WHERE id = $1`, [personId]);
    if (!row) throw new UnauthenticatedError('Your session is no longer valid. Please sign in again.');
    return this.session(toUser(row), now, row.session_version ?? 0);
  }

  /** A signed token for `user` at their session version, and when it expires. */
  private session(user: UserRecord, now: Date, sessionVersion: number): LoginResult {
    return {
      accessToken: this.tokens.sign(user, now, sessionVersion),
      expiresAt: new Date(now.getTime() + this.opts.tokenTtlSeconds * 1000),
      user,
    };
  }

  /** When a valid token of an existing user expires, or null (to end long-lived sessions on time). */
  async tokenExpiry(token: string, now: Date): Promise<Date | null> {
    return (await this.authenticate(token, now)) ? this.tokens.expiry(token, now) : null;
  }

  /** Users by id in one statement, in key order with null for misses (for loaders). */
  async usersByIds(ids: readonly string[]): Promise<(UserRecord | null)[]> {
    const rows: UserRow[] = await sql(this.ds, `SELECT ${USER_COLUMNS} FROM users WHERE id = ANY($1::uuid[])`, [ids]);
    const byId = new Map(rows.map((r) => [r.id, toUser(r)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= argon2.hash('kea-fx-timing-equaliser', this.hashOptions);
    return this.dummyHash;
  }

  /** A business's owner by e-mail (the report CLI names its owner this way), or null. */
  async userByEmail(email: string): Promise<{ id: string; email: string } | null> {
    const [row] = await sql<{ id: string; email: string }>(this.ds, "SELECT id, email FROM users WHERE email = $1 AND role = 'owner'", [
      email.trim().toLowerCase(),
    ]);
    return row ?? null;
  }

  /** A user's e-mail address by id (a report job mails its owner), or null. */
  async emailOf(userId: string): Promise<string | null> {
    const [row] = await sql<{ email: string }>(this.ds, 'SELECT email FROM users WHERE id = $1', [userId]);
    return row?.email ?? null;
  }
}
