import { reportTemplateName, type CustomSection, type ReportFormat, type ReportTemplateId, type RequestReportCommand } from '@keafx/schema';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../clock';
import type { DomainEvents } from '../../../events';
import { sql, theRow } from '../../../database/sql';
import { AppError } from '../../../errors';
import { parseUuid, type Uuid } from '../../../params';
import type { Logger } from '../../../logger';
import { actorOf, atOneMoment, type Actor, type ServiceContext } from '../../../request-context';
import type { AuditService } from '../../audit';
import type { ExportFile, ExportsService } from '../exports.service';
import { parseRange, toReportRequest } from '../report-params';
import { PdfRenderError, ReportJobNotFoundError, ReportNotReadyError } from '../reports.errors';
import type { Mailer } from './mailer';
import type { Row } from '../../../database/rows';

export type ReportJobStatus = 'queued' | 'running' | 'completed' | 'failed';
export type ReportJobTrigger = 'request' | 'weekly' | 'cli';
/** template: a Reports page template; exposure: the exposure report; tax-time: the tax-time bundle (a ZIP). */
export type ReportJobKind = 'template' | 'exposure' | 'tax-time';

export interface ReportJobRecord {
  id: string;
  ownerId: string;
  kind: ReportJobKind;
  template: ReportTemplateId | null;
  /** The file it makes: the tax-time bundle is a ZIP (of its CSVs, the format stored for it). */
  format: ReportFormat | 'zip';
  from: string | null;
  to: string | null;
  sections: CustomSection[];
  includeDrafts: boolean;
  trigger: ReportJobTrigger;
  status: ReportJobStatus;
  progress: number;
  attempts: number;
  error: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  emailedTo: string | null;
  emailedAt: Date | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** A report_jobs row without its file (read separately), the enums narrowed to the schema's unions. */
type JobRow = Omit<
  Row<
    'report_jobs',
    {
      kind: ReportJobKind;
      template: ReportTemplateId | null;
      format: ReportFormat;
      sections: CustomSection[];
      trigger: ReportJobTrigger;
      status: ReportJobStatus;
    }
  >,
  'file' | 'updated_at'
>;

const COLUMNS = `id, owner_id, kind, template, format, range_from, range_to, sections, include_drafts, trigger, status, progress, attempts, error,
  file_name, content_type, size_bytes, emailed_to, emailed_at, created_at, started_at, finished_at`;

function toRecord(r: JobRow): ReportJobRecord {
  return {
    id: r.id,
    ownerId: r.owner_id,
    kind: r.kind,
    template: r.template,
    format: r.kind === 'tax-time' ? 'zip' : r.format,
    from: r.range_from,
    to: r.range_to,
    sections: r.sections ?? [],
    includeDrafts: r.include_drafts,
    trigger: r.trigger,
    status: r.status,
    progress: r.progress,
    attempts: r.attempts,
    error: r.error,
    fileName: r.file_name,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    emailedTo: r.emailed_to,
    emailedAt: r.emailed_at,
    createdAt: r.created_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
  };
}

/** A report job id parsed at the edge: the service takes only this. */
export type JobId = Uuid;

export const parseJobId = (raw: unknown): JobId => parseUuid(raw, 'a report job');

/** Where jobs go to be run: the pg-boss queue (set when the queue starts). */
export interface JobQueue {
  /** Queues a job for its owner's turn; `backlog`, the owner's other jobs waiting, is its fairness key. */
  enqueue(jobId: string, ownerId: string, backlog: number): Promise<void>;
}

/** An attempt as the queue sees it: retries used so far and allowed in all. */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

/**
 * Report jobs: requested over GraphQL, REST, the CLI or the weekly cron; run by a worker
 * with the same export code as the download paths; the file is kept in the database and
 * handed only to its owner. A failed attempt is retried by the queue; the last one fails
 * the job with its reason.
 */
export class ReportJobsService {
  queue?: JobQueue;
  mailer: Mailer | null;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly reports: ExportsService,
    /** The owner's e-mail address (auth's, handed in by the composition root). */
    private readonly emailOf: (userId: string) => Promise<string | null>,
    private readonly clock: Clock,
    private readonly log: Logger,
    mailer: Mailer | null,
    private readonly events: DomainEvents,
  ) {
    this.mailer = mailer;
  }

  /** Queues a Reports page template for the caller; bad input throws ValidationError (a GST return for a business not registered, CONFLICT) and queues nothing. */
  async request(ctx: ServiceContext, command: RequestReportCommand): Promise<ReportJobRecord> {
    const req = toReportRequest(command);
    // A GST return's range must be one of the owner's GST periods, for a registered business: refused now, not in the worker.
    if (req.template === 'gst-return') await this.reports.gst.check(ctx.user.id, req.range);
    const job = await this.insert(ctx.user.id, actorOf(ctx), ctx.clock.now(), {
      kind: 'template',
      template: req.template,
      format: req.format,
      from: req.range.from,
      to: req.range.to,
      sections: req.sections,
      trigger: 'request',
    });
    await this.enqueue(job);
    return job;
  }

  /** Queues the tax-time bundle (SPEC's five CSVs and the GST returns as one ZIP) for a date range; a bad range throws ValidationError and queues nothing. */
  async requestTaxTime(ctx: ServiceContext, from: unknown, to: unknown): Promise<ReportJobRecord> {
    const range = parseRange(from, to);
    const job = await this.insert(ctx.user.id, actorOf(ctx), ctx.clock.now(), {
      kind: 'tax-time',
      template: null,
      format: 'csv',
      from: range.from,
      to: range.to,
      sections: [],
      trigger: 'request',
    });
    await this.enqueue(job);
    return job;
  }

  /** Queues the exposure report for an owner (the weekly cron). */
  async requestExposure(ownerId: string, actor: Actor, trigger: ReportJobTrigger): Promise<ReportJobRecord> {
    const job = await this.insert(ownerId, actor, this.clock.now(), {
      kind: 'exposure',
      template: null,
      format: 'pdf',
      from: null,
      to: null,
      sections: [],
      trigger,
    });
    await this.enqueue(job);
    return job;
  }

  /** Creates a job for the CLI and runs it here and now, with the worker's code; returns the job and its file. */
  async runForCli(ownerId: string, actor: Actor, command: RequestReportCommand): Promise<{ job: ReportJobRecord; file: ExportFile }> {
    const req = toReportRequest(command);
    const job = await this.insert(ownerId, actor, this.clock.now(), {
      kind: 'template',
      template: req.template,
      format: req.format,
      from: req.range.from,
      to: req.range.to,
      sections: req.sections,
      trigger: 'cli',
    });
    await this.run(job.id, { retryCount: 0, retryLimit: 0 });
    return { job: await this.byId(job.id), file: await this.fileOf(ownerId, job.id) };
  }

  /** One of the caller's jobs; another owner's id answers ReportJobNotFoundError. */
  async get(ctx: ServiceContext, id: JobId): Promise<ReportJobRecord> {
    const [row] = await sql<JobRow>(this.ds, `SELECT ${COLUMNS} FROM report_jobs WHERE id = $1 AND owner_id = $2`, [id, ctx.user.id]);
    if (!row) throw new ReportJobNotFoundError(id);
    return toRecord(row);
  }

  /** The caller's newest jobs. */
  async list(ctx: ServiceContext, limit: number): Promise<ReportJobRecord[]> {
    const rows = await sql<JobRow>(
      this.ds,
      `SELECT ${COLUMNS} FROM report_jobs WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [ctx.user.id, limit],
    );
    return rows.map(toRecord);
  }

  /** The finished file, for its owner only; ReportNotReadyError while it runs or after it failed. */
  async download(ctx: ServiceContext, id: JobId): Promise<ExportFile> {
    const job = await this.get(ctx, id);
    if (job.status === 'failed') throw new ReportNotReadyError(`This report failed: ${job.error ?? 'no reason was recorded'}`);
    if (job.status !== 'completed') throw new ReportNotReadyError(`This report is not ready yet (${job.status}, ${job.progress}%).`);
    return this.fileOf(ctx.user.id, job.id);
  }

  /** One attempt at a job (the worker's handler). Throws after recording the failure, so the queue retries. */
  async run(jobId: string, attempt: Attempt): Promise<void> {
    const [row] = await sql<JobRow>(
      this.ds,
      `UPDATE report_jobs SET status = 'running', attempts = attempts + 1, progress = 10, error = NULL,
        started_at = COALESCE(started_at, $2), updated_at = $2 WHERE id = $1 AND status <> 'completed' RETURNING ${COLUMNS}`,
      [jobId, this.clock.now()],
    );
    if (!row) return;
    const job = toRecord(row);
    this.changed(job);
    try {
      const email = await this.emailOf(job.ownerId);
      const actor: Actor =
        job.trigger === 'weekly'
          ? { id: null, label: 'system (weekly report)' }
          : { id: job.ownerId, label: `${email ?? 'unknown'} (report job)` };
      const caller: ServiceContext = atOneMoment({
        user: { id: job.ownerId, email: email ?? '' },
        actor,
        clock: this.clock,
        requestId: job.id,
      });
      const progress = (pct: number): Promise<void> => this.setProgress(job, pct);
      const file =
        job.kind === 'tax-time' || job.format === 'zip'
          ? await this.reports.taxTimeZip(caller, job.from, job.to, progress)
          : job.kind === 'template' && job.template
            ? await this.reports.reportFor(
                caller,
                { template: job.template, format: job.format, range: { from: job.from ?? '', to: job.to ?? '' }, sections: job.sections },
                progress,
              )
            : await this.reports.exposureReport(caller, job.format, job.includeDrafts);
      await sql(
        this.ds,
        `UPDATE report_jobs SET status = 'completed', progress = 100, file = $2, file_name = $3, content_type = $4, size_bytes = $5,
          finished_at = $6, updated_at = $6 WHERE id = $1`,
        [job.id, file.body, file.fileName, file.contentType, file.body.length, this.clock.now()],
      );
      this.changed(job, 'completed');
      if (job.trigger === 'weekly' && email) await this.mail(job, email, file);
    } catch (error) {
      const last = attempt.retryCount >= attempt.retryLimit;
      const reason =
        error instanceof PdfRenderError || error instanceof AppError
          ? error.message
          : 'The report could not be generated because of an internal error.';
      if (!(error instanceof AppError)) this.log.warn('report job attempt failed', { jobId, attempt: attempt.retryCount + 1, error });
      await sql(
        this.ds,
        `UPDATE report_jobs SET status = $2, error = $3, progress = CASE WHEN $2 = 'failed' THEN progress ELSE 0 END,
          finished_at = CASE WHEN $2 = 'failed' THEN $4::timestamptz END, updated_at = $4 WHERE id = $1`,
        [
          job.id,
          last ? 'failed' : 'queued',
          last ? reason : `Attempt ${attempt.retryCount + 1} failed (${reason}); it will be retried.`,
          this.clock.now(),
        ],
      );
      this.changed(job);
      throw error;
    }
  }

  private async mail(job: ReportJobRecord, email: string, file: ExportFile): Promise<void> {
    if (!this.mailer) return;
    try {
      await this.mailer.send({
        to: email,
        subject: `Your weekly Kea FX exposure report (${this.clock.today()})`,
        text: 'Your weekly FX exposure report is attached. You can turn it off in Settings, Preferences.',
        attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
      });
      await sql(this.ds, 'UPDATE report_jobs SET emailed_to = $2, emailed_at = $3 WHERE id = $1', [job.id, email, this.clock.now()]);
    } catch (error) {
      this.log.warn('weekly report e-mail failed', { jobId: job.id, error });
      await sql(this.ds, 'UPDATE report_jobs SET error = $2 WHERE id = $1', [job.id, 'The report is stored, but e-mailing it failed.']);
    }
  }

  private async setProgress(job: ReportJobRecord, pct: number): Promise<void> {
    await sql(this.ds, 'UPDATE report_jobs SET progress = GREATEST(progress, $2), updated_at = $3 WHERE id = $1', [
      job.id,
      pct,
      this.clock.now(),
    ]);
    this.changed(job);
  }

  /** Tells subscribers (reportJobUpdated) that a job's status or progress moved. */
  private changed(job: Pick<ReportJobRecord, 'id' | 'ownerId'>, status?: 'completed'): void {
    this.events.publish({ type: 'reports.job', ownerId: job.ownerId, jobId: job.id, ...(status ? { status } : {}) });
  }

  private async byId(id: string): Promise<ReportJobRecord> {
    return toRecord(theRow(await sql<JobRow>(this.ds, `SELECT ${COLUMNS} FROM report_jobs WHERE id = $1`, [id]), `report job ${id}`));
  }

  private async fileOf(ownerId: string, id: string): Promise<ExportFile> {
    const [row] = await sql<{ file: Buffer | null; file_name: string; content_type: string }>(
      this.ds,
      'SELECT file, file_name, content_type FROM report_jobs WHERE id = $1 AND owner_id = $2',
      [id, ownerId],
    );
    if (!row?.file) throw new ReportNotReadyError('This report has no file yet.');
    return { fileName: row.file_name, contentType: row.content_type, body: row.file };
  }

  /**
   * Queues a job with its owner's backlog (their other jobs queued or running) as its fairness
   * key: the queue hands out lower backlogs first, so one owner's fifty reports cannot hold
   * another owner's one behind them (FairWorker takes owners in turn among what it fetched).
   */
  private async enqueue(job: ReportJobRecord): Promise<void> {
    if (!this.queue) throw new Error('the report queue is not running');
    const [waiting] = await sql<{ n: number }>(
      this.ds,
      `SELECT count(*)::int AS n FROM report_jobs WHERE owner_id = $1 AND status IN ('queued', 'running') AND id <> $2`,
      [job.ownerId, job.id],
    );
    await this.queue.enqueue(job.id, job.ownerId, waiting?.n ?? 0);
  }

  private async insert(
    ownerId: string,
    actor: Actor,
    now: Date,
    j: {
      kind: ReportJobKind;
      template: ReportTemplateId | null;
      format: ReportFormat;
      from: string | null;
      to: string | null;
      sections: CustomSection[];
      trigger: ReportJobTrigger;
    },
  ): Promise<ReportJobRecord> {
    return this.ds.transaction(async (m) => {
      const row = theRow(
        await sql<JobRow>(
          m,
          `INSERT INTO report_jobs (owner_id, kind, template, format, range_from, range_to, sections, trigger, created_at, updated_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${COLUMNS}`,
          [ownerId, j.kind, j.template, j.format, j.from, j.to, j.sections, j.trigger, now],
        ),
        'the new report job',
      );
      const what = j.template
        ? `${reportTemplateName(j.template)} (${j.from} to ${j.to})`
        : j.kind === 'tax-time'
          ? `the tax-time bundle (${j.from} to ${j.to})`
          : 'the exposure report';
      await this.audit.record(m, ownerId, actor, now, [
        {
          entityType: 'report_job',
          entityId: row.id,
          action: 'report.requested',
          message: `Requested ${what} as ${j.kind === 'tax-time' ? 'ZIP' : j.format.toUpperCase()}`,
          after: { template: j.template, format: j.format, from: j.from, to: j.to, sections: j.sections, trigger: j.trigger },
        },
      ]);
      return toRecord(row);
    });
  }
}
