import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { Route, Routes } from 'react-router-dom';
import { InvoiceDocument, InvoiceEmailDraftDocument } from '../../generated/graphql';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import InvoiceEditPage from './InvoiceEditPage';

type Status = 'DRAFT' | 'SENT' | 'PAID';

function invoiceMock(status: Status): MockedResponse {
  return {
    request: { query: InvoiceDocument, variables: { number: '7' } },
    result: {
      data: {
        invoiceByNumber: {
          __typename: 'Invoice',
          id: '7',
          number: 7,
          label: 'INV-0007',
          counterparty: 'Acme Cloud Inc',
          currency: 'USD',
          amount: '1200.00',
          issuedDate: '2026-03-01',
          dueDate: '2026-03-31',
          status,
          archived: false,
          writtenOff: false,
          sentDate: status === 'DRAFT' ? null : '2026-03-01',
          paidDate: status === 'PAID' ? '2026-03-20' : null,
          customerId: null,
          createdAt: '2026-03-01T01:00:00.000Z',
          updatedAt: '2026-03-01T01:00:00.000Z',
          customerEmail: 'ap@acme.example',
          customerAddress: '',
          reference: '',
          paymentTerms: '',
          notes: '',
          settlementRate: status === 'PAID' ? '1.65' : null,
          settlementRateSource: status === 'PAID' ? 'given' : null,
          settlementRateDate: null,
          realisedGainNzd: status === 'PAID' ? '12.00' : null,
          // Just paid: the owner may still reverse it.
          paidAt: status === 'PAID' ? new Date().toISOString() : null,
          auditEvents: [],
        },
      },
    },
  };
}

const email = (id: string, reminder: number | null, sentAt: string) => ({
  __typename: 'InvoiceEmail' as const,
  id,
  to: 'ap@acme.example',
  cc: [],
  subject: 'Invoice INV-0007',
  sentBy: reminder ? 'system (overdue reminder)' : 'kiri@example.co.nz',
  sentAt,
  reminder,
});

const emailsMock: MockedResponse = {
  request: { query: InvoiceEmailDraftDocument, variables: { id: '7' } },
  result: {
    data: {
      invoiceEmailDraft: { __typename: 'InvoiceEmailDraft', enabled: true, to: 'ap@acme.example', subject: 'Invoice', message: 'Hi' },
      invoiceEmails: [
        email('e3', 2, '2026-04-14T01:00:00.000Z'),
        email('e2', 1, '2026-04-07T01:00:00.000Z'),
        email('e1', null, '2026-03-01T01:00:00.000Z'),
      ],
    },
  },
  maxUsageCount: 5,
};

async function open(role: BusinessRole, status: Status): Promise<void> {
  signInAs(role);
  renderWithApp(
    <Routes>
      <Route path="/invoices/edit/:number" element={<InvoiceEditPage />} />
    </Routes>,
    { route: '/invoices/edit/7', mocks: [invoiceMock(status), emailsMock] },
  );
  await screen.findByRole('heading', { level: 1, name: /#7/ });
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('the invoice page by role', () => {
  it('the owner edits a draft: Save, Send, Delete Draft, E-mail Invoice and the PDF', async () => {
    await open('owner', 'DRAFT');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit invoice #7');
    for (const name of ['Save Changes', 'Send', 'Delete Draft', 'Download PDF']) expect(button(name)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'E-mail Invoice' })).toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toBeEnabled();
  });

  it('the owner has Mark Paid on a sent invoice', async () => {
    await open('owner', 'SENT');
    expect(button('Mark Paid')).toBeInTheDocument();
  });

  it('the accountant reads a sent invoice read-only, with Mark Paid and the PDF only', async () => {
    await open('accountant', 'SENT');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invoice #7');
    expect(screen.getByRole('note')).toHaveTextContent(MEMBER_NOTES.invoiceAccountant);
    expect(button('Mark Paid')).toBeInTheDocument();
    expect(button('Download PDF')).toBeInTheDocument();
    for (const name of ['Save Changes', 'Send', 'Delete Draft', 'E-mail Invoice']) expect(button(name)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toBeDisabled();
    // The e-mail history is still theirs to read.
    expect(await screen.findByRole('list', { name: 'E-mails of Invoice #7' })).toBeInTheDocument();
  });

  it('the viewer reads it: no Mark Paid, Save, Send, Delete or E-mail; the PDF stays', async () => {
    await open('viewer', 'SENT');
    expect(screen.getByRole('note')).toHaveTextContent(MEMBER_NOTES.invoiceViewer);
    for (const name of ['Mark Paid', 'Save Changes', 'Send', 'Delete Draft', 'E-mail Invoice'])
      expect(button(name)).not.toBeInTheDocument();
    expect(button('Download PDF')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toBeDisabled();
  });

  it.each<[BusinessRole, boolean]>([
    ['owner', true],
    ['accountant', false],
    ['viewer', false],
  ])('a paid invoice: %s sees Reverse payment: %s', async (role, shown) => {
    await open(role, 'PAID');
    expect(screen.getByRole('region', { name: 'Payment' })).toBeInTheDocument();
    if (shown) expect(button('Reverse payment')).toBeInTheDocument();
    else expect(button('Reverse payment')).not.toBeInTheDocument();
  });

  it('the e-mail history names each overdue reminder', async () => {
    await open('viewer', 'SENT');
    const items = within(await screen.findByRole('list', { name: 'E-mails of Invoice #7' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Reminder 2', 'Reminder 1', 'Invoice']);
    expect(items[2]).toHaveTextContent('by kiri@example.co.nz');
    expect(items[0]).not.toHaveTextContent('system (overdue reminder)');
  });
});
