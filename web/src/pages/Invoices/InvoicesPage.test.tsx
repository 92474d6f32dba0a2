import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { InvoiceCountsDocument, InvoicesDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import InvoicesPage from './InvoicesPage';

const counts: MockedResponse = {
  request: { query: InvoiceCountsDocument, variables: () => true },
  result: {
    data: {
      invoiceCounts: { __typename: 'InvoiceCounts', all: 2, draft: 0, sent: 0, overdue: 1, paid: 1, active: 2, archive: 0, writeoffs: 0 },
    },
  },
  maxUsageCount: 5,
};

const invoice = (n: number, status: 'OVERDUE' | 'PAID') => ({
  __typename: 'Invoice' as const,
  id: String(n),
  number: n,
  label: `INV-000${n}`,
  counterparty: 'Acme Cloud Inc',
  currency: 'USD',
  amount: '1200.00',
  issuedDate: '2026-01-01',
  dueDate: '2026-01-31',
  status,
  archived: false,
  writtenOff: false,
  sentDate: '2026-01-01',
  paidDate: status === 'PAID' ? '2026-02-02' : null,
});

const list: MockedResponse = {
  request: { query: InvoicesDocument, variables: () => true },
  result: {
    data: {
      invoices: { __typename: 'InvoicePage', items: [invoice(2, 'OVERDUE'), invoice(1, 'PAID')], hasMore: false, limit: 50, offset: 0 },
    },
  },
  maxUsageCount: 5,
};

async function open(role: BusinessRole): Promise<void> {
  signInAs(role);
  renderWithApp(<InvoicesPage />, { mocks: [counts, list] });
  await screen.findByText('INV-0002');
}

const OWNER_ONLY = ['New Invoice', 'Import CSV', 'Download Template', 'Write Off INV-0002', 'Archive INV-0001', 'Select all invoices'];

describe('the Invoices page by role', () => {
  it('the owner creates, imports, selects and files', async () => {
    await open('owner');
    expect(screen.getByRole('link', { name: 'New Invoice' })).toBeInTheDocument();
    for (const name of OWNER_ONLY.slice(1, 5)) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all invoices' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bulk actions' })).toBeInTheDocument();
  });

  it.each<BusinessRole>(['accountant', 'viewer'])('the %s reads, searches and exports; nothing to create, select or file', async (role) => {
    await open(role);
    expect(screen.queryByRole('link', { name: 'New Invoice' })).not.toBeInTheDocument();
    for (const name of OWNER_ONLY) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
    for (const name of ['Export CSV', 'Export PDF', 'View Details of INV-0002'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by company or currency' })).toBeInTheDocument();
  });
});
