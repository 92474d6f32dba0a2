import { BASE_CURRENCY } from '@keafx/schema';
import type { InvoiceTaxFieldsFragment } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';
import { RATE_TYPE_LABEL } from '../rates/rateLabels';

type Taxed = Pick<
  InvoiceTaxFieldsFragment,
  'subtotal' | 'gstAmount' | 'zeroRatedAmount' | 'exemptAmount' | 'pricesIncludeGst' | 'supplyDate' | 'supplyRate' | 'gstNzd'
> & { currency: string; amount: string };

/**
 * "GST NZD 150.00 at 1.6520 NZD per USD (Reserve Bank, Spot, 12/06/2026)": the GST in NZD at the
 * rate frozen at the time of supply, with where the rate came from. Null until the invoice is sent.
 */
export function supplyRateWords(i: Taxed, fmt: ReturnType<typeof useFormat>): string | null {
  if (!i.supplyRate || i.gstNzd === null) return null;
  const gst = `GST NZD ${fmt.decimal(i.gstNzd)}`;
  if (i.currency === BASE_CURRENCY) return gst;
  const r = i.supplyRate;
  return `${gst} at ${fmt.decimal(r.rate)} NZD per ${i.currency} (${r.source}, ${RATE_TYPE_LABEL[r.type]}, ${fmt.date(r.date)})`;
}

/**
 * The invoice's GST as saved: subtotal, GST and total in its currency (and the zero-rated and
 * exempt parts), and once sent the GST in NZD at the time-of-supply rate and the date of supply.
 */
export function InvoiceGst({ invoice }: { invoice: Taxed }) {
  const fmt = useFormat();
  const money = (a: string) => fmt.money(a, invoice.currency);
  const atRate = supplyRateWords(invoice, fmt);
  return (
    <dl className="facts invoice-gst">
      <div>
        <dt>Subtotal</dt>
        <dd>{money(invoice.subtotal)}</dd>
      </div>
      <div>
        <dt>GST{invoice.pricesIncludeGst ? ' (included in the prices)' : ''}</dt>
        <dd>{money(invoice.gstAmount)}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{money(invoice.amount)}</dd>
      </div>
      {Number(invoice.zeroRatedAmount) !== 0 && (
        <div>
          <dt>Zero-rated</dt>
          <dd>{money(invoice.zeroRatedAmount)}</dd>
        </div>
      )}
      {Number(invoice.exemptAmount) !== 0 && (
        <div>
          <dt>Exempt</dt>
          <dd>{money(invoice.exemptAmount)}</dd>
        </div>
      )}
      <div>
        <dt>GST in NZD</dt>
        <dd>
          {atRate ??
            (invoice.supplyDate
              ? `No rate was recorded for ${invoice.currency} on the date of supply.`
              : 'Converted when the invoice is sent, at the rate for the date of supply.')}
        </dd>
      </div>
      {invoice.supplyDate && (
        <div>
          <dt>Date of supply</dt>
          <dd>{fmt.date(invoice.supplyDate)}</dd>
        </div>
      )}
    </dl>
  );
}
