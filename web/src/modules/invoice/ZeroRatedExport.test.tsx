import type { MockedResponse } from '@apollo/client/testing';
import { NO_INVOICE_DETAILS, RESIDENCY_EVIDENCE_LABELS } from '@keafx/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BusinessDetailsDocument, CustomerSuggestionsDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { InvoiceForm, type InvoiceFormValues } from './InvoiceForm';
import { newLine } from './invoiceLines';
import { NO_ZERO_RATING } from './zeroRating';

/** An NZD invoice of one line chosen standard-rated: no export to show until a line is zero-rated. */
const DOMESTIC: InvoiceFormValues = {
  counterparty: 'Acme Cloud Inc',
  currency: 'NZD',
  lines: [{ ...newLine(), description: 'Cloud architecture review', unitPrice: '2000', gstTreatment: 'standard' }],
  pricesIncludeGst: false,
  issuedDate: '2026-06-15',
  dueDate: '2026-07-15',
  ...NO_INVOICE_DETAILS,
  ...NO_ZERO_RATING,
};
/** The same in USD to a customer outside New Zealand, its line following the default: zero-rated. */
const EXPORT: InvoiceFormValues = { ...DOMESTIC, currency: 'USD', lines: [{ ...DOMESTIC.lines[0]!, gstTreatment: null }] };

const ACME = {
  __typename: 'Customer',
  id: '6f1c2b8e-1d2a-4c4e-9a53-0d1f2e3a4b5c',
  name: 'Acme Cloud Inc',
  email: '',
  address: '',
  defaultCurrency: null,
  paymentTermsDays: null,
  country: 'US',
};
/** The owner's customers a typed name's first word finds: Acme Cloud Inc, in the US; nobody else. */
const suggestions = (search: string, items: (typeof ACME)[]): MockedResponse => ({
  request: { query: CustomerSuggestionsDocument, variables: { search, limit: 50 } },
  result: { data: { customers: { __typename: 'CustomerPage', items, hasMore: false } } },
  maxUsageCount: 5,
});

/** The seller, registered for GST. */
const seller: MockedResponse = {
  request: { query: BusinessDetailsDocument },
  result: {
    data: {
      businessDetails: {
        __typename: 'BusinessDetails',
        companyName: 'Kea Exports Ltd',
        tradingName: '',
        address: '1 Quay St',
        gstNumber: '49-091-850',
        gstRegistered: true,
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
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 250)));

async function renderForm(initial: InvoiceFormValues, opts: { readOnlyReason?: string } = {}) {
  const onSubmit = jest.fn();
  renderWithApp(
    <InvoiceForm
      initial={initial}
      submitLabel="Create Invoice"
      busy={false}
      readOnlyReason={opts.readOnlyReason}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
    />,
    { mocks: [seller, suggestions('Acme', [ACME]), suggestions('Someone', [])] },
  );
  await settle();
  return onSubmit;
}

const exportGroup = () => screen.queryByRole('group', { name: 'Zero-rated export' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));

describe('the "Zero-rated export" fieldset (issue 27 item 4)', () => {
  it('shows only while a line is zero-rated, and goes when none is', async () => {
    await renderForm(DOMESTIC);
    expect(exportGroup()).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Line 1 GST'), { target: { value: 'zero_rated' } });
    expect(exportGroup()).toBeInTheDocument();
    expect(exportGroup()).toHaveAccessibleDescription('A zero-rated line is GST-free only as an export: record what shows it was one.');
    fireEvent.change(screen.getByLabelText('Line 1 GST'), { target: { value: 'standard' } });
    expect(exportGroup()).not.toBeInTheDocument();
  });

  it('asks what was exported, services by default, and for services the residency evidence beyond the billing country', async () => {
    await renderForm(EXPORT);
    const group = exportGroup()!;
    const kind = within(group).getByRole('group', { name: 'What was exported' });
    expect(within(kind).getByRole('radio', { name: 'Services to a non-resident' })).toBeChecked();
    expect(within(kind).getByRole('radio', { name: 'Goods shipped overseas' })).not.toBeChecked();
    const evidence = within(group).getByRole('group', { name: 'Residency evidence you hold' });
    expect(
      within(evidence)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(Object.values(RESIDENCY_EVIDENCE_LABELS));
    // The customer's record counts as one piece; two are needed. Acme's record says US.
    await waitFor(() =>
      expect(evidence).toHaveAccessibleDescription(
        "The customer's country on their record (US) counts as one piece; zero-rated services need 2. Held: 1 of 2.",
      ),
    );
    fireEvent.click(within(evidence).getByRole('checkbox', { name: RESIDENCY_EVIDENCE_LABELS.bank_country }));
    expect(evidence).toHaveAccessibleDescription(
      "The customer's country on their record (US) counts as one piece; zero-rated services need 2. Held: 2 of 2.",
    );
  });

  it('says so when the name matches no customer record yet, so there is no country to count', async () => {
    await renderForm({ ...EXPORT, counterparty: 'Someone New Ltd' });
    expect(screen.getByRole('group', { name: 'Residency evidence you hold' })).toHaveAccessibleDescription(
      "The customer's country on their record counts as one piece (a new customer has none yet: add it on their record); zero-rated services need 2. Held: 0 of 2.",
    );
  });

  it('hands over services and the evidence ticked, in the shared order', async () => {
    const onSubmit = await renderForm(EXPORT);
    fireEvent.click(screen.getByRole('checkbox', { name: RESIDENCY_EVIDENCE_LABELS.place_of_service }));
    fireEvent.click(screen.getByRole('checkbox', { name: RESIDENCY_EVIDENCE_LABELS.registration }));
    fireEvent.click(screen.getByRole('checkbox', { name: RESIDENCY_EVIDENCE_LABELS.bank_country }));
    fireEvent.click(screen.getByRole('checkbox', { name: RESIDENCY_EVIDENCE_LABELS.bank_country }));
    submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ exportKind: 'services', residencyEvidence: ['registration', 'place_of_service'] }),
    );
  });

  it('for goods asks the day they left New Zealand, with the 28-day rule as its hint, and clears it by a button', async () => {
    const onSubmit = await renderForm(EXPORT);
    fireEvent.click(screen.getByRole('radio', { name: 'Goods shipped overseas' }));
    expect(screen.queryByRole('group', { name: 'Residency evidence you hold' })).not.toBeInTheDocument();
    const date = screen.getByLabelText('Date the goods left New Zealand');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAccessibleDescription(
      'Goods must leave within 28 days of the time of supply (the issue date, or an earlier payment). Leave it blank until they have left.',
    );
    fireEvent.change(date, { target: { value: '2026-06-20' } });
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ exportKind: 'goods', exportDate: '2026-06-20' }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear the date the goods left New Zealand' }));
    expect(date).toHaveValue('');
    expect(date).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Clear/ })).not.toBeInTheDocument();
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ exportKind: 'goods', exportDate: '' }));
  });

  it('warns, without refusing, when the goods left more than 28 days after the issue date', async () => {
    const onSubmit = await renderForm({ ...EXPORT, exportKind: 'goods', exportDate: '2026-07-14' });
    const date = screen.getByLabelText('Date the goods left New Zealand');
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('More than 28 days after the issue date: goods that leave this late cannot be zero-rated.'),
    );
    fireEvent.change(date, { target: { value: '2026-07-13' } });
    expect(date).not.toHaveAccessibleDescription(expect.stringContaining('More than 28 days'));
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a read-only invoice shows its export facts, unchangeable, without the Clear button', async () => {
    await renderForm({ ...EXPORT, exportKind: 'goods', exportDate: '2026-06-20' }, { readOnlyReason: 'Invoice #7 is paid.' });
    expect(screen.getByRole('radio', { name: 'Goods shipped overseas' })).toBeDisabled();
    expect(screen.getByLabelText('Date the goods left New Zealand')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Clear/ })).not.toBeInTheDocument();
  });
});
