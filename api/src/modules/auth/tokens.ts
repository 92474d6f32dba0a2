import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AuthUser } from '../../request-context';

export interface TokenIssuer {
  sign(user: AuthUser, now: Date): string;
  /** The user a token names, or null when it is missing, forged or expired. */
  verify(token: string, now: Date): AuthUser | null;
  /** When a token that verifies stops working (its exp claim), or null. */
  expiry(token: string, now: Date): Date | null;
}

/** Tokens whose signature has been checked, with their claims; expiry is still checked on every use. */
const VERIFIED_MAX = 10_000;

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  // A ready KeyObject: given a string, jsonwebtoken first tries it as a public key on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new Map<string, { user: AuthUser; exp: number }>();
  const remember = (token: string, user: AuthUser, exp: number): void => {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { user, exp });
  };
  return {
    sign(user, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return jwt.sign({ sub: user.id, email: user.email, iat, exp: iat + ttlSeconds }, key, { algorithm: 'HS256' });
    },
    verify(token, now) {
      const seconds = Math.floor(now.getTime() / 1000);
      const known = verified.get(token);
      if (known) return known.exp > seconds ? known.user : null;
      try {
        const claims = jwt.verify(token, key, { algorithms: ['HS256'], clockTimestamp: seconds });
        if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.email !== 'string' || typeof claims.exp !== 'number') return null;
        const user = { id: claims.sub, email: claims.email };
        remember(token, user, claims.exp);
        return user;
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
