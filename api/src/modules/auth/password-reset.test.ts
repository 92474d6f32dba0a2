import { RESET_LINK_INVALID, RESET_REQUESTED } from '@keafx/schema';
import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { sql } from '../../database/sql';
import { RESET_REQUESTS_PER_HOUR } from './password-reset';
import { PASSWORD_RESET_DONE } from './password-reset.rest';

let smtp: TestSmtp;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://fx.example.test' }, clientAddress: '203.0.113.77' });
}, 60_000);
afterAll(async () => {
  await app.stop();
  await smtp.stop();
});

const ask = (email: unknown) => app.http().post('/auth/password-reset').send({ email });
const confirm = (token: unknown, newPassword: unknown) =>
  app.http().post('/auth/password-reset/confirm').send({ token, new_password: newPassword });
const idle = () => app.server.services.passwordResets.idle();

/** The token in the newest reset e-mail to `email`. */
function tokenFor(email: string): string {
  const mail = [...smtp.received].reverse().find((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(email)));
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset e-mail to ${email}`);
  return token;
}

const resetsOf = async (user: TestUser) =>
  sql<{ token_sha256: string; used_at: Date | null }>(
    app.server.ds,
    'SELECT token_sha256, used_at FROM password_resets WHERE user_id = $1',
    [user.id],
  );

describe('password reset by e-mail', () => {
  it('e-mails a link that works once: the new password signs in, the old does not, every session ends (audited)', async () => {
    const user = await app.register('reset');
    const res = await ask(user.email.toUpperCase());
    expect([res.status, res.body]).toEqual([202, { detail: RESET_REQUESTED }]);
    await idle();
    const mail = smtp.received[smtp.received.length - 1]!;
    expect(mail.subject).toBe('Reset your Kea FX password');
    expect(mail.text).toMatch(/https:\/\/fx\.example\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    const token = tokenFor(user.email);
    // Only its hash is kept.
    const [row] = await resetsOf(user);
    expect(row?.token_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await resetsOf(user))).not.toContain(token);

    const done = await confirm(token, 'a brand new passphrase');
    expect([done.status, done.body]).toEqual([200, { detail: PASSWORD_RESET_DONE }]);
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set(...bearer(user))
      ).status,
    ).toBe(401);
    expect((await app.http().post('/auth/login').send({ email: user.email, password: user.password })).status).toBe(401);
    expect((await app.http().post('/auth/login').send({ email: user.email, password: 'a brand new passphrase' })).status).toBe(200);
    const again = await confirm(token, 'yet another passphrase');
    expect([again.status, again.body.detail]).toEqual([400, RESET_LINK_INVALID]);
    const events = await sql<{ action: string }>(
      app.server.ds,
      "SELECT action FROM audit_events WHERE owner_id = $1 AND action LIKE 'user.password_reset%' ORDER BY seq",
      [user.id],
    );
    expect(events.map((e) => e.action)).toEqual(['user.password_reset_requested', 'user.password_reset']);
  });

  it('a link expires after 30 minutes, and a newer request retires the older link', async () => {
    const user = await app.register('reset');
    await ask(user.email);
    await idle();
    const first = tokenFor(user.email);
    await ask(user.email);
    await idle();
    const second = tokenFor(user.email);
    expect(second).not.toBe(first);
    expect((await confirm(first, 'a brand new passphrase')).body.detail).toBe(RESET_LINK_INVALID);
    app.clock.set('2026-06-15T09:31:00.000Z');
    try {
      expect((await confirm(second, 'a brand new passphrase')).body.detail).toBe(RESET_LINK_INVALID);
    } finally {
      app.clock.set('2026-06-15T09:00:00.000Z');
    }
    expect((await app.http().post('/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
  });

  it(`answers the same for an address with no account, sends it nothing, and sends one account at most ${RESET_REQUESTS_PER_HOUR} an hour`, async () => {
    const user = await app.register('reset');
    const before = smtp.received.length;
    const nobody = await ask('nobody-at-all@example.com');
    expect([nobody.status, nobody.body]).toEqual([202, { detail: RESET_REQUESTED }]);
    await idle();
    expect(smtp.received).toHaveLength(before);
    for (let i = 0; i < RESET_REQUESTS_PER_HOUR + 2; i++) expect((await ask(user.email)).body).toEqual({ detail: RESET_REQUESTED });
    await idle();
    expect(smtp.received).toHaveLength(before + RESET_REQUESTS_PER_HOUR);
  });

  it('takes as long for an address with no account as for one with an account (within 20%)', async () => {
    const user = await app.register('reset-timing');
    // Each answer timed on its own: the work after an answer (the lookup, the e-mail) is done first.
    const timed = async (email: string): Promise<number> => {
      await idle();
      const start = process.hrtime.bigint();
      await ask(email);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Warm both paths, then alternate so load affects both alike; medians of 80 each.
    for (let i = 0; i < 5; i++) {
      await timed(user.email);
      await timed('warm@example.com');
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 80; i++) {
      known.push(await timed(user.email));
      unknown.push(await timed(`nobody-${i}@example.com`));
    }
    await idle();
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u) / Math.max(k, u)).toBeLessThanOrEqual(0.2);
  });

  it.each([
    [{}, 400, 'email is required'],
    [{ email: 'not an address' }, 400, 'email must be a valid email address'],
    [{ email: 42 }, 400, 'email must be text'],
  ])('refuses a request of %j, naming the field', async (body, status, detail) => {
    const res = await app.http().post('/auth/password-reset').send(body);
    expect([res.status, res.body.detail]).toEqual([status, detail]);
  });

  it('refuses a wrong token, a common password and a short one, and changes nothing', async () => {
    const user = await app.register('reset');
    await ask(user.email);
    await idle();
    const token = tokenFor(user.email);
    expect((await confirm('x'.repeat(43), 'a brand new passphrase')).body.detail).toBe(RESET_LINK_INVALID);
    expect((await confirm('short', 'a brand new passphrase')).body.detail).toBe('token must be the code from the reset link');
    expect((await confirm(token, 'password123')).body.detail).toMatch(/common/);
    expect((await confirm(token, 'short')).body.detail).toMatch(/at least/);
    expect((await resetsOf(user)).every((r) => r.used_at === null)).toBe(true);
    expect((await app.http().post('/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('works over GraphQL without a token, with the same answers', async () => {
    const user = await app.register('reset');
    const asked = await app.gql<{ requestPasswordReset: string }>(
      null,
      'mutation ($e: String!) { requestPasswordReset(input: { email: $e }) }',
      { e: user.email },
    );
    expect(asked.data?.requestPasswordReset).toBe(RESET_REQUESTED);
    await idle();
    const done = await app.gql<{ resetPassword: string }>(
      null,
      'mutation ($t: String!) { resetPassword(input: { token: $t, newPassword: "a brand new passphrase" }) }',
      { t: tokenFor(user.email) },
    );
    expect(done.data?.resetPassword).toBe(PASSWORD_RESET_DONE);
    const bad = await app.gql(
      null,
      'mutation { resetPassword(input: { token: "nope-nope-nope-nope-nope", newPassword: "whatever it is" }) }',
    );
    expect(bad.errors?.[0]).toMatchObject({ message: RESET_LINK_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
