import type { RatesScreenQuery } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';

type FeedStatus = RatesScreenQuery['rateFeedStatus'];

/** The rate feed's state: on or off, working or failing, its last success and its last failure with the reason. */
export function FeedStatusCard({ status }: { status: FeedStatus }) {
  const fmt = useFormat();
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
        {status.message}
      </p>
      <dl className="facts">
        <div>
          <dt>Source</dt>
          <dd>{status.url ? <span className="break-anywhere">{status.url}</span> : 'None (RATES_FEED_URL=off)'}</dd>
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
