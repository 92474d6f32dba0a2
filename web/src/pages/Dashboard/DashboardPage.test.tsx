import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { InvoiceCountsDocument, InvoiceGroupsDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import DashboardPage from './DashboardPage';

const counts: MockedResponse = {
  request: { query: InvoiceCountsDocument, variables: () => true },
  result: {
    data: {
      invoiceCounts: { __typename: 'InvoiceCounts', all: 2, draft: 1, sent: 1, overdue: 0, paid: 0, active: 2, archive: 0, writeoffs: 0 },
    },
  },
  maxUsageCount: 5,
};

const invoice = (n: number, status: 'DRAFT' | 'SENT') => ({
  __typename: 'Invoice' as const,
  id: String(n),
  number: n,
  label: `INV-000${n}`,
  counterparty: 'Acme Cloud Inc',
  currency: 'USD',
  amount: '1200.00',
  issuedDate: '2026-01-01',
  dueDate: '2099-01-31',
  status,
  archived: false,
  writtenOff: false,
  sentDate: status === 'SENT' ? '2026-01-01' : null,
  paidDate: null,
});

const groups: MockedResponse = {
  request: { query: InvoiceGroupsDocument, variables: () => true },
  result: {
    data: {
      invoiceGroups: {
        __typename: 'InvoiceGroupPage',
        groupBy: 'ID',
        totalGroups: 1,
        totalInvoices: 2,
        groupOffset: 0,
        hasMoreGroups: false,
        groups: [
          {
            __typename: 'InvoiceGroup',
            groupKey: 'all',
            groupLabel: 'All invoices',
            count: 2,
            totalAmount: null,
            totalCurrency: null,
            totalsByCurrency: null,
            earliestDue: null,
            nextCursor: null,
            invoices: [invoice(2, 'SENT'), invoice(1, 'DRAFT')],
          },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

async function open(role: BusinessRole): Promise<void> {
  signInAs(role);
  renderWithApp(<DashboardPage />, { mocks: [counts, groups] });
  await screen.findByRole('button', { name: 'Export PDF of invoice #2' });
}

const newInvoice = () => screen.queryByRole('link', { name: 'New Invoice' });
const send = () => screen.queryByRole('button', { name: 'Send invoice #1' });
const pay = () => screen.queryByRole('button', { name: 'Mark Paid: invoice #2' });

describe('the dashboard by role', () => {
  it('the owner creates, sends and marks paid', async () => {
    await open('owner');
    expect(newInvoice()).toBeInTheDocument();
    expect(send()).toBeInTheDocument();
    expect(pay()).toBeInTheDocument();
  });

  it('the accountant marks paid and exports; no New Invoice or Send', async () => {
    await open('accountant');
    expect(newInvoice()).not.toBeInTheDocument();
    expect(send()).not.toBeInTheDocument();
    expect(pay()).toBeInTheDocument();
  });

  it('the viewer reads and exports only', async () => {
    await open('viewer');
    expect(newInvoice()).not.toBeInTheDocument();
    expect(send()).not.toBeInTheDocument();
    expect(pay()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Invoices Page →' })).toBeInTheDocument();
  });
});
