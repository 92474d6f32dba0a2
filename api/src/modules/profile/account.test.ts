import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const ACCOUNT = '{ account { fullName email company plan monthlyFee nextBillingDate paymentMethod } }';
const SAVE = 'mutation S($input: UpdateProfileInput!) { updateProfile(input: $input) { fullName email company } }';
const SEND = 'mutation C($input: SendContactMessageInput!) { sendContactMessage(input: $input) { id name email subject message } }';

async function lastEvent(user: TestUser) {
  return (
    await app
      .http()
      .get('/me/audit?limit=1')
      .set(...bearer(user))
  ).body[0];
}

describe('the account profile', () => {
  it('starts from the sign-in email and the plan it is really on: free, billed nothing, no billing date (issue 26)', async () => {
    const user = await app.register('acct');
    const res = await app.gql<{ account: Record<string, unknown> }>(user.token, ACCOUNT);
    expect(res.data?.account).toEqual({
      fullName: '',
      email: user.email,
      company: '',
      plan: 'Free (self-hosted)',
      monthlyFee: '0.00',
      nextBillingDate: null,
      paymentMethod: null,
    });
    // Saving the profile stores a row: still the free plan, not a column default of another plan.
    await app.gql(user.token, SAVE, { input: { fullName: 'Free Person', email: user.email, company: '' } });
    const saved = await app.gql<{ account: Record<string, unknown> }>(user.token, ACCOUNT);
    expect(saved.data?.account).toMatchObject({ plan: 'Free (self-hosted)', monthlyFee: '0.00', nextBillingDate: null });
    const rest = await app
      .http()
      .get('/me/profile')
      .set(...bearer(user));
    expect(rest.body).toMatchObject({ plan: 'Free (self-hosted)', monthly_fee: '0.00', next_billing_date: null });
  });

  it('saves name, email and company, trimmed and audited, and reads them back over REST', async () => {
    const user = await app.register('acct');
    const res = await app.gql(user.token, SAVE, {
      input: { fullName: ' Aroha Ngata ', email: 'aroha@kea.example', company: 'Kea Exports Ltd' },
    });
    expect(res.data).toEqual({ updateProfile: { fullName: 'Aroha Ngata', email: 'aroha@kea.example', company: 'Kea Exports Ltd' } });
    expect(
      (
        await app
          .http()
          .get('/me/profile')
          .set(...bearer(user))
      ).body,
    ).toMatchObject({ full_name: 'Aroha Ngata', email: 'aroha@kea.example', company: 'Kea Exports Ltd', plan: 'Free (self-hosted)' });
    expect(await lastEvent(user)).toMatchObject({
      action: 'profile.updated',
      entity_type: 'profile',
      message: `Updated profile: Full Name '' → 'Aroha Ngata'; Email Address '${user.email}' → 'aroha@kea.example'; Company Name '' → 'Kea Exports Ltd'`,
    });
    const rest = await app
      .http()
      .put('/me/profile')
      .set(...bearer(user))
      .send({ full_name: 'Aroha N', email: 'aroha@kea.example', company: '' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ full_name: 'Aroha N', company: '' });
  });

  it('refuses bad fields, naming them, and changes nothing', async () => {
    const user = await app.register('acct');
    const res = await app.gql(user.token, SAVE, { input: { fullName: '', email: 'nope', company: 'X' } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Full name is required; Email address must be a valid email address',
      extensions: { code: 'BAD_USER_INPUT', field: 'fullName' },
    });
    const rest = await app
      .http()
      .put('/me/profile')
      .set(...bearer(user))
      .send({ full_name: 'A', email: 'a@b.co', company: 'x'.repeat(161) });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ detail: 'Company name must be at most 160 characters' });
    expect((await app.gql<{ account: { fullName: string } }>(user.token, ACCOUNT)).data?.account.fullName).toBe('');
    expect((await lastEvent(user)).action).toBe('user.registered');
  });

  it('is private to each user and needs a sign-in', async () => {
    const a = await app.register('acct');
    const b = await app.register('acct');
    await app.gql(a.token, SAVE, { input: { fullName: 'Only A', email: 'a@a.example', company: '' } });
    expect((await app.gql<{ account: { fullName: string; email: string } }>(b.token, ACCOUNT)).data?.account).toMatchObject({
      fullName: '',
      email: b.email,
    });
    expect((await app.gql(null, ACCOUNT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.http().get('/me/profile')).status).toBe(401);
  });
});

describe('contact support messages', () => {
  it('are stored and audited', async () => {
    const user = await app.register('contact');
    const res = await app.gql<{ sendContactMessage: { id: string; subject: string } }>(user.token, SEND, {
      input: { name: 'Aroha', email: 'aroha@kea.example', subject: 'Rates question', message: 'Where do rates come from?\nThanks' },
    });
    expect(res.data?.sendContactMessage).toMatchObject({
      name: 'Aroha',
      subject: 'Rates question',
      message: 'Where do rates come from?\nThanks',
    });
    const list = await app.gql<{ contactMessages: { subject: string }[] }>(user.token, '{ contactMessages { subject } }');
    expect(list.data?.contactMessages).toEqual([{ subject: 'Rates question' }]);
    expect(await lastEvent(user)).toMatchObject({
      action: 'contact.sent',
      entity_type: 'contact_message',
      message: 'Sent a message to support: Rates question',
    });
    const rest = await app
      .http()
      .post('/me/contact')
      .set(...bearer(user))
      .send({ name: 'A', email: 'a@b.co', subject: 'S', message: 'M' });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ name: 'A', subject: 'S', message: 'M' });
  });

  it('refuse a missing field or a bad email (SPEC section 5) and store nothing', async () => {
    const user = await app.register('contact');
    const res = await app.gql(user.token, SEND, { input: { name: 'A', email: 'not-an-email', subject: ' ', message: 'M' } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Email must be a valid email address; Subject is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    const rest = await app
      .http()
      .post('/me/contact')
      .set(...bearer(user))
      .send({ name: 'A', email: 'a@b.co', subject: 'S' });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ detail: 'Message is required' });
    expect((await app.gql<{ contactMessages: unknown[] }>(user.token, '{ contactMessages { id } }')).data?.contactMessages).toEqual([]);
    expect((await app.http().post('/me/contact').send({ name: 'A', email: 'a@b.co', subject: 'S', message: 'M' })).status).toBe(401);
  });
});

describe('the weekly exposure report toggle', () => {
  it('decides who the Monday job runs for', async () => {
    const user = await app.register('weekly');
    const subscribed = async () => (await app.server.services.profile.weeklySubscribers()).includes(user.id);
    expect(await subscribed()).toBe(false);
    await app.gql(user.token, 'mutation { updatePreferences(input: { weeklyExposureReport: true }) { weeklyExposureReport } }');
    expect(await subscribed()).toBe(true);
    await app.gql(user.token, 'mutation { updatePreferences(input: { weeklyExposureReport: false }) { weeklyExposureReport } }');
    expect(await subscribed()).toBe(false);
  });
});
