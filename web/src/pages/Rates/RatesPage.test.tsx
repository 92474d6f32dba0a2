import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { RateHistoryDocument, RatesScreenDocument } from '../../generated/graphql';
import { rateFixture } from '../../modules/rates/rateFixture';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import RatesPage from './RatesPage';

const own = rateFixture({ id: '9', nzdPerUnit: '1.66', source: 'manual', effectiveDate: '2026-06-15', own: true, stale: false });
const typed = <T extends object>(name: string, o: T) => ({ __typename: name, ...o });

const screenMock: MockedResponse = {
  request: { query: RatesScreenDocument },
  result: {
    data: {
      rates: typed('Rates', { rates: [typed('Rate', own)], warnings: [] }),
      rateFeedStatus: typed('RateFeedStatus', {
        configured: false,
        url: null,
        intervalSeconds: 3600,
        failing: false,
        message: 'The rate feed is off.',
        lastRun: null,
        lastSuccess: null,
        lastFailure: null,
      }),
    },
  },
  maxUsageCount: 5,
};
const historyMock: MockedResponse = {
  request: { query: RateHistoryDocument, variables: () => true },
  result: { data: { rateHistory: [typed('Rate', own), typed('Rate', rateFixture())] } },
  maxUsageCount: 5,
};

async function open(role: BusinessRole): Promise<HTMLElement> {
  signInAs(role);
  renderWithApp(<RatesPage />, { mocks: [screenMock, historyMock] });
  await screen.findByRole('heading', { name: 'USD rate history' });
  return screen.findByTestId('rate-history').then(async (h) => {
    await within(h).findByText(/All 2 entries/);
    return h;
  });
}

const voidButton = (history: HTMLElement) => within(history).queryByRole('button', { name: /^Void/ });
const recordRate = () => screen.queryByRole('button', { name: 'Record Rate' });

describe('the Rates page by role', () => {
  it('the owner records a rate and voids their own', async () => {
    const history = await open('owner');
    expect(recordRate()).toBeInTheDocument();
    expect(voidButton(history)).toBeInTheDocument();
  });

  it('the accountant records a rate but voids none', async () => {
    const history = await open('accountant');
    expect(recordRate()).toBeInTheDocument();
    expect(voidButton(history)).not.toBeInTheDocument();
  });

  it('the viewer reads the rates and is told who records them', async () => {
    const history = await open('viewer');
    expect(recordRate()).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Record a rate' });
    expect(within(card).getByRole('note')).toHaveTextContent(MEMBER_NOTES.recordRate);
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(voidButton(history)).not.toBeInTheDocument();
  });
});
