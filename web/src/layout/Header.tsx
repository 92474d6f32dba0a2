import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, Link, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';

const LINKS = [
  ['dashboard', 'Dashboard'],
  ['invoices', 'Invoices'],
  // Beyond SPEC's five: the people invoices go to, with their details, balances and payment record.
  ['customers', 'Customers'],
  ['scenario-analysis', 'Scenario Analysis'],
  ['hedges', 'Hedges'],
  ['reports', 'Reports'],
  // Beyond SPEC's five: rates are working data checked beside the dashboard, not a setting.
  ['rates', 'Rates'],
  ['settings', 'Settings'],
] as const;

/**
 * The console header: title, the links (SPEC's five, plus Customers, Hedges and Rates, the same in the
 * demo; the active one highlighted), Logout with a valid session. On a narrow screen the links fold behind
 * a Menu button (aria-expanded; Escape closes it and gives focus back to the button; following a
 * link closes it).
 */
export function Header({ demo = false }: { demo?: boolean }) {
  const { state, logout } = useSession();
  const prefix = demo ? '/demo' : '';
  const location = useLocation();
  // SPEC: /demo itself counts as the dashboard.
  const atDemoRoot = location.pathname.replace(/\/+$/, '') === '/demo';
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // A new page closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  // Opening moves focus to the first link; a click outside closes.
  useEffect(() => {
    if (!open) return undefined;
    list.current?.querySelector('a')?.focus();
    const outside = (e: MouseEvent): void => {
      const target = e.target as Node;
      if (!list.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to={demo ? '/demo' : '/dashboard'} className="brand">
          <span className="brand-mark" aria-hidden="true">
            K
          </span>
          <span>
            Kea FX<span className="brand-extra"> Console</span>
          </span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="btn btn-secondary btn-small nav-toggle"
          aria-expanded={open}
          aria-controls="main-nav-list"
          onClick={() => setOpen(!open)}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true" className="nav-toggle-icon">
            {open ? '✕' : '☰'}
          </span>{' '}
          Menu
        </button>
        <nav className={`main-nav${open ? ' is-open' : ''}`} aria-label="Main" onKeyDown={onKeyDown}>
          <ul id="main-nav-list" ref={list}>
            {LINKS.map(([path, label]) => (
              <li key={path}>
                <NavLink
                  to={atDemoRoot && path === 'dashboard' ? '/demo' : `${prefix}/${path}`}
                  end={path !== 'invoices' && path !== 'customers'}
                  className={({ isActive }) => (isActive ? 'active' : undefined)}
                  onClick={() => setOpen(false)}
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {state.status === 'authenticated' && !demo && (
          <button type="button" className="btn btn-secondary btn-small" onClick={logout}>
            Logout
          </button>
        )}
      </div>
    </header>
  );
}
