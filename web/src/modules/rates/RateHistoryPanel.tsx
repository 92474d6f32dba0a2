import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { RateHistoryDocument, type Currency } from '../../generated/graphql';
import { Loading } from '../../ui/Loading';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';
import { RATE_TYPE_LABEL, sourceLabel } from './rateLabels';

const RateHistoryChart = lazy(() => import('./RateHistoryChart'));

export const HISTORY_LIMIT = 60;

/** One currency's rate history: a line chart and, for screen readers and exact figures, the entries as a list. */
export function RateHistoryPanel({ currency }: { currency: string }) {
  const fmt = useFormat();
  const { data, loading, error, refetch } = useQuery(RateHistoryDocument, {
    variables: { currency: currency as Currency, limit: HISTORY_LIMIT },
  });
  const history = data?.rateHistory ?? [];
  return (
    <section className="card" aria-labelledby="history-title" data-testid="rate-history">
      <h2 id="history-title">{currency} rate history</h2>
      <QueryState
        loading={loading && !data}
        loadingText="Loading rate history..."
        error={error}
        errorText="Failed to load the rate history. Please try again."
        onRetry={() => void refetch()}
        isEmpty={history.length === 0}
        empty={<EmptyState title={`No ${currency} rates yet`} />}
      >
        <Suspense fallback={<Loading label="Loading chart..." />}>
          <RateHistoryChart currency={currency} history={history} />
        </Suspense>
        <details className="history-entries">
          <summary>
            All {history.length} entr{history.length === 1 ? 'y' : 'ies'}, newest first
          </summary>
          <ul>
            {history.map((r) => (
              <li key={r.id}>
                {fmt.date(r.effectiveDate)}: {fmt.decimal(r.nzdPerUnit)} NZD ({RATE_TYPE_LABEL[r.rateType].toLowerCase()},{' '}
                {sourceLabel(r.source)}
                {r.own ? ', yours' : ''})
              </li>
            ))}
          </ul>
        </details>
      </QueryState>
    </section>
  );
}
