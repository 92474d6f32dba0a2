import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The card of the signed-out pages (sign in, create account, password reset): the brand, the title, the rest. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="card auth-card">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            K
          </span>
          Kea FX
        </Link>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
