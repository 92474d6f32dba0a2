import type { RatesScreenQuery } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { useFormat } from '../preferences/useFormat';

type FeedStatus = RatesScreenQuery['rateFeedStatus'];
type Format = ReturnType<typeof useFormat>;

/**
 * The feed's state in a sentence for the owner: the api's `message` says the same to programs (in
 * UTC ISO times and the server's setting names); here times are in the owner's format and zone.
 */
export function feedHeadline(status: FeedStatus, fmt: Pick<Format, 'date' | 'dateTime'>): string {
  const { lastRun: last, lastSuccess: good } = status;
  if (!status.configured) return 'The rate feed is off on this server: built-in and recorded rates are used.';
  if (!last) return 'The rate feed has not run yet.';
  if (last.ok) {
    const omitted = last.missing.length ? `; it omitted ${last.missing.join(', ')}, whose last rates stay` : '';
    return `Rates updated from the feed at ${fmt.dateTime(last.finishedAt)}${last.feedDate ? ` (rates of ${fmt.date(last.feedDate)})` : ''}${omitted}.`;
  }
  const since = good?.feedDate
    ? `the rates of ${fmt.date(good.feedDate)} from ${fmt.dateTime(good.finishedAt)} stay in use`
    : 'built-in and recorded rates stay in use';
  return `The rate feed failed at ${fmt.dateTime(last.finishedAt)}: ${last.error ?? 'unknown reason'}; ${since}.`;
}

/** The rate feed's state: on or off, working or failing, its last success and its last failure with the reason. */
export function FeedStatusCard({ status }: { status: FeedStatus }) {
  const fmt = useFormat();
  const { demo } = useDemoMode();
  const state = !status.configured ? 'off' : status.failing ? 'failing' : status.lastSuccess ? 'working' : 'waiting';
  const label = { off: 'Off', failing: 'Failing', working: 'Working', waiting: 'Not run yet' }[state];
  const { lastSuccess, lastFailure } = status;
  return (
    <section className="card" aria-labelledby="feed-title" data-testid="feed-status">
      <div className="card-header">
        <h2 id="feed-title">Rate feed</h2>
        <span className={`badge feed-${state}`}>{label}</span>
      </div>
      <p className={state === 'failing' ? 'alert alert-warning' : 'muted'} role="status" style={{ marginTop: 0 }}>
        {demo ? status.message : feedHeadline(status, fmt)}
      </p>
      <dl className="facts">
        <div>
          <dt>Source</dt>
          <dd>
            {status.url ? (
              <span className="break-anywhere">{status.url}</span>
            ) : demo ? (
              'Sample rates (demo mode)'
            ) : (
              'None: the feed is turned off on this server'
            )}
          </dd>
        </div>
        {status.configured && (
          <div>
            <dt>Checks</dt>
            <dd>every {Math.round(status.intervalSeconds / 60)} minutes</dd>
          </div>
        )}
        <div>
          <dt>Last success</dt>
          <dd data-testid="feed-last-success">
            {lastSuccess
              ? `${fmt.dateTime(lastSuccess.finishedAt)}: rates of ${fmt.date(lastSuccess.feedDate)}, ${lastSuccess.currencies.length} currencies${lastSuccess.missing.length ? ` (not carried: ${lastSuccess.missing.join(', ')})` : ''}`
              : 'Never'}
          </dd>
        </div>
        <div>
          <dt>Last failure</dt>
          <dd data-testid="feed-last-failure">
            {lastFailure ? `${fmt.dateTime(lastFailure.finishedAt)}: ${lastFailure.error ?? 'unknown reason'}` : 'None'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
