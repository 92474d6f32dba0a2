import {
  checkInvoiceDetail,
  checkText,
  COUNTERPARTY_MAX,
  formatDecimalText,
  INVOICE_DETAIL_FIELDS,
  INVOICE_DETAIL_LABELS,
  INVOICE_DETAIL_MAX,
  isIsoDate,
  parseAmount,
  readDecimalText,
  SUPPORTED_CURRENCIES,
  type Checked,
  type InvoiceDetails,
  type NumberFormatId,
} from '@keafx/schema';
import { useId, useState, type FormEvent } from 'react';
import { FormField, type FieldControlProps } from '../../ui/FormField';
import { useInvoiceFormValues } from './useInvoiceFormValues';
import { useFormat } from '../preferences/useFormat';

export interface InvoiceFormValues extends InvoiceDetails {
  counterparty: string;
  currency: string;
  amount: string;
  issuedDate: string;
  dueDate: string;
}

export type FormErrors = Partial<Record<keyof InvoiceFormValues, string>>;

/** The amount as typed in the owner's number format ("1.234,56" for a period owner), as the plain decimal the api takes. */
function typedAmount(v: InvoiceFormValues, numberFormat: NumberFormatId): Checked<string> {
  const read = readDecimalText(v.amount, numberFormat, 'Amount');
  return read.ok ? parseAmount(read.value, v.currency || 'USD', 'Amount') : read;
}

/**
 * The form's own checks, in words a person reads (the api checks the same rules again); the amount
 * is read in the owner's number format.
 */
export function validateInvoiceForm(v: InvoiceFormValues, numberFormat: NumberFormatId = 'comma'): FormErrors {
  const errors: FormErrors = {};
  const counterparty = checkText(v.counterparty, { field: 'counterparty', label: 'Customer', max: COUNTERPARTY_MAX });
  if (!counterparty.ok) errors.counterparty = counterparty.message;
  if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(v.currency)) errors.currency = 'Choose a currency';
  if (!v.amount.trim()) errors.amount = 'Amount is required';
  else {
    const amount = typedAmount(v, numberFormat);
    if (!amount.ok) errors.amount = amount.message;
  }
  if (!isIsoDate(v.issuedDate)) errors.issuedDate = 'Issue date must be a valid date';
  if (!isIsoDate(v.dueDate)) errors.dueDate = v.dueDate ? 'Due date must be a valid date' : 'Due date is required';
  else if (isIsoDate(v.issuedDate) && v.dueDate < v.issuedDate) errors.dueDate = 'Due date must be on or after the issue date';
  for (const k of INVOICE_DETAIL_FIELDS) {
    const checked = checkInvoiceDetail(k, v[k], INVOICE_DETAIL_LABELS[k]);
    if ('error' in checked) errors[k] = checked.error;
  }
  return errors;
}

interface Props {
  initial: InvoiceFormValues;
  submitLabel: string;
  busy: boolean;
  /** Errors the server reported, by field. */
  serverErrors?: FormErrors;
  currencyLocked?: boolean;
  /** Why the invoice cannot change; the fields are then shown read-only with this reason above them. */
  readOnlyReason?: string | null;
  /**
   * A new invoice: choosing an existing customer fills the fields the person has not touched from
   * its record (currency, due date by its terms, e-mail, address). An edit keeps what was saved.
   */
  fillFromCustomer?: boolean;
  onSubmit(values: InvoiceFormValues): void;
  onCancel(): void;
}

/**
 * Create and edit share this form: labelled fields, messages beside them, focus on the first
 * error. The Customer field suggests the owner's customers and says which one the invoice goes to.
 */
export function InvoiceForm({
  initial,
  submitLabel,
  busy,
  serverErrors = {},
  currencyLocked,
  readOnlyReason,
  fillFromCustomer = false,
  onSubmit,
  onCancel,
}: Props) {
  const { values, set, customer } = useInvoiceFormValues(initial, fillFromCustomer);
  const [submitted, setSubmitted] = useState(false);
  const base = useId();
  const numberFormat = useFormat().preferences?.numberFormat ?? 'comma';
  const errors = { ...serverErrors, ...(submitted ? validateInvoiceForm(values, numberFormat) : {}) };

  function submit(e: FormEvent<HTMLFormElement>): void {
    e.preventDefault();
    setSubmitted(true);
    const found = validateInvoiceForm(values, numberFormat);
    const first = Object.keys(found)[0];
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const details = Object.fromEntries(
      INVOICE_DETAIL_FIELDS.map((k) => {
        const checked = checkInvoiceDetail(k, values[k]);
        return [k, 'value' in checked ? checked.value : values[k]];
      }),
    ) as unknown as InvoiceDetails;
    const amount = typedAmount(values, numberFormat);
    onSubmit({ ...values, ...details, counterparty: values.counterparty.trim(), amount: amount.ok ? amount.value : values.amount.trim() });
  }

  const field = (k: keyof InvoiceFormValues, label: string, input: (props: FieldControlProps) => React.ReactNode, hint?: string) => (
    <FormField id={`${base}-${k}`} name={k} label={label} error={errors[k]} hint={hint}>
      {input}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-describedby={readOnlyReason ? `${base}-readonly` : undefined}>
      {readOnlyReason && (
        <p id={`${base}-readonly`} className="alert alert-info" role="note">
          {readOnlyReason}
        </p>
      )}
      <fieldset className="form-grid plain-fieldset" disabled={Boolean(readOnlyReason)}>
        {field(
          'counterparty',
          'Customer',
          (p) => (
            <>
              <input
                {...p}
                type="text"
                autoComplete="off"
                list={`${base}-customers`}
                maxLength={COUNTERPARTY_MAX}
                value={values.counterparty}
                onChange={set('counterparty')}
              />
              <datalist id={`${base}-customers`}>
                {customer.suggestions.map((c) => (
                  <option key={c.id} value={c.name} />
                ))}
              </datalist>
            </>
          ),
          customer.hint,
        )}
        {field(
          'currency',
          'Currency',
          (p) => (
            <select {...p} value={values.currency} onChange={set('currency')} disabled={currencyLocked}>
              {SUPPORTED_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          ),
          currencyLocked ? 'The currency can only change while the invoice is a draft.' : undefined,
        )}
        {field(
          'amount',
          'Amount',
          (p) => (
            <input {...p} type="text" inputMode="decimal" value={values.amount} onChange={set('amount')} />
          ),
          `In the invoice currency, e.g. ${formatDecimalText('1250.00', numberFormat)}`,
        )}
        {field('issuedDate', 'Issue date', (p) => (
          <input {...p} type="date" value={values.issuedDate} onChange={set('issuedDate')} />
        ))}
        {field('dueDate', 'Due date', (p) => (
          <input {...p} type="date" value={values.dueDate} onChange={set('dueDate')} />
        ))}
      </fieldset>
      <fieldset className="form-section" disabled={Boolean(readOnlyReason)}>
        <legend>
          Customer details <span className="muted">(optional; shown on the invoice PDF)</span>
        </legend>
        <div className="form-grid">
          {field('customerEmail', INVOICE_DETAIL_LABELS.customerEmail, (p) => (
            <input
              {...p}
              type="email"
              autoComplete="email"
              maxLength={INVOICE_DETAIL_MAX.customerEmail}
              value={values.customerEmail}
              onChange={set('customerEmail')}
            />
          ))}
          {field(
            'reference',
            INVOICE_DETAIL_LABELS.reference,
            (p) => (
              <input {...p} type="text" maxLength={INVOICE_DETAIL_MAX.reference} value={values.reference} onChange={set('reference')} />
            ),
            "The customer's own reference, if they gave one",
          )}
          {field(
            'paymentTerms',
            INVOICE_DETAIL_LABELS.paymentTerms,
            (p) => (
              <input
                {...p}
                type="text"
                maxLength={INVOICE_DETAIL_MAX.paymentTerms}
                value={values.paymentTerms}
                onChange={set('paymentTerms')}
              />
            ),
            'e.g. Net 20, or 20th of the month following',
          )}
        </div>
        <div className="form-grid">
          {field('customerAddress', INVOICE_DETAIL_LABELS.customerAddress, (p) => (
            <textarea
              {...p}
              rows={3}
              autoComplete="street-address"
              maxLength={INVOICE_DETAIL_MAX.customerAddress}
              value={values.customerAddress}
              onChange={set('customerAddress')}
            />
          ))}
          {field('notes', INVOICE_DETAIL_LABELS.notes, (p) => (
            <textarea {...p} rows={3} maxLength={INVOICE_DETAIL_MAX.notes} value={values.notes} onChange={set('notes')} />
          ))}
        </div>
      </fieldset>
      <div className="btn-row">
        {!readOnlyReason && (
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {readOnlyReason ? 'Back' : 'Cancel'}
        </button>
      </div>
    </form>
  );
}
