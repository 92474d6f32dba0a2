import { isIPv6 } from 'node:net';
import type { DataSource } from 'typeorm';
import { sql } from '../../database/sql';
import { LoginThrottledError } from './auth.errors';
import type { Row } from '../../database/rows';

/** How many attempts each scope may have evaluated in one window. */
export interface LoginThrottleLimits {
  /** One email from one address: what a person mistyping at their own desk meets first. */
  pairMaxFailures: number;
  /** One email from every address: the ceiling for guesses spread over many addresses. */
  emailMaxFailures: number;
  /** One address, every email: one machine spraying passwords over many accounts. */
  addressMaxFailures: number;
  lockMinutes: number;
}

type Scope = 'address' | 'email' | 'pair';

/** The counters one attempt holds a slot in; given back with `succeeded`. */
interface CounterKey {
  scope: Scope;
  key: string;
}

export interface LoginAttempt {
  /** The address, email and pair counters, in that (lock) order. */
  keys: [CounterKey, CounterKey, CounterKey];
}

type CounterRow = Pick<Row<'login_throttle', { scope: Scope }>, 'scope' | 'window_start' | 'attempts'>;

/** Expired counters are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The sign-in throttle. Every attempt takes a slot in three counters (its email at its
 * address, its email, its address) before its password is checked, in one transaction that
 * locks the three rows, so parallel attempts queue on the locks and at most the configured
 * number are ever evaluated in a window. A failed attempt keeps its slots; a successful one
 * gives them back and clears its email-at-address counter. A full counter answers
 * LoginThrottledError before anything is looked up, the same for known and unknown emails.
 */
export class LoginThrottle {
  private lastSweep = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly limits: LoginThrottleLimits,
  ) {}

  /** Takes a slot for one attempt, or throws LoginThrottledError (with Retry-After) when any counter is full. */
  async begin(email: string, ip: string, now: Date): Promise<LoginAttempt> {
    await this.sweep(now);
    const address = throttleAddress(ip);
    // Sorted by (scope, key): every attempt locks rows in the same order, so none deadlock.
    const keys: LoginAttempt['keys'] = [
      { scope: 'address', key: address },
      { scope: 'email', key: email },
      { scope: 'pair', key: `${address} ${email}` },
    ];
    const windowStart = new Date(now.getTime() - this.limits.lockMinutes * 60_000);
    const blockedUntil = await this.ds.transaction(async (manager) => {
      // Creates missing counters, restarts expired ones and locks all three, in one statement.
      const rows = await sql<CounterRow>(
        manager,
        `INSERT INTO login_throttle AS t (scope, key, window_start, attempts)
         VALUES ('address', $1, $4, 0), ('email', $2, $4, 0), ('pair', $3, $4, 0)
         ON CONFLICT (scope, key) DO UPDATE SET
           window_start = CASE WHEN t.window_start <= $5 THEN EXCLUDED.window_start ELSE t.window_start END,
           attempts = CASE WHEN t.window_start <= $5 THEN 0 ELSE t.attempts END
         RETURNING scope, window_start, attempts`,
        [keys[0].key, keys[1].key, keys[2].key, now, windowStart],
      );
      const full = rows.filter((r) => r.attempts >= this.limitOf(r.scope));
      if (full.length > 0) return Math.max(...full.map((r) => r.window_start.getTime()));
      await sql(
        manager,
        `UPDATE login_throttle SET attempts = attempts + 1
         WHERE (scope, key) IN (('address', $1), ('email', $2), ('pair', $3))`,
        [keys[0].key, keys[1].key, keys[2].key],
      );
      return null;
    });
    if (blockedUntil !== null) {
      const lockMs = this.limits.lockMinutes * 60_000;
      throw new LoginThrottledError(Math.max(1, Math.ceil((blockedUntil + lockMs - now.getTime()) / 1000)));
    }
    return { keys };
  }

  /** After a correct password: gives back the attempt's slots and clears its email-at-address counter. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    const [address, email, pair] = attempt.keys.map((k) => k.key);
    await this.ds.transaction(async (manager) => {
      // Locked in the same order as begin() takes them, so the two never deadlock.
      await sql(
        manager,
        `SELECT 1 FROM login_throttle WHERE (scope, key) IN (('address', $1), ('email', $2), ('pair', $3))
         ORDER BY scope, key FOR UPDATE`,
        [address, email, pair],
      );
      await sql(
        manager,
        `UPDATE login_throttle SET attempts = greatest(attempts - 1, 0)
         WHERE (scope, key) IN (('address', $1), ('email', $2))`,
        [address, email],
      );
      await sql(manager, `DELETE FROM login_throttle WHERE scope = 'pair' AND key = $1`, [pair]);
    });
  }

  private limitOf(scope: Scope): number {
    if (scope === 'pair') return this.limits.pairMaxFailures;
    return scope === 'email' ? this.limits.emailMaxFailures : this.limits.addressMaxFailures;
  }

  /** Deletes counters whose window has passed (they would restart at their next use anyway). */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS && now.getTime() >= this.lastSweep) return;
    this.lastSweep = now.getTime();
    // SKIP LOCKED: rows an attempt holds are left for next time rather than waited on.
    await sql(
      this.ds,
      `DELETE FROM login_throttle WHERE (scope, key) IN (
         SELECT scope, key FROM login_throttle WHERE window_start <= $1 FOR UPDATE SKIP LOCKED)`,
      [new Date(now.getTime() - this.limits.lockMinutes * 60_000)],
    );
  }
}

/**
 * The address a counter is kept for: IPv4 as it is (IPv4-mapped IPv6 unwrapped), IPv6 by
 * its /64, since one subscriber usually holds a whole /64 and could rotate through it.
 */
export function throttleAddress(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(bare)) return bare;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string | undefined): string[] => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const full = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
