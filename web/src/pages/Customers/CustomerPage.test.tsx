import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { Route, Routes } from 'react-router-dom';
import { CustomerDocument, CustomersDocument } from '../../generated/graphql';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import CustomerPage from './CustomerPage';
import CustomersPage from './CustomersPage';

const summary = {
  __typename: 'Customer' as const,
  id: '4',
  name: 'Acme Cloud Inc',
  country: 'US',
  invoiceCount: 0,
  outstanding: [],
  paidCount: 0,
  averageDaysLate: null,
};
const customer: MockedResponse = {
  request: { query: CustomerDocument, variables: { id: '4' } },
  result: {
    data: {
      customer: {
        ...summary,
        tradingName: '',
        email: 'ap@acme.example',
        phone: '',
        address: '',
        businessNumber: '',
        taxNumber: '',
        defaultCurrency: 'USD',
        paymentTermsDays: 30,
        notes: '',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    },
  },
  maxUsageCount: 5,
};
const list: MockedResponse = {
  request: { query: CustomersDocument, variables: () => true },
  result: { data: { customers: { __typename: 'CustomerPage', items: [summary], hasMore: false } } },
  maxUsageCount: 10,
};

async function openCustomer(role: BusinessRole): Promise<void> {
  signInAs(role);
  renderWithApp(
    <Routes>
      <Route path="/customers/:id" element={<CustomerPage />} />
    </Routes>,
    { route: '/customers/4', mocks: [customer, list] },
  );
  await screen.findByRole('heading', { name: 'Details' });
}

describe('the customer pages by role', () => {
  it('the owner adds a customer, edits, merges and deletes', async () => {
    signInAs('owner');
    renderWithApp(<CustomersPage />, { mocks: [list] });
    expect(await screen.findByRole('button', { name: 'New customer' })).toBeInTheDocument();

    await openCustomer('owner');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Merge another customer into this one' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delete this customer' })).toBeInTheDocument();
  });

  it.each<BusinessRole>(['accountant', 'viewer'])('the %s reads the customers: nothing to add, save, merge or delete', async (role) => {
    signInAs(role);
    const { unmount } = renderWithApp(<CustomersPage />, { mocks: [list] });
    expect(await screen.findByRole('link', { name: 'Acme Cloud Inc' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New customer' })).not.toBeInTheDocument();
    unmount();

    await openCustomer(role);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('note')).toHaveTextContent(MEMBER_NOTES.customers);
    expect(within(details).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: /Merge|Delete/ })).not.toBeInTheDocument();
  });
});
