import { sql } from '../../database/sql';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { binary, pdfText } from '../../../test/files';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const profile = (user: TestUser) =>
  app
    .http()
    .get('/me/profile')
    .set(...bearer(user));
const put = (user: TestUser, body: unknown) =>
  app
    .http()
    .put('/me/profile')
    .set(...bearer(user))
    .send(body as object);

describe('business details for tax invoices', () => {
  it('GET /me/profile starts empty and names what a tax invoice lacks; PUT saves them (trimmed, audited), partial updates keep the rest', async () => {
    const user = await app.register('biz');
    expect((await profile(user)).body).toMatchObject({
      company_name: '',
      trading_name: '',
      address: '',
      gst_number: '',
      gst_registered: false,
      gst_filing_frequency: 'two_monthly',
      gst_balance_month: 3,
      nzbn: '',
      bank_account: '',
      bank_name: '',
      swift_bic: '',
      payment_instructions: '',
      logo: null,
      missing_business_details: ['Company name', 'Address', 'Bank account'],
    });
    const res = await put(user, {
      company_name: ' Kea Exports Ltd ',
      trading_name: 'Kea FX',
      address: '1 Quay St\nAuckland 1010',
      gst_number: '49091850',
      gst_registered: true,
      bank_account: '12-3456-0123456-00',
      logo: PNG,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: 'Kea Exports Ltd',
      company_name: 'Kea Exports Ltd',
      trading_name: 'Kea FX',
      address: '1 Quay St\nAuckland 1010',
      gst_number: '49-091-850',
      gst_registered: true,
      bank_account: '12-3456-0123456-00',
      logo: PNG,
      missing_business_details: [],
    });
    const [event] = (
      await app
        .http()
        .get('/me/audit?limit=1')
        .set(...bearer(user))
    ).body;
    expect(event).toMatchObject({ action: 'profile.business_updated', entity_type: 'profile' });
    expect(event.message).toBe(
      "Updated business details: Company name '' → 'Kea Exports Ltd'; Trading name '' → 'Kea FX'; Address '' → '1 Quay St, Auckland 1010'; GST number '' → '49-091-850'; Registered for GST no → yes; Bank account '' → '12-3456-0123456-00'; Logo none → an image",
    );
    // Only the GST number: the rest stays; the account fields too.
    expect((await put(user, { gst_number: '35901981' })).body).toMatchObject({
      gst_number: '35-901-981',
      gst_registered: true,
      bank_account: '12-3456-0123456-00',
      company_name: 'Kea Exports Ltd',
    });
    const gql = await app.gql<{ businessDetails: Record<string, unknown> }>(
      user.token,
      '{ businessDetails { companyName tradingName gstNumber bankAccount missing } }',
    );
    expect(gql.data?.businessDetails).toEqual({
      companyName: 'Kea Exports Ltd',
      tradingName: 'Kea FX',
      gstNumber: '35-901-981',
      bankAccount: '12-3456-0123456-00',
      missing: [],
    });
    // Another owner sees none of it.
    const other = await app.register('biz-other');
    expect((await profile(other)).body).toMatchObject({ company_name: '', gst_number: '' });
  });

  it('saves over GraphQL; a bad field is refused naming it, and nothing changes', async () => {
    const user = await app.register('biz-gql');
    const ok = await app.gql<{ updateBusinessDetails: Record<string, unknown> }>(
      user.token,
      'mutation($i: UpdateBusinessDetailsInput!) { updateBusinessDetails(input: $i) { companyName address missing } }',
      { i: { companyName: 'Tui Ltd', address: '2 Main Rd' } },
    );
    expect(ok.data?.updateBusinessDetails).toEqual({
      companyName: 'Tui Ltd',
      address: '2 Main Rd',
      missing: ['Bank account'],
    });
    const bad = await app.gql(
      user.token,
      'mutation($i: UpdateBusinessDetailsInput!) { updateBusinessDetails(input: $i) { companyName } }',
      { i: { gstNumber: '12' } },
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'GST number must be 8 or 9 digits, such as 49-091-850',
      extensions: { code: 'BAD_USER_INPUT', field: 'gstNumber' },
    });
  });

  it.each([
    ['a short GST number', { gst_number: '12' }, 'GST number must be 8 or 9 digits, such as 49-091-850'],
    ['a number as GST', { gst_number: 123456789 }, 'GST number must be text'],
    ['a NUL in the trading name', { trading_name: 'Kea\u0000' }, 'Trading name must not contain control characters'],
    ['a huge address', { address: 'x'.repeat(5000) }, 'Address must be at most 400 characters'],
    ['an SVG logo', { logo: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'Logo must be a PNG or JPEG image of at most 45 kB'],
    ['a word as bank account', { bank_account: 'constructor' }, 'Bank account must be an account number such as 12-3456-0123456-00'],
    [
      'a SWIFT/BIC of 9 characters',
      { swift_bic: 'ANZBNZ22X' },
      'SWIFT/BIC must be 8 or 11 characters, such as ANZBNZ22 or ANZBNZ22XXX; this is 9',
    ],
    [
      'a SWIFT/BIC with digits for the bank',
      { swift_bic: '1NZBNZ22' },
      'SWIFT/BIC must start with 4 letters for the bank, such as ANZBNZ22 or ANZBNZ22XXX',
    ],
    [
      'a SWIFT/BIC with digits for the country',
      { swift_bic: 'ANZB1222' },
      "SWIFT/BIC must have 2 letters for the country after the bank's 4, such as ANZBNZ22 or ANZBNZ22XXX",
    ],
    [
      'a SWIFT/BIC with a dash',
      { swift_bic: 'ANZB-NZ22' },
      'SWIFT/BIC may hold only the letters A to Z and digits, such as ANZBNZ22 or ANZBNZ22XXX',
    ],
    ['a SWIFT/BIC as a number', { swift_bic: 12345678 }, 'SWIFT/BIC must be text'],
    ['a bank name too long', { bank_name: 'B'.repeat(81) }, 'Bank name must be at most 80 characters'],
    ['a bank name on two lines', { bank_name: 'ANZ\nBank' }, 'Bank name must not contain control characters'],
    ['payment instructions too long', { payment_instructions: 'p'.repeat(501) }, 'Payment instructions must be at most 500 characters'],
    [
      'payment instructions with a NUL',
      { payment_instructions: 'Pay\u0000us' },
      'Payment instructions must not contain control characters',
    ],
    ['payment instructions as a list', { payment_instructions: ['a'] }, 'Payment instructions must be text'],
    [
      'a logo of random bytes',
      { logo: `data:image/png;base64,${Buffer.from('not really a picture at all').toString('base64')}` },
      'Logo is not a readable PNG or JPEG image',
    ],
    ['a truncated PNG logo', { logo: PNG.slice(0, 78) }, 'Logo is not a readable PNG or JPEG image'],
    ['both company and company_name', { company: 'A', company_name: 'B' }, 'send company or company_name, not both'],
    [
      'nothing known',
      { __proto__: { gst_number: '49091850' }, colour: 'red' },
      'body must hold at least one of full_name, email, company, company_name, trading_name, address, gst_number, gst_registered, gst_filing_frequency, gst_balance_month, nzbn, bank_account, bank_name, swift_bic, payment_instructions, logo',
    ],
    ['an array', [], 'body must be a JSON object of profile fields'],
    [
      'a bad account field beside good business fields',
      { full_name: '', email: 'x@y.nz', gst_number: '49091850' },
      'Full name is required',
    ],
  ])('PUT /me/profile refuses %s with 400 and changes nothing', async (_what, body, detail) => {
    const user = await app.register('biz-bad');
    const res = await put(user, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    const rows = await sql<{ n: number }>(app.server.ds, 'SELECT count(*)::int AS n FROM user_profiles WHERE user_id = $1', [user.id]);
    expect(rows[0]?.n).toBe(0);
  });

  it('saves the payment details for a payer overseas: bank name, SWIFT/BIC (upper-cased), multi-line instructions; audited; GraphQL reads them', async () => {
    const user = await app.register('biz-pay');
    const res = await put(user, {
      bank_name: ' ANZ Bank New Zealand ',
      swift_bic: 'anzb nz 22',
      payment_instructions: 'Quote the invoice number.\r\nIntermediary bank: CHASUS33',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      bank_name: 'ANZ Bank New Zealand',
      swift_bic: 'ANZBNZ22',
      payment_instructions: 'Quote the invoice number.\nIntermediary bank: CHASUS33',
    });
    const [event] = (
      await app
        .http()
        .get('/me/audit?limit=1')
        .set(...bearer(user))
    ).body;
    expect(event.message).toBe(
      "Updated business details: Bank name '' → 'ANZ Bank New Zealand'; SWIFT/BIC '' → 'ANZBNZ22'; Payment instructions '' → 'Quote the invoice number., Intermediary bank: CHASUS33'",
    );
    const gql = await app.gql<{ updateBusinessDetails: Record<string, unknown> }>(
      user.token,
      'mutation($i: UpdateBusinessDetailsInput!) { updateBusinessDetails(input: $i) { bankName swiftBic paymentInstructions } }',
      { i: { swiftBic: 'DEUTDEFF500' } },
    );
    expect(gql.data?.updateBusinessDetails).toEqual({
      bankName: 'ANZ Bank New Zealand',
      swiftBic: 'DEUTDEFF500',
      paymentInstructions: 'Quote the invoice number.\nIntermediary bank: CHASUS33',
    });
    const bad = await app.gql(user.token, 'mutation($i: UpdateBusinessDetailsInput!) { updateBusinessDetails(input: $i) { swiftBic } }', {
      i: { swiftBic: 'DEUT DE', bankName: 'Deutsche Bank' },
    });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'SWIFT/BIC must be 8 or 11 characters, such as ANZBNZ22 or ANZBNZ22XXX; this is 6',
      extensions: { code: 'BAD_USER_INPUT', field: 'swiftBic' },
    });
    expect((await profile(user)).body).toMatchObject({ bank_name: 'ANZ Bank New Zealand', swift_bic: 'DEUTDEFF500' });
  });

  it.each([
    ['a bad SWIFT/BIC', { swift_bic: 'ANZBNZ2' }],
    ['a corrupt logo', { logo: `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2]).toString('base64')}` }],
    ['too long payment instructions', { payment_instructions: 'x'.repeat(501) }],
  ])('refusing %s beside good details stores none of them and audits nothing', async (_what, bad) => {
    const user = await app.register('biz-keep');
    const saved = { company_name: 'Tui Ltd', bank_name: 'ANZ', swift_bic: 'ANZBNZ22', payment_instructions: 'Quote INV number', logo: PNG };
    expect((await put(user, saved)).status).toBe(200);
    const stored = () =>
      sql<Record<string, string>>(
        app.server.ds,
        'SELECT company, bank_name, swift_bic, payment_instructions, logo, updated_at::text FROM user_profiles WHERE user_id = $1',
        [user.id],
      );
    const before = await stored();
    const events = async () =>
      (
        await app
          .http()
          .get('/me/audit?limit=100')
          .set(...bearer(user))
      ).body.length;
    const eventsBefore = await events();
    const res = await put(user, { company_name: 'Other Ltd', bank_name: 'BNZ', ...bad });
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await events()).toBe(eventsBefore);
  });

  it("the invoice PDF is a tax invoice: the customer's copy has seller, bill-to, GST number and how to pay; the internal copy adds NZD at the booked rate", async () => {
    const user = await app.register('biz-pdf');
    await put(user, {
      company_name: 'Kea Exports Ltd',
      address: '1 Quay St\nAuckland 1010',
      gst_number: '49-091-850',
      gst_registered: true,
      bank_account: '12-3456-0123456-00',
      bank_name: 'ANZ Bank New Zealand',
      swift_bic: 'ANZBNZ22',
      payment_instructions: 'Please pay in USD.\nIntermediary: CHASUS33',
      logo: PNG,
    });
    const inv = await createInvoice(app, user, { counterparty: 'Tokyo Trading KK', currency: 'USD', amount: 1000 });
    expect(
      (
        await app
          .http()
          .post(`/me/invoices/${inv.id}/send`)
          .set(...bearer(user))
      ).status,
    ).toBe(200);
    const pdf = async (query: string) => {
      const res = await app
        .http()
        .get(`/invoices/${inv.id}/export/pdf${query}`)
        .set(...bearer(user))
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      return pdfText(res.body as Buffer);
    };
    const customer = await pdf('');
    for (const expected of [
      'Tax Invoice INV-0001',
      'FROM',
      'Kea Exports Ltd',
      '1 Quay St',
      'Auckland 1010',
      'GST number: 49-091-850',
      'BILL TO',
      'Tokyo Trading KK',
      'How to pay',
      'Bank name ANZ Bank New Zealand',
      'Account number 12-3456-0123456-00',
      'SWIFT/BIC ANZBNZ22',
      'Payment reference INV-0001',
      'Please pay in USD. Intermediary: CHASUS33',
    ]) {
      expect(customer).toContain(expected);
    }
    // The NZD equivalent at the frozen time-of-supply rate is the customer's (issue 27); a valuation "in NZD" now is not.
    expect(customer).toContain('NZD equivalent: NZD 1,540.00 at 1.54 NZD per USD (built-in, spot, 31/12/2024)');
    for (const absent of ['Business details missing', 'In NZD', 'SENT', 'Generated', 'Kea FX', 'KEA FX']) {
      expect({ absent, found: customer.includes(absent) }).toEqual({ absent, found: false });
    }
    const internal = await pdf('?copy=internal');
    for (const expected of [
      'Tax Invoice INV-0001 (internal copy)',
      'SWIFT/BIC ANZBNZ22',
      'SENT',
      'In NZD, for information',
      'At the booked rate',
      'built-in',
      'NZD 1,540.00',
      'Generated by Kea FX',
    ]) {
      expect(internal).toContain(expected);
    }
  });

  it('an invoice PDF without business details says what is missing instead of leaving it blank', async () => {
    const user = await app.register('biz-pdf-missing');
    const inv = await createInvoice(app, user, { counterparty: 'Acme Ltd', currency: 'EUR', amount: 10 });
    const res = await app
      .http()
      .get(`/invoices/${inv.id}/export/pdf`)
      .set(...bearer(user))
      .buffer(true)
      .parse(binary);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Invoice INV-0001');
    expect(text).not.toContain('Tax Invoice');
    // Not registered for GST (the default), so no GST number is asked for.
    expect(text).toContain('Business details missing: Company name, Address, Bank account.');
    expect(text).toContain('Account number not set (Settings, Account)');
    expect(text).not.toContain('KEA FX');
  });
});
