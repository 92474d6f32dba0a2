import { startTestApp, uniqueEmail, type TestApp } from '../../../test/harness';
import { sql } from '../../database/sql';

/** The test suite hashes cheaply (PASSWORD_HASH_COST=low); a standard app still uses OWASP's baseline, and each verifies the other's hashes. */
let cheap: TestApp;
let standard: TestApp;
beforeAll(async () => {
  cheap = await startTestApp();
  standard = await startTestApp({ config: { passwordHashCost: 'standard' } });
});
afterAll(async () => {
  await cheap.stop();
  await standard.stop();
});

async function storedHash(app: TestApp, email: string): Promise<string> {
  const [row] = await sql<{ password_hash: string }>(app.server.ds, 'SELECT password_hash FROM users WHERE email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.password_hash;
}

describe('password hashing cost', () => {
  it('stores argon2id with 1 MiB and 1 pass under the test suite, and 19 MiB and 2 passes by default', async () => {
    const a = uniqueEmail('cheap');
    const b = uniqueEmail('standard');
    expect((await cheap.http().post('/auth/register').send({ email: a, password: 'kea-secret-1' })).status).toBe(201);
    expect((await standard.http().post('/auth/register').send({ email: b, password: 'kea-secret-1' })).status).toBe(201);
    expect(await storedHash(cheap, a)).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await storedHash(standard, b)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('signs in whichever cost made the hash, and refuses a wrong password either way', async () => {
    const email = uniqueEmail('either');
    expect((await cheap.http().post('/auth/register').send({ email, password: 'kea-secret-1' })).status).toBe(201);
    expect(
      (await standard.http().post('/auth/login').set('x-forwarded-for', '10.9.0.1').send({ email, password: 'kea-secret-1' })).status,
    ).toBe(200);
    expect((await standard.http().post('/auth/login').set('x-forwarded-for', '10.9.0.2').send({ email, password: 'secret2' })).status).toBe(
      401,
    );
  });
});
