import { useState } from 'react';
import { useCustomerMatch } from '../customers/useCustomerMatch';
import { withCustomerDefaults } from './customerDefaults';
import type { InvoiceFormValues } from './InvoiceForm';

/**
 * The invoice form's values: what the person typed, and on a new invoice (`fillFromCustomer`) the
 * chosen customer's defaults in the fields they have not touched. Also the customer the typed name
 * matches, its suggestions and the hint under the Customer field.
 */
export function useInvoiceFormValues(initial: InvoiceFormValues, fillFromCustomer: boolean) {
  const [typed, setTyped] = useState(initial);
  // The fields the person has changed: a chosen customer's defaults never overwrite them.
  const [touched, setTouched] = useState<ReadonlySet<keyof InvoiceFormValues>>(() => new Set());
  const customer = useCustomerMatch(typed.counterparty);
  const values = fillFromCustomer ? withCustomerDefaults(typed, touched, customer.match) : typed;
  const set = (k: keyof InvoiceFormValues) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setTyped((v) => ({ ...v, [k]: value }));
    setTouched((t) => (t.has(k) ? t : new Set(t).add(k)));
  };
  return { values, set, customer };
}
