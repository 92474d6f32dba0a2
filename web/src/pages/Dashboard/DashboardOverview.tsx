import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { InvoiceCountsDocument } from '../../generated/graphql';
import { ExposurePanel } from '../../modules/exposure/ExposurePanel';
import { useExposure } from '../../modules/exposure/useExposure';
import type { UiInvoice } from '../../modules/invoice/invoiceModel';
import { InvoiceViews } from '../../modules/invoice/InvoiceViews';
import { StatCards } from '../../modules/invoice/StatCards';
import { useAllInvoices } from '../../modules/invoice/useAllInvoices';
import { useInvoiceActions } from '../../modules/invoice/useInvoiceActions';
import { Notice } from '../../ui/Notice';
import { QueryState } from '../../ui/QueryState';

export const DASHBOARD_LOADING = 'Loading your dashboard...';
export const DASHBOARD_LOAD_ERROR = 'Failed to load invoices. Please try again.';

/** What a dashboard (real or demo) reads: counts, every active invoice, the exposure, and the row actions. */
export function useDashboardData() {
  const counts = useQuery(InvoiceCountsDocument, { variables: { view: 'ACTIVE' } });
  const all = useAllInvoices('ACTIVE');
  const [includeDrafts, setIncludeDrafts] = useState(false);
  const exposure = useExposure(includeDrafts);
  const actions = useInvoiceActions();
  const { send, pay, exportPdf } = actions;
  const onSend = useCallback((i: UiInvoice) => void send(i.id, `Invoice #${i.number}`), [send]);
  const onPay = useCallback((i: UiInvoice) => void pay(i.id, `Invoice #${i.number}`), [pay]);
  const onExportPdf = useCallback((i: UiInvoice) => void exportPdf(i.id, `#${i.number}`), [exportPdf]);
  return { counts, all, includeDrafts, setIncludeDrafts, exposure, actions, onSend, onPay, onExportPdf };
}

export type DashboardData = ReturnType<typeof useDashboardData>;

/** SPEC section 2's dashboard core, shared by the real and the demo dashboard: four stat cards, exposure analytics, the invoice list. */
export function DashboardOverview({ data, today }: { data: DashboardData; today: string }) {
  const { counts, all, includeDrafts, exposure, actions, onSend, onPay, onExportPdf } = data;
  const c = counts.data?.invoiceCounts;
  return (
    <>
      <QueryState loading={false} error={counts.error} errorText={DASHBOARD_LOAD_ERROR} onRetry={() => void counts.refetch()}>
        <StatCards total={c?.all ?? 0} overdue={c?.overdue ?? 0} pending={c?.sent ?? 0}
          exposureNzd={exposure.data?.exposure.totalNzd ?? null}
          exposureNote={exposure.error ? 'Failed to load exposure data' : 'Loading...'}
          includesDrafts={includeDrafts} />
      </QueryState>

      <ExposurePanel exposure={exposure.data?.exposure} loading={exposure.loading} error={exposure.error} onRetry={() => void exposure.refetch()} />

      {actions.message && <Notice kind={actions.message.kind} onDismiss={actions.clearMessage}>{actions.message.text}</Notice>}

      <QueryState loading={all.loading} loadingText={DASHBOARD_LOADING} error={all.error} errorText={DASHBOARD_LOAD_ERROR} onRetry={() => void all.refetch()}>
        {!all.complete && <p className="muted small" role="status">Loading more invoices ({all.invoices.length.toLocaleString('en-NZ')} so far)...</p>}
        <InvoiceViews invoices={all.invoices} today={today} busy={actions.busy} onSend={onSend} onPay={onPay} onExportPdf={onExportPdf} />
      </QueryState>
    </>
  );
}
