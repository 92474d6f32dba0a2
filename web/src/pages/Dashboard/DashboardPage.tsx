import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { AuditLogPanel } from '../../modules/audit/AuditLogPanel';
import { ScenarioPanel } from '../../modules/exposure/ScenarioPanel';
import { DashboardHedges } from '../../modules/hedges/DashboardHedges';
import { businessToday } from '../../modules/invoice/invoiceModel';
import { useSession } from '../../session/SessionProvider';
import { useMayWrite } from '../../session/useBusinessRole';
import { Loading } from '../../ui/Loading';
import { DASHBOARD_LOADING, DashboardOverview, useDashboardData } from './DashboardOverview';

/** The real dashboard (SPEC section 2). */
export default function DashboardPage() {
  const { state } = useSession();
  const email = state.status === 'authenticated' ? state.session.user?.email : undefined;
  const data = useDashboardData();
  const { counts, exposure, includeDrafts, setIncludeDrafts } = data;
  const today = useMemo(() => businessToday(), []);
  const owner = useMayWrite('owner');

  useEffect(() => {
    document.title = 'Dashboard · Kea FX';
  }, []);

  if (counts.loading && !counts.data) return <Loading label={DASHBOARD_LOADING} />;

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Dashboard</h1>
          <p className="muted">Welcome back{email ? `, ${email}` : ''}.</p>
        </div>
        <div className="btn-row">
          {owner && (
            <Link to="/invoices/new" className="btn">
              New Invoice
            </Link>
          )}
          <Link to="/invoices" className={owner ? 'btn btn-secondary' : 'btn'}>
            Go to Invoices Page →
          </Link>
        </div>
      </div>

      <DashboardOverview data={data} today={today} />
      <DashboardHedges />

      <div className="grid-2">
        <ScenarioPanel exposure={exposure.data?.exposure} includeDrafts={includeDrafts} onIncludeDraftsChange={setIncludeDrafts} />
        <AuditLogPanel />
      </div>
    </>
  );
}
