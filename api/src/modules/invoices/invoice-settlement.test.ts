import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

/** Issue 15 item 5: paying records the settlement rate and the realised gain against the booking rate. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

/** A USD 1,200.50 invoice, sent (booked at the built-in 1.54 NZD per USD). */
async function sentInvoice(user: TestUser): Promise<number> {
  const inv = await createInvoice(app, user);
  const sent = await app
    .http()
    .post(`/me/invoices/${inv.id}/send`)
    .set(...bearer(user));
  expect(sent.body).toMatchObject({ status: 'sent', booked_rate: 1.54 });
  return inv.id;
}

async function auditOf(user: TestUser, id: number): Promise<{ action: string; message: string; after: Record<string, unknown> }[]> {
  return (
    await app
      .http()
      .get(`/me/invoices/${id}/audit`)
      .set(...bearer(user))
  ).body;
}

describe('POST /me/invoices/{id}/pay', () => {
  it("settles at today's rate with no body, recording its source and the exact realised gain", async () => {
    const user = await app.register();
    const id = await sentInvoice(user);
    const rate = await app
      .http()
      .post('/me/rates')
      .set(...bearer(user))
      .send({ currency: 'USD', nzd_per_unit: '1.6012345678', rate_type: 'spot', source: 'Bank statement' });
    expect(rate.status).toBe(201);
    const paid = await app
      .http()
      .post(`/me/invoices/${id}/pay`)
      .set(...bearer(user));
    expect(paid.status).toBe(200);
    // 1200.50 × (1.6012345678 − 1.54) = 73.5120986439
    expect(paid.body).toMatchObject({
      status: 'paid',
      paid_date: '2026-06-15',
      settlement_rate: 1.6012345678,
      settlement_rate_source: 'Bank statement',
      realised_gain_nzd: 73.5120986439,
    });
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${id}`)
          .set(...bearer(user))
      ).body,
    ).toEqual(paid.body);
    const [event] = await auditOf(user, id);
    expect(event?.action).toBe('invoice.paid');
    expect(event?.message).toBe(
      'Marked invoice INV-0001 as paid (USD 1,200.50 from Acme Ltd); settled at 1.6012345678 NZD per USD (Bank statement); realised a gain of NZD 73.51 against the booking rate 1.54',
    );
    expect(event?.after).toMatchObject({
      status: 'paid',
      settlementRate: '1.6012345678',
      settlementRateSource: 'Bank statement',
      realisedGainNzd: '73.5120986439',
    });
  });

  it('settles at a rate the user gives (the bank\'s), source "given", and records a loss', async () => {
    const user = await app.register();
    const id = await sentInvoice(user);
    const paid = await app
      .http()
      .post(`/me/invoices/${id}/pay`)
      .set(...bearer(user))
      .send({ settlement_rate: '1.5' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', settlement_rate: 1.5, settlement_rate_source: 'given', realised_gain_nzd: -48.02 });
    const [event] = await auditOf(user, id);
    expect(event?.message).toBe(
      'Marked invoice INV-0001 as paid (USD 1,200.50 from Acme Ltd); settled at 1.5 NZD per USD (given); realised a loss of NZD 48.02 against the booking rate 1.54',
    );
  });

  it('takes a JSON number and an empty object too (the SPEC path without a body keeps working)', async () => {
    const user = await app.register();
    const a = await sentInvoice(user);
    const b = await sentInvoice(user);
    expect(
      (
        await app
          .http()
          .post(`/me/invoices/${a}/pay`)
          .set(...bearer(user))
          .send({ settlement_rate: 1.55 })
      ).body,
    ).toMatchObject({ settlement_rate: 1.55, settlement_rate_source: 'given', realised_gain_nzd: 12.005 });
    expect(
      (
        await app
          .http()
          .post(`/me/invoices/${b}/pay`)
          .set(...bearer(user))
          .send({})
      ).body,
    ).toMatchObject({ status: 'paid', settlement_rate: 1.54, settlement_rate_source: 'built-in', realised_gain_nzd: 0 });
  });

  it.each([
    [{ settlement_rate: -1 }, 'settlement_rate must be a positive number (NZD per one unit of the currency)'],
    [{ settlement_rate: 0 }, 'settlement_rate must be a positive number (NZD per one unit of the currency)'],
    [{ settlement_rate: 'abc' }, 'settlement_rate must be a positive number (NZD per one unit of the currency)'],
    [{ settlement_rate: 'NaN' }, 'settlement_rate must be a positive number (NZD per one unit of the currency)'],
    [{ settlement_rate: '1e3' }, 'settlement_rate must be a positive number (NZD per one unit of the currency)'],
    [{ settlement_rate: true }, 'settlement_rate must be a positive number (NZD per one unit of the currency)'],
    [{ settlement_rate: {} }, 'settlement_rate must be a positive number (NZD per one unit of the currency)'],
    [{ settlement_rate: ['1.5'] }, 'settlement_rate must be a positive number (NZD per one unit of the currency)'],
    [{ settlement_rate: '1.5\u0000' }, 'settlement_rate must be a positive number (NZD per one unit of the currency)'],
    [{ settlement_rate: '1.12345678901' }, 'settlement_rate may have at most 10 decimal places'],
    [{ settlement_rate: '99999999999999999999' }, 'settlement_rate must be at most 1,000,000'],
    [{ settlementRate: '1.5' }, 'the fields a payment takes are settlement_rate and payment_date'],
    [{ constructor: '1.5' }, 'the fields a payment takes are settlement_rate and payment_date'],
    [['1.5'], 'the body must be a JSON object such as {"settlement_rate": 0.6123}'],
  ])('refuses %j with 400 and changes nothing', async (body, detail) => {
    const user = await app.register();
    const id = await sentInvoice(user);
    const before = (
      await app
        .http()
        .get(`/me/invoices/${id}`)
        .set(...bearer(user))
    ).body;
    const auditBefore = (await auditOf(user, id)).length;
    const res = await app
      .http()
      .post(`/me/invoices/${id}/pay`)
      .set(...bearer(user))
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${id}`)
          .set(...bearer(user))
      ).body,
    ).toEqual(before);
    expect((await auditOf(user, id)).length).toBe(auditBefore);
  });

  it('refuses a __proto__ key sent as raw JSON', async () => {
    const user = await app.register();
    const id = await sentInvoice(user);
    const res = await app
      .http()
      .post(`/me/invoices/${id}/pay`)
      .set(...bearer(user))
      .set('content-type', 'application/json')
      .send('{"__proto__": {"settlement_rate": "1.5"}}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'the fields a payment takes are settlement_rate and payment_date' });
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${id}`)
          .set(...bearer(user))
      ).body.status,
    ).toBe('sent');
  });

  it("answers 404 for another owner's invoice, with or without a rate, and leaves it unpaid", async () => {
    const owner = await app.register();
    const other = await app.register();
    const id = await sentInvoice(owner);
    expect(
      (
        await app
          .http()
          .post(`/me/invoices/${id}/pay`)
          .set(...bearer(other))
      ).status,
    ).toBe(404);
    expect(
      (
        await app
          .http()
          .post(`/me/invoices/${id}/pay`)
          .set(...bearer(other))
          .send({ settlement_rate: '1.5' })
      ).status,
    ).toBe(404);
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${id}`)
          .set(...bearer(owner))
      ).body,
    ).toMatchObject({ status: 'sent', settlement_rate: null, realised_gain_nzd: null });
  });

  it('records a null gain, and says why, for an invoice that was never booked at a rate', async () => {
    const user = await app.register();
    const id = await sentInvoice(user);
    // An invoice sent before booking rates were recorded.
    await app.server.ds.query(
      'UPDATE invoices SET booked_rate = NULL, booked_rate_source = NULL, booked_rate_type = NULL, booked_rate_date = NULL WHERE owner_id = $1 AND number = $2',
      [user.id, id],
    );
    const paid = await app
      .http()
      .post(`/me/invoices/${id}/pay`)
      .set(...bearer(user));
    expect(paid.body).toMatchObject({ status: 'paid', settlement_rate: 1.54, settlement_rate_source: 'built-in', realised_gain_nzd: null });
    const [event] = await auditOf(user, id);
    expect(event?.message).toBe(
      'Marked invoice INV-0001 as paid (USD 1,200.50 from Acme Ltd); settled at 1.54 NZD per USD (built-in); no realised gain recorded: the invoice has no booking rate',
    );
    expect(event?.after).toMatchObject({ realisedGainNzd: null, realisedGainNote: 'the invoice has no booking rate' });
  });
});

describe('GraphQL payInvoice', () => {
  const PAY =
    'mutation($id: ID!, $rate: String) { payInvoice(id: $id, settlementRate: $rate) { status paidDate settlementRate settlementRateSource realisedGainNzd } }';

  it("takes settlementRate and answers the exact realised gain; without it, today's rate", async () => {
    const user = await app.register();
    const a = String(await sentInvoice(user));
    const b = String(await sentInvoice(user));
    const given = await app.gql<{ payInvoice: Record<string, unknown> }>(user.token, PAY, { id: a, rate: '1.6' });
    expect(given.errors).toBeUndefined();
    expect(given.data?.payInvoice).toEqual({
      status: 'PAID',
      paidDate: '2026-06-15',
      settlementRate: '1.6',
      settlementRateSource: 'given',
      realisedGainNzd: '72.03',
    });
    const today = await app.gql<{ payInvoice: Record<string, unknown> }>(user.token, PAY, { id: b });
    expect(today.data?.payInvoice).toMatchObject({ settlementRate: '1.54', settlementRateSource: 'built-in', realisedGainNzd: '0' });
  });

  it.each(['-1', '0', 'NaN', '1.12345678901', '', '\u0000'])(
    'refuses settlementRate %j with BAD_USER_INPUT and changes nothing',
    async (rate) => {
      const user = await app.register();
      const id = String(await sentInvoice(user));
      const res = await app.gql(user.token, PAY, { id, rate });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'settlementRate' });
      expect(
        (
          await app
            .http()
            .get(`/me/invoices/${id}`)
            .set(...bearer(user))
        ).body,
      ).toMatchObject({ status: 'sent', settlement_rate: null });
    },
  );

  it("answers NOT_FOUND for another owner's invoice", async () => {
    const owner = await app.register();
    const other = await app.register();
    const id = String(await sentInvoice(owner));
    const res = await app.gql(other.token, PAY, { id, rate: '1.6' });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
