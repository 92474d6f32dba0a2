import { createHash } from 'node:crypto';
import { pdfText } from '../../../test/files';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { sql } from '../../database/sql';
import { MAIL_NOT_SET_UP, MAIL_REFUSED } from './invoice-mail';

// A real SMTP server on loopback receives what the product sends; one address it refuses.
const REFUSED = 'bounce@refused.example';
let smtp: TestSmtp;
let received: TestSmtp['received'];
let app: TestApp;
let noMail: TestApp;

beforeAll(async () => {
  smtp = await startSmtp({ refuse: REFUSED });
  received = smtp.received;
  app = await startTestApp({ config: { smtpUrl: smtp.url } });
  noMail = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app.stop();
  await noMail.stop();
  await smtp.stop();
});

const send = (a: TestApp, user: TestUser, id: number, body: unknown) =>
  a
    .http()
    .post(`/me/invoices/${id}/emails`)
    .set(...bearer(user))
    .send(body as object);

async function studio(): Promise<TestUser> {
  const user = await app.register('mail');
  const res = await app
    .http()
    .put('/me/profile')
    .set(...bearer(user))
    .send({
      trading_name: 'Kōwhai Studio',
      company_name: 'Kōwhai Studio Limited',
      address: '1 Cuba St\nWellington',
      gst_number: '49-091-850',
      bank_account: '12-3456-0123456-00',
      bank_name: 'Kiwibank',
      swift_bic: 'KIWINZ22',
    });
  if (res.status !== 200) throw new Error(`profile: ${res.status} ${JSON.stringify(res.body)}`);
  return user;
}

const stored = async (user: TestUser) =>
  (
    await sql<{ emails: number; events: number }>(
      app.server.ds,
      `SELECT (SELECT count(*)::int FROM invoice_emails WHERE owner_id = $1) AS emails,
              (SELECT count(*)::int FROM audit_events WHERE owner_id = $1 AND action = 'invoice.emailed') AS events`,
      [user.id],
    )
  )[0];

describe('e-mailing an invoice to its customer', () => {
  it('sends the PDF to the customer with the default subject and message, replies to the owner; a draft becomes sent (audited)', async () => {
    const user = await studio();
    const inv = await createInvoice(app, user, { counterparty: 'Acme Cloud Inc', currency: 'USD', amount: 1200.5, due_date: '2026-07-15' });
    const before = received.length;
    const res = await send(app, user, inv.id, { to: 'ap@acme.example', cc: ['boss@acme.example'] });
    expect(res.status).toBe(201);
    expect(received).toHaveLength(before + 1);
    const mail = received[received.length - 1]!;
    expect(mail.subject).toBe('Invoice INV-0001 from Kōwhai Studio');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Kōwhai Studio', address: 'reports@keafx.local' });
    expect(mail.replyTo?.value[0]?.address).toBe(user.email);
    expect((Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value.map((v) => v.address)).toEqual(['ap@acme.example']);
    expect((Array.isArray(mail.cc) ? mail.cc[0] : mail.cc)?.value.map((v) => v.address)).toEqual(['boss@acme.example']);
    expect(mail.text).toContain('Please find attached invoice INV-0001 for USD 1,200.50, due 15/07/2026.');
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0]!;
    expect([pdf.filename, pdf.contentType]).toEqual(['invoice_1.pdf', 'application/pdf']);
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf.content)).normalize('NFC');
    expect(text).toContain('INV-0001');
    expect(text).toContain('Acme Cloud Inc');
    // The customer's copy (issue 26): the owner's name and how to pay from overseas; nothing of the product or the owner's books.
    for (const expected of ['Kōwhai Studio', 'Bank name Kiwibank', 'Account number 12-3456-0123456-00', 'SWIFT/BIC KIWINZ22']) {
      expect(text).toContain(expected);
    }
    for (const absent of [/kea ?fx/i, /\bNZD\b/, /\bDRAFT\b|\bSENT\b/, /audit-ready/]) {
      expect({ absent: String(absent), found: absent.test(text) }).toEqual({ absent: String(absent), found: false });
    }
    const sha = createHash('sha256').update(pdf.content).digest('hex');
    expect(res.body).toMatchObject({
      invoice_number: 1,
      to: 'ap@acme.example',
      cc: ['boss@acme.example'],
      subject: 'Invoice INV-0001 from Kōwhai Studio',
      attachment: 'invoice_1.pdf',
      attachment_sha256: sha,
      sent_by: user.email,
    });
    const invoice = await app
      .http()
      .get(`/me/invoices/${inv.id}`)
      .set(...bearer(user));
    expect(invoice.body).toMatchObject({ status: 'sent', booked_rate: 1.54 });
    const history = await app
      .http()
      .get(`/me/invoices/${inv.id}/emails`)
      .set(...bearer(user));
    expect(history.body).toEqual([res.body]);
    const trail = await app
      .http()
      .get(`/me/invoices/${inv.id}/audit`)
      .set(...bearer(user));
    expect(trail.body.map((e: { action: string }) => e.action)).toEqual(['invoice.emailed', 'invoice.sent', 'invoice.created']);
    expect(trail.body[0].message).toBe(
      'E-mailed invoice INV-0001 to ap@acme.example (cc boss@acme.example): Invoice INV-0001 from Kōwhai Studio',
    );
  });

  it('takes the subject and message the sender writes; a sent invoice stays as it is', async () => {
    const user = await studio();
    const inv = await createInvoice(app, user, { counterparty: 'Beta GmbH', currency: 'EUR', amount: 99 });
    await app
      .http()
      .post(`/me/invoices/${inv.id}/send`)
      .set(...bearer(user));
    const res = await send(app, user, inv.id, {
      to: 'rechnung@beta.example',
      subject: 'Your invoice',
      message: 'Hallo,\r\nsee attached.\n\nDanke',
    });
    expect(res.status).toBe(201);
    const mail = received[received.length - 1]!;
    expect([mail.subject, mail.text?.trim()]).toEqual(['Your invoice', 'Hallo,\nsee attached.\n\nDanke']);
    expect(mail.cc).toBeUndefined();
  });

  it.each([
    [{}, 'to is required'],
    [{ to: 'not an address' }, 'to must be a valid email address'],
    [{ to: 42 }, 'to must be text'],
    [{ to: 'a@b.example', cc: ['x@y.example', 'nope'] }, 'cc: nope is not a valid e-mail address'],
    [{ to: 'a@b.example', cc: Array.from({ length: 6 }, (_, i) => `c${i}@x.example`) }, 'cc takes at most 5 addresses'],
    [{ to: 'a@b.example', subject: 'x'.repeat(201) }, 'subject must be at most 200 characters'],
    [{ to: 'a@b.example', subject: 'a\nb' }, 'subject must not contain control characters'],
    [{ to: 'a@b.example', bcc: 'spy@x.example' }, 'bcc is not a field of an invoice e-mail'],
  ])('refuses %j: "%s", sends nothing and records nothing', async (body, detail) => {
    const user = await studio();
    const inv = await createInvoice(app, user);
    const before = received.length;
    const res = await send(app, user, inv.id, body);
    expect([res.status, res.body.detail]).toEqual([400, detail]);
    expect(received).toHaveLength(before);
    expect(await stored(user)).toEqual({ emails: 0, events: 0 });
  });

  it("another owner's invoice is 404, a written-off one 409, a refused mail 503: nothing sent or recorded, the draft still a draft", async () => {
    const user = await studio();
    const other = await studio();
    const theirs = await createInvoice(app, other);
    const before = received.length;
    expect((await send(app, user, theirs.id, { to: 'a@b.example' })).status).toBe(404);
    const gone = await createInvoice(app, user, { issued_date: '2026-05-01', due_date: '2026-06-01' });
    for (const step of ['send', 'write-off'])
      await app
        .http()
        .post(`/me/invoices/${gone.id}/${step}`)
        .set(...bearer(user));
    const off = await send(app, user, gone.id, { to: 'a@b.example' });
    expect([off.status, off.body.detail]).toEqual([409, 'A written-off invoice cannot be e-mailed; restore it first.']);
    const draft = await createInvoice(app, user);
    const refused = await send(app, user, draft.id, { to: REFUSED });
    expect([refused.status, refused.body.detail]).toEqual([503, MAIL_REFUSED]);
    expect(received).toHaveLength(before);
    expect(await stored(user)).toEqual({ emails: 0, events: 0 });
    const still = await app
      .http()
      .get(`/me/invoices/${draft.id}`)
      .set(...bearer(user));
    expect(still.body.status).toBe('draft');
    expect((await send(app, user, 0, { to: 'a@b.example' })).status).toBe(400);
  });

  it('says plainly when the server has no mail set up, and the draft says so before anyone types', async () => {
    const user = await noMail.register('mail');
    const inv = await createInvoice(noMail, user);
    const res = await send(noMail, user, inv.id, { to: 'a@b.example' });
    expect([res.status, res.body.detail]).toEqual([409, MAIL_NOT_SET_UP]);
    const draft = await noMail.gql<{ invoiceEmailDraft: { enabled: boolean } }>(
      user.token,
      'query ($id: ID!) { invoiceEmailDraft(id: $id) { enabled } }',
      {
        id: String(inv.id),
      },
    );
    expect(draft.data?.invoiceEmailDraft.enabled).toBe(false);
  });

  it('offers the default e-mail to edit: the invoice’s customer e-mail, subject and message in the owner’s date format', async () => {
    const user = await studio();
    const inv = await createInvoice(app, user, {
      counterparty: 'Delta Ltd',
      customer_email: 'pay@delta.example',
      currency: 'GBP',
      amount: 50,
      due_date: '2026-08-01',
    });
    const draft = await app.gql<{ invoiceEmailDraft: Record<string, unknown> }>(
      user.token,
      'query ($id: ID!) { invoiceEmailDraft(id: $id) { enabled to subject message } }',
      { id: String(inv.id) },
    );
    expect(draft.data?.invoiceEmailDraft).toEqual({
      enabled: true,
      to: 'pay@delta.example',
      subject: `Invoice INV-${String(inv.id).padStart(4, '0')} from Kōwhai Studio`,
      message: `Kia ora Delta Ltd,\n\nPlease find attached invoice INV-${String(inv.id).padStart(4, '0')} for GBP 50.00, due 01/08/2026.\n\nNgā mihi,\nKōwhai Studio`,
    });
    const other = await studio();
    const theirs = await app.gql(other.token, 'query ($id: ID!) { invoiceEmailDraft(id: $id) { to } }', { id: String(inv.id) });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('works over GraphQL with the same rules', async () => {
    const user = await studio();
    const inv = await createInvoice(app, user, { counterparty: 'Gamma Pty Ltd', currency: 'AUD', amount: 10 });
    const sent = await app.gql<{ emailInvoice: { to: string; subject: string; attachmentName: string } }>(
      user.token,
      'mutation ($id: ID!, $input: EmailInvoiceInput!) { emailInvoice(id: $id, input: $input) { to subject attachmentName } }',
      { id: String(inv.id), input: { to: 'accounts@gamma.example', subject: 'G day' } },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.emailInvoice).toEqual({ to: 'accounts@gamma.example', subject: 'G day', attachmentName: `invoice_${inv.id}.pdf` });
    const bad = await app.gql(user.token, 'mutation ($id: ID!) { emailInvoice(id: $id, input: { to: "x" }) { id } }', {
      id: String(inv.id),
    });
    expect(bad.errors?.[0]).toMatchObject({ message: 'to must be a valid email address', extensions: { code: 'BAD_USER_INPUT' } });
    const list = await app.gql<{ invoiceEmails: { to: string }[] }>(user.token, 'query ($id: ID!) { invoiceEmails(id: $id) { to } }', {
      id: String(inv.id),
    });
    expect(list.data?.invoiceEmails).toEqual([{ to: 'accounts@gamma.example' }]);
  });
});
