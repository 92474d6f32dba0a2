import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { HedgeBookDocument } from '../../generated/graphql';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import HedgesPage from './HedgesPage';

const book: MockedResponse = {
  request: { query: HedgeBookDocument },
  result: {
    data: {
      hedges: {
        __typename: 'HedgeContractPage',
        hasMore: false,
        items: [
          {
            __typename: 'HedgeContract',
            id: '3',
            currency: 'USD',
            amount: '50000.00',
            lockedRate: '1.6500',
            tradeDate: '2026-01-05',
            maturityDate: '2026-06-30',
            bank: 'ANZ',
            reference: 'FWD-1',
            status: 'OPEN',
            settledOn: null,
            settlementRate: null,
            realisedGainLoss: null,
            cancelledOn: null,
            closedAt: null,
          },
        ],
      },
      hedgePolicy: { __typename: 'HedgePolicy', m0_3: '0.5', m3_6: '0.25', m6_12: null, m12plus: null },
    },
  },
  maxUsageCount: 5,
};

async function open(role: BusinessRole): Promise<void> {
  signInAs(role);
  renderWithApp(<HedgesPage />, { mocks: [book] });
  await screen.findByTestId('hedge-row');
}

describe('the Hedges page by role', () => {
  it('the owner books, settles, cancels and sets the policy', async () => {
    await open('owner');
    expect(screen.getByRole('button', { name: 'Book contract' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settle contract #3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel contract #3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save policy' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Target for 0 to 3 months (%)' })).toBeEnabled();
  });

  it.each<BusinessRole>(['accountant', 'viewer'])('the %s reads the book and the policy, and is told who changes them', async (role) => {
    await open(role);
    const booking = screen.getByRole('region', { name: 'Book a forward contract' });
    expect(within(booking).getByRole('note')).toHaveTextContent(MEMBER_NOTES.hedgeBooking);
    expect(within(booking).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Settle|Cancel contract|Save policy/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Target for 0 to 3 months (%)' })).toBeDisabled();
    expect(screen.getByText(MEMBER_NOTES.hedgePolicy)).toBeInTheDocument();
  });
});
