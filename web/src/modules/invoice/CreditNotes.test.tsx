import type { MockedResponse } from '@apollo/client/testing';
import { addDays, DEFAULT_PREFERENCES } from '@keafx/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { InvoiceCreditNotesDocument, IssueCreditNoteDocument } from '../../generated/graphql';
import { DemoModeProvider, REAL_MODE, type DemoMode } from '../../layout/DemoMode';
import { renderWithApp } from '../../test/render';
import { buildFormat, FormatContext } from '../preferences/format';
import { CreditNotes, type CreditNotesInvoice } from './CreditNotes';
import { businessToday } from './invoiceModel';

const TODAY = businessToday();
const ISSUED = addDays(TODAY, -20);
/** A date as the owner reads it (the default preferences: dd/mm/yyyy). */
const shown = (iso: string): string => iso.split('-').reverse().join('/');

/** INV-0001 as the edit page has it: NZD, sent, one line at 15%, prices excluding GST (1 × 1,150.00 → 1,322.50). */
const INVOICE: CreditNotesInvoice = {
  id: '1',
  label: 'INV-0001',
  currency: 'NZD',
  status: 'SENT',
  issuedDate: ISSUED,
  writtenOff: false,
  pricesIncludeGst: false,
  lines: [{ gstTreatment: 'STANDARD' }],
};

const note = (n: number, over: Record<string, unknown> = {}) => ({
  __typename: 'CreditNote' as const,
  number: n,
  label: `CN-000${n}`,
  invoiceNumber: 1,
  invoiceLabel: 'INV-0001',
  issuedDate: TODAY,
  reason: 'Half the work was not done',
  currency: 'NZD',
  pricesIncludeGst: true,
  subtotal: '500.00',
  gstAmount: '75.00',
  amount: '575.00',
  gstNzd: '75.00',
  supplyRate: { __typename: 'SupplyRate' as const, rate: '1', source: 'NZD', type: 'SPOT' as const, date: ISSUED },
  createdAt: new Date().toISOString(),
  ...over,
});

const listed = (notes: ReturnType<typeof note>[], credited: string, outstanding: string): MockedResponse => ({
  request: { query: InvoiceCreditNotesDocument, variables: { number: '1' } },
  result: {
    data: {
      invoiceByNumber: { __typename: 'Invoice', id: '1', creditedAmount: credited, outstandingAmount: outstanding, creditNotes: notes },
    },
  },
});

function show(
  mocks: MockedResponse[],
  { invoice = INVOICE, mayIssue = true, mode = REAL_MODE }: { invoice?: CreditNotesInvoice; mayIssue?: boolean; mode?: DemoMode } = {},
) {
  renderWithApp(
    <FormatContext.Provider value={buildFormat(DEFAULT_PREFERENCES)}>
      <DemoModeProvider value={mode}>
        <CreditNotes invoice={invoice} mayIssue={mayIssue} />
      </DemoModeProvider>
    </FormatContext.Provider>,
    { mocks },
  );
  return screen.getByRole('region', { name: 'Credit notes' });
}

describe('CreditNotes: the edit page card', () => {
  it('lists each credit note (number, date, reason, amount, GST, GST in NZD) with its PDF, and what was credited and what is outstanding', async () => {
    const usd = note(2, {
      currency: 'USD',
      amount: '115.00',
      gstAmount: '15.00',
      gstNzd: '25.87',
      reason: 'Returned one',
      supplyRate: { __typename: 'SupplyRate', rate: '1.7245', source: 'feed', type: 'SPOT', date: ISSUED },
    });
    const card = show([listed([note(1), usd], '690.00', '632.50')]);
    const rows = await within(card).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(`CN-0001${shown(TODAY)}Half the work was not done$575.00$75.00$75.00Download PDF of CN-0001`);
    expect(rows[2]).toHaveTextContent(`US$115.00US$15.00$25.87at 1.7245 NZD per USD (ECB feed, Spot, ${shown(ISSUED)})`);
    expect(within(card).getByRole('button', { name: 'Download PDF of CN-0002' })).toBeEnabled();
    expect(within(card).getByLabelText('What credit notes took off INV-0001')).toHaveTextContent('Credited$690.00Outstanding$632.50');
    expect(within(card).getByRole('button', { name: 'Issue credit note' })).toBeInTheDocument();
  });

  it('says when there are none, and what a credit note is for', async () => {
    const card = show([listed([], '0.00', '1322.50')]);
    expect(await within(card).findByText('No credit notes.')).toBeInTheDocument();
    expect(card).toHaveTextContent('A credit note corrects a sent invoice: part or all of what it charged.');
    expect(card).toHaveTextContent('Credited$0.00Outstanding$1,322.50');
  });

  it.each<[string, Partial<CreditNotesInvoice>, boolean, string, boolean]>([
    ['sent: offered', {}, true, '1322.50', true],
    ['overdue: offered', { status: 'OVERDUE' }, true, '1322.50', true],
    ['paid: offered', { status: 'PAID' }, true, '1322.50', true],
    ['sent, to someone who may not issue: not offered', {}, false, '1322.50', false],
    ['a draft: not offered', { status: 'DRAFT' }, true, '1322.50', false],
    ['written off: not offered', { writtenOff: true }, true, '1322.50', false],
    ['credited in full: not offered', {}, true, '0.00', false],
  ])('Issue credit note on an invoice %s', async (_, change, mayIssue, outstanding, offered) => {
    const card = show([listed([], '0.00', outstanding)], { invoice: { ...INVOICE, ...change }, mayIssue });
    await within(card).findByText('No credit notes.');
    expect(within(card).queryByRole('button', { name: 'Issue credit note' }) !== null).toBe(offered);
  });

  it('says a failed load and tries again', async () => {
    const card = show([
      {
        request: { query: InvoiceCreditNotesDocument, variables: { number: '1' } },
        result: { errors: [new GraphQLError('The database is busy')] },
      },
      listed([note(1)], '575.00', '747.50'),
    ]);
    expect(await within(card).findByRole('alert')).toHaveTextContent('The database is busy');
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('CN-0001')).toBeInTheDocument();
  });

  it("downloads a credit note's PDF from the api's path and says so", async () => {
    const download = jest.fn().mockResolvedValue(null);
    const card = show([listed([note(1)], '575.00', '747.50')], { mode: { ...REAL_MODE, download } });
    fireEvent.click(await within(card).findByRole('button', { name: 'Download PDF of CN-0001' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('CN-0001 exported as PDF.');
    expect(download).toHaveBeenCalledWith('/me/credit-notes/1/export/pdf', 'credit_note_1.pdf', 'PDF of credit note CN-0001');
  });

  it('issues one through the dialog, then shows it and announces what it took off and what is left', async () => {
    const card = show([
      listed([], '0.00', '1322.50'),
      {
        request: {
          query: IssueCreditNoteDocument,
          variables: { invoiceId: '1', input: { reason: 'Half the work was not done', date: TODAY, amount: '575.00' } },
        },
        result: { data: { issueCreditNote: note(1) } },
      },
      listed([note(1)], '575.00', '747.50'),
    ]);
    fireEvent.click(await within(card).findByRole('button', { name: 'Issue credit note' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue a credit note against INV-0001' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Half the work was not done' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (NZD, including GST)'), { target: { value: '575.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        'Credit note CN-0001 issued: NZD 575.00 off INV-0001; NZD 747.50 outstanding.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByText('CN-0001')).toBeInTheDocument();
    expect(card).toHaveTextContent('Credited$575.00Outstanding$747.50');
  });
});
