import { useMutation, useQuery } from '@apollo/client/react';
import { bookedNzd, nzdValue, roundToMinor } from '@keafx/schema';
import type { FormEvent } from 'react';
import { staleQueries } from '../../apollo/refetch';
import { PayInvoiceDocument, PaymentPreviewDocument, type PayInvoiceMutation } from '../../generated/graphql';
import { Modal } from '../../ui/Modal';
import { DateAndRateFields, RecordedFigures } from '../../ui/SettlementFields';
import { useDatedAction } from '../../ui/useDatedAction';
import { useFormat, type Format } from '../preferences/useFormat';
import { gainWords } from './gainWords';
import { businessToday } from './invoiceModel';
import { PAYMENT_LABELS, readPayment } from './paymentInput';

/** The invoice a payment is recorded for. */
export interface PayTarget {
  id: string;
  label: string;
  customer: string;
  currency: string;
  amount: string;
  issuedDate: string;
}

export type PaidInvoice = PayInvoiceMutation['payInvoice'];

/** Where the rate comes from, in words. */
function rateOrigin(
  p: { settlementRateSource: string | null; settlementRateDate: string | null },
  paymentDate: string,
  today: string,
  fmt: Format,
): string {
  if (p.settlementRateSource === 'given') return 'the rate you gave';
  const source = p.settlementRateSource ? ` (${p.settlementRateSource})` : '';
  if (paymentDate === today) return `today's rate${source}`;
  return `the rate recorded for ${fmt.date(p.settlementRateDate)}${source}, as the payment is dated ${fmt.date(paymentDate)}`;
}

/**
 * Mark Paid, asking first: the invoice, its amount, the payment date (today unless changed; never
 * in the future or before the issue date) and the bank's rate (blank: the rate recorded for that
 * date), with the figures the api would record (paymentPreview: the same code as the payment) and
 * the NZD received and booked by the shared nzdValue and bookedNzd. Nothing changes until
 * "Mark paid" is pressed; errors are said beside their fields, by their labels.
 */
export function MarkPaidDialog({ invoice, onClose, onPaid }: { invoice: PayTarget; onClose(): void; onPaid(paid: PaidInvoice): void }) {
  const fmt = useFormat();
  const today = businessToday();
  const numberFormat = fmt.preferences?.numberFormat ?? 'comma';
  const form = useDatedAction({
    initial: { paymentDate: today, settlementRate: '' },
    read: (typed) => readPayment(typed, { today, issuedDate: invoice.issuedDate, numberFormat, showDate: fmt.date }),
    labels: PAYMENT_LABELS,
    idPrefix: 'pay',
  });
  const { typed, read, errors, set, failure } = form;
  const preview = useQuery(PaymentPreviewDocument, {
    variables: { id: invoice.id, ...(form.asked ?? {}) },
    skip: form.asked === null,
    fetchPolicy: 'network-only',
  });
  const [pay, { loading }] = useMutation(PayInvoiceDocument, { refetchQueries: staleQueries('invoiceStatus') });
  const p = read.ok ? preview.data?.paymentPreview : undefined;

  async function submit(e?: FormEvent): Promise<void> {
    e?.preventDefault();
    if (form.focusFirstError() || !read.ok) return;
    form.setFailure(null);
    try {
      const { data } = await pay({ variables: { id: invoice.id, ...read.value } });
      if (data) onPaid(data.payInvoice);
    } catch (err) {
      console.error(`Error updating invoice ${invoice.label}`, err);
      form.refused(err, 'Failed to update invoice');
    }
  }

  const received = p?.settlementRate ? roundToMinor(nzdValue(invoice.amount, p.settlementRate), 'NZD') : null;
  const booked = p?.bookedRate ? bookedNzd(invoice.amount, p.bookedRate) : null;
  return (
    <Modal
      title={`Mark ${invoice.label} paid?`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="mark-paid-form" className="btn" disabled={loading}>
            {loading ? 'Recording…' : 'Mark paid'}
          </button>
        </>
      }
    >
      <form id="mark-paid-form" noValidate onSubmit={(e) => void submit(e)}>
        <dl className="details">
          <dt>Invoice</dt>
          <dd>
            {invoice.label} · {invoice.customer}
          </dd>
          <dt>Amount</dt>
          <dd>{fmt.money(invoice.amount, invoice.currency)}</dd>
        </dl>
        <DateAndRateFields
          idPrefix="pay"
          min={invoice.issuedDate}
          max={today}
          numberFormat={numberFormat}
          date={{
            name: 'paymentDate',
            label: PAYMENT_LABELS.paymentDate,
            error: errors.paymentDate,
            hint: `The day the money arrived: from the issue date (${fmt.date(invoice.issuedDate)}) to today.`,
            value: typed.paymentDate,
            onChange: (v) => set('paymentDate', v),
          }}
          rate={{
            name: 'settlementRate',
            label: `${PAYMENT_LABELS.settlementRate} (NZD per 1 ${invoice.currency})`,
            error: errors.settlementRate,
            hint: "Optional: the bank's rate. Blank uses the rate recorded for the payment date.",
            value: typed.settlementRate,
            onChange: (v) => set('settlementRate', v),
          }}
        />
        <RecordedFigures fieldsOk={read.ok} error={preview.error} labels={PAYMENT_LABELS} figures={p}>
          {(p) => (
            <dl className="details" data-testid="payment-figures">
              <dt>Paid on</dt>
              <dd>{fmt.date(p.paymentDate)}</dd>
              <dt>Rate</dt>
              <dd>
                {p.settlementRate ? (
                  <>
                    {fmt.decimal(p.settlementRate)} NZD per {invoice.currency}: {rateOrigin(p, p.paymentDate, today, fmt)}
                  </>
                ) : (
                  `No rate is recorded for ${invoice.currency} on or before ${fmt.date(p.paymentDate)}; give the bank's rate.`
                )}
              </dd>
              <dt>NZD received</dt>
              <dd>{received === null ? '—' : fmt.money(received, 'NZD')}</dd>
              <dt>Booked at</dt>
              <dd>
                {p.bookedRate && booked
                  ? `${fmt.decimal(p.bookedRate)} NZD per ${invoice.currency} (${fmt.money(roundToMinor(booked, 'NZD'), 'NZD')})`
                  : 'Never booked at a rate'}
              </dd>
              <dt>Realised</dt>
              <dd>
                <strong>{p.realisedGainNzd === null ? `none: ${p.realisedGainNote ?? ''}` : gainWords(p.realisedGainNzd, fmt)}</strong>
              </dd>
            </dl>
          )}
        </RecordedFigures>
        <p className="muted small">You can reverse the payment for 7 days after recording it.</p>
        {failure && (
          <div className="alert alert-error" role="alert">
            <p>{failure}</p>
          </div>
        )}
      </form>
    </Modal>
  );
}
