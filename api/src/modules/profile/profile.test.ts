import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  user = await app.register('prefs');
});
afterAll(async () => { await app.stop(); });

const READ = '{ preferences { baseCurrency emailNotifications overdueAlerts weeklyExposureReport dateFormat numberFormat } }';
const UPDATE = 'mutation U($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { weeklyExposureReport dateFormat baseCurrency } }';

describe('preferences', () => {
  it("start at SPEC's defaults", async () => {
    const res = await app.gql(user.token, READ);
    expect(res.data).toEqual({ preferences: { baseCurrency: 'NZD', emailNotifications: true, overdueAlerts: true, weeklyExposureReport: false, dateFormat: 'dd/mm/yyyy', numberFormat: 'comma' } });
  });

  it('persist the weekly exposure report toggle, audited', async () => {
    const res = await app.gql(user.token, UPDATE, { input: { weeklyExposureReport: true, dateFormat: 'yyyy-mm-dd' } });
    expect(res.data).toEqual({ updatePreferences: { weeklyExposureReport: true, dateFormat: 'yyyy-mm-dd', baseCurrency: 'NZD' } });
    expect((await app.http().get('/me/preferences').set(...bearer(user))).body).toMatchObject({ weekly_exposure_report: true, date_format: 'yyyy-mm-dd' });
    const [event] = (await app.http().get('/me/audit?limit=1').set(...bearer(user))).body;
    expect(event).toMatchObject({ action: 'preferences.updated', message: 'Updated preferences: dateFormat dd/mm/yyyy → yyyy-mm-dd; weeklyExposureReport false → true' });
  });

  it('refuse bad values, naming the field, and change nothing', async () => {
    const res = await app.gql(user.token, UPDATE, { input: { baseCurrency: 'JPY' } });
    expect(res.errors?.[0]).toMatchObject({ message: 'baseCurrency must be one of NZD, USD, EUR, GBP, AUD', extensions: { code: 'BAD_USER_INPUT', field: 'baseCurrency' } });
    const rest = await app.http().put('/me/preferences').set(...bearer(user)).send({ weekly_exposure_report: 'yes' });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ detail: 'weeklyExposureReport must be true or false' });
    expect((await app.gql(user.token, READ)).data).toMatchObject({ preferences: { baseCurrency: 'NZD', weeklyExposureReport: true } });
  });

  it('are private to each user and need a sign-in', async () => {
    const stranger = await app.register('prefs-other');
    expect((await app.gql(stranger.token, READ)).data).toMatchObject({ preferences: { weeklyExposureReport: false } });
    expect((await app.gql(null, READ)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.http().get('/me/preferences')).status).toBe(401);
  });
});
