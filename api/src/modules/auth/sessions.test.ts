import jwt from 'jsonwebtoken';
import { sql } from '../../database/sql';
import { bearer, startTestApp, TEST_JWT_SECRET, type TestApp, type TestUser } from '../../../test/harness';
import { startProcessBeside, type OtherProcess } from '../../../test/live';

/** Sessions that end (issue 25): sign-out reaches every process at once, and so does a deleted user. */
let app: TestApp;
let other: OtherProcess;
beforeAll(async () => {
  app = await startTestApp();
  other = await startProcessBeside(app);
});
afterAll(async () => {
  await other.stop();
  await app.stop();
});

const invoicesWith = (token: string) => app.http().get('/me/invoices').set('authorization', `Bearer ${token}`);
const invoicesBeside = (token: string) => fetch(`${other.base}/me/invoices`, { headers: { authorization: `Bearer ${token}` } });

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
      expect((await invoicesBeside(token)).status).toBe(401);
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
    expect((await invoicesBeside(user.token)).status).toBe(401);
  });

  it('refuses a well-signed token that claims a longer life than the api gives', async () => {
    const user = await app.register('century');
    const iat = Math.floor(app.clock.now().getTime() / 1000);
    const century = jwt.sign({ sub: user.id, email: user.email, sv: 0, iat, exp: iat + 100 * 365 * 86_400 }, TEST_JWT_SECRET);
    expect((await invoicesWith(century)).status).toBe(401);
  });
});
