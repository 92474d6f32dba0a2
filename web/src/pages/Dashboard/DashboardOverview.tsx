import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { InvoiceCountsDocument } from '../../generated/graphql';
import { ExposurePanel } from '../../modules/exposure/ExposurePanel';
import { useExposure } from '../../modules/exposure/useExposure';
import type { UiInvoice } from '../../modules/invoice/invoiceModel';
import { InvoiceViews } from '../../modules/invoice/InvoiceViews';
import { SendCheckDialog } from '../../modules/invoice/SendCheckDialog';
import { StatCards } from '../../modules/invoice/StatCards';
import { TsiShortfallNotice } from '../../modules/invoice/TsiShortfallNotice';
import { useInvoiceActions } from '../../modules/invoice/useInvoiceActions';
import { usePrefetchInvoiceGroups } from '../../modules/invoice/useInvoiceGroups';
import { useMayWrite } from '../../session/useBusinessRole';
import { UndoNotice } from '../../ui/UndoNotice';
import { QueryState } from '../../ui/QueryState';

// Fetched when a payment is first asked for: the dialog reads with the api's commands (zod), which the
// dashboard's first load does without.
const MarkPaidDialog = lazy(() => import('../../modules/invoice/MarkPaidDialog').then((m) => ({ default: m.MarkPaidDialog })));

export const DASHBOARD_LOADING = 'Loading your dashboard...';
export const DASHBOARD_LOAD_ERROR = 'Failed to load invoices. Please try again.';

/** What a dashboard (real or demo) reads: counts, the exposure, and the row actions; the invoice list groups on the api and loads its own groups. */
export function useDashboardData() {
  const counts = useQuery(InvoiceCountsDocument, { variables: { view: 'ACTIVE' } });
  usePrefetchInvoiceGroups();
  const [includeDrafts, setIncludeDrafts] = useState(false);
  const exposure = useExposure(includeDrafts);
  const actions = useInvoiceActions();
  const { send, startPay, exportPdf } = actions;
  const onSend = useCallback((i: UiInvoice) => void send(i.id, `Invoice #${i.number}`), [send]);
  // Mark Paid asks first: the dialog shows the date, rate and realised gain before anything changes.
  const onPay = useCallback(
    (i: UiInvoice) =>
      startPay({ id: i.id, label: i.label, customer: i.customer, currency: i.currency, amount: i.amount, issuedDate: i.issuedDate }),
    [startPay],
  );
  const onExportPdf = useCallback((i: UiInvoice) => void exportPdf(i.id, `#${i.number}`), [exportPdf]);
  // A member sees only what their role may do: Send is the owner's, Mark Paid the owner's and the accountant's.
  const maySend = useMayWrite('owner');
  const mayPay = useMayWrite('accountant');
  return {
    counts,
    includeDrafts,
    setIncludeDrafts,
    exposure,
    actions,
    onSend: maySend ? onSend : undefined,
    onPay: mayPay ? onPay : undefined,
    onExportPdf,
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;

/** SPEC section 2's dashboard core, shared by the real and the demo dashboard: four stat cards, exposure analytics, the invoice list. */
export function DashboardOverview({ data }: { data: DashboardData; today?: string }) {
  const { counts, includeDrafts, exposure, actions, onSend, onPay, onExportPdf } = data;
  const c = counts.data?.invoiceCounts;
  return (
    <>
      <QueryState loading={false} error={counts.error} errorText={DASHBOARD_LOAD_ERROR} onRetry={() => void counts.refetch()}>
        <StatCards
          total={c?.all ?? 0}
          overdue={c?.overdue ?? 0}
          pending={c?.sent ?? 0}
          exposureNzd={exposure.data?.exposure.totalNzd ?? null}
          exposureNote={exposure.error ? 'Failed to load exposure data' : 'Loading...'}
          includesDrafts={includeDrafts}
        />
      </QueryState>

      {/* Its own query, never waited for: it appears once it answers, when some sent invoice falls short. */}
      <TsiShortfallNotice />

      <ExposurePanel
        exposure={exposure.data?.exposure}
        loading={exposure.loading}
        error={exposure.error}
        onRetry={() => void exposure.refetch()}
      />

      {actions.message && <UndoNotice outcome={actions.message} onDismiss={actions.clearMessage} />}
      {actions.sendCheck && (
        <SendCheckDialog check={actions.sendCheck} onCancel={actions.cancelSend} onSend={() => void actions.confirmSend()} />
      )}
      {actions.paying && (
        <Suspense fallback={null}>
          <MarkPaidDialog invoice={actions.paying} onClose={actions.closePay} onPaid={actions.paid} />
        </Suspense>
      )}

      <InvoiceViews
        loadingText={DASHBOARD_LOADING}
        errorText={DASHBOARD_LOAD_ERROR}
        busy={actions.busy}
        onSend={onSend}
        onPay={onPay}
        onExportPdf={onExportPdf}
      />
    </>
  );
}
