import { formatDecimalText, parseRateValue, readDecimalText } from '@keafx/schema';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../ui/FormField';
import { useFormat } from '../preferences/useFormat';

/** The field's name in its error messages ("Settlement rate must be a positive number ..."), from the shared rate rule. */
const FIELD = 'Settlement rate';

/**
 * Record a payment at the rate the bank actually gave. Mark Paid (the row action and the header
 * button) settles at today's rate; here the user types the bank's NZD per unit, checked by the
 * same rule as the api (positive, at most 10 decimals), and the realised gain is worked out
 * against the booking rate. Blank means today's rate, as Mark Paid.
 */
export function RecordPayment({
  currency,
  busy,
  onPay,
}: {
  currency: string;
  busy: boolean;
  onPay: (settlementRate: string | undefined) => void;
}) {
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const numberFormat = useFormat().preferences?.numberFormat ?? 'comma';

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (rate.trim() === '') {
      setError(undefined);
      onPay(undefined);
      return;
    }
    // Typed in the owner's number format ("1,6234" in the period format), checked as the plain decimal the api takes.
    const typed = readDecimalText(rate, numberFormat, FIELD);
    const checked = typed.ok ? parseRateValue(typed.value, FIELD) : typed;
    if (!checked.ok) {
      setError(checked.message);
      document.getElementById('settlement-rate')?.focus();
      return;
    }
    setError(undefined);
    onPay(checked.value);
  };

  return (
    <section className="card record-payment" aria-labelledby="record-payment-title">
      <h2 id="record-payment-title">Record the payment</h2>
      <form noValidate onSubmit={submit} className="record-payment-form">
        <FormField
          id="settlement-rate"
          name="settlementRate"
          label={`Bank's settlement rate (NZD per 1 ${currency})`}
          error={error}
          hint="Optional. Leave it blank to settle at today's rate. The realised gain or loss is worked out against the rate the invoice was booked at."
        >
          {(field) => (
            <input
              {...field}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={`e.g. ${formatDecimalText('1.6234', numberFormat)}`}
              value={rate}
              onChange={(e) => setRate(e.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Recording…' : 'Record payment'}
        </button>
      </form>
    </section>
  );
}
