import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AuthUser } from '../../request-context';

/** A verified token: its user, and the session version it was issued under (0 when it names none). */
export interface TokenSession {
  user: AuthUser;
  sessionVersion: number;
}

export interface TokenIssuer {
  /** A token for `user` under their current session version (sign-out everywhere raises it). */
  sign(user: AuthUser, now: Date, sessionVersion?: number): string;
  /**
   * The user a token names, or null when it is missing, forged, expired, issued in the future,
   * names no UUID, or claims a longer life than this issuer gives (whatever its `exp` says).
   */
  verify(token: string, now: Date): AuthUser | null;
  /** The same, with the session version the token was issued under. */
  session(token: string, now: Date): TokenSession | null;
  /** When a token that verifies stops working (its exp claim), or null. */
  expiry(token: string, now: Date): Date | null;
}

/** Tokens whose signature has been checked, with their claims; expiry is still checked on every use. */
const VERIFIED_MAX = 10_000;
/** Replicas' clocks may differ by this much; a token issued further in the future than this is refused. */
const CLOCK_SKEW_SECONDS = 60;
/** Account ids are UUIDs; any other `sub` cannot name a user (and must never reach SQL). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Verified {
  user: AuthUser;
  sessionVersion: number;
  iat: number;
  exp: number;
}

const usable = (v: Verified, seconds: number): boolean => v.exp > seconds && v.iat <= seconds + CLOCK_SKEW_SECONDS;

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  // A ready KeyObject: given a string, jsonwebtoken first tries it as a public key on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new Map<string, Verified>();
  const remember = (token: string, v: Verified): void => {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, v);
  };
  return {
    sign(user, now, sessionVersion = 0) {
      const iat = Math.floor(now.getTime() / 1000);
      return jwt.sign({ sub: user.id, email: user.email, sv: sessionVersion, iat, exp: iat + ttlSeconds }, key, { algorithm: 'HS256' });
    },
    verify(token, now) {
      return this.session(token, now)?.user ?? null;
    },
    session(token, now) {
      const seconds = Math.floor(now.getTime() / 1000);
      const known = verified.get(token);
      if (known) return usable(known, seconds) ? known : null;
      try {
        const claims = jwt.verify(token, key, { algorithms: ['HS256'], clockTimestamp: seconds });
        if (
          typeof claims !== 'object' ||
          typeof claims.sub !== 'string' ||
          !UUID.test(claims.sub) ||
          typeof claims.email !== 'string' ||
          typeof claims.exp !== 'number' ||
          typeof claims.iat !== 'number' ||
          // A lifetime this issuer never gives (a 100-year exp) is refused, however well signed.
          claims.exp - claims.iat > ttlSeconds + CLOCK_SKEW_SECONDS ||
          (claims.sv !== undefined && !(Number.isSafeInteger(claims.sv) && (claims.sv as number) >= 0))
        )
          return null;
        const v: Verified = {
          user: { id: claims.sub, email: claims.email },
          sessionVersion: (claims.sv as number | undefined) ?? 0,
          iat: claims.iat,
          exp: claims.exp,
        };
        if (!usable(v, seconds)) return null;
        remember(token, v);
        return v;
      } catch {
        return null;
      }
    },
    expiry(token, now) {
      if (!this.verify(token, now)) return null;
      const exp = verified.get(token)?.exp;
      return exp === undefined ? null : new Date(exp * 1000);
    },
  };
}
