import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  BusinessDetailsDocument,
  CreateInvoiceDocument,
  CustomerSuggestionsDocument,
  type CreateInvoiceMutationVariables,
} from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import InvoiceNewPage from './InvoiceNewPage';

/** The seller, registered for GST: a USD line to a customer abroad defaults to zero-rated. */
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

const acme: MockedResponse = {
  request: { query: CustomerSuggestionsDocument, variables: { search: 'Acme', limit: 50 } },
  result: {
    data: {
      customers: {
        __typename: 'CustomerPage',
        items: [
          {
            __typename: 'Customer',
            id: 'c-1',
            name: 'Acme Cloud Inc',
            email: '',
            address: '',
            defaultCurrency: null,
            paymentTermsDays: null,
            country: 'US',
          },
        ],
        hasMore: false,
      },
    },
  },
  maxUsageCount: 5,
};

/** CreateInvoice, answering an error that stops the test once its variables are read. */
function create(seen: CreateInvoiceMutationVariables[]): MockedResponse {
  return {
    request: {
      query: CreateInvoiceDocument,
      variables: (v: CreateInvoiceMutationVariables) => {
        seen.push(v);
        return true;
      },
    },
    result: { errors: [{ message: 'Created (the test stops here)', extensions: { code: 'CONFLICT' } }] },
  };
}

async function fillExport(seen: CreateInvoiceMutationVariables[]): Promise<void> {
  signInAs('owner');
  renderWithApp(<InvoiceNewPage />, { route: '/invoices/new', mocks: [seller, acme, create(seen)] });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.change(screen.getByLabelText('Customer'), { target: { value: 'Acme Cloud Inc' } });
  await screen.findByText('Existing customer: Acme Cloud Inc');
  fireEvent.change(screen.getByLabelText('Line 1 description'), { target: { value: 'Cloud architecture review' } });
  fireEvent.change(screen.getByLabelText('Line 1 unit price'), { target: { value: '2000' } });
  await waitFor(() => expect(screen.getByLabelText('Line 1 GST')).toHaveValue('zero_rated'));
}

describe('a new invoice sends its zero-rated export (issue 27 item 4)', () => {
  // Each test stops at the mocked api's refusal, which the page logs.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('services, with the evidence ticked', async () => {
    const seen: CreateInvoiceMutationVariables[] = [];
    await fillExport(seen);
    fireEvent.click(screen.getByRole('checkbox', { name: 'The service was received outside New Zealand' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Created (the test stops here)')).toBeInTheDocument();
    expect(seen[0]?.input).toMatchObject({
      counterparty: 'Acme Cloud Inc',
      currency: 'USD',
      lines: [{ description: 'Cloud architecture review', quantity: '1', unitPrice: '2000', gstTreatment: 'ZERO_RATED' }],
      exportKind: 'services',
      residencyEvidence: ['place_of_service'],
    });
    expect(seen[0]?.input).not.toHaveProperty('exportDate');
  });

  it('goods, their date left blank: null', async () => {
    const seen: CreateInvoiceMutationVariables[] = [];
    await fillExport(seen);
    fireEvent.click(screen.getByRole('radio', { name: 'Goods shipped overseas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Created (the test stops here)')).toBeInTheDocument();
    expect(seen[0]?.input).toMatchObject({ exportKind: 'goods', exportDate: null });
    expect(seen[0]?.input).not.toHaveProperty('residencyEvidence');
  });

  it('nothing of an export while no line is zero-rated', async () => {
    const seen: CreateInvoiceMutationVariables[] = [];
    await fillExport(seen);
    fireEvent.change(screen.getByLabelText('Line 1 GST'), { target: { value: 'standard' } });
    expect(screen.queryByRole('group', { name: 'Zero-rated export' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Created (the test stops here)')).toBeInTheDocument();
    for (const key of ['exportKind', 'exportDate', 'residencyEvidence']) expect(seen[0]?.input).not.toHaveProperty(key);
  });
});
