import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  user = await app.register('prefs');
});
afterAll(async () => {
  await app.stop();
});

const READ = '{ preferences { baseCurrency emailNotifications overdueAlerts weeklyExposureReport dateFormat numberFormat } }';
const UPDATE =
  'mutation U($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { weeklyExposureReport dateFormat baseCurrency } }';

describe('preferences', () => {
  it("start at SPEC's defaults", async () => {
    const res = await app.gql(user.token, READ);
    expect(res.data).toEqual({
      preferences: {
        baseCurrency: 'NZD',
        emailNotifications: true,
        overdueAlerts: true,
        weeklyExposureReport: false,
        dateFormat: 'dd/mm/yyyy',
        numberFormat: 'comma',
      },
    });
  });

  it('persist the weekly exposure report toggle, audited', async () => {
    const res = await app.gql(user.token, UPDATE, { input: { weeklyExposureReport: true, dateFormat: 'yyyy-mm-dd' } });
    expect(res.data).toEqual({ updatePreferences: { weeklyExposureReport: true, dateFormat: 'yyyy-mm-dd', baseCurrency: 'NZD' } });
    expect(
      (
        await app
          .http()
          .get('/me/preferences')
          .set(...bearer(user))
      ).body,
    ).toMatchObject({ weekly_exposure_report: true, date_format: 'yyyy-mm-dd' });
    const [event] = (
      await app
        .http()
        .get('/me/audit?limit=1')
        .set(...bearer(user))
    ).body;
    expect(event).toMatchObject({
      action: 'preferences.updated',
      message: 'Updated preferences: Date Format dd/mm/yyyy → yyyy-mm-dd; Weekly Exposure Report off → on',
    });
  });

  it('refuse bad values, naming the field, and change nothing', async () => {
    const res = await app.gql(user.token, UPDATE, { input: { baseCurrency: 'JPY' } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'baseCurrency must be one of NZD, USD, EUR, GBP, AUD',
      extensions: { code: 'BAD_USER_INPUT', field: 'baseCurrency' },
    });
    const rest = await app
      .http()
      .put('/me/preferences')
      .set(...bearer(user))
      .send({ weekly_exposure_report: 'yes' });
    expect(rest.status).toBe(400);
    // REST names the field as REST spells it (snake_case), like every other REST path.
    expect(rest.body).toEqual({ detail: 'weekly_exposure_report must be true or false' });
    expect((await app.gql(user.token, READ)).data).toMatchObject({ preferences: { baseCurrency: 'NZD', weeklyExposureReport: true } });
  });

  it.each([
    ['a list', '[{"weekly_exposure_report": false}]', 'The preferences must be a JSON object, such as {"weekly_exposure_report": true}'],
    ['a string', '"weekly_exposure_report"', 'The request body is not valid JSON.'],
    ['null', 'null', 'The request body is not valid JSON.'],
    ['no body', '', 'The preferences must be a JSON object, such as {"weekly_exposure_report": true}'],
    [
      'an unknown key',
      '{"weekly_exposure_report": false, "theme": "dark"}',
      'theme is not a preference (known: base_currency, email_notifications, overdue_alerts, weekly_exposure_report, date_format, number_format)',
    ],
    [
      'a camelCase key on REST',
      '{"weeklyExposureReport": false}',
      'weeklyExposureReport is not a preference (known: base_currency, email_notifications, overdue_alerts, weekly_exposure_report, date_format, number_format)',
    ],
    [
      'constructor',
      '{"constructor": false}',
      'constructor is not a preference (known: base_currency, email_notifications, overdue_alerts, weekly_exposure_report, date_format, number_format)',
    ],
    [
      '__proto__',
      '{"__proto__": {"weekly_exposure_report": false}}',
      '__proto__ is not a preference (known: base_currency, email_notifications, overdue_alerts, weekly_exposure_report, date_format, number_format)',
    ],
    [
      'hasOwnProperty',
      '{"hasOwnProperty": false, "date_format": "mm/dd/yyyy"}',
      'hasOwnProperty is not a preference (known: base_currency, email_notifications, overdue_alerts, weekly_exposure_report, date_format, number_format)',
    ],
  ])('PUT /me/preferences refuses %s with 400 {detail} and changes nothing', async (_what, body, detail) => {
    const before = (
      await app
        .http()
        .get('/me/preferences')
        .set(...bearer(user))
    ).body;
    const events = (
      await app
        .http()
        .get('/me/audit')
        .set(...bearer(user))
    ).body.length;
    const req = app
      .http()
      .put('/me/preferences')
      .set(...bearer(user));
    const res = body ? await req.set('content-type', 'application/json').send(body) : await req;
    expect([res.status, res.body]).toEqual([400, { detail }]);
    expect(
      (
        await app
          .http()
          .get('/me/preferences')
          .set(...bearer(user))
      ).body,
    ).toEqual(before);
    expect(
      (
        await app
          .http()
          .get('/me/audit')
          .set(...bearer(user))
      ).body.length,
    ).toBe(events);
  });

  it('updatePreferences refuses unknown keys and a non-object input with a coded error, changing nothing', async () => {
    const before = (await app.gql(user.token, READ)).data;
    for (const input of [
      { weeklyExposureReport: false, theme: 'dark' },
      { constructor: true },
      [{ weeklyExposureReport: false }],
      'weekly',
      null,
    ]) {
      const res = await app.gql(user.token, UPDATE, { input });
      expect([JSON.stringify(input), res.errors?.[0]?.extensions?.code]).toEqual([JSON.stringify(input), 'BAD_USER_INPUT']);
    }
    expect((await app.gql(user.token, READ)).data).toEqual(before);
  });

  it('are private to each user and need a sign-in', async () => {
    const stranger = await app.register('prefs-other');
    expect((await app.gql(stranger.token, READ)).data).toMatchObject({ preferences: { weeklyExposureReport: false } });
    expect((await app.gql(null, READ)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.http().get('/me/preferences')).status).toBe(401);
  });
});
