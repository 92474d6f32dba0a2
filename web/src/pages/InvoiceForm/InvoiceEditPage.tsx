import { useMutation, useQuery } from '@apollo/client/react';
import { detailMap, Exact, INVOICE_DETAIL_FIELDS } from '@keafx/schema';
import { useFormat } from '../../modules/preferences/useFormat';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { serverMessage } from '../../apollo/errors';
import {
  DeleteInvoiceDocument,
  InvoiceDocument,
  UpdateInvoiceDocument,
  type Currency,
  type InvoiceQuery,
  type UpdateInvoiceInput,
} from '../../generated/graphql';
import { EmailInvoice } from '../../modules/invoice/EmailInvoice';
import { MarkPaidDialog } from '../../modules/invoice/MarkPaidDialog';
import { PaymentRecord } from '../../modules/invoice/PaymentRecord';
import { useInvoiceActions } from '../../modules/invoice/useInvoiceActions';
import { AuditList } from '../../modules/audit/AuditLogPanel';
import { InvoiceForm, type FormErrors, type SubmittedInvoice } from '../../modules/invoice/InvoiceForm';
import { serverFormErrors } from '../../modules/invoice/formErrors';
import { CreditNotes } from '../../modules/invoice/CreditNotes';
import { InvoiceGst } from '../../modules/invoice/InvoiceGst';
import { fromGstEnum, lineFromSaved, toGstEnum } from '../../modules/invoice/invoiceLines';
import { SendCheckDialog } from '../../modules/invoice/SendCheckDialog';
import { TaxInvoiceChecks } from '../../modules/invoice/TsiIssues';
import { zeroRatingFromSaved, zeroRatingInput } from '../../modules/invoice/zeroRating';
import { StatusBadge } from '../../ui/Badges';
import { Notice } from '../../ui/Notice';
import { UndoNotice } from '../../ui/UndoNotice';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { staleQueries } from '../../apollo/refetch';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { useMayWrite } from '../../session/useBusinessRole';

/** Whether Mark Paid applies: sent, or overdue (a sent invoice past its due date). */
const payable = (status: string): boolean => status === 'SENT' || status === 'OVERDUE';

/**
 * Paid and written-off invoices are part of the record: the api refuses changes, so the page says so
 * before anyone types. A member reads every invoice so: changing one is the owner's.
 */
function readOnlyReason(invoice: { status: string; writtenOff: boolean; number: number }, owner: boolean, mayPay: boolean): string | null {
  if (!owner) return mayPay && payable(invoice.status) ? MEMBER_NOTES.invoiceAccountant : MEMBER_NOTES.invoiceViewer;
  if (invoice.status === 'PAID')
    return `Invoice #${invoice.number} is paid, so it is read-only: a paid invoice is part of your record and cannot be changed.`;
  if (invoice.writtenOff)
    return `Invoice #${invoice.number} is written off, so it is read-only. Restore it from the Write-offs tab on the Invoices page to change it.`;
  return null;
}

type SavedInvoice = NonNullable<InvoiceQuery['invoiceByNumber']>;

/** Whether the form's lines (and whether their prices include GST) differ from the invoice's saved ones. */
function linesChanged(v: SubmittedInvoice, saved: SavedInvoice): boolean {
  if (v.pricesIncludeGst !== saved.pricesIncludeGst || v.lines.length !== saved.lines.length) return true;
  return v.lines.some((l, i) => {
    const s = saved.lines[i]!;
    return (
      l.description !== s.description ||
      !new Exact(l.quantity).eq(s.quantity) ||
      !new Exact(l.unitPrice).eq(s.unitPrice) ||
      l.gstTreatment !== fromGstEnum(s.gstTreatment)
    );
  });
}

/**
 * /invoices/edit/:number (the number the user sees: INV-0042, 42 or #42): change the invoice, and
 * read its audit history. A member reads it: no Save, Send, Delete, E-mail or Reverse payment; an
 * accountant keeps Mark Paid; everyone downloads the PDF.
 */
export default function InvoiceEditPage() {
  const { number = '' } = useParams();
  const navigate = useNavigate();
  const fmt = useFormat();
  const { data, loading, error, refetch } = useQuery(InvoiceDocument, { variables: { number } });
  const [update, saving] = useMutation(UpdateInvoiceDocument, { refetchQueries: staleQueries('invoiceEdited') });
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [fieldErrs, setFieldErrs] = useState<FormErrors>({});
  const [reversed, setReversed] = useState<string | null>(null);
  const invoice = data?.invoiceByNumber;
  const actions = useInvoiceActions();
  const [remove, removing] = useMutation(DeleteInvoiceDocument, { refetchQueries: staleQueries('invoiceSet') });
  const owner = useMayWrite('owner');
  const mayPay = useMayWrite('accountant');
  const form = useRef<HTMLElement>(null);
  const heading = invoice ? (owner ? `Edit invoice #${invoice.number}` : `Invoice #${invoice.number}`) : owner ? 'Edit invoice' : 'Invoice';

  async function deleteDraft(): Promise<void> {
    if (!invoice || !window.confirm(`Delete draft invoice #${invoice.number}? This cannot be undone.`)) return;
    try {
      await remove({ variables: { id: invoice.id } });
      void navigate('/invoices', { state: { notice: `Draft invoice #${invoice.number} deleted.` } });
    } catch (e) {
      console.error(`Error updating invoice #${invoice.number}`, e);
      setMessage({ kind: 'error', text: serverMessage(e, 'Failed to update invoice') });
    }
  }

  useEffect(() => {
    document.title = `${heading} · Kea FX`;
  }, [heading]);

  async function save(v: SubmittedInvoice): Promise<void> {
    if (!invoice) return;
    setMessage(null);
    setFieldErrs({});
    const input: UpdateInvoiceInput = {};
    if (v.counterparty !== invoice.counterparty) input.counterparty = v.counterparty;
    if (v.currency !== invoice.currency) input.currency = v.currency as Currency;
    // Lines given replace the invoice's: sent whole when any changed, or the currency did (the total is theirs in it).
    if (linesChanged(v, invoice) || input.currency) {
      input.lines = v.lines.map((l) => ({ ...l, gstTreatment: toGstEnum(l.gstTreatment) }));
      input.pricesIncludeGst = v.pricesIncludeGst;
    }
    // The export facts the fieldset shows, where they differ from the saved ones (a cleared date sends null).
    Object.assign(
      input,
      zeroRatingInput(
        v,
        v.lines.map((l) => l.gstTreatment),
        zeroRatingFromSaved(invoice),
      ),
    );
    if (v.issuedDate !== invoice.issuedDate) input.issuedDate = v.issuedDate;
    if (v.dueDate !== invoice.dueDate) input.dueDate = v.dueDate;
    for (const k of INVOICE_DETAIL_FIELDS) if (v[k] !== invoice[k]) input[k] = v[k];
    if (Object.keys(input).length === 0) {
      setMessage({ kind: 'success', text: 'Nothing to save: no field changed.' });
      return;
    }
    try {
      await update({ variables: { id: invoice.id, input } });
      setMessage({ kind: 'success', text: `Invoice #${invoice.number} saved.` });
    } catch (e) {
      console.error(`Error updating invoice #${invoice.number}`, e);
      setFieldErrs(serverFormErrors(e));
      setMessage({ kind: 'error', text: serverMessage(e, 'Failed to update invoice') });
    }
  }

  return (
    <>
      <div className="page-header">
        <div>
          <h1>{heading}</h1>
          {invoice && (
            <p className="muted">
              {invoice.label} · {fmt.money(invoice.amount, invoice.currency)} · <StatusBadge status={invoice.status} />
              {invoice.customerId && (
                <>
                  {' · '}
                  <Link to={`/customers/${invoice.customerId}`}>Customer record</Link>
                </>
              )}
            </p>
          )}
        </div>
        <div className="btn-row">
          {owner && invoice?.status === 'DRAFT' && (
            <>
              <button
                type="button"
                className="btn"
                disabled={actions.busy.has(invoice.id)}
                onClick={() => void actions.send(invoice.id, `Invoice #${invoice.number}`)}
              >
                Send
              </button>
              <button type="button" className="btn btn-danger" disabled={removing.loading} onClick={() => void deleteDraft()}>
                Delete Draft
              </button>
            </>
          )}
          {mayPay && invoice && payable(invoice.status) && (
            <button
              type="button"
              className="btn"
              disabled={actions.busy.has(invoice.id)}
              onClick={() =>
                actions.startPay({
                  id: invoice.id,
                  label: invoice.label,
                  customer: invoice.counterparty,
                  currency: invoice.currency,
                  amount: invoice.amount,
                  issuedDate: invoice.issuedDate,
                })
              }
            >
              Mark Paid
            </button>
          )}
          {invoice && (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={actions.busy.has(invoice.id)}
              onClick={() => void actions.exportPdf(invoice.id, `#${invoice.number}`)}
            >
              Download PDF
            </button>
          )}
          <Link to="/invoices" className="btn btn-secondary">
            Back to Invoices
          </Link>
        </div>
      </div>
      {actions.message && <UndoNotice outcome={actions.message} onDismiss={actions.clearMessage} />}
      {reversed && (
        <Notice kind="success" onDismiss={() => setReversed(null)}>
          {reversed}
        </Notice>
      )}
      {actions.paying && <MarkPaidDialog invoice={actions.paying} onClose={actions.closePay} onPaid={actions.paid} />}
      {actions.sendCheck && (
        <SendCheckDialog check={actions.sendCheck} onCancel={actions.cancelSend} onSend={() => void actions.confirmSend()} />
      )}
      <QueryState
        loading={loading && !data}
        loadingText="Loading invoice..."
        error={error}
        errorText="Failed to load the invoice. Please try again."
        onRetry={() => void refetch()}
      >
        {invoice && (
          <>
            {invoice.status === 'PAID' && <PaymentRecord invoice={invoice} mayReverse={owner} onReversed={setReversed} />}
            <TaxInvoiceChecks
              invoice={invoice}
              onGoToField={
                readOnlyReason(invoice, owner, mayPay)
                  ? undefined
                  : (name) => form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
              }
            />
            <section className="card" aria-labelledby="gst-title">
              <h2 id="gst-title">GST</h2>
              <InvoiceGst invoice={invoice} />
            </section>
            {invoice.status !== 'DRAFT' && <CreditNotes invoice={invoice} mayIssue={owner} />}
            {!invoice.writtenOff && (
              <section className="card" aria-labelledby="email-title">
                <h2 id="email-title">{owner ? 'E-mail this invoice' : 'E-mails'}</h2>
                <EmailInvoice
                  invoiceId={invoice.id}
                  label={`Invoice #${invoice.number}`}
                  draft={invoice.status === 'DRAFT'}
                  maySend={owner}
                  tsiIssues={invoice.tsiIssues}
                  customerId={invoice.customerId ?? null}
                />
              </section>
            )}
            <section className="card" aria-label="Invoice details" ref={form}>
              {message && (
                <Notice kind={message.kind} onDismiss={() => setMessage(null)}>
                  {message.text}
                </Notice>
              )}
              <InvoiceForm
                // Again once the owner's number format is known: quantities and prices are shown in it.
                key={`${invoice.updatedAt} ${fmt.preferences?.numberFormat ?? ''}`}
                initial={{
                  counterparty: invoice.counterparty,
                  currency: invoice.currency,
                  // In the owner's number format ("1234,56" for a period owner), as the form reads it back.
                  lines: invoice.lines.map((l) => lineFromSaved(l, fmt.preferences?.numberFormat ?? 'comma', invoice.currency)),
                  pricesIncludeGst: invoice.pricesIncludeGst,
                  issuedDate: invoice.issuedDate,
                  dueDate: invoice.dueDate,
                  ...detailMap((_, key) => invoice[key]),
                  ...zeroRatingFromSaved(invoice),
                }}
                currencyLocked={invoice.status !== 'DRAFT'}
                readOnlyReason={readOnlyReason(invoice, owner, mayPay)}
                submitLabel="Save Changes"
                busy={saving.loading}
                serverErrors={fieldErrs}
                onSubmit={(v) => void save(v)}
                onCancel={() => void navigate('/invoices')}
              />
            </section>
            <section className="card" aria-labelledby="history-title">
              <h2 id="history-title">History</h2>
              {invoice.auditEvents.length === 0 ? <EmptyState title="No history yet" /> : <AuditList events={invoice.auditEvents} />}
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
