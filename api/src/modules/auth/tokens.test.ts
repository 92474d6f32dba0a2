import jwt from 'jsonwebtoken';
import { createTokenIssuer } from './tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
const now = new Date('2026-06-15T00:00:00Z');
const user = { id: '7d3f0c0e-0000-4000-8000-000000000001', email: 'ann@example.co.nz' };

describe('tokens', () => {
  it('signs a token that verifies until its exp, even when the answer was remembered', () => {
    const issuer = createTokenIssuer(SECRET, 3600);
    const token = issuer.sign(user, now);
    expect(issuer.verify(token, now)).toEqual(user);
    expect(issuer.verify(token, new Date(now.getTime() + 3599_000))).toEqual(user);
    expect(issuer.expiry(token, now)).toEqual(new Date(now.getTime() + 3600_000));
    expect(issuer.verify(token, new Date(now.getTime() + 3600_000))).toBeNull();
    expect(issuer.expiry(token, new Date(now.getTime() + 3600_000))).toBeNull();
  });

  it('refuses forged, foreign, alg-none and malformed tokens, however often they are tried', () => {
    const issuer = createTokenIssuer(SECRET, 3600);
    const good = issuer.sign(user, now);
    const forged = `${good.slice(0, -3)}abc`;
    const foreign = createTokenIssuer('another-secret-of-thirty-two-characters!!', 3600).sign(user, now);
    const none = jwt.sign({ sub: user.id, email: user.email, exp: Math.floor(now.getTime() / 1000) + 60 }, '', { algorithm: 'none' });
    for (const token of [forged, foreign, none, 'not.a.token', '']) {
      expect(issuer.verify(token, now)).toBeNull();
      expect(issuer.verify(token, now)).toBeNull();
    }
  });

  it('refuses a validly signed token without the claims a session needs', () => {
    const issuer = createTokenIssuer(SECRET, 3600);
    const exp = Math.floor(now.getTime() / 1000) + 60;
    expect(issuer.verify(jwt.sign({ sub: user.id, exp }, SECRET), now)).toBeNull();
    expect(issuer.verify(jwt.sign({ sub: user.id, email: user.email }, SECRET), now)).toBeNull();
  });

  it('refuses a validly signed token whose sub is not a UUID, or whose iat lies in the future', () => {
    const issuer = createTokenIssuer(SECRET, 3600);
    const iat = Math.floor(now.getTime() / 1000);
    const claims = { sub: user.id, email: user.email, iat, exp: iat + 600 };
    expect(issuer.verify(jwt.sign(claims, SECRET), now)).toEqual(user);
    for (const sub of ['not-a-uuid', "1' OR '1'='1", '', '7d3f0c0e-0000-4000-8000-00000000000']) {
      expect(issuer.verify(jwt.sign({ ...claims, sub }, SECRET), now)).toBeNull();
    }
    const future = jwt.sign({ ...claims, iat: iat + 3600, exp: iat + 7200 }, SECRET);
    expect(issuer.verify(future, now)).toBeNull();
    expect(issuer.expiry(future, now)).toBeNull();
    // A replica whose clock runs a few seconds ahead still issues usable tokens.
    expect(issuer.verify(jwt.sign({ ...claims, iat: iat + 30 }, SECRET), now)).toEqual(user);
    expect(issuer.verify(jwt.sign({ sub: user.id, email: user.email, exp: iat + 600 }, SECRET, { noTimestamp: true }), now)).toBeNull();
  });
});
