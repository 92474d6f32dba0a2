import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { InvoiceCountsDocument, InvoiceGroupsDocument, TsiShortfallDocument } from '../../generated/graphql';
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

/** The dashboard's TSI count, answering `n` after `delay` ms. */
const shortfall = (n: number, delay = 0): MockedResponse => ({
  request: { query: TsiShortfallDocument },
  result: { data: { tsiShortfall: n } },
  delay,
  maxUsageCount: 5,
});

async function open(role: BusinessRole, tsi: MockedResponse = shortfall(0)): Promise<void> {
  signInAs(role);
  renderWithApp(<DashboardPage />, { mocks: [counts, groups, tsi] });
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

describe("the dashboard's count of sent invoices that are not complete tax invoices (issue 27 item 3)", () => {
  const notice = () => screen.queryByText(/lacks? what a tax invoice must show/);

  it('shows the count with a link to the Invoices page, without holding up the dashboard', async () => {
    // The count answers well after the rest: the invoice list is there first, the notice after.
    await open('owner', shortfall(3, 400));
    expect(notice()).not.toBeInTheDocument();
    const status = await screen.findByText('3 sent invoices lack what a tax invoice must show.', {}, { timeout: 2000 });
    const box = status.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent(
      '3 sent invoices lack what a tax invoice must show. Open each from the Invoices page: its page lists what it lacks and where to fix it.',
    );
    expect(within(box).getByRole('link', { name: 'Invoices page' })).toHaveAttribute('href', '/invoices');
  });

  it('says one invoice in the singular', async () => {
    await open('viewer', shortfall(1));
    expect(await screen.findByText('1 sent invoice lacks what a tax invoice must show.')).toBeInTheDocument();
  });

  it('shows nothing when every sent invoice is complete', async () => {
    await open('owner', shortfall(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notice()).not.toBeInTheDocument();
  });
});
