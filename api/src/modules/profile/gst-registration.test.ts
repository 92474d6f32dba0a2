import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { GstRegistration1764301001000 } from '../../database/migrations/1764301001000-gst-registration';
import { sql } from '../../database/sql';

// The seller's GST registration in the business details (issue 27): registered or not, the GST
// number by IR's check digit, the filing frequency, the balance month and the NZBN by GS1's.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const profile = async (user: TestUser): Promise<Record<string, unknown>> =>
  (
    await app
      .http()
      .get('/me/profile')
      .set(...bearer(user))
  ).body;
const put = (user: TestUser, body: unknown) =>
  app
    .http()
    .put('/me/profile')
    .set(...bearer(user))
    .send(body as object);
const gstOf = (b: Record<string, unknown>) => ({
  gst_number: b.gst_number,
  gst_registered: b.gst_registered,
  gst_filing_frequency: b.gst_filing_frequency,
  gst_balance_month: b.gst_balance_month,
  nzbn: b.nzbn,
  missing_business_details: b.missing_business_details,
});
const UPDATE = `mutation($i: UpdateBusinessDetailsInput!) {
  updateBusinessDetails(input: $i) { gstNumber gstRegistered gstFilingFrequency gstBalanceMonth nzbn missing }
}`;

/** What the owner's business details row holds and how many of their events the audit trail has. */
const stored = async (user: TestUser) => ({
  rows: await sql<Record<string, unknown>>(
    app.server.ds,
    'SELECT gst_number, gst_registered, gst_filing_frequency, gst_balance_month, nzbn, updated_at::text FROM user_profiles WHERE user_id = $1',
    [user.id],
  ),
  events: (await sql<{ n: number }>(app.server.ds, 'SELECT count(*)::int AS n FROM audit_events WHERE owner_id = $1', [user.id]))[0]?.n,
});

describe('the GST registration in the business details', () => {
  it('starts not registered, two-monthly, with a March balance date and no NZBN; a tax invoice then asks no GST number', async () => {
    const user = await app.register('gst-defaults');
    expect(gstOf(await profile(user))).toEqual({
      gst_number: '',
      gst_registered: false,
      gst_filing_frequency: 'two_monthly',
      gst_balance_month: 3,
      nzbn: '',
      missing_business_details: ['Company name', 'Address', 'Bank account'],
    });
    const gql = await app.gql<{ businessDetails: Record<string, unknown> }>(
      user.token,
      '{ businessDetails { gstNumber gstRegistered gstFilingFrequency gstBalanceMonth nzbn missing } }',
    );
    expect(gql.data?.businessDetails).toEqual({
      gstNumber: '',
      gstRegistered: false,
      gstFilingFrequency: 'two_monthly',
      gstBalanceMonth: 3,
      nzbn: '',
      missing: ['Company name', 'Address', 'Bank account'],
    });
    // Not registered with no number is fine, and a tax invoice still does not ask for one.
    const res = await put(user, {
      company_name: 'Tui Ltd',
      address: '2 Main Rd',
      bank_account: '12-3456-0123456-00',
      gst_registered: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.missing_business_details).toEqual([]);
  });

  it('saves registered with a valid GST number (as IR writes it), the filing frequency, the balance month and an NZBN; audited', async () => {
    const user = await app.register('gst-save');
    const res = await put(user, {
      gst_registered: true,
      gst_number: '136 410 132',
      gst_filing_frequency: 'six_monthly',
      gst_balance_month: 6,
      nzbn: '9429 0502 9495 4',
    });
    expect(res.status).toBe(200);
    expect(gstOf(res.body)).toEqual({
      gst_number: '136-410-132',
      gst_registered: true,
      gst_filing_frequency: 'six_monthly',
      gst_balance_month: 6,
      nzbn: '9429050294954',
      missing_business_details: ['Company name', 'Address', 'Bank account'],
    });
    const [event] = (
      await app
        .http()
        .get('/me/audit?limit=1')
        .set(...bearer(user))
    ).body;
    expect(event).toMatchObject({
      action: 'profile.business_updated',
      message:
        "Updated business details: GST number '' → '136-410-132'; Registered for GST no → yes; GST filing frequency Every two months → Every six months; Balance month March → June; NZBN '' → '9429050294954'",
    });
    // Over GraphQL: the number alone (the registration it was saved under stays).
    const gql = await app.gql<{ updateBusinessDetails: Record<string, unknown> }>(user.token, UPDATE, {
      i: { gstNumber: '49-098-576', gstFilingFrequency: 'monthly', gstBalanceMonth: 12 },
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.updateBusinessDetails).toEqual({
      gstNumber: '49-098-576',
      gstRegistered: true,
      gstFilingFrequency: 'monthly',
      gstBalanceMonth: 12,
      nzbn: '9429050294954',
      missing: ['Company name', 'Address', 'Bank account'],
    });
  });

  it.each([
    ['000000000', 'GST number 000-000-000 is not an IRD number: it must be between 10-000-000 and 150-000-000'],
    ['12345678', "GST number 12-345-678 fails IRD's check digit: check it for a mistyped or swapped digit"],
    // 49-091-850 with its first two digits swapped.
    ['94-091-850', "GST number 94-091-850 fails IRD's check digit: check it for a mistyped or swapped digit"],
    ['12', 'GST number must be 8 or 9 digits, such as 49-091-850'],
  ])('refuses the GST number %s over REST and GraphQL, saying why, and stores nothing', async (number, message) => {
    const user = await app.register('gst-bad');
    const fresh = await stored(user);
    const res = await put(user, { gst_registered: true, gst_number: number, trading_name: 'Kea' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: message });
    // Not registered, a number given is checked all the same.
    expect((await put(user, { gst_registered: false, gst_number: number })).body).toEqual({ detail: message });
    const gql = await app.gql(user.token, UPDATE, { i: { gstRegistered: true, gstNumber: number, tradingName: 'Kea' } });
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'gstNumber' } });
    expect(await stored(user)).toEqual({ ...fresh, rows: [] });
  });

  it('refuses registered without a GST number, in the same change or against the number stored, over REST and GraphQL', async () => {
    const user = await app.register('gst-required');
    const fresh = await stored(user);
    const required = { detail: 'GST number is required when registered for GST' };
    expect((await put(user, { gst_registered: true })).body).toEqual(required);
    expect((await put(user, { gst_registered: true, gst_number: '' })).body).toEqual(required);
    expect((await put(user, { gst_registered: true, gst_number: null, trading_name: 'Kea' })).body).toEqual(required);
    const gql = await app.gql(user.token, UPDATE, { i: { gstRegistered: true } });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'GST number is required when registered for GST',
      extensions: { code: 'BAD_USER_INPUT', field: 'gstNumber' },
    });
    expect(await stored(user)).toEqual({ ...fresh, rows: [] });

    // A number stored while not registered is enough to register with.
    expect((await put(user, { gst_number: '49091850' })).status).toBe(200);
    const registered = await put(user, { gst_registered: true });
    expect(registered.status).toBe(200);
    expect(gstOf(registered.body)).toMatchObject({ gst_number: '49-091-850', gst_registered: true });
    // Registered, the number cannot be cleared; nothing changes.
    const before = await stored(user);
    const cleared = await put(user, { gst_number: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.body).toEqual(required);
    const gqlCleared = await app.gql(user.token, UPDATE, { i: { gstNumber: '' } });
    expect(gqlCleared.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'gstNumber' } });
    expect(await stored(user)).toEqual(before);
    // No longer registered, it can go.
    const unregistered = await put(user, { gst_registered: false, gst_number: '' });
    expect(unregistered.status).toBe(200);
    expect(gstOf(unregistered.body)).toMatchObject({ gst_number: '', gst_registered: false });
  });

  it('refuses an NZBN that fails the GS1 check digit or is not 13 digits; takes a valid one and clears it', async () => {
    const user = await app.register('gst-nzbn');
    const fresh = await stored(user);
    // 9429050294954 with its seventh and eighth digits swapped.
    expect((await put(user, { nzbn: '9429052094954' })).body).toEqual({
      detail: 'NZBN 9429052094954 fails the GS1 check digit: check it for a mistyped or swapped digit',
    });
    expect((await put(user, { nzbn: '942905029495' })).body).toEqual({ detail: 'NZBN must be 13 digits, as the NZBN Register shows it' });
    const gql = await app.gql(user.token, UPDATE, { i: { nzbn: '9429050294955' } });
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'nzbn' } });
    expect(await stored(user)).toEqual({ ...fresh, rows: [] });
    expect((await put(user, { nzbn: '9429046393920' })).body.nzbn).toBe('9429046393920');
    expect((await put(user, { nzbn: null })).body.nzbn).toBe('');
  });

  it.each([
    ['gst_registered as text', { gst_registered: 'yes' }, 'Registered for GST must be true or false'],
    ['gst_registered null', { gst_registered: null }, 'Registered for GST must be true or false'],
    ['an unknown filing frequency', { gst_filing_frequency: 'yearly' }, 'GST filing frequency must be monthly, two_monthly or six_monthly'],
    ['month 13', { gst_balance_month: 13 }, 'Balance month must be a whole number from 1 (January) to 12 (December)'],
    ['month 0', { gst_balance_month: 0 }, 'Balance month must be a whole number from 1 (January) to 12 (December)'],
    ['a month as text', { gst_balance_month: 'March' }, 'Balance month must be a whole number from 1 (January) to 12 (December)'],
  ])('PUT /me/profile refuses %s with 400 and stores nothing', async (_what, body, detail) => {
    const user = await app.register('gst-bad-setting');
    const fresh = await stored(user);
    const res = await put(user, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(await stored(user)).toEqual({ ...fresh, rows: [] });
  });
});

describe('the migration', () => {
  it('takes an owner who had given a GST number as registered, everyone else as not; the database refuses registered without a number', async () => {
    const own = await startTestApp({ ownDatabase: true });
    try {
      const withNumber = await own.register('mig-gst');
      const without = await own.register('mig-none');
      const ds = own.server.ds;
      const runner = ds.createQueryRunner();
      const migration = new GstRegistration1764301001000();
      try {
        await migration.down(runner);
        await runner.query(
          `INSERT INTO user_profiles (user_id, gst_number, updated_at) VALUES ($1, '123-456-789', now()), ($2, '', now())`,
          [withNumber.id, without.id],
        );
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      const rows = await sql<Record<string, unknown>>(
        ds,
        'SELECT user_id::text, gst_registered, gst_filing_frequency, gst_balance_month, nzbn FROM user_profiles WHERE user_id IN ($1, $2) ORDER BY gst_registered DESC',
        [withNumber.id, without.id],
      );
      const defaults = { gst_filing_frequency: 'two_monthly', gst_balance_month: 3, nzbn: '' };
      expect(rows).toEqual([
        { user_id: String(withNumber.id), gst_registered: true, ...defaults },
        { user_id: String(without.id), gst_registered: false, ...defaults },
      ]);
      await expect(sql(ds, 'UPDATE user_profiles SET gst_registered = true WHERE user_id = $1', [without.id])).rejects.toThrow(
        /user_profiles_gst_registered_number/,
      );
      await expect(sql(ds, `UPDATE user_profiles SET nzbn = '12345' WHERE user_id = $1`, [without.id])).rejects.toThrow(/check constraint/);
    } finally {
      await own.stop();
    }
  });
});
