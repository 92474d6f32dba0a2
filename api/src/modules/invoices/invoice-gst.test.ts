import { gstRegisteredOwner } from '../../../test/gst-fixtures';
import { bearer, restAs, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

/**
 * Issue 27 items 1 to 3: an invoice is made of lines, its GST is worked out per line and in total
 * (rounded once), converted to NZD at the time of supply and frozen when it is sent; what it lacks
 * as a tax invoice is listed as `tsi_issues`. The test clock's today is 2026-06-15.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const { get, post, put } = restAs(() => app);
const registeredSeller = () => gstRegisteredOwner(app, 'gst');

async function invoiceCount(user: TestUser): Promise<number> {
  return (await get(user, '/me/invoices?view=all&limit=500')).body.length;
}

describe('lines and GST (REST)', () => {
  it('a domestic NZD invoice of two standard-rated lines, prices excluding GST: GST per line and in total, frozen in NZD when sent', async () => {
    const user = await registeredSeller();
    const created = await post(user, '/me/invoices', {
      counterparty: 'Harbour Cafe Ltd',
      customer_address: '12 Quay St, Auckland',
      currency: 'NZD',
      due_date: '2026-07-15',
      lines: [
        { description: 'Brand design, 2 days', quantity: 2, unit_price: '500.00', gst_treatment: 'standard' },
        { description: 'Hosting, June', quantity: '1', unit_price: 150, gst_treatment: 'standard' },
      ],
    });
    expect(created.status).toBe(201);
    // 2 × 500.00 + 1 × 150.00 = 1,150.00; GST 15% = 172.50; total 1,322.50.
    expect(created.body).toMatchObject({
      prices_include_gst: false,
      subtotal: 1150,
      gst_amount: 172.5,
      amount: 1322.5,
      supply_date: null,
      supply_rate: null,
      gst_nzd: null,
      tsi_issues: [],
    });
    expect(created.body.lines).toEqual([
      { description: 'Brand design, 2 days', quantity: 2, unit_price: 500, gst_treatment: 'standard', line_total: 1000, gst: 150 },
      { description: 'Hosting, June', quantity: 1, unit_price: 150, gst_treatment: 'standard', line_total: 150, gst: 22.5 },
    ]);
    const sent = await post(user, `/me/invoices/${created.body.id}/send`, {});
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'sent',
      supply_date: '2026-06-15',
      supply_rate: { rate: 1, source: 'base currency', type: 'spot', date: '2026-06-15' },
      gst_nzd: 172.5,
    });
  });

  it('prices including GST: a domestic NZD 1,150.00 sale carries GST of 150.00 (3/23 of it)', async () => {
    const user = await registeredSeller();
    const created = await post(user, '/me/invoices', {
      counterparty: 'Harbour Cafe Ltd',
      currency: 'NZD',
      due_date: '2026-07-15',
      prices_include_gst: true,
      lines: [{ description: 'Menu design', unit_price: '1150.00', gst_treatment: 'standard' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: 1150, gst_amount: 150, subtotal: 1000, prices_include_gst: true });
    expect(created.body.lines).toEqual([
      { description: 'Menu design', quantity: 1, unit_price: 1150, gst_treatment: 'standard', line_total: 1150, gst: 150 },
    ]);
  });

  it('rounds once: three lines of 0.333 each at 15% in JPY come to whole yen from the exact sum', async () => {
    const user = await registeredSeller();
    const created = await post(user, '/me/invoices', {
      counterparty: 'Tokyo Trading KK',
      currency: 'JPY',
      due_date: '2026-07-15',
      lines: [
        { description: 'Licence A', quantity: '3', unit_price: '333.3333', gst_treatment: 'standard' },
        { description: 'Licence B', quantity: '1', unit_price: '0.5', gst_treatment: 'zero_rated' },
      ],
    });
    expect(created.status).toBe(201);
    // Σ = 999.9999 + 0.5 = 1000.4999 → 1,000; GST 15% of 999.9999 = 149.999985 → 150; total 1,150.
    expect(created.body).toMatchObject({ subtotal: 1000, gst_amount: 150, amount: 1150 });
    expect(created.body.lines.map((l: { line_total: number }) => l.line_total)).toEqual([999.9999, 0.5]);
  });

  it('a USD export of services, zero-rated: its NZD at the time of supply is frozen when sent and does not move when the rate does', async () => {
    const user = await registeredSeller();
    const customer = await post(user, '/me/customers', { name: 'Acme Cloud Inc', country: 'US', address: '1 Market St, San Francisco' });
    expect(customer.status).toBe(201);
    const rate = await post(user, '/me/rates', { currency: 'USD', nzd_per_unit: '1.7245', rate_type: 'spot', source: 'Bank statement' });
    expect(rate.status).toBe(201);
    const created = await post(user, '/me/invoices', {
      customer_id: customer.body.id,
      currency: 'USD',
      due_date: '2026-07-15',
      lines: [{ description: 'Cloud architecture review (services to a non-resident)', quantity: '12.5', unit_price: '160' }],
      residency_evidence: ['bank_country'],
    });
    expect(created.status).toBe(201);
    // The treatment left out: the customer is abroad, so zero-rated.
    expect(created.body).toMatchObject({ amount: 2000, gst_amount: 0, subtotal: 2000, tsi_issues: [] });
    expect(created.body.lines[0]).toMatchObject({ gst_treatment: 'zero_rated', line_total: 2000, gst: 0 });
    const sent = await post(user, `/me/invoices/${created.body.id}/send`, {});
    expect(sent.body).toMatchObject({
      supply_date: '2026-06-15',
      supply_rate: { rate: 1.7245, source: 'Bank statement', type: 'spot', date: '2026-06-15' },
      gst_nzd: 0,
    });
    // The rate moves; the invoice's time of supply does not.
    expect(
      (await post(user, '/me/rates', { currency: 'USD', nzd_per_unit: '1.80', rate_type: 'spot', source: 'Bank statement' })).status,
    ).toBe(201);
    const later = await get(user, `/me/invoices/${created.body.id}`);
    expect(later.body.supply_rate).toEqual({ rate: 1.7245, source: 'Bank statement', type: 'spot', date: '2026-06-15' });
    // Editing its lines after sending re-totals at the frozen rate.
    const edited = await put(user, `/me/invoices/${created.body.id}`, {
      lines: [
        { description: 'Cloud architecture review', quantity: '12.5', unit_price: '160', gst_treatment: 'zero_rated' },
        { description: 'Local workshop in Wellington', quantity: '1', unit_price: '100', gst_treatment: 'standard' },
      ],
    });
    expect(edited.status).toBe(200);
    // 100.00 × 15% = 15.00 USD; × 1.7245 = 25.8675 → NZD 25.87.
    expect(edited.body).toMatchObject({ amount: 2115, gst_amount: 15, gst_nzd: 25.87, supply_rate: { rate: 1.7245 } });
  });

  it('a supply issued before it is sent takes the rate recorded for its issue date', async () => {
    const user = await registeredSeller();
    const past = await post(user, '/me/rates', {
      currency: 'EUR',
      nzd_per_unit: '1.9001',
      rate_type: 'spot',
      source: 'Bank statement',
      effective_date: '2026-06-01',
    });
    expect(past.status).toBe(201);
    expect(
      (await post(user, '/me/rates', { currency: 'EUR', nzd_per_unit: '1.95', rate_type: 'spot', source: 'Bank statement' })).status,
    ).toBe(201);
    const created = await post(user, '/me/invoices', {
      counterparty: 'Berlin GmbH',
      currency: 'EUR',
      issued_date: '2026-06-03',
      due_date: '2026-07-03',
      lines: [{ description: 'Consulting', unit_price: '100', gst_treatment: 'zero_rated' }],
    });
    const sent = await post(user, `/me/invoices/${created.body.id}/send`, {});
    expect(sent.body).toMatchObject({
      supply_date: '2026-06-03',
      supply_rate: { rate: 1.9001, source: 'Bank statement', date: '2026-06-01' },
      booked_rate: 1.95,
    });
  });

  it("SPEC's amount-only calls keep working: one line of the amount, its treatment from the seller and the customer", async () => {
    const unregistered = await app.register('plain');
    const plain = await post(unregistered, '/me/invoices', {
      counterparty: 'Acme Ltd',
      currency: 'USD',
      amount: 1200.5,
      due_date: '2026-07-15',
    });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ amount: 1200.5, subtotal: 1200.5, gst_amount: 0, prices_include_gst: true });
    expect(plain.body.lines).toEqual([
      { description: '', quantity: 1, unit_price: 1200.5, gst_treatment: 'no_gst', line_total: 1200.5, gst: 0 },
    ]);

    const registered = await registeredSeller();
    const nzd = await post(registered, '/me/invoices', {
      counterparty: 'Harbour Cafe Ltd',
      currency: 'NZD',
      amount: '1150.00',
      due_date: '2026-07-15',
    });
    expect(nzd.body).toMatchObject({ amount: 1150, gst_amount: 150, subtotal: 1000 });
    expect(nzd.body.lines[0]).toMatchObject({ gst_treatment: 'standard', unit_price: 1150 });
    const usd = await post(registered, '/me/invoices', {
      counterparty: 'Acme Cloud Inc',
      currency: 'USD',
      amount: '99.99',
      due_date: '2026-07-15',
    });
    expect(usd.body.lines[0]).toMatchObject({ gst_treatment: 'zero_rated' });
    // PUT amount re-prices a one-line invoice and keeps its description.
    await put(registered, `/me/invoices/${nzd.body.id}`, {
      lines: [{ description: 'Menu design', unit_price: '1150', gst_treatment: 'standard' }],
      prices_include_gst: true,
    });
    const repriced = await put(registered, `/me/invoices/${nzd.body.id}`, { amount: '2300' });
    expect(repriced.status).toBe(200);
    expect(repriced.body).toMatchObject({ amount: 2300, gst_amount: 300 });
    expect(repriced.body.lines).toEqual([
      { description: 'Menu design', quantity: 1, unit_price: 2300, gst_treatment: 'standard', line_total: 2300, gst: 300 },
    ]);
  });

  it('lists what a tax invoice lacks for its NZD value, and nothing once fixed', async () => {
    const user = await app.register('tsi');
    await put(user, '/me/profile', { gst_registered: true, gst_number: '49-091-850', company_name: '' });
    const created = await post(user, '/me/invoices', {
      counterparty: 'Harbour Cafe Ltd',
      currency: 'NZD',
      due_date: '2026-07-15',
      lines: [
        { description: 'Brand design', quantity: 2, unit_price: '500.00', gst_treatment: 'standard' },
        { description: '', quantity: 1, unit_price: '150', gst_treatment: 'standard' },
      ],
    });
    expect(created.body.tsi_issues.map((i: { code: string; field: string }) => [i.code, i.field])).toEqual([
      ['supplier_name', 'company_name'],
      ['description', 'lines[2].description'],
      ['recipient_identifier', 'customer_address'],
    ]);
    expect(created.body.tsi_issues[2].message).toBe(
      "Add the customer's address, e-mail, phone, trading name or business number: an invoice over NZD 1,000 must identify its recipient by one of them.",
    );
    await put(user, '/me/profile', { company_name: 'Kiwi Studio Ltd' });
    const fixed = await put(user, `/me/invoices/${created.body.id}`, {
      customer_address: '12 Quay St, Auckland',
      lines: [
        { description: 'Brand design', quantity: 2, unit_price: '500.00', gst_treatment: 'standard' },
        { description: 'Hosting, June', quantity: 1, unit_price: '150', gst_treatment: 'standard' },
      ],
    });
    expect(fixed.body.tsi_issues).toEqual([]);
    // Under NZD 1,000 no recipient identifier is needed.
    const small = await post(user, '/me/invoices', {
      counterparty: 'Corner Dairy',
      currency: 'NZD',
      due_date: '2026-07-15',
      lines: [{ description: 'Logo touch-up', unit_price: '300', gst_treatment: 'standard' }],
    });
    expect(small.body.tsi_issues).toEqual([]);
    // A zero-rated line to a customer with no country has nothing to show it was an export.
    const export_ = await post(user, '/me/invoices', {
      counterparty: 'Somewhere Inc',
      customer_address: 'PO Box 1',
      currency: 'USD',
      due_date: '2026-07-15',
      lines: [{ description: 'Services', unit_price: '50', gst_treatment: 'zero_rated' }],
    });
    expect(export_.body.tsi_issues.map((i: { code: string }) => i.code)).toEqual(['zero_rating_evidence']);
  });

  it('zero-rated exports need their evidence (item 4): services two pieces of residency, goods an export date within 28 days', async () => {
    const user = await registeredSeller();
    const customer = await post(user, '/me/customers', { name: 'Acme Cloud Inc', country: 'US', address: '1 Market St, San Francisco' });
    const services = await post(user, '/me/invoices', {
      customer_id: customer.body.id,
      currency: 'USD',
      due_date: '2026-07-15',
      lines: [{ description: 'Remote design review', unit_price: '100', gst_treatment: 'zero_rated' }],
    });
    // The billing country is one piece; one more is needed.
    expect(services.body.tsi_issues).toEqual([
      {
        code: 'zero_rating_evidence',
        field: 'residency_evidence',
        message:
          "Zero-rated services need 2 pieces of evidence that the customer is outside New Zealand: their billing address country is one; record another (their bank's country, where they are registered, or where the service was received).",
      },
    ]);
    const evidenced = await put(user, `/me/invoices/${services.body.id}`, {
      residency_evidence: ['place_of_service', 'bank_country', 'bank_country'],
    });
    expect(evidenced.status).toBe(200);
    expect(evidenced.body).toMatchObject({ residency_evidence: ['bank_country', 'place_of_service'], tsi_issues: [] });
    const [event] = (await get(user, `/me/invoices/${services.body.id}/audit`)).body;
    expect(event.message).toBe('Updated invoice INV-0001: residency evidence (none) → bank_country, place_of_service');

    const goods = await post(user, '/me/invoices', {
      customer_id: customer.body.id,
      currency: 'USD',
      issued_date: '2026-06-01',
      due_date: '2026-07-15',
      export_kind: 'goods',
      lines: [{ description: 'Merino knitwear, 40 units', quantity: 40, unit_price: '85', gst_treatment: 'zero_rated' }],
    });
    expect(goods.body).toMatchObject({ export_kind: 'goods', export_date: null });
    expect(goods.body.tsi_issues.map((i: { field: string }) => i.field)).toEqual(['export_date']);
    const late = await put(user, `/me/invoices/${goods.body.id}`, { export_date: '2026-06-30' });
    expect(late.body.tsi_issues[0].message).toBe(
      'The goods left New Zealand on 2026-06-30, more than 28 days after the time of supply (2026-06-01): they cannot be zero-rated; charge GST at 15%.',
    );
    const inTime = await put(user, `/me/invoices/${goods.body.id}`, { export_date: '2026-06-29' });
    expect(inTime.body.tsi_issues).toEqual([]);
    for (const [body, message] of [
      [{ export_kind: 'boats' }, 'export_kind must be one of services, goods'],
      [{ export_date: '2026-02-30' }, 'export_date must be a real calendar date'],
      [{ residency_evidence: ['passport'] }, 'residency_evidence must be a list of bank_country, registration, place_of_service'],
    ] as const) {
      const res = await put(user, `/me/invoices/${goods.body.id}`, body);
      expect({ status: res.status, detail: res.body.detail }).toEqual({ status: 400, detail: expect.stringContaining(message) });
    }
    expect((await get(user, `/me/invoices/${goods.body.id}`)).body).toMatchObject({ export_kind: 'goods', export_date: '2026-06-29' });
  });

  it('records the lines in the audit trail and says "lines changed" when they are replaced', async () => {
    const user = await registeredSeller();
    const created = await post(user, '/me/invoices', {
      counterparty: 'Harbour Cafe Ltd',
      currency: 'NZD',
      due_date: '2026-07-15',
      lines: [
        { description: 'A', quantity: 1, unit_price: '100', gst_treatment: 'standard' },
        { description: 'B', quantity: 1, unit_price: '50', gst_treatment: 'standard' },
      ],
    });
    const changed = await put(user, `/me/invoices/${created.body.id}`, {
      lines: [{ description: 'A', quantity: 3, unit_price: '100', gst_treatment: 'standard' }],
    });
    expect(changed.body).toMatchObject({ amount: 345, gst_amount: 45 });
    const [update, create] = (await get(user, `/me/invoices/${created.body.id}/audit`)).body;
    expect(create.message).toBe('Created invoice INV-0001 for Harbour Cafe Ltd: NZD 172.50 in 2 lines, due 2026-07-15');
    expect(create.after.lines).toHaveLength(2);
    expect(update.message).toBe('Updated invoice INV-0001: amount 172.50 → 345.00; lines changed (1, prices excluding GST, GST 45.00)');
    expect(update.after.lines).toEqual([{ description: 'A', quantity: '3', unitPrice: '100', gstTreatment: 'standard' }]);
  });
});

describe('wrong lines change nothing', () => {
  const base = { counterparty: 'Harbour Cafe Ltd', currency: 'NZD', due_date: '2026-07-15' };
  const cases: [string, Record<string, unknown>, string][] = [
    ['no lines', { lines: [] }, 'lines must hold at least one line'],
    ['lines not a list', { lines: 'two' }, 'lines must be a list of lines'],
    ['a line not an object', { lines: [5] }, 'lines[1] must be an object with description, quantity, unit_price and gst_treatment'],
    [
      'a zero quantity',
      { lines: [{ unit_price: 1, quantity: 0, gst_treatment: 'standard' }] },
      'lines[1].quantity must be a positive number',
    ],
    ['a price in words', { lines: [{ unit_price: 'ten', gst_treatment: 'standard' }] }, 'lines[1].unit_price must be a number'],
    ['no price', { lines: [{ description: 'x', gst_treatment: 'standard' }] }, 'lines[1].unit_price is required'],
    [
      'five decimals',
      { lines: [{ unit_price: '1.00001', gst_treatment: 'standard' }] },
      'lines[1].unit_price may have at most 4 decimal places',
    ],
    [
      'an unknown treatment',
      { lines: [{ unit_price: 1, gst_treatment: 'vat' }] },
      'lines[1].gst_treatment must be one of standard, zero_rated, exempt, no_gst',
    ],
    ['an unknown field', { lines: [{ unit_price: 1, gst_treatment: 'standard', tax: 2 }] }, 'lines[1].tax is not a field of a line'],
    [
      'a control character',
      { lines: [{ unit_price: 1, gst_treatment: 'standard', description: 'a\u0000b' }] },
      'lines[1].description must not contain control characters',
    ],
    [
      '101 lines',
      { lines: Array.from({ length: 101 }, () => ({ unit_price: 1, gst_treatment: 'standard' })) },
      'lines may hold at most 100 lines',
    ],
    [
      'an amount that is not the total',
      { amount: 100, lines: [{ unit_price: 10, gst_treatment: 'standard' }] },
      "amount must be the lines' total, 11.50, or be left out when lines are given",
    ],
    [
      'a total of nothing',
      {
        lines: [
          { unit_price: 10, gst_treatment: 'standard' },
          { unit_price: -10, gst_treatment: 'standard' },
        ],
      },
      'The invoice total must be more than zero; it is 0.00 NZD',
    ],
    [
      'prices_include_gst not a flag',
      { prices_include_gst: 'yes', lines: [{ unit_price: 1, gst_treatment: 'standard' }] },
      'prices_include_gst must be true or false',
    ],
    ['neither amount nor lines', {}, 'amount is required (or lines)'],
    [
      'No GST from a registered seller',
      { lines: [{ unit_price: 10, gst_treatment: 'no_gst' }] },
      'Line 1 says No GST, but the business is registered for GST: choose 15%, zero-rated or exempt',
    ],
  ];
  it.each(cases)('POST /me/invoices with %s answers 400 and stores nothing', async (_name, body, message) => {
    const user = await registeredSeller();
    const res = await post(user, '/me/invoices', { ...base, ...body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(JSON.stringify(message).slice(1, -1));
    expect(res.body.detail).not.toMatch(/SQL|select|at \w+ \(/i);
    expect(await invoiceCount(user)).toBe(0);
  });

  it('a seller not registered cannot charge GST, and the amount of a several-line invoice changes only with its lines', async () => {
    const user = await app.register('unregistered');
    const refused = await post(user, '/me/invoices', { ...base, lines: [{ unit_price: 10, gst_treatment: 'standard' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      'Line 1 charges GST treatment GST 15%, but the business is not registered for GST (Settings, Account): choose No GST',
    );
    expect(await invoiceCount(user)).toBe(0);
    const two = await post(user, '/me/invoices', {
      ...base,
      lines: [
        { description: 'A', unit_price: 10 },
        { description: 'B', unit_price: 20 },
      ],
    });
    expect(two.body.lines.map((l: { gst_treatment: string }) => l.gst_treatment)).toEqual(['no_gst', 'no_gst']);
    const amount = await put(user, `/me/invoices/${two.body.id}`, { amount: 50 });
    expect(amount.status).toBe(400);
    expect(amount.body.detail).toBe(
      'This invoice has 2 lines, so its amount is their total: change the lines (or give lines and amount together)',
    );
    expect((await get(user, `/me/invoices/${two.body.id}`)).body).toMatchObject({ amount: 30 });
  });
});

describe('lines and GST (GraphQL)', () => {
  it('creates with lines, reads the GST, the supply rate once sent, and the TSI issues in camelCase', async () => {
    const user = await registeredSeller();
    const created = await app.gql<{
      createInvoice: {
        id: string;
        amount: string;
        gstAmount: string;
        subtotal: string;
        pricesIncludeGst: boolean;
        lines: unknown[];
        tsiIssues: { code: string }[];
      };
    }>(
      user.token,
      `mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) {
        id amount gstAmount subtotal pricesIncludeGst
        lines { description quantity unitPrice gstTreatment lineTotal gst }
        tsiIssues { code field message }
      } }`,
      {
        input: {
          counterparty: 'Harbour Cafe Ltd',
          currency: 'NZD',
          dueDate: '2026-07-15',
          lines: [
            { description: 'Brand design', quantity: '2', unitPrice: '500.00', gstTreatment: 'STANDARD' },
            { description: 'Hosting', unitPrice: '150', gstTreatment: 'STANDARD' },
          ],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createInvoice).toMatchObject({
      amount: '1322.50',
      gstAmount: '172.50',
      subtotal: '1150.00',
      pricesIncludeGst: false,
    });
    expect(created.data?.createInvoice.lines).toEqual([
      { description: 'Brand design', quantity: '2', unitPrice: '500', gstTreatment: 'STANDARD', lineTotal: '1000', gst: '150.00' },
      { description: 'Hosting', quantity: '1', unitPrice: '150', gstTreatment: 'STANDARD', lineTotal: '150', gst: '22.50' },
    ]);
    expect(created.data?.createInvoice.tsiIssues.map((i) => i.code)).toEqual(['recipient_identifier']);
    const id = created.data!.createInvoice.id;
    await post(user, `/me/invoices/${id}/send`, {});
    const read = await app.gql<{ invoice: { supplyDate: string; gstNzd: string; supplyRate: unknown } }>(
      user.token,
      `query ($id: ID!) { invoice(id: $id) { supplyDate gstNzd supplyRate { rate source type date } } }`,
      { id },
    );
    expect(read.data?.invoice).toEqual({
      supplyDate: '2026-06-15',
      gstNzd: '172.50',
      supplyRate: { rate: '1', source: 'base currency', type: 'SPOT', date: '2026-06-15' },
    });
  });

  it('refuses bad lines with their names in camelCase and stores nothing', async () => {
    const user = await registeredSeller();
    const res = await app.gql(user.token, `mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }`, {
      input: { counterparty: 'X', currency: 'NZD', dueDate: '2026-07-15', lines: [{ unitPrice: '1', quantity: '-1' }] },
    });
    expect(JSON.stringify(res.errors)).toContain('lines[1].quantity must be a positive number');
    expect(await invoiceCount(user)).toBe(0);
  });
});

describe('CSV import with a Description column', () => {
  it("makes each row one line with its description and the default treatment; a sent one's time of supply is its issue date", async () => {
    const user = await registeredSeller();
    const csv = [
      'Invoice #,Company,Amount,Currency,Issue Date,Status,Description',
      'INV-0001,Harbour Cafe Ltd,1150.00,NZD,2026-06-01,Sent,"Menu design, June"',
      'INV-0002,Acme Cloud Inc,2000.00,USD,2026-06-02,Draft,Architecture review',
      'INV-0003,Corner Dairy,300.00,NZD,2026-06-03,Draft,',
    ].join('\n');
    const res = await app
      .http()
      .post('/me/invoices/import')
      .set(...bearer(user))
      .set('Content-Type', 'text/csv')
      .send(csv);
    expect(res.status).toBe(201);
    const one = (await get(user, '/me/invoices/1')).body;
    expect(one).toMatchObject({
      amount: 1150,
      gst_amount: 150,
      subtotal: 1000,
      prices_include_gst: true,
      supply_date: '2026-06-01',
      gst_nzd: 150,
    });
    expect(one.supply_rate).toEqual({ rate: 1, source: 'base currency', type: 'spot', date: '2026-06-01' });
    expect(one.lines).toEqual([
      { description: 'Menu design, June', quantity: 1, unit_price: 1150, gst_treatment: 'standard', line_total: 1150, gst: 150 },
    ]);
    const two = (await get(user, '/me/invoices/2')).body;
    expect(two.lines).toEqual([
      { description: 'Architecture review', quantity: 1, unit_price: 2000, gst_treatment: 'zero_rated', line_total: 2000, gst: 0 },
    ]);
    expect(two).toMatchObject({ zero_rated_amount: 2000, supply_rate: null, supply_date: null });
    // With no description the row is its implied line: one line of its amount, read from its GST parts.
    const three = (await get(user, '/me/invoices/3')).body;
    expect(three.lines).toEqual([
      { description: '', quantity: 1, unit_price: 300, gst_treatment: 'standard', line_total: 300, gst: 39.13 },
    ]);
    expect(three.tsi_issues.map((i: { code: string }) => i.code)).toEqual(['description']);
  });

  it('refuses a description with a control character, naming its row and column, and saves nothing', async () => {
    const user = await registeredSeller();
    const csv = [
      'Invoice #,Company,Amount,Currency,Issue Date,Status,Description',
      'INV-0001,Acme,10.00,NZD,2026-06-01,Draft,"bad\u0007bell"',
    ].join('\n');
    const res = await app
      .http()
      .post('/me/invoices/import')
      .set(...bearer(user))
      .set('Content-Type', 'text/csv')
      .send(csv);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('"field":"Description"');
    expect(await invoiceCount(user)).toBe(0);
  });
});
