import type { MockedResponse } from '@apollo/client/testing';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { NO_INVOICE_DETAILS } from '@keafx/schema';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BusinessDetailsDocument, CustomerSuggestionsDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { serverFormErrors } from './formErrors';
import { InvoiceForm, type FormErrors, type InvoiceFormValues } from './InvoiceForm';
import { newLine } from './invoiceLines';
import { NO_ZERO_RATING } from './zeroRating';

const NEW: InvoiceFormValues = {
  counterparty: 'Aroha Cafe Ltd',
  currency: 'NZD',
  lines: [newLine()],
  pricesIncludeGst: false,
  issuedDate: '2026-06-01',
  dueDate: '2026-07-01',
  ...NO_INVOICE_DETAILS,
  ...NO_ZERO_RATING,
};

/** The business details query, as the settings form reads it: registered for GST or not. */
function seller(gstRegistered: boolean): MockedResponse {
  return {
    request: { query: BusinessDetailsDocument },
    result: {
      data: {
        businessDetails: {
          __typename: 'BusinessDetails',
          companyName: 'Kea Exports Ltd',
          tradingName: '',
          address: '1 Quay St',
          gstNumber: gstRegistered ? '49-091-850' : '',
          gstRegistered,
          gstFilingFrequency: 'two_monthly',
          gstBalanceMonth: 3,
          nzbn: '',
          bankAccount: '12-3456-0123456-00',
          bankName: '',
          swiftBic: '',
          paymentInstructions: '',
          logo: '',
          missing: [],
        },
      },
    },
    maxUsageCount: 5,
    delay: 0,
  };
}

/** Lets the mocked queries answer (the seller's registration) before the test reads the form. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderForm(initial: InvoiceFormValues = NEW, opts: { registered?: boolean; serverErrors?: FormErrors } = {}) {
  const onSubmit = jest.fn();
  renderWithApp(
    <InvoiceForm
      initial={initial}
      submitLabel="Create Invoice"
      busy={false}
      serverErrors={opts.serverErrors}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
    />,
    { mocks: [seller(opts.registered ?? true)] },
  );
  await settle();
  return onSubmit;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** The summary's figure for a term: "Subtotal" → "$1,150.00". */
function summary(term: string | RegExp): string {
  const list = screen.getByLabelText('Invoice totals');
  const dt = within(list)
    .getAllByRole('term')
    .find((t) => (typeof term === 'string' ? t.textContent === term : term.test(t.textContent ?? '')));
  return dt?.nextElementSibling?.textContent ?? '';
}

/** Adds a line as a keyboard user does: focus on Add line, then press it. */
function addLine(): void {
  const add = screen.getByRole('button', { name: 'Add line' });
  add.focus();
  fireEvent.click(add);
}

describe("the invoice form's lines (issue 27)", () => {
  it('adds up two lines with prices excluding GST exactly: 2 × 500.00 + 1 × 150.00 at 15% is 1,150.00, GST 172.50, total 1,322.50', async () => {
    const onSubmit = await renderForm();
    type('Line 1 description', 'Website design');
    type('Line 1 quantity', '2');
    type('Line 1 unit price', '500.00');
    addLine();
    expect(input('Line 2 description')).toHaveFocus();
    type('Line 2 description', 'Hosting, June');
    type('Line 2 unit price', '150.00');
    // A registered seller invoicing in NZD: both lines default to 15%.
    expect(input('Line 1 GST')).toHaveValue('standard');
    expect(input('Line 2 GST')).toHaveValue('standard');
    expect(screen.getByRole('cell', { name: '$1,000.00' })).toBeInTheDocument();
    expect(summary('Subtotal')).toBe('$1,150.00');
    expect(summary('GST')).toBe('$172.50');
    expect(summary('Total')).toBe('$1,322.50');

    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        pricesIncludeGst: false,
        lines: [
          { description: 'Website design', quantity: '2', unitPrice: '500', gstTreatment: 'standard' },
          { description: 'Hosting, June', quantity: '1', unitPrice: '150', gstTreatment: 'standard' },
        ],
      }),
    );
  });

  it('with prices including GST, the total is the lines’ sum and GST is 3/23 of it', async () => {
    const onSubmit = await renderForm();
    type('Line 1 description', 'Website design');
    type('Line 1 quantity', '2');
    type('Line 1 unit price', '500');
    addLine();
    type('Line 2 description', 'Hosting');
    type('Line 2 unit price', '150');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prices include GST' }));
    expect(summary('Subtotal')).toBe('$1,000.00');
    expect(summary('GST (included)')).toBe('$150.00');
    expect(summary('Total')).toBe('$1,150.00');
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ pricesIncludeGst: true }));
  });

  it('a JPY invoice rounds its totals once, to whole yen', async () => {
    await renderForm({ ...NEW, currency: 'JPY' });
    type('Line 1 description', 'Translation');
    type('Line 1 quantity', '3');
    type('Line 1 unit price', '333.5');
    fireEvent.change(input('Line 1 GST'), { target: { value: 'standard' } });
    // 3 × 333.5 = 1,000.5 → ¥1,001; GST 150.075 → ¥150; total ¥1,001 + ¥150.
    expect(summary('Subtotal')).toBe('JP¥1,001');
    expect(summary('GST')).toBe('JP¥150');
    expect(summary('Total')).toBe('JP¥1,151');
  });

  it('removes a line by keyboard, moving focus to the line that takes its place, and keeps at least one', async () => {
    await renderForm();
    type('Line 1 description', 'First');
    addLine();
    type('Line 2 description', 'Second');
    addLine();
    type('Line 3 description', 'Third');
    expect(screen.getByRole('status')).toHaveTextContent('Line 3 added.');

    const removeFirst = screen.getByRole('button', { name: 'Remove line 1' });
    removeFirst.focus();
    fireEvent.click(removeFirst);
    expect(input('Line 1 description')).toHaveValue('Second');
    expect(input('Line 1 description')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Line 1 removed; 2 lines left.');

    // The last line removed: focus goes back to the one before it.
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(input('Line 1 description')).toHaveValue('Second');
    expect(input('Line 1 description')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('every control has its own label, and a description is a text area (Enter there starts a new line, never submits)', async () => {
    await renderForm();
    for (const label of ['Line 1 description', 'Line 1 quantity', 'Line 1 unit price', 'Line 1 GST'])
      expect(input(label)).toBeInTheDocument();
    expect(input('Line 1 description').tagName).toBe('TEXTAREA');
  });

  it('a seller not registered for GST defaults new lines to No GST', async () => {
    await renderForm(NEW, { registered: false });
    expect(input('Line 1 GST')).toHaveValue('no_gst');
    addLine();
    expect(input('Line 2 GST')).toHaveValue('no_gst');
  });

  it("lines left alone follow the invoice's default as the currency changes; a treatment chosen stays the line's", async () => {
    await renderForm();
    fireEvent.change(input('Line 1 GST'), { target: { value: 'exempt' } });
    addLine();
    expect(input('Line 2 GST')).toHaveValue('standard');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    expect(input('Line 1 GST')).toHaveValue('exempt');
    expect(input('Line 2 GST')).toHaveValue('zero_rated');
  });

  it('a customer whose record says New Zealand is charged 15% even in a foreign currency', async () => {
    const onSubmit = jest.fn();
    const kiwi = {
      __typename: 'Customer',
      id: 'c-1',
      name: 'Aroha Cafe Ltd',
      email: '',
      address: '',
      defaultCurrency: null,
      paymentTermsDays: null,
      country: 'NZ',
    };
    renderWithApp(
      <InvoiceForm
        initial={{ ...NEW, counterparty: '', currency: 'USD' }}
        submitLabel="Create Invoice"
        busy={false}
        fillFromCustomer
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
      {
        mocks: [
          seller(true),
          {
            request: { query: CustomerSuggestionsDocument, variables: { search: 'Aroha', limit: 50 } },
            result: { data: { customers: { __typename: 'CustomerPage', items: [kiwi], hasMore: false } } },
            maxUsageCount: 5,
          },
        ],
      },
    );
    await settle();
    expect(input('Line 1 GST')).toHaveValue('zero_rated');
    fireEvent.change(screen.getByRole('combobox', { name: 'Customer' }), { target: { value: 'Aroha Cafe Ltd' } });
    expect(await screen.findByText('Existing customer: Aroha Cafe Ltd')).toBeInTheDocument();
    expect(input('Line 1 GST')).toHaveValue('standard');
  });

  it('a registered seller invoicing a foreign currency defaults to zero-rated, and is told when a line says No GST', async () => {
    const onSubmit = await renderForm({ ...NEW, currency: 'USD' });
    expect(input('Line 1 GST')).toHaveValue('zero_rated');
    type('Line 1 description', 'Consulting');
    type('Line 1 unit price', '100');
    fireEvent.change(input('Line 1 GST'), { target: { value: 'no_gst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Lines' })).toHaveAccessibleDescription(
      'Line 1 says No GST, but the business is registered for GST: choose 15%, zero-rated or exempt',
    );
  });

  it("puts the api's messages for a line's field on that line's input, in a person's words", async () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'lines[2].quantity must be a positive number',
          extensions: { code: 'BAD_USER_INPUT', field: 'lines[2].quantity' },
        },
      ],
    });
    const serverErrors = serverFormErrors(error);
    expect(serverErrors).toEqual({ 'lines[2].quantity': 'Line 2 quantity must be a positive number' });
    const two = [
      { ...newLine(), description: 'A', unitPrice: '10' },
      { ...newLine(), description: 'B', unitPrice: '10' },
    ];
    await renderForm({ ...NEW, lines: two }, { serverErrors });
    expect(input('Line 2 quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Line 2 quantity')).toHaveAccessibleDescription('Line 2 quantity must be a positive number');
    expect(input('Line 1 quantity')).toHaveAttribute('aria-invalid', 'false');
  });
});
