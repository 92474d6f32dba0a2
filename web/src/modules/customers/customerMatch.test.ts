import { customerHint, matchCustomer, NEW_CUSTOMER_HINT, suggestionSearch } from './customerMatch';

const KNOWN = [
  { id: '1', name: 'Acme Cloud, Inc.' },
  { id: '2', name: 'Acme Tools Limited' },
];

describe("the invoice form's customer matching", () => {
  it('searches by the first word, which finds a customer however the rest is spelt', () => {
    expect(suggestionSearch('ACME cloud inc')).toBe('ACME');
    expect(suggestionSearch('  "Kiwi" Exports')).toBe('Kiwi');
    expect(suggestionSearch('   ')).toBeUndefined();
    expect(suggestionSearch('')).toBeUndefined();
  });

  it('matches a typed name to the customer of the same customerKey, not to one that only starts alike', () => {
    expect(matchCustomer('ACME  cloud inc', KNOWN)?.id).toBe('1');
    expect(matchCustomer('Acme Cloud Incorporated', KNOWN)?.id).toBe('1');
    expect(matchCustomer('acme tools ltd', KNOWN)?.id).toBe('2');
    expect(matchCustomer('Acme', KNOWN)).toBeNull();
    expect(matchCustomer('Acme Cloud Services', KNOWN)).toBeNull();
    expect(matchCustomer('  ', KNOWN)).toBeNull();
  });

  it('says which customer the invoice goes to: the existing one by its spelling, a new one only once the search has answered', () => {
    expect(customerHint('acme cloud inc', KNOWN[0] ?? null, false)).toBe('Existing customer: Acme Cloud, Inc.');
    expect(customerHint('Kiwi Exports', null, true)).toBe(NEW_CUSTOMER_HINT);
    expect(NEW_CUSTOMER_HINT).toBe('New customer: it will be added to your customers');
    expect(customerHint('Kiwi Exports', null, false)).toBeUndefined();
    expect(customerHint('', null, true)).toBeUndefined();
  });
});
