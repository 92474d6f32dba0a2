import { useFormat } from '../../modules/preferences/useFormat';
import type { InvoiceView } from '../../generated/graphql';
import type { UiInvoice } from '../../modules/invoice/invoiceModel';
import type { BulkKind } from '../../modules/invoice/useBulkActions';
import { CurrencyBadge, StatusBadge } from '../../ui/Badges';

interface Props {
  invoices: UiInvoice[];
  view: InvoiceView;
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onToggleAll(all: boolean): void;
  onDetails(invoice: UiInvoice): void;
  onAction(kind: BulkKind, invoice: UiInvoice): void;
  /** Whether the person may file invoices (the owner): a member sees no checkboxes and no filing buttons. */
  mayFile?: boolean;
}

/** The invoices page table: checkboxes with select-all, and SPEC's row actions per tab. */
export function InvoiceTable({ invoices, view, selected, onToggle, onToggleAll, onDetails, onAction, mayFile = true }: Props) {
  const fmt = useFormat();
  const all = invoices.length > 0 && invoices.every((i) => selected.has(i.id));
  return (
    <div className="table-wrap table-stack">
      <table className="data">
        <caption className="visually-hidden">Invoices</caption>
        <thead>
          <tr>
            {mayFile && (
              <th scope="col">
                <input type="checkbox" aria-label="Select all invoices" checked={all} onChange={(e) => onToggleAll(e.target.checked)} />
              </th>
            )}
            <th scope="col">Invoice</th>
            <th scope="col">Company</th>
            <th scope="col">Currency</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Due Date</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((i) => (
            <tr key={i.id} className={selected.has(i.id) ? 'is-selected' : undefined}>
              {mayFile && (
                <td className="cell-select">
                  <input type="checkbox" aria-label={`Select ${i.label}`} checked={selected.has(i.id)} onChange={() => onToggle(i.id)} />
                </td>
              )}
              <td className="mono" data-label="Invoice">
                {i.label}
              </td>
              <td data-label="Company">{i.customer}</td>
              <td data-label="Currency">
                <CurrencyBadge code={i.currency} />
              </td>
              <td className="num" data-label="Amount">
                {fmt.money(i.amount, i.currency, { whole: true })}
              </td>
              <td data-label="Due Date">{fmt.date(i.dueDate)}</td>
              <td data-label="Status">
                <StatusBadge status={i.status} />
              </td>
              <td className="cell-actions">
                <div className="btn-row">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() => onDetails(i)}
                    aria-label={`View Details of ${i.label}`}
                  >
                    View Details
                  </button>
                  {mayFile && view === 'ACTIVE' && i.status === 'paid' && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      onClick={() => onAction('archive', i)}
                      aria-label={`Archive ${i.label}`}
                    >
                      Archive
                    </button>
                  )}
                  {mayFile && view === 'ACTIVE' && i.status === 'overdue' && (
                    <button
                      type="button"
                      className="btn btn-danger btn-small"
                      onClick={() => onAction('writeOff', i)}
                      aria-label={`Write Off ${i.label}`}
                    >
                      Write Off
                    </button>
                  )}
                  {mayFile && view === 'ARCHIVE' && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      onClick={() => onAction('unarchive', i)}
                      aria-label={`Unarchive ${i.label}`}
                    >
                      Unarchive
                    </button>
                  )}
                  {mayFile && view === 'WRITEOFFS' && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      onClick={() => onAction('restore', i)}
                      aria-label={`Restore ${i.label}`}
                    >
                      Restore
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
