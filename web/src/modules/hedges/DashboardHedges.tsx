import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import {
  HedgeCoverageDocument,
  HedgeMarkToMarketDocument,
  MarketRateDatesDocument,
  type MarketRateDatesQuery,
} from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';
import { FxMeter } from '../../pages/DemoDashboard/FxMeter';
import { ComplianceTable } from './ComplianceTable';

/**
 * The dashboard's hedge panel, once the owner has open contracts: SPEC's FX Meter on real pairs
 * (per currency, the amount-weighted locked rate against today's rate, NZD per unit) and the
 * policy compliance by currency and horizon, with the over-hedge warnings. Nothing otherwise.
 */
/**
 * When the market rates of `currencies` are from, in words: their effective dates (one, or the
 * oldest to the newest) and where they came from. Never a made-up "just now".
 */
export function marketRatesCaption(
  rates: MarketRateDatesQuery['rates']['rates'],
  currencies: readonly string[],
  date: (iso: string) => string,
): string {
  const used = rates.filter((r) => currencies.includes(r.currency));
  if (used.length === 0) return 'No market rate is recorded for these currencies yet.';
  const dates = [...new Set(used.map((r) => r.effectiveDate))].sort();
  const sources = [...new Set(used.map((r) => r.source))].join(', ');
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  return first === last ? `Market rates of ${date(first)} (${sources}).` : `Market rates of ${date(first)} to ${date(last)} (${sources}).`;
}

export function DashboardHedges() {
  const fmt = useFormat();
  const mtm = useQuery(HedgeMarkToMarketDocument, { fetchPolicy: 'cache-and-network' });
  const rateDates = useQuery(MarketRateDatesDocument, { fetchPolicy: 'cache-and-network' });
  const coverage = useQuery(HedgeCoverageDocument, { variables: { includeDrafts: false }, fetchPolicy: 'cache-and-network' });
  const pairs = mtm.data?.hedgeMarkToMarket.currencies ?? [];
  if (pairs.length === 0) return null;
  const lines = coverage.data?.hedgeCoverage.currencies ?? [];
  // One under the other: the compliance table needs the page's width (beside the meter it was clipped).
  return (
    <>
      <FxMeter
        pairs={pairs.map((c) => ({ pair: `${c.currency}/NZD`, locked: Number(c.lockedRate), market: Number(c.marketRate) }))}
        updated={
          rateDates.data
            ? marketRatesCaption(
                rateDates.data.rates.rates,
                pairs.map((c) => c.currency),
                (d) => fmt.date(d),
              )
            : 'Reading the market rates’ dates...'
        }
      />
      <section className="card" aria-labelledby="dashboard-hedges-title">
        <div className="card-header">
          <h2 id="dashboard-hedges-title">Hedge compliance</h2>
          <Link to="/hedges" className="small">
            Manage hedges →
          </Link>
        </div>
        {coverage.data?.hedgeCoverage.warnings.map((w) => (
          <p key={w} className="alert alert-warning" role="status">
            {w}
          </p>
        ))}
        {coverage.error ? (
          <p className="alert alert-error" role="alert">
            Failed to load hedge compliance
          </p>
        ) : (
          <ComplianceTable currencies={lines} />
        )}
      </section>
    </>
  );
}
