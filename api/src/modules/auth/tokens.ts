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

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  // A ready KeyObject: given a string, jsonwebtoken first tries it as a public key on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign(user, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return jwt.sign({ sub: user.id, email: user.email, iat, exp: iat + ttlSeconds }, key, { algorithm: 'HS256' });
    },
    verify(token, now) {
      try {
        const claims = jwt.verify(token, key, { algorithms: ['HS256'], clockTimestamp: Math.floor(now.getTime() / 1000) });
        if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.email !== 'string') return null;
        return { id: claims.sub, email: claims.email };
      } catch {
        return null;
      }
    },
    expiry(token, now) {
      if (!this.verify(token, now)) return null;
      const claims = jwt.decode(token);
      return typeof claims === 'object' && claims && typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null;
    },
  };
}
