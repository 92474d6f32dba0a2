import { gstReturn, gstSupplyRow, type GstSupply } from '@keafx/schema';
import { sql } from '../../database/sql';
import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { binary, parseCsv, pdfText } from '../../../test/files';

/**
 * Issue 27 item 6: the sales side of IR's GST return (GST101A boxes 5 to 10) for one GST period,
 * from invoices by their time of supply and credit notes by their issue date, each at its own
 * frozen rate. The test clock's today is 2026-06-15. A two-monthly filer with a March balance
 * month files for periods ending in odd months (January, March, May, July, ...), so today lies in
 * the period 1 June to 31 July 2026 (and 1 May to 30 June is no period of theirs).
 */
jest.setTimeout(30_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const post = (user: TestUser, path: string, body: unknown) =>
  app
    .http()
    .post(path)
    .set(...bearer(user))
    .send(body as object);
const get = (user: TestUser, path: string) =>
  app
    .http()
    .get(path)
    .set(...bearer(user));

const PERIOD = 'from=2026-06-01&to=2026-07-31';

async function registeredSeller(tag = 'gst-return'): Promise<TestUser> {
  const user = await app.register(tag);
  const saved = await app
    .http()
    .put('/me/profile')
    .set(...bearer(user))
    .send({
      company_name: 'Kiwi Studio Ltd',
      gst_registered: true,
      gst_number: '49-091-850',
      gst_filing_frequency: 'two_monthly',
      gst_balance_month: 3,
    });
  expect(saved.status).toBe(200);
  return user;
}

async function sent(user: TestUser, body: Record<string, unknown>): Promise<{ id: number; amount: number; gst_amount: number }> {
  const created = await post(user, '/me/invoices', { due_date: '2026-07-31', ...body });
  expect(created.status).toBe(201);
  const done = await post(user, `/me/invoices/${created.body.id}/send`, {});
  expect(done.status).toBe(200);
  return done.body;
}

async function rate(user: TestUser, currency: string, nzdPerUnit: string, effectiveDate?: string): Promise<void> {
  const r = await post(user, '/me/rates', {
    currency,
    nzd_per_unit: nzdPerUnit,
    rate_type: 'spot',
    source: 'Bank statement',
    // The built-in rates are the current ones until then; a test rate may be far from them.
    confirm_large_change: true,
    ...(effectiveDate ? { effective_date: effectiveDate } : {}),
  });
  expect(r.status).toBe(201);
}

/** A domestic NZD invoice of two standard-rated lines, prices excluding GST: 1,150.00 + GST 172.50 = 1,322.50. */
const DOMESTIC = {
  counterparty: 'Harbour Cafe Ltd',
  customer_address: '12 Quay St, Auckland',
  currency: 'NZD',
  lines: [
    { description: 'Brand design, 2 days', quantity: 2, unit_price: '500.00', gst_treatment: 'standard' },
    { description: 'Hosting, June', quantity: 1, unit_price: '150', gst_treatment: 'standard' },
  ],
};

/** The hand-worked example: a domestic sale, a zero-rated USD export and a credit note halving the domestic design line. */
async function handWorked(user: TestUser): Promise<{ domestic: number; exported: number }> {
  const domestic = await sent(user, DOMESTIC);
  expect(domestic).toMatchObject({ amount: 1322.5, gst_amount: 172.5 });
  await rate(user, 'USD', '1.7245');
  const customer = await post(user, '/me/customers', { name: 'Acme Cloud Inc', country: 'US', address: '1 Market St, San Francisco' });
  const exported = await sent(user, {
    customer_id: customer.body.id,
    currency: 'USD',
    lines: [{ description: 'Cloud architecture review', quantity: '12.5', unit_price: '160', gst_treatment: 'zero_rated' }],
  });
  expect(exported).toMatchObject({ amount: 2000, gst_amount: 0, gst_nzd: 0, supply_rate: { rate: 1.7245 } });
  const note = await post(user, `/me/invoices/${domestic.id}/credit-notes`, {
    reason: 'One design day not needed',
    lines: [{ description: 'Brand design, 1 day', quantity: 1, unit_price: '500.00' }],
  });
  expect(note.status).toBe(201);
  expect(note.body).toMatchObject({ amount: 575, gst_amount: 75 });
  return { domestic: domestic.id, exported: exported.id };
}

describe('GET /me/gst/return', () => {
  it('answers boxes 5 to 10 to the cent against a hand-worked example, with the supplies behind them', async () => {
    const user = await registeredSeller();
    const { domestic, exported } = await handWorked(user);
    // Not counted: a draft in the period, and a sent invoice whose time of supply (its issue date, earlier than its sending) is in the period before.
    expect((await post(user, '/me/invoices', { ...DOMESTIC, due_date: '2026-07-31' })).status).toBe(201);
    const earlier = await sent(user, { ...DOMESTIC, issued_date: '2026-05-20' });
    expect(earlier).toMatchObject({ supply_date: '2026-05-20' });
    // Another owner's sale in the same period never counts.
    const stranger = await registeredSeller('gst-stranger');
    await sent(stranger, DOMESTIC);

    const res = await get(user, `/me/gst/return?${PERIOD}`);
    expect(res.status).toBe(200);
    // Box 5: sales including GST and zero-rated supplies, NZD at each supply's rate:
    //   INV-0001 NZD 1,322.50 × 1 = 1,322.50; INV-0002 USD 2,000.00 × 1.7245 = 3,449.00; 1,322.50 + 3,449.00 = 4,771.50.
    // Box 6: the zero-rated export, 3,449.00.
    // Box 7: 4,771.50 − 3,449.00 = 1,322.50.
    // Box 8: 1,322.50 × 3 / 23 = 3,967.50 / 23 = 172.50 exactly (the domestic invoice's own GST).
    // Box 9: CN-0001 gives back GST 75.00 at 1 NZD: −75.00.
    // Box 10: 172.50 − 75.00 = 97.50.
    expect(res.body).toMatchObject({
      from: '2026-06-01',
      to: '2026-07-31',
      frequency: 'two_monthly',
      balance_month: 3,
      box5: 4771.5,
      box6: 3449,
      box7: 1322.5,
      box8: 172.5,
      box9: -75,
      box10: 97.5,
      supplies_total: 3,
      limit: 500,
      offset: 0,
      without_rate: [],
      without_rate_total: 0,
    });
    // By supply date (all today), credit notes before invoices on a day, then number.
    expect(res.body.supplies).toEqual([
      {
        kind: 'credit_note',
        id: 1,
        label: 'CN-0001',
        invoice: 'INV-0001',
        customer: 'Harbour Cafe Ltd',
        supply_date: '2026-06-15',
        currency: 'NZD',
        amount: 575,
        zero_rated: 0,
        exempt: 0,
        gst: 75,
        rate: 1,
        boxes: [9],
        box5_nzd: null,
        box6_nzd: null,
        box9_nzd: -75,
      },
      {
        kind: 'invoice',
        id: domestic,
        label: 'INV-0001',
        invoice: null,
        customer: 'Harbour Cafe Ltd',
        supply_date: '2026-06-15',
        currency: 'NZD',
        amount: 1322.5,
        zero_rated: 0,
        exempt: 0,
        gst: 172.5,
        rate: 1,
        boxes: [5],
        box5_nzd: 1322.5,
        box6_nzd: null,
        box9_nzd: null,
      },
      {
        kind: 'invoice',
        id: exported,
        label: 'INV-0002',
        invoice: null,
        customer: 'Acme Cloud Inc',
        supply_date: '2026-06-15',
        currency: 'USD',
        amount: 2000,
        zero_rated: 2000,
        exempt: 0,
        gst: 0,
        rate: 1.7245,
        boxes: [5, 6],
        box5_nzd: 3449,
        box6_nzd: 3449,
        box9_nzd: null,
      },
    ]);
    // The invoice dated 20 May is in the period before: April and May.
    const before = await get(user, '/me/gst/return?from=2026-04-01&to=2026-05-31');
    expect(before.body).toMatchObject({ box5: 1322.5, box8: 172.5, box10: 172.5, supplies_total: 1 });
    expect(before.body.supplies.map((s: { label: string }) => s.label)).toEqual(['INV-0004']);
    // The stranger's return holds only their own sale.
    expect((await get(stranger, `/me/gst/return?${PERIOD}`)).body).toMatchObject({ box5: 1322.5, box9: 0, supplies_total: 1 });

    // GraphQL answers the same figures as exact decimals.
    const gql = await app.gql<{ gstReturn: Record<string, unknown> }>(
      user.token,
      `{ gstReturn(from: "2026-06-01", to: "2026-07-31") { box5 box6 box7 box8 box9 box10 suppliesTotal supplies { kind label amount boxes box5Nzd box6Nzd box9Nzd } } }`,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.gstReturn).toEqual({
      box5: '4771.50',
      box6: '3449.00',
      box7: '1322.50',
      box8: '172.50',
      box9: '-75.00',
      box10: '97.50',
      suppliesTotal: 3,
      supplies: [
        { kind: 'CREDIT_NOTE', label: 'CN-0001', amount: '575.00', boxes: [9], box5Nzd: null, box6Nzd: null, box9Nzd: '-75.00' },
        { kind: 'INVOICE', label: 'INV-0001', amount: '1322.50', boxes: [5], box5Nzd: '1322.50', box6Nzd: null, box9Nzd: null },
        { kind: 'INVOICE', label: 'INV-0002', amount: '2000.00', boxes: [5, 6], box5Nzd: '3449.00', box6Nzd: '3449.00', box9Nzd: null },
      ],
    });

    // Paged: the boxes always cover every supply.
    const page = await get(user, `/me/gst/return?${PERIOD}&limit=1&offset=1`);
    expect(page.body).toMatchObject({ box5: 4771.5, supplies_total: 3, limit: 1, offset: 1 });
    expect(page.body.supplies.map((s: { label: string }) => s.label)).toEqual(['INV-0001']);
    const labels = async (query: string) =>
      ((await get(user, `/me/gst/return?${PERIOD}&${query}`)).body.supplies as { label: string }[]).map((s) => s.label);
    expect(await labels('limit=2')).toEqual(['CN-0001', 'INV-0001']);
    expect(await labels('limit=5&offset=2')).toEqual(['INV-0002']);
    expect(await labels('offset=3')).toEqual([]);
  });

  it('keeps a written-off invoice (GST was due at its time of supply) and lists a supply without a rate outside the boxes', async () => {
    const user = await registeredSeller();
    // Issued 1 June, due 10 June: overdue when sent, so it may be written off.
    const domestic = await sent(user, { ...DOMESTIC, issued_date: '2026-06-01', due_date: '2026-06-10' });
    expect((await post(user, `/me/invoices/${domestic.id}/write-off`, {})).status).toBe(200);
    // A EUR invoice whose time of supply has no rate (as one sent before rates were booked reads, migrated): it cannot be converted.
    const unrated = await sent(user, { counterparty: 'Bonn GmbH', currency: 'EUR', amount: '100.00' });
    await sql(
      app.server.ds,
      `UPDATE invoices SET supply_rate = NULL, supply_rate_source = NULL, supply_rate_type = NULL, supply_rate_date = NULL, gst_nzd = NULL
       WHERE owner_id = $1 AND number = $2`,
      [user.id, unrated.id],
    );
    expect((await get(user, `/me/invoices/${unrated.id}`)).body).toMatchObject({ supply_date: '2026-06-15', supply_rate: null });
    const res = await get(user, `/me/gst/return?${PERIOD}`);
    expect(res.body).toMatchObject({ box5: 1322.5, box8: 172.5, box10: 172.5, supplies_total: 1, without_rate_total: 1 });
    expect(res.body.without_rate).toEqual([
      {
        kind: 'invoice',
        id: unrated.id,
        label: 'INV-0002',
        invoice: null,
        customer: 'Bonn GmbH',
        supply_date: '2026-06-15',
        currency: 'EUR',
        amount: 100,
      },
    ]);
  });

  it('refuses a period that is not one of the owner’s, and a seller not registered for GST', async () => {
    const user = await registeredSeller();
    const cases: [string, number, { field: string; detail: string }][] = [
      // 1 May to 30 June is a two-monthly period only for an even balance month.
      [
        'from=2026-05-01&to=2026-06-30',
        400,
        { field: 'from', detail: 'A two-monthly GST period runs 2026-04-01 to 2026-05-31; from 2026-05-01 is not the start of one' },
      ],
      [
        'from=2026-06-01&to=2026-06-30',
        400,
        { field: 'to', detail: 'The two-monthly GST period from 2026-06-01 runs to 2026-07-31; to 2026-06-30 is not its end' },
      ],
      ['to=2026-07-31', 400, { field: 'from', detail: 'from is required: the first day of a GST period, YYYY-MM-DD' }],
      ['from=2026-06-01&to=2026-02-30', 400, { field: 'to', detail: 'to must be a real calendar date: 2026-02-30 does not exist' }],
      ['from=01/06/2026&to=2026-07-31', 400, { field: 'from', detail: 'from must be a valid date in YYYY-MM-DD form' }],
      [`${PERIOD}&limit=5001`, 400, { field: 'limit', detail: 'limit must be a whole number from 1 to 5000' }],
    ];
    for (const [query, status, { field, detail }] of cases) {
      const res = await get(user, `/me/gst/return?${query}`);
      expect({ query, status: res.status, body: res.body }).toEqual({ query, status, body: { detail } });
      // GraphQL names the field.
      const args = Object.fromEntries(new URLSearchParams(query));
      if (field === 'limit') continue;
      const gql = await app.gql(user.token, `query ($from: Date!, $to: Date!) { gstReturn(from: $from, to: $to) { box5 } }`, {
        from: args.from ?? '',
        to: args.to ?? '',
      });
      expect({ query, error: gql.errors?.[0]?.extensions }).toEqual({ query, error: expect.objectContaining({ code: 'BAD_USER_INPUT' }) });
    }
    const unregistered = await app.register('gst-none');
    const refused = await get(unregistered, `/me/gst/return?${PERIOD}`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Your business is not registered for GST (Settings, Account), so it files no GST return.');
    const gql = await app.gql(unregistered.token, `{ gstReturn(from: "2026-06-01", to: "2026-07-31") { box5 } }`);
    expect(gql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const misaligned = await app.gql(user.token, `{ gstReturn(from: "2026-05-01", to: "2026-06-30") { box5 } }`);
    expect(misaligned.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'from' } });
  });
});

describe('GET /me/gst/periods', () => {
  it("lists the owner's recent periods, newest first, by their frequency and balance month", async () => {
    const user = await registeredSeller();
    const res = await get(user, '/me/gst/periods?count=3');
    expect(res.body).toEqual({
      registered: true,
      frequency: 'two_monthly',
      balance_month: 3,
      periods: [
        { from: '2026-06-01', to: '2026-07-31' },
        { from: '2026-04-01', to: '2026-05-31' },
        { from: '2026-02-01', to: '2026-03-31' },
      ],
    });
    const other = await app.register('gst-periods');
    const gql = await app.gql<{ gstPeriods: { registered: boolean; periods: unknown[] } }>(
      other.token,
      '{ gstPeriods { registered periods { from to } } }',
    );
    expect(gql.data?.gstPeriods.registered).toBe(false);
    expect(gql.data?.gstPeriods.periods).toHaveLength(12);
  });
});

/**
 * The rule twin: the api sums each supply's cents in SQL; gstReturn and gstSupplyRow
 * (schema/src/gst-return.ts) do it in TypeScript. Supplies made through the api, in several
 * currencies, with exempt and zero-rated parts, amounts that round half a cent, and credit notes
 * that do and do not give back GST: both sides answer the same boxes and the same cents per supply.
 */
describe('the GST return, SQL against its TypeScript twin', () => {
  it('answers the boxes gstReturn() answers over the same supplies', async () => {
    const user = await registeredSeller();
    await rate(user, 'JPY', '0.01086725', '2026-06-03');
    await rate(user, 'AUD', '1.0871');
    await rate(user, 'SGD', '0.5');
    await rate(user, 'USD', '1.7245');
    // JPY 250,000 issued 3 June, prices including GST: 220,000 standard-rated (GST 28,696) and 30,000 exempt.
    // (250,000 − 30,000) × 0.01086725 = 2,390.795: half a cent, up to 2,390.80.
    const jpy = await sent(user, {
      counterparty: 'Sakura KK',
      currency: 'JPY',
      issued_date: '2026-06-03',
      prices_include_gst: true,
      lines: [
        { description: 'Licence', quantity: 1, unit_price: '220000', gst_treatment: 'standard' },
        { description: 'Training (exempt)', quantity: 1, unit_price: '30000', gst_treatment: 'exempt' },
      ],
    });
    // AUD 230.00 including GST: 130.00 standard, 100.00 zero-rated; 230 × 1.0871 = 250.033, 100 × 1.0871 = 108.71.
    const aud = await sent(user, {
      counterparty: 'Wattle Pty',
      currency: 'AUD',
      prices_include_gst: true,
      lines: [
        { description: 'Workshop', quantity: 1, unit_price: '130.00', gst_treatment: 'standard' },
        { description: 'Export support', quantity: 1, unit_price: '100.00', gst_treatment: 'zero_rated' },
      ],
    });
    // Three SGD 0.01 exports at 0.5: each 0.005, rounded once to 0.01: 0.03 together (rounding the sum would give 0.02).
    for (let i = 0; i < 3; i += 1)
      await sent(user, {
        counterparty: 'Lion Pte',
        currency: 'SGD',
        lines: [{ description: 'Penny', unit_price: '0.01', gst_treatment: 'zero_rated' }],
      });
    // Wholly exempt: a supply with no box.
    await sent(user, {
      counterparty: 'Kiwi Trust',
      currency: 'NZD',
      lines: [{ description: 'Exempt', unit_price: '500', gst_treatment: 'exempt' }],
    });
    const usd = await sent(user, {
      counterparty: 'Acme Inc',
      currency: 'USD',
      lines: [{ description: 'Export', quantity: '3', unit_price: '333.33', gst_treatment: 'zero_rated' }],
    });
    // Credit notes: AUD 23.00 including GST 3.00 (3 × 1.0871 = 3.2613, −3.26 in box 9); a zero-rated USD one (no box 9).
    expect(
      (
        await post(user, `/me/invoices/${aud.id}/credit-notes`, {
          reason: 'Part',
          lines: [{ description: 'Part', unit_price: '23.00', gst_treatment: 'standard' }],
        })
      ).status,
    ).toBe(201);
    expect((await post(user, `/me/invoices/${usd.id}/credit-notes`, { reason: 'Part', amount: '99.99' })).status).toBe(201);
    expect(jpy).toMatchObject({ amount: 250000, gst_amount: 28696, supply_date: '2026-06-03', supply_rate: { rate: 0.01086725 } });

    const res = await get(user, `/me/gst/return?${PERIOD}`);
    expect(res.status).toBe(200);
    const supplies: GstSupply[] = (res.body.supplies as Record<string, unknown>[]).map((s) => ({
      kind: s.kind as GstSupply['kind'],
      label: s.label as string,
      customer: s.customer as string,
      supplyDate: s.supply_date as string,
      currency: s.currency as string,
      total: String(s.amount),
      zeroRated: String(s.zero_rated),
      exempt: String(s.exempt),
      gst: String(s.gst),
      rate: String(s.rate),
      ...(s.invoice ? { invoiceLabel: s.invoice as string } : {}),
    }));
    expect(supplies).toHaveLength(9);
    const twin = gstReturn(supplies);
    const boxes = (b: Record<`box${5 | 6 | 7 | 8 | 9 | 10}`, unknown>) =>
      [b.box5, b.box6, b.box7, b.box8, b.box9, b.box10].map((v) => Number(v).toFixed(2));
    expect(boxes(res.body)).toEqual(boxes(twin));
    // And by hand. USD 3 × 333.33 = 999.99 × 1.7245 = 1,724.482755 → 1,724.48.
    // Box 5: 2,390.80 + 250.03 + 3 × 0.01 + 1,724.48 = 4,365.34. Box 6: 108.71 + 0.03 + 1,724.48 = 1,833.22.
    // Box 7: 2,532.12. Box 8: 2,532.12 × 3 / 23 = 7,596.36 / 23 = 330.2765… → 330.28. Box 9: −3.26. Box 10: 327.02.
    expect(boxes(res.body)).toEqual(['4365.34', '1833.22', '2532.12', '330.28', '-3.26', '327.02']);
    const row = (label: string) => (res.body.supplies as Record<string, unknown>[]).find((s) => s.label === label);
    expect(row('INV-0001')).toMatchObject({ boxes: [5], box5_nzd: 2390.8, exempt: 30000, gst: 28696 });
    expect(row('INV-0002')).toMatchObject({ boxes: [5, 6], box5_nzd: 250.03, box6_nzd: 108.71 });
    expect(row('CN-0001')).toMatchObject({ boxes: [9], box9_nzd: -3.26 });
    expect(row('CN-0002')).toMatchObject({ boxes: [], box9_nzd: null });
    expect(row('INV-0006')).toMatchObject({ boxes: [], box5_nzd: null });
    expect(supplies.filter((s) => s.currency === 'SGD').map((s) => gstSupplyRow(s).box5Nzd)).toEqual(['0.01', '0.01', '0.01']);
    // Each supply's cents, SQL against TypeScript.
    for (const [i, s] of supplies.entries()) {
      const mine = gstSupplyRow(s);
      const sql = res.body.supplies[i] as Record<string, unknown>;
      const cents = (v: unknown) => (v === null ? null : Number(v).toFixed(2));
      expect({ label: s.label, boxes: sql.boxes, b5: cents(sql.box5_nzd), b6: cents(sql.box6_nzd), b9: cents(sql.box9_nzd) }).toEqual({
        label: s.label,
        boxes: mine.boxes,
        b5: mine.box5Nzd,
        b6: mine.box6Nzd,
        b9: mine.box9Nzd,
      });
    }
    // The figures behind the supplies are the invoices' own, as the invoices module answers them.
    for (const s of res.body.supplies as { kind: string; id: number; amount: number; gst: number; rate: number }[]) {
      if (s.kind !== 'invoice') continue;
      const invoice = (await get(user, `/me/invoices/${s.id}`)).body;
      expect({ id: s.id, amount: s.amount, gst: s.gst, rate: s.rate }).toEqual({
        id: s.id,
        amount: invoice.amount,
        gst: invoice.gst_amount,
        rate: invoice.supply_rate.rate,
      });
    }
  });
});

describe('the GST return as a report and in the tax-time bundle', () => {
  const file = (user: TestUser, path: string) =>
    app
      .http()
      .get(path)
      .set(...bearer(user))
      .buffer(true)
      .parse(binary);

  it('exports one strict CSV table (supplies, then boxes 5 to 10) and a PDF through the Reports templates', async () => {
    const user = await registeredSeller();
    await handWorked(user);
    const csv = await file(user, `/me/reports/gst-return/csv?${PERIOD}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain('gst_return_2026-06-15.csv');
    const { rows, footer } = parseCsv((csv.body as Buffer).toString('utf8'));
    expect(footer).toContain('audit-ready');
    const [header, ...records] = rows;
    expect(records.every((r) => r.length === header?.length)).toBe(true);
    // Dates in the owner's format (dd/mm/yyyy unless set); numbers plain.
    expect(records.map((r) => [r[2], r[3], r[6], r[16], r[17], r[18], r[19]])).toEqual([
      ['Supply', '9', 'CN-0001', '', '', '-75.00', ''],
      ['Supply', '5', 'INV-0001', '1322.50', '', '', ''],
      ['Supply', '5; 6', 'INV-0002', '3449.00', '3449.00', '', ''],
      ['Box', '5', '', '', '', '', '4771.50'],
      ['Box', '6', '', '', '', '', '3449.00'],
      ['Box', '7', '', '', '', '', '1322.50'],
      ['Box', '8', '', '', '', '', '172.50'],
      ['Box', '9', '', '', '', '', '-75.00'],
      ['Box', '10', '', '', '', '', '97.50'],
    ]);
    expect(records[0]?.slice(0, 2)).toEqual(['01/06/2026', '31/07/2026']);
    const pdf = await file(user, `/me/reports/gst-return/pdf?${PERIOD}`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    for (const expected of ['GST Return', 'GST on sales (box 10) NZD 97.50', '4,771.50', '3,449.00', '-75.00', 'CN-0001', 'INV-0002'])
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    // A range that is no GST period, or a business not registered, is refused before anything is made or queued.
    expect((await file(user, '/me/reports/gst-return/csv?from=2026-06-01&to=2026-06-30')).status).toBe(400);
    const job = await post(user, '/me/reports/jobs', { template: 'gst-return', format: 'csv', from: '2026-05-01', to: '2026-06-30' });
    expect(job.status).toBe(400);
    const none = await app.register('gst-report-none');
    expect((await file(none, `/me/reports/gst-return/pdf?${PERIOD}`)).status).toBe(409);
  });

  it("is the bundle's sixth file: each whole GST period of the range, or a note saying why there is none", async () => {
    const user = await registeredSeller();
    await handWorked(user);
    await sent(user, { ...DOMESTIC, issued_date: '2026-05-20' });
    // 1 April to 31 July holds two whole periods: April–May and June–July.
    const both = await file(user, '/me/reports/tax-time/gst-return?from=2026-04-01&to=2026-07-31');
    expect(both.status).toBe(200);
    const rows = parseCsv((both.body as Buffer).toString('utf8')).rows.slice(1);
    const boxes = (from: string) => rows.filter((r) => r[0] === from && r[2] === 'Box').map((r) => r[19]);
    expect(boxes('01/04/2026')).toEqual(['1322.50', '0.00', '1322.50', '172.50', '0.00', '172.50']);
    expect(boxes('01/06/2026')).toEqual(['4771.50', '3449.00', '1322.50', '172.50', '-75.00', '97.50']);
    // 15 May to 31 July holds only June–July whole.
    const one = parseCsv((await file(user, '/me/reports/tax-time/gst-return?from=2026-05-15&to=2026-07-31')).body.toString('utf8')).rows;
    expect([...new Set(one.slice(1).map((r) => r[0]))]).toEqual(['01/06/2026']);
    // None whole: a note.
    const part = parseCsv((await file(user, '/me/reports/tax-time/gst-return?from=2026-06-10&to=2026-06-20')).body.toString('utf8')).rows;
    expect(part.slice(1).map((r) => [r[2], r[4]])).toEqual([
      ['Note', 'No whole GST period lies within 2026-06-10 to 2026-06-20; choose dates that span at least one to include its GST return.'],
    ]);
    const none = await app.register('gst-bundle-none');
    const unregistered = parseCsv((await file(none, `/me/reports/tax-time/gst-return?${PERIOD}`)).body.toString('utf8')).rows;
    expect(unregistered.slice(1).map((r) => [r[2], r[4]])).toEqual([
      ['Note', 'Your business is not registered for GST (Settings, Account), so it files no GST return.'],
    ]);
  });
});
