import { REPORT_DIRECT_EXPORT_LIMIT } from '@keafx/schema';
import { sql } from '../../database/sql';
import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { parseCsv, waitFor } from '../../../test/files';
import { subscribe, wsClient } from '../../../test/live';

// Thousands of rows and a job worker: more than jest's 5 s default.
jest.setTimeout(60_000);

const COUNT = REPORT_DIRECT_EXPORT_LIMIT + 1;
const PREVIEW = `query P($from: Date!, $to: Date!) { reportPreview(template: OVERDUE_SUMMARY, from: $from, to: $to) { inRange overdue { count longestDays } } }`;
const REQUEST = `mutation R($input: RequestReportInput!) { requestReport(input: $input) { id status progress } }`;
const JOB = `query J($id: ID!) { reportJob(id: $id) { id status progress fileName downloadUrl } }`;

interface JobView {
  id: string;
  status: string;
  progress: number;
  fileName: string | null;
  downloadUrl: string | null;
}

let app: TestApp;
let owner: TestUser;

/**
 * COUNT sent invoices in one statement (numbered 1..COUNT, as the api numbers them): issued
 * 2026-01-01 plus n mod 120 days, due 30 days later, so every one is overdue on 2026-06-15.
 */
async function insertMany(user: TestUser): Promise<void> {
  await sql(
    app.server.ds,
    `INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, sent_date,
      archived, written_off, created_at, updated_at)
    SELECT $1, n, 'Bulk ' || (n % 50), (ARRAY['USD','EUR','GBP','JPY'])[1 + n % 4], CASE WHEN n % 4 = 3 THEN 10000 ELSE 100.25 END,
      DATE '2026-01-01' + (n % 120), DATE '2026-01-31' + (n % 120), 'sent', DATE '2026-01-01' + (n % 120), false, false, now(), now()
    FROM generate_series(1, $2::int) AS n`,
    [user.id, COUNT],
  );
  await sql(
    app.server.ds,
    `INSERT INTO invoice_numbers (owner_id, last_number) VALUES ($1, $2)
    ON CONFLICT (owner_id) DO UPDATE SET last_number = EXCLUDED.last_number`,
    [user.id, COUNT],
  );
}

beforeAll(async () => {
  app = await startTestApp({ config: { reportPollSeconds: 0.5 } });
  owner = await app.register('large-range');
  await insertMany(owner);
});
afterAll(async () => {
  await app.stop();
});

describe(`a report range of more than ${REPORT_DIRECT_EXPORT_LIMIT.toLocaleString('en-NZ')} invoices`, () => {
  it('is previewed with its count, then made by a report job whose progress is pushed until the file holds every invoice', async () => {
    const preview = await app.gql<{ reportPreview: { inRange: number; overdue: { count: number; longestDays: number } } }>(
      owner.token,
      PREVIEW,
      { from: '2026-01-01', to: '2026-12-31' },
    );
    expect(preview.errors).toBeUndefined();
    // The count the Reports page compares with the limit to choose the job path.
    expect(preview.data?.reportPreview.inRange).toBe(COUNT);
    expect(preview.data?.reportPreview.inRange).toBeGreaterThan(REPORT_DIRECT_EXPORT_LIMIT);
    // Issued 2026-01-01 (n = 120, 240, ...): due 2026-01-31, 135 days overdue on 2026-06-15.
    expect(preview.data?.reportPreview.overdue).toEqual({ count: COUNT, longestDays: 135 });

    // The test app queues jobs with no worker, so the subscription is open before the job starts and sees every step.
    const res = await app.gql<{ requestReport: JobView }>(owner.token, REQUEST, {
      input: { template: 'OVERDUE_SUMMARY', format: 'CSV', from: '2026-01-01', to: '2026-12-31' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.requestReport).toMatchObject({ status: 'QUEUED', progress: 0 });
    const id = res.data?.requestReport.id ?? '';
    const sub = subscribe<{ reportJobUpdated?: JobView; errors?: unknown }>(
      wsClient(app.server.url, owner.token),
      'subscription($id: ID!) { reportJobUpdated(id: $id) { id status progress } }',
      { id },
    );
    const seen: JobView[] = [];
    try {
      await app.server.services.reportQueue.stop();
      await app.server.services.reportQueue.start(true);
      for (;;) {
        const update = await sub.next(40_000);
        expect(update.errors).toBeUndefined();
        seen.push(update.reportJobUpdated as JobView);
        if (update.reportJobUpdated?.status === 'COMPLETED' || update.reportJobUpdated?.status === 'FAILED') break;
      }
    } finally {
      await sub.close();
    }
    const progress = seen.map((j) => j.progress);
    expect(seen.at(-1)).toMatchObject({ status: 'COMPLETED', progress: 100 });
    expect(seen.some((j) => j.status === 'RUNNING')).toBe(true);
    // Progress in between, never going back.
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const done = await waitFor(
      async () => {
        const j = (await app.gql<{ reportJob: JobView }>(owner.token, JOB, { id })).data?.reportJob;
        return j?.downloadUrl ? j : null;
      },
      10_000,
      'the finished job',
    );
    expect(done.fileName).toBe('overdue_invoice_summary_2026-06-15.csv');
    const file = await app
      .http()
      .get(done.downloadUrl ?? '')
      .set(...bearer(owner));
    expect(file.status).toBe(200);
    const { rows, footer } = parseCsv(file.text);
    expect(rows).toHaveLength(COUNT + 1);
    expect(rows[1]?.[5]).toBe('135');
    expect(footer).toContain('immutable and audit-ready');
  });
});
