import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { sql, theRow } from '../../database/sql';
import type { Logger } from '../../logger';
import { parseFeed } from './rates-feed.parse';
import type { RatesService } from './rates.service';
import type { Row } from '../../database/rows';

export const FEED_SOURCE = 'feed';
/** A feed answer larger than this is refused unread. */
const MAX_FEED_BYTES = 1_000_000;

export interface FeedOptions {
  /** Unset: the feed is off and the built-in and recorded rates are used. */
  url?: string;
  intervalSeconds: number;
  timeoutMs: number;
}

export interface FeedRun {
  id: string;
  url: string;
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  feedDate: string | null;
  recorded: number;
  currencies: string[];
  missing: string[];
  error: string | null;
}

export interface FeedStatus {
  configured: boolean;
  url: string | null;
  intervalSeconds: number;
  lastRun: FeedRun | null;
  lastSuccess: FeedRun | null;
  /** The newest run that failed, with its reason (kept after later successes, so a flaky feed shows). */
  lastFailure: FeedRun | null;
  /** The newest run failed: the last good rates are still in use. */
  failing: boolean;
  /** A readable sentence for the status line in the UI. */
  message: string;
}

type RunRow = Row<'rate_feed_runs'>;

const toRun = (r: RunRow): FeedRun => ({
  id: String(r.id),
  url: r.url,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  ok: r.ok,
  feedDate: r.feed_date,
  recorded: r.recorded,
  currencies: r.currencies,
  missing: r.missing,
  error: r.error,
});

class FeedError extends Error {}

/**
 * Fetches an HTTP JSON feed of the Frankfurter/ECB shape on a schedule and records the rates
 * it brings as shared history. Every run, good or bad, is logged in rate_feed_runs; a failed
 * run records nothing, so the last rates stay, and status() says so. Several api processes
 * may run it: the shared-rate unique index records each rate once.
 */
export class RatesFeed {
  private timer?: NodeJS.Timeout;
  private running?: Promise<FeedRun | null>;

  constructor(
    private readonly ds: DataSource,
    private readonly rates: RatesService,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly opts: FeedOptions,
  ) {}

  start(): void {
    if (!this.opts.url) return;
    const tick = (): void => {
      this.runOnce().catch((error: unknown) => this.log.error('rate feed run failed', { error }));
    };
    tick();
    this.timer = setInterval(tick, this.opts.intervalSeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Fetches and records once now (a run already under way is joined); null when no feed is configured. */
  runOnce(): Promise<FeedRun | null> {
    this.running ??= this.fetchAndRecord().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async status(): Promise<FeedStatus> {
    const [last] = await sql<RunRow>(this.ds, 'SELECT * FROM rate_feed_runs ORDER BY id DESC LIMIT 1');
    const [good] = last?.ok ? [last] : await sql<RunRow>(this.ds, 'SELECT * FROM rate_feed_runs WHERE ok ORDER BY id DESC LIMIT 1');
    const [bad] =
      last && !last.ok ? [last] : await sql<RunRow>(this.ds, 'SELECT * FROM rate_feed_runs WHERE NOT ok ORDER BY id DESC LIMIT 1');
    const lastRun = last ? toRun(last) : null;
    const lastSuccess = good ? toRun(good) : null;
    const lastFailure = bad ? toRun(bad) : null;
    const failing = Boolean(lastRun && !lastRun.ok);
    return {
      configured: Boolean(this.opts.url),
      url: this.opts.url ?? null,
      intervalSeconds: this.opts.intervalSeconds,
      lastRun,
      lastSuccess,
      lastFailure,
      failing,
      message: statusMessage(Boolean(this.opts.url), lastRun, lastSuccess),
    };
  }

  private async fetchAndRecord(): Promise<FeedRun | null> {
    const url = this.opts.url;
    if (!url) return null;
    const startedAt = this.clock.now();
    let outcome: Omit<RunRow, 'id' | 'url' | 'started_at' | 'finished_at'>;
    try {
      const body = await this.fetchJson(url);
      const parsed = parseFeed(body, this.clock.today());
      if (!parsed.ok) throw new FeedError(parsed.error);
      const { feed } = parsed;
      const recorded = await this.rates.recordShared(feed.rates, FEED_SOURCE, 'spot', feed.date, this.clock.now());
      outcome = {
        ok: true,
        feed_date: feed.date,
        recorded,
        currencies: feed.rates.map((r) => r.currency),
        missing: feed.missing,
        error: null,
      };
      if (feed.missing.length) this.log.warn('rate feed omitted currencies; their last rates stay', { missing: feed.missing });
    } catch (error) {
      const message = error instanceof FeedError ? error.message : 'the feed could not be reached';
      if (!(error instanceof FeedError))
        this.log.warn('rate feed unreachable', { url, error: error instanceof Error ? error.message : String(error) });
      outcome = { ok: false, feed_date: null, recorded: 0, currencies: [], missing: [], error: message };
    }
    const rows = await sql<RunRow>(
      this.ds,
      `INSERT INTO rate_feed_runs (url, started_at, finished_at, ok, feed_date, recorded, currencies, missing, error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        url,
        startedAt,
        this.clock.now(),
        outcome.ok,
        outcome.feed_date,
        outcome.recorded,
        outcome.currencies,
        outcome.missing,
        outcome.error,
      ],
    );
    return toRun(theRow(rows, 'the rate feed run'));
  }

  private async fetchJson(url: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.opts.timeoutMs),
        redirect: 'follow',
      });
    } catch (error) {
      // Duck-typed: the DOMException may come from another realm (jest's sandbox, for one).
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new FeedError(timedOut ? `the feed did not answer within ${this.opts.timeoutMs / 1000} s` : 'the feed could not be reached');
    }
    if (!res.ok) throw new FeedError(`the feed answered HTTP ${res.status}`);
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_FEED_BYTES) throw new FeedError('the feed answer is too large');
    let text: string;
    try {
      text = await res.text();
    } catch {
      throw new FeedError(`the feed did not answer within ${this.opts.timeoutMs / 1000} s`);
    }
    if (text.length > MAX_FEED_BYTES) throw new FeedError('the feed answer is too large');
    try {
      return JSON.parse(text);
    } catch {
      throw new FeedError('the feed did not answer JSON');
    }
  }
}

function statusMessage(configured: boolean, last: FeedRun | null, good: FeedRun | null): string {
  if (!configured) return 'The rate feed is off (RATES_FEED_URL=off): built-in and recorded rates are used.';
  if (!last) return 'The rate feed has not run yet.';
  if (last.ok) {
    const omitted = last.missing.length ? `; it omitted ${last.missing.join(', ')}, whose last rates stay` : '';
    return `Rates updated from the feed at ${last.finishedAt.toISOString()} (rates of ${last.feedDate})${omitted}.`;
  }
  const since = good
    ? `the rates of ${good.feedDate} from ${good.finishedAt.toISOString()} stay in use`
    : 'built-in and recorded rates stay in use';
  return `The rate feed failed at ${last.finishedAt.toISOString()}: ${last.error}; ${since}.`;
}
