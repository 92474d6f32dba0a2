import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { binary, pdfText } from '../../../test/files';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const DETAILS = {
  customer_email: 'accounts@acme.example',
  customer_address: '1 Queen Street\nAuckland 1010',
  reference: 'PO-4471',
  payment_terms: 'Net 20',
  notes: 'Thank you for your business.\nPlease quote the invoice number.',
};
const NONE = { customer_email: '', customer_address: '', reference: '', payment_terms: '', notes: '' };

const FIELDS = 'id customerEmail customerAddress reference paymentTerms notes';

/** Everything stored about the user's invoices and how many audit lines there are, to show a refusal changed nothing. */
async function stored(user: TestUser) {
  const list = await app
    .http()
    .get('/me/invoices?view=all&limit=500')
    .set(...bearer(user));
  const audit = await app
    .http()
    .get('/me/audit?limit=500')
    .set(...bearer(user));
  return { invoices: list.body, audit: audit.body.length };
}

describe("an invoice's customer details over REST", () => {
  it('stores them on create, reads them back, and an invoice without them has empty ones', async () => {
    const user = await app.register();
    const created = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user))
      .send({
        counterparty: 'Acme Ltd',
        currency: 'USD',
        amount: 10,
        due_date: '2026-07-15',
        ...DETAILS,
        customer_email: '  accounts@acme.example ',
      });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(DETAILS);
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${created.body.id}`)
          .set(...bearer(user))
      ).body,
    ).toMatchObject(DETAILS);
    const plain = await createInvoice(app, user);
    expect(plain).toMatchObject(NONE);
  });

  it('changes only the details sent, clears one with "" or null, and audits the change', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user, DETAILS);
    const res = await app
      .http()
      .put(`/me/invoices/${inv.id}`)
      .set(...bearer(user))
      .send({ reference: 'PO-5000', notes: '', payment_terms: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...DETAILS, reference: 'PO-5000', notes: '', payment_terms: '', amount: 1200.5 });
    const audit = await app
      .http()
      .get(`/me/invoices/${inv.id}/audit`)
      .set(...bearer(user));
    expect(audit.body[0]).toMatchObject({
      action: 'invoice.updated',
      message: 'Updated invoice INV-0001: reference PO-4471 → PO-5000; payment terms Net 20 → (none); notes changed',
      before: { reference: 'PO-4471', paymentTerms: 'Net 20' },
      after: { reference: 'PO-5000', paymentTerms: '', notes: '' },
    });
  });

  it.each([
    [{ customer_email: 'accounts at acme' }, 'customer_email must be a valid email address'],
    [{ customer_email: 42 }, 'customer_email must be text'],
    [{ customer_address: 'x'.repeat(401) }, 'customer_address must be at most 400 characters'],
    [{ reference: 'x'.repeat(61) }, 'reference must be at most 60 characters'],
    [{ payment_terms: ['Net 20'] }, 'payment_terms must be text'],
    [{ notes: 'x'.repeat(1001) }, 'notes must be at most 1000 characters'],
    [{ notes: 'bad\u0000byte' }, 'notes must not contain control characters'],
    [{ reference: 'PO\n7' }, 'reference must not contain control characters'],
    [{ notes: { text: 'hi' } }, 'notes must be text'],
    [{ customerEmail: 'a@b.co' }, 'customerEmail is not a field of an invoice'],
    [{ constructor: 'x' }, 'constructor is not a field of an invoice'],
  ])('POST and PUT with %j answer 400: %s, and store nothing', async (over, detail) => {
    const user = await app.register();
    const inv = await createInvoice(app, user, DETAILS);
    const before = await stored(user);
    const post = await app
      .http()
      .post('/me/invoices')
      .set(...bearer(user))
      .send({ counterparty: 'B', currency: 'USD', amount: 1, due_date: '2026-07-15', ...over });
    expect(post.status).toBe(400);
    expect(post.body).toEqual({ detail });
    const put = await app
      .http()
      .put(`/me/invoices/${inv.id}`)
      .set(...bearer(user))
      .send(over);
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ detail });
    expect(await stored(user)).toEqual(before);
  });

  it('refuses a __proto__ key with 400 and changes nothing', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user, DETAILS);
    const before = await stored(user);
    const put = await app
      .http()
      .put(`/me/invoices/${inv.id}`)
      .set(...bearer(user))
      .set('content-type', 'application/json')
      .send('{"__proto__": {"reference": "x"}, "reference": "PO-9"}');
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ detail: '__proto__ is not a field of an invoice' });
    expect(await stored(user)).toEqual(before);
  });

  it("answers 404 for another owner's invoice and leaves its details alone", async () => {
    const owner = await app.register();
    const other = await app.register();
    const inv = await createInvoice(app, owner, DETAILS);
    const put = await app
      .http()
      .put(`/me/invoices/${inv.id}`)
      .set(...bearer(other))
      .send({ notes: 'mine now' });
    expect(put.status).toBe(404);
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${inv.id}`)
          .set(...bearer(other))
      ).status,
    ).toBe(404);
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${inv.id}`)
          .set(...bearer(owner))
      ).body,
    ).toMatchObject(DETAILS);
  });
});

describe("an invoice's customer details over GraphQL", () => {
  const CREATE = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: UpdateInvoiceInput!) { updateInvoice(id: $id, input: $input) { ${FIELDS} } }`;
  const base = { counterparty: 'Kiwi Exports', currency: 'EUR', amount: '250.00', dueDate: '2026-08-01' };
  const gqlDetails = {
    customerEmail: 'ap@kiwi.example',
    customerAddress: '2 Lambton Quay\nWellington',
    reference: 'PO-12',
    paymentTerms: 'Net 7',
    notes: 'Bank transfer only.',
  };

  it('creates, updates and reads them', async () => {
    const user = await app.register();
    const created = await app.gql<{ createInvoice: Record<string, string> }>(user.token, CREATE, { input: { ...base, ...gqlDetails } });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createInvoice).toMatchObject(gqlDetails);
    const id = created.data?.createInvoice.id;
    const updated = await app.gql<{ updateInvoice: Record<string, string> }>(user.token, UPDATE, {
      id,
      input: { paymentTerms: 'Net 30', customerEmail: null },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateInvoice).toMatchObject({ ...gqlDetails, paymentTerms: 'Net 30', customerEmail: '' });
    const read = await app.gql<{ invoice: Record<string, string> }>(user.token, `query($id: ID!) { invoice(id: $id) { ${FIELDS} } }`, {
      id,
    });
    expect(read.data?.invoice).toEqual({ id, ...gqlDetails, paymentTerms: 'Net 30', customerEmail: '' });
  });

  it('answers BAD_USER_INPUT naming the field for bad details, and stores nothing', async () => {
    const user = await app.register();
    const inv = await createInvoice(app, user, DETAILS);
    const id = String(inv.id);
    const before = await stored(user);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customerEmail: 'nobody@' }, 'customerEmail', 'customerEmail must be a valid email address'],
      [{ reference: 'x'.repeat(61) }, 'reference', 'reference must be at most 60 characters'],
      [{ notes: 'a\u0000b' }, 'notes', 'notes must not contain control characters'],
      [{ customerAddress: 'y'.repeat(10_000) }, 'customerAddress', 'customerAddress must be at most 400 characters'],
    ];
    for (const [over, field, message] of cases) {
      const created = await app.gql(user.token, CREATE, { input: { ...base, ...over } });
      expect(created.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      const updated = await app.gql(user.token, UPDATE, { id, input: over });
      expect(updated.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    for (const input of [{ notes: 12 }, { paymentTerms: ['Net 7'] }, { reference: { po: 1 } }, { customer_email: 'a@b.co' }]) {
      const res = await app.gql(user.token, UPDATE, { id, input });
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await stored(user)).toEqual(before);
  });

  it("answers NOT_FOUND for another owner's invoice", async () => {
    const owner = await app.register();
    const other = await app.register();
    const inv = await createInvoice(app, owner, DETAILS);
    const res = await app.gql(other.token, UPDATE, { id: String(inv.id), input: { notes: 'mine' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${inv.id}`)
          .set(...bearer(owner))
      ).body,
    ).toMatchObject(DETAILS);
  });
});

describe("the invoice PDF shows the customer's details", () => {
  const pdf = async (user: TestUser, id: number) => {
    const res = await app
      .http()
      .get(`/invoices/${id}/export/pdf`)
      .set(...bearer(user))
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    return pdfText(res.body as Buffer);
  };

  it('under "Bill to" the address and email, then the reference / PO, payment terms and notes', async () => {
    const user = await app.register('details-pdf');
    await app
      .http()
      .put('/me/profile')
      .set(...bearer(user))
      .send({
        company_name: 'Kea Exports Ltd',
        address: '1 Quay St\nAuckland 1010',
        gst_number: '49-091-850',
        bank_account: '12-3456-0123456-00',
      });
    const inv = await createInvoice(app, user, { counterparty: 'Tokyo Trading KK', ...DETAILS });
    const text = await pdf(user, inv.id);
    const at = (s: string): number => text.indexOf(s);
    for (const expected of [
      'BILL TO',
      'Tokyo Trading KK',
      '1 Queen Street',
      'Auckland 1010',
      'accounts@acme.example',
      'Reference / PO',
      'PO-4471',
      'Payment terms',
      'Net 20',
      'Notes',
      'Thank you for your business.',
      'Please quote the invoice number.',
    ]) {
      expect({ expected, found: at(expected) >= 0 }).toEqual({ expected, found: true });
    }
    expect(at('1 Queen Street')).toBeGreaterThan(at('BILL TO'));
    expect(at('accounts@acme.example')).toBeGreaterThan(at('BILL TO'));
  });

  it('leaves out the rows of details an invoice does not have', async () => {
    const user = await app.register('details-pdf-none');
    const inv = await createInvoice(app, user, { counterparty: 'Plain Co' });
    const text = await pdf(user, inv.id);
    expect(text).toContain('Plain Co');
    expect(text).not.toContain('Reference / PO');
    expect(text).not.toContain('Payment terms');
    expect(text).not.toMatch(/\bNotes\b/);
  });
});
