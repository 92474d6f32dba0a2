import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VoidRateDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { rateFixture } from './rateFixture';
import { RateHistoryEntries } from './RateHistoryEntries';

const rate = rateFixture;
const HISTORY = [
  rate({ id: '9', nzdPerUnit: '155', source: 'manual', effectiveDate: '2026-06-15', own: true }),
  rate({
    id: '8',
    nzdPerUnit: '160',
    source: 'manual',
    effectiveDate: '2026-06-14',
    own: true,
    voidedAt: '2026-06-14T09:00:00.000Z',
    voidedBy: 'aroha@example.com',
  }),
  rate({}),
];

function voidMock(id: string): MockedResponse & { called: jest.Mock } {
  const called = jest.fn();
  return {
    called,
    request: { query: VoidRateDocument, variables: { id } },
    result: () => {
      called();
      const voided = { ...HISTORY[0]!, voidedAt: '2026-06-15T09:00:00.000Z', voidedBy: 'aroha@example.com' };
      return { data: { voidRate: { __typename: 'Rate', ...voided } } };
    },
  };
}

describe('RateHistoryEntries', () => {
  it('marks a voided rate Void in words and struck through, and offers Void only on the owner’s rates still in use', () => {
    renderWithApp(<RateHistoryEntries currency="USD" history={HISTORY} demo={false} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '15 Jun 2026: 155 NZD (spot, Entered by hand, yours) Void the USD rate 155 of 15 Jun 2026',
      expect.stringMatching(/^14 Jun 2026: 160 NZD \(spot, Entered by hand, yours\) Void voided 14 Jun 2026.* by aroha@example\.com$/),
      '31 Dec 2024: 1.54 NZD (spot, Built-in)',
    ]);
    expect(items[1]!.querySelector('s')?.textContent).toBe('14 Jun 2026: 160 NZD (spot, Entered by hand, yours)');
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Void/ })).toHaveLength(1);
    // Open from the start: the owner has rates of their own here.
    expect(screen.getByText(/All 3 entries/).closest('details')?.open).toBe(true);
  });

  it('asks before voiding; Cancel leaves it, Void rate voids it', async () => {
    const mock = voidMock('9');
    renderWithApp(<RateHistoryEntries currency="USD" history={HISTORY} demo={false} />, { mocks: [mock] });
    fireEvent.click(screen.getByRole('button', { name: 'Void the USD rate 155 of 15 Jun 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Void this USD rate?' });
    expect(dialog.textContent).toContain('Void your USD rate of 155 NZD per USD (spot, 15 Jun 2026)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mock.called).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Void the USD rate 155 of 15 Jun 2026' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void rate' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Voided your USD rate of 155 NZD per USD\.×$/));
    expect(mock.called).toHaveBeenCalledTimes(1);
  });

  it('offers no Void in the demo, and starts closed where nothing is the owner’s', () => {
    renderWithApp(<RateHistoryEntries currency="USD" history={HISTORY} demo />);
    expect(screen.queryByRole('button', { name: /^Void/ })).toBeNull();
    renderWithApp(<RateHistoryEntries currency="EUR" history={[rate({ currency: 'EUR' })]} demo={false} />);
    expect(screen.getByText(/All 1 entry/).closest('details')?.open).toBe(false);
  });
});
