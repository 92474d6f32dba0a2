import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { SavedScenariosDocument } from '../../generated/graphql';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import ScenarioAnalysisPage from './ScenarioAnalysisPage';

const saved: MockedResponse = {
  request: { query: SavedScenariosDocument },
  result: {
    data: {
      scenarios: [
        {
          __typename: 'SavedScenario',
          id: '1',
          name: 'USD down 10',
          date: '2026-03-01',
          tags: [],
          rateShock: '-10',
          includeDrafts: false,
          totalExposure: '10000.00',
          impactAmount: '-1000.00',
          affectedInvoiceCount: 2,
          affectedCurrencies: ['USD'],
          isPinned: false,
          rateSnapshotDate: '2026-03-01',
          shocks: [{ __typename: 'Shock', currency: 'USD', shock: '-0.1', percent: '-10' }],
          saved: { __typename: 'ScenarioResult', rateSnapshotDate: '2026-03-01' },
        },
      ],
    },
  },
  maxUsageCount: 5,
};

async function open(role: BusinessRole): Promise<void> {
  signInAs(role);
  renderWithApp(<ScenarioAnalysisPage />, { mocks: [saved] });
  await screen.findByTestId('saved-scenario');
}

describe('Scenario Analysis by role', () => {
  it('the owner saves, pins and deletes scenarios', async () => {
    await open('owner');
    expect(within(screen.getByRole('region', { name: 'Save this scenario' })).getByRole('button', { name: /Save/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin USD down 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete USD down 10' })).toBeInTheDocument();
  });

  it.each<BusinessRole>(['accountant', 'viewer'])('the %s loads and re-runs scenarios but keeps none', async (role) => {
    await open(role);
    const save = screen.getByRole('region', { name: 'Save this scenario' });
    expect(within(save).getByRole('note')).toHaveTextContent(MEMBER_NOTES.saveScenario);
    expect(within(save).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pin USD down 10' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete USD down 10' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load USD down 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Re-run at today's rates: USD down 10" })).toBeInTheDocument();
  });
});
