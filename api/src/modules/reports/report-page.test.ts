import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { buildInvoice } from '../../../test/factories';
import { binary, parseCsv, unzip, waitFor } from '../../../test/files';

jest.setTimeout(30_000);

let app: TestApp;
let owner: TestUser;
let other: TestUser;

const PREVIEW = `query P($template: ReportTemplate!, $from: Date!, $to: Date!, $sections: [ReportSection!]) {
  reportPreview(template: $template, from: $from, to: $to, sections: $sections) {
    template from to inRange warnings sections
    exposure { month label amounts { currency amount } totalNzd invoices }
    overdue { count longestDays totalNzd rows { label counterparty currency amount daysOverdue priority } }
    breakdown { totalNzd rows { currency amount nzd share invoices } }
    trends { counterparty averageDays paidInvoices totalInvoices trend }
  }
}`;
const TAX = `mutation T($from: Date!, $to: Date!) { requestTaxTimeBundle(from: $from, to: $to) { id kind status template format } }`;
const JOB = `query J($id: ID!) { reportJob(id: $id) { id kind status progress error fileName downloadUrl } }`;

type Preview = Record<string, unknown> & {
  inRange: number;
  exposure: { month: string; amounts: { currency: string; amount: string }[]; totalNzd: string }[] | null;
  overdue: { count: number; longestDays: number; rows: { counterparty: string; daysOverdue: number; priority: string }[] } | null;
  breakdown: { totalNzd: string; rows: { currency: string; share: number; nzd: string }[] } | null;
  trends: { counterparty: string; averageDays: number; trend: string }[] | null;
};

async function preview(user: TestUser, vars: Record<string, unknown>) {
  return app.gql<{ reportPreview: Preview }>(user.token, PREVIEW, { from: '2026-01-01', to: '2026-12-31', ...vars });
}

async function invoice(user: TestUser, body: Record<string, unknown>, then: ('send' | 'pay')[] = []): Promise<void> {
  const { id } = await createInvoice(app, user, body);
  for (const step of then)
    await app
      .http()
      .post(`/me/invoices/${id}/${step}`)
      .set(...bearer(user))
      .expect(200);
}

beforeAll(async () => {
  app = await startTestApp({ config: { reportPollSeconds: 0.5 } });
  owner = await app.register('preview');
  other = await app.register('preview-other');
  // The test app queues jobs without a worker; run one here.
  await app.server.services.reportQueue.stop();
  await app.server.services.reportQueue.start(true);
  // Today is 2026-06-15: USD 45 days overdue (High), EUR 21 (Medium), GBP paid after 20 days, a JPY draft.
  await invoice(owner, { counterparty: 'Alpha', currency: 'USD', amount: '1000.00', issued_date: '2026-04-01', due_date: '2026-05-01' }, [
    'send',
  ]);
  await invoice(owner, { counterparty: 'Beta', currency: 'EUR', amount: '500.00', issued_date: '2026-04-20', due_date: '2026-05-25' }, [
    'send',
  ]);
  await invoice(owner, { counterparty: 'Alpha', currency: 'GBP', amount: '200.00', issued_date: '2026-05-26', due_date: '2026-06-30' }, [
    'send',
    'pay',
  ]);
  await invoice(owner, { counterparty: 'Draft Co', currency: 'JPY', amount: 5000, issued_date: '2026-06-01', due_date: '2026-07-01' });
  await invoice(
    other,
    { counterparty: 'Elsewhere', currency: 'USD', amount: '9999.00', issued_date: '2026-04-01', due_date: '2026-05-01' },
    ['send'],
  );
});
afterAll(async () => {
  await app.stop();
});

describe('reportPreview', () => {
  it('monthly exposure: each month to today, the four columns and the NZD total of the owner alone', async () => {
    const { data, errors } = await preview(owner, { template: 'EXPOSURE_SUMMARY' });
    expect(errors).toBeUndefined();
    const p = data?.reportPreview as Preview;
    expect(p.inRange).toBe(4);
    expect(p.exposure?.map((r) => r.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    // June 15: USD 1000 (x1.54) and EUR 500 (x1.69) open; GBP paid, the JPY draft not sent.
    expect(p.exposure?.at(-1)).toEqual(
      expect.objectContaining({
        totalNzd: '2385.00',
        amounts: [
          { currency: 'USD', amount: '1000.00' },
          { currency: 'EUR', amount: '500.00' },
          { currency: 'GBP', amount: '0.00' },
          { currency: 'JPY', amount: '0' },
        ],
      }),
    );
    expect(p.overdue).toBeNull();
  });

  it('overdue summary: days overdue and priority bands, count and longest', async () => {
    const p = (await preview(owner, { template: 'OVERDUE_SUMMARY' })).data?.reportPreview as Preview;
    expect(p.overdue?.rows.map((r) => [r.counterparty, r.daysOverdue, r.priority])).toEqual([
      ['Alpha', 45, 'High'],
      ['Beta', 21, 'Medium'],
    ]);
    expect(p.overdue).toMatchObject({ count: 2, longestDays: 45 });
    const none = (await preview(owner, { template: 'OVERDUE_SUMMARY', from: '2026-05-01', to: '2026-06-30' })).data
      ?.reportPreview as Preview;
    expect(none.overdue).toMatchObject({ count: 0, longestDays: 0, rows: [] });
    expect(none.inRange).toBe(2);
  });

  it('currency breakdown: real shares of the NZD total, drafts left out', async () => {
    const p = (await preview(owner, { template: 'CURRENCY_BREAKDOWN' })).data?.reportPreview as Preview;
    // USD 1540, EUR 845, GBP 394: total 2779.
    expect(p.breakdown?.totalNzd).toBe('2779.00');
    expect(p.breakdown?.rows.map((r) => [r.currency, r.share])).toEqual([
      ['USD', 55.4],
      ['EUR', 30.4],
      ['GBP', 14.2],
    ]);
  });

  it('payment trends: days from the sent date to the paid date, not from the issue date', async () => {
    const p = (await preview(owner, { template: 'PAYMENT_TRENDS' })).data?.reportPreview as Preview;
    // The GBP invoice was issued 2026-05-26 but sent and paid today: 0 days to pay.
    expect(p.trends).toEqual([{ counterparty: 'Alpha', averageDays: 0, paidInvoices: 1, totalInvoices: 2, trend: 'Improving' }]);
  });

  it('payment trends: exact averages over invoices with both dates, SPEC bands, the range on issue dates', async () => {
    const payer = await app.register('trends');
    const paid = (counterparty: string, issued: string, sent: string | null, paidOn: string) =>
      buildInvoice(app, payer, {
        counterparty,
        issued_date: issued,
        due_date: '2026-06-30',
        status: 'paid',
        sent_date: sent,
        paid_date: paidOn,
      });
    // Kappa: sent to paid 20 and 23 days (avg 21.5: Improving); from the issue date it would be 40 and 24 (avg 32.0: Stable).
    await paid('Kappa', '2026-03-01', '2026-03-21', '2026-04-10');
    await paid('Kappa', '2026-03-05', '2026-03-06', '2026-03-29');
    // Counted in Kappa's total, not in its days: one still unpaid, one paid with no sent date on record.
    await buildInvoice(app, payer, {
      counterparty: 'Kappa',
      issued_date: '2026-03-10',
      due_date: '2026-06-30',
      status: 'sent',
      sent_date: '2026-03-10',
    });
    await paid('Kappa', '2026-03-12', null, '2026-03-20');
    // Lambda: 40 days from sending (54 from issue): Slowing. Its 2025 invoice is outside the range.
    await paid('Lambda', '2026-02-01', '2026-02-15', '2026-03-27');
    await paid('Lambda', '2025-12-20', '2025-12-20', '2026-01-30');
    // Drafts never count.
    await buildInvoice(app, payer, { counterparty: 'Mu', issued_date: '2026-03-01', status: 'draft' });
    const p = (await preview(payer, { template: 'PAYMENT_TRENDS' })).data?.reportPreview as Preview;
    expect(p.trends).toEqual([
      { counterparty: 'Kappa', averageDays: 21.5, paidInvoices: 2, totalInvoices: 4, trend: 'Improving' },
      { counterparty: 'Lambda', averageDays: 40, paidInvoices: 1, totalInvoices: 1, trend: 'Slowing' },
    ]);
    const csv = await app
      .http()
      .get('/me/reports/payment-trends/csv?from=2026-01-01&to=2026-12-31')
      .set(...bearer(payer))
      .expect(200);
    expect(parseCsv(csv.text).rows.slice(1)).toEqual([
      ['Kappa', '21.5', '2', '4', 'Improving'],
      ['Lambda', '40.0', '1', '1', 'Slowing'],
    ]);
  });

  it('custom report: the chosen sections back, none allowed in the preview', async () => {
    const chosen = (await preview(owner, { template: 'CUSTOM_REPORT', sections: ['OVERDUE', 'INVOICES', 'OVERDUE'] })).data
      ?.reportPreview as Preview;
    expect(chosen.sections).toEqual(['OVERDUE', 'INVOICES']);
    const none = (await preview(owner, { template: 'CUSTOM_REPORT', sections: [] })).data?.reportPreview as Preview;
    expect(none).toMatchObject({ sections: [], inRange: 4, exposure: null });
  });

  it('refuses a range that ends before it starts, and a bad date, with BAD_USER_INPUT', async () => {
    const backwards = await preview(owner, { template: 'OVERDUE_SUMMARY', from: '2026-06-01', to: '2026-05-01' });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(backwards.errors?.[0]?.message).toContain('to must be on or after from');
    const bad = await preview(owner, { template: 'OVERDUE_SUMMARY', from: '2026-02-30' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await preview(owner, { template: 'NOPE' })).errors).toBeDefined();
  });

  it('needs a session', async () => {
    const res = await app.gql('', PREVIEW, { template: 'OVERDUE_SUMMARY', from: '2026-01-01', to: '2026-12-31' });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('requestTaxTimeBundle', () => {
  it("runs as a report job to a ZIP of the dated CSVs (SPEC's five and the GST return), for its owner only", async () => {
    const res = await app.gql<{ requestTaxTimeBundle: { id: string; kind: string; status: string; template: string | null } }>(
      owner.token,
      TAX,
      { from: '2026-01-01', to: '2026-12-31' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.requestTaxTimeBundle).toMatchObject({ kind: 'tax-time', status: 'QUEUED', template: null });
    const id = res.data?.requestTaxTimeBundle.id ?? '';
    const done = await waitFor(
      async () => {
        const j = (
          await app.gql<{ reportJob: { status: string; progress: number; fileName: string; downloadUrl: string } }>(owner.token, JOB, {
            id,
          })
        ).data?.reportJob;
        return j && (j.status === 'COMPLETED' || j.status === 'FAILED') ? j : null;
      },
      25_000,
      'tax-time job',
    );
    expect(done).toMatchObject({ status: 'COMPLETED', progress: 100, fileName: 'tax_time_bundle_2026-06-15.zip' });
    const zip = await app
      .http()
      .get(done.downloadUrl)
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary);
    expect(zip.status).toBe(200);
    const files = await unzip(zip.body as Buffer);
    expect([...files.keys()].sort()).toEqual([
      'audit_trail_2026-06-15.csv',
      'fx_conversion_log_2026-06-15.csv',
      'gst_return_2026-06-15.csv',
      'invoice_ledger_2026-06-15.csv',
      'tax_time_summary_2026-06-15.csv',
      'write_off_report_2026-06-15.csv',
    ]);
    expect((await app.gql(other.token, JOB, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await app
      .http()
      .get(done.downloadUrl)
      .set(...bearer(other))
      .expect(404);
  });

  it('refuses a backwards period and queues nothing', async () => {
    const res = await app.gql(owner.token, TAX, { from: '2026-12-31', to: '2026-01-01' });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const jobs = await app.gql<{ reportJobs: { kind: string }[] }>(owner.token, '{ reportJobs { kind } }');
    expect(jobs.data?.reportJobs.filter((j) => j.kind === 'tax-time')).toHaveLength(1);
  });
});
