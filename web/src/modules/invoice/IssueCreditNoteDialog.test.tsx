import type { MockedResponse } from '@apollo/client/testing';
import { addDays, DEFAULT_PREFERENCES } from '@keafx/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IssueCreditNoteDocument, type IssueCreditNoteInput } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { buildFormat, FormatContext } from '../preferences/format';
import { businessToday } from './invoiceModel';
import { IssueCreditNoteDialog, type CreditNoteTarget } from './IssueCreditNoteDialog';

const TODAY = businessToday();
/** A date as the owner reads it (the default preferences: dd/mm/yyyy). */
const shown = (iso: string): string => iso.split('-').reverse().join('/');

/** INV-0001: NZD, one line of 1 × 1,150.00 at 15%, prices excluding GST: 1,322.50, all of it outstanding. */
const INVOICE: CreditNoteTarget = {
  id: '1',
  label: 'INV-0001',
  currency: 'NZD',
  issuedDate: addDays(TODAY, -20),
  outstandingAmount: '1322.50',
  pricesIncludeGst: false,
  treatments: ['standard'],
};

const NOTE = {
  __typename: 'CreditNote' as const,
  number: 1,
  label: 'CN-0001',
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
  supplyRate: { __typename: 'SupplyRate' as const, rate: '1', source: 'NZD', type: 'SPOT' as const, date: INVOICE.issuedDate },
  createdAt: new Date().toISOString(),
};

const issuing = (input: IssueCreditNoteInput, result: MockedResponse['result']): MockedResponse => ({
  request: { query: IssueCreditNoteDocument, variables: { invoiceId: '1', input } },
  result,
});

function open(mocks: MockedResponse[], invoice: CreditNoteTarget = INVOICE) {
  const onClose = jest.fn();
  const onIssued = jest.fn();
  renderWithApp(
    <FormatContext.Provider value={buildFormat(DEFAULT_PREFERENCES)}>
      <IssueCreditNoteDialog invoice={invoice} onClose={onClose} onIssued={onIssued} />
    </FormatContext.Provider>,
    { mocks },
  );
  return { onClose, onIssued, dialog: screen.getByRole('dialog', { name: `Issue a credit note against ${invoice.label}` }) };
}

const type = (label: string | RegExp, value: string): void => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const summary = (): HTMLElement => screen.getByTestId('credit-note-summary');

describe('IssueCreditNoteDialog: a credit note asks first', () => {
  it('opens on the reason, dated today, crediting an amount, with what is outstanding', () => {
    const { dialog } = open([]);
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    expect(screen.getByLabelText('Date')).toHaveValue(TODAY);
    expect(screen.getByRole('radio', { name: 'An amount' })).toBeChecked();
    expect(within(dialog).getByText('$1,322.50')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Credit total—');
  });

  it('refuses a blank reason and amount beside their fields, focuses the first, and sends nothing', async () => {
    const { onIssued, dialog } = open([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Reason is required');
    expect(reason).toHaveFocus();
    expect(screen.getByLabelText('Amount (NZD, including GST)')).toHaveAccessibleDescription('Amount is required');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onIssued).not.toHaveBeenCalled();
  });

  it("says a date in the future or before the invoice's issue date in the owner's date format, and an amount in another number format", () => {
    open([]);
    type('Date', addDays(TODAY, 1));
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(`Date cannot be in the future (today is ${shown(TODAY)})`);
    type('Date', addDays(INVOICE.issuedDate, -1));
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
      `Date cannot be before the invoice's issue date (${shown(INVOICE.issuedDate)})`,
    );
    type('Amount (NZD, including GST)', '575,5');
    expect(screen.getByLabelText('Amount (NZD, including GST)')).toHaveAccessibleDescription(
      'Amount must be a number written like 1,234.56 or 1234.56 (your number format: a point before the decimals)',
    );
    type('Amount (NZD, including GST)', '575.123');
    expect(screen.getByLabelText('Amount (NZD, including GST)')).toHaveAccessibleDescription(
      'Amount must have at most 2 decimal places for NZD',
    );
  });

  it('Cancel closes and sends nothing', async () => {
    const sent = jest.fn(() => ({ data: { issueCreditNote: NOTE } }));
    const { onClose, onIssued, dialog } = open([issuing({ reason: 'Half the work was not done', date: TODAY, amount: '575.00' }, sent)]);
    type('Reason', 'Half the work was not done');
    type('Amount (NZD, including GST)', '575.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(sent).not.toHaveBeenCalled();
    expect(onIssued).not.toHaveBeenCalled();
  });

  it('issues by amount: 575.00 at 15% including GST is 500.00 and GST 75.00, leaving 747.50', async () => {
    const { onIssued, dialog } = open([
      issuing({ reason: 'Half the work was not done', date: TODAY, amount: '575.00' }, { data: { issueCreditNote: NOTE } }),
    ]);
    type('Reason', 'Half the work was not done');
    type('Amount (NZD, including GST)', '575');
    expect(summary()).toHaveTextContent('Subtotal$500.00GST$75.00Credit total$575.00Outstanding after$747.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledWith(expect.objectContaining({ label: 'CN-0001', amount: '575.00' })));
  });

  it('issues by lines: 1 × 500.00 at 15%, prices excluding GST, is GST 75.00 and 575.00', async () => {
    const { onIssued, dialog } = open([
      issuing(
        {
          reason: 'Half the work was not done',
          date: TODAY,
          lines: [{ description: 'Design, half', quantity: '1', unitPrice: '500', gstTreatment: 'STANDARD' }],
          pricesIncludeGst: false,
        },
        { data: { issueCreditNote: { ...NOTE, pricesIncludeGst: false } } },
      ),
    ]);
    type('Reason', 'Half the work was not done');
    fireEvent.click(screen.getByRole('radio', { name: 'Lines' }));
    expect(screen.getByRole('checkbox', { name: 'Prices include GST' })).not.toBeChecked();
    type('Line 1 description', 'Design, half');
    type('Line 1 unit price', '500.00');
    // Only the treatments the invoice used.
    expect(
      within(screen.getByLabelText('Line 1 GST'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GST 15%']);
    expect(summary()).toHaveTextContent('Subtotal$500.00GST$75.00Credit total$575.00Outstanding after$747.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledWith(expect.objectContaining({ label: 'CN-0001', gstAmount: '75.00' })));
  });

  it('shows the api refusing more than is outstanding beside the amount, and clears it once the amount changes', async () => {
    const message = 'A credit note may take off at most what INV-0001 still has outstanding, NZD 1,322.50; this one comes to NZD 1,400.00';
    const { onIssued, dialog } = open([
      issuing(
        { reason: 'Overcharged', date: TODAY, amount: '1400.00' },
        {
          errors: [
            new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'amount', fields: [{ field: 'amount', message }] } }),
          ],
        },
      ),
    ]);
    type('Reason', 'Overcharged');
    type('Amount (NZD, including GST)', '1,400');
    expect(summary()).toHaveTextContent('Outstanding afterMore than the $1,322.50 outstanding');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    const amount = screen.getByLabelText('Amount (NZD, including GST)');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(onIssued).not.toHaveBeenCalled();
    type('Amount (NZD, including GST)', '1,322.50');
    expect(amount).toHaveAttribute('aria-invalid', 'false');
  });

  it("with lines, the api's refusal of their total is said below them and focused, once", async () => {
    const message = 'A credit note may take off at most what INV-0001 still has outstanding, NZD 1,322.50; this one comes to NZD 1,380.00';
    const { onIssued } = open([
      issuing(
        {
          reason: 'Overcharged',
          date: TODAY,
          lines: [{ description: '', quantity: '2', unitPrice: '600', gstTreatment: 'STANDARD' }],
          pricesIncludeGst: false,
        },
        {
          errors: [
            new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'lines', fields: [{ field: 'lines', message }] } }),
          ],
        },
      ),
    ]);
    type('Reason', 'Overcharged');
    fireEvent.click(screen.getByRole('radio', { name: 'Lines' }));
    type('Line 1 quantity', '2');
    type('Line 1 unit price', '600');
    fireEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(screen.getByText(message)).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onIssued).not.toHaveBeenCalled();
  });

  it('an invoice of several GST treatments is credited by lines, each at one of its treatments', () => {
    open([], { ...INVOICE, treatments: ['standard', 'zero_rated'] });
    expect(screen.getByRole('radio', { name: 'An amount' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Lines' })).toBeChecked();
    expect(
      within(screen.getByLabelText('Line 1 GST'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GST 15%', 'Zero-rated (0%)']);
  });

  it('closes on Escape', () => {
    const { onClose } = open([]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
