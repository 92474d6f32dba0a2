import { useMutation } from '@apollo/client/react';
import {
  formatDecimalText,
  HEDGE_BANK_MAX,
  HEDGE_REFERENCE_MAX,
  readDecimalText,
  SUPPORTED_CURRENCIES,
  validateHedgeInput,
} from '@keafx/schema';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors, inWords, serverMessage } from '../../apollo/errors';
import { CreateHedgeDocument, type Currency } from '../../generated/graphql';
import { businessToday } from '../invoice/invoiceModel';
import { HEDGE_QUERIES } from './hedgeQueries';
import { FormField, type FieldControlProps } from '../../ui/FormField';
import { useFormat } from '../preferences/useFormat';

const FOREIGN = SUPPORTED_CURRENCIES.filter((c) => c !== 'NZD');

interface Values {
  currency: string;
  amount: string;
  lockedRate: string;
  tradeDate: string;
  maturityDate: string;
  bank: string;
  reference: string;
}

const blank = (): Values => ({
  currency: 'USD',
  amount: '',
  lockedRate: '',
  tradeDate: businessToday(),
  maturityDate: '',
  bank: '',
  reference: '',
});

/** What the form calls the fields whose GraphQL names (camelCase) its messages would otherwise show. */
const LABELS = {
  lockedRate: 'Locked rate',
  tradeDate: 'Trade date',
  maturityDate: 'Maturity date',
  amount: 'Amount',
  bank: 'Bank',
} as const;

/** The fields in the form's order: the first with an error takes the focus. */
const FIELD_ORDER = ['currency', 'amount', 'lockedRate', 'tradeDate', 'maturityDate', 'bank', 'reference'] as const;

/** Books a forward contract; the rules (schema/src/hedges.ts) are checked here first and again by the api. */
export function HedgeForm({ onBooked }: { onBooked(text: string): void }) {
  const base = useId();
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateHedgeDocument, { refetchQueries: HEDGE_QUERIES, awaitRefetchQueries: true });
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const numberFormat = useFormat().preferences?.numberFormat ?? 'comma';

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFailure(null);
    // Figures as the owner writes them ("60.000" and "1,6" in the period format), read into the plain decimals the rules take.
    const typed = {
      amount: readDecimalText(values.amount, numberFormat, LABELS.amount),
      lockedRate: readDecimalText(values.lockedRate, numberFormat, LABELS.lockedRate),
    };
    const input = {
      ...values,
      amount: typed.amount.ok ? typed.amount.value : values.amount.trim(),
      lockedRate: typed.lockedRate.ok ? typed.lockedRate.value : values.lockedRate.trim(),
      reference: values.reference || undefined,
    };
    const checked = validateHedgeInput(input, { naming: 'graphql', today: businessToday() });
    // A figure that does not fit the owner's format is told so; a blank one gets the rule's own message.
    const unread = (['amount', 'lockedRate'] as const).flatMap((k) => {
      const t = typed[k];
      return !t.ok && values[k].trim() !== '' ? [{ field: k, message: t.message }] : [];
    });
    if (!checked.ok || unread.length) {
      const errors = [...unread, ...(checked.ok ? [] : checked.errors.filter((x) => !unread.some((u) => u.field === x.field)))];
      setErrors(Object.fromEntries(errors.map((x) => [x.field, inWords(x.message, LABELS)])));
      const first = FIELD_ORDER.find((k) => errors.some((x) => x.field === k));
      e.currentTarget.querySelector<HTMLElement>(`[name="${first ?? errors[0]?.field ?? ''}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      const v = checked.value;
      await create({ variables: { input: { ...v, currency: v.currency as Currency, reference: v.reference || undefined } } });
      onBooked(`Booked a forward of ${v.currency} ${v.amount} at ${v.lockedRate}.`);
      setValues(blank());
    } catch (err) {
      setErrors(fieldErrors(err, LABELS));
      setFailure(serverMessage(err, 'Failed to book the contract', LABELS));
    }
  }

  const field = (k: keyof Values, label: string, input: (p: FieldControlProps) => ReactNode, hint?: string) => (
    <FormField id={`${base}-${k}`} name={k} label={label} error={errors[k]} hint={hint}>
      {input}
    </FormField>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Book a forward contract">
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <div className="form-grid">
        {field('currency', 'Currency', (p) => (
          <select {...p} value={values.currency} onChange={set('currency')}>
            {FOREIGN.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        ))}
        {field(
          'amount',
          'Amount',
          (p) => (
            <input {...p} type="text" inputMode="decimal" value={values.amount} onChange={set('amount')} />
          ),
          'In the currency sold, e.g. 60000',
        )}
        {field(
          'lockedRate',
          'Locked rate (NZD per unit)',
          (p) => (
            <input {...p} type="text" inputMode="decimal" value={values.lockedRate} onChange={set('lockedRate')} />
          ),
          `e.g. ${formatDecimalText('1.60', numberFormat)}`,
        )}
        {field('tradeDate', 'Trade date', (p) => (
          <input {...p} type="date" value={values.tradeDate} onChange={set('tradeDate')} />
        ))}
        {field('maturityDate', 'Maturity date', (p) => (
          <input {...p} type="date" value={values.maturityDate} onChange={set('maturityDate')} />
        ))}
        {field('bank', 'Bank', (p) => (
          <input {...p} type="text" maxLength={HEDGE_BANK_MAX} value={values.bank} onChange={set('bank')} />
        ))}
        {field('reference', 'Reference (optional)', (p) => (
          <input {...p} type="text" maxLength={HEDGE_REFERENCE_MAX} value={values.reference} onChange={set('reference')} />
        ))}
      </div>
      <button type="submit" className="btn" disabled={loading}>
        {loading ? 'Booking...' : 'Book contract'}
      </button>
    </form>
  );
}
