import { startTestApp, uniqueEmail, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const register = (body: unknown) =>
  app
    .http()
    .post('/auth/register')
    .send(body as object);
const login = (body: unknown, ip = '10.0.0.1') =>
  app
    .http()
    .post('/auth/login')
    .set('x-forwarded-for', ip)
    .send(body as object);

describe('POST /auth/register', () => {
  it('creates an account with a normalised email and answers 201 without the password', async () => {
    const email = uniqueEmail('Reg');
    const res = await register({ email: `  ${email.toUpperCase()} `, password: 'kea-secret-1' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      role: 'user',
      business_role: 'owner',
      created_at: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/kea-secret-1|argon2/);
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await register({ email, password: 'kea-secret-1' })).status).toBe(201);
    const again = await register({ email: email.toUpperCase(), password: 'other-secret' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'An account with this email already exists. Sign in instead.' });
  });

  it.each([
    [{}, 'email is required; password is required'],
    [{ email: 'x@example.com' }, 'password is required'],
    [{ email: 'not-an-email', password: 'kea-secret-1' }, 'email must be a valid email address'],
    [{ email: 'a@b.co', password: '12345' }, 'password must be at least 6 characters'],
    [{ email: 42, password: 'kea-secret-1' }, 'email must be a valid email address'],
    [{ email: '   ', password: 'kea-secret-1' }, 'email is required'],
    [{ email: 'a\u0000b@example.com', password: 'kea-secret-1' }, 'email must not contain control characters'],
    [{ email: 'a@b.co', password: 123456 }, 'password must be text'],
    [[], 'email is required; password is required'],
  ])('answers 400 naming the field for %j', async (body, detail) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });

  it.each(['123456', 'password', 'Password1', 'qwerty123', 'secret1', 'LETMEIN'])(
    'refuses %s, one of the 10,000 most common passwords, with 400 and creates nothing (issue 25)',
    async (password) => {
      const email = uniqueEmail('common');
      const res = await register({ email, password });
      expect([res.status, res.body]).toEqual([
        400,
        {
          detail:
            'This password is one of the 10,000 most common ones, which attackers try first. Please choose another: a few unrelated words work well.',
        },
      ]);
      expect((await login({ email, password })).status).toBe(401);
    },
  );

  it('takes an uncommon password, even a short one', async () => {
    expect((await register({ email: uniqueEmail('uncommon'), password: 'kiaora-tui' })).status).toBe(201);
    expect((await register({ email: uniqueEmail('uncommon'), password: 'hunter2' })).status).toBe(201);
  });

  it('answers 400 for a body that is not JSON, and creates nothing', async () => {
    const email = uniqueEmail('badjson');
    const res = await app.http().post('/auth/register').set('content-type', 'application/json').send(`{"email":"${email}",`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'The request body is not valid JSON.' });
    expect((await login({ email, password: 'kea-secret-1' })).status).toBe(401);
  });
});

describe('POST /auth/login', () => {
  it('returns a bearer token that carries exp and opens /me paths', async () => {
    const email = uniqueEmail('login');
    await register({ email, password: 'kea-secret-1' });
    const res = await login({ email: email.toUpperCase(), password: 'kea-secret-1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ access_token: expect.any(String), token_type: 'bearer', user: { email, role: 'user' } });
    const claims = JSON.parse(Buffer.from(res.body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    expect(claims.exp * 1000).toBeGreaterThan(app.clock.now().getTime());
    const me = await app.http().get('/me/invoices').set('authorization', `Bearer ${res.body.access_token}`);
    expect(me.status).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const email = uniqueEmail('wrong');
    await register({ email, password: 'kea-secret-1' });
    const wrong = await login({ email, password: 'nope-nope' }, '10.0.1.1');
    const unknown = await login({ email: uniqueEmail('ghost'), password: 'kea-secret-1' }, '10.0.1.2');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 for malformed credentials without counting a failure', async () => {
    const res = await login({ email: 'nobody' }, '10.0.2.1');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('email must be a valid email address; password is required');
  });

  it('throttles repeated failures for one email at one address with 429, a detail and Retry-After, then lets the lock expire', async () => {
    const email = uniqueEmail('throttle');
    await register({ email, password: 'kea-secret-1' });
    for (let i = 0; i < 5; i += 1) expect((await login({ email, password: 'bad-guess' }, '10.0.3.1')).status).toBe(401);
    const locked = await login({ email, password: 'kea-secret-1' }, '10.0.3.1');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' });
    expect(Number(locked.headers['retry-after'])).toBe(900);
    // Counted per email and address first: the owner at another address still gets in.
    expect((await login({ email, password: 'kea-secret-1' }, '10.0.3.2')).status).toBe(200);
    app.clock.set(new Date(app.clock.now().getTime() + 16 * 60_000).toISOString());
    expect((await login({ email, password: 'kea-secret-1' }, '10.0.3.1')).status).toBe(200);
  });

  it('throttles one address trying many emails', async () => {
    for (let i = 0; i < 20; i += 1) await login({ email: uniqueEmail('spray'), password: 'kea-secret-1' }, '10.0.4.1');
    const res = await login({ email: uniqueEmail('spray'), password: 'kea-secret-1' }, '10.0.4.1');
    expect(res.status).toBe(429);
  });
});

describe('bearer tokens', () => {
  it('refuses a missing, malformed, forged or expired token with 401 and a detail', async () => {
    const email = uniqueEmail('tok');
    await register({ email, password: 'kea-secret-1' });
    const token = (await login({ email, password: 'kea-secret-1' }, '10.0.5.1')).body.access_token as string;
    const get = (header?: string) => {
      const r = app.http().get('/me/invoices');
      return header ? r.set('authorization', header) : r;
    };
    const none = await get();
    expect(none.status).toBe(401);
    expect(none.body.detail).toMatch(/sign in/);
    expect((await get('Token abc')).status).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await get(`Bearer ${forged}`)).status).toBe(401);
    app.clock.set(new Date(app.clock.now().getTime() + 13 * 3600_000).toISOString());
    const expired = await get(`Bearer ${token}`);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: 'Your session has expired or is invalid. Please sign in again.' });
  });
});
