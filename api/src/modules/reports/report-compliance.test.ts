import { act } from '../../../test/exposure-fixtures';
import { binary, parseCsv, pdfText, sectionedCsv } from '../../../test/files';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

// Issue 15: policy compliance in a report. Today is 2026-06-15; the built-in USD rate is 1.54 NZD.
jest.setTimeout(30_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const range = 'from=2026-01-01&to=2026-06-30';
const PREVIEW = `query($from: Date!, $to: Date!) { reportPreview(template: EXPOSURE_SUMMARY, from: $from, to: $to) {
  hedgeCompliance { asOf warnings currencies { currency buckets { bucket label grossAmount hedgedAmount hedgeRatio targetRatio gapAmount gapNzd compliance exceedsExposure } } } } }`;

interface Preview {
  reportPreview: {
    hedgeCompliance: null | {
      asOf: string;
      warnings: string[];
      currencies: { currency: string; buckets: Record<string, unknown>[] }[];
    };
  };
}

const preview = async (user: TestUser) =>
  (await app.gql<Preview>(user.token, PREVIEW, { from: '2026-01-01', to: '2026-06-30' })).data?.reportPreview.hedgeCompliance;

/** USD 100,000 sent, due in 60 days; a USD 60,000 forward at 1.60 maturing in the same bucket; a 75% policy for 0 to 3 months. */
async function hedgedOwner(tag: string): Promise<TestUser> {
  const user = await app.register(tag);
  const inv = await createInvoice(app, user, { currency: 'USD', amount: 100000, issued_date: '2026-05-01', due_date: '2026-08-14' });
  await act(app, user, `/me/invoices/${inv.id}/send`);
  const auth = bearer(user);
  await app
    .http()
    .put('/me/hedges/policy')
    .set(...auth)
    .send({ m0_3: 0.75, m3_6: 0.5 })
    .expect(200);
  await app
    .http()
    .post('/me/hedges')
    .set(...auth)
    .send({ currency: 'USD', amount: 60000, locked_rate: 1.6, maturity_date: '2026-08-14', bank: 'ANZ', reference: 'FWD-1' })
    .expect(201);
  return user;
}

describe('hedge policy compliance in the exposure summary report', () => {
  it('the preview shows each bucket against the policy: USD 60,000 of 100,000 hedged against 75%, under by USD 15,000 (NZD 23,100)', async () => {
    const owner = await hedgedOwner('compliance');
    const c = await preview(owner);
    expect(c).toMatchObject({ asOf: '2026-06-15', warnings: [] });
    const usd = c?.currencies.find((x) => x.currency === 'USD');
    expect(usd?.buckets.find((b) => b.bucket === 'M0_3')).toEqual({
      bucket: 'M0_3',
      label: '0 to 3 months',
      grossAmount: '100000.00',
      hedgedAmount: '60000.00',
      hedgeRatio: '0.6',
      targetRatio: '0.75',
      gapAmount: '-15000.00',
      gapNzd: '-23100.00',
      compliance: 'UNDER',
      exceedsExposure: false,
    });
  });

  it('the CSV export adds a compliance table under the monthly exposure; the PDF prints the verdict', async () => {
    const owner = await hedgedOwner('compliance-export');
    const csv = await app
      .http()
      .get(`/me/reports/exposure-summary/csv?${range}`)
      .set(...bearer(owner))
      .expect(200);
    const { rows } = sectionedCsv(csv.text);
    const title = rows.findIndex((r) => r[0] === 'Hedge Policy Compliance (as of 2026-06-15)');
    expect(title).toBeGreaterThan(0);
    expect(rows[title + 1]).toEqual([
      'Currency',
      'Horizon',
      'Exposure',
      'Hedged',
      'Unhedged',
      'Hedge Ratio',
      'Target',
      'Compliance',
      'Gap',
      'Gap (NZD)',
    ]);
    expect(rows[title + 2]).toEqual([
      'USD',
      '0 to 3 months',
      '100000.00',
      '60000.00',
      '40000.00',
      '60%',
      '75%',
      'Under-hedged',
      '-15000.00',
      '-23100.00',
    ]);
    // The monthly exposure table is still there, under its own title.
    expect(rows.some((r) => r[0] === 'Monthly Exposure by Currency')).toBe(true);

    const pdf = await app
      .http()
      .get(`/me/reports/exposure-summary/pdf?${range}`)
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('Hedge Policy Compliance');
    expect(text).toContain('USD 0 to 3 months USD 100,000.00 USD 60,000.00 60% 75% Under-hedged by USD 15,000.00 (NZD 23,100.00)');
  });

  it('warns in the report when contracts exceed the exposure they cover', async () => {
    const owner = await hedgedOwner('compliance-over');
    await app
      .http()
      .post('/me/hedges')
      .set(...bearer(owner))
      .send({ currency: 'USD', amount: 10000, locked_rate: 1.6, maturity_date: '2026-10-01', bank: 'ANZ', reference: 'FWD-2' })
      .expect(201);
    const c = await preview(owner);
    expect(c?.warnings).toEqual(['USD contracts maturing in 3 to 6 months exceed the exposure they cover by USD 10,000.00']);
    const m3 = c?.currencies.find((x) => x.currency === 'USD')?.buckets.find((b) => b.bucket === 'M3_6');
    expect(m3).toMatchObject({ grossAmount: '0.00', hedgedAmount: '10000.00', exceedsExposure: true });
    const csv = await app
      .http()
      .get(`/me/reports/exposure-summary/csv?${range}`)
      .set(...bearer(owner))
      .expect(200);
    expect(sectionedCsv(csv.text).rows).toContainEqual([
      'USD contracts maturing in 3 to 6 months exceed the exposure they cover by USD 10,000.00',
    ]);
  });

  it('an owner with neither a policy nor a contract gets no section: the preview answers null and the CSV stays one plain table', async () => {
    const plain = await app.register('compliance-none');
    await createInvoice(app, plain, { currency: 'USD', amount: 500, issued_date: '2026-05-01', due_date: '2026-08-14' });
    expect(await preview(plain)).toBeNull();
    const csv = await app
      .http()
      .get(`/me/reports/exposure-summary/csv?${range}`)
      .set(...bearer(plain))
      .expect(200);
    const { rows } = parseCsv(csv.text);
    expect(rows[0]?.[0]).toBe('Month');
    expect(rows.some((r) => (r[0] ?? '').startsWith('Hedge Policy Compliance'))).toBe(false);
  });

  it("reads only the owner's own book: another owner's policy and contracts never reach this report", async () => {
    await hedgedOwner('compliance-neighbour');
    const alone = await app.register('compliance-alone');
    expect(await preview(alone)).toBeNull();
    // Other templates carry no compliance, even for an owner with hedges.
    const owner = await hedgedOwner('compliance-templates');
    const overdue = await app.gql<{ reportPreview: { hedgeCompliance: unknown } }>(
      owner.token,
      `query { reportPreview(template: OVERDUE_SUMMARY, from: "2026-01-01", to: "2026-06-30") { hedgeCompliance { asOf } } }`,
    );
    expect(overdue.data?.reportPreview.hedgeCompliance).toBeNull();
  });
});
