import { useEffect } from 'react';
import { Link } from 'react-router-dom';

/** SPEC's /coming-soon placeholder (help links point here). */
export default function ComingSoonPage() {
  useEffect(() => {
    document.title = 'Coming soon · Kea FX';
  }, []);
  return (
    <main className="auth-page">
      <div className="card auth-card" style={{ textAlign: 'center' }}>
        <h1>Coming soon</h1>
        <p className="muted">We are still writing this page. Check back shortly.</p>
        <Link to="/dashboard" className="btn">
          Back to Dashboard
        </Link>
      </div>
    </main>
  );
}
