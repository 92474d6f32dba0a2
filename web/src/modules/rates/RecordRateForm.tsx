import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  BASE_CURRENCY,
  parseRateInput,
  readDecimalText,
  rateChange,
  RATE_SOURCE_MAX,
  RATE_TYPES,
  SUPPORTED_CURRENCIES,
  type RateChange,
  type RateInput,
  type RateType as RuleRateType,
} from '@keafx/schema';
import { useState, type FormEvent } from 'react';
import { fieldErrors, inWords, serverMessage } from '../../apollo/errors';
import { FormFooter } from '../../ui/FormFooter';
import { RatesScreenDocument, RecordRateDocument, type Currency, type RateFieldsFragment, type RateType } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';
import { RateConfirmDialog } from './RateConfirmDialog';
import { changeToConfirm, isUnconfirmedLargeChange } from './rateConfirm';

const TYPE_ENUM: Record<RuleRateType, RateType> = { spot: 'SPOT', 'mid-month': 'MID_MONTH', 'end-of-month': 'END_OF_MONTH' };
const TYPE_TEXT: Record<RuleRateType, string> = { spot: 'Spot', 'mid-month': 'Mid-month', 'end-of-month': 'End of month' };
const FOREIGN = SUPPORTED_CURRENCIES.filter((c) => c !== BASE_CURRENCY);

interface Values {
  currency: string;
  nzdPerUnit: string;
  rateType: RuleRateType;
  effectiveDate: string;
  source: string;
}

interface Props {
  today: string;
  demo: boolean;
  currency: string;
  /** The currency's current rate, which a new one more than 20% away from must be confirmed against. */
  current: RateFieldsFragment | undefined;
  onCurrencyChange(currency: string): void;
  onRecorded(currency: string): void;
}

/**
 * Records a rate by hand (the bank's, for example): checked by the shared rule first, audited by
 * the api. One more than 20% from the current rate is recorded only once the person confirms it.
 */
export function RecordRateForm({ today, demo, currency, current, onCurrencyChange, onRecorded }: Props) {
  const fmt = useFormat();
  const client = useApolloClient();
  // What the form calls the fields the api's messages name as GraphQL spells them.
  const labels = { nzdPerUnit: `NZD per 1 ${currency}`, effectiveDate: 'Effective date', rateType: 'Rate type' };
  const [values, setValues] = useState<Omit<Values, 'currency'>>({ nzdPerUnit: '', rateType: 'spot', effectiveDate: today, source: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  /** A rate waiting for its large change to be confirmed, with the current rate it was compared with. */
  const [pending, setPending] = useState<{ rate: RateInput; change: RateChange; current: RateFieldsFragment | undefined } | null>(null);
  const [record, { loading, error }] = useMutation(RecordRateDocument, {
    refetchQueries: ['RatesScreen', 'RateHistory'],
    awaitRefetchQueries: true,
    // Exposure converts at current rates: drop what the cache holds so every screen reads them afresh.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'exposure' });
      cache.gc();
    },
  });

  const set = (patch: Partial<Omit<Values, 'currency'>>): void => {
    setValues({ ...values, ...patch });
    setDone('');
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setDone('');
    // Typed in the owner's number format ("1,6234" in the period format), checked as the plain decimal the api takes.
    const typed =
      values.nzdPerUnit.trim() === ''
        ? null
        : readDecimalText(values.nzdPerUnit, fmt.preferences?.numberFormat ?? 'comma', labels.nzdPerUnit);
    if (typed && !typed.ok) {
      setErrors({ nzdPerUnit: typed.message });
      document.getElementById('rate-nzdPerUnit')?.focus();
      return;
    }
    const raw = {
      currency,
      nzdPerUnit: typed?.value ?? values.nzdPerUnit,
      rateType: values.rateType,
      effectiveDate: values.effectiveDate || undefined,
      source: values.source.trim() || undefined,
    };
    const checked = parseRateInput(raw, { naming: 'graphql', today });
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((x) => [x.field, inWords(x.message, labels)])));
      document.getElementById(`rate-${checked.errors[0]?.field ?? 'nzdPerUnit'}`)?.focus();
      return;
    }
    setErrors({});
    const v = checked.value;
    const change = changeToConfirm(v.currency, current?.nzdPerUnit, v.nzdPerUnit);
    if (change) {
      setPending({ rate: v, change, current });
      return;
    }
    send(v, false);
  };

  /** Asks again with the rate now current, after the api found the change large against a newer one. */
  const askAgain = async (v: RateInput): Promise<void> => {
    const { data } = await client.query({ query: RatesScreenDocument, fetchPolicy: 'network-only' });
    const now = data?.rates.rates.find((r) => r.currency === v.currency);
    if (now) setPending({ rate: v, change: rateChange(v.currency, now.nzdPerUnit, v.nzdPerUnit), current: now });
  };

  const send = (v: RateInput, confirmLargeChange: boolean): void => {
    void record({
      variables: {
        input: {
          currency: v.currency as Currency,
          nzdPerUnit: v.nzdPerUnit,
          rateType: TYPE_ENUM[v.rateType],
          effectiveDate: v.effectiveDate,
          source: v.source,
          ...(confirmLargeChange ? { confirmLargeChange } : {}),
        },
      },
    }).then(
      () => {
        setPending(null);
        setDone(
          `✓ Recorded ${v.currency} at ${fmt.decimal(v.nzdPerUnit)} NZD per ${v.currency} (${TYPE_TEXT[v.rateType].toLowerCase()}, ${fmt.date(v.effectiveDate)}).`,
        );
        setValues({ ...values, nzdPerUnit: '' });
        onRecorded(v.currency);
      },
      (err: unknown) => {
        setPending(null);
        if (isUnconfirmedLargeChange(err)) void askAgain(v).catch(() => undefined);
        else setErrors(fieldErrors(err, labels));
      },
    );
  };

  const general =
    error && Object.keys(fieldErrors(error)).length === 0
      ? serverMessage(error, 'Failed to record the rate. Please try again.', labels)
      : null;
  const described = (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `rate-${field}-error` } : {});
  const fieldError = (field: string) =>
    errors[field] && (
      <p className="field-error" id={`rate-${field}-error`}>
        {errors[field]}
      </p>
    );

  return (
    <section className="card" aria-labelledby="record-rate-title">
      <h2 id="record-rate-title">Record a rate</h2>
      <p className="muted small">
        Your bank&apos;s rate, for example. It becomes your current rate for that currency when it is the newest, and it is kept in the
        audit trail.
      </p>
      <form noValidate onSubmit={submit}>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="rate-currency">Currency</label>
            <select
              id="rate-currency"
              value={currency}
              disabled={demo}
              onChange={(e) => {
                onCurrencyChange(e.target.value);
                setDone('');
              }}
              {...described('currency')}
            >
              {FOREIGN.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {fieldError('currency')}
          </div>
          <div className="field">
            <label htmlFor="rate-nzdPerUnit">NZD per 1 {currency}</label>
            <input
              id="rate-nzdPerUnit"
              inputMode="decimal"
              autoComplete="off"
              required
              value={values.nzdPerUnit}
              disabled={demo}
              placeholder="e.g. 1.7123"
              onChange={(e) => set({ nzdPerUnit: e.target.value })}
              {...described('nzdPerUnit')}
            />
            {fieldError('nzdPerUnit')}
          </div>
          <div className="field">
            <label htmlFor="rate-rateType">Rate type</label>
            <select
              id="rate-rateType"
              value={values.rateType}
              disabled={demo}
              onChange={(e) => set({ rateType: e.target.value as RuleRateType })}
              {...described('rateType')}
            >
              {RATE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_TEXT[t]}
                </option>
              ))}
            </select>
            {fieldError('rateType')}
          </div>
          <div className="field">
            <label htmlFor="rate-effectiveDate">Effective date</label>
            <input
              id="rate-effectiveDate"
              type="date"
              max={today}
              value={values.effectiveDate}
              disabled={demo}
              onChange={(e) => set({ effectiveDate: e.target.value })}
              {...described('effectiveDate')}
            />
            {fieldError('effectiveDate')}
          </div>
          <div className="field">
            <label htmlFor="rate-source">Source (optional)</label>
            <input
              id="rate-source"
              maxLength={RATE_SOURCE_MAX + 10}
              autoComplete="off"
              value={values.source}
              disabled={demo}
              placeholder="e.g. ANZ statement"
              onChange={(e) => set({ source: e.target.value })}
              {...described('source')}
            />
            {fieldError('source')}
          </div>
        </div>
        <FormFooter
          failure={general}
          label={demo ? 'Record Rate (Demo)' : loading ? 'Recording...' : 'Record Rate'}
          disabled={demo || loading}
          done={done}
          statusTestId="record-rate-status"
        />
      </form>
      {pending && (
        <RateConfirmDialog
          change={pending.change}
          current={pending.current}
          busy={loading}
          onCancel={() => {
            setPending(null);
            setDone('Nothing recorded.');
          }}
          onConfirm={() => send(pending.rate, true)}
        />
      )}
    </section>
  );
}
