import { INVITATION_INVALID, roleRefusal } from '@keafx/schema';
import { bearer, createInvoice, startTestApp, uniqueEmail, type TestApp, type TestUser } from '../../../test/harness';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { sql } from '../../database/sql';

let smtp: TestSmtp;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://fx.example.test' }, clientAddress: '203.0.113.78' });
}, 60_000);
afterAll(async () => {
  await app.stop();
  await smtp.stop();
});

const invite = (owner: TestUser, body: Record<string, unknown>) =>
  app
    .http()
    .post('/me/team/invitations')
    .set(...bearer(owner))
    .send(body);

const tokenOf = (link: string): string => {
  const token = /accept-invitation\?token=([A-Za-z0-9_-]+)$/.exec(link)?.[1];
  if (!token) throw new Error(`no token in ${link}`);
  return token;
};

/** A person invited by `owner` as `role` who accepted: signed in, with the token of their session. */
async function join(owner: TestUser, role: 'accountant' | 'viewer'): Promise<TestUser> {
  const email = uniqueEmail(role);
  const made = await invite(owner, { email, role });
  expect(made.status).toBe(201);
  const accepted = await app
    .http()
    .post('/auth/invitations/accept')
    .send({ token: tokenOf(made.body.link), password: 'correct horse' });
  expect(accepted.status).toBe(200);
  return { id: accepted.body.user.id, email, password: 'correct horse', token: accepted.body.access_token };
}

const auditOf = async (owner: TestUser) =>
  sql<{ action: string; actor: string; actor_id: string | null; message: string }>(
    app.server.ds,
    'SELECT action, actor, actor_id, message FROM audit_events WHERE owner_id = $1 ORDER BY seq',
    [owner.id],
  );

describe('people of a business (issue 26)', () => {
  it('invites by e-mail; the link opens to the business, sets a password once, and signs the person in to the owner data', async () => {
    const owner = await app.register('team-owner');
    await createInvoice(app, owner, { counterparty: 'Shared Ltd' });
    const email = uniqueEmail('accountant');
    const made = await invite(owner, { email: `  ${email.toUpperCase()} `, role: 'accountant' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ email, role: 'accountant', status: 'pending', emailed: true });
    expect(new Date(made.body.expires_at).getTime() - new Date(made.body.invited_at).getTime()).toBe(7 * 86_400_000);
    const token = tokenOf(made.body.link);
    expect(made.body.link).toBe(`https://fx.example.test/accept-invitation?token=${token}`);
    // The e-mail carries the same link; only the token's hash is kept.
    const mail = smtp.received.find((m) => m.text?.includes(token));
    expect(mail?.subject).toBe(`${owner.email} invited you to Kea FX`);
    const [stored] = await sql<{ token_sha256: string }>(app.server.ds, 'SELECT token_sha256 FROM invitations WHERE id = $1', [
      made.body.id,
    ]);
    expect(stored?.token_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_sha256).not.toContain(token);

    const details = await app.http().post('/auth/invitations/details').send({ token });
    expect(details.body).toEqual({
      email,
      role: 'accountant',
      business_name: `${owner.email}'s business`,
      expires_at: made.body.expires_at,
    });

    const accepted = await app.http().post('/auth/invitations/accept').send({ token, password: 'ledger and pencil' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email, role: 'user', business_role: 'accountant' });
    // Once.
    const again = await app.http().post('/auth/invitations/accept').send({ token, password: 'ledger and pencil' });
    expect([again.status, again.body.detail]).toEqual([400, INVITATION_INVALID]);

    // The member signs in with their own address and password, and sees the owner's data.
    const login = await app.http().post('/auth/login').send({ email, password: 'ledger and pencil' });
    expect(login.status).toBe(200);
    const member = { id: accepted.body.user.id as string, email, password: 'ledger and pencil', token: login.body.access_token as string };
    const list = await app
      .http()
      .get('/me/invoices')
      .set(...bearer(member));
    expect(list.body.map((i: { counterparty: string }) => i.counterparty)).toEqual(['Shared Ltd']);
    const me = await app.gql<{ me: { email: string; businessRole: string; businessName: string } }>(
      member.token,
      '{ me { email businessRole businessName } }',
    );
    expect(me.data?.me).toEqual({ email, businessRole: 'accountant', businessName: `${owner.email}'s business` });

    const team = await app
      .http()
      .get('/me/team')
      .set(...bearer(owner));
    expect(team.body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'accountant'],
    ]);
    expect(team.body.invitations).toEqual([]);
    const trail = await auditOf(owner);
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['member.invited', 'member.joined']));
    expect(trail.find((e) => e.action === 'member.joined')).toMatchObject({ actor: email, actor_id: member.id });
  });

  it('names the person in the audit trail, in the business trail, for what a member does', async () => {
    const owner = await app.register('team-audit');
    const { id } = await createInvoice(app, owner, { issued_date: '2026-05-01', due_date: '2026-06-01' });
    await app
      .http()
      .post(`/me/invoices/${id}/send`)
      .set(...bearer(owner));
    const accountant = await join(owner, 'accountant');
    const paid = await app
      .http()
      .post(`/me/invoices/${id}/pay`)
      .set(...bearer(accountant))
      .send({});
    expect([paid.status, paid.body.status]).toEqual([200, 'paid']);
    const trail = await auditOf(owner);
    expect(trail.filter((e) => e.action === 'invoice.paid')).toEqual([
      expect.objectContaining({ actor: accountant.email, actor_id: accountant.id }),
    ]);
    // Their own password change is theirs, recorded in the business's trail.
    const changed = await app
      .http()
      .post('/auth/password')
      .set(...bearer(accountant))
      .send({ current_password: 'correct horse', new_password: 'a fresh ledger phrase' });
    expect(changed.status).toBe(200);
    expect((await auditOf(owner)).find((e) => e.action === 'user.password_changed')).toMatchObject({ actor: accountant.email });
    // The owner's sessions were not touched by it.
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set(...bearer(owner))
      ).status,
    ).toBe(200);
  });

  it('refuses by role: a viewer changes nothing, an accountant cannot delete, and neither manages people (403, nothing stored)', async () => {
    const owner = await app.register('team-roles');
    const { id } = await createInvoice(app, owner);
    const viewer = await join(owner, 'viewer');
    const accountant = await join(owner, 'accountant');
    const before = await sql(app.server.ds, 'SELECT * FROM invoices WHERE owner_id = $1', [owner.id]);

    const asViewer = await app
      .http()
      .put(`/me/invoices/${id}`)
      .set(...bearer(viewer))
      .send({ amount: 5 });
    expect([asViewer.status, asViewer.body.detail]).toEqual([403, roleRefusal('viewer')]);
    const deleted = await app
      .http()
      .delete(`/me/invoices/${id}`)
      .set(...bearer(accountant));
    expect([deleted.status, deleted.body.detail]).toEqual([403, roleRefusal('accountant')]);
    const invited = await invite(accountant, { email: uniqueEmail('x'), role: 'viewer' });
    expect(invited.status).toBe(403);
    const gql = await app.gql(viewer.token, `mutation { deleteInvoice(id: "${id}") { id } }`);
    expect([gql.status, gql.errors?.[0]?.extensions?.code, gql.errors?.[0]?.message]).toEqual([403, 'FORBIDDEN', roleRefusal('viewer')]);
    expect(await sql(app.server.ds, 'SELECT * FROM invoices WHERE owner_id = $1', [owner.id])).toEqual(before);
    // Reads, a scenario (which saves nothing), and their own sign-out are theirs.
    const scenario = await app
      .http()
      .post('/me/exposure/scenario')
      .set(...bearer(viewer))
      .send({ shocks: { USD: -0.1 } });
    expect(scenario.status).toBe(200);
    const out = await app
      .http()
      .post('/auth/logout')
      .set(...bearer(viewer));
    expect(out.status).toBe(204);
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set(...bearer(viewer))
      ).status,
    ).toBe(401);
  });

  it('changes a role at once, and a removed member is signed out and signs in no more', async () => {
    const owner = await app.register('team-change');
    const { id } = await createInvoice(app, owner, { issued_date: '2026-05-01', due_date: '2026-06-01' });
    await app
      .http()
      .post(`/me/invoices/${id}/send`)
      .set(...bearer(owner));
    const member = await join(owner, 'viewer');
    const pay = () =>
      app
        .http()
        .post(`/me/invoices/${id}/pay`)
        .set(...bearer(member))
        .send({});
    expect((await pay()).status).toBe(403);
    const changed = await app
      .http()
      .put(`/me/team/members/${member.id}`)
      .set(...bearer(owner))
      .send({ role: 'accountant' });
    expect(changed.body).toMatchObject({ id: member.id, role: 'accountant' });
    expect((await pay()).status).toBe(200);

    const removed = await app
      .http()
      .delete(`/me/team/members/${member.id}`)
      .set(...bearer(owner));
    expect(removed.status).toBe(204);
    expect(
      (
        await app
          .http()
          .get('/me/invoices')
          .set(...bearer(member))
      ).status,
    ).toBe(401);
    const login = await app.http().post('/auth/login').send({ email: member.email, password: member.password });
    expect(login.status).toBe(401);
    const team = await app
      .http()
      .get('/me/team')
      .set(...bearer(owner));
    expect(team.body.members.map((m: { email: string }) => m.email)).toEqual([owner.email]);
    // Invited again, they come back under the same account, with the new role.
    const back = await invite(owner, { email: member.email, role: 'viewer' });
    const rejoined = await app
      .http()
      .post('/auth/invitations/accept')
      .send({ token: tokenOf(back.body.link), password: 'back again please' });
    expect([rejoined.status, rejoined.body.user.id, rejoined.body.user.business_role]).toEqual([200, member.id, 'viewer']);
    const trail = (await auditOf(owner)).map((e) => e.action);
    expect(trail).toEqual(expect.arrayContaining(['member.role_changed', 'member.removed']));
  });

  it('refuses bad invitations with a clear reason, and changes nothing', async () => {
    const owner = await app.register('team-bad');
    const other = await app.register('team-other');
    const count = async () =>
      (await sql<{ n: number }>(app.server.ds, 'SELECT count(*)::int AS n FROM invitations WHERE owner_id = $1', [owner.id]))[0]!.n;
    const bad = [
      [{ email: 'not an address', role: 'viewer' }, 'email'],
      [{ email: uniqueEmail('x'), role: 'owner' }, 'role'],
      [{ email: uniqueEmail('x') }, 'role'],
      [{ role: 'viewer' }, 'email'],
      [{ email: 42, role: 'viewer' }, 'email'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await invite(owner, body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(new RegExp(`^${field} `));
    }
    const own = await invite(owner, { email: owner.email, role: 'viewer' });
    expect([own.status, own.body.detail]).toEqual([409, 'That is your own address: you are the owner of this business.']);
    const taken = await invite(owner, { email: other.email, role: 'viewer' });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toContain('already has a Kea FX account of its own');
    expect(await count()).toBe(0);

    // Links that do not work: unknown, mistyped, withdrawn, expired.
    for (const token of ['x'.repeat(43), 'short', 7]) {
      const res = await app.http().post('/auth/invitations/accept').send({ token, password: 'correct horse' });
      expect(res.status).toBe(400);
    }
    const withdrawn = await invite(owner, { email: uniqueEmail('w'), role: 'viewer' });
    const del = await app
      .http()
      .delete(`/me/team/invitations/${withdrawn.body.id}`)
      .set(...bearer(owner));
    expect(del.status).toBe(204);
    const late = await invite(owner, { email: uniqueEmail('late'), role: 'viewer' });
    app.clock.advanceDays(7.01);
    try {
      await app.relogin(owner);
      for (const link of [withdrawn.body.link, late.body.link]) {
        const res = await app
          .http()
          .post('/auth/invitations/accept')
          .send({ token: tokenOf(link), password: 'correct horse' });
        expect([res.status, res.body.detail]).toEqual([400, INVITATION_INVALID]);
      }
      const team = await app
        .http()
        .get('/me/team')
        .set(...bearer(owner));
      expect(team.body.invitations.map((i: { status: string }) => i.status)).toEqual(['expired']);
    } finally {
      app.clock.advanceDays(-7.01);
      await app.relogin(owner);
    }
    // A common password is refused and the link still works.
    const common = await invite(owner, { email: uniqueEmail('common'), role: 'viewer' });
    const weak = await app
      .http()
      .post('/auth/invitations/accept')
      .send({ token: tokenOf(common.body.link), password: 'password' });
    expect(weak.status).toBe(400);
    const details = await app
      .http()
      .post('/auth/invitations/details')
      .send({ token: tokenOf(common.body.link) });
    expect(details.status).toBe(200);
  });

  it("answers 404 for another business's invitation or member, and the owner cannot be removed as a member", async () => {
    const owner = await app.register('team-a');
    const stranger = await app.register('team-b');
    const member = await join(owner, 'viewer');
    const made = await invite(owner, { email: uniqueEmail('pending'), role: 'viewer' });
    const tries = [
      app.http().delete(`/me/team/invitations/${made.body.id}`),
      app.http().delete(`/me/team/members/${member.id}`),
      app.http().put(`/me/team/members/${member.id}`).send({ role: 'accountant' }),
    ];
    for (const t of tries) expect((await t.set(...bearer(stranger))).status).toBe(404);
    const self = await app
      .http()
      .delete(`/me/team/members/${owner.id}`)
      .set(...bearer(owner));
    expect(self.status).toBe(404);
    const badId = await app
      .http()
      .delete('/me/team/members/not-a-uuid')
      .set(...bearer(owner));
    expect(badId.status).toBe(400);
    const team = await app
      .http()
      .get('/me/team')
      .set(...bearer(owner));
    expect(team.body.members).toHaveLength(2);
    expect(team.body.invitations).toHaveLength(1);
    // An API key of the owner cannot manage people.
    const key = await app
      .http()
      .post('/me/api-keys')
      .set(...bearer(owner))
      .send({ name: 'ci', scope: 'read-write' });
    const byKey = await app
      .http()
      .post('/me/team/invitations')
      .set('authorization', `Bearer ${key.body.key}`)
      .send({ email: uniqueEmail('k'), role: 'viewer' });
    expect(byKey.status).toBe(403);
  });

  it('a member resets a forgotten password by e-mail, recorded in the business trail', async () => {
    const owner = await app.register('team-reset');
    const member = await join(owner, 'viewer');
    await app.http().post('/auth/password-reset').send({ email: member.email });
    await app.server.services.passwordResets.idle();
    const mail = [...smtp.received].reverse().find((m) => m.text?.includes('reset-password?token='));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    const done = await app.http().post('/auth/password-reset/confirm').send({ token, new_password: 'brand new member phrase' });
    expect(done.status).toBe(200);
    const login = await app.http().post('/auth/login').send({ email: member.email, password: 'brand new member phrase' });
    expect(login.body.user.business_role).toBe('viewer');
    expect((await auditOf(owner)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['user.password_reset_requested', 'user.password_reset']),
    );
  });
});
