import { NO_INVOICE_DETAILS } from '@keafx/schema';
import { withCustomerDefaults } from './customerDefaults';
import type { InvoiceFormValues } from './InvoiceForm';
import { newLine } from './invoiceLines';
import { NO_ZERO_RATING } from './zeroRating';

const BLANK: InvoiceFormValues = {
  counterparty: 'Acme Cloud Inc',
  currency: 'USD',
  lines: [newLine()],
  pricesIncludeGst: false,
  issuedDate: '2026-03-10',
  dueDate: '2026-04-09',
  ...NO_INVOICE_DETAILS,
  ...NO_ZERO_RATING,
};
const ACME = { email: 'ap@acme.example', address: '1 Main St\nSeattle', defaultCurrency: 'EUR', paymentTermsDays: 14 };
const none = new Set<keyof InvoiceFormValues>();

describe("a chosen customer's defaults on a new invoice", () => {
  it('fill the untouched currency, the due date (issue date plus terms), and the blank e-mail and address', () => {
    expect(withCustomerDefaults(BLANK, none, ACME)).toEqual({
      ...BLANK,
      currency: 'EUR',
      dueDate: '2026-03-24',
      customerEmail: 'ap@acme.example',
      customerAddress: '1 Main St\nSeattle',
    });
  });

  it('never overwrite what the person changed or typed', () => {
    const typed = { ...BLANK, currency: 'GBP', dueDate: '2026-05-01', customerEmail: 'me@acme.example' };
    const touched = new Set<keyof InvoiceFormValues>(['currency', 'dueDate', 'customerEmail']);
    expect(withCustomerDefaults(typed, touched, ACME)).toEqual({ ...typed, customerAddress: '1 Main St\nSeattle' });
    // A blanked-out field the person emptied stays empty.
    expect(withCustomerDefaults({ ...BLANK, customerEmail: '' }, new Set(['customerEmail']), ACME).customerEmail).toBe('');
  });

  it('leave a field alone where the customer has nothing for it', () => {
    const bare = { email: '', address: '', defaultCurrency: null, paymentTermsDays: null };
    expect(withCustomerDefaults(BLANK, none, bare)).toEqual(BLANK);
    // Terms of 0 days: due on the issue date.
    expect(withCustomerDefaults(BLANK, none, { ...bare, paymentTermsDays: 0 }).dueDate).toBe('2026-03-10');
    // No due date from terms without a valid issue date to count from.
    expect(withCustomerDefaults({ ...BLANK, issuedDate: '' }, none, { ...bare, paymentTermsDays: 30 }).dueDate).toBe(BLANK.dueDate);
  });

  it('change nothing without a chosen customer', () => {
    expect(withCustomerDefaults(BLANK, none, null)).toBe(BLANK);
  });
});
