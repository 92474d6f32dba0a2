import type { MockedResponse } from '@apollo/client/testing';
import { addDays, DEFAULT_PREFERENCES } from '@keafx/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CancelHedgeDocument, HedgeSettlementPreviewDocument, type HedgeFieldsFragment } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { businessToday } from '../invoice/invoiceModel';
import { buildFormat, FormatContext } from '../preferences/format';
import { HedgeActionDialog } from './HedgeActionDialog';

const TODAY = businessToday();
const CONTRACT: HedgeFieldsFragment = {
  id: '7',
  currency: 'USD',
  amount: '60000.00',
  lockedRate: '1.6',
  tradeDate: addDays(TODAY, -10),
  maturityDate: addDays(TODAY, 50),
  bank: 'ANZ',
  reference: 'FWD-1',
  status: 'OPEN',
  settledOn: null,
  settlementRate: null,
  realisedGainLoss: null,
  cancelledOn: null,
  closedAt: null,
};

function open(kind: 'settle' | 'cancel', mocks: MockedResponse[] = []) {
  const onDone = jest.fn();
  renderWithApp(
    <FormatContext.Provider value={buildFormat(DEFAULT_PREFERENCES)}>
      <HedgeActionDialog kind={kind} contract={CONTRACT} onClose={jest.fn()} onDone={onDone} />
    </FormatContext.Provider>,
    { mocks },
  );
  return { onDone };
}

describe('HedgeActionDialog: Settle and Cancel ask first', () => {
  it("Settle shows the contract and the api's realised gain for today's rate before anything changes", async () => {
    open('settle', [
      {
        request: { query: HedgeSettlementPreviewDocument, variables: { id: '7', settlementDate: TODAY } },
        result: {
          data: {
            hedgeSettlementPreview: {
              __typename: 'HedgeSettlementPreview',
              settlementDate: TODAY,
              settlementRate: '1.54',
              realisedGainLoss: '3600.00',
            },
          },
        },
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Settle contract #7?' });
    expect(dialog).toHaveTextContent('Locked rate1.6 NZD per USD ($96,000.00)');
    const figures = await within(dialog).findByTestId('settlement-figures', {}, { timeout: 2000 });
    expect(figures).toHaveTextContent("1.54 NZD per USD (today's rate)");
    expect(figures).toHaveTextContent('Realisedgain of $3,600.00 against the locked rate');
  });

  it('refuses a settlement date before the trade date, by its label, beside the field', () => {
    open('settle');
    const date = screen.getByLabelText('Settlement date');
    fireEvent.change(date, { target: { value: addDays(CONTRACT.tradeDate, -1) } });
    expect(date).toHaveAccessibleDescription(
      `Settlement date cannot be before the contract's trade date (${CONTRACT.tradeDate.split('-').reverse().join('/')})`,
    );
  });

  it('Cancel says what it gives up and cancels only when confirmed', async () => {
    const { onDone } = open('cancel', [
      {
        request: { query: CancelHedgeDocument, variables: { id: '7' } },
        result: {
          data: {
            cancelHedge: {
              __typename: 'HedgeContract',
              ...CONTRACT,
              status: 'CANCELLED',
              cancelledOn: TODAY,
              closedAt: new Date().toISOString(),
            },
          },
        },
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Cancel contract #7?' });
    expect(dialog).toHaveTextContent('The contract stops counting as cover');
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel contract #7' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'CANCELLED' })));
  });
});
