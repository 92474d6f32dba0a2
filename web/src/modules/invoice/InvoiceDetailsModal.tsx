import { useQuery } from '@apollo/client/react';
import { GST_TREATMENT_LABELS, roundToMinor } from '@keafx/schema';
import { InvoiceTaxDocument } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';
import { useNavigate } from 'react-router-dom';
import { useDemoMode } from '../../layout/DemoMode';
import { useMayWrite } from '../../session/useBusinessRole';
import { StatusBadge } from '../../ui/Badges';
import { Modal } from '../../ui/Modal';
import { fromGstEnum } from './invoiceLines';
import type { UiInvoice } from './invoiceModel';
import { supplyRateWords } from './InvoiceGst';

/**
 * View Details: number, customer, amount with currency, due date, status, and Edit (Open for a
 * member, who reads it); then, as they load, its lines and GST (issue 27).
 */
export function InvoiceDetailsModal({ invoice, onClose }: { invoice: UiInvoice; onClose(): void }) {
  const fmt = useFormat();
  const tax = useQuery(InvoiceTaxDocument, { variables: { id: invoice.id } }).data?.invoice;
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
        {tax && (
          <>
            <dt>GST</dt>
            <dd>
              {fmt.money(tax.gstAmount, invoice.currency)}
              {tax.pricesIncludeGst ? ' (included)' : ''}
              {supplyRateWords({ ...tax, amount: invoice.amount }, fmt) && (
                <span className="muted"> · {supplyRateWords({ ...tax, amount: invoice.amount }, fmt)}</span>
              )}
            </dd>
          </>
        )}
      </dl>
      {tax && (
        <>
          <h3>Lines</h3>
          <ul className="invoice-detail-lines">
            {tax.lines.map((l, i) => (
              <li key={i}>
                {l.description || <span className="muted">(no description)</span>}
                <span className="muted">
                  {' '}
                  · {fmt.decimal(l.quantity)} × {fmt.decimal(l.unitPrice)} · {GST_TREATMENT_LABELS[fromGstEnum(l.gstTreatment)]} ·{' '}
                  {fmt.money(roundToMinor(l.lineTotal, invoice.currency), invoice.currency)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
