import jwt from 'jsonwebtoken';
import { sql } from '../../database/sql';
import { bearer, startTestApp, TEST_JWT_SECRET, type TestApp, type TestUser } from '../../../test/harness';
import { startProcessBeside, type OtherProcess } from '../../../test/live';
import { until } from '../../../test/files';

/** Sessions that end (issue 25): sign-out reaches every process at once, and so does a deleted user. */
let app: TestApp;
let other: OtherProcess;
beforeAll(async () => {
  // Wrong current passwords are counted by the sign-in throttle: under an address of this suite's own.
  app = await startTestApp({ clientAddress: '198.18.0.3' });
  other = await startProcessBeside(app);
});
afterAll(async () => {
  await other.stop();
  await app.stop();
});

const invoicesWith = (token: string) => app.http().get('/me/invoices').set('authorization', `Bearer ${token}`);
const invoicesBeside = (token: string) => fetch(`${other.base}/me/invoices`, { headers: { authorization: `Bearer ${token}` } });
/**
 * The other process refuses the token as soon as the notice reaches it (LISTEN/NOTIFY, after the
 * commit): within half a second, busy machine or not; this process refuses it at once.
 */
const refusedBeside = (token: string) =>
  until(
    'the other process to refuse the token',
    async () => (await invoicesBeside(token)).status,
    (status) => status === 401,
    500,
  );

describe('POST /auth/logout', () => {
  it('ends every token issued so far, in this process and the other, at once; a new sign-in works', async () => {
    const user = await app.register('logout');
    const second = (await app.relogin({ ...user })).token;
    // Both processes have seen (and cached) the tokens.
    expect((await invoicesWith(user.token)).status).toBe(200);
    expect((await invoicesBeside(second)).status).toBe(200);

    const out = await app
      .http()
      .post('/auth/logout')
      .set(...bearer(user));
    expect([out.status, out.text]).toEqual([204, '']);

    for (const token of [user.token, second]) {
      expect((await invoicesWith(token)).status).toBe(401);
      await refusedBeside(token);
      const gql = await app.gql(token, '{ me { id } }');
      expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const again = await app.relogin({ ...user });
    expect((await invoicesWith(again.token)).status).toBe(200);
    expect((await invoicesBeside(again.token)).status).toBe(200);
    const audit = await app.http().get('/me/audit?action=user.signed_out').set('authorization', `Bearer ${again.token}`);
    expect(audit.body).toEqual([expect.objectContaining({ action: 'user.signed_out', message: 'Signed out of every session' })]);
  });

  it('works over GraphQL too, and needs a signed-in person: no token is 401, an API key is 403', async () => {
    const user = await app.register('logout-gql');
    const res = await app.gql<{ logout: boolean }>(user.token, 'mutation { logout }');
    expect(res.data?.logout).toBe(true);
    expect((await invoicesWith(user.token)).status).toBe(401);

    expect((await app.http().post('/auth/logout')).status).toBe(401);
    const person: TestUser = await app.relogin(user);
    const key = await app
      .http()
      .post('/me/api-keys')
      .set(...bearer(person))
      .send({ name: 'sync', scope: 'read-write' });
    const byKey = await app
      .http()
      .post('/auth/logout')
      .set('authorization', `Bearer ${key.body.key as string}`);
    expect([byKey.status, byKey.body]).toEqual([
      403,
      { detail: 'An API key cannot sign a person out; revoke the key itself in Settings, API access.' },
    ]);
    expect((await invoicesWith(person.token)).status).toBe(200);
  });
});

describe('POST /auth/password', () => {
  const change = (token: string, body: unknown) =>
    app
      .http()
      .post('/auth/password')
      .set('authorization', `Bearer ${token}`)
      .send(body as object);

  it('changes the password: every other session ends in both processes, this one goes on with the new token', async () => {
    const user = await app.register('change');
    const second = (await app.relogin({ ...user })).token;
    expect((await invoicesBeside(second)).status).toBe(200);

    const res = await change(user.token, { current_password: user.password, new_password: 'harbour-lights-42' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', user: { id: user.id, email: user.email } });
    const fresh = res.body.access_token as string;

    for (const token of [user.token, second]) {
      expect((await invoicesWith(token)).status).toBe(401);
      await refusedBeside(token);
    }
    expect((await invoicesWith(fresh)).status).toBe(200);
    expect((await invoicesBeside(fresh)).status).toBe(200);

    // The old password no longer signs in; the new one does.
    const old = await app.http().post('/auth/login').send({ email: user.email, password: user.password });
    expect(old.status).toBe(401);
    const now = await app.http().post('/auth/login').send({ email: user.email, password: 'harbour-lights-42' });
    expect(now.status).toBe(200);

    const audit = await app.http().get('/me/audit?action=user.password_changed').set('authorization', `Bearer ${fresh}`);
    expect(audit.body).toEqual([
      expect.objectContaining({ action: 'user.password_changed', message: 'Changed the password and signed out every other session' }),
    ]);
  });

  it('works over GraphQL, with the same rules', async () => {
    const user = await app.register('change-gql');
    const res = await app.gql<{ changePassword: { accessToken: string; user: { email: string } } }>(
      user.token,
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken user { email } } }',
      { input: { currentPassword: user.password, newPassword: 'tui-song-at-dawn' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.changePassword.user.email).toBe(user.email);
    expect((await invoicesWith(user.token)).status).toBe(401);
    expect((await invoicesWith(res.data!.changePassword.accessToken)).status).toBe(200);

    const same = await app.gql(
      res.data!.changePassword.accessToken,
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }',
      {
        input: { currentPassword: 'tui-song-at-dawn', newPassword: 'tui-song-at-dawn' },
      },
    );
    expect(same.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'newPassword', message: 'newPassword must differ from your current password' }],
    });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const user = await app.register('change-bad');
    const cases: [unknown, string | RegExp][] = [
      [{}, 'current_password is required; new_password is required'],
      [{ current_password: user.password, new_password: '12345' }, 'new_password must be at least 6 characters'],
      [{ current_password: user.password, new_password: 123456 }, 'new_password must be text'],
      [{ current_password: user.password, new_password: user.password }, 'new_password must differ from your current password'],
      [{ current_password: user.password, new_password: 'password1' }, /one of the 10,000 most common ones/],
      [{ current_password: 'not-my-password', new_password: 'harbour-lights-42' }, 'The current password is not correct.'],
    ];
    for (const [body, detail] of cases) {
      const res = await change(user.token, body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(detail);
    }
    const unknown = await change(user.token, { current_password: user.password, new_password: 'harbour-lights-42', email: 'x@y.nz' });
    expect(unknown.status).toBe(400);
    // Nothing changed: the session still works and the password still signs in.
    expect((await invoicesWith(user.token)).status).toBe(200);
    expect((await app.http().post('/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('counts wrong current passwords against the sign-in throttle, and refuses API keys and anonymous callers', async () => {
    const user = await app.register('change-guess');
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      last = (await change(user.token, { current_password: `guess-${i}-xyz`, new_password: 'harbour-lights-42' })).status;
    }
    expect(last).toBe(429);
    const right = await change(user.token, { current_password: user.password, new_password: 'harbour-lights-42' });
    expect(right.status).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);

    expect((await app.http().post('/auth/password').send({ current_password: 'a', new_password: 'b' })).status).toBe(401);
    const person = await app.register('change-key');
    const key = await app
      .http()
      .post('/me/api-keys')
      .set(...bearer(person))
      .send({ name: 'sync', scope: 'read-write' });
    const byKey = await change(key.body.key as string, { current_password: person.password, new_password: 'harbour-lights-42' });
    expect([byKey.status, byKey.body]).toEqual([
      403,
      { detail: 'An API key cannot change a password; sign in as the person to change it.' },
    ]);
  });
});

describe('tokens that must not work', () => {
  it('refuses a deleted user’s token at once, in both processes, though both had just seen it', async () => {
    const user = await app.register('deleted');
    expect((await invoicesWith(user.token)).status).toBe(200);
    expect((await invoicesBeside(user.token)).status).toBe(200);
    // As an operator would: the row goes (with what hangs off it), outside the product.
    await app.server.ds.transaction(async (m) => {
      await sql(m, 'SET LOCAL session_replication_role = replica');
      await sql(m, 'DELETE FROM users WHERE id = $1', [user.id]);
    });
    await new Promise((r) => setTimeout(r, 300));
    expect((await invoicesWith(user.token)).status).toBe(401);
    await refusedBeside(user.token);
  });

  it('refuses a well-signed token that claims a longer life than the api gives', async () => {
    const user = await app.register('century');
    const iat = Math.floor(app.clock.now().getTime() / 1000);
    const century = jwt.sign({ sub: user.id, email: user.email, sv: 0, iat, exp: iat + 100 * 365 * 86_400 }, TEST_JWT_SECRET);
    expect((await invoicesWith(century)).status).toBe(401);
  });
});
