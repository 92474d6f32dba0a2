import type { Logger } from './logger';

/**
 * Work run now and then in the background (a sweep): one run at a time in this process (asking
 * while one runs joins it), every so many seconds once started, a failure logged and tried again
 * next time, and stop() waits for the run under way.
 */
export class Periodic {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly work: () => Promise<number>,
    private readonly log: Logger,
    /** What the logs call it ("overdue sweep"). */
    private readonly what: string,
  ) {}

  /** Runs now, or joins the run under way; resolves to what the run counted. */
  run(): Promise<number> {
    this.running ??= this.work().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Runs now, then every `everySeconds`, without keeping the process alive. */
  start(everySeconds: number): void {
    const tick = (): void => {
      this.run().catch((error: unknown) => this.log.error(`${this.what} failed`, { error }));
    };
    tick();
    this.timer = setInterval(tick, everySeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
