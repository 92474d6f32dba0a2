import { NavLink, Link, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';

const LINKS = [
  ['dashboard', 'Dashboard'],
  ['invoices', 'Invoices'],
  ['scenario-analysis', 'Scenario Analysis'],
  ['hedges', 'Hedges'],
  ['reports', 'Reports'],
  ['settings', 'Settings'],
] as const;

/** The console header: title, the links (SPEC's five, plus Hedges when signed in) (the active one highlighted), Logout with a valid session. */
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
            {/* The hedge book is the signed-in owner's own: demo mode keeps SPEC's five links. */}
            {LINKS.filter(([path]) => !demo || path !== 'hedges').map(([path, label]) => (
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
