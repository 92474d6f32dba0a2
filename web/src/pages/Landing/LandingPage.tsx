import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { readSession } from '../../session/session';
// Imported, so the build names them by their content hash: served from /assets for a year, like the code.
import heroPoster from './media/hero-poster.jpg';
import heroMp4 from './media/hero.mp4';
import heroWebm from './media/hero.webm';

const FEATURES = [
  {
    icon: 'M3 17l6-6 4 4 8-8M15 7h6v6',
    title: 'Real-time FX exposure',
    text: 'See what your unpaid foreign invoices are worth in NZD right now, by currency, as rates move.',
  },
  {
    icon: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
    title: 'Multi-currency invoicing',
    text: 'Invoice in 27+ currencies with automatic conversion to NZD, and track every invoice from Draft to Sent, Paid or Overdue.',
  },
  {
    icon: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
    title: 'Scenario analysis',
    text: 'Shock exchange rates up or down and see the damage to your receivables before it happens.',
  },
  {
    icon: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
    title: 'CSV and PDF reports',
    text: 'Export reports with audit trails and counterparty breakdowns, ready for your accountant at tax time.',
  },
  {
    icon: 'M6 11h12v10H6zM8 11V7a4 4 0 018 0v4',
    title: 'Audit-ready history',
    text: 'Every rate change, invoice update and exposure calculation is recorded in a tamper-evident trail.',
  },
  {
    icon: 'M4 8h13l-3-3M20 16H7l3 3',
    title: 'Live rates',
    text: 'Rates for USD, EUR, GBP, JPY, AUD, CNY, CHF and 20+ others, with the source and date kept for Inland Revenue.',
  },
];

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true);
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    if (!mq) return undefined;
    const onChange = (): void => setReduced(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** The looping, muted background video: only on '/', and a still picture when motion is reduced. */
function HeroVideo() {
  const { pathname } = useLocation();
  const reduced = usePrefersReducedMotion();
  if (pathname !== '/') return null;
  if (reduced) return <img className="hero-video" src={heroPoster} alt="" aria-hidden="true" />;
  return (
    <video className="hero-video" autoPlay loop muted playsInline preload="auto" poster={heroPoster} aria-hidden="true" tabIndex={-1}>
      <source src={heroWebm} type="video/webm" />
      <source src={heroMp4} type="video/mp4" />
    </video>
  );
}

/** SPEC section 2's landing page: hero with background video, six features, a call to action. */
export default function LandingPage() {
  // A visitor who is still signed in is offered the way back to their dashboard.
  const [signedIn] = useState(() => readSession() !== null);
  useEffect(() => {
    document.title = 'Kea FX: FX exposure for New Zealand businesses';
  }, []);
  return (
    <>
      <header className="landing-nav">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            K
          </span>
          Kea FX
        </Link>
        {signedIn ? (
          <Link to="/dashboard" className="btn btn-small">
            Go to dashboard
          </Link>
        ) : (
          <Link to="/login" className="btn btn-secondary btn-small">
            Sign In
          </Link>
        )}
      </header>
      <main>
        <section className="hero" aria-labelledby="hero-title">
          <HeroVideo />
          <div className="hero-content">
            <h1 id="hero-title">Know what your foreign invoices are worth in NZD, today.</h1>
            <p>
              Kea FX tracks your multi-currency invoices, shows your FX exposure as rates move, and hands your accountant an audit-ready
              record at tax time.
            </p>
            <div className="btn-row">
              {signedIn && (
                <Link to="/dashboard" className="btn btn-large">
                  Go to dashboard
                </Link>
              )}
              <Link to="/register" className={`btn btn-large${signedIn ? ' btn-secondary' : ''}`}>
                Register
              </Link>
              <Link to="/login" className="btn btn-large btn-secondary">
                Sign In
              </Link>
            </div>
          </div>
        </section>

        <section className="section" aria-labelledby="features-title">
          <h2 id="features-title">Everything a small exporter needs to manage currency risk</h2>
          <p className="section-lead">Built for New Zealand businesses that invoice overseas customers: NZD is always home.</p>
          <ul className="feature-grid">
            {FEATURES.map((f) => (
              <li key={f.title} className="feature-card">
                <svg
                  className="feature-icon"
                  viewBox="0 0 24 24"
                  width="32"
                  height="32"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={f.icon} />
                </svg>
                <h3>{f.title}</h3>
                <p className="muted">{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="cta" aria-labelledby="cta-title">
          <div className="section">
            <h2 id="cta-title">See it with sample data first</h2>
            <p>No account needed. Nothing in the demo is saved or sent anywhere.</p>
            <Link to="/demo" className="btn btn-large">
              Start Free Demo
            </Link>
          </div>
        </section>
      </main>
      <footer className="site-footer">© Kea FX · Made in Aotearoa New Zealand</footer>
    </>
  );
}
