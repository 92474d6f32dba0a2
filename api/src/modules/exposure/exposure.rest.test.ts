import { act, seedFourCurrencies } from '../../../test/exposure-fixtures';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { sql } from '../../database/sql';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const get = (user: TestUser, path: string) =>
  app
    .http()
    .get(path)
    .set(...bearer(user));

describe('GET /me/exposure/summary (SPEC section 7)', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await app.register('exposure');
    await seedFourCurrencies(app, owner);
  });

  it('answers [{currency, total_amount}] (plus the hedge fields, zero without contracts) over sent and overdue invoices, highest NZD value first, exactly as by hand', async () => {
    const res = await get(owner, '/me/exposure/summary');
    expect(res.status).toBe(200);
    // EUR 2000 × 1.69 = 3380.00; USD 1500.50 × 1.54 = 2310.77; JPY 150000 × 0.0103 = 1545.00; GBP 400 × 1.97 = 788.00
    expect(res.body).toEqual([
      { currency: 'EUR', total_amount: 2000, hedged_amount: 0, unhedged_amount: 2000, hedge_ratio: 0 },
      { currency: 'USD', total_amount: 1500.5, hedged_amount: 0, unhedged_amount: 1500.5, hedge_ratio: 0 },
      { currency: 'JPY', total_amount: 150000, hedged_amount: 0, unhedged_amount: 150000, hedge_ratio: 0 },
      { currency: 'GBP', total_amount: 400, hedged_amount: 0, unhedged_amount: 400, hedge_ratio: 0 },
    ]);
    expect(res.headers.warning).toBeUndefined();
  });

  it('adds drafts only when include_drafts=true and refuses any other value', async () => {
    const res = await get(owner, '/me/exposure/summary?include_drafts=true');
    expect(res.body).toEqual([
      { currency: 'EUR', total_amount: 2000, hedged_amount: 0, unhedged_amount: 2000, hedge_ratio: 0 },
      { currency: 'USD', total_amount: 1700.5, hedged_amount: 0, unhedged_amount: 1700.5, hedge_ratio: 0 },
      { currency: 'JPY', total_amount: 170000, hedged_amount: 0, unhedged_amount: 170000, hedge_ratio: 0 },
      { currency: 'GBP', total_amount: 400, hedged_amount: 0, unhedged_amount: 400, hedge_ratio: 0 },
    ]);
    const bad = await get(owner, '/me/exposure/summary?include_drafts=yes');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: 'include_drafts must be true or false' });
  });

  it('gives the full answer at /me/exposure: NZD values, shares, earliest due, horizon, unrealised, rounding once', async () => {
    const res = await get(owner, '/me/exposure');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      include_drafts: false,
      as_of: '2026-06-15',
      total_nzd: 8023.77,
      invoice_count: 5,
      overdue_count: 1,
      overdue_share_percent: 20,
      due_within_30_count: 4,
      due_within_90_count: 4,
      due_horizon: 'immediate',
      unrealised_gain_loss: 0,
      warnings: [],
      rate_snapshot_date: '2024-12-31',
    });
    expect(
      res.body.currencies.map((c: Record<string, unknown>) => [
        c.currency,
        c.total_amount,
        c.nzd_value,
        c.share_percent,
        c.earliest_due,
        c.invoice_count,
        c.overdue_count,
      ]),
    ).toEqual([
      ['EUR', 2000, 3380, 42.1, '2026-06-20', 1, 0],
      ['USD', 1500.5, 2310.77, 28.8, '2026-06-01', 2, 1],
      ['JPY', 150000, 1545, 19.3, '2026-06-15', 1, 0],
      ['GBP', 400, 788, 9.8, '2026-09-30', 1, 0],
    ]);
    expect(res.body.currencies[0]).toMatchObject({
      nzd_per_unit: 1.69,
      rate_source: 'built-in',
      rate_type: 'spot',
      rate_date: '2024-12-31',
      rate_missing: false,
      rate_stale: true,
    });
  });

  it('buckets by due date as SPEC does, all five in order', async () => {
    const res = await get(owner, '/me/exposure/aging');
    expect(res.status).toBe(200);
    expect(res.body.map((b: Record<string, unknown>) => [b.bucket, b.label, b.invoice_count, b.nzd_value])).toEqual([
      ['overdue', 'Overdue', 1, 770.77],
      ['today', 'Due Today', 1, 1545],
      ['next7', 'Next 7 Days', 1, 3380],
      ['next30', 'Next 30 Days', 1, 1540],
      ['later', 'Later', 1, 788],
    ]);
    expect(res.body[0].currencies).toEqual([{ currency: 'USD', total_amount: 500.5, nzd_value: 770.77, invoice_count: 1 }]);
  });

  it("groups by counterparty with each one's currencies", async () => {
    const other = await app.register('cp');
    await createInvoice(app, other, { counterparty: 'Beta', currency: 'USD', amount: 100 }).then((i) =>
      act(app, other, `/me/invoices/${i.id}/send`),
    );
    await createInvoice(app, other, { counterparty: 'Alpha', currency: 'EUR', amount: 100 }).then((i) =>
      act(app, other, `/me/invoices/${i.id}/send`),
    );
    await createInvoice(app, other, { counterparty: 'Beta', currency: 'EUR', amount: 50 }).then((i) =>
      act(app, other, `/me/invoices/${i.id}/send`),
    );
    const res = await get(other, '/me/exposure/counterparty');
    expect(res.status).toBe(200);
    expect(res.headers['x-has-more']).toBe('false');
    expect(res.body).toEqual([
      {
        counterparty: 'Beta',
        nzd_value: 238.5,
        invoice_count: 2,
        currencies: [
          { currency: 'USD', total_amount: 100, nzd_value: 154, invoice_count: 1 },
          { currency: 'EUR', total_amount: 50, nzd_value: 84.5, invoice_count: 1 },
        ],
      },
      {
        counterparty: 'Alpha',
        nzd_value: 169,
        invoice_count: 1,
        currencies: [{ currency: 'EUR', total_amount: 100, nzd_value: 169, invoice_count: 1 }],
      },
    ]);
    const page = await get(other, '/me/exposure/counterparty?limit=1');
    expect(page.body).toHaveLength(1);
    expect(page.headers['x-has-more']).toBe('true');
    expect((await get(other, '/me/exposure/counterparty?limit=0')).body).toEqual({ detail: 'limit must be a whole number from 1 to 1000' });
  });

  it("answers an empty exposure for an owner with no invoices, and never another owner's", async () => {
    const stranger = await app.register('stranger');
    expect((await get(stranger, '/me/exposure/summary')).body).toEqual([]);
    const full = await get(stranger, '/me/exposure');
    expect(full.body).toMatchObject({ total_nzd: 0, invoice_count: 0, due_horizon: 'long-term', currencies: [], warnings: [] });
    expect((await get(stranger, '/me/exposure/counterparty')).body).toEqual([]);
    expect((await get(stranger, '/me/exposure/aging')).body.every((b: { invoice_count: number }) => b.invoice_count === 0)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    for (const path of ['/me/exposure', '/me/exposure/summary', '/me/exposure/counterparty', '/me/exposure/aging']) {
      const res = await app.http().get(path);
      expect(res.status).toBe(401);
      expect(res.body.detail).toMatch(/sign in/);
    }
  });
});

describe('exposure rules beyond the basics', () => {
  it('warns when more than 25% of the open invoices are overdue', async () => {
    const user = await app.register('overdue');
    for (const due of ['2026-06-01', '2026-06-02', '2026-07-30']) {
      const inv = await createInvoice(app, user, { due_date: due, issued_date: '2026-05-01' });
      await act(app, user, `/me/invoices/${inv.id}/send`);
    }
    const res = await get(user, '/me/exposure');
    expect(res.body.overdue_count).toBe(2);
    expect(res.body.warnings).toEqual([
      '66.7% of your open invoices are overdue (more than 25%): chase payment before the exposure grows.',
    ]);
  });

  it('counts a sent invoice overdue once its due date passes, before the sweep stores it', async () => {
    const user = await app.register('ages');
    const inv = await createInvoice(app, user, { due_date: '2026-06-16' });
    await act(app, user, `/me/invoices/${inv.id}/send`);
    expect((await get(user, '/me/exposure')).body.overdue_count).toBe(0);
    app.clock.advanceDays(2);
    try {
      const login = await app.http().post('/auth/login').send({ email: user.email, password: user.password });
      const later = { ...user, token: login.body.access_token };
      expect((await get(later, '/me/exposure')).body).toMatchObject({ overdue_count: 1, as_of: '2026-06-17' });
    } finally {
      app.clock.advanceDays(-2);
    }
  });

  it('converts a currency with no rate at 1.0 and says so (SPEC section 8)', async () => {
    const user = await app.register('norate');
    // A currency outside the supported list can only arrive by SQL (an old import); it has no rate.
    await sql(
      app.server.ds,
      `INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, sent_date)
      VALUES ($1, 900, 'Legacy', 'VND', 1000, '2026-06-01', '2026-07-01', 'sent', '2026-06-01')`,
      [user.id],
    );
    const res = await get(user, '/me/exposure/summary');
    expect(res.body).toEqual([{ currency: 'VND', total_amount: 1000, hedged_amount: 0, unhedged_amount: 1000, hedge_ratio: 0 }]);
    expect(res.headers.warning).toBe('199 kea-fx "No FX rate found for VND, using 1.0"');
    const full = await get(user, '/me/exposure');
    expect(full.body.warnings).toEqual(['No FX rate found for VND, using 1.0']);
    expect(full.body.currencies[0]).toMatchObject({ nzd_value: 1000, nzd_per_unit: 1, rate_missing: true, rate_source: null });
  });

  it('shows unrealised gain or loss against the booking rate once a newer rate is recorded', async () => {
    const user = await app.register('gain');
    const inv = await createInvoice(app, user, { currency: 'USD', amount: 1000 });
    const sent = await act(app, user, `/me/invoices/${inv.id}/send`);
    expect(sent.status).toBe('sent');
    await act(app, user, '/me/rates', { currency: 'USD', nzd_per_unit: 1.6 }, 201);
    const res = await get(user, '/me/exposure');
    // 1000 × 1.60 now − 1000 × 1.54 booked
    expect(res.body).toMatchObject({ total_nzd: 1600, unrealised_gain_loss: 60, rate_snapshot_date: '2026-06-15' });
    expect(res.body.currencies[0]).toMatchObject({
      booked_amount: 1000,
      booked_nzd_value: 1540,
      unrealised_gain_loss: 60,
      rate_source: 'manual',
      rate_stale: false,
    });
  });
});
