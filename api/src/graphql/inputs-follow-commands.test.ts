import { startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

/** The inputs inputs.test.ts found drifting from their commands, as GraphQL now takes them. */
describe('GraphQL inputs take what their commands take', () => {
  it("requestReport's format may be left out, as over REST: PDF", async () => {
    const owner = await app.register('inputs-report');
    const res = await app.gql<{ requestReport: { format: string } }>(
      owner.token,
      'mutation { requestReport(input: { template: EXPOSURE_SUMMARY, from: "2026-01-01", to: "2026-06-30" }) { format } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.requestReport.format).toBe('PDF');
  });

  it("updateProfile's company may be left out, as the command allows; it then reads as none", async () => {
    const owner = await app.register('inputs-profile');
    const res = await app.gql<{ updateProfile: { fullName: string; company: string } }>(
      owner.token,
      'mutation { updateProfile(input: { fullName: "Aroha Ngata", email: "aroha@example.nz" }) { fullName company } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile).toEqual({ fullName: 'Aroha Ngata', company: '' });
  });

  it("saveScenario takes baseCurrency like runScenario: NZD, and the command's message for anything else", async () => {
    const owner = await app.register('inputs-scenario');
    const save = (base: string) =>
      app.gql<{ saveScenario: { name: string } }>(
        owner.token,
        `mutation { saveScenario(input: { name: "Base ${base}", baseCurrency: ${base}, shocks: [{ currency: USD, shock: -0.1 }] }) { name } }`,
      );
    const nzd = await save('NZD');
    expect(nzd.errors).toBeUndefined();
    expect(nzd.data?.saveScenario.name).toBe('Base NZD');
    const usd = await save('USD');
    expect(usd.errors?.[0]).toMatchObject({
      message: 'baseCurrency must be NZD: exposure is measured in NZD',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
