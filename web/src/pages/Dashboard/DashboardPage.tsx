import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { InvoiceCountsDocument } from '../../generated/graphql';
import { AuditLogPanel } from '../../modules/audit/AuditLogPanel';
import { ExposurePanel } from '../../modules/exposure/ExposurePanel';
import { ScenarioPanel } from '../../modules/exposure/ScenarioPanel';
import { useExposure } from '../../modules/exposure/useExposure';
import { businessToday, type UiInvoice } from '../../modules/invoice/invoiceModel';
import { InvoiceViews } from '../../modules/invoice/InvoiceViews';
import { StatCards } from '../../modules/invoice/StatCards';
import { useAllInvoices } from '../../modules/invoice/useAllInvoices';
import { useInvoiceActions } from '../../modules/invoice/useInvoiceActions';
import { useSession } from '../../session/SessionProvider';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { QueryState } from '../../ui/QueryState';

export const DASHBOARD_LOADING = 'Loading your dashboard...';
export const DASHBOARD_LOAD_ERROR = 'Failed to load invoices. Please try again.';

/** The real dashboard (SPEC section 2). */
export default function DashboardPage() {
  const { state } = useSession();
  const email = state.status === 'authenticated' ? state.session.user?.email : undefined;
  const counts = useQuery(InvoiceCountsDocument, { variables: { view: 'ACTIVE' } });
  const all = useAllInvoices('ACTIVE');
  const [includeDrafts, setIncludeDrafts] = useState(false);
  const exposure = useExposure(includeDrafts);
  const actions = useInvoiceActions();
  const today = useMemo(() => businessToday(), []);
  const { send, pay, exportPdf } = actions;
  const onSend = useCallback((i: UiInvoice) => void send(i.id, `Invoice #${i.number}`), [send]);
  const onPay = useCallback((i: UiInvoice) => void pay(i.id, `Invoice #${i.number}`), [pay]);
  const onExportPdf = useCallback((i: UiInvoice) => void exportPdf(i.id, `#${i.number}`), [exportPdf]);

  useEffect(() => {
    document.title = 'Dashboard · Kea FX';
  }, []);

  if (counts.loading && !counts.data && all.loading) return <Loading label={DASHBOARD_LOADING} />;
  const c = counts.data?.invoiceCounts;

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Dashboard</h1>
          <p className="muted">Welcome back{email ? `, ${email}` : ''}.</p>
        </div>
        <div className="btn-row">
          <Link to="/invoices/new" className="btn">New Invoice</Link>
          <Link to="/invoices" className="btn btn-secondary">Go to Invoices Page →</Link>
        </div>
      </div>

      <QueryState loading={false} error={counts.error} errorText={DASHBOARD_LOAD_ERROR} onRetry={() => void counts.refetch()}>
        <StatCards total={c?.all ?? 0} overdue={c?.overdue ?? 0} pending={c?.sent ?? 0}
          exposureNzd={exposure.data?.exposure.totalNzd ?? null}
          exposureNote={exposure.error ? 'Failed to load exposure data' : 'Loading...'}
          includesDrafts={includeDrafts} />
      </QueryState>

      <ExposurePanel exposure={exposure.data?.exposure} loading={exposure.loading} error={exposure.error} onRetry={() => void exposure.refetch()} />

      {actions.message && <Notice kind={actions.message.kind} onDismiss={actions.clearMessage}>{actions.message.text}</Notice>}

      <QueryState loading={all.loading} loadingText={DASHBOARD_LOADING} error={all.error} errorText={DASHBOARD_LOAD_ERROR} onRetry={() => void all.refetch()}>
        {!all.complete && <p className="muted small" role="status">Loading more invoices ({all.invoices.length.toLocaleString('en-NZ')} so far)...</p>}
        <InvoiceViews invoices={all.invoices} today={today} busy={actions.busy} onSend={onSend} onPay={onPay} onExportPdf={onExportPdf} />
      </QueryState>

      <div className="grid-2">
        <ScenarioPanel exposure={exposure.data?.exposure} includeDrafts={includeDrafts} onIncludeDraftsChange={setIncludeDrafts} />
        <AuditLogPanel />
      </div>
    </>
  );
}
