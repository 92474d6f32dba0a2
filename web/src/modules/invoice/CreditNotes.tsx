import { useQuery } from '@apollo/client/react';
import { BASE_CURRENCY, Exact, roundToMinor } from '@keafx/schema';
import { useId, useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import {
  InvoiceCreditNotesDocument,
  type CreditNoteFieldsFragment,
  type GstTreatment as GstTreatmentEnum,
  type InvoiceStatus,
} from '../../generated/graphql';
import { changeNotice, useDemoMode } from '../../layout/DemoMode';
import { Notice } from '../../ui/Notice';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { useFormat, type Format } from '../preferences/useFormat';
import { RATE_TYPE_LABEL, sourceLabel } from '../rates/rateLabels';
import { fromGstEnum } from './invoiceLines';
import { IssueCreditNoteDialog } from './IssueCreditNoteDialog';
import './creditNotes.css';

/** The invoice whose credit notes the card shows: every field is on the edit page's own Invoice query. */
export interface CreditNotesInvoice {
  /** Its number as the api takes it ("4" for INV-0004). */
  id: string;
  label: string;
  currency: string;
  status: InvoiceStatus;
  issuedDate: string;
  writtenOff: boolean;
  /** Whether its prices include GST: a credit note's lines start the same. */
  pricesIncludeGst: boolean;
  /** Its lines' GST treatments: a credit note may use only these. */
  lines: readonly { gstTreatment: GstTreatmentEnum }[];
}

/** The statuses a credit note may correct: the invoice has gone to the customer. */
const CREDITABLE: readonly InvoiceStatus[] = ['SENT', 'OVERDUE', 'PAID'];

/** "NZD 747.50" in the owner's number format: the announcement names the currency, as the audit trail does. */
const amountText = (amount: string, currency: string, fmt: Format): string => `${currency} ${fmt.decimal(roundToMinor(amount, currency))}`;

/** "NZD 25.87 at 1.7245 NZD per USD (ECB feed, Spot, 12/06/2026)": the GST adjustment and the rate it was converted at. */
function gstNzdWords(n: CreditNoteFieldsFragment, fmt: Format): { nzd: string; rate: string | null } {
  if (n.gstNzd === null) return { nzd: '—', rate: null };
  const nzd = fmt.money(n.gstNzd, BASE_CURRENCY);
  const r = n.supplyRate;
  if (!r || n.currency === BASE_CURRENCY) return { nzd, rate: null };
  return {
    nzd,
    rate: `at ${fmt.decimal(r.rate)} NZD per ${n.currency} (${sourceLabel(r.source)}, ${RATE_TYPE_LABEL[r.type]}, ${fmt.date(r.date)})`,
  };
}

/**
 * The invoice edit page's Credit notes card (issue 27 item 5): each credit note against the invoice
 * (its number, date, reason, amount, GST and the GST adjustment in NZD at the invoice's
 * time-of-supply rate) with its PDF, what they took off and what is still outstanding; and, for
 * whoever may (`mayIssue`), "Issue credit note" while the invoice is sent, overdue or paid, not
 * written off, with something outstanding. It asks for its own figures, by the invoice's number.
 */
export function CreditNotes({ invoice, mayIssue }: { invoice: CreditNotesInvoice; mayIssue: boolean }) {
  const fmt = useFormat();
  const mode = useDemoMode();
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(InvoiceCreditNotesDocument, { variables: { number: invoice.id } });
  const [issuing, setIssuing] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const figures = data?.invoiceByNumber;
  const notes = figures?.creditNotes ?? [];
  const treatments = [...new Set(invoice.lines.map((l) => fromGstEnum(l.gstTreatment)))];
  const mayCredit =
    mayIssue &&
    CREDITABLE.includes(invoice.status) &&
    !invoice.writtenOff &&
    treatments.length > 0 &&
    figures !== undefined &&
    new Exact(figures.outstandingAmount).gt(0);

  async function issued(note: CreditNoteFieldsFragment): Promise<void> {
    setIssuing(false);
    const before = figures?.outstandingAmount ?? '0';
    const fresh = await refetch().catch(() => null);
    const outstanding = fresh?.data?.invoiceByNumber.outstandingAmount ?? new Exact(before).sub(note.amount).toFixed();
    const text = `Credit note ${note.label} issued: ${amountText(note.amount, note.currency, fmt)} off ${invoice.label}; ${amountText(outstanding, note.currency, fmt)} outstanding.`;
    setNotice({ kind: 'success', text: changeNotice(mode, text) });
  }

  async function download(n: CreditNoteFieldsFragment): Promise<void> {
    setBusy((s) => new Set(s).add(n.number));
    setNotice(null);
    try {
      const said = await mode.download(
        `/me/credit-notes/${n.number}/export/pdf`,
        `credit_note_${n.number}.pdf`,
        `PDF of credit note ${n.label}`,
      );
      setNotice({ kind: 'success', text: said ?? `${n.label} exported as PDF.` });
    } catch (e) {
      console.error(`Error exporting credit note ${n.label}`, e);
      setNotice({ kind: 'error', text: serverMessage(e, `Error exporting credit note ${n.label}`) });
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(n.number);
        return next;
      });
    }
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-header">
        <h2 id={titleId}>Credit notes</h2>
        {mayCredit && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setNotice(null);
              setIssuing(true);
            }}
          >
            Issue credit note
          </button>
        )}
      </div>
      {notice && (
        <Notice kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <QueryState
        loading={loading && !data}
        loadingText="Loading credit notes..."
        error={data ? undefined : error}
        errorText="Failed to load the credit notes. Please try again."
        onRetry={() => void refetch()}
        isEmpty={notes.length === 0}
        empty={<EmptyState title="No credit notes." text="A credit note corrects a sent invoice: part or all of what it charged." />}
      >
        <div className="table-wrap table-stack">
          <table className="data credit-notes-table">
            <caption className="visually-hidden">Credit notes against {invoice.label}, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Credit note</th>
                <th scope="col">Date</th>
                <th scope="col">Reason</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  GST
                </th>
                <th scope="col" className="num">
                  GST in NZD
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {notes.map((n) => {
                const gst = gstNzdWords(n, fmt);
                return (
                  <tr key={n.number}>
                    <th scope="row" data-label="Credit note">
                      {n.label}
                    </th>
                    <td data-label="Date">{fmt.date(n.issuedDate)}</td>
                    <td data-label="Reason" className="credit-notes-reason">
                      {n.reason}
                    </td>
                    <td data-label="Amount" className="num">
                      {fmt.money(n.amount, n.currency)}
                    </td>
                    <td data-label="GST" className="num">
                      {fmt.money(n.gstAmount, n.currency)}
                    </td>
                    <td data-label="GST in NZD" className="num">
                      {gst.nzd}
                      {gst.rate && <div className="small muted">{gst.rate}</div>}
                    </td>
                    <td className="cell-actions">
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        disabled={busy.has(n.number)}
                        onClick={() => void download(n)}
                      >
                        Download PDF<span className="visually-hidden"> of {n.label}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </QueryState>
      {figures && (
        <dl className="facts credit-notes-totals" aria-label={`What credit notes took off ${invoice.label}`}>
          <div>
            <dt>Credited</dt>
            <dd>{fmt.money(figures.creditedAmount, invoice.currency)}</dd>
          </div>
          <div>
            <dt>Outstanding</dt>
            <dd>{fmt.money(figures.outstandingAmount, invoice.currency)}</dd>
          </div>
        </dl>
      )}
      {issuing && figures && (
        <IssueCreditNoteDialog
          invoice={{
            id: invoice.id,
            label: invoice.label,
            currency: invoice.currency,
            issuedDate: invoice.issuedDate,
            outstandingAmount: figures.outstandingAmount,
            pricesIncludeGst: invoice.pricesIncludeGst,
            treatments,
          }}
          onClose={() => setIssuing(false)}
          onIssued={(note) => void issued(note)}
        />
      )}
    </section>
  );
}
