import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { Route, Routes } from 'react-router-dom';
import {
  InvoiceDocument,
  InvoiceEmailDraftDocument,
  InvoiceTaxDocument,
  SendInvoiceDocument,
  UpdateInvoiceDocument,
  type UpdateInvoiceMutationVariables,
} from '../../generated/graphql';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import InvoiceEditPage from './InvoiceEditPage';

type Status = 'DRAFT' | 'SENT' | 'PAID';

const TSI = [
  {
    __typename: 'TsiIssue' as const,
    code: 'supplier_gst_number',
    field: 'gst_number',
    message: 'Add your GST number in Settings, Account: an invoice over NZD 200 must show it.',
  },
  {
    __typename: 'TsiIssue' as const,
    code: 'description',
    field: 'lines[2].description',
    message: 'Describe what line 2 supplied: every invoice must say what was sold.',
  },
  {
    __typename: 'TsiIssue' as const,
    code: 'recipient_identifier',
    field: 'customer_address',
    message:
      "Add the customer's address, e-mail, phone, trading name or business number: an invoice over NZD 1,000 must identify its recipient by one of them.",
  },
];
const CUSTOMER_ID = '6f1c2b8e-1d2a-4c4e-9a53-0d1f2e3a4b5c';

/** Two lines, 2 × 500.00 and 1 × 200.00, zero-rated: USD 1,200.00; once sent, at 1.6520 NZD per USD. */
const taxFields = (status: Status, issues: typeof TSI) => ({
  pricesIncludeGst: false,
  subtotal: '1200.00',
  gstAmount: '0.00',
  zeroRatedAmount: '1200.00',
  exemptAmount: '0.00',
  supplyDate: status === 'DRAFT' ? null : '2026-03-01',
  supplyRate:
    status === 'DRAFT'
      ? null
      : { __typename: 'SupplyRate' as const, rate: '1.652', source: 'Reserve Bank B1', type: 'SPOT', date: '2026-03-01' },
  gstNzd: status === 'DRAFT' ? null : '0.00',
  lines: [
    {
      __typename: 'InvoiceLine' as const,
      description: 'Design',
      quantity: '2',
      unitPrice: '500',
      gstTreatment: 'ZERO_RATED',
      lineTotal: '1000',
      gst: '0.00',
    },
    {
      __typename: 'InvoiceLine' as const,
      description: '',
      quantity: '1',
      unitPrice: '200',
      gstTreatment: 'ZERO_RATED',
      lineTotal: '200',
      gst: '0.00',
    },
  ],
  tsiIssues: issues,
});

/** What its zero-rated lines export (the form's "Zero-rated export" fieldset). */
interface ExportFacts {
  exportKind: string;
  exportDate: string | null;
  residencyEvidence: string[];
}
const SERVICES: ExportFacts = { exportKind: 'services', exportDate: null, residencyEvidence: [] };

function invoiceMock(status: Status, issues: typeof TSI = [], exported: ExportFacts = SERVICES): MockedResponse {
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
          customerId: issues.length ? CUSTOMER_ID : null,
          ...taxFields(status, issues),
          ...exported,
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

async function open(
  role: BusinessRole,
  status: Status,
  more: { issues?: typeof TSI; mocks?: MockedResponse[]; exported?: ExportFacts } = {},
): Promise<void> {
  signInAs(role);
  renderWithApp(
    <Routes>
      <Route path="/invoices/edit/:number" element={<InvoiceEditPage />} />
    </Routes>,
    { route: '/invoices/edit/7', mocks: [invoiceMock(status, more.issues, more.exported), emailsMock, ...(more.mocks ?? [])] },
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

describe('tax invoice checks and GST on the invoice page (issue 27)', () => {
  it('loads the lines into the form and shows the saved GST, and once sent the rate it was converted at', async () => {
    await open('owner', 'SENT');
    expect(screen.getByLabelText('Line 1 description')).toHaveValue('Design');
    expect(screen.getByLabelText('Line 1 quantity')).toHaveValue('2');
    expect(screen.getByLabelText('Line 2 unit price')).toHaveValue('200.00');
    expect(screen.getByLabelText('Line 2 GST')).toHaveValue('zero_rated');
    const gst = screen.getByRole('region', { name: 'GST' });
    expect(gst).toHaveTextContent('GST NZD 0.00 at 1.652 NZD per USD (Reserve Bank B1, Spot, 1 Mar 2026)');
    expect(within(gst).getByText('Date of supply').nextElementSibling).toHaveTextContent('1 Mar 2026');
    expect(screen.getByRole('region', { name: 'Tax invoice checks' })).toHaveTextContent('Nothing missing');
  });

  it('a draft lists what it lacks before it is sent, each with where to fix it', async () => {
    await open('owner', 'DRAFT', { issues: TSI });
    const checks = screen.getByRole('region', { name: 'Before you send' });
    const items = within(checks).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining(TSI[0]!.message),
      expect.stringContaining(TSI[1]!.message),
      expect.stringContaining(TSI[2]!.message),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Open Settings, Account' })).toHaveAttribute('href', '/settings');
    expect(within(items[2]!).getByRole('link', { name: 'Edit the customer' })).toHaveAttribute('href', `/customers/${CUSTOMER_ID}`);
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Go to line 2' }));
    expect(screen.getByLabelText('Line 2 description')).toHaveFocus();
    fireEvent.click(within(items[2]!).getByRole('button', { name: 'Go to the billing address' }));
    expect(screen.getByLabelText('Billing address')).toHaveFocus();
  });

  const taxCheck: MockedResponse = {
    request: { query: InvoiceTaxDocument, variables: { id: '7' } },
    result: { data: { invoice: { __typename: 'Invoice', id: '7', currency: 'USD', customerId: CUSTOMER_ID, ...taxFields('DRAFT', TSI) } } },
    maxUsageCount: 3,
  };

  it('Send asks first when the invoice lacks something; Cancel sends nothing', async () => {
    const sent = jest.fn(() => ({ data: { sendInvoice: null } }));
    await open('owner', 'DRAFT', {
      issues: TSI,
      mocks: [taxCheck, { request: { query: SendInvoiceDocument, variables: { id: '7' } }, result: sent }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Invoice #7 as it is?' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByText('Invoice #7 is not yet a complete tax invoice: 3 things are missing.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).not.toHaveBeenCalled();
  });

  it('Send anyway sends it', async () => {
    const sent = jest.fn(() => ({ errors: [{ message: 'Sent (the test stops here)', extensions: { code: 'CONFLICT' } }] }));
    await open('owner', 'DRAFT', {
      issues: TSI,
      mocks: [taxCheck, { request: { query: SendInvoiceDocument, variables: { id: '7' } }, result: sent }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Invoice #7 as it is?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    expect(await screen.findByText('Sent (the test stops here)')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('E-mail Invoice on a draft says what it lacks, since e-mailing sends it', async () => {
    await open('owner', 'DRAFT', { issues: TSI });
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Invoice #7' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Invoice #7 is not yet a complete tax invoice; sending the e-mail sends it as it is:',
    );
    expect(within(within(dialog).getByRole('note')).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('the zero-rated export on the invoice page (issue 27 item 4)', () => {
  const EVIDENCE_ISSUE = {
    __typename: 'TsiIssue' as const,
    code: 'zero_rating_evidence',
    field: 'residency_evidence',
    message:
      "Zero-rated services need 2 pieces of evidence that the customer is outside New Zealand: their billing address country is one; record another (their bank's country, where they are registered, or where the service was received).",
  };
  const DATE_ISSUE = {
    __typename: 'TsiIssue' as const,
    code: 'zero_rating_evidence',
    field: 'export_date',
    message: 'Give the date the goods left New Zealand: zero-rated goods must be exported within 28 days of the time of supply.',
  };
  const COUNTRY_ISSUE = {
    __typename: 'TsiIssue' as const,
    code: 'zero_rating_evidence',
    field: 'customer.country',
    message:
      "Zero-rated services need the customer's country on their record, outside New Zealand: without it nothing shows the supply was an export.",
  };

  /** UpdateInvoice, answering an error that stops the test once its variables are read. */
  function update(seen: UpdateInvoiceMutationVariables[]): MockedResponse {
    return {
      request: {
        query: UpdateInvoiceDocument,
        variables: (v: UpdateInvoiceMutationVariables) => {
          seen.push(v);
          return true;
        },
      },
      result: { errors: [{ message: 'Saved (the test stops here)', extensions: { code: 'CONFLICT' } }] },
    };
  }

  it('loads the saved goods and their date; clearing the date sends null, and nothing else changed is sent', async () => {
    const seen: UpdateInvoiceMutationVariables[] = [];
    await open('owner', 'DRAFT', {
      exported: { exportKind: 'goods', exportDate: '2026-03-10', residencyEvidence: [] },
      mocks: [update(seen)],
    });
    const group = screen.getByRole('group', { name: 'Zero-rated export' });
    expect(within(group).getByRole('radio', { name: 'Goods shipped overseas' })).toBeChecked();
    expect(within(group).getByLabelText('Date the goods left New Zealand')).toHaveValue('2026-03-10');
    fireEvent.click(within(group).getByRole('button', { name: 'Clear the date the goods left New Zealand' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Saved (the test stops here)')).toBeInTheDocument();
    expect(seen).toEqual([{ id: '7', input: { exportDate: null } }]);
  });

  it('sends the evidence ticked for services, in the shared order', async () => {
    const seen: UpdateInvoiceMutationVariables[] = [];
    await open('owner', 'DRAFT', { exported: { ...SERVICES, residencyEvidence: ['registration'] }, mocks: [update(seen)] });
    expect(screen.getByRole('checkbox', { name: 'The customer is registered (incorporated) outside New Zealand' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: "The customer's bank is outside New Zealand" }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Saved (the test stops here)')).toBeInTheDocument();
    expect(seen).toEqual([{ id: '7', input: { residencyEvidence: ['bank_country', 'registration'] } }]);
  });

  it("its TSI issues lead to the evidence, the export date and the customer's record", async () => {
    await open('owner', 'DRAFT', { issues: [EVIDENCE_ISSUE, COUNTRY_ISSUE] as unknown as typeof TSI });
    const checks = screen.getByRole('region', { name: 'Before you send' });
    const [evidence, country] = within(checks).getAllByRole('listitem');
    fireEvent.click(within(evidence!).getByRole('button', { name: 'Go to the residency evidence' }));
    expect(screen.getByRole('checkbox', { name: "The customer's bank is outside New Zealand" })).toHaveFocus();
    expect(within(country!).getByRole('link', { name: 'Edit the customer' })).toHaveAttribute('href', `/customers/${CUSTOMER_ID}`);
  });

  it('an export date still to give leads to its input', async () => {
    await open('owner', 'DRAFT', {
      issues: [DATE_ISSUE] as unknown as typeof TSI,
      exported: { exportKind: 'goods', exportDate: null, residencyEvidence: [] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to the export date' }));
    expect(screen.getByLabelText('Date the goods left New Zealand')).toHaveFocus();
  });
});
