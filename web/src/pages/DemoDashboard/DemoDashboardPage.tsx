import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDemoStore } from '../../demo/DemoContext';
import { AuditLogPanel } from '../../modules/audit/AuditLogPanel';
import { ScenarioPanel } from '../../modules/exposure/ScenarioPanel';
import { Loading } from '../../ui/Loading';
import { DASHBOARD_LOADING, DashboardOverview, useDashboardData } from '../Dashboard/DashboardOverview';
import { DemoScenarioActions, type Direction } from './DemoScenarioActions';
import { FxMeter } from './FxMeter';

/** SPEC section 4: the NZD button moves every amount this many percent from the sample set. */
const NZD_STEP = 10;

/**
 * SPEC section 2's demo dashboard, on the same modules as the real one over the demo link:
 * stat cards, exposure analytics, the invoice list, the FX Meter, the scenario panel (with
 * the demo's NZD button and simulated Export CSV) and the Audit Trail.
 */
export default function DemoDashboardPage() {
  const store = useDemoStore();
  const client = useApolloClient();
  const data = useDashboardData();
  const { exposure, includeDrafts, setIncludeDrafts } = data;
  const [direction, setDirection] = useState<Direction>('up');

  useEffect(() => {
    document.title = 'Demo Dashboard · Kea FX';
  }, []);

  const refresh = (): void => void client.refetchQueries({ include: 'active' });
  // SPEC: the first press raises every amount 10% from the initial set and flips to down; the next lowers by 10% and flips back.
  const onNzd = (): void => {
    store.scaleAmounts(direction === 'up' ? NZD_STEP : -NZD_STEP);
    setDirection(direction === 'up' ? 'down' : 'up');
    refresh();
  };
  // SPEC: Reset restores the initial invoices, direction up, shock 0 (the panel zeroes its own slider).
  const onReset = (): void => {
    store.scaleAmounts(0);
    setDirection('up');
    refresh();
  };
  const onExport = (): void => {
    store.simulateExport('Scenario CSV');
    refresh();
  };

  // As the real dashboard: the loading state until the counts arrive, never stat cards reading 0 for a moment.
  if (data.counts.loading && !data.counts.data) return <Loading label={DASHBOARD_LOADING} />;

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Demo Dashboard</h1>
          <p className="muted">Sample data for demonstration purposes</p>
        </div>
        <div className="btn-row">
          <Link to="/demo/invoices" className="btn btn-secondary">
            Go to Invoices Page →
          </Link>
        </div>
      </div>

      <DashboardOverview data={data} today={store.today} />

      <div className="grid-2">
        <FxMeter pairs={store.ratePairs} />
        <ScenarioPanel
          exposure={exposure.data?.exposure}
          includeDrafts={includeDrafts}
          onIncludeDraftsChange={setIncludeDrafts}
          onReset={onReset}
        >
          <DemoScenarioActions direction={direction} onNzd={onNzd} onExport={onExport} />
        </ScenarioPanel>
      </div>
      <AuditLogPanel title="Audit Trail" />
    </>
  );
}
