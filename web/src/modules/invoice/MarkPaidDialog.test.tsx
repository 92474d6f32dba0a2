import type { MockedResponse } from '@apollo/client/testing';
import { addDays, DEFAULT_PREFERENCES } from '@keafx/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PayInvoiceDocument, PaymentPreviewDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { UndoNotice } from '../../ui/UndoNotice';
import { buildFormat, FormatContext } from '../preferences/format';
import { ConfirmBulkDialog } from './ConfirmBulkDialog';
import { businessToday, type UiInvoice } from './invoiceModel';
import { MarkPaidDialog } from './MarkPaidDialog';

const TODAY = businessToday();
/** A date as the owner reads it (the default preferences: dd/mm/yyyy). */
const shown = (iso: string): string => iso.split('-').reverse().join('/');
const INVOICE = { id: '4', label: 'INV-0004', customer: 'Acme Ltd', currency: 'USD', amount: '1200.50', issuedDate: addDays(TODAY, -30) };

const previewMock = (variables: Record<string, string>, answer: { settlementRate: string; realisedGainNzd: string }): MockedResponse => ({
  request: { query: PaymentPreviewDocument, variables: { id: '4', ...variables } },
  result: {
    data: {
      paymentPreview: {
        __typename: 'PaymentPreview',
        paymentDate: variables.paymentDate ?? TODAY,
        bookedRate: '1.54',
        settlementRate: answer.settlementRate,
        settlementRateSource: variables.settlementRate ? 'given' : 'built-in',
        settlementRateDate: variables.paymentDate ?? TODAY,
        realisedGainNzd: answer.realisedGainNzd,
        realisedGainNote: null,
      },
    },
  },
});

function open(mocks: MockedResponse[]) {
  const onClose = jest.fn();
  const onPaid = jest.fn();
  renderWithApp(
    <FormatContext.Provider value={buildFormat(DEFAULT_PREFERENCES)}>
      <button type="button">Mark Paid</button>
      <MarkPaidDialog invoice={INVOICE} onClose={onClose} onPaid={onPaid} />
    </FormatContext.Provider>,
    { mocks },
  );
  return { onClose, onPaid, dialog: screen.getByRole('dialog', { name: 'Mark INV-0004 paid?' }) };
}

describe('MarkPaidDialog: Mark Paid asks first', () => {
  it("opens with focus on the payment date, shows the invoice, amount and the api's figures (rate, NZD received, realised gain)", async () => {
    const { dialog } = open([previewMock({ paymentDate: TODAY }, { settlementRate: '1.54', realisedGainNzd: '0' })]);
    expect(screen.getByLabelText('Payment date')).toHaveFocus();
    expect(within(dialog).getByText('INV-0004 · Acme Ltd')).toBeInTheDocument();
    expect(within(dialog).getByText('US$1,200.50')).toBeInTheDocument();
    const figures = await within(dialog).findByTestId('payment-figures', {}, { timeout: 2000 });
    expect(figures).toHaveTextContent("1.54 NZD per USD: today's rate (built-in)");
    // 1,200.50 × 1.54 = 1,848.77 by the shared nzdValue
    expect(figures).toHaveTextContent('NZD received$1,848.77');
    expect(figures).toHaveTextContent('Realisedno gain or loss');
  });

  it('a rate typed by the person gives the gain the api works out, and Mark paid sends that date and rate', async () => {
    const yesterday = addDays(TODAY, -1);
    const paid = {
      __typename: 'Invoice',
      id: '4',
      number: 4,
      label: 'INV-0004',
      counterparty: 'Acme Ltd',
      currency: 'USD',
      amount: '1200.50',
      issuedDate: INVOICE.issuedDate,
      dueDate: TODAY,
      status: 'PAID',
      archived: false,
      writtenOff: false,
      sentDate: INVOICE.issuedDate,
      paidDate: yesterday,
      settlementRate: '1.6',
      settlementRateSource: 'given',
      settlementRateDate: yesterday,
      realisedGainNzd: '72.03',
      paidAt: new Date().toISOString(),
    };
    const { onPaid, dialog } = open([
      previewMock({ paymentDate: TODAY }, { settlementRate: '1.54', realisedGainNzd: '0' }),
      previewMock({ paymentDate: yesterday, settlementRate: '1.6' }, { settlementRate: '1.6', realisedGainNzd: '72.03' }),
      {
        request: { query: PayInvoiceDocument, variables: { id: '4', paymentDate: yesterday, settlementRate: '1.6' } },
        result: { data: { payInvoice: paid } },
      },
    ]);
    fireEvent.change(screen.getByLabelText('Payment date'), { target: { value: yesterday } });
    fireEvent.change(screen.getByLabelText('Settlement rate (NZD per 1 USD)'), { target: { value: '1.6' } });
    await waitFor(() => expect(within(dialog).getByTestId('payment-figures')).toHaveTextContent('gain of $72.03'), { timeout: 2000 });
    expect(within(dialog).getByTestId('payment-figures')).toHaveTextContent('the rate you gave');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'PAID', realisedGainNzd: '72.03' })));
  });

  it("refuses a future date or one before the issue date beside the field, by its label and in the owner's date format, and sends nothing", async () => {
    const { onPaid, dialog } = open([]);
    const date = screen.getByLabelText('Payment date');
    fireEvent.change(date, { target: { value: addDays(TODAY, 1) } });
    expect(date).toHaveAccessibleDescription(`Payment date cannot be in the future (today is ${shown(TODAY)})`);
    fireEvent.change(date, { target: { value: addDays(INVOICE.issuedDate, -1) } });
    expect(date).toHaveAccessibleDescription(`Payment date cannot be before the invoice's issue date (${shown(INVOICE.issuedDate)})`);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onPaid).not.toHaveBeenCalled();
    expect(date).toHaveFocus();
    expect(within(dialog).getByText('Correct the fields above to see the figures.')).toBeInTheDocument();
  });

  it('closes on Escape (the shared Modal, whose own test holds the focus going back to the opener)', () => {
    const { onClose } = open([]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('UndoNotice: the done message with its Undo', () => {
  it('announces the action in a status region, and Undo (a real button) runs it back and says so', async () => {
    const undo = jest.fn().mockResolvedValue('Payment of INV-0004 reversed: it is sent again.');
    renderWithApp(<UndoNotice outcome={{ kind: 'success', text: 'Marked INV-0004 paid.', undo, focusUndo: true }} onDismiss={jest.fn()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Marked INV-0004 paid.');
    const button = within(status).getByRole('button', { name: 'Undo' });
    expect(button).toHaveFocus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Payment of INV-0004 reversed: it is sent again.'));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('says why when the undo fails', async () => {
    const undo = jest.fn().mockRejectedValue(new Error('The payment of INV-0004 was recorded more than 7 days ago.'));
    renderWithApp(<UndoNotice outcome={{ kind: 'success', text: 'Marked INV-0004 paid.', undo }} onDismiss={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment of INV-0004 was recorded more than 7 days ago.');
  });
});

describe('ConfirmBulkDialog: Write Off asks first', () => {
  const inv = (n: number, amount: string, currency = 'USD'): UiInvoice => ({
    id: String(n),
    number: n,
    label: `INV-000${n}`,
    customer: 'Acme Ltd',
    currency,
    amount,
    dueDate: '2026-05-01',
    issuedDate: '2026-04-01',
    status: 'overdue',
    archived: false,
    writtenOff: false,
  });

  it('lists the invoices and their exact total by currency, and changes nothing until confirmed', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    renderWithApp(
      <ConfirmBulkDialog
        kind="writeOff"
        invoices={[inv(1, '0.10'), inv(2, '0.20'), inv(3, '1000', 'JPY')]}
        onClose={jest.fn()}
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Write off 3 invoices?' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    expect(dialog).toHaveTextContent('Total: US$0.30 · JP¥1,000');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off 3 invoices' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it("shows the api's refusal in the dialog", async () => {
    const onConfirm = jest.fn().mockRejectedValue(new Error('Only overdue invoices can be written off'));
    renderWithApp(<ConfirmBulkDialog kind="writeOff" invoices={[inv(1, '5')]} onClose={jest.fn()} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Write off INV-0001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only overdue invoices can be written off');
  });
});
