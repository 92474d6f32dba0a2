import { gstRegisteredOwner } from '../../../test/gst-fixtures';
import { bearer, restAs, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

/**
 * Issue 27 item 5: credit notes against an invoice, for part or all of it, with their own number,
 * lines, reason and date; they lower what is outstanding and the exposure, and carry the GST
 * adjustment in NZD at the invoice's time-of-supply rate. The test clock's today is 2026-06-15.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const { get, post } = restAs(() => app);
const registeredSeller = () => gstRegisteredOwner(app, 'credit');

/** A USD 2,000.00 export of services, zero-rated, sent when USD was 1.7245 NZD. */
async function sentExport(user: TestUser): Promise<number> {
  const customer = await post(user, '/me/customers', { name: 'Acme Cloud Inc', country: 'US', address: '1 Market St, San Francisco' });
  expect(
    (await post(user, '/me/rates', { currency: 'USD', nzd_per_unit: '1.7245', rate_type: 'spot', source: 'Bank statement' })).status,
  ).toBe(201);
  const created = await post(user, '/me/invoices', {
    customer_id: customer.body.id,
    currency: 'USD',
    due_date: '2026-07-15',
    lines: [{ description: 'Cloud architecture review', quantity: '12.5', unit_price: '160', gst_treatment: 'zero_rated' }],
  });
  expect((await post(user, `/me/invoices/${created.body.id}/send`, {})).status).toBe(200);
  return created.body.id;
}

/** A domestic NZD invoice of 1,150.00 + GST 172.50 = 1,322.50, sent. */
async function sentDomestic(user: TestUser): Promise<number> {
  const created = await post(user, '/me/invoices', {
    counterparty: 'Harbour Cafe Ltd',
    customer_address: '12 Quay St, Auckland',
    currency: 'NZD',
    due_date: '2026-07-15',
    lines: [
      { description: 'Brand design, 2 days', quantity: 2, unit_price: '500.00', gst_treatment: 'standard' },
      { description: 'Hosting, June', quantity: 1, unit_price: '150', gst_treatment: 'standard' },
    ],
  });
  expect((await post(user, `/me/invoices/${created.body.id}/send`, {})).status).toBe(200);
  return created.body.id;
}

const usdExposure = async (user: TestUser): Promise<number | undefined> =>
  ((await get(user, '/me/exposure/summary')).body as { currency: string; total_amount: number }[]).find((c) => c.currency === 'USD')
    ?.total_amount;

describe('credit notes (REST)', () => {
  it('a credit note halving a zero-rated USD export: CN-0001, half outstanding, half the exposure, GST adjustment at the frozen rate', async () => {
    const user = await registeredSeller();
    const id = await sentExport(user);
    expect(await usdExposure(user)).toBe(2000);
    const note = await post(user, `/me/invoices/${id}/credit-notes`, { reason: 'Half the review was not delivered', amount: '1000.00' });
    expect(note.status).toBe(201);
    expect(note.headers.location).toBe('/me/credit-notes/1');
    expect(note.body).toMatchObject({
      id: 1,
      credit_note_number: 'CN-0001',
      invoice_id: id,
      invoice_number: 'INV-0001',
      date: '2026-06-15',
      reason: 'Half the review was not delivered',
      currency: 'USD',
      amount: 1000,
      gst_amount: 0,
      subtotal: 1000,
      gst_nzd: 0,
      supply_rate: { rate: 1.7245, source: 'Bank statement', type: 'spot', date: '2026-06-15' },
    });
    expect(note.body.lines).toEqual([
      {
        description: 'Half the review was not delivered',
        quantity: 1,
        unit_price: 1000,
        gst_treatment: 'zero_rated',
        line_total: 1000,
        gst: 0,
      },
    ]);
    const invoice = (await get(user, `/me/invoices/${id}`)).body;
    expect(invoice).toMatchObject({ amount: 2000, credited_amount: 1000, outstanding_amount: 1000 });
    expect(await usdExposure(user)).toBe(1000);
    expect(
      (await get(user, `/me/invoices/${id}/credit-notes`)).body.map((n: { credit_note_number: string }) => n.credit_note_number),
    ).toEqual(['CN-0001']);
    expect((await get(user, '/me/credit-notes/CN-0001')).body).toEqual(note.body);
    const [event] = (await get(user, `/me/invoices/${id}/audit`)).body;
    expect(event).toMatchObject({
      action: 'invoice.credited',
      message:
        'Issued credit note CN-0001 against INV-0001: USD 1,000.00 (GST 0.00, GST adjustment NZD 0.00) on 2026-06-15, "Half the review was not delivered"; USD 1,000.00 still outstanding',
    });
    // What was charged stays as issued once credited.
    const edit = await app
      .http()
      .put(`/me/invoices/${id}`)
      .set(...bearer(user))
      .send({ lines: [{ description: 'Cloud architecture review', quantity: '1', unit_price: '160', gst_treatment: 'zero_rated' }] });
    expect(edit.status).toBe(409);
    expect(edit.body.detail).toBe(
      'This invoice has credit notes against it, so what it charged stays as issued: issue another credit note to correct it.',
    );
    // The rest credited, nothing is left in the exposure.
    expect((await post(user, `/me/invoices/${id}/credit-notes`, { reason: 'Cancelled', amount: 1000 })).body.credit_note_number).toBe(
      'CN-0002',
    );
    expect(await usdExposure(user)).toBeUndefined();
  });

  it("a domestic credit note by lines, prices excluding GST as the invoice's: GST 75.00 given back in NZD", async () => {
    const user = await registeredSeller();
    const id = await sentDomestic(user);
    const note = await post(user, `/me/invoices/${id}/credit-notes`, {
      reason: 'One design day not needed',
      date: '2026-06-15',
      lines: [{ description: 'Brand design, 1 day', quantity: 1, unit_price: '500.00' }],
    });
    expect(note.status).toBe(201);
    // 500.00 + 15% = 575.00; GST 75.00 at 1 NZD.
    expect(note.body).toMatchObject({ subtotal: 500, gst_amount: 75, amount: 575, gst_nzd: 75, prices_include_gst: false });
    expect(note.body.lines[0]).toMatchObject({ gst_treatment: 'standard', line_total: 500, gst: 75 });
    expect((await get(user, `/me/invoices/${id}`)).body).toMatchObject({ outstanding_amount: 747.5, credited_amount: 575 });
    const list = await get(user, '/me/credit-notes?from=2026-06-01&to=2026-06-30');
    expect(list.body.map((n: { amount: number }) => n.amount)).toEqual([575]);
    expect(list.headers['x-has-more']).toBe('false');
  });

  it('refuses what a credit note cannot be, changing nothing', async () => {
    const user = await registeredSeller();
    const id = await sentDomestic(user);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 10 }, 400, 'reason is required'],
      [{ reason: 'x' }, 400, 'amount or lines is required: what does the credit note take off?'],
      [{ reason: 'x', amount: 10, lines: [{ unit_price: 10 }] }, 400, 'Give amount or lines, not both'],
      [{ reason: 'x', amount: 10, date: '2026-06-16' }, 400, 'date cannot be in the future'],
      [{ reason: 'x', amount: 10, date: '2026-06-01' }, 400, "date must be on or after the invoice's issue date, 2026-06-15"],
      [{ reason: 'x', amount: 10.001 }, 400, 'amount must have at most 2 decimal places for NZD'],
      [{ reason: 'x', amount: -5 }, 400, 'amount must be a positive number'],
      [
        { reason: 'x', amount: 2000 },
        400,
        'A credit note may take off at most what INV-0001 still has outstanding, NZD 1,322.50; this one comes to NZD 2,000.00',
      ],
      [
        { reason: 'x', lines: [{ unit_price: 10, gst_treatment: 'zero_rated' }] },
        400,
        'lines[1].gst_treatment must be one the invoice used (GST 15%): a credit note corrects what was invoiced',
      ],
      [{ reason: 'x', amount: 10, total: 5 }, 400, 'total is not a field of a credit note'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(user, `/me/invoices/${id}/credit-notes`, body);
      expect({ body, status: res.status, detail: res.body.detail }).toEqual({ body, status, detail: expect.stringContaining(message) });
    }
    expect((await get(user, '/me/credit-notes')).body).toEqual([]);
    expect((await get(user, `/me/invoices/${id}`)).body).toMatchObject({ credited_amount: 0, outstanding_amount: 1322.5 });
    // A draft is changed, not credited; another owner's invoice is not found.
    const draft = await post(user, '/me/invoices', { counterparty: 'X', currency: 'NZD', amount: 10, due_date: '2026-07-15' });
    const refused = await post(user, `/me/invoices/${draft.body.id}/credit-notes`, { reason: 'x', amount: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'INV-0002 is a draft: change its lines instead; a credit note corrects an invoice that has been sent.',
    );
    const stranger = await app.register('stranger');
    expect((await post(stranger, `/me/invoices/${id}/credit-notes`, { reason: 'x', amount: 1 })).status).toBe(404);
    expect((await get(stranger, '/me/credit-notes/1')).status).toBe(404);
    expect((await get(user, '/me/credit-notes/CN-x')).status).toBe(400);
  });
});

describe('credit notes (GraphQL)', () => {
  it('issues one and reads it on its invoice, camelCase', async () => {
    const user = await registeredSeller();
    const id = await sentDomestic(user);
    const issued = await app.gql<{
      issueCreditNote: { label: string; amount: string; gstAmount: string; gstNzd: string; invoiceLabel: string };
    }>(
      user.token,
      `mutation ($id: ID!, $input: IssueCreditNoteInput!) { issueCreditNote(invoiceId: $id, input: $input) { label amount gstAmount gstNzd invoiceLabel } }`,
      {
        id: String(id),
        input: { reason: 'Goodwill', lines: [{ description: 'Hosting refund', unitPrice: '150', gstTreatment: 'STANDARD' }] },
      },
    );
    expect(issued.errors).toBeUndefined();
    expect(issued.data?.issueCreditNote).toEqual({
      label: 'CN-0001',
      amount: '172.50',
      gstAmount: '22.50',
      gstNzd: '22.50',
      invoiceLabel: 'INV-0001',
    });
    const read = await app.gql<{ invoice: { creditedAmount: string; outstandingAmount: string; creditNotes: { label: string }[] } }>(
      user.token,
      `query ($id: ID!) { invoice(id: $id) { creditedAmount outstandingAmount creditNotes { label } } }`,
      { id: String(id) },
    );
    expect(read.data?.invoice).toEqual({ creditedAmount: '172.50', outstandingAmount: '1150.00', creditNotes: [{ label: 'CN-0001' }] });
    const bad = await app.gql(
      user.token,
      `mutation ($id: ID!) { issueCreditNote(invoiceId: $id, input: { reason: "" , amount: "1" }) { label } }`,
      {
        id: String(id),
      },
    );
    expect(JSON.stringify(bad.errors)).toContain('reason');
  });
});

describe('a credit note after the seller registers for GST', () => {
  it("credits an invoice issued before registration at the invoice's own treatment (No GST), not the seller's today", async () => {
    const user = await app.register('credit-later');
    const created = await post(user, '/me/invoices', {
      counterparty: 'Harbour Cafe Ltd',
      currency: 'NZD',
      amount: 200,
      due_date: '2026-07-15',
    });
    expect(created.body.lines[0].gst_treatment).toBe('no_gst');
    expect((await post(user, `/me/invoices/${created.body.id}/send`, {})).status).toBe(200);
    await app
      .http()
      .put('/me/profile')
      .set(...bearer(user))
      .send({ company_name: 'Kiwi Studio Ltd', gst_registered: true, gst_number: '49-091-850' })
      .expect(200);
    const note = await post(user, `/me/invoices/${created.body.id}/credit-notes`, { reason: 'Overcharged', amount: 50 });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ amount: 50, gst_amount: 0, lines: [{ gst_treatment: 'no_gst', line_total: 50 }] });
  });
});
