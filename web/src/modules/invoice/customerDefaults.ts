import { addDays, isIsoDate, isSupportedCurrency } from '@keafx/schema';
import type { InvoiceFormValues } from './InvoiceForm';

/** What an existing customer's record brings to a new invoice. */
export interface CustomerDefaults {
  email: string;
  address: string;
  defaultCurrency: string | null;
  paymentTermsDays: number | null;
}

/**
 * A new invoice's values with the chosen customer's defaults in the fields the person has not
 * touched: the currency (the customer's default currency), the due date (issue date plus the
 * customer's payment terms) and, while blank, the customer's e-mail and address. Fields the
 * person changed stay theirs; with no customer chosen the values are as given.
 */
export function withCustomerDefaults(
  values: InvoiceFormValues,
  touched: ReadonlySet<keyof InvoiceFormValues>,
  customer: CustomerDefaults | null,
): InvoiceFormValues {
  if (!customer) return values;
  const next = { ...values };
  if (!touched.has('currency') && customer.defaultCurrency && isSupportedCurrency(customer.defaultCurrency))
    next.currency = customer.defaultCurrency;
  if (!touched.has('dueDate') && customer.paymentTermsDays !== null && isIsoDate(values.issuedDate))
    next.dueDate = addDays(values.issuedDate, customer.paymentTermsDays);
  if (!touched.has('customerEmail') && !values.customerEmail.trim()) next.customerEmail = customer.email;
  if (!touched.has('customerAddress') && !values.customerAddress.trim()) next.customerAddress = customer.address;
  return next;
}
