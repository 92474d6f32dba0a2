import { useEffect } from 'react';
import { Link } from 'react-router-dom';

type Screen = 'dashboard' | 'invoices' | 'scenario-analysis' | 'reports' | 'settings';

const SCREENS: Record<Screen, { title: string; holds: string[] }> = {
  dashboard: {
    title: 'Demo Dashboard',
    holds: ['The four stat cards over sample invoices', 'FX exposure analytics (pie or bar, NZD-normalised or native)', 'The invoice list by invoice or by currency', 'An FX Meter, a scenario panel and an audit trail'],
  },
  invoices: {
    title: 'Invoices',
    holds: ['Sample invoices with status and archive tabs', 'Import, export and bulk actions, simulated'],
  },
  'scenario-analysis': {
    title: 'Scenario Analysis',
    holds: ['A rate-shock simulator from -20% to +20% with presets', 'Current exposure and impact cards with plain-English guidance', 'Saved scenarios you can load, pin, compare and export'],
  },
  reports: {
    title: 'Reports',
    holds: ['Report templates: Monthly Exposure, Overdue Invoice Summary, Currency Breakdown, Payment Trends, Custom', 'A date range, CSV or PDF, and a preview', 'Export for Tax Time: the bundle your accountant needs'],
  },
  settings: {
    title: 'Settings',
    holds: ['Account and billing', 'Preferences: base currency, email alerts, date and number formats', 'Audit trail export, help and glossary'],
  },
};

/**
 * An honest page for a screen that is not built yet: what it will hold, and a way back.
 * (Scenario Analysis, Reports, Settings and the demo screens are later issues.)
 */
export default function PendingPage({ screen, demo = false }: { screen: Screen; demo?: boolean }) {
  const { title, holds } = SCREENS[screen];
  useEffect(() => {
    document.title = `${title} · Kea FX`;
  }, [title]);
  const back = demo ? '/demo' : '/dashboard';
  return (
    <section className="card" aria-labelledby="pending-title">
      <h1 id="pending-title">{title}</h1>
      {demo && screen === 'dashboard' && <p className="muted">Sample data for demonstration purposes</p>}
      <div className="alert alert-info" role="status">
        <p>This screen is on its way and is not available yet{demo ? ' in the demo' : ''}.</p>
      </div>
      <p>It will hold:</p>
      <ul>{holds.map((h) => <li key={h}>{h}</li>)}</ul>
      <div className="btn-row">
        <Link to={back} className="btn">{demo ? 'Back to the demo dashboard' : 'Back to the dashboard'}</Link>
        {demo ? <Link to="/register" className="btn btn-secondary">Create a free account</Link>
          : <Link to="/invoices" className="btn btn-secondary">Go to Invoices</Link>}
      </div>
    </section>
  );
}
