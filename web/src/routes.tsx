import { lazy, Suspense } from 'react';
import { preloadable } from './preload';
import { Outlet, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth } from './session/RequireAuth';
import { Loading } from './ui/Loading';

// Every page is its own chunk: the landing page ships without the console, the charts or Apollo's hooks.
const WithApollo = preloadable(() => import('./apollo/WithApollo'));
const FormatProvider = preloadable(() => import('./modules/preferences/FormatProvider'));
const LandingPage = preloadable(() => import('./pages/Landing/LandingPage'));
const LoginPage = preloadable(() => import('./pages/Login/LoginPage'));
const PasswordResetPage = lazy(() => import('./pages/PasswordReset/PasswordResetPage'));
const AcceptInvitationPage = lazy(() => import('./pages/AcceptInvitation/AcceptInvitationPage'));
const DashboardPage = preloadable(() => import('./pages/Dashboard/DashboardPage'));
const InvoicesPage = preloadable(() => import('./pages/Invoices/InvoicesPage'));
const InvoiceNewPage = preloadable(() => import('./pages/InvoiceForm/InvoiceNewPage'));
const InvoiceEditPage = preloadable(() => import('./pages/InvoiceForm/InvoiceEditPage'));
const CustomersPage = preloadable(() => import('./pages/Customers/CustomersPage'));
const CustomerPage = preloadable(() => import('./pages/Customers/CustomerPage'));
const SettingsPage = preloadable(() => import('./pages/Settings/SettingsPage'));
const ReportsPage = preloadable(() => import('./pages/Reports/ReportsPage'));
const ScenarioAnalysisPage = preloadable(() => import('./pages/ScenarioAnalysis/ScenarioAnalysisPage'));
const HedgesPage = preloadable(() => import('./pages/Hedges/HedgesPage'));
const RatesPage = preloadable(() => import('./pages/Rates/RatesPage'));
const ComingSoonPage = lazy(() => import('./pages/ComingSoon/ComingSoonPage'));
const NotFoundPage = lazy(() => import('./pages/NotFound/NotFoundPage'));
// Demo mode: its own chunks (sample data, the in-browser schema), loaded only on /demo routes.
const loadDemoDashboard = () => import('./pages/DemoDashboard/DemoDashboardPage');
const DemoRoot = preloadable(() => {
  // Entering on the dashboard: fetch its chunk beside the demo's, not after it (a cold /demo is the landing page's main call to action).
  if (DEMO_DASHBOARD.test(window.location.pathname)) void loadDemoDashboard();
  return import('./demo/DemoRoot');
});
const DemoDashboardPage = preloadable(loadDemoDashboard);
const DEMO_DASHBOARD = /^\/demo(\/dashboard)?\/?$/;

// Signed-in pages format every amount and date by the owner's saved preferences. The console's
// frame (header, navigation) is in the entry chunk and stays mounted while Apollo and the page
// arrive inside it: its state (an open menu on a phone) survives the page's loading.
const CONSOLE = (
  <RequireAuth>
    <AppLayout>
      <WithApollo>
        <FormatProvider>
          <Outlet />
        </FormatProvider>
      </WithApollo>
    </AppLayout>
  </RequireAuth>
);

/** The console's (or the demo's) frame with a loading state where the page goes. */
const LoadingFrame = ({ demo = false }: { demo?: boolean }) => (
  <AppLayout demo={demo}>
    <Loading />
  </AppLayout>
);

/** The pages behind the signed-in guard, by path (an edit path by its prefix). */
const CONSOLE_PAGES: [RegExp, { preload(): Promise<void> }][] = [
  [/^\/dashboard\/?$/, DashboardPage],
  [/^\/invoices\/?$/, InvoicesPage],
  [/^\/invoices\/new\/?$/, InvoiceNewPage],
  [/^\/invoices\/edit\/[^/]+\/?$/, InvoiceEditPage],
  [/^\/customers\/?$/, CustomersPage],
  [/^\/customers\/[^/]+\/?$/, CustomerPage],
  [/^\/scenario-analysis\/?$/, ScenarioAnalysisPage],
  [/^\/hedges\/?$/, HedgesPage],
  [/^\/reports\/?$/, ReportsPage],
  [/^\/rates\/?$/, RatesPage],
  [/^\/settings\/?$/, SettingsPage],
];

/**
 * The chunks the first screen of a visit needs, fetched side by side from the start (main.tsx):
 * without this each lazy layer (Apollo, formats, the page) is found only when the one above it
 * renders. The landing and sign-in pages are one small chunk each, and the first render waits
 * for it (the promise); a console or demo page renders its frame at once, from the entry chunk,
 * and the page's chunks fill it in as they arrive. Other paths load as they render.
 */
export function preloadInitialRoute(pathname: string, signedIn: boolean): Promise<unknown> {
  if (pathname === '/') return LandingPage.preload();
  if (/^\/(login|register)\/?$/.test(pathname)) return LoginPage.preload();
  const page = CONSOLE_PAGES.find(([path]) => path.test(pathname))?.[1];
  if (page && signedIn) {
    void Promise.all([WithApollo.preload(), FormatProvider.preload(), page.preload()]).catch(() => undefined);
    return Promise.resolve();
  }
  // A cold /demo (the landing page's main call to action): the demo's code and its dashboard, side by side.
  if (DEMO_DASHBOARD.test(pathname)) void Promise.all([DemoRoot.preload(), DemoDashboardPage.preload()]).catch(() => undefined);
  return Promise.resolve();
}

/** SPEC section 2's route table. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        {/* No Apollo here: the form fetches its client when first touched (pages/Login/signInActions.ts). */}
        <Route path="/login" element={<LoginPage mode="login" />} />
        <Route path="/register" element={<LoginPage mode="register" />} />
        <Route path="/forgot-password" element={<PasswordResetPage mode="request" />} />
        <Route path="/reset-password" element={<PasswordResetPage mode="reset" />} />
        {/* An invitation's link (issue 26): choose a password and join the business. */}
        <Route path="/accept-invitation" element={<AcceptInvitationPage />} />

        <Route element={CONSOLE}>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/invoices" element={<InvoicesPage />} />
          <Route path="/invoices/new" element={<InvoiceNewPage />} />
          <Route path="/invoices/edit/:number" element={<InvoiceEditPage />} />
          <Route path="/customers" element={<CustomersPage />} />
          <Route path="/customers/:id" element={<CustomerPage />} />
          <Route path="/scenario-analysis" element={<ScenarioAnalysisPage />} />
          <Route path="/hedges" element={<HedgesPage />} />
          <Route path="/reports" element={<ReportsPage />} />
          <Route path="/rates" element={<RatesPage />} />
          <Route path="/settings" element={<SettingsPage />} />
        </Route>

        <Route
          element={
            <Suspense fallback={<LoadingFrame demo />}>
              <DemoRoot />
            </Suspense>
          }
        >
          <Route path="/demo" element={<DemoDashboardPage />} />
          <Route path="/demo/dashboard" element={<DemoDashboardPage />} />
          <Route path="/demo/invoices" element={<InvoicesPage />} />
          <Route path="/demo/customers" element={<CustomersPage />} />
          <Route path="/demo/customers/:id" element={<CustomerPage />} />
          <Route path="/demo/scenario-analysis" element={<ScenarioAnalysisPage />} />
          <Route path="/demo/hedges" element={<HedgesPage />} />
          <Route path="/demo/reports" element={<ReportsPage />} />
          <Route path="/demo/rates" element={<RatesPage />} />
          <Route path="/demo/settings" element={<SettingsPage demo />} />
          {/* An unknown demo path stays in the demo, banner and all. */}
          <Route path="/demo/*" element={<NotFoundPage demo />} />
        </Route>

        <Route path="/coming-soon" element={<ComingSoonPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
