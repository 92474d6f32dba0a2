import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { act } from '../../../test/exposure-fixtures';
import { sql } from '../../database/sql';
import { createLogger } from '../../logger';
import { parseFeed } from './rates-feed.parse';
import { RatesFeed } from './rates-feed';

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

describe('current rates and recording a rate', () => {
  it('lists a current rate for every supported currency, built-in until something newer exists', async () => {
    const user = await app.register('rates');
    const res = await get(user, '/me/rates');
    expect(res.status).toBe(200);
    expect(res.body.rates).toHaveLength(23);
    expect(res.body.warnings).toEqual([]);
    expect(res.body.rates.find((r: { currency: string }) => r.currency === 'USD')).toMatchObject({
      currency: 'USD',
      nzd_per_unit: 1.54,
      source: 'built-in',
      rate_type: 'spot',
      effective_date: '2024-12-31',
      stale: true,
      own: false,
    });
  });

  it("records an owner's own rate (audited) that wins for them only, and a tie goes to their own", async () => {
    const user = await app.register('record');
    const other = await app.register('record-other');
    const res = await app
      .http()
      .post('/me/rates')
      .set(...bearer(user))
      .send({ currency: 'usd', nzd_per_unit: '1.6012345678', rate_type: 'mid-month', source: 'Bank statement' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      currency: 'USD',
      nzd_per_unit: 1.6012345678,
      source: 'Bank statement',
      rate_type: 'mid-month',
      effective_date: '2026-06-15',
      stale: false,
      own: true,
    });
    const mine = (await get(user, '/me/rates')).body.rates.find((r: { currency: string }) => r.currency === 'USD');
    expect(mine).toMatchObject({ nzd_per_unit: 1.6012345678, own: true });
    const theirs = (await get(other, '/me/rates')).body.rates.find((r: { currency: string }) => r.currency === 'USD');
    expect(theirs).toMatchObject({ nzd_per_unit: 1.54, own: false });
    const audit = await get(user, '/me/audit');
    expect(audit.body[0]).toMatchObject({
      action: 'rate.recorded',
      entity_type: 'rate',
      message: 'Recorded USD rate 1.6012345678 NZD per USD (mid-month, effective 2026-06-15, source Bank statement)',
    });
    // an owner's entry dated the same day as a shared one wins the tie
    await act(app, user, '/me/rates', { currency: 'EUR', nzd_per_unit: 1.7, effective_date: '2024-12-31' }, 201);
    const eur = (await get(user, '/me/rates')).body.rates.find((r: { currency: string }) => r.currency === 'EUR');
    expect(eur).toMatchObject({ nzd_per_unit: 1.7, own: true });
    // an older own entry does not (26.9% from the current 1.97, so confirmed)
    await act(
      app,
      user,
      '/me/rates',
      { currency: 'GBP', nzd_per_unit: 2.5, effective_date: '2020-01-01', confirm_large_change: true },
      201,
    );
    expect((await get(user, '/me/rates')).body.rates.find((r: { currency: string }) => r.currency === 'GBP')).toMatchObject({
      nzd_per_unit: 1.97,
      own: false,
    });
    const history = await get(user, '/me/rates/gbp/history');
    expect(history.body.map((r: { nzd_per_unit: number }) => r.nzd_per_unit)).toEqual([1.97, 2.5]);
    expect((await get(other, '/me/rates/GBP/history')).body.map((r: { nzd_per_unit: number }) => r.nzd_per_unit)).toEqual([1.97]);
  });

  it.each([
    [{ currency: 'XYZ', nzd_per_unit: 1 }, 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)'],
    [{ currency: 'NZD', nzd_per_unit: 1 }, "currency cannot be NZD: the base currency's rate is always 1"],
    [{ currency: 'USD', nzd_per_unit: -1 }, 'nzd_per_unit must be a positive number (NZD per one unit of the currency)'],
    [{ currency: 'USD', nzd_per_unit: 'abc' }, 'nzd_per_unit must be a positive number (NZD per one unit of the currency)'],
    [{ currency: 'USD', nzd_per_unit: 1, effective_date: '2026-06-16' }, 'effective_date cannot be in the future'],
    [{ currency: 'USD', nzd_per_unit: 1, rate_type: 'daily' }, 'rate_type must be one of spot, mid-month, end-of-month'],
    [
      [],
      'The request body must be a JSON object.; currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...); nzd_per_unit must be a positive number (NZD per one unit of the currency)',
    ],
  ])('refuses %j with 400 and records nothing', async (body, detail) => {
    const user = await app.register('badrate');
    const res = await app
      .http()
      .post('/me/rates')
      .set(...bearer(user))
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    const [{ n } = { n: -1 }] = await sql<{ n: number }>(app.server.ds, 'SELECT count(*)::int AS n FROM fx_rates WHERE owner_id = $1', [
      user.id,
    ]);
    expect(n).toBe(0);
    expect((await get(user, '/me/audit')).body.some((e: { action: string }) => e.action === 'rate.recorded')).toBe(false);
  });

  it("a rate entered by hand today clears that currency's stale flag, for that owner only", async () => {
    const user = await app.register('unstale');
    const other = await app.register('unstale-other');
    const usd = async (u: TestUser) => (await get(u, '/me/rates')).body.rates.find((r: { currency: string }) => r.currency === 'USD');
    expect(await usd(user)).toMatchObject({ stale: true, source: 'built-in' });
    await act(app, user, '/me/rates', { currency: 'USD', nzd_per_unit: 1.71, source: 'ASB' }, 201);
    expect(await usd(user)).toMatchObject({ stale: false, source: 'ASB', nzd_per_unit: 1.71, effective_date: '2026-06-15' });
    expect(await usd(other)).toMatchObject({ stale: true, source: 'built-in' });
    const gql = await app.gql<{ rates: { rates: { currency: string; stale: boolean }[] } }>(
      user.token,
      '{ rates { rates { currency stale } } }',
    );
    expect(gql.data?.rates.rates.find((r) => r.currency === 'USD')).toEqual({ currency: 'USD', stale: false });
    expect(gql.data?.rates.rates.find((r) => r.currency === 'EUR')).toEqual({ currency: 'EUR', stale: true });
  });

  it.each([
    ['a huge number', { currency: 'USD', nzd_per_unit: 1e30 }],
    ['NaN as a string', { currency: 'USD', nzd_per_unit: 'NaN' }],
    ['a NUL in the source', { currency: 'USD', nzd_per_unit: 1.5, source: 'bank\u0000' }],
    ['a prototype key as currency', { currency: '__proto__', nzd_per_unit: 1.5 }],
    ['constructor as rate type', { currency: 'USD', nzd_per_unit: 1.5, rate_type: 'constructor' }],
    ['a number as currency', { currency: 840, nzd_per_unit: 1.5 }],
    ['a missing rate', { currency: 'USD' }],
  ])('refuses %s with 400 naming the field, recording nothing', async (_what, body) => {
    const user = await app.register('badrate2');
    const res = await app
      .http()
      .post('/me/rates')
      .set(...bearer(user))
      .send(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
    expect(res.body.detail).toMatch(/currency|nzd_per_unit|source|rate_type/);
    const [{ n } = { n: -1 }] = await sql<{ n: number }>(app.server.ds, 'SELECT count(*)::int AS n FROM fx_rates WHERE owner_id = $1', [
      user.id,
    ]);
    expect(n).toBe(0);
  });

  it('refuses history of an unknown currency and a bad limit', async () => {
    const user = await app.register('hist');
    expect((await get(user, '/me/rates/XYZ/history')).body).toEqual({
      detail: 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)',
    });
    expect((await get(user, '/me/rates/USD/history?limit=0')).status).toBe(400);
  });

  it('records and reads rates through GraphQL too', async () => {
    const user = await app.register('gqlrate');
    const rec = await app.gql(
      user.token,
      `mutation { recordRate(input: { currency: CHF, nzdPerUnit: "1.81", rateType: END_OF_MONTH, effectiveDate: "2026-05-31" }) {
      currency nzdPerUnit rateType effectiveDate source own stale } }`,
    );
    expect(rec.errors).toBeUndefined();
    expect(rec.data).toEqual({
      recordRate: {
        currency: 'CHF',
        nzdPerUnit: '1.81',
        rateType: 'END_OF_MONTH',
        effectiveDate: '2026-05-31',
        source: 'manual',
        own: true,
        stale: true,
      },
    });
    const bad = await app.gql(user.token, 'mutation { recordRate(input: { currency: NZD, nzdPerUnit: "1" }) { id } }');
    expect(bad.errors?.[0]).toMatchObject({
      message: "currency cannot be NZD: the base currency's rate is always 1",
      extensions: { code: 'BAD_USER_INPUT', field: 'currency' },
    });
    const list = await app.gql<{ rates: { rates: { currency: string; nzdPerUnit: string }[] }; rateHistory: unknown[] }>(
      user.token,
      '{ rates { rates { currency nzdPerUnit } warnings } rateHistory(currency: CHF, limit: 5) { nzdPerUnit own } }',
    );
    expect(list.data?.rates.rates.find((r) => r.currency === 'CHF')?.nzdPerUnit).toBe('1.81');
    expect(list.data?.rateHistory).toEqual([
      { nzdPerUnit: '1.81', own: true },
      { nzdPerUnit: '1.78', own: false },
    ]);
    expect((await app.gql(null, '{ rates { warnings } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('books a sent invoice at the current rate with its source, type and date, and shows them per invoice', async () => {
    const user = await app.register('book');
    await act(app, user, '/me/rates', { currency: 'AUD', nzd_per_unit: 1.05, rate_type: 'spot', source: 'ANZ' }, 201);
    const inv = await createInvoice(app, user, { currency: 'AUD', amount: 1000 });
    await act(app, user, `/me/invoices/${inv.id}/send`);
    const [row] = await sql<Record<string, string>>(
      app.server.ds,
      'SELECT booked_rate, booked_rate_source, booked_rate_type, booked_rate_date FROM invoices WHERE owner_id = $1 AND number = $2',
      [user.id, inv.id],
    );
    expect(row).toEqual({
      booked_rate: '1.0500000000',
      booked_rate_source: 'ANZ',
      booked_rate_type: 'spot',
      booked_rate_date: '2026-06-15',
    });
    const audit = await get(user, `/me/invoices/${inv.id}/audit`);
    expect(audit.body[0]).toMatchObject({
      message: 'Sent invoice INV-0001 to Acme Ltd',
      after: { status: 'sent', bookedRate: '1.0500000000', bookedRateSource: 'ANZ', bookedRateType: 'spot', bookedRateDate: '2026-06-15' },
    });
    await act(app, user, '/me/rates', { currency: 'AUD', nzd_per_unit: 1.0, effective_date: '2026-06-15', source: 'later' }, 201);
    const gql = await app.gql<{ invoice: Record<string, unknown> }>(
      user.token,
      `{ invoice(id: "${inv.id}") { booking { nzdPerUnit source rateType effectiveDate } nzdValue unrealisedGainLoss } }`,
    );
    expect(gql.data?.invoice).toEqual({
      booking: { nzdPerUnit: '1.05', source: 'ANZ', rateType: 'SPOT', effectiveDate: '2026-06-15' },
      nzdValue: '1000.00',
      unrealisedGainLoss: '-50.00',
    });
  });

  it('adds NZD value and unrealised gain to an invoice list without a statement per invoice', async () => {
    const user = await app.register('listnzd');
    for (const currency of ['USD', 'EUR', 'JPY', 'GBP', 'USD', 'EUR']) {
      const inv = await createInvoice(app, user, { currency, amount: 1000 });
      await act(app, user, `/me/invoices/${inv.id}/send`);
    }
    const res = await app.gql<{ invoices: { items: { currency: string; nzdValue: string; unrealisedGainLoss: string }[] } }>(
      user.token,
      '{ invoices(limit: 50) { items { currency nzdValue unrealisedGainLoss booking { source } } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.invoices.items.map((i) => [i.currency, i.nzdValue, i.unrealisedGainLoss])).toEqual([
      ['EUR', '1690.00', '0.00'],
      ['USD', '1540.00', '0.00'],
      ['GBP', '1970.00', '0.00'],
      ['JPY', '10.30', '0.00'],
      ['EUR', '1690.00', '0.00'],
      ['USD', '1540.00', '0.00'],
    ]);
    expect(app.stats.filter((s) => s.path === '/graphql').at(-1)?.statements).toBeLessThanOrEqual(2);
  });

  it('gives rates in many currencies at once for the import path', async () => {
    const user = await app.register('many');
    const map = await app.server.ds.transaction((m) => app.server.services.rates.bookingRates(m, user.id, ['USD', 'JPY', 'USD', 'VND']));
    expect([...map.keys()].sort()).toEqual(['JPY', 'USD']);
    expect(map.get('JPY')).toEqual({ nzdPerUnit: '0.0103000000', source: 'built-in', rateType: 'spot', effectiveDate: '2024-12-31' });
  });
});

describe('parseFeed', () => {
  it('reads an NZD-based feed as NZD per unit (1 / rate), listing what it omits', () => {
    const parsed = parseFeed({ amount: 1, base: 'NZD', date: '2026-06-12', rates: { USD: 0.6, JPY: 90, EUR: 'x' } }, '2026-06-15');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.feed.rates).toEqual([
      { currency: 'USD', nzdPerUnit: '1.6666666667' },
      { currency: 'JPY', nzdPerUnit: '0.0111111111' },
    ]);
    expect(parsed.feed.missing).toContain('EUR');
    expect(parsed.feed.missing).toHaveLength(20);
  });

  it('converts through NZD when the base is another currency (ECB style)', () => {
    const parsed = parseFeed({ amount: 1.0, base: 'EUR', date: '2026-06-12', rates: { NZD: 1.8, USD: 1.125 } }, '2026-06-15');
    expect(parsed.ok && parsed.feed.rates).toEqual([
      { currency: 'USD', nzdPerUnit: '1.6' },
      { currency: 'EUR', nzdPerUnit: '1.8' },
    ]);
  });

  it.each([
    ['not an object', [1, 2], 'the feed did not answer a JSON object'],
    ['no base', { date: '2026-06-12', rates: {} }, 'the feed has no base currency'],
    ['a bad date', { base: 'NZD', date: '12/06/2026', rates: { USD: 0.6 } }, 'the feed has no valid date (YYYY-MM-DD)'],
    ['a future date', { base: 'NZD', date: '2026-07-01', rates: { USD: 0.6 } }, "the feed's date 2026-07-01 is in the future"],
    ['no rates', { base: 'NZD', date: '2026-06-12' }, 'the feed has no rates object'],
    [
      'a foreign base without NZD',
      { base: 'EUR', date: '2026-06-12', rates: { USD: 1.1 } },
      "the feed's base is EUR and it has no NZD rate to convert through",
    ],
    [
      'nothing usable',
      { base: 'NZD', date: '2026-06-12', rates: { XYZ: 1, USD: -2 } },
      'the feed brought no rate for any supported currency',
    ],
  ])('refuses %s', (_what, body, error) => {
    expect(parseFeed(body, '2026-06-15')).toEqual({ ok: false, error });
  });
});

describe('the rate feed provider against a local HTTP server', () => {
  let server: Server;
  let url: string;
  let answer: (res: import('node:http').ServerResponse) => void = () => undefined;
  beforeAll(async () => {
    server = createServer((_req, res) => answer(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const feed = (timeoutMs = 2000) =>
    new RatesFeed(app.server.ds, app.server.services.rates, app.clock, createLogger('silent'), { url, intervalSeconds: 3600, timeoutMs });
  const json = (body: unknown) => (res: import('node:http').ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  // Feed dates here are older than the built-in rates, so other tests' current rates never move.
  const shared = (currency: string, date: string) =>
    sql<{ nzd_per_unit: string }>(
      app.server.ds,
      "SELECT nzd_per_unit FROM fx_rates WHERE owner_id IS NULL AND source = 'feed' AND currency = $1 AND effective_date = $2",
      [currency, date],
    );

  it('records the rates a good feed brings, once, and reports what it omitted', async () => {
    answer = json({ amount: 1, base: 'NZD', date: '2019-03-01', rates: { USD: 0.625, EUR: 0.5, GBP: 0.4 } });
    const run = await feed().runOnce();
    expect(run).toMatchObject({ ok: true, feedDate: '2019-03-01', recorded: 3, currencies: ['USD', 'EUR', 'GBP'], error: null });
    expect(run?.missing).toHaveLength(19);
    expect(await shared('USD', '2019-03-01')).toEqual([{ nzd_per_unit: '1.6000000000' }]);
    const again = await feed().runOnce();
    expect(again).toMatchObject({ ok: true, recorded: 0 });
    expect(await shared('USD', '2019-03-01')).toHaveLength(1);
    const user = await app.register('feedstatus');
    const status = await get(user, '/me/rates/feed');
    expect(status.body).toMatchObject({
      configured: false,
      url: null,
      failing: false,
      last_run: { ok: true, feed_date: '2019-03-01', recorded: 0 },
      message: 'The rate feed is off (RATES_FEED_URL=off): built-in and recorded rates are used.',
    });
  });

  it.each([
    [
      'times out',
      (res: import('node:http').ServerResponse) => {
        setTimeout(() => res.end('{}'), 3000).unref();
      },
      'the feed did not answer within 0.3 s',
    ],
    ['returns garbage', (res: import('node:http').ServerResponse) => res.writeHead(200).end('<html>oops'), 'the feed did not answer JSON'],
    ['answers 500', (res: import('node:http').ServerResponse) => res.writeHead(500).end('{}'), 'the feed answered HTTP 500'],
    ['omits every currency', json({ base: 'NZD', date: '2019-03-02', rates: {} }), 'the feed brought no rate for any supported currency'],
  ])('keeps the last rates and shows the failure when the feed %s', async (_what, handler, error) => {
    answer = handler;
    // The shared rates: what a feed run writes (other suites record owners' own rates meanwhile).
    const before = await sql(app.server.ds, 'SELECT count(*)::int AS n FROM fx_rates WHERE owner_id IS NULL');
    const run = await feed(300).runOnce();
    expect(run).toMatchObject({ ok: false, recorded: 0, error });
    expect(await sql(app.server.ds, 'SELECT count(*)::int AS n FROM fx_rates WHERE owner_id IS NULL')).toEqual(before);
    const status = await feed().status();
    expect(status).toMatchObject({ configured: true, failing: true, lastRun: { ok: false, error } });
    expect(status.message).toMatch(new RegExp(`^The rate feed failed at .*: ${error.replace(/[.()]/g, '\\$&')}; `));
    expect(status.lastFailure).toEqual(status.lastRun);
    const user = await app.register('feedfail');
    const ratesBefore = (await get(user, '/me/rates')).body;
    const gql = await app.gql<{ rateFeedStatus: Record<string, unknown> }>(
      user.token,
      '{ rateFeedStatus { failing message lastRun { ok error } lastFailure { ok error } } }',
    );
    expect(gql.data?.rateFeedStatus).toMatchObject({ failing: true, lastRun: { ok: false, error }, lastFailure: { ok: false, error } });
    // The REST status carries the failure with its reason, and the current rates are untouched.
    await feed(300).runOnce();
    const rest = await get(user, '/me/rates/feed');
    expect(rest.body.last_failure).toMatchObject({ ok: false, error, recorded: 0 });
    expect((await get(user, '/me/rates')).body).toEqual(ratesBefore);
  });

  it('records a partial feed and says which currencies keep their last rates', async () => {
    answer = json({ base: 'EUR', date: '2019-03-04', rates: { NZD: 1.7, USD: 1.0625 } });
    const run = await feed().runOnce();
    expect(run).toMatchObject({ ok: true, recorded: 2, currencies: ['USD', 'EUR'] });
    expect(await shared('USD', '2019-03-04')).toEqual([{ nzd_per_unit: '1.6000000000' }]);
    const status = await feed().status();
    expect(status.message).toMatch(/it omitted GBP, JPY, .*whose last rates stay\.$/);
    // A success after failures: not failing, the last failure still shown with its reason.
    expect(status).toMatchObject({ failing: false, lastSuccess: { ok: true, feedDate: '2019-03-04' }, lastFailure: { ok: false } });
    expect(status.lastFailure?.error).toEqual(expect.any(String));
  });
});
