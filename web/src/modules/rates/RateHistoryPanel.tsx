import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { RateHistoryDocument, type Currency } from '../../generated/graphql';
import { Loading } from '../../ui/Loading';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { RateHistoryEntries } from './RateHistoryEntries';

const RateHistoryChart = lazy(() => import('./RateHistoryChart'));

export const HISTORY_LIMIT = 60;

/**
 * One currency's rate history: a line chart of the rates in use (voided ones left out) and, for
 * screen readers, exact figures and voiding, the entries as a list.
 */
export function RateHistoryPanel({ currency, demo }: { currency: string; demo: boolean }) {
  const { data, loading, error, refetch } = useQuery(RateHistoryDocument, {
    variables: { currency: currency as Currency, limit: HISTORY_LIMIT },
  });
  const history = data?.rateHistory ?? [];
  const inUse = history.filter((r) => !r.voidedAt);
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
          <RateHistoryChart currency={currency} history={inUse} />
        </Suspense>
        <RateHistoryEntries key={currency} currency={currency} history={history} demo={demo} />
      </QueryState>
    </section>
  );
}
