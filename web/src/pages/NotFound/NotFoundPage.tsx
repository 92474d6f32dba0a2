import { useEffect } from 'react';
import { Link } from 'react-router-dom';

/** SPEC's 404 page, to the letter. */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Kea FX';
  }, []);
  return (
    <main className="auth-page">
      <div className="card" style={{ width: 'min(560px, 100%)' }}>
        <h1>404 - Page Not Found</h1>
        <p className="muted">Oops! The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <nav aria-label="Helpful links">
          <ul>
            <li>
              <Link to="/dashboard">Dashboard</Link>
            </li>
            <li>
              <Link to="/invoices">Invoices</Link>
            </li>
            <li>
              <Link to="/reports">Reports</Link>
            </li>
            <li>
              <Link to="/scenario-analysis">Scenario Analysis</Link>
            </li>
            <li>
              <Link to="/settings">Settings</Link>
            </li>
          </ul>
        </nav>
        <p>
          Still stuck? <Link to="/settings">Contact support</Link>
        </p>
      </div>
    </main>
  );
}
