import { CREATE_CUSTOMER, newCustomer, type CustomerFields } from '@keafx/schema';
import type { UpdateCustomerInput } from '../../generated/graphql';

/** The customer form's values: every field as the person typed or chose it ('' for none). */
export type CustomerFormValues = Record<keyof CustomerFields, string>;
export type CustomerFormErrors = Partial<Record<keyof CustomerFields, string>>;

/** The form's fields in the order they are shown (and focused on an error). */
export const CUSTOMER_FORM_FIELDS: readonly (keyof CustomerFields)[] = [
  'name',
  'tradingName',
  'email',
  'phone',
  'country',
  'defaultCurrency',
  'paymentTermsDays',
  'businessNumber',
  'taxNumber',
  'address',
  'notes',
];

export const BLANK_CUSTOMER: CustomerFormValues = {
  name: '',
  tradingName: '',
  email: '',
  phone: '',
  address: '',
  country: '',
  businessNumber: '',
  taxNumber: '',
  defaultCurrency: '',
  paymentTermsDays: '',
  notes: '',
};

/** A stored customer as the form shows it. */
export function customerFormValues(c: CustomerFields): CustomerFormValues {
  const values = { ...BLANK_CUSTOMER };
  for (const k of CUSTOMER_FORM_FIELDS) values[k] = c[k] === null ? '' : String(c[k]);
  return values;
}

/** A stored customer's own fields, without what its invoices say of it. */
export function customerFields(c: CustomerFields): CustomerFields {
  return Object.fromEntries(CUSTOMER_FORM_FIELDS.map((k) => [k, c[k]])) as unknown as CustomerFields;
}

const isField = (k: string): k is keyof CustomerFields => (CUSTOMER_FORM_FIELDS as readonly string[]).includes(k);

/**
 * The form's values read by the customer command (CREATE_CUSTOMER, as a form: messages name each
 * field by its label), giving the typed customer or each field's first error.
 */
export function parseCustomerForm(
  values: CustomerFormValues,
): { ok: true; value: CustomerFields } | { ok: false; errors: CustomerFormErrors; first: keyof CustomerFields | undefined } {
  const parsed = CREATE_CUSTOMER.form.parse(values, undefined);
  if (!parsed.ok) {
    const errors: CustomerFormErrors = {};
    for (const e of parsed.errors) if (isField(e.field)) errors[e.field] ??= e.message;
    return { ok: false, errors, first: CUSTOMER_FORM_FIELDS.find((k) => errors[k]) };
  }
  return { ok: true, value: newCustomer(parsed.value) };
}

/** The change that turns `current` into `next`: only the fields that differ (null clears a currency or terms). */
export function customerChanges(next: CustomerFields, current: CustomerFields): UpdateCustomerInput {
  const input: Record<string, string | number | null> = {};
  for (const k of CUSTOMER_FORM_FIELDS) if (next[k] !== current[k]) input[k] = next[k];
  return input as UpdateCustomerInput;
}
