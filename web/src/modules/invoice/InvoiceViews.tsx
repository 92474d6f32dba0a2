import {
  currencySummary, GROUP_BY_LABELS, GROUP_BY_OPTIONS, groupInvoices, invoiceCountLabel,
  type GroupBy, type InvoiceGroup,
} from '@keafx/schema';
import { useFormat } from '../preferences/useFormat';
import { useId, useMemo, useState } from 'react';
import { EmptyState } from '../../ui/QueryState';
import { InvoiceRows, type RowActions } from './InvoiceRows';
import type { UiInvoice } from './invoiceModel';

/** Rows drawn per group before "Show more", and groups drawn until this many rows are on screen:
 * a 5,000-invoice dashboard (500 customers) stays responsive, with no task over 200 ms. */
export const ROWS_PER_GROUP = 25;
export const ROW_BUDGET = 150;

/** How many groups to draw at first: until their first rows fill the budget, at least one. */
export function groupsWithinBudget(groups: readonly { invoices: readonly unknown[] }[], budget = ROW_BUDGET): number {
  let rows = 0;
  let n = 0;
  for (const g of groups) {
    rows += Math.min(g.invoices.length, ROWS_PER_GROUP);
    if (n > 0 && rows > budget) break;
    n += 1;
  }
  return n;
}

type ViewMode = 'invoice' | 'currency';

interface Props extends RowActions {
  invoices: UiInvoice[];
  today: string;
}

function GroupTotal({ group }: { group: InvoiceGroup<UiInvoice> }) {
  const fmt = useFormat();
  if (group.totalAmount === undefined) return null;
  const text = group.totalsByCurrency
    ? group.totalsByCurrency.map((t) => fmt.money(t.amount, t.currency, { whole: true })).join(' + ')
    : fmt.money(group.totalAmount, group.totalCurrency ?? 'NZD', { whole: true });
  return <span className="muted small">Total {text}{group.earliestDue ? ` · earliest due ${fmt.date(group.earliestDue)}` : ''}</span>;
}

function Group({ group, flat, actions }: { group: InvoiceGroup<UiInvoice>; flat: boolean; actions: RowActions }) {
  const [shown, setShown] = useState(ROWS_PER_GROUP);
  const headingId = useId();
  const rest = group.invoices.length - shown;
  return (
    <section className="group" aria-labelledby={headingId}>
      <div className={`group-header${flat ? ' visually-hidden' : ''}`}>
        <h3 id={headingId}>{group.groupLabel}</h3>
        <GroupTotal group={group} />
        <span className="badge count-badge">{invoiceCountLabel(group.invoices.length)}</span>
      </div>
      <InvoiceRows invoices={group.invoices.slice(0, shown)} caption={group.groupLabel} {...actions} />
      {rest > 0 && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setShown((n) => n + ROWS_PER_GROUP * 4)}>
          Show {Math.min(rest, ROWS_PER_GROUP * 4).toLocaleString('en-NZ')} more of {rest.toLocaleString('en-NZ')} in {group.groupLabel}
        </button>
      )}
    </section>
  );
}

function ByCurrency({ invoices }: { invoices: UiInvoice[] }) {
  const fmt = useFormat();
  const rows = useMemo(() => currencySummary(invoices), [invoices]);
  return (
    <div className="table-wrap table-stack">
      <table className="data">
        <caption className="visually-hidden">Invoices by currency</caption>
        <thead>
          <tr><th scope="col">Currency</th><th scope="col" className="num">Total Exposure</th><th scope="col">Earliest Due</th><th scope="col" className="num">Invoice Count</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.currency}>
              <td data-label="Currency"><span className="badge currency-badge">{r.currency}</span></td>
              <td className="num" data-label="Total Exposure">{fmt.money(r.totalExposure, r.currency)}</td>
              <td data-label="Earliest Due">{fmt.date(r.earliestDue)}</td>
              <td className="num" data-label="Invoice Count">{r.invoiceCount.toLocaleString('en-NZ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** SPEC's invoice views: By Invoice (with a group-by) and By Currency, under a section titled Invoices. */
export function InvoiceViews({ invoices, today, ...actions }: Props) {
  const [mode, setMode] = useState<ViewMode>('invoice');
  const [groupBy, setGroupBy] = useState<GroupBy>('id');
  const selectId = useId();
  const groups = useMemo(() => groupInvoices(invoices, groupBy, today), [invoices, groupBy, today]);
  const [extraGroups, setExtraGroups] = useState(0);
  const initialGroups = useMemo(() => groupsWithinBudget(groups), [groups]);
  const shownGroups = Math.min(groups.length, initialGroups + extraGroups);
  const pickGroupBy = (g: GroupBy): void => {
    setGroupBy(g);
    setExtraGroups(0);
  };

  return (
    <section className="card" aria-labelledby="invoice-views-title">
      <div className="card-header">
        <h2 id="invoice-views-title">Invoices</h2>
        <div className="segmented" role="group" aria-label="View mode">
          <button type="button" aria-pressed={mode === 'invoice'} onClick={() => setMode('invoice')}>By Invoice</button>
          <button type="button" aria-pressed={mode === 'currency'} onClick={() => setMode('currency')}>By Currency</button>
        </div>
      </div>
      {invoices.length === 0 ? (
        <EmptyState title="No invoices to display" text="Add your first invoice to get started" />
      ) : mode === 'currency' ? (
        <ByCurrency invoices={invoices} />
      ) : (
        <>
          <div className="toolbar">
            <span className="field-label" aria-hidden="true">Group by</span>
            <div className="segmented" role="group" aria-label="Group by">
              {GROUP_BY_OPTIONS.map((g) => (
                <button key={g} type="button" aria-pressed={groupBy === g} onClick={() => pickGroupBy(g)}>{GROUP_BY_LABELS[g]}</button>
              ))}
            </div>
            <label className="visually-hidden" htmlFor={selectId}>Group by</label>
            <select id={selectId} className="input" style={{ width: 'auto' }} value={groupBy} onChange={(e) => pickGroupBy(e.target.value as GroupBy)}>
              {GROUP_BY_OPTIONS.map((g) => <option key={g} value={g}>{GROUP_BY_LABELS[g]}</option>)}
            </select>
          </div>
          {groups.slice(0, shownGroups).map((g) => <Group key={`${groupBy}:${g.groupKey}`} group={g} flat={groupBy === 'id'} actions={actions} />)}
          {shownGroups < groups.length && (
            <button type="button" className="btn btn-secondary" onClick={() => setExtraGroups((n) => n + Math.max(5, initialGroups))}>
              Show more groups ({(groups.length - shownGroups).toLocaleString('en-NZ')} not shown)
            </button>
          )}
        </>
      )}
    </section>
  );
}
