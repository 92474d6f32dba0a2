import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { sql } from '../../database/sql';
import { ReminderService } from './reminders';

let smtp: TestSmtp;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ config: { smtpUrl: smtp.url } });
}, 60_000);
afterAll(async () => {
  await app.stop();
  await smtp.stop();
});

const put = (user: TestUser, body: unknown) =>
  app
    .http()
    .put('/me/reminders')
    .set(...bearer(user))
    .send(body as object);

/** A sent invoice due `due`, to `email` ('' for none). */
async function sentInvoice(user: TestUser, due: string, email: string, counterparty = 'Late Payer Ltd'): Promise<number> {
  const { id } = await createInvoice(app, user, { counterparty, issued_date: '2026-05-01', due_date: due, customer_email: email });
  const sent = await app
    .http()
    .post(`/me/invoices/${id}/send`)
    .set(...bearer(user));
  expect(sent.status).toBe(200);
  return id as number;
}

const mailsTo = (address: string) =>
  smtp.received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(address)));

describe('overdue reminders (issue 26)', () => {
  it('are off until the owner sets a schedule; bad settings are refused naming the field and change nothing', async () => {
    const owner = await app.register('remind-settings');
    const read = await app
      .http()
      .get('/me/reminders')
      .set(...bearer(owner));
    expect(read.body).toEqual({
      enabled: false,
      first_after_days: 7,
      repeat_every_days: 7,
      max_reminders: 3,
      mail_enabled: true,
      updated_at: null,
    });
    for (const [body, field] of [
      [{ enabled: 'yes' }, 'enabled'],
      [{ enabled: true, first_after_days: 0 }, 'first_after_days'],
      [{ enabled: true, repeat_every_days: 91 }, 'repeat_every_days'],
      [{ enabled: true, max_reminders: 2.5 }, 'max_reminders'],
      [{ enabled: true, colour: 'red' }, 'colour'],
      [[1], 'JSON object'],
    ] as const) {
      const res = await put(owner, body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toContain(field);
    }
    const saved = await put(owner, { enabled: true, first_after_days: 3, repeat_every_days: 10, max_reminders: 2 });
    expect(saved.body).toMatchObject({ enabled: true, first_after_days: 3, repeat_every_days: 10, max_reminders: 2 });
    const gql = await app.gql<{ reminderSettings: { enabled: boolean; firstAfterDays: number } }>(
      owner.token,
      '{ reminderSettings { enabled firstAfterDays } }',
    );
    expect(gql.data?.reminderSettings).toEqual({ enabled: true, firstAfterDays: 3 });
    const [event] = (
      await app
        .http()
        .get('/me/audit?limit=1&action=reminders.updated')
        .set(...bearer(owner))
    ).body;
    expect(event.message).toBe('Send overdue reminders: off → on: first 3 days after due, then every 10 days, at most 2');
  });

  it('e-mail each overdue invoice its reminders on schedule, with the PDF, once each, never to what is not due one', async () => {
    const owner = await app.register('remind-sweep');
    const other = await app.register('remind-other');
    await put(owner, { enabled: true, first_after_days: 7, repeat_every_days: 5, max_reminders: 2 });
    // Today is 2026-06-15: 10 days late, 3 days late, late with no e-mail, late but written off, and another owner's (reminders off).
    const late = await sentInvoice(owner, '2026-06-05', 'ap@late.example');
    await sentInvoice(owner, '2026-06-12', 'ap@recent.example');
    await sentInvoice(owner, '2026-06-01', '');
    const gone = await sentInvoice(owner, '2026-06-01', 'ap@gone.example');
    await app
      .http()
      .post(`/me/invoices/${gone}/write-off`)
      .set(...bearer(owner));
    await sentInvoice(other, '2026-05-20', 'ap@other.example');

    await app.server.services.reminders.sweep();
    const first = mailsTo('ap@late.example');
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(`Reminder: invoice INV-${String(late).padStart(4, '0')} is overdue`);
    expect(first[0]?.text).toContain('was due 05/06/2026, 10 days ago');
    expect(first[0]?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    for (const address of ['ap@recent.example', 'ap@gone.example', 'ap@other.example']) expect(mailsTo(address)).toEqual([]);

    // The same day again: nothing more.
    await app.server.services.reminders.sweep();
    expect(mailsTo('ap@late.example')).toHaveLength(1);

    app.clock.advanceDays(5);
    try {
      // Two sweeps at once (two processes): the second reminder goes once.
      const { invoices, invoiceMail, audit } = app.server.services;
      const twin = new ReminderService(app.server.ds, audit, invoices, invoiceMail, app.clock, { error: () => undefined } as never);
      await Promise.all([app.server.services.reminders.sweep(), twin.sweep()]);
      expect(mailsTo('ap@late.example')).toHaveLength(2);
      expect(mailsTo('ap@recent.example')).toHaveLength(1);
      app.clock.advanceDays(5);
      await app.server.services.reminders.sweep();
      // At most 2 for the late one; the recent one's second.
      expect(mailsTo('ap@late.example')).toHaveLength(2);
      expect(mailsTo('ap@recent.example')).toHaveLength(2);
    } finally {
      app.clock.advanceDays(-10);
    }
    await app.relogin(owner);
    const history = await app
      .http()
      .get(`/me/invoices/${late}/emails`)
      .set(...bearer(owner));
    expect(history.body.map((e: { reminder: number; sent_by: string }) => [e.reminder, e.sent_by])).toEqual([
      [2, 'system (overdue reminder)'],
      [1, 'system (overdue reminder)'],
    ]);
    const trail = await sql<{ action: string; actor: string }>(
      app.server.ds,
      "SELECT action, actor FROM audit_events WHERE owner_id = $1 AND action = 'invoice.reminder_sent'",
      [owner.id],
    );
    expect(trail).toHaveLength(4);
    expect(new Set(trail.map((e) => e.actor))).toEqual(new Set(['system (overdue reminder)']));
  });

  it('stop when the invoice is paid, and send nothing once turned off', async () => {
    const owner = await app.register('remind-stop');
    await put(owner, { enabled: true, first_after_days: 1, repeat_every_days: 1, max_reminders: 5 });
    const paid = await sentInvoice(owner, '2026-06-01', 'ap@paid.example');
    await app
      .http()
      .post(`/me/invoices/${paid}/pay`)
      .set(...bearer(owner))
      .send({});
    await sentInvoice(owner, '2026-06-01', 'ap@off.example');
    await put(owner, { enabled: false });
    await app.server.services.reminders.sweep();
    expect(mailsTo('ap@paid.example')).toEqual([]);
    expect(mailsTo('ap@off.example')).toEqual([]);
  });
});

describe('overdue reminders without mail', () => {
  it('keep the schedule but send nothing, and say mail is not set up', async () => {
    const quiet = await startTestApp();
    try {
      const owner = await quiet.register('remind-nomail');
      const res = await quiet
        .http()
        .put('/me/reminders')
        .set(...bearer(owner))
        .send({ enabled: true, first_after_days: 1 });
      expect(res.body).toMatchObject({ enabled: true, mail_enabled: false });
      expect(await quiet.server.services.reminders.sweep()).toBe(0);
    } finally {
      await quiet.stop();
    }
  });
});
