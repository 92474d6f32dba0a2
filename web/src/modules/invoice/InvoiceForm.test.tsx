import type { MockedResponse } from '@apollo/client/testing';
import { INVOICE_DETAIL_LABELS, NO_INVOICE_DETAILS } from '@keafx/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CustomerSuggestionsDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { NEW_CUSTOMER_HINT } from '../customers/customerMatch';
import { InvoiceForm, type InvoiceFormValues } from './InvoiceForm';
import { newLine } from './invoiceLines';
import { NO_ZERO_RATING } from './zeroRating';

const INITIAL: InvoiceFormValues = {
  counterparty: '',
  currency: 'USD',
  lines: [{ ...newLine(), description: 'Consulting' }],
  pricesIncludeGst: false,
  issuedDate: '2026-03-10',
  dueDate: '2026-04-09',
  ...NO_INVOICE_DETAILS,
  ...NO_ZERO_RATING,
};

const ACME = {
  __typename: 'Customer',
  id: '6f1c2b8e-1d2a-4c4e-9a53-0d1f2e3a4b5c',
  name: 'Acme Cloud, Inc.',
  email: 'ap@acme.example',
  address: '1 Main St\nSeattle',
  defaultCurrency: 'EUR',
  paymentTermsDays: 14,
  country: 'US',
};

/** customers(search) answering `items` for the search `search` (the typed name's first word). */
function suggestions(search: string, items: (typeof ACME)[]): MockedResponse {
  return {
    request: { query: CustomerSuggestionsDocument, variables: { search, limit: 50 } },
    result: { data: { customers: { __typename: 'CustomerPage', items, hasMore: false } } },
    maxUsageCount: 5,
  };
}

function renderForm(mocks: MockedResponse[], props: Partial<Parameters<typeof InvoiceForm>[0]> = {}) {
  const onSubmit = jest.fn();
  renderWithApp(
    <InvoiceForm initial={INITIAL} submitLabel="Create Invoice" busy={false} onSubmit={onSubmit} onCancel={jest.fn()} {...props} />,
    { mocks },
  );
  return { onSubmit, customer: screen.getByRole('combobox', { name: 'Customer' }) };
}

const value = (label: string): string => (screen.getByLabelText(label) as HTMLInputElement).value;

describe("the invoice form's Customer field", () => {
  it("names an existing customer however it is spelt, suggests it, and fills the untouched fields from the customer's record", async () => {
    const { onSubmit, customer } = renderForm([suggestions('acme', [ACME])], { fillFromCustomer: true });
    fireEvent.change(customer, { target: { value: 'acme cloud inc' } });
    expect(await screen.findByText('Existing customer: Acme Cloud, Inc.')).toBeInTheDocument();
    expect(customer).toHaveAccessibleDescription('Existing customer: Acme Cloud, Inc.');
    const listed = document.getElementById(customer.getAttribute('list') ?? '');
    expect([...(listed?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(['Acme Cloud, Inc.']);
    expect(value('Currency')).toBe('EUR');
    expect(value('Due date')).toBe('2026-03-24');
    expect(value(INVOICE_DETAIL_LABELS.customerEmail)).toBe('ap@acme.example');
    expect(value(INVOICE_DETAIL_LABELS.customerAddress)).toBe('1 Main St\nSeattle');

    // What the person then changes stays theirs.
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'GBP' } });
    fireEvent.change(screen.getByLabelText('Line 1 unit price'), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        counterparty: 'acme cloud inc',
        currency: 'GBP',
        dueDate: '2026-03-24',
        customerEmail: 'ap@acme.example',
        lines: [{ description: 'Consulting', quantity: '1', unitPrice: '1200', gstTreatment: 'zero_rated' }],
      }),
    );
  });

  it('keeps the fields the person set before choosing the customer', async () => {
    const { customer } = renderForm([suggestions('Acme', [ACME])], { fillFromCustomer: true });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'JPY' } });
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-06-30' } });
    fireEvent.change(screen.getByLabelText(INVOICE_DETAIL_LABELS.customerEmail), { target: { value: 'me@acme.example' } });
    fireEvent.change(customer, { target: { value: 'Acme Cloud Inc' } });
    expect(await screen.findByText('Existing customer: Acme Cloud, Inc.')).toBeInTheDocument();
    expect(value('Currency')).toBe('JPY');
    expect(value('Due date')).toBe('2026-06-30');
    expect(value(INVOICE_DETAIL_LABELS.customerEmail)).toBe('me@acme.example');
    expect(value(INVOICE_DETAIL_LABELS.customerAddress)).toBe('1 Main St\nSeattle');
  });

  it('says a name no customer has is a new customer, and fills nothing', async () => {
    const { customer } = renderForm([suggestions('Kiwi', [])], { fillFromCustomer: true });
    fireEvent.change(customer, { target: { value: 'Kiwi Exports' } });
    expect(await screen.findByText(NEW_CUSTOMER_HINT)).toBeInTheDocument();
    expect(value('Currency')).toBe('USD');
    expect(value('Due date')).toBe('2026-04-09');
    expect(value(INVOICE_DETAIL_LABELS.customerEmail)).toBe('');
  });

  it('on an edit says which customer the invoice is addressed to but keeps what was saved', async () => {
    renderForm([suggestions('Acme', [ACME])], { initial: { ...INITIAL, counterparty: 'Acme Cloud, Inc.' } });
    expect(await screen.findByText('Existing customer: Acme Cloud, Inc.')).toBeInTheDocument();
    await waitFor(() => expect(value('Currency')).toBe('USD'));
    expect(value('Due date')).toBe('2026-04-09');
    expect(value(INVOICE_DETAIL_LABELS.customerEmail)).toBe('');
  });
});
