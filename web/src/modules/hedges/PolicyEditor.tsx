import { useMutation } from '@apollo/client/react';
import {
  decimalInputText,
  Exact,
  HEDGE_BUCKET_LABELS,
  HEDGE_BUCKETS,
  parseHedgePolicy,
  readDecimalText,
  type HedgeBucket,
  type NumberFormatId,
} from '@keafx/schema';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../apollo/errors';
import { SetHedgePolicyDocument, type HedgePolicyFieldsFragment } from '../../generated/graphql';
import { HEDGE_QUERIES } from './hedgeQueries';
import { useFormat } from '../preferences/useFormat';
import { MEMBER_NOTES } from '../../session/memberNotes';

type Percents = Record<HedgeBucket, string>;

/** The saved fractions as percents to edit, in the owner's number format ("12,5" in the period format). */
const toPercents = (p: HedgePolicyFieldsFragment | undefined, numberFormat: NumberFormatId): Percents =>
  Object.fromEntries(
    HEDGE_BUCKETS.map((b) => [
      b,
      p?.[b] === null || p?.[b] === undefined ? '' : decimalInputText(new Exact(p[b] as string).times(100).toFixed(), numberFormat),
    ]),
  ) as Percents;

/**
 * Target hedge ratios per horizon, entered in percent (blank: no target); saved as fractions.
 * `readOnly` (a member): the targets shown in disabled fields, without Save, saying who sets them.
 */
export function PolicyEditor({
  policy,
  onSaved,
  readOnly = false,
}: {
  policy: HedgePolicyFieldsFragment | undefined;
  onSaved(text: string, error?: boolean): void;
  readOnly?: boolean;
}) {
  const base = useId();
  const numberFormat = useFormat().preferences?.numberFormat ?? 'comma';
  const [values, setValues] = useState<Percents>(() => toPercents(policy, numberFormat));
  const [errors, setErrors] = useState<Partial<Record<HedgeBucket, string>>>({});
  const [save, { loading }] = useMutation(SetHedgePolicyDocument, { refetchQueries: HEDGE_QUERIES, awaitRefetchQueries: true });
  useEffect(() => setValues(toPercents(policy, numberFormat)), [policy, numberFormat]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Partial<Record<HedgeBucket, string>> = {};
    const fractions: Record<string, string | null> = {};
    for (const b of HEDGE_BUCKETS) {
      if (values[b].trim() === '') {
        fractions[b] = null;
        continue;
      }
      // Typed in the owner's number format ("12,5" in the period format).
      const typed = readDecimalText(values[b], numberFormat, `Target for ${HEDGE_BUCKET_LABELS[b].toLowerCase()}`);
      if (!typed.ok) {
        found[b] = typed.message;
        continue;
      }
      const text = typed.value;
      if (!/^\d+(\.\d+)?$/.test(text) || Number(text) > 100) {
        found[b] = 'Enter a percent from 0 to 100, or leave blank';
        continue;
      }
      fractions[b] = new Exact(text).dividedBy(100).toFixed();
    }
    const checked = parseHedgePolicy(fractions);
    if (!checked.ok)
      for (const x of checked.errors) found[x.field as HedgeBucket] ??= 'Enter a percent from 0 to 100 with at most 2 decimal places';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save({ variables: { input: fractions } });
      onSaved('Saved the hedge policy.');
    } catch (err) {
      onSaved(serverMessage(err, 'Failed to save the hedge policy'), true);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Hedge policy">
      <fieldset className="form-grid plain-fieldset" disabled={readOnly}>
        {HEDGE_BUCKETS.map((b) => {
          const id = `${base}-${b}`;
          return (
            <div className="field" key={b}>
              <label htmlFor={id}>Target for {HEDGE_BUCKET_LABELS[b].toLowerCase()} (%)</label>
              <input
                id={id}
                name={b}
                type="text"
                inputMode="decimal"
                value={values[b]}
                placeholder={readOnly ? 'No target' : undefined}
                aria-invalid={Boolean(errors[b])}
                aria-describedby={errors[b] ? `${id}-error` : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [b]: e.target.value }))}
              />
              {errors[b] && (
                <p id={`${id}-error`} className="field-error">
                  {errors[b]}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {readOnly ? (
        <p className="small muted">{MEMBER_NOTES.hedgePolicy}</p>
      ) : (
        <button type="submit" className="btn" disabled={loading}>
          {loading ? 'Saving...' : 'Save policy'}
        </button>
      )}
    </form>
  );
}
