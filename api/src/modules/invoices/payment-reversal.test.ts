import { restAs, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

/**
 * Issue 26 item 4: a payment can be dated and its rate looked up for that date, and a payment
 * recorded in the last 7 days can be reversed (audited as a reversal, the payment's event kept).
 * The test clock's today is 2026-06-15; the built-in USD rate is 1.54 NZD.
 */
const START = '2026-06-15T09:00:00.000Z';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  app.clock.set(START);
});
afterAll(async () => {
  await app.stop();
});

const { get, post } = restAs(() => app);

/** A USD 1,200.50 invoice issued 2026-06-01, due 2026-07-15, sent (booked at the built-in 1.54). */
async function sentInvoice(user: TestUser, overrides: Record<string, unknown> = {}): Promise<number> {
  const inv = await createInvoice(app, user, { issued_date: '2026-06-01', ...overrides });
  expect((await post(user, `/me/invoices/${inv.id}/send`)).body).toMatchObject({ booked_rate: 1.54 });
  return inv.id;
}

async function auditOf(user: TestUser, id: number): Promise<{ action: string; message: string; before: unknown; after: unknown }[]> {
  return (await get(user, `/me/invoices/${id}/audit`)).body;
}

/** The owner's own USD rate effective on `date`. */
async function recordRate(user: TestUser, date: string, rate: string): Promise<void> {
  const res = await post(user, '/me/rates', {
    currency: 'USD',
    nzd_per_unit: rate,
    rate_type: 'spot',
    source: 'Bank',
    effective_date: date,
  });
  expect(res.status).toBe(201);
}

describe('POST /me/invoices/{id}/pay with a payment date', () => {
  it('records the date and rate given, and the realised gain against the booking rate', async () => {
    const user = await app.register();
    const id = await sentInvoice(user);
    const paid = await post(user, `/me/invoices/${id}/pay`, { payment_date: '2026-06-10', settlement_rate: '1.6' });
    expect(paid.status).toBe(200);
    // 1200.50 × (1.6 − 1.54) = 72.03
    expect(paid.body).toMatchObject({
      status: 'paid',
      paid_date: '2026-06-10',
      settlement_rate: 1.6,
      settlement_rate_source: 'given',
      settlement_rate_date: '2026-06-10',
      realised_gain_nzd: 72.03,
      paid_at: START,
    });
    const [event] = await auditOf(user, id);
    expect(event?.message).toBe(
      'Marked invoice INV-0001 as paid on 2026-06-10 (USD 1,200.50 from Acme Ltd); settled at 1.6 NZD per USD (given); realised a gain of NZD 72.03 against the booking rate 1.54',
    );
  });

  it('without a rate, a past date takes the rate recorded for that date (not today’s) and says so', async () => {
    const user = await app.register();
    const id = await sentInvoice(user);
    await recordRate(user, '2026-06-10', '1.6');
    await recordRate(user, '2026-06-14', '1.7');
    const paid = await post(user, `/me/invoices/${id}/pay`, { payment_date: '2026-06-12' });
    expect(paid.status).toBe(200);
    // 1200.50 × (1.6 − 1.54) = 72.03; today's 1.7 would have been 192.08
    expect(paid.body).toMatchObject({
      paid_date: '2026-06-12',
      settlement_rate: 1.6,
      settlement_rate_source: 'Bank',
      settlement_rate_date: '2026-06-10',
      realised_gain_nzd: 72.03,
    });
    const [event] = await auditOf(user, id);
    expect(event?.message).toContain('as paid on 2026-06-12');
    expect(event?.message).toContain('settled at 1.6 NZD per USD (Bank), the rate recorded for 2026-06-10');
  });

  it('the GraphQL preview shows what pay would record, and records nothing', async () => {
    const user = await app.register();
    const id = await sentInvoice(user);
    await recordRate(user, '2026-06-10', '1.6');
    const preview = await app.gql<{ paymentPreview: Record<string, unknown> }>(
      user.token,
      'query($id: ID!, $d: String) { paymentPreview(id: $id, paymentDate: $d) { paymentDate bookedRate settlementRate settlementRateSource settlementRateDate realisedGainNzd realisedGainNote } }',
      { id: String(id), d: '2026-06-12' },
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data?.paymentPreview).toEqual({
      paymentDate: '2026-06-12',
      bookedRate: '1.54',
      settlementRate: '1.6',
      settlementRateSource: 'Bank',
      settlementRateDate: '2026-06-10',
      realisedGainNzd: '72.03',
      realisedGainNote: null,
    });
    expect((await get(user, `/me/invoices/${id}`)).body).toMatchObject({ status: 'sent', paid_date: null });
  });

  it.each([
    [{ payment_date: '2026-06-16' }, 'payment_date cannot be in the future (today is 2026-06-15)'],
    [{ payment_date: '2026-05-31' }, "payment_date cannot be before the invoice's issue date (2026-06-01)"],
    [{ payment_date: '2026-02-30' }, 'payment_date must be a real calendar date: 2026-02-30 does not exist'],
    [{ payment_date: 'yesterday' }, 'payment_date must be a valid date in YYYY-MM-DD form'],
    [
      { payment_date: '2026-06-10', settlement_rate: 'abc' },
      'settlement_rate must be a positive number (NZD per one unit of the currency)',
    ],
  ])('refuses %j with 400 naming the field, and changes nothing', async (body, detail) => {
    const user = await app.register();
    const id = await sentInvoice(user);
    const before = (await get(user, `/me/invoices/${id}`)).body;
    const events = (await auditOf(user, id)).length;
    const res = await post(user, `/me/invoices/${id}/pay`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect((await get(user, `/me/invoices/${id}`)).body).toEqual(before);
    expect((await auditOf(user, id)).length).toBe(events);
  });

  it('GraphQL payInvoice takes paymentDate and refuses a future one with BAD_USER_INPUT on paymentDate', async () => {
    const user = await app.register();
    const id = String(await sentInvoice(user));
    const PAY = 'mutation($id: ID!, $d: String) { payInvoice(id: $id, paymentDate: $d) { status paidDate settlementRate } }';
    const bad = await app.gql(user.token, PAY, { id, d: '2026-07-01' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'paymentDate' });
    expect(bad.errors?.[0]?.message).toContain('paymentDate cannot be in the future');
    const ok = await app.gql<{ payInvoice: Record<string, unknown> }>(user.token, PAY, { id, d: '2026-06-14' });
    expect(ok.data?.payInvoice).toEqual({ status: 'PAID', paidDate: '2026-06-14', settlementRate: '1.54' });
  });
});

describe('POST /me/invoices/{id}/reverse-payment', () => {
  it('within 7 days: sent again, payment cleared, exposure back, and audited as a reversal beside the payment', async () => {
    const user = await app.register();
    const id = await sentInvoice(user);
    const exposureBefore = (await get(user, '/me/exposure/summary')).body;
    await post(user, `/me/invoices/${id}/pay`, { settlement_rate: '1.6' });
    expect((await get(user, '/me/exposure/summary')).body).not.toEqual(exposureBefore);
    app.clock.advanceDays(6);
    const fresh = await app.relogin(user);
    const res = await post(fresh, `/me/invoices/${id}/reverse-payment`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'sent',
      paid_date: null,
      paid_at: null,
      settlement_rate: null,
      settlement_rate_source: null,
      settlement_rate_date: null,
      realised_gain_nzd: null,
      booked_rate: 1.54,
    });
    // The trigger-kept totals count it again.
    expect((await get(fresh, '/me/exposure/summary')).body).toEqual(exposureBefore);
    const events = await auditOf(fresh, id);
    expect(events.map((e) => e.action).slice(0, 2)).toEqual(['invoice.payment_reversed', 'invoice.paid']);
    const [reversal] = events;
    expect(reversal?.message).toBe(
      'Reversed the payment of invoice INV-0001 (USD 1,200.50 from Acme Ltd, paid 2026-06-15); it is sent again',
    );
    expect(reversal?.before).toMatchObject({ status: 'paid', paidDate: '2026-06-15', settlementRate: '1.6', realisedGainNzd: '72.03' });
    expect(reversal?.after).toMatchObject({ status: 'sent', paidDate: null, settlementRate: null, realisedGainNzd: null });
    // It can be paid again.
    expect((await post(fresh, `/me/invoices/${id}/pay`)).body).toMatchObject({ status: 'paid' });
  });

  it('goes back to overdue when the invoice is past due (the overdue rule)', async () => {
    const user = await app.register();
    const id = await sentInvoice(user, { due_date: '2026-06-10' });
    await post(user, `/me/invoices/${id}/pay`);
    const res = await post(user, `/me/invoices/${id}/reverse-payment`);
    expect(res.body).toMatchObject({ status: 'overdue', paid_date: null });
    expect((await auditOf(user, id))[0]?.message).toBe(
      'Reversed the payment of invoice INV-0001 (USD 1,200.50 from Acme Ltd, paid 2026-06-15); it is overdue again, as it was due 2026-06-10',
    );
  });

  it('after 7 days, or when not paid, answers 409 with a sentence and changes nothing', async () => {
    const user = await app.register();
    const id = await sentInvoice(user);
    const notPaid = await post(user, `/me/invoices/${id}/reverse-payment`);
    expect(notPaid.status).toBe(409);
    expect(notPaid.body).toEqual({ detail: 'INV-0001 is not paid, so there is no payment to reverse.' });
    await post(user, `/me/invoices/${id}/pay`);
    const paid = (await get(user, `/me/invoices/${id}`)).body;
    const events = (await auditOf(user, id)).length;
    app.clock.advanceDays(7);
    app.clock.advanceDays(1 / 24);
    const fresh = await app.relogin(user);
    const late = await post(fresh, `/me/invoices/${id}/reverse-payment`);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      detail: 'The payment of INV-0001 was recorded on 2026-06-15, more than 7 days ago, so it can no longer be reversed.',
    });
    expect((await get(fresh, `/me/invoices/${id}`)).body).toEqual(paid);
    expect((await auditOf(fresh, id)).length).toBe(events);
  });

  it("answers 404 for another owner's invoice and leaves it paid", async () => {
    const owner = await app.register();
    const other = await app.register();
    const id = await sentInvoice(owner);
    await post(owner, `/me/invoices/${id}/pay`);
    expect((await post(other, `/me/invoices/${id}/reverse-payment`)).status).toBe(404);
    const gql = await app.gql(other.token, 'mutation($id: ID!) { reversePayment(id: $id) { status } }', { id: String(id) });
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await get(owner, `/me/invoices/${id}`)).body).toMatchObject({ status: 'paid' });
  });

  it('GraphQL reversePayment reverses, then answers CONFLICT once nothing is left to reverse', async () => {
    const user = await app.register();
    const id = String(await sentInvoice(user));
    await post(user, `/me/invoices/${id}/pay`);
    const REVERSE = 'mutation($id: ID!) { reversePayment(id: $id) { status paidDate paidAt realisedGainNzd } }';
    const done = await app.gql<{ reversePayment: Record<string, unknown> }>(user.token, REVERSE, { id });
    expect(done.data?.reversePayment).toEqual({ status: 'SENT', paidDate: null, paidAt: null, realisedGainNzd: null });
    const again = await app.gql(user.token, REVERSE, { id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});
