import { useEffect } from 'react';
import { Link } from 'react-router-dom';

const LINKS: [string, string][] = [
  ['/dashboard', 'Dashboard'],
  ['/invoices', 'Invoices'],
  ['/reports', 'Reports'],
  ['/scenario-analysis', 'Scenario Analysis'],
  ['/settings', 'Settings'],
];

/**
 * SPEC's 404 page, to the letter. Under /demo it stays in the demo's frame (its banner and
 * navigation) and its links stay in the demo.
 */
export default function NotFoundPage({ demo = false }: { demo?: boolean }) {
  useEffect(() => {
    document.title = 'Page not found · Kea FX';
  }, []);
  const at = (to: string): string => (demo ? `/demo${to}` : to);
  const card = (
    <div className="card" style={{ width: 'min(560px, 100%)' }}>
      <h1>404 - Page Not Found</h1>
      <p className="muted">Oops! The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <nav aria-label="Helpful links">
        <ul>
          {LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={at(to)}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        Still stuck? <Link to={at('/settings')}>Contact support</Link>
      </p>
    </div>
  );
  // The demo's frame already holds the page's <main>.
  if (demo) return card;
  return <main className="auth-page">{card}</main>;
}
