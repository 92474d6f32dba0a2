import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth } from './session/RequireAuth';
import { Loading } from './ui/Loading';

// Every page is its own chunk: the landing page ships without the console, the charts or Apollo's hooks.
const WithApollo = lazy(() => import('./apollo/WithApollo'));
const FormatProvider = lazy(() => import('./modules/preferences/FormatProvider'));
const LandingPage = lazy(() => import('./pages/Landing/LandingPage'));
const LoginPage = lazy(() => import('./pages/Login/LoginPage'));
const DashboardPage = lazy(() => import('./pages/Dashboard/DashboardPage'));
const InvoicesPage = lazy(() => import('./pages/Invoices/InvoicesPage'));
const InvoiceNewPage = lazy(() => import('./pages/InvoiceForm/InvoiceNewPage'));
const InvoiceEditPage = lazy(() => import('./pages/InvoiceForm/InvoiceEditPage'));
const SettingsPage = lazy(() => import('./pages/Settings/SettingsPage'));
const PendingPage = lazy(() => import('./pages/Pending/PendingPage'));
const ComingSoonPage = lazy(() => import('./pages/ComingSoon/ComingSoonPage'));
const NotFoundPage = lazy(() => import('./pages/NotFound/NotFoundPage'));

// Signed-in pages format every amount and date by the owner's saved preferences.
const guard = (page: ReactNode) => <WithApollo><RequireAuth><FormatProvider>{page}</FormatProvider></RequireAuth></WithApollo>;
const api = (page: ReactNode) => <WithApollo>{page}</WithApollo>;

/** SPEC section 2's route table. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={api(<LoginPage mode="login" />)} />
        <Route path="/register" element={api(<LoginPage mode="register" />)} />

        <Route element={guard(<AppLayout />)}>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/invoices" element={<InvoicesPage />} />
          <Route path="/invoices/new" element={<InvoiceNewPage />} />
          <Route path="/invoices/edit/:id" element={<InvoiceEditPage />} />
          <Route path="/scenario-analysis" element={<PendingPage screen="scenario-analysis" />} />
          <Route path="/reports" element={<PendingPage screen="reports" />} />
          <Route path="/settings" element={<SettingsPage />} />
        </Route>

        <Route element={<AppLayout demo />}>
          <Route path="/demo" element={<PendingPage screen="dashboard" demo />} />
          <Route path="/demo/dashboard" element={<PendingPage screen="dashboard" demo />} />
          <Route path="/demo/invoices" element={<PendingPage screen="invoices" demo />} />
          <Route path="/demo/scenario-analysis" element={<PendingPage screen="scenario-analysis" demo />} />
          <Route path="/demo/reports" element={<PendingPage screen="reports" demo />} />
          <Route path="/demo/settings" element={<PendingPage screen="settings" demo />} />
        </Route>

        <Route path="/coming-soon" element={<ComingSoonPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
