import PgBoss from 'pg-boss';
import { FairWorker } from '../../../database/fair-worker';
import { ensureQueue } from '../../../database/queues';
import type { Logger } from '../../../logger';
import type { JobQueue, ReportJobsService } from './report-jobs.service';

export const REPORT_QUEUE = 'report';
export const WEEKLY_QUEUE = 'weekly-exposure-report';

export interface ReportQueueOptions {
  databaseUrl: string;
  retryLimit: number;
  retryDelaySeconds: number;
  weeklyCron: string;
  timeZone: string;
  /** Seconds between polls for new jobs (pg-boss polls; 2 s by default). */
  pollingIntervalSeconds?: number;
  log: Logger;
}

/**
 * The report queue on pg-boss (PostgreSQL-backed: real server or the embedded one). Every
 * process can enqueue; a worker process (inside `npm start` by default, or `npm run worker`)
 * also runs jobs and the weekly Monday cron. stop() lets running jobs finish first.
 */
interface ReportJobData {
  reportJobId: string;
  /** Jobs queued before owners were named share one turn. */
  ownerId?: string;
}

export class ReportQueue implements JobQueue {
  private boss?: PgBoss;
  private working = false;
  private worker?: FairWorker<ReportJobData>;

  constructor(
    private readonly jobs: ReportJobsService,
    /** The users who asked for the weekly exposure report (profile's, passed in by the composition root). */
    private readonly weeklySubscribers: () => Promise<string[]>,
    private readonly opts: ReportQueueOptions,
  ) {}

  /** Connects and creates the queues; with `worker`, also runs jobs and schedules the weekly report. */
  async start(worker: boolean): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.opts.databaseUrl,
      schema: 'pgboss',
      max: 3,
      application_name: 'kea-fx-reports',
      supervise: worker,
      schedule: worker,
      migrate: true,
    });
    boss.on('error', (error) => this.opts.log.error('report queue error', { error }));
    await boss.start();
    this.boss = boss;
    // createQueue leaves an existing queue as it was, so the policy is also updated: the
    // configured retries apply even when another process (or an older release) made the queue.
    const report = { name: REPORT_QUEUE, ...this.retryPolicy(), expireInSeconds: 15 * 60 };
    const weekly = { name: WEEKLY_QUEUE, retryLimit: 1, expireInSeconds: 15 * 60 };
    for (const q of [report, weekly]) await ensureQueue(boss, q);
    this.jobs.queue = this;
    if (worker) await this.startWorker();
  }

  /**
   * Starts running jobs in this process (two at a time, one per owner: an owner's tax-time bundle
   * never holds both slots) and keeps the weekly schedule.
   */
  async startWorker(): Promise<void> {
    const boss = this.requireBoss();
    if (this.working) return;
    this.working = true;
    const polling = { pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 2, includeMetadata: true as const, batchSize: 1 };
    this.worker = new FairWorker<ReportJobData>(boss, {
      queue: REPORT_QUEUE,
      concurrency: 2,
      perOwner: 1,
      pollMs: polling.pollingIntervalSeconds * 1000,
      ownerOf: (d) => d.ownerId ?? '',
      handle: (job) => this.jobs.run(job.data.reportJobId, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
      log: this.opts.log,
    });
    this.worker.start();
    await boss.work(WEEKLY_QUEUE, polling, async () => {
      await this.weekly();
    });
    await boss.schedule(WEEKLY_QUEUE, this.opts.weeklyCron, {}, { tz: this.opts.timeZone });
  }

  /** Queues one weekly exposure report per subscribed user; returns how many. */
  async weekly(): Promise<number> {
    const users = await this.weeklySubscribers();
    for (const id of users) await this.jobs.requestExposure(id, { id: null, label: 'system (weekly report)' }, 'weekly');
    this.opts.log.info('weekly exposure reports queued', { users: users.length });
    return users.length;
  }

  /**
   * Queues a job for its owner's turn, `backlog` (the owner's jobs already waiting) its fairness
   * key: higher priorities are fetched first, so an owner with none waiting goes ahead of one with
   * many. Its retry policy travels with it, whatever the queue's defaults.
   */
  async enqueue(jobId: string, ownerId: string, backlog = 0): Promise<void> {
    await this.requireBoss().send(REPORT_QUEUE, { reportJobId: jobId, ownerId } satisfies ReportJobData, {
      ...this.retryPolicy(),
      priority: -backlog,
    });
    this.worker?.poke();
  }

  private retryPolicy(): { retryLimit: number; retryDelay: number; retryBackoff: boolean } {
    return { retryLimit: this.opts.retryLimit, retryDelay: this.opts.retryDelaySeconds, retryBackoff: false };
  }

  /** Stops polling, lets running jobs finish (up to 30 s), and closes the queue's connections. */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    this.working = false;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.stop(30_000);
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, timeout: 30_000 }).catch((error: unknown) => {
      this.opts.log.warn('report queue stop failed', { error });
    });
  }

  private requireBoss(): PgBoss {
    if (!this.boss) throw new Error('the report queue is not running');
    return this.boss;
  }
}
