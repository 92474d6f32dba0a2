import { seedFourCurrencies } from '../../../test/exposure-fixtures';
import { binary, parseCsv, pdfText, sectionedCsv } from '../../../test/files';
import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { parseScenarioExportQuery } from './scenario-exports';

// PDFs launch a browser: more than jest's 5 s default.
jest.setTimeout(30_000);

let app: TestApp;
let owner: TestUser;
let other: TestUser;
let ids: [number, number];

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('scenexp');
  other = await app.register('scenexp-other');
  await seedFourCurrencies(app, owner);
  const save = async (name: string, shocks: Record<string, number>, tags: string[] = []) =>
    (
      await app
        .http()
        .post('/me/scenarios')
        .set(...bearer(owner))
        .send({ name, shocks, tags })
    ).body.id as number;
  ids = [await save('USD up', { USD: 0.1 }, ['Board Report']), await save('All down', { USD: -0.05, EUR: -0.05, GBP: -0.05, JPY: -0.05 })];
});
afterAll(async () => {
  await app.stop();
});

const get = (user: TestUser | null, path: string) => {
  const req = app.http().get(path);
  return user ? req.set(...bearer(user)) : req;
};
const lastAudit = async (user: TestUser) => (await get(user, '/me/audit?limit=1')).body[0];
const auditCount = async (user: TestUser) => (await get(user, '/me/audit?limit=500')).body.length;
const field = (rows: string[][], name: string) => rows.find((r) => r[0] === name)?.[1];

describe('parseScenarioExportQuery', () => {
  it('reads currency:fraction pairs and the drafts flag', () => {
    expect(parseScenarioExportQuery({ shocks: 'usd:0.1, EUR:-0.05', include_drafts: 'true' })).toEqual({
      shocks: { USD: 0.1, EUR: -0.05 },
      include_drafts: true,
    });
  });
  it.each([undefined, '', 'USD', 'USD:ten', 'USD=0.1', ['USD:0.1'], 'USD:0.1,USD:0.2'])('refuses %j', (shocks) => {
    expect(() => parseScenarioExportQuery({ shocks })).toThrow(/shocks/);
  });
});

describe('GET /me/scenarios/export/{csv,pdf}: the current, unsaved scenario', () => {
  it('CSV: the same figures as POST /me/exposure/scenario, per currency, with the footer, audited', async () => {
    const run = (
      await app
        .http()
        .post('/me/exposure/scenario')
        .set(...bearer(owner))
        .send({ shocks: { USD: 0.1, EUR: -0.05 } })
    ).body;
    const before = await auditCount(owner);
    const res = await get(owner, '/me/scenarios/export/csv?shocks=USD:0.1,EUR:-0.05');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="scenario_2026-06-15.csv"');
    const { rows, footer } = sectionedCsv(res.text);
    expect(field(rows, 'Impact (NZD)')).toBe(run.total_impact.toFixed(2));
    // Figures are plain machine numbers, as in every CSV: a spreadsheet adds them up.
    expect(field(rows, 'Current exposure (NZD)')).toBe(run.total_current.toFixed(2));
    expect(field(rows, 'Shocks')).toBe('USD +10%, EUR -5%');
    const usd = rows.find((r) => r[0] === 'USD');
    expect(usd).toEqual(['USD', '10', '2', '2310.77', '2541.85', '231.08']);
    expect(rows.find((r) => r[0] === 'EUR')).toEqual(['EUR', '-5', '1', '3380.00', '3211.00', '-169.00']);
    expect(footer).toContain('audit-ready');
    expect(await auditCount(owner)).toBe(before + 1);
    expect(await lastAudit(owner)).toMatchObject({
      action: 'export.scenario_csv',
      message: 'Exported a scenario (USD +10%, EUR -5%) as CSV: impact NZD 62.08 on NZD 8023.77',
    });
  });

  it('PDF: a real document with the impact, the per-currency table and the footer, audited', async () => {
    const res = await get(owner, '/me/scenarios/export/pdf?shocks=USD:0.1&include_drafts=true').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.body as Buffer);
    for (const expected of ['Scenario Analysis', 'USD', 'Impact', 'This data is immutable and audit-ready.'])
      expect(text).toContain(expected);
    expect(await lastAudit(owner)).toMatchObject({ action: 'export.scenario_pdf' });
  });

  it.each([
    ['/me/scenarios/export/csv', SHOCKS_HINT()],
    ['/me/scenarios/export/csv?shocks=USD:abc', SHOCKS_HINT()],
    ['/me/scenarios/export/csv?shocks=XYZ:0.1', 'shocks: XYZ is not a supported currency code'],
    ['/me/scenarios/export/csv?shocks=USD:2', 'shocks.USD must be a number from -1 to 1 (a fraction: 0.1 is +10%)'],
    ['/me/scenarios/export/csv?shocks=NZD:0.1', 'shocks: NZD is the base currency and cannot be shocked against itself'],
    ['/me/scenarios/export/csv?shocks=USD:0.1&include_drafts=maybe', 'include_drafts must be true or false'],
    ['/me/scenarios/export/xml?shocks=USD:0.1', 'format must be csv or pdf'],
  ])('%s answers 400 with a detail and records nothing', async (path, detail) => {
    const before = await auditCount(owner);
    const res = await get(owner, path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(await auditCount(owner)).toBe(before);
  });
});

function SHOCKS_HINT(): string {
  return 'shocks must list currency:fraction pairs separated by commas, such as USD:0.1,EUR:-0.05';
}

describe('GET /me/scenarios/compare/export/{csv,pdf}: two saved scenarios', () => {
  it('CSV: both side by side as saved and today, the difference and the similar flag, audited', async () => {
    const cmp = (await get(owner, `/me/scenarios/compare?ids=${ids.join(',')}`)).body;
    const res = await get(owner, `/me/scenarios/compare/export/csv?ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="scenario_comparison_2026-06-15.csv"');
    const { rows } = sectionedCsv(res.text);
    expect(rows.map((r) => r.slice(0, 4))).toContainEqual(['', 'USD up', 'All down', 'Difference']);
    expect(rows.find((r) => r[0] === 'Impact when saved (NZD)')?.slice(0, 4)).toEqual([
      'Impact when saved (NZD)',
      '231.08',
      '-401.19',
      cmp.impact_difference.toFixed(2),
    ]);
    expect(rows.find((r) => r[0] === 'Similar (impacts under 500 NZD apart)')?.[1]).toBe(cmp.similar ? 'yes' : 'no');
    expect(rows.find((r) => r[0] === 'USD')).toEqual(['USD', '10', '231.08', '-5', '-115.54', '-346.62']);
    // One width for the whole file (strict readers need it), the sections' own widths inside it.
    expect(new Set(parseCsv(res.text).rows.map((r) => r.length))).toEqual(new Set([8]));
    expect(await lastAudit(owner)).toMatchObject({
      action: 'export.scenario_comparison_csv',
      message: 'Exported the comparison of "USD up" and "All down" as CSV',
    });
  });

  it('PDF: both names, the flag and the footer', async () => {
    const res = await get(owner, `/me/scenarios/compare/export/pdf?ids=${ids.join(',')}`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    const text = await pdfText(res.body as Buffer);
    for (const expected of ['USD up', 'All down', 'Similar', 'This data is immutable and audit-ready.']) expect(text).toContain(expected);
  });

  it.each([
    ['ids=1', 'Choose exactly 2 scenarios to compare'],
    ['ids=1,1', 'Choose exactly 2 scenarios to compare'],
    ['ids=a,b', 'ids must be a positive whole number'],
  ])('?%s answers 400', async (q, detail) => {
    const res = await get(owner, `/me/scenarios/compare/export/csv?${q}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });

  it("another owner's scenarios answer 404 and record nothing for them; visitors need a token", async () => {
    const before = await auditCount(other);
    const res = await get(other, `/me/scenarios/compare/export/pdf?ids=${ids.join(',')}`);
    expect(res.status).toBe(404);
    expect(await auditCount(other)).toBe(before);
    expect((await get(null, '/me/scenarios/export/csv?shocks=USD:0.1')).status).toBe(401);
    expect((await get(null, `/me/scenarios/compare/export/csv?ids=${ids.join(',')}`)).status).toBe(401);
  });
});

describe("scenario exports follow the owner's date and number formats", () => {
  let fmtOwner: TestUser;
  let fmtIds: [number, number];
  beforeAll(async () => {
    fmtOwner = await app.register('scenexp-formats');
    await seedFourCurrencies(app, fmtOwner);
    const res = await app.gql(
      fmtOwner.token,
      'mutation U($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { dateFormat } }',
      { input: { numberFormat: 'period', dateFormat: 'mm/dd/yyyy' } },
    );
    expect(res.errors).toBeUndefined();
    const save = async (name: string, shocks: Record<string, number>) =>
      (
        await app
          .http()
          .post('/me/scenarios')
          .set(...bearer(fmtOwner))
          .send({ name, shocks })
      ).body.id as number;
    fmtIds = [await save('USD up', { USD: 0.1 }), await save('Small', { USD: 0.025, EUR: -0.05 })];
  });

  it('current scenario CSV: plain numbers whatever the number format, mm/dd/yyyy dates, fractional shocks and the footer', async () => {
    const { rows, footer } = sectionedCsv((await get(fmtOwner, '/me/scenarios/export/csv?shocks=USD:0.025,EUR:-0.05')).text);
    expect(field(rows, 'As of')).toBe('06/15/2026');
    // The built-in rates' own date.
    expect(field(rows, 'Rate snapshot date')).toBe('12/31/2024');
    // The period format (1.234,56) is for screens and PDFs: the CSV's numbers, and those inside its text, stay plain.
    expect(field(rows, 'Shocks')).toBe('USD +2.5%, EUR -5%');
    // USD 1,500.50 at 1.54 = 2,310.77, shocked +2.5% = 2,368.54; EUR 2,000 at 1.69 = 3,380.00, -5% = 3,211.00.
    expect(rows.find((r) => r[0] === 'USD')).toEqual(['USD', '2.5', '2', '2310.77', '2368.54', '57.77']);
    expect(rows.find((r) => r[0] === 'EUR')).toEqual(['EUR', '-5', '1', '3380.00', '3211.00', '-169.00']);
    expect(field(rows, 'Current exposure (NZD)')).toBe('8023.77');
    expect(field(rows, 'Impact (NZD)')).toBe('-111.23');
    expect(footer).toMatch(/^Generated by Kea FX 06\/15\/2026 /);
    // The audit line stays in plain figures for every reader.
    expect(await lastAudit(fmtOwner)).toMatchObject({
      message: 'Exported a scenario (USD +2.5%, EUR -5%) as CSV: impact NZD -111.23 on NZD 8023.77',
    });
  });

  it('current scenario PDF: the same formats in the document and its footer', async () => {
    const res = await get(fmtOwner, '/me/scenarios/export/pdf?shocks=USD:0.025,EUR:-0.05').buffer(true).parse(binary);
    const text = await pdfText(res.body as Buffer);
    for (const expected of [
      'Impact NZD -111,23 on NZD 8.023,77',
      'As of 06/15/2026',
      'Rate snapshot date 12/31/2024',
      '2.310,77',
      '2.368,54',
      '+2,5%',
      '3,2k',
      'Generated by Kea FX 06/15/2026',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('8,023.77');
  });

  it('comparison CSV (plain numbers) and PDF (period numbers), both in mm/dd/yyyy dates', async () => {
    const { rows, footer } = sectionedCsv((await get(fmtOwner, `/me/scenarios/compare/export/csv?ids=${fmtIds.join(',')}`)).text);
    // A saved scenario's snapshot is the day it was saved.
    expect(rows.find((r) => r[0] === 'Rate snapshot date')?.slice(1, 3)).toEqual(['06/15/2026', '06/15/2026']);
    expect(rows.find((r) => r[0] === 'Shocks')?.slice(1, 3)).toEqual(['USD +10%', 'EUR -5%, USD +2.5%']);
    expect(rows.find((r) => r[0] === 'Exposure when saved (NZD)')?.slice(1, 4)).toEqual(['8023.77', '8023.77', '0.00']);
    expect(rows.find((r) => r[0] === 'Impact when saved (NZD)')?.slice(1, 4)).toEqual(['231.08', '-111.23', '-342.31']);
    expect(rows.find((r) => r[0] === 'USD')).toEqual(['USD', '10', '231.08', '2.5', '57.77', '-173.31']);
    expect(footer).toMatch(/^Generated by Kea FX 06\/15\/2026 /);
    const pdf = await get(fmtOwner, `/me/scenarios/compare/export/pdf?ids=${fmtIds.join(',')}`)
      .buffer(true)
      .parse(binary);
    const text = await pdfText(pdf.body as Buffer);
    for (const expected of ['8.023,77', '-111,23', 'NZD 342,31', 'NZD 500,00', '06/15/2026', 'Generated by Kea FX 06/15/2026'])
      expect(text).toContain(expected);
  });
});
