import { formatDate, formatMoney } from '@keafx/schema';
import { useNavigate } from 'react-router-dom';
import { StatusBadge } from '../../ui/Badges';
import { Modal } from '../../ui/Modal';
import type { UiInvoice } from './invoiceModel';

/** View Details: number, customer, amount with currency, due date, status, and Edit. */
export function InvoiceDetailsModal({ invoice, onClose }: { invoice: UiInvoice; onClose(): void }) {
  const navigate = useNavigate();
  return (
    <Modal title={`Invoice ${invoice.label}`} onClose={onClose}
      footer={(
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>Close</button>
          <button type="button" className="btn" data-autofocus onClick={() => void navigate(`/invoices/edit/${invoice.id}`)}>Edit</button>
        </>
      )}>
      <dl className="details">
        <dt>Invoice number</dt><dd>{invoice.label}</dd>
        <dt>Customer</dt><dd>{invoice.customer}</dd>
        <dt>Amount</dt><dd>{formatMoney(invoice.amount, invoice.currency)} <span className="muted">({invoice.currency})</span></dd>
        <dt>Issue date</dt><dd>{formatDate(invoice.issuedDate)}</dd>
        <dt>Due date</dt><dd>{formatDate(invoice.dueDate)}</dd>
        <dt>Status</dt><dd><StatusBadge status={invoice.status} />{invoice.writtenOff ? ' · written off' : invoice.archived ? ' · archived' : ''}</dd>
      </dl>
    </Modal>
  );
}
