import { BLANK_CUSTOMER, customerChanges, customerFields, customerFormValues, parseCustomerForm } from './customerForm';

const STORED = {
  name: 'Acme Cloud, Inc.',
  tradingName: '',
  email: 'accounts@acme.example',
  phone: '',
  address: '1 Queen St\nAuckland',
  country: 'NZ',
  businessNumber: '9429041234567',
  taxNumber: '',
  defaultCurrency: 'USD',
  paymentTermsDays: 20,
  notes: '',
};

describe('the customer form', () => {
  it('shows a stored customer with every field as text, none of what its invoices say', () => {
    const values = customerFormValues({ ...STORED, id: 'c1', invoiceCount: 3 } as typeof STORED);
    expect(values).toEqual({ ...STORED, defaultCurrency: 'USD', paymentTermsDays: '20' });
    expect(customerFormValues({ ...STORED, defaultCurrency: null, paymentTermsDays: null })).toMatchObject({
      defaultCurrency: '',
      paymentTermsDays: '',
    });
  });

  it('parses with the customer command: blanks become none, terms a number', () => {
    const parsed = parseCustomerForm({ ...BLANK_CUSTOMER, name: '  Kiwi Exports  ', paymentTermsDays: '14', defaultCurrency: 'AUD' });
    expect(parsed).toEqual({
      ok: true,
      value: { ...BLANK_CUSTOMER, name: 'Kiwi Exports', paymentTermsDays: 14, defaultCurrency: 'AUD' },
    });
    const blankDetails = parseCustomerForm({ ...BLANK_CUSTOMER, name: 'Kiwi Exports' });
    expect(blankDetails.ok && blankDetails.value).toMatchObject({ defaultCurrency: null, paymentTermsDays: null, country: '' });
  });

  it('names each field by the label the person sees, and says which one to focus first', () => {
    const parsed = parseCustomerForm({ ...BLANK_CUSTOMER, name: ' ', email: 'not-an-email', paymentTermsDays: '400' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.first).toBe('name');
    expect(parsed.errors.name).toMatch(/^Name /);
    expect(parsed.errors.email).toMatch(/^Email /);
    expect(parsed.errors.paymentTermsDays).toBe('Payment terms (days) must be a whole number of days from 0 to 365');
  });

  it("refuses a New Zealand customer's business number that is no NZBN, in the form's words", () => {
    const parsed = parseCustomerForm({ ...BLANK_CUSTOMER, name: 'Kiwi Exports', country: 'NZ', businessNumber: '12345' });
    expect(parsed).toEqual({
      ok: false,
      errors: { businessNumber: 'Business number of a New Zealand customer is an NZBN: 13 digits' },
      first: 'businessNumber',
    });
    expect(parseCustomerForm({ ...BLANK_CUSTOMER, name: 'Aussie Exports', country: 'AU', businessNumber: '12345' }).ok).toBe(true);
  });

  it('sends only what changed, null clearing a currency or terms and an empty text clearing a detail', () => {
    const current = customerFields({ ...STORED, id: 'c1' } as typeof STORED);
    expect(customerChanges(current, current)).toEqual({});
    expect(
      customerChanges({ ...current, email: '', defaultCurrency: null, paymentTermsDays: null, notes: 'Pays by card' }, current),
    ).toEqual({
      email: '',
      defaultCurrency: null,
      paymentTermsDays: null,
      notes: 'Pays by card',
    });
  });
});
