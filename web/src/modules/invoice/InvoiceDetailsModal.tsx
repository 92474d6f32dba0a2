import { useFormat } from '../preferences/useFormat';
import { useNavigate } from 'react-router-dom';
import { useDemoMode } from '../../layout/DemoMode';
import { useMayWrite } from '../../session/useBusinessRole';
import { StatusBadge } from '../../ui/Badges';
import { Modal } from '../../ui/Modal';
import type { UiInvoice } from './invoiceModel';

/** View Details: number, customer, amount with currency, due date, status, and Edit (Open for a member, who reads it). */
export function InvoiceDetailsModal({ invoice, onClose }: { invoice: UiInvoice; onClose(): void }) {
  const fmt = useFormat();
  const navigate = useNavigate();
  const { demo } = useDemoMode();
  const owner = useMayWrite('owner');
  return (
    <Modal
      title={`Invoice ${invoice.label}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          {/* SPEC: in demo mode, editing is disabled. */}
          <button
            type="button"
            className="btn"
            data-autofocus={demo ? undefined : true}
            disabled={demo}
            title={demo ? 'Editing is disabled in demo mode' : undefined}
            onClick={() => void navigate(`/invoices/edit/${invoice.number}`)}
          >
            {demo ? 'Edit (disabled in demo)' : owner ? 'Edit' : 'Open'}
          </button>
        </>
      }
    >
      <dl className="details">
        <dt>Invoice number</dt>
        <dd>{invoice.label}</dd>
        <dt>Customer</dt>
        <dd>{invoice.customer}</dd>
        <dt>Amount</dt>
        <dd>
          {fmt.money(invoice.amount, invoice.currency)} <span className="muted">({invoice.currency})</span>
        </dd>
        <dt>Issue date</dt>
        <dd>{fmt.date(invoice.issuedDate)}</dd>
        <dt>Due date</dt>
        <dd>{fmt.date(invoice.dueDate)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={invoice.status} />
          {invoice.writtenOff ? ' · written off' : invoice.archived ? ' · archived' : ''}
        </dd>
      </dl>
    </Modal>
  );
}
