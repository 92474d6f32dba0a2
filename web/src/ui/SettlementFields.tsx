import { formatDecimalText, type NumberFormatId } from '@keafx/schema';
import type { ReactNode } from 'react';
import { serverMessage } from '../apollo/errors';
import { FormField } from './FormField';

/** One of the two fields: its wire name, label, error, hint, value and change. */
interface Field {
  name: string;
  label: string;
  error?: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The date and the bank's rate of a money action that asks first (Mark Paid, Settle): the date
 * between `min` and `max` (focused when the dialog opens), the rate typed in the owner's number
 * format, each with its error by its label.
 */
export function DateAndRateFields({
  idPrefix,
  date,
  rate,
  min,
  max,
  numberFormat,
}: {
  idPrefix: string;
  date: Field;
  rate: Field;
  min: string;
  max: string;
  numberFormat: NumberFormatId;
}) {
  return (
    <div className="form-grid">
      <FormField id={`${idPrefix}-${date.name}`} name={date.name} label={date.label} error={date.error} hint={date.hint}>
        {(field) => (
          <input
            {...field}
            data-autofocus
            type="date"
            min={min}
            max={max}
            value={date.value}
            onChange={(e) => date.onChange(e.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-${rate.name}`} name={rate.name} label={rate.label} error={rate.error} hint={rate.hint}>
        {(field) => (
          <input
            {...field}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={`e.g. ${formatDecimalText('1.6234', numberFormat)}`}
            value={rate.value}
            onChange={(e) => rate.onChange(e.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}

/**
 * "What will be recorded": the api's own preview of the action, or why it is not there yet (the
 * fields are wrong, the preview failed in the fields' words, or it is on its way).
 */
export function RecordedFigures<T>({
  fieldsOk,
  error,
  labels,
  figures,
  children,
}: {
  fieldsOk: boolean;
  error: unknown;
  labels: Record<string, string>;
  /** The preview's answer once it is here. */
  figures: T | null | undefined;
  children: (figures: T) => ReactNode;
}) {
  return (
    <>
      <h3>What will be recorded</h3>
      {!fieldsOk ? (
        <p className="muted">Correct the fields above to see the figures.</p>
      ) : error ? (
        <p className="field-error">{serverMessage(error, 'The figures could not be worked out.', labels)}</p>
      ) : figures === null || figures === undefined ? (
        <p className="muted" aria-live="polite">
          Working out the figures…
        </p>
      ) : (
        children(figures)
      )}
    </>
  );
}
