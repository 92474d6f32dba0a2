import { GROUP_BY_LABELS, GROUP_BY_OPTIONS, invoiceCountLabel, type GroupBy } from '@keafx/schema';
import { useFormat } from '../preferences/useFormat';
import { useId, useState, type ReactNode } from 'react';
import { Loading } from '../../ui/Loading';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { InvoiceRows, type RowActions } from './InvoiceRows';
import {
  MORE_ROWS,
  ROW_BUDGET,
  ROWS_PER_GROUP,
  serverGroupSource,
  type GroupsState,
  type InvoiceGroupSource,
  type ViewGroup,
} from './useInvoiceGroups';

export { ROW_BUDGET, ROWS_PER_GROUP };

type ViewMode = 'invoice' | 'currency';

interface Props extends RowActions {
  /** Where the groups come from: the api unless a test gives a list in memory. */
  source?: InvoiceGroupSource;
  /** Shown while the first groups load, and when they fail. */
  loadingText?: string;
  errorText?: string;
}

function GroupTotal({ group }: { group: ViewGroup }) {
  const fmt = useFormat();
  if (group.totalAmount === undefined) return null;
  const text = group.totalsByCurrency
    ? group.totalsByCurrency.map((t) => fmt.money(t.amount, t.currency, { whole: true })).join(' + ')
    : fmt.money(group.totalAmount, group.totalCurrency ?? 'NZD', { whole: true });
  return (
    <span className="muted small">
      Total {text}
      {group.earliestDue ? ` · earliest due ${fmt.date(group.earliestDue)}` : ''}
    </span>
  );
}

function Group({
  group,
  groupBy,
  flat,
  source,
  actions,
}: {
  group: ViewGroup;
  groupBy: GroupBy;
  flat: boolean;
  source: InvoiceGroupSource;
  actions: RowActions;
}) {
  const [wanted, setWanted] = useState(0);
  const more = source.useMoreRows(groupBy, group, wanted);
  const headingId = useId();
  const shown = Math.min(group.count, group.invoices.length + wanted);
  const rest = group.count - shown;
  return (
    <section className="group" aria-labelledby={headingId}>
      <div className={`group-header${flat ? ' visually-hidden' : ''}`}>
        <h3 id={headingId}>{group.groupLabel}</h3>
        <GroupTotal group={group} />
        <span className="badge count-badge">{invoiceCountLabel(group.count)}</span>
      </div>
      <InvoiceRows
        invoices={more.rows.length ? [...group.invoices, ...more.rows] : group.invoices}
        caption={group.groupLabel}
        {...actions}
      />
      {more.loading && <Loading label={`Loading more of ${group.groupLabel}...`} />}
      {Boolean(more.error) && (
        <p className="field-error" role="alert">
          Failed to load more invoices. Please try again.
        </p>
      )}
      {rest > 0 && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setWanted((n) => n + MORE_ROWS)}>
          Show {Math.min(rest, MORE_ROWS).toLocaleString('en-NZ')} more of {rest.toLocaleString('en-NZ')} in {group.groupLabel}
        </button>
      )}
    </section>
  );
}

function ByCurrency({ source, loadingText, errorText }: { source: InvoiceGroupSource; loadingText?: string; errorText: string }) {
  const fmt = useFormat();
  const state = source.useGroups('currency', 0);
  return (
    <Loaded state={state} loadingText={loadingText} errorText={errorText}>
      <div className="table-wrap table-stack">
        <table className="data">
          <caption className="visually-hidden">Invoices by currency</caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className="num">
                Total Exposure
              </th>
              <th scope="col">Earliest Due</th>
              <th scope="col" className="num">
                Invoice Count
              </th>
            </tr>
          </thead>
          <tbody>
            {state.groups.map((r) => (
              <tr key={r.groupKey}>
                <td data-label="Currency">
                  <span className="badge currency-badge">{r.groupLabel}</span>
                </td>
                <td className="num" data-label="Total Exposure">
                  {fmt.money(r.totalAmount ?? '0', r.groupLabel, { whole: true })}
                </td>
                <td data-label="Earliest Due">{fmt.date(r.earliestDue ?? '')}</td>
                <td className="num" data-label="Invoice Count">
                  {r.count.toLocaleString('en-NZ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Loaded>
  );
}

/** The three states of a grouping, and SPEC's empty state when the owner has no invoices. */
function Loaded({
  state,
  loadingText,
  errorText,
  children,
}: {
  state: GroupsState;
  loadingText?: string;
  errorText: string;
  children: ReactNode;
}) {
  return (
    <QueryState
      loading={state.loading}
      loadingText={loadingText}
      error={state.error}
      errorText={errorText}
      onRetry={state.refetch}
      isEmpty={state.totalInvoices === 0}
      empty={<EmptyState title="No invoices to display" text="Add your first invoice to get started" />}
    >
      {children}
    </QueryState>
  );
}

function ByInvoice({
  source,
  groupBy,
  onGroupBy,
  loadingText,
  errorText,
  actions,
}: {
  source: InvoiceGroupSource;
  groupBy: GroupBy;
  onGroupBy(g: GroupBy): void;
  loadingText?: string;
  errorText: string;
  actions: RowActions;
}) {
  const state = source.useGroups(groupBy, ROWS_PER_GROUP);
  const selectId = useId();
  const notShown = state.totalGroups - state.groups.length;
  // Another grouping keeps the toolbar (and its focus) while its groups load.
  if (state.error || (state.loading && state.totalInvoices === 0) || state.totalInvoices === 0) {
    return (
      <Loaded state={state} loadingText={loadingText} errorText={errorText}>
        {null}
      </Loaded>
    );
  }
  return (
    <>
      <div className="toolbar">
        <span className="field-label" aria-hidden="true">
          Group by
        </span>
        <div className="segmented" role="group" aria-label="Group by">
          {GROUP_BY_OPTIONS.map((g) => (
            <button key={g} type="button" aria-pressed={groupBy === g} onClick={() => onGroupBy(g)}>
              {GROUP_BY_LABELS[g]}
            </button>
          ))}
        </div>
        <label className="visually-hidden" htmlFor={selectId}>
          Group by
        </label>
        <select
          id={selectId}
          className="input"
          style={{ width: 'auto' }}
          value={groupBy}
          onChange={(e) => onGroupBy(e.target.value as GroupBy)}
        >
          {GROUP_BY_OPTIONS.map((g) => (
            <option key={g} value={g}>
              {GROUP_BY_LABELS[g]}
            </option>
          ))}
        </select>
      </div>
      {state.loading ? (
        <Loading label="Loading invoices..." />
      ) : (
        <>
          {state.groups.map((g) => (
            <Group key={`${groupBy}:${g.groupKey}`} group={g} groupBy={groupBy} flat={groupBy === 'id'} source={source} actions={actions} />
          ))}
          {notShown > 0 && (
            <button type="button" className="btn btn-secondary" onClick={() => state.showMoreGroups(Math.max(5, state.groups.length))}>
              Show more groups ({notShown.toLocaleString('en-NZ')} not shown)
            </button>
          )}
        </>
      )}
    </>
  );
}

/** SPEC's invoice views: By Invoice (with a group-by) and By Currency, under a section titled Invoices, grouped by the api. */
export function InvoiceViews({
  source = serverGroupSource,
  loadingText,
  errorText = 'Failed to load invoices. Please try again.',
  ...actions
}: Props) {
  const [mode, setMode] = useState<ViewMode>('invoice');
  const [groupBy, setGroupBy] = useState<GroupBy>('id');
  return (
    <section className="card defer-render" aria-labelledby="invoice-views-title">
      <div className="card-header">
        <h2 id="invoice-views-title">Invoices</h2>
        <div className="segmented" role="group" aria-label="View mode">
          <button type="button" aria-pressed={mode === 'invoice'} onClick={() => setMode('invoice')}>
            By Invoice
          </button>
          <button type="button" aria-pressed={mode === 'currency'} onClick={() => setMode('currency')}>
            By Currency
          </button>
        </div>
      </div>
      {mode === 'currency' ? (
        <ByCurrency source={source} loadingText={loadingText} errorText={errorText} />
      ) : (
        <ByInvoice
          source={source}
          groupBy={groupBy}
          onGroupBy={setGroupBy}
          loadingText={loadingText}
          errorText={errorText}
          actions={actions}
        />
      )}
    </section>
  );
}
