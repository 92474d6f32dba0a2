import { useQuery } from '@apollo/client/react';
import { checkText, IMPORT_TEMPLATE, SEARCH_MAX } from '@keafx/schema';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../apollo/errors';
import { InvoiceCountsDocument, InvoicesDocument, type InvoiceStatus, type InvoiceView } from '../../generated/graphql';
import { saveText, toCsv } from '../../modules/invoice/csvFile';
import { ImportCsvDialog } from '../../modules/invoice/ImportCsvDialog';
import { InvoiceDetailsModal } from '../../modules/invoice/InvoiceDetailsModal';
import { businessToday, toUiInvoice, type UiInvoice } from '../../modules/invoice/invoiceModel';
import { bulkDoneMessage, bulkProblem, useBulkActions, type BulkKind } from '../../modules/invoice/useBulkActions';
import { ConfirmBulkDialog, type ConfirmedKind } from '../../modules/invoice/ConfirmBulkDialog';
import { changeNotice, useDemoMode } from '../../layout/DemoMode';
import { EXPORTS } from '../../modules/report/download';
import { UndoNotice, type ActionOutcome } from '../../ui/UndoNotice';
import { MoreButton } from '../../ui/MoreButton';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { InvoiceTable } from './InvoiceTable';
import { useDebounced } from '../../ui/useDebounced';
import { useMayWrite } from '../../session/useBusinessRole';

const PAGE = 50;
const TABS: { view: InvoiceView; label: string; count: 'active' | 'archive' | 'writeoffs' }[] = [
  { view: 'ACTIVE', label: 'Active', count: 'active' },
  { view: 'ARCHIVE', label: 'Archive', count: 'archive' },
  { view: 'WRITEOFFS', label: 'Write-offs', count: 'writeoffs' },
];
const STATUSES = ['all', 'draft', 'sent', 'overdue', 'paid'] as const;
type StatusFilter = (typeof STATUSES)[number];
const BULK: Record<InvoiceView, BulkKind[]> = { ACTIVE: ['archive', 'writeOff'], ARCHIVE: ['unarchive'], WRITEOFFS: ['restore'], ALL: [] };
const BULK_LABEL: Record<BulkKind, string> = {
  archive: 'Archive Selected',
  writeOff: 'Write Off Selected',
  unarchive: 'Unarchive Selected',
  restore: 'Restore Selected',
};

type Message = ActionOutcome;

/** What undoes a filing action that asked first: Restore a write-off, Unarchive an archive. */
const UNDO: Record<ConfirmedKind, BulkKind> = { writeOff: 'restore', archive: 'unarchive' };

/** The invoices page (SPEC section 2); in demo mode create, edit and import are disabled and exports simulated. */
export default function InvoicesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<InvoiceView>('ACTIVE');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [searchText, setSearchText] = useState('');
  // The api's text rule, checked here first: text it would refuse is never sent.
  const searchCheck = checkText(searchText, { field: 'search', label: 'Search', max: SEARCH_MAX, required: false });
  const search = useDebounced(searchCheck.ok ? searchCheck.value : '', 250) || undefined;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<Message | null>(() => {
    const notice = (location.state as { notice?: unknown } | null)?.notice;
    return typeof notice === 'string' ? { kind: 'success', text: notice } : null;
  });
  const [details, setDetails] = useState<UiInvoice | null>(null);
  const [importing, setImporting] = useState(false);
  const [confirming, setConfirming] = useState<{ kind: ConfirmedKind; targets: UiInvoice[] } | null>(null);
  const bulk = useBulkActions();
  const mode = useDemoMode();
  // Creating, importing and filing are the owner's: a member reads, searches and exports.
  const owner = useMayWrite('owner');

  const counts = useQuery(InvoiceCountsDocument, { variables: { view, search } });
  const list = useQuery(InvoicesDocument, {
    variables: {
      view,
      status: status === 'all' ? undefined : (status.toUpperCase() as InvoiceStatus),
      search,
      sort: 'NUMBER_DESC',
      limit: PAGE,
      offset: 0,
    },
  });
  const invoices = useMemo(() => (list.data?.invoices.items ?? []).map(toUiInvoice), [list.data]);
  const c = counts.data?.invoiceCounts;

  useEffect(() => {
    document.title = 'Invoices · Kea FX';
  }, []);
  useEffect(() => setSelected(new Set()), [view, status, search]);
  useEffect(() => {
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);

  /** A filing action: Archive and Write Off ask first (ConfirmBulkDialog); Unarchive and Restore, their undo, act at once. */
  async function runBulk(kind: BulkKind, targets: UiInvoice[]): Promise<void> {
    const problem = bulkProblem(kind, targets);
    if (problem) {
      setMessage({ kind: 'error', text: problem });
      return;
    }
    if (kind === 'archive' || kind === 'writeOff') {
      setMessage(null);
      setConfirming({ kind, targets });
      return;
    }
    try {
      await applyBulk(kind, targets);
    } catch (e) {
      setMessage({ kind: 'error', text: e instanceof Error ? e.message : 'Failed to update invoice' });
    }
  }

  /** Runs a filing action; says what it did, with Undo for Archive and Write Off. Throws the sentence to show when it fails. */
  async function applyBulk(kind: BulkKind, targets: UiInvoice[]): Promise<void> {
    const ids = targets.map((i) => i.id);
    try {
      const result = await bulk(kind, ids);
      const changed = Object.values(result.data ?? {})[0];
      const n = Array.isArray(changed) ? changed.length : targets.length;
      const done =
        n === 1 && targets.length === 1 ? bulkDoneMessage(kind, 1).replace('1 invoice', targets[0]!.label) : bulkDoneMessage(kind, n);
      setSelected(new Set());
      const undoKind = kind === 'archive' || kind === 'writeOff' ? UNDO[kind] : null;
      setMessage({
        kind: 'success',
        text: changeNotice(mode, done),
        ...(undoKind
          ? {
              focusUndo: true,
              undo: async () => {
                try {
                  await bulk(undoKind, ids);
                } catch (e) {
                  throw new Error(serverMessage(e, 'Failed to update invoice'));
                }
                const what = targets.length === 1 ? targets[0]!.label : `${ids.length.toLocaleString('en-NZ')} invoices`;
                return changeNotice(mode, `${what} ${undoKind === 'restore' ? 'restored to Active as overdue' : 'moved back to Active'}.`);
              },
            }
          : {}),
      });
    } catch (e) {
      console.error(`Bulk ${kind} failed`, e);
      throw new Error(serverMessage(e, 'Failed to update invoice'));
    }
  }

  /** Exports exactly what the page shows: its tab, status and search, as the api's INVOICE_EXPORT_QUERY reads them. */
  async function exportFile(which: 'csv' | 'pdf'): Promise<void> {
    const filter = { view: view.toLowerCase() as Lowercase<typeof view>, status: status === 'all' ? undefined : status, search };
    const params = new URLSearchParams({ view: filter.view });
    if (filter.status) params.set('status', filter.status);
    if (filter.search) params.set('q', filter.search);
    const query = params.toString();
    const file = which === 'csv' ? EXPORTS.invoicesCsv(query) : EXPORTS.invoicesPdf(query, filter, businessToday());
    try {
      const notice = await mode.download(file.path, file.filename, `${which.toUpperCase()} invoice list`);
      setMessage({ kind: 'success', text: notice ?? `Exported the invoice list as ${which.toUpperCase()}.` });
    } catch (e) {
      setMessage({ kind: 'error', text: serverMessage(e, `Error exporting ${which.toUpperCase()} report`) });
    }
  }

  const selectedInvoices = invoices.filter((i) => selected.has(i.id));
  const toggle = (id: string): void =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Invoices</h1>
          <p className="muted">Every invoice, its status and where it is filed.</p>
        </div>
        <div className="btn-row">
          {owner && (
            <>
              {/* SPEC: in demo mode, creating invoices (one by one or by import) is disabled. */}
              {mode.demo ? (
                <button type="button" className="btn" disabled title="Creating invoices is disabled in demo mode">
                  New Invoice
                </button>
              ) : (
                <Link to="/invoices/new" className="btn">
                  New Invoice
                </Link>
              )}
              <button
                type="button"
                className="btn btn-secondary"
                disabled={mode.demo}
                title={mode.demo ? 'Importing is disabled in demo mode' : undefined}
                onClick={() => setImporting(true)}
              >
                Import CSV
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => saveText(toCsv(IMPORT_TEMPLATE), 'invoice_import_template.csv')}
              >
                Download Template
              </button>
            </>
          )}
          <button type="button" className="btn btn-secondary" onClick={() => void exportFile('csv')}>
            Export CSV
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void exportFile('pdf')}>
            Export PDF
          </button>
        </div>
      </div>

      {mode.demo && (
        <p className="muted small">
          In the demo you can change statuses, archive, write off and restore sample invoices in memory; creating, editing and importing are
          disabled, and exports are simulated.
        </p>
      )}
      {message && <UndoNotice outcome={message} onDismiss={() => setMessage(null)} />}

      <section className="card" aria-label="Invoice list">
        <div className="tabs" role="tablist" aria-label="Invoice folders">
          {TABS.map((t) => (
            <button key={t.view} type="button" role="tab" aria-selected={view === t.view} onClick={() => setView(t.view)}>
              {t.label}
              <span className="badge count-badge">{c ? c[t.count].toLocaleString('en-NZ') : '…'}</span>
            </button>
          ))}
        </div>

        <div className="toolbar">
          <div className="segmented" role="group" aria-label="Filter by status">
            {STATUSES.map((s) => (
              <button key={s} type="button" aria-pressed={status === s} onClick={() => setStatus(s)}>
                {s.charAt(0).toUpperCase() + s.slice(1)} <span className="small">({c ? c[s].toLocaleString('en-NZ') : '…'})</span>
              </button>
            ))}
          </div>
          <div className="grow">
            <label className="visually-hidden" htmlFor="invoice-search">
              Search by company or currency
            </label>
            <input
              id="invoice-search"
              className="input"
              type="search"
              placeholder="Search company or currency"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              aria-invalid={!searchCheck.ok}
              aria-describedby={searchCheck.ok ? undefined : 'invoice-search-error'}
            />
            {!searchCheck.ok && (
              <p id="invoice-search-error" className="field-error" role="alert">
                {searchCheck.message}
              </p>
            )}
          </div>
        </div>

        {owner && (
          <div className="bulk-bar" role="group" aria-label="Bulk actions">
            <span className="small">
              <strong>{selected.size.toLocaleString('en-NZ')}</strong> selected
            </span>
            {BULK[view].map((k) => (
              <button
                key={k}
                type="button"
                className={`btn btn-small${k === 'writeOff' ? ' btn-danger' : ' btn-secondary'}`}
                onClick={() => void runBulk(k, selectedInvoices)}
              >
                {BULK_LABEL[k]}
              </button>
            ))}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setSelected(new Set())}>
              Clear Selection
            </button>
          </div>
        )}

        <QueryState
          loading={list.loading && !list.data}
          loadingText="Loading invoices..."
          error={list.error}
          errorText="Failed to load invoices. Please try again."
          onRetry={() => void list.refetch()}
          isEmpty={invoices.length === 0}
          empty={
            <EmptyState
              title={search || status !== 'all' ? 'No invoices match' : view === 'ACTIVE' ? 'No invoices to display' : 'Nothing filed here'}
              text={
                search || status !== 'all'
                  ? 'Try another search or status.'
                  : view === 'ACTIVE' && owner
                    ? 'Add your first invoice to get started'
                    : undefined
              }
              action={
                view === 'ACTIVE' && !search && status === 'all' && !mode.demo && owner ? (
                  <Link to="/invoices/new" className="btn">
                    New Invoice
                  </Link>
                ) : undefined
              }
            />
          }
        >
          <InvoiceTable
            invoices={invoices}
            view={view}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(all) => setSelected(all ? new Set(invoices.map((i) => i.id)) : new Set())}
            onDetails={setDetails}
            onAction={(kind, invoice) => void runBulk(kind, [invoice])}
            mayFile={owner}
          />
          <MoreButton
            shown={list.data?.invoices.hasMore}
            label="Load more"
            onClick={() => void list.fetchMore({ variables: { offset: invoices.length } })}
          />
        </QueryState>
      </section>

      {confirming && (
        <ConfirmBulkDialog
          kind={confirming.kind}
          invoices={confirming.targets}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            await applyBulk(confirming.kind, confirming.targets);
            setConfirming(null);
          }}
        />
      )}
      {details && <InvoiceDetailsModal invoice={details} onClose={() => setDetails(null)} />}
      {importing && (
        <ImportCsvDialog
          onClose={() => setImporting(false)}
          onImported={(n) =>
            setMessage({ kind: 'success', text: `Imported ${n.toLocaleString('en-NZ')} ${n === 1 ? 'invoice' : 'invoices'}.` })
          }
        />
      )}
    </>
  );
}
