import { validateInvoiceInput } from './invoice-commands';
import type { InvoiceFields } from './invoice-input';

const today = '2026-06-15';
const good = { counterparty: 'Acme', currency: 'USD', amount: 100, due_date: '2026-07-15', issued_date: '2026-06-15' };
const current: InvoiceFields = { counterparty: 'Acme', currency: 'USD', amount: '100.50', dueDate: '2026-07-15', issuedDate: '2026-06-15' };

describe('validateInvoiceInput on create', () => {
  it('returns normalised fields', () => {
    expect(validateInvoiceInput({ ...good, counterparty: '  Acme  ', currency: 'usd' }, { naming: 'rest', today })).toEqual({
      ok: true,
      value: {
        counterparty: 'Acme',
        currency: 'USD',
        amount: '100.00',
        dueDate: '2026-07-15',
        issuedDate: '2026-06-15',
        customerEmail: '',
        customerAddress: '',
        reference: '',
        paymentTerms: '',
        notes: '',
      },
    });
  });
  it('defaults the issue date to today', () => {
    const { issued_date: _omit, ...rest } = good;
    const r = validateInvoiceInput({ ...rest, due_date: '2026-06-20' }, { naming: 'rest', today });
    expect(r.ok && r.value.issuedDate).toBe(today);
  });
  it('reports every problem at once, named as REST spells them', () => {
    const r = validateInvoiceInput(
      { counterparty: ' ', currency: 'XYZ', amount: '-1', due_date: '2026-02-30', issued_date: 'soon' },
      { naming: 'rest', today },
    );
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'counterparty', message: 'counterparty is required' },
        { field: 'currency', message: 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)' },
        { field: 'amount', message: 'amount must be a positive number' },
        { field: 'due_date', message: 'due_date must be a real calendar date: 2026-02-30 does not exist' },
        { field: 'issued_date', message: 'issued_date must be a valid date in YYYY-MM-DD form' },
      ],
    });
  });
  it('refuses a date of business before 1990 and a day the calendar lacks, saying which (issue 25)', () => {
    const early = validateInvoiceInput(
      { counterparty: 'A', currency: 'USD', amount: '1', due_date: '1900-01-01' },
      { naming: 'rest', today },
    );
    expect(early).toEqual({ ok: false, errors: [{ field: 'due_date', message: 'due_date must be on or after 1990-01-01' }] });
    const leap = validateInvoiceInput(
      { counterparty: 'A', currency: 'USD', amount: '1', due_date: '2027-02-28', issued_date: '2027-02-29' },
      { naming: 'rest', today },
    );
    expect(leap).toEqual({
      ok: false,
      errors: [{ field: 'issued_date', message: 'issued_date must be a real calendar date: 2027-02-29 does not exist' }],
    });
  });
  it('names fields as GraphQL spells them', () => {
    const r = validateInvoiceInput(
      { counterparty: 'A', currency: 'USD', amount: '1', due_date: '2026-07-01', dueDate: '2026-07-01' },
      { naming: 'graphql', today },
    );
    expect(r).toEqual({ ok: false, errors: [{ field: 'due_date', message: 'due_date is not a field of an invoice' }] });
    const g = validateInvoiceInput(
      { counterparty: 'A', currency: 'USD', amount: '1', dueDate: '2026-05-01', issuedDate: '2026-06-15' },
      { naming: 'graphql', today },
    );
    expect(g).toEqual({ ok: false, errors: [{ field: 'dueDate', message: 'dueDate must be on or after issuedDate' }] });
  });
  it('refuses unknown fields, a status on create, and bodies that are not objects', () => {
    expect(validateInvoiceInput({ ...good, dueDate: '2026-07-15' }, { naming: 'rest', today })).toEqual({
      ok: false,
      errors: [{ field: 'dueDate', message: 'dueDate is not a field of an invoice' }],
    });
    expect(validateInvoiceInput({ ...good, status: 'sent' }, { naming: 'rest', today })).toEqual({
      ok: false,
      errors: [{ field: 'status', message: 'status is not a field of an invoice' }],
    });
    for (const body of [null, [], 'x', 42]) {
      expect(validateInvoiceInput(body, { naming: 'rest', today })).toEqual({
        ok: false,
        errors: [{ field: 'body', message: 'The request body must be a JSON object' }],
      });
    }
  });
  it('checks decimals against the currency: JPY takes none', () => {
    expect(validateInvoiceInput({ ...good, currency: 'JPY', amount: 10.5 }, { naming: 'rest', today })).toEqual({
      ok: false,
      errors: [{ field: 'amount', message: 'amount must be a whole number for JPY' }],
    });
  });
  it('limits the customer name to 200 characters', () => {
    const r = validateInvoiceInput({ ...good, counterparty: 'x'.repeat(201) }, { naming: 'rest', today });
    expect(r).toEqual({ ok: false, errors: [{ field: 'counterparty', message: 'counterparty must be at most 200 characters' }] });
  });
});

describe('validateInvoiceInput on update', () => {
  it('takes only the fields given and checks them against the current invoice', () => {
    expect(validateInvoiceInput({ amount: '250' }, { naming: 'rest', today, current })).toEqual({ ok: true, value: { amount: '250.00' } });
    expect(validateInvoiceInput({ due_date: '2026-06-01' }, { naming: 'rest', today, current })).toEqual({
      ok: false,
      errors: [{ field: 'due_date', message: 'due_date must be on or after issued_date' }],
    });
  });
  it('refuses a currency change that the existing amount cannot follow', () => {
    expect(validateInvoiceInput({ currency: 'JPY' }, { naming: 'rest', today, current })).toEqual({
      ok: false,
      errors: [{ field: 'amount', message: 'amount must be a whole number for JPY' }],
    });
    expect(validateInvoiceInput({ currency: 'JPY', amount: 100 }, { naming: 'rest', today, current })).toEqual({
      ok: true,
      value: { currency: 'JPY', amount: '100' },
    });
  });
  it('accepts a status and refuses an unknown one', () => {
    expect(validateInvoiceInput({ status: 'sent' }, { naming: 'rest', today, current })).toEqual({ ok: true, value: { status: 'sent' } });
    expect(validateInvoiceInput({ status: 'void' }, { naming: 'rest', today, current })).toEqual({
      ok: false,
      errors: [{ field: 'status', message: 'status must be one of draft, sent, overdue, paid' }],
    });
  });
  it('treats an explicit null as a bad value, not as "leave it"', () => {
    expect(validateInvoiceInput({ counterparty: null }, { naming: 'rest', today, current })).toEqual({
      ok: false,
      errors: [{ field: 'counterparty', message: 'counterparty is required' }],
    });
  });
});

describe('validateInvoiceInput: the customer details', () => {
  const good = { counterparty: 'Acme', currency: 'USD', amount: '100.5', due_date: '2026-07-15' };
  it('keeps each detail trimmed, the address and notes with their lines', () => {
    const r = validateInvoiceInput(
      {
        ...good,
        customer_email: ' ap@acme.example ',
        customer_address: '1 Queen St\r\nAuckland 1010',
        reference: 'PO-77',
        payment_terms: 'Net 20',
        notes: 'Thanks\n\tfor your business',
      },
      { naming: 'rest', today },
    );
    expect(r).toMatchObject({
      ok: true,
      value: {
        customerEmail: 'ap@acme.example',
        customerAddress: '1 Queen St\nAuckland 1010',
        reference: 'PO-77',
        paymentTerms: 'Net 20',
        notes: 'Thanks\n\tfor your business',
      },
    });
  });
  it('on update changes only the details given; null or blank clears one', () => {
    expect(validateInvoiceInput({ reference: null, notes: '  ' }, { naming: 'graphql', today, current })).toEqual({
      ok: true,
      value: { reference: '', notes: '' },
    });
  });
  it('refuses a bad email, too much text, control characters, line breaks in one-line fields and other types, all at once', () => {
    const r = validateInvoiceInput(
      {
        customerEmail: 'not an email',
        customerAddress: 'x'.repeat(401),
        reference: 'PO\u00007',
        paymentTerms: 'Net\n20',
        notes: 42,
      },
      { naming: 'graphql', today, current },
    );
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'customerEmail', message: 'customerEmail must be a valid email address' },
        { field: 'customerAddress', message: 'customerAddress must be at most 400 characters' },
        { field: 'reference', message: 'reference must not contain control characters' },
        { field: 'paymentTerms', message: 'paymentTerms must not contain control characters' },
        { field: 'notes', message: 'notes must be text' },
      ],
    });
  });
  it('names the details as the caller spells them and still refuses unknown keys', () => {
    expect(validateInvoiceInput({ customerEmail: 'a@b.co' }, { naming: 'rest', today, current })).toEqual({
      ok: false,
      errors: [{ field: 'customerEmail', message: 'customerEmail is not a field of an invoice' }],
    });
    expect(
      validateInvoiceInput(JSON.parse('{"__proto__": {"x": 1}, "payment_terms": "Net 7"}'), { naming: 'rest', today, current }),
    ).toEqual({
      ok: false,
      errors: [{ field: '__proto__', message: '__proto__ is not a field of an invoice' }],
    });
  });
});
