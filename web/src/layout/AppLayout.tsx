import { Suspense, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { Loading } from '../ui/Loading';
import { Header } from './Header';
import { MemberBanner } from './MemberBanner';

export const DEMO_BANNER_TEXT = 'Demo Mode — Sample data only. No real transactions or data modifications.';

function DemoBanner() {
  const navigate = useNavigate();
  return (
    <div className="demo-banner" role="region" aria-label="Demo mode">
      <span>{DEMO_BANNER_TEXT}</span>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void navigate('/login')}>
        Exit Demo
      </button>
    </div>
  );
}

/**
 * The console frame around every signed-in (or demo) page: the routed page, or `children` (the
 * demo's frame shows a loading state in it while the demo's own code arrives).
 */
export function AppLayout({ demo = false, children }: { demo?: boolean; children?: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {demo ? <DemoBanner /> : <MemberBanner />}
      <Header demo={demo} />
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<Loading />}>{children ?? <Outlet />}</Suspense>
      </main>
    </>
  );
}
