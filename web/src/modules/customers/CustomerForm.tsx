import {
  COUNTRY_CODES,
  countryName,
  CUSTOMER_LABELS,
  CUSTOMER_NAME_MAX,
  CUSTOMER_TEXT_FIELDS,
  PAYMENT_TERMS_DAYS_MAX,
  SUPPORTED_CURRENCIES,
  type CustomerFields,
} from '@keafx/schema';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormField, type FieldControlProps } from '../../ui/FormField';
import { FormFooter } from '../../ui/FormFooter';
import { CUSTOMER_FORM_FIELDS, parseCustomerForm, type CustomerFormErrors, type CustomerFormValues } from './customerForm';

/** Countries by their English names, for the Country select. */
const COUNTRIES = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));

const HINTS: Partial<Record<keyof CustomerFields, string>> = {
  defaultCurrency: 'A new invoice for this customer starts in it',
  paymentTermsDays: `Days from issue to due, 0 to ${PAYMENT_TERMS_DAYS_MAX}; a new invoice's due date follows them`,
  businessNumber: 'For a New Zealand customer, the NZBN (13 digits)',
  taxNumber: 'For a New Zealand customer, the GST number; else the VAT or other tax id',
};

interface Props {
  /** Prefix of the fields' ids (two forms may share a page). */
  idPrefix: string;
  initial: CustomerFormValues;
  submitLabel: string;
  busy: boolean;
  /** Why nothing can be saved here (the demo, a member); the fields are then read-only. */
  readOnly?: string;
  /** False for a member: no Save button at all (the demo shows it disabled). */
  canSave?: boolean;
  /** The api's messages by field, and its message that names no field. */
  serverErrors: CustomerFormErrors;
  failure: string | null;
  /** What the status line says once saved ('' for nothing). */
  done: string;
  onSubmit(fields: CustomerFields): void;
  /** Told when the person changes a field (a "saved" line goes stale). */
  onEdit?(): void;
}

/**
 * A customer's details: every field labelled as CUSTOMER_LABELS says, read by the customer command
 * (the api's own rules and messages) before anything is sent, each error beside its field and the
 * first one focused.
 */
export function CustomerForm({
  idPrefix,
  initial,
  submitLabel,
  busy,
  readOnly,
  canSave = true,
  serverErrors,
  failure,
  done,
  onSubmit,
  onEdit,
}: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const shown = { ...errors, ...serverErrors };

  // The api's field errors arrive after the submit: the first one takes focus.
  useEffect(() => {
    const first = CUSTOMER_FORM_FIELDS.find((k) => serverErrors[k]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [serverErrors]);

  const set = (k: keyof CustomerFields) => (e: { target: { value: string } }) => {
    setValues({ ...values, [k]: e.target.value });
    onEdit?.();
  };

  function submit(e: FormEvent<HTMLFormElement>): void {
    e.preventDefault();
    const parsed = parseCustomerForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      if (parsed.first) e.currentTarget.querySelector<HTMLElement>(`[name="${parsed.first}"]`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.value);
  }

  const field = (k: keyof CustomerFields, control: (p: FieldControlProps) => ReactNode) => (
    <FormField id={`${idPrefix}-${k}`} name={k} label={CUSTOMER_LABELS[k]} error={shown[k]} hint={HINTS[k]}>
      {control}
    </FormField>
  );
  const text = (k: keyof typeof CUSTOMER_TEXT_FIELDS, type = 'text', autoComplete = 'off') =>
    field(k, (p) => (
      <input {...p} type={type} autoComplete={autoComplete} maxLength={CUSTOMER_TEXT_FIELDS[k].max} value={values[k]} onChange={set(k)} />
    ));
  const lines = (k: 'address' | 'notes', rows: number) =>
    field(k, (p) => <textarea {...p} rows={rows} maxLength={CUSTOMER_TEXT_FIELDS[k].max} value={values[k]} onChange={set(k)} />);

  return (
    <form ref={form} noValidate onSubmit={submit}>
      {readOnly && (
        <p className="alert alert-info" role="note">
          {readOnly}
        </p>
      )}
      <fieldset className="plain-fieldset" disabled={Boolean(readOnly)}>
        <div className="form-grid">
          {field('name', (p) => (
            <input
              {...p}
              type="text"
              autoComplete="off"
              maxLength={CUSTOMER_NAME_MAX}
              required
              value={values.name}
              onChange={set('name')}
            />
          ))}
          {text('tradingName')}
          {field('email', (p) => (
            <input {...p} type="email" autoComplete="off" maxLength={254} value={values.email} onChange={set('email')} />
          ))}
          {text('phone', 'tel')}
          {field('country', (p) => (
            <select {...p} value={values.country} onChange={set('country')}>
              <option value="">Not given</option>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          ))}
          {field('defaultCurrency', (p) => (
            <select {...p} value={values.defaultCurrency} onChange={set('defaultCurrency')}>
              <option value="">None</option>
              {SUPPORTED_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          ))}
          {field('paymentTermsDays', (p) => (
            <input {...p} type="text" inputMode="numeric" value={values.paymentTermsDays} onChange={set('paymentTermsDays')} />
          ))}
          {text('businessNumber')}
          {text('taxNumber')}
        </div>
        <div className="form-grid">
          {lines('address', 3)}
          {lines('notes', 3)}
        </div>
      </fieldset>
      {canSave && (
        <FormFooter failure={failure} label={busy ? 'Saving...' : submitLabel} disabled={busy || Boolean(readOnly)} done={done} />
      )}
    </form>
  );
}
