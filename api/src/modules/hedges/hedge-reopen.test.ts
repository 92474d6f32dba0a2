import { restAs, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { sql } from '../../database/sql';

/**
 * Issue 26 item 4 for the hedge book: a settlement can be dated (its rate then the one recorded for
 * that date), and a settlement or cancellation recorded in the last 7 days can be reopened, audited
 * as a reversal. The test clock's today is 2026-06-15; the built-in USD rate is 1.54 NZD.
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

/** USD 60,000 locked at 1.60, traded 2026-06-01, maturing 2026-08-14. */
async function book(user: TestUser): Promise<number> {
  const res = await post(user, '/me/hedges', {
    currency: 'USD',
    amount: 60000,
    locked_rate: 1.6,
    trade_date: '2026-06-01',
    maturity_date: '2026-08-14',
    bank: 'ANZ',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const events = (user: TestUser) =>
  sql<{ action: string; message: string; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
    app.server.ds,
    `SELECT action, message, before, after FROM audit_events WHERE owner_id = $1 AND entity_type = 'hedge' ORDER BY seq DESC`,
    [user.id],
  );

const openTotal = async (user: TestUser) =>
  (
    await sql<{ n: number }>(
      app.server.ds,
      'SELECT coalesce(sum(contract_count), 0)::int AS n FROM hedge_open_totals WHERE owner_id = $1',
      [user.id],
    )
  )[0]?.n;

describe('POST /me/hedges/{id}/settle with a settlement date', () => {
  it('takes the rate recorded for a past date when none is given, and records that day', async () => {
    const user = await app.register();
    const id = await book(user);
    const rate = await post(user, '/me/rates', {
      currency: 'USD',
      nzd_per_unit: '1.5',
      rate_type: 'spot',
      source: 'Bank',
      effective_date: '2026-06-05',
    });
    expect(rate.status).toBe(201);
    const res = await post(user, `/me/hedges/${id}/settle`, { settlement_date: '2026-06-08' });
    expect(res.status).toBe(200);
    // 60,000 × (1.60 − 1.50) = 6,000 gained
    expect(res.body).toMatchObject({ status: 'settled', settled_on: '2026-06-08', settlement_rate: 1.5, realised_gain_loss: 6000 });
    expect((await events(user))[0]?.message).toBe(
      `Settled forward contract #${id} on 2026-06-08 at 1.5 (the rate recorded for 2026-06-08): realised NZD 6,000.00`,
    );
  });

  it.each([
    [{ settlement_date: '2026-06-16' }, 'settlement_date cannot be in the future (today is 2026-06-15)'],
    [{ settlement_date: '2026-05-31' }, "settlement_date cannot be before the contract's trade date (2026-06-01)"],
    [{ settlement_date: '15/06/2026' }, 'settlement_date must be a valid date in YYYY-MM-DD form'],
  ])('refuses %j with 400 and leaves the contract open', async (body, detail) => {
    const user = await app.register();
    const id = await book(user);
    const res = await post(user, `/me/hedges/${id}/settle`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect((await get(user, `/me/hedges/${id}`)).body).toMatchObject({ status: 'open', settled_on: null });
    expect((await events(user)).map((e) => e.action)).toEqual(['hedge.created']);
  });

  it('the GraphQL preview shows the rate and realised gain settleHedge would record, and records nothing', async () => {
    const user = await app.register();
    const id = await book(user);
    const preview = await app.gql<{ hedgeSettlementPreview: Record<string, unknown> }>(
      user.token,
      'query($id: ID!, $r: String) { hedgeSettlementPreview(id: $id, settlementRate: $r) { settlementDate settlementRate realisedGainLoss } }',
      { id: String(id), r: '1.65' },
    );
    expect(preview.data?.hedgeSettlementPreview).toEqual({
      settlementDate: '2026-06-15',
      settlementRate: '1.65',
      realisedGainLoss: '-3000.00',
    });
    expect((await get(user, `/me/hedges/${id}`)).body).toMatchObject({ status: 'open' });
  });
});

describe('POST /me/hedges/{id}/reopen', () => {
  it('reopens a settlement within 7 days: open again, the open totals count it, audited beside the settlement', async () => {
    const user = await app.register();
    const id = await book(user);
    expect(await openTotal(user)).toBe(1);
    const settled = await post(user, `/me/hedges/${id}/settle`, { settlement_rate: '1.5' });
    expect(settled.body).toMatchObject({ status: 'settled', closed_at: START });
    expect(await openTotal(user)).toBe(0);
    app.clock.advanceDays(6);
    const fresh = await app.relogin(user);
    const res = await post(fresh, `/me/hedges/${id}/reopen`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'open', settled_on: null, settlement_rate: null, realised_gain_loss: null, closed_at: null });
    expect(await openTotal(user)).toBe(1);
    const [reopened, settle] = await events(user);
    expect(settle?.action).toBe('hedge.settled');
    expect(reopened?.action).toBe('hedge.reopened');
    expect(reopened?.message).toBe(
      `Reopened forward contract #${id}: its settlement on 2026-06-15 at 1.5 (realised NZD 6,000.00) reversed`,
    );
    expect(reopened?.before).toMatchObject({ status: 'settled', settlementRate: '1.5' });
    expect(reopened?.after).toMatchObject({ status: 'open', settlementRate: null });
  });

  it('reopens a cancellation over GraphQL', async () => {
    const user = await app.register();
    const id = await book(user);
    await post(user, `/me/hedges/${id}/cancel`);
    const res = await app.gql<{ reopenHedge: Record<string, unknown> }>(
      user.token,
      'mutation($id: ID!) { reopenHedge(id: $id) { status cancelledOn closedAt } }',
      { id: String(id) },
    );
    expect(res.data?.reopenHedge).toEqual({ status: 'OPEN', cancelledOn: null, closedAt: null });
    expect((await events(user))[0]?.message).toBe(`Reopened forward contract #${id}: its cancellation on 2026-06-15 reversed`);
  });

  it('answers 409 for an open contract and after 7 days, changing nothing', async () => {
    const user = await app.register();
    const id = await book(user);
    const open = await post(user, `/me/hedges/${id}/reopen`);
    expect(open.status).toBe(409);
    expect(open.body).toEqual({ detail: `Contract #${id} is open; only a settled or cancelled contract can be reopened.` });
    await post(user, `/me/hedges/${id}/cancel`);
    app.clock.advanceDays(8);
    const fresh = await app.relogin(user);
    const late = await post(fresh, `/me/hedges/${id}/reopen`);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      detail: `Contract #${id} was cancelled on 2026-06-15, more than 7 days ago, so it can no longer be reopened.`,
    });
    expect((await get(fresh, `/me/hedges/${id}`)).body).toMatchObject({ status: 'cancelled' });
    expect((await events(user)).map((e) => e.action)).toEqual(['hedge.cancelled', 'hedge.created']);
  });

  it("answers 404 for another owner's contract and leaves it settled", async () => {
    const owner = await app.register();
    const other = await app.register();
    const id = await book(owner);
    await post(owner, `/me/hedges/${id}/settle`);
    expect((await post(other, `/me/hedges/${id}/reopen`)).status).toBe(404);
    const gql = await app.gql(other.token, 'mutation($id: ID!) { reopenHedge(id: $id) { status } }', { id: String(id) });
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await get(owner, `/me/hedges/${id}`)).body).toMatchObject({ status: 'settled' });
  });
});
