import { startTestApp, uniqueEmail, type TestApp } from '../../../test/harness';
import { throttleAddress } from './login-throttle';

const LOCKED = { detail: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' };

describe('throttleAddress', () => {
  it('keeps IPv4 as it is, unwraps IPv4-mapped IPv6 and counts IPv6 by its /64', () => {
    expect(throttleAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2:ffff::9')).toBe(throttleAddress('2001:0db8:0001:0002:0:0:0:1'));
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the sign-in throttle under parallel attempts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.stop();
  });

  const login = (email: string, password: string, ip: string) =>
    app.http().post('/auth/login').set('x-forwarded-for', ip).send({ email, password });
  const statuses = (answers: { status: number }[]) => {
    const out: Record<number, number> = {};
    for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
    return out;
  };

  it('evaluates at most LOGIN_MAX_FAILURES of 100 wrong passwords sent at once for one email; the rest answer 429', async () => {
    const email = uniqueEmail('parallel');
    await app.http().post('/auth/register').send({ email, password: 'kea-secret-1' });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(email, `wrong-${i}`, '10.20.0.1')));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 95 });
    for (const a of answers.filter((r) => r.status === 429)) {
      expect(a.body).toEqual(LOCKED);
      expect(Number(a.headers['retry-after'])).toBe(900);
    }
    expect((await login(email, 'kea-secret-1', '10.20.0.1')).status).toBe(429);
  });

  it('gives no token to the right password sent after parallel wrong ones once the lock is full', async () => {
    const email = uniqueEmail('lastright');
    await app.http().post('/auth/register').send({ email, password: 'kea-secret-1' });
    let sawLock!: () => void;
    const locked = new Promise<void>((resolve) => {
      sawLock = resolve;
    });
    const wrong = Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(email, `guess-${i}`, '10.20.0.2').then((r) => {
          if (r.status === 429) sawLock();
          return r;
        }),
      ),
    );
    await Promise.race([locked, wrong]);
    const right = await login(email, 'kea-secret-1', '10.20.0.2');
    expect(right.status).toBe(429);
    expect(right.body).toEqual(LOCKED);
    expect(right.body.access_token).toBeUndefined();
    expect(statuses(await wrong)).toEqual({ 401: 5, 429: 55 });
  });

  it('answers a locked unknown email exactly as a locked known one, so the lock reveals no account', async () => {
    const known = uniqueEmail('known');
    await app.http().post('/auth/register').send({ email: known, password: 'kea-secret-1' });
    const ghost = uniqueEmail('ghost');
    for (const email of [known, ghost]) {
      for (let i = 0; i < 5; i += 1) expect((await login(email, 'bad-guess', '10.20.0.3')).status).toBe(401);
    }
    const [a, b] = [await login(known, 'bad-guess', '10.20.0.3'), await login(ghost, 'bad-guess', '10.20.0.3')];
    expect([a.status, a.body, a.headers['retry-after']]).toEqual([b.status, b.body, b.headers['retry-after']]);
    expect(a.status).toBe(429);
  });

  it('locks the email everywhere after LOGIN_EMAIL_MAX_FAILURES from many addresses, however they arrive', async () => {
    const email = uniqueEmail('spread');
    await app.http().post('/auth/register').send({ email, password: 'kea-secret-1' });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `spread-${i}`, `10.21.${i}.1`)));
    expect(statuses(answers)).toEqual({ 401: 20, 429: 20 });
    const elsewhere = await login(email, 'kea-secret-1', '10.21.200.1');
    expect([elsewhere.status, elsewhere.body]).toEqual([429, LOCKED]);
  });

  it('gives a successful sign-in its slots back, so a user signing in often is never locked out', async () => {
    const email = uniqueEmail('often');
    await app.http().post('/auth/register').send({ email, password: 'kea-secret-1' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => login(email, 'kea-secret-1', '10.20.0.4')));
    expect(statuses(answers)).toEqual({ 200: 4 });
    for (let i = 0; i < 30; i += 1) expect((await login(email, 'kea-secret-1', '10.20.0.4')).status).toBe(200);
  });

  it('believes X-Forwarded-For only as far as the trusted proxies (default: loopback): a rotated left-most entry is not a new address', async () => {
    const email = uniqueEmail('rotate');
    await app.http().post('/auth/register').send({ email, password: 'kea-secret-1' });
    // The test client is on loopback, a trusted proxy, which says the caller is 203.0.113.9;
    // whatever the caller itself wrote before that is not believed.
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await login(email, 'bad-guess', `198.51.100.${i}, 203.0.113.9`));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(email, 'kea-secret-1', '203.0.113.10')).status).toBe(200);
  });
});

describe('X-Forwarded-For from an untrusted peer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ config: { trustProxy: false } });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('is ignored: rotating it does not reset the count of the real address', async () => {
    const email = uniqueEmail('norotate');
    await app.http().post('/auth/register').send({ email, password: 'kea-secret-1' });
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(await app.http().post('/auth/login').set('x-forwarded-for', `198.51.100.${i}`).send({ email, password: 'bad-guess' }));
    }
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
