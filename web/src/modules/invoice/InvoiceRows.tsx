import { transitionError } from '@keafx/schema';
import { useFormat, type Format } from '../preferences/useFormat';
import { memo } from 'react';
import { CurrencyBadge, StatusBadge } from '../../ui/Badges';
import type { UiInvoice } from './invoiceModel';

export interface RowActions {
  /** Send a draft; absent for a member (sending is the owner's), and the button with it. */
  onSend?: (invoice: UiInvoice) => void;
  /** Mark Paid; absent for a viewer (recording a payment is the owner's and the accountant's). */
  onPay?: (invoice: UiInvoice) => void;
  onExportPdf(invoice: UiInvoice): void;
  busy: ReadonlySet<string>;
}

const Row = memo(function Row({
  invoice,
  busy,
  fmt,
  onSend,
  onPay,
  onExportPdf,
}: { invoice: UiInvoice; busy: boolean; fmt: Format } & Omit<RowActions, 'busy'>) {
  const name = `invoice #${invoice.number}`;
  return (
    <tr>
      <td className="mono" data-label="Invoice ID">
        #{invoice.number}
      </td>
      <td data-label="Customer">{invoice.customer}</td>
      <td data-label="Currency">
        <CurrencyBadge code={invoice.currency} />
      </td>
      <td className="num" data-label="Amount">
        {fmt.money(invoice.amount, invoice.currency, { whole: true })}
      </td>
      <td data-label="Due Date">{fmt.date(invoice.dueDate)}</td>
      <td data-label="Status">
        <StatusBadge status={invoice.status} />
      </td>
      <td className="cell-actions">
        <div className="btn-row">
          {onSend && transitionError('send', invoice.status) === null && (
            <button type="button" className="btn btn-small" disabled={busy} onClick={() => onSend(invoice)} aria-label={`Send ${name}`}>
              Send
            </button>
          )}
          {/* Mark Paid wherever the status rules allow it: sent, and overdue (a sent invoice past its due date). */}
          {onPay && transitionError('pay', invoice.status) === null && (
            <button
              type="button"
              className="btn btn-small"
              disabled={busy}
              onClick={() => onPay(invoice)}
              aria-label={`Mark Paid: ${name}`}
            >
              Mark Paid
            </button>
          )}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy}
            onClick={() => onExportPdf(invoice)}
            aria-label={`Export PDF of ${name}`}
          >
            Export PDF
          </button>
        </div>
      </td>
    </tr>
  );
});

/** The invoice table: Invoice ID (#N), Customer, Currency, Amount, Due Date, Status, Actions. */
export function InvoiceRows({ invoices, caption, busy, ...actions }: { invoices: UiInvoice[]; caption: string } & RowActions) {
  const fmt = useFormat();
  return (
    <div className="table-wrap table-stack">
      <table className="data">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Invoice ID</th>
            <th scope="col">Customer</th>
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
            <Row key={i.id} invoice={i} busy={busy.has(i.id)} fmt={fmt} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
