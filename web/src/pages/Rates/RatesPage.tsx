import { useQuery } from '@apollo/client/react';
import { BASE_CURRENCY } from '@keafx/schema';
import { useEffect, useMemo, useState } from 'react';
import { RatesScreenDocument } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { businessToday } from '../../modules/invoice/invoiceModel';
import { CurrentRatesTable } from '../../modules/rates/CurrentRatesTable';
import { FeedStatusCard } from '../../modules/rates/FeedStatusCard';
import { RateHistoryPanel } from '../../modules/rates/RateHistoryPanel';
import { RecordRateForm } from '../../modules/rates/RecordRateForm';
import { QueryState } from '../../ui/QueryState';
import { OwnerOnlyNote } from '../../modules/settings/OwnerOnlyNote';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { useMayWrite } from '../../session/useBusinessRole';

export const RATES_LOAD_ERROR = 'Failed to load the rates. Please try again.';

/**
 * The Rates screen: every currency's current NZD rate, the feed's status, recording a rate by
 * hand and each currency's history. Its own route, not a Settings tab: rates are working data
 * that change daily and are checked beside the dashboard, not preferences set once.
 */
export default function RatesPage() {
  const { demo } = useDemoMode();
  // Recording a rate is the owner's and the accountant's: a viewer reads the rates and their history.
  const mayRecord = useMayWrite('accountant');
  const today = useMemo(() => businessToday(), []);
  const { data, loading, error, refetch } = useQuery(RatesScreenDocument);
  const rates = data?.rates.rates ?? [];
  // The history and the form follow one currency: the first stale one, else USD.
  const [currency, setCurrency] = useState<string | null>(null);
  const firstStale = rates.find((r) => r.stale && r.currency !== BASE_CURRENCY)?.currency;
  const selected = currency ?? firstStale ?? 'USD';

  useEffect(() => {
    document.title = 'Rates · Kea FX';
  }, []);

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Rates</h1>
          <p className="muted">What each currency is worth in NZD today, where that rate came from, and its history.</p>
        </div>
      </div>
      <QueryState
        loading={loading && !data}
        loadingText="Loading rates..."
        error={error}
        errorText={RATES_LOAD_ERROR}
        onRetry={() => void refetch()}
      >
        {data && (
          <>
            {data.rates.warnings.length > 0 && (
              <div className="alert alert-warning" role="status">
                <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                  {data.rates.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </div>
            )}
            <FeedStatusCard status={data.rateFeedStatus} />
            <div className="grid-2 rates-grid">
              {mayRecord ? (
                <RecordRateForm
                  today={today}
                  demo={demo}
                  currency={selected}
                  current={rates.find((r) => r.currency === selected)}
                  onCurrencyChange={setCurrency}
                  onRecorded={setCurrency}
                />
              ) : (
                <section className="card" aria-labelledby="record-rate-title">
                  <h2 id="record-rate-title">Record a rate</h2>
                  <OwnerOnlyNote text={MEMBER_NOTES.recordRate} />
                </section>
              )}
              <RateHistoryPanel currency={selected} demo={demo} />
            </div>
            <CurrentRatesTable
              rates={rates}
              selected={selected}
              onShowHistory={(c) => {
                setCurrency(c);
                document.getElementById('history-title')?.scrollIntoView({ block: 'start' });
              }}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
