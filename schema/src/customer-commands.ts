import { command, commandsWithForm, commands, field, pageFields, type CommandValue } from './command';
import { isGstNumber } from './business';
import { isSupportedCurrency } from './currencies';
import {
  CUSTOMER_LABELS,
  CUSTOMER_NAME_MAX,
  CUSTOMER_PAGE_DEFAULT,
  CUSTOMER_PAGE_MAX,
  CUSTOMER_TEXT_FIELDS,
  isCountryCode,
  isNzbn,
  PAYMENT_TERMS_DAYS_MAX,
  type CustomerFields,
  type CustomerTextField,
} from './customers';
import { checkEmail } from './profile';
import { checkText, SEARCH_MAX } from './text';
import type { Checked, FieldError } from './result';

/** The customer commands: a new customer, a change to one, the list's query, and a merge. */

type Change<T> = T | undefined;

const nameField = (w: string) =>
  field({ type: 'string', minLength: 1, maxLength: CUSTOMER_NAME_MAX }, (raw) => checkText(raw, { field: w, max: CUSTOMER_NAME_MAX }));

/** An optional text detail: left out (on a change) keeps it, null or '' clears it. */
const textDetail = (key: CustomerTextField) => (w: string) =>
  field({ type: ['string', 'null'], maxLength: CUSTOMER_TEXT_FIELDS[key].max }, (raw): Checked<Change<string>> => {
    if (raw === undefined) return { ok: true, value: undefined };
    const rule = CUSTOMER_TEXT_FIELDS[key];
    const checked = checkText(raw ?? '', { field: w, max: rule.max, multiline: 'multiline' in rule, required: false });
    if (!checked.ok) return checked;
    const value = checked.value.replace(/\r\n/g, '\n');
    if (key === 'phone' && value && !/^\+?[0-9 ()\-.]{5,40}$/.test(value))
      return { ok: false, message: `${w} must be a phone number: digits, spaces, brackets, dashes and a leading +` };
    return { ok: true, value };
  });

const emailField = (w: string) =>
  field({ type: ['string', 'null'], format: 'email', maxLength: 254 }, (raw): Checked<Change<string>> =>
    raw === undefined ? { ok: true, value: undefined } : checkEmail(raw ?? '', { field: w, required: false }),
  );

const countryField = (w: string) =>
  field(
    { type: ['string', 'null'], description: 'ISO 3166-1 alpha-2 code, such as NZ, AU, US; null or empty for none' },
    (raw): Checked<Change<string>> => {
      if (raw === undefined) return { ok: true, value: undefined };
      if (raw === null || raw === '') return { ok: true, value: '' };
      const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
      return isCountryCode(code)
        ? { ok: true, value: code }
        : { ok: false, message: `${w} must be a two-letter country code such as NZ, AU or US` };
    },
  );

const currencyField = (w: string) =>
  field(
    { type: ['string', 'null'], description: 'ISO 4217 code of a supported currency; null for none' },
    (raw): Checked<Change<string | null>> => {
      if (raw === undefined) return { ok: true, value: undefined };
      if (raw === null || raw === '') return { ok: true, value: null };
      const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
      return isSupportedCurrency(code)
        ? { ok: true, value: code }
        : { ok: false, message: `${w} must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)` };
    },
  );

const termsField = (w: string) =>
  field(
    {
      type: ['integer', 'null'],
      minimum: 0,
      maximum: PAYMENT_TERMS_DAYS_MAX,
      description: 'Days from issue to due; null for the default',
    },
    (raw): Checked<Change<number | null>> => {
      if (raw === undefined) return { ok: true, value: undefined };
      if (raw === null || raw === '') return { ok: true, value: null };
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,3}\s*$/.test(raw) ? Number(raw) : NaN;
      return Number.isInteger(n) && n >= 0 && n <= PAYMENT_TERMS_DAYS_MAX
        ? { ok: true, value: n }
        : { ok: false, message: `${w} must be a whole number of days from 0 to ${PAYMENT_TERMS_DAYS_MAX}` };
    },
  );

const detailFields = {
  tradingName: textDetail('tradingName'),
  email: emailField,
  phone: textDetail('phone'),
  address: textDetail('address'),
  country: countryField,
  businessNumber: textDetail('businessNumber'),
  taxNumber: textDetail('taxNumber'),
  defaultCurrency: currencyField,
  paymentTermsDays: termsField,
  notes: textDetail('notes'),
};

/** The rules across fields: a New Zealand customer's NZBN is 13 digits and its GST number 8 or 9. */
function acrossFields(v: Partial<CustomerFields>, wire: (k: keyof CustomerFields) => string): FieldError[] {
  const errors: FieldError[] = [];
  if (v.country === 'NZ' && v.businessNumber && !isNzbn(v.businessNumber))
    errors.push({ field: wire('businessNumber'), message: `${wire('businessNumber')} of a New Zealand customer is an NZBN: 13 digits` });
  if (v.country === 'NZ' && v.taxNumber && !isGstNumber(v.taxNumber))
    errors.push({
      field: wire('taxNumber'),
      message: `${wire('taxNumber')} of a New Zealand customer is a GST number: 8 or 9 digits, such as 123-456-789`,
    });
  return errors;
}

const OPTIONS = {
  notObject: 'The request body must be a JSON object',
  unknownField: (key: string) => `${key} is not a field of a customer`,
  unknownWithOthers: true,
};

/** A new customer: a name, and any of the details. */
export const CREATE_CUSTOMER = /* @__PURE__ */ commandsWithForm((naming) =>
  command(
    naming,
    { name: nameField, ...detailFields },
    { ...OPTIONS, labels: CUSTOMER_LABELS, across: (v, wire) => acrossFields(v as Partial<CustomerFields>, wire) },
  ),
);
export type CreateCustomerCommand = CommandValue<typeof CREATE_CUSTOMER.rest>;

/** A change to a customer: any of its fields, at least one; null or '' clears a detail. */
export const CHANGE_CUSTOMER = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      name: (w: string) =>
        field<Change<string>>({ type: 'string', minLength: 1, maxLength: CUSTOMER_NAME_MAX }, (raw) =>
          raw === undefined ? { ok: true, value: undefined } : checkText(raw, { field: w, max: CUSTOMER_NAME_MAX }),
        ),
      ...detailFields,
    },
    { ...OPTIONS, requireSome: 'Give at least one field to change' },
  ),
);
export type ChangeCustomerCommand = CommandValue<typeof CHANGE_CUSTOMER.rest>;

/** A customer's fields once a change is applied to them, checked across fields again. */
export function changedCustomer(
  change: ChangeCustomerCommand,
  current: CustomerFields,
  wire: (k: keyof CustomerFields) => string = (k) => k,
): { ok: true; value: CustomerFields } | { ok: false; errors: FieldError[] } {
  const next: CustomerFields = { ...current };
  for (const [k, v] of Object.entries(change) as [keyof CustomerFields, unknown][])
    if (v !== undefined) (next as unknown as Record<string, unknown>)[k] = v;
  const errors = acrossFields(next, wire);
  return errors.length ? { ok: false, errors } : { ok: true, value: next };
}

/** A new customer's fields: every detail not given is blank. */
export function newCustomer(c: CreateCustomerCommand): CustomerFields {
  return {
    name: c.name,
    tradingName: c.tradingName ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    address: c.address ?? '',
    country: c.country ?? '',
    businessNumber: c.businessNumber ?? '',
    taxNumber: c.taxNumber ?? '',
    defaultCurrency: c.defaultCurrency ?? null,
    paymentTermsDays: c.paymentTermsDays ?? null,
    notes: c.notes ?? '',
  };
}

/** The customer list: a search over names, e-mail and numbers, and a page. */
export const CUSTOMER_LIST_QUERY = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      ...pageFields(CUSTOMER_PAGE_MAX, CUSTOMER_PAGE_DEFAULT),
      search: (w: string) =>
        field(
          { type: 'string', maxLength: SEARCH_MAX, description: 'Matches the name, trading name, e-mail or a number' },
          (raw): Checked<string | undefined> => {
            if (raw === undefined || raw === null) return { ok: true, value: undefined };
            const text = checkText(raw, { field: w, max: SEARCH_MAX, required: false });
            return text.ok ? { ok: true, value: text.value || undefined } : text;
          },
        ),
    },
    { ignoreUnknown: true },
  ),
);
export type CustomerListQuery = CommandValue<typeof CUSTOMER_LIST_QUERY.rest>;

/** Merging another customer into this one: that customer's id. */
export const MERGE_CUSTOMER = /* @__PURE__ */ commands((naming) =>
  command(
    naming,
    {
      fromId: (w: string) =>
        field(
          { type: 'string', format: 'uuid', description: 'The customer to merge into this one; its invoices move here and it is deleted' },
          (raw): Checked<string> =>
            typeof raw === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw.trim())
              ? { ok: true, value: raw.trim().toLowerCase() }
              : { ok: false, message: `${w} must be a customer id (a UUID)` },
        ),
    },
    OPTIONS,
  ),
);
export type MergeCustomerCommand = CommandValue<typeof MERGE_CUSTOMER.rest>;
