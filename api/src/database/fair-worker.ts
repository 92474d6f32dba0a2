import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';

/**
 * A pg-boss consumer that is fast and fair between owners. pg-boss's own `work()` fetches a
 * batch, waits for all of it, then sleeps its polling interval: one job per interval at
 * `batchSize: 1`, and one owner's slow jobs hold everybody's. This keeps up to `concurrency` jobs
 * in flight, fetching more as soon as a slot frees; no owner has more than `perOwner` of them in
 * flight, and owners take turns (round robin) for the free slots, so one owner's endpoints that
 * never answer cannot delay another owner's first attempt by more than a fetch. Jobs fetched
 * while their owner is at the cap wait here (still active in pg-boss, so a process that dies
 * leaves them to pg-boss's expiry and retry), at most `perOwner` for each owner and twice
 * `concurrency` in all with those running; beyond that they are handed back to the queue
 * unchanged, where other owners' jobs can overtake them.
 */
export interface FairWorkerOptions<T> {
  queue: string;
  concurrency: number;
  perOwner: number;
  /** How long to wait for new jobs when the queue is empty. */
  pollMs: number;
  /** The owner a job's work is for (jobs without one share a turn). */
  ownerOf(data: T): string;
  /** Does the job's work; resolving completes it, throwing fails it (pg-boss then retries by the queue's policy). */
  handle(job: PgBoss.JobWithMetadata<T>): Promise<void>;
  log: Logger;
}

export class FairWorker<T extends object> {
  private stopping = false;
  private loop?: Promise<void>;
  private wakeUp?: () => void;
  /** A poke or a finished job came while the loop was not asleep: its next sleep returns at once. */
  private poked = false;
  private readonly waiting = new Map<string, PgBoss.JobWithMetadata<T>[]>();
  private readonly running = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  /**
   * Where the round robin starts next time: the owners in the order they last had a turn, among
   * those with jobs waiting or running (an owner with neither is forgotten, so the list stays as
   * short as the work in hand however many owners the process has served).
   */
  private turn: string[] = [];

  constructor(
    private readonly boss: PgBoss,
    private readonly opts: FairWorkerOptions<T>,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** How many owners this worker keeps anything for (jobs waiting, running, or a place in the turn). */
  get ownersKept(): number {
    return new Set([...this.turn, ...this.waiting.keys(), ...this.running.keys()]).size;
  }

  /** New work was queued in this process: fetch now rather than at the next poll. */
  poke(): void {
    this.nudge();
  }

  /** Wakes the loop, or, when it is busy fetching, makes its next sleep return at once (a poke is never lost). */
  private nudge(): void {
    if (this.wakeUp) this.wakeUp();
    else this.poked = true;
  }

  /** Stops fetching, waits (bounded) for jobs under way, and hands jobs still waiting back to the queue unchanged. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
    await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
    const left = [...this.waiting.values()].flat().map((j) => j.id);
    this.waiting.clear();
    // Not run here: back to the queue as they were, for another process or the next start.
    if (left.length) {
      await this.boss.cancel(this.opts.queue, left).catch(() => undefined);
      await this.boss.resume(this.opts.queue, left).catch(() => undefined);
    }
  }

  private async run(): Promise<void> {
    // Each owner keeps at most `perOwner` jobs waiting here (more go back to the queue), and the
    // worker holds at most twice `concurrency` jobs in all, running or waiting: fetched jobs are
    // active in pg-boss, so holding more would only age them towards their expiry. Since an owner
    // waits only while it runs `perOwner`, what waits never outnumbers what runs, and a free slot
    // always leaves room to fetch.
    const keep = this.opts.perOwner;
    while (!this.stopping) {
      let fetched = 0;
      let handedBack = 0;
      const room = this.opts.concurrency * 2 - this.inFlight.size - this.waitingCount();
      // With a slot free, fetch: the queue hands the most urgent jobs first (by priority, such as
      // an owner's fairness key), so another owner's job is not stuck behind one owner's backlog.
      if (this.inFlight.size < this.opts.concurrency && room > 0) {
        try {
          const jobs = await this.boss.fetch<T>(this.opts.queue, { batchSize: room, includeMetadata: true });
          const back: string[] = [];
          for (const job of jobs ?? []) {
            const owner = this.opts.ownerOf(job.data);
            const list = this.waiting.get(owner) ?? [];
            if (list.length >= keep) back.push(job.id);
            else this.waiting.set(owner, [...list, job]);
          }
          // Handed back as they were (same priority, age and retries): cancelled, then resumed.
          if (back.length) {
            await this.boss.cancel(this.opts.queue, back);
            await this.boss.resume(this.opts.queue, back);
          }
          fetched = (jobs?.length ?? 0) - back.length;
          handedBack = back.length;
        } catch (error) {
          this.opts.log.warn('queue fetch failed', {
            queue: this.opts.queue,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      const started = this.dispatch();
      // Nothing new to start (or only one owner's surplus): sleep until a job ends, new work is
      // queued here (poke) or the poll interval passes.
      if (!this.stopping && started === 0 && (fetched === 0 || this.inFlight.size >= this.opts.concurrency || handedBack > 0))
        await this.sleep(this.opts.pollMs);
    }
  }

  private waitingCount(): number {
    let n = 0;
    for (const list of this.waiting.values()) n += list.length;
    return n;
  }

  /** Starts waiting jobs in free slots, one owner's turn at a time; answers how many started. */
  private dispatch(): number {
    let started = 0;
    let progress = true;
    while (progress && this.inFlight.size < this.opts.concurrency) {
      progress = false;
      const owners = [...new Set([...this.turn, ...this.waiting.keys()])].filter((o) => this.waiting.has(o));
      for (const owner of owners) {
        if (this.inFlight.size >= this.opts.concurrency) break;
        if ((this.running.get(owner) ?? 0) >= this.opts.perOwner) continue;
        const list = this.waiting.get(owner)!;
        const job = list.shift()!;
        if (!list.length) this.waiting.delete(owner);
        this.turn = [...this.turn.filter((o) => o !== owner), owner];
        this.start1(owner, job);
        started += 1;
        progress = true;
      }
    }
    return started;
  }

  private start1(owner: string, job: PgBoss.JobWithMetadata<T>): void {
    this.running.set(owner, (this.running.get(owner) ?? 0) + 1);
    const work = (async () => {
      try {
        await this.opts.handle(job);
        await this.boss.complete(this.opts.queue, job.id);
      } catch (error) {
        await this.boss
          .fail(this.opts.queue, job.id, { message: error instanceof Error ? error.message : String(error) })
          .catch((e: unknown) => this.opts.log.warn('queue fail failed', { queue: this.opts.queue, error: String(e) }));
      }
    })().finally(() => {
      const n = (this.running.get(owner) ?? 1) - 1;
      if (n > 0) this.running.set(owner, n);
      else {
        this.running.delete(owner);
        // Nothing left of this owner here: it leaves the turn, and comes back as a newcomer.
        if (!this.waiting.has(owner)) this.turn = this.turn.filter((o) => o !== owner);
      }
      this.inFlight.delete(work);
      this.nudge();
    });
    this.inFlight.add(work);
  }

  private sleep(ms: number): Promise<void> {
    if (this.poked) {
      this.poked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }
}
