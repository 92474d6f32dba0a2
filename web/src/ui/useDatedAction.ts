import { useState } from 'react';
import { fieldErrors, serverMessage } from '../apollo/errors';
import type { Read } from '../modules/invoice/paymentInput';
import { useDebounced } from './useDebounced';

/**
 * The state of a money action that asks first (Mark Paid, Settle): what was typed, read as the api
 * reads it (`read`), what to ask the api's preview once typing pauses (`asked`, null while the
 * fields are wrong or no preview is wanted), the errors to show beside the fields (the reading's,
 * then the api's refusal), and the refusal that names no field.
 */
export function useDatedAction<F extends string>({
  initial,
  read,
  labels,
  idPrefix,
  previewWanted = true,
}: {
  initial: Record<F, string>;
  read: (typed: Record<F, string>) => Read<F>;
  labels: Record<F, string>;
  /** The fields' ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  previewWanted?: boolean;
}) {
  const [typed, setTyped] = useState(initial);
  const [shownErrors, setShownErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const checked = read(typed);
  // Compared as text: a new object each render would restart the wait for ever.
  const askedText = useDebounced(previewWanted && checked.ok ? JSON.stringify(checked.value) : null, 250);
  const asked = askedText === null ? null : (JSON.parse(askedText) as Partial<Record<F, string>>);
  const errors: Partial<Record<F, string>> = { ...(checked.ok ? {} : checked.errors), ...shownErrors };

  const set = (field: F, value: string): void => {
    setTyped((t) => ({ ...t, [field]: value }));
    setShownErrors({});
    setFailure(null);
  };
  /** Focuses the first field the reading refused; answers whether there was one. */
  const focusFirstError = (): boolean => {
    if (checked.ok) return false;
    const first = (Object.keys(labels) as F[]).find((k) => checked.errors[k]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return true;
  };
  /** The api refused: its field errors beside their fields, the rest in words. */
  const refused = (err: unknown, fallback: string): void => {
    setShownErrors(fieldErrors(err, labels) as Partial<Record<F, string>>);
    setFailure(serverMessage(err, fallback, labels));
  };
  return { typed, read: checked, asked, errors, set, failure, setFailure, focusFirstError, refused };
}
