import { useMutation } from '@apollo/client/react';
import { isReversible, REVERSAL_WINDOW_DAYS, reversibleUntil } from '@keafx/schema';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { staleQueries } from '../../apollo/refetch';
import { ReversePaymentDocument } from '../../generated/graphql';
import { useDemoMode, changeNotice } from '../../layout/DemoMode';
import { Notice } from '../../ui/Notice';
import { useFormat } from '../preferences/useFormat';
import { gainWords } from './gainWords';

interface Paid {
  id: string;
  label: string;
  currency: string;
  paidDate?: string | null;
  paidAt?: string | null;
  settlementRate?: string | null;
  settlementRateSource?: string | null;
  settlementRateDate?: string | null;
  realisedGainNzd?: string | null;
}

/**
 * A paid invoice's payment: the day, the rate and where it came from, the realised gain; and
 * "Reverse payment" while the payment is within its 7 days (the shared window, isReversible), which
 * sends the invoice back to sent or overdue (audited as a reversal). A member reads the payment
 * without Reverse (the owner's).
 */
export function PaymentRecord({
  invoice,
  mayReverse = true,
  onReversed,
}: {
  invoice: Paid;
  /** Reversing is the owner's: a member reads the payment only. */
  mayReverse?: boolean;
  /**
   * Told the sentence once the payment is reversed. The invoice is then no longer paid, so this card
   * goes away with the refreshed invoice: the page keeps the sentence where it stays on screen.
   */
  onReversed: (text: string) => void;
}) {
  const fmt = useFormat();
  const mode = useDemoMode();
  const [reverse, { loading }] = useMutation(ReversePaymentDocument, { refetchQueries: staleQueries('invoiceStatus') });
  const [failure, setFailure] = useState<string | null>(null);
  const until = reversibleUntil(invoice.paidAt);
  const open = isReversible(invoice.paidAt, new Date());

  async function run(): Promise<void> {
    setFailure(null);
    try {
      const { data } = await reverse({ variables: { id: invoice.id } });
      const status = data?.reversePayment.status.toLowerCase() ?? 'sent';
      onReversed(changeNotice(mode, `Payment of ${invoice.label} reversed: it is ${status} again.`));
    } catch (e) {
      setFailure(serverMessage(e, `Failed to reverse the payment of ${invoice.label}`));
    }
  }

  const source =
    invoice.settlementRateSource === 'given'
      ? 'the rate given'
      : [invoice.settlementRateSource, invoice.settlementRateDate && `rate of ${fmt.date(invoice.settlementRateDate)}`]
          .filter(Boolean)
          .join(', ');
  return (
    <section className="card" aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      {failure && (
        <Notice kind="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Notice>
      )}
      <dl className="details">
        <dt>Paid on</dt>
        <dd>{fmt.date(invoice.paidDate)}</dd>
        <dt>Rate</dt>
        <dd>
          {invoice.settlementRate
            ? `${fmt.decimal(invoice.settlementRate)} NZD per ${invoice.currency}${source ? ` (${source})` : ''}`
            : '—'}
        </dd>
        <dt>Realised</dt>
        <dd>
          {invoice.realisedGainNzd === null || invoice.realisedGainNzd === undefined
            ? 'none (never booked at a rate)'
            : gainWords(invoice.realisedGainNzd, fmt)}
        </dd>
      </dl>
      {!mayReverse ? null : open && until ? (
        <div className="btn-row payment-reverse">
          <button type="button" className="btn btn-secondary" disabled={loading} onClick={() => void run()}>
            {loading ? 'Reversing…' : 'Reverse payment'}
          </button>
          <span className="muted small">Until {fmt.dateTime(until)}: the invoice goes back to sent (or overdue).</span>
        </div>
      ) : (
        <p className="muted small">
          {invoice.paidAt
            ? `A payment can be reversed for ${REVERSAL_WINDOW_DAYS} days after it was recorded; this one no longer can.`
            : 'This payment was imported or recorded before payments could be reversed.'}
        </p>
      )}
    </section>
  );
}
