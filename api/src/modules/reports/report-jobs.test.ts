import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../../logger';
import { bearer, createInvoice, startTestApp, testConfig, type TestApp, type TestUser } from '../../../test/harness';
import { binary, parseCsv, pdfText, waitFor } from '../../../test/files';
import { subscribe, wsClient } from '../../../test/live';
import type { MailAttachment } from './jobs/mailer';
import { runReportCli } from '../../report-cli';

// Jobs poll, retry and relaunch browsers: more than jest's 5 s default (testTimeout is global-only in jest 30).
jest.setTimeout(30_000);

let app: TestApp;
let owner: TestUser;
let other: TestUser;

const REQUEST = `mutation R($input: RequestReportInput!) { requestReport(input: $input) { id status progress template format from to } }`;
const JOB = `query J($id: ID!) { reportJob(id: $id) { id status progress attempts error fileName sizeBytes downloadUrl } }`;

interface JobView {
  id: string;
  status: string;
  progress: number;
  attempts: number;
  error: string | null;
  fileName: string | null;
  downloadUrl: string | null;
}

async function request(user: TestUser, input: Record<string, unknown>): Promise<string> {
  const res = await app.gql<{ requestReport: { id: string; status: string } }>(user.token, REQUEST, { input });
  expect(res.errors).toBeUndefined();
  expect(res.data?.requestReport.status).toBe('QUEUED');
  return res.data?.requestReport.id ?? '';
}

async function job(user: TestUser, id: string): Promise<JobView> {
  return (await app.gql<{ reportJob: JobView }>(user.token, JOB, { id })).data?.reportJob as JobView;
}

function finished(user: TestUser, id: string): Promise<JobView> {
  return waitFor(
    async () => {
      const j = await job(user, id);
      return j.status === 'COMPLETED' || j.status === 'FAILED' ? j : null;
    },
    25_000,
    `report job ${id}`,
  );
}

beforeAll(async () => {
  app = await startTestApp({ config: { reportRetryLimit: 1, reportRetryDelaySeconds: 1, reportPollSeconds: 0.5 } });
  owner = await app.register('jobs');
  other = await app.register('jobs-other');
  const { id } = await createInvoice(app, owner, {
    counterparty: 'Queue Ltd',
    currency: 'EUR',
    amount: '2500.00',
    issued_date: '2026-03-01',
    due_date: '2026-04-01',
  });
  await app
    .http()
    .post(`/me/invoices/${id}/send`)
    .set(...bearer(owner))
    .expect(200);
});
afterAll(async () => {
  await app.stop();
});

const input = { template: 'OVERDUE_SUMMARY', format: 'PDF', from: '2026-01-01', to: '2026-12-31' };

describe('report jobs', () => {
  it('survive a worker restart: queued with no worker running, run when a worker starts', async () => {
    const id = await request(owner, input);
    await new Promise((r) => setTimeout(r, 700));
    expect((await job(owner, id)).status).toBe('QUEUED');
    await app.server.services.reportQueue.stop();
    await app.server.services.reportQueue.start(true);
    const done = await finished(owner, id);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      attempts: 1,
      fileName: 'overdue_invoice_summary_2026-06-15.pdf',
      downloadUrl: `/me/reports/jobs/${id}/download`,
    });
    const file = await app
      .http()
      .get(`/me/reports/jobs/${id}/download`)
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.body as Buffer);
    expect(text).toContain('Queue Ltd');
    expect(text).toContain('HIGH');
    const audit = (
      await app
        .http()
        .get('/me/audit?limit=5')
        .set(...bearer(owner))
    ).body.map((e: { action: string }) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['report.requested', 'export.report_pdf']));
  });

  it("runs another owner's one report while the first owner's backlog waits its turn (issue 25)", async () => {
    const busy = await app.register('jobs-busy');
    const quiet = await app.register('jobs-quiet');
    // Queued while no worker runs, so the worker first meets the whole backlog: ten PDFs for
    // one owner (one at a time per owner), then one CSV for another.
    await app.server.services.reportQueue.stop();
    await app.server.services.reportQueue.start(false);
    const backlog: string[] = [];
    for (let i = 0; i < 10; i++) backlog.push(await request(busy, input));
    const single = await request(quiet, { ...input, format: 'CSV' });
    await app.server.services.reportQueue.startWorker();
    await finished(quiet, single);
    const states = await Promise.all(backlog.map(async (id) => (await job(busy, id)).status));
    // Without the backlog as a fairness key the queue hands out the oldest first: all ten before it.
    expect(states.filter((s) => s === 'COMPLETED').length).toBeLessThanOrEqual(3);
    for (const id of backlog) expect((await finished(busy, id)).status).toBe('COMPLETED');
  });

  it("answers 404 for another owner's job, over GraphQL and REST", async () => {
    const id = await request(owner, { ...input, format: 'CSV' });
    await finished(owner, id);
    const gql = await app.gql(other.token, JOB, { id });
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (
        await app
          .http()
          .get(`/me/reports/jobs/${id}`)
          .set(...bearer(other))
      ).status,
    ).toBe(404);
    const download = await app
      .http()
      .get(`/me/reports/jobs/${id}/download`)
      .set(...bearer(other));
    expect(download.status).toBe(404);
    expect(download.body.detail).toBe(`Report job ${id} was not found`);
    const mine = await app
      .http()
      .get(`/me/reports/jobs/${id}/download`)
      .set(...bearer(owner));
    expect(parseCsv(mine.text).rows[1]?.[1]).toBe('Queue Ltd');
  });

  it('a browser that crashes mid-render is relaunched and the job retried', async () => {
    const pdf = app.server.services.pdf;
    const launches = pdf.launchCount;
    pdf.once('render-start', () => {
      process.kill(pdf.browserPid() ?? 0, 'SIGKILL');
    });
    const id = await request(owner, { ...input, template: 'EXPOSURE_SUMMARY' });
    const done = await finished(owner, id);
    expect(done).toMatchObject({ status: 'COMPLETED', attempts: 2 });
    expect(pdf.launchCount).toBe(launches + 1);
  });

  it('fails with the reason once the retries are used up', async () => {
    const pdf = app.server.services.pdf;
    const original = pdf.render.bind(pdf);
    pdf.render = async () => {
      throw new Error('renderer exploded');
    };
    try {
      const id = await request(owner, input);
      const done = await finished(owner, id);
      expect(done).toMatchObject({
        status: 'FAILED',
        attempts: 2,
        error: 'The report could not be generated because of an internal error.',
      });
      const download = await app
        .http()
        .get(`/me/reports/jobs/${id}/download`)
        .set(...bearer(owner));
      expect(download.status).toBe(409);
      expect(download.body.detail).toBe('This report failed: The report could not be generated because of an internal error.');
      const audit = (
        await app
          .http()
          .get('/me/audit?limit=3')
          .set(...bearer(owner))
      ).body;
      expect(audit[0]).toMatchObject({ action: 'export.failed', message: 'Error exporting PDF report' });
    } finally {
      pdf.render = original;
    }
  });

  it('refuses bad input with the field named and queues nothing', async () => {
    const before = (
      await app
        .http()
        .get('/me/reports/jobs')
        .set(...bearer(owner))
    ).body.length;
    const custom = await app.gql(owner.token, REQUEST, { input: { ...input, template: 'CUSTOM_REPORT', sections: [] } });
    expect(custom.errors?.[0]).toMatchObject({
      message: 'Please select at least one section to include in your custom report.',
      extensions: { code: 'BAD_USER_INPUT', field: 'sections' },
    });
    const backwards = await app.gql(owner.token, REQUEST, { input: { ...input, from: '2026-12-31', to: '2026-01-01' } });
    expect(backwards.errors?.[0]).toMatchObject({ message: 'to must be on or after from', extensions: { field: 'to' } });
    const rest = await app
      .http()
      .post('/me/reports/jobs')
      .set(...bearer(owner))
      .send({ template: 'nope', from: '2026-01-01', to: '2026-12-31' });
    expect(rest.status).toBe(400);
    expect(rest.body.detail).toMatch(/^template must be one of/);
    expect(
      (
        await app
          .http()
          .get('/me/reports/jobs/not-a-uuid')
          .set(...bearer(owner))
      ).body,
    ).toEqual({ detail: 'id must be a report job id (a UUID)' });
    expect(
      (
        await app
          .http()
          .get('/me/reports/jobs')
          .set(...bearer(owner))
      ).body.length,
    ).toBe(before);
  });

  it('weekly: subscribers get the exposure report, stored and e-mailed', async () => {
    const sent: { to: string; subject: string; attachments: MailAttachment[] }[] = [];
    app.server.services.reportJobs.mailer = {
      send: async (m) => {
        sent.push(m);
      },
    };
    const pref = await app.gql<{ updatePreferences: { weeklyExposureReport: boolean } }>(
      owner.token,
      'mutation { updatePreferences(input: { weeklyExposureReport: true }) { weeklyExposureReport } }',
    );
    expect(pref.data?.updatePreferences.weeklyExposureReport).toBe(true);
    expect(await app.server.services.reportQueue.weekly()).toBeGreaterThanOrEqual(1);
    const weekly = await waitFor(
      async () => {
        const jobs = (
          await app
            .http()
            .get('/me/reports/jobs')
            .set(...bearer(owner))
        ).body as { id: string; trigger: string; status: string }[];
        return jobs.find((j) => j.trigger === 'weekly' && j.status === 'completed');
      },
      25_000,
      'the weekly report',
    );
    const file = await app
      .http()
      .get(`/me/reports/jobs/${weekly.id}/download`)
      .set(...bearer(owner))
      .buffer(true)
      .parse(binary);
    expect(file.headers['content-disposition']).toContain('exposure_report.pdf');
    const mail = await waitFor(async () => sent.find((m) => m.to === owner.email), 5000, 'the e-mail');
    expect(mail.attachments[0]?.filename).toBe('exposure_report.pdf');
    expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await app
          .http()
          .get('/me/reports/jobs')
          .set(...bearer(other))
      ).body.some((j: { trigger: string }) => j.trigger === 'weekly'),
    ).toBe(false);
  });

  it("pushes a job's status and progress to a subscriber until it completes, and never another owner's job", async () => {
    const id = await request(owner, { ...input, format: 'CSV' });
    const sub = subscribe<{ reportJobUpdated?: JobView; errors?: { message: string }[] }>(
      wsClient(app.server.url, owner.token),
      'subscription($id: ID!) { reportJobUpdated(id: $id) { id status progress } }',
      { id },
    );
    const stranger = subscribe<{ errors?: { message: string }[] }>(
      wsClient(app.server.url, other.token),
      'subscription($id: ID!) { reportJobUpdated(id: $id) { id } }',
      { id },
    );
    try {
      const seen: JobView[] = [];
      for (;;) {
        const update = await sub.next(20_000);
        expect(update.errors).toBeUndefined();
        seen.push(update.reportJobUpdated as JobView);
        if (update.reportJobUpdated?.status === 'COMPLETED') break;
      }
      expect(seen.every((j) => j.id === id)).toBe(true);
      expect(seen.at(-1)).toMatchObject({ status: 'COMPLETED', progress: 100 });
      const progress = seen.map((j) => j.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect((await stranger.next(5000)).errors?.[0]?.message).toBe(`Report job ${id} was not found`);
    } finally {
      await sub.close();
      await stranger.close();
    }
  });

  it('the CLI runs the same job code and writes the file', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'keafx-cli-')), 'report.csv');
    const args = [
      '--email',
      owner.email,
      '--template',
      'overdue-summary',
      '--from',
      '2026-01-01',
      '--to',
      '2026-12-31',
      '--format',
      'csv',
      '--out',
      out,
    ];
    const result = await runReportCli(args, testConfig(), app.clock, createLogger('error'));
    expect(result).toMatchObject({ code: 0 });
    expect(parseCsv(readFileSync(out, 'utf8')).rows[1]?.[1]).toBe('Queue Ltd');
    const jobs = (
      await app
        .http()
        .get('/me/reports/jobs')
        .set(...bearer(owner))
    ).body as { trigger: string; status: string }[];
    expect(jobs.find((j) => j.trigger === 'cli')).toMatchObject({ status: 'completed' });
    expect(await runReportCli(['--email', owner.email], testConfig(), app.clock, createLogger('error'))).toMatchObject({ code: 2 });
    expect(
      await runReportCli(
        [...args.slice(0, 6), '--to', 'soon', '--format', 'csv', '--out', out],
        testConfig(),
        app.clock,
        createLogger('error'),
      ),
    ).toEqual({ code: 1, message: 'to must be a valid date in YYYY-MM-DD form' });
  });
});
