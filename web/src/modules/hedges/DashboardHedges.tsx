import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { HedgeCoverageDocument, HedgeMarkToMarketDocument } from '../../generated/graphql';
import { FxMeter } from '../../pages/DemoDashboard/FxMeter';
import { ComplianceTable } from './ComplianceTable';

/**
 * The dashboard's hedge panel, once the owner has open contracts: SPEC's FX Meter on real pairs
 * (per currency, the amount-weighted locked rate against today's rate, NZD per unit) and the
 * policy compliance by currency and horizon, with the over-hedge warnings. Nothing otherwise.
 */
export function DashboardHedges() {
  const mtm = useQuery(HedgeMarkToMarketDocument, { fetchPolicy: 'cache-and-network' });
  const coverage = useQuery(HedgeCoverageDocument, { variables: { includeDrafts: false }, fetchPolicy: 'cache-and-network' });
  const pairs = mtm.data?.hedgeMarkToMarket.currencies ?? [];
  if (pairs.length === 0) return null;
  const lines = coverage.data?.hedgeCoverage.currencies ?? [];
  return (
    <div className="grid-2">
      <FxMeter pairs={pairs.map((c) => ({ pair: `${c.currency}/NZD`, locked: Number(c.lockedRate), market: Number(c.marketRate) }))} />
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
    </div>
  );
}
