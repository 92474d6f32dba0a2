import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDemoStore } from '../../demo/DemoContext';
import { InvoiceCountsDocument } from '../../generated/graphql';
import { AuditLogPanel } from '../../modules/audit/AuditLogPanel';
import { ExposurePanel } from '../../modules/exposure/ExposurePanel';
import { ScenarioPanel } from '../../modules/exposure/ScenarioPanel';
import { useExposure } from '../../modules/exposure/useExposure';
import type { UiInvoice } from '../../modules/invoice/invoiceModel';
import { InvoiceViews } from '../../modules/invoice/InvoiceViews';
import { StatCards } from '../../modules/invoice/StatCards';
import { useAllInvoices } from '../../modules/invoice/useAllInvoices';
import { useInvoiceActions } from '../../modules/invoice/useInvoiceActions';
import { Notice } from '../../ui/Notice';
import { QueryState } from '../../ui/QueryState';
import { DemoScenarioActions, type Direction } from './DemoScenarioActions';
import { FxMeter } from './FxMeter';

export const DEMO_DASHBOARD_LOAD_ERROR = 'Failed to load invoices. Please try again.';
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
  const counts = useQuery(InvoiceCountsDocument, { variables: { view: 'ACTIVE' } });
  const all = useAllInvoices('ACTIVE');
  const [includeDrafts, setIncludeDrafts] = useState(false);
  const exposure = useExposure(includeDrafts);
  const actions = useInvoiceActions();
  const [direction, setDirection] = useState<Direction>('up');
  const { send, pay, exportPdf } = actions;
  const onSend = useCallback((i: UiInvoice) => void send(i.id, `Invoice #${i.number}`), [send]);
  const onPay = useCallback((i: UiInvoice) => void pay(i.id, `Invoice #${i.number}`), [pay]);
  const onExportPdf = useCallback((i: UiInvoice) => void exportPdf(i.id, `#${i.number}`), [exportPdf]);

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

  const c = counts.data?.invoiceCounts;
  return (
    <>
      <div className="page-header">
        <div>
          <h1>Demo Dashboard</h1>
          <p className="muted">Sample data for demonstration purposes</p>
        </div>
        <div className="btn-row">
          <Link to="/demo/invoices" className="btn btn-secondary">Go to Invoices Page →</Link>
        </div>
      </div>

      <QueryState loading={false} error={counts.error} errorText={DEMO_DASHBOARD_LOAD_ERROR} onRetry={() => void counts.refetch()}>
        <StatCards total={c?.all ?? 0} overdue={c?.overdue ?? 0} pending={c?.sent ?? 0}
          exposureNzd={exposure.data?.exposure.totalNzd ?? null}
          exposureNote={exposure.error ? 'Failed to load exposure data' : 'Loading...'}
          includesDrafts={includeDrafts} />
      </QueryState>

      <ExposurePanel exposure={exposure.data?.exposure} loading={exposure.loading} error={exposure.error} onRetry={() => void exposure.refetch()} />

      {actions.message && <Notice kind={actions.message.kind} onDismiss={actions.clearMessage}>{actions.message.text}</Notice>}

      <QueryState loading={all.loading} loadingText="Loading your dashboard..." error={all.error} errorText={DEMO_DASHBOARD_LOAD_ERROR} onRetry={() => void all.refetch()}>
        <InvoiceViews invoices={all.invoices} today={store.today} busy={actions.busy} onSend={onSend} onPay={onPay} onExportPdf={onExportPdf} />
      </QueryState>

      <div className="grid-2">
        <FxMeter pairs={store.ratePairs} />
        <ScenarioPanel exposure={exposure.data?.exposure} includeDrafts={includeDrafts} onIncludeDraftsChange={setIncludeDrafts} onReset={onReset}>
          <DemoScenarioActions direction={direction} onNzd={onNzd} onExport={onExport} />
        </ScenarioPanel>
      </div>
      <AuditLogPanel title="Audit Trail" />
    </>
  );
}
