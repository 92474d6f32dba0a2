import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PREFERENCES } from '@keafx/schema';
import { PreferencesDocument, ReminderSettingsDocument } from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { PreferencesTab } from './PreferencesTab';

const preferences: MockedResponse = {
  request: { query: PreferencesDocument },
  result: { data: { preferences: { __typename: 'Preferences', ...DEFAULT_PREFERENCES, timeZone: 'Europe/London', updatedAt: null } } },
};
const reminders: MockedResponse = {
  request: { query: ReminderSettingsDocument },
  result: {
    data: {
      reminderSettings: {
        __typename: 'ReminderSettings',
        enabled: false,
        firstAfterDays: 7,
        repeatEveryDays: 7,
        maxReminders: 3,
        mailEnabled: true,
        updatedAt: null,
      },
    },
  },
};

function signedInAs(businessRole: string): void {
  localStorage.setItem('auth_token', fakeToken(Math.floor(Date.now() / 1000) + 3600));
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'tama@kiwi.example', businessRole, businessName: 'Kiwi Exports' }));
}

describe('Settings, Preferences', () => {
  afterEach(() => localStorage.clear());

  it("the owner chooses the time zone, New Zealand's first, beside the formats", async () => {
    signedInAs('owner');
    renderWithApp(<PreferencesTab />, { mocks: [preferences, reminders] });
    const zone = await screen.findByLabelText('Time Zone');
    expect(zone).toHaveValue('Europe/London');
    expect(zone).toBeEnabled();
    expect([...(zone as HTMLSelectElement).options].slice(0, 2).map((o) => o.value)).toEqual(['Pacific/Auckland', 'Pacific/Chatham']);
  });

  it('a viewer reads every preference with its control disabled, yet can still retry a failed load', async () => {
    signedInAs('viewer');
    const failing: MockedResponse = { request: { query: PreferencesDocument }, result: { errors: [new GraphQLError('down')] } };
    renderWithApp(<PreferencesTab />, { mocks: [failing, preferences, reminders, reminders] });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry).toBeEnabled();
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByLabelText('Time Zone')).toBeDisabled());
    expect(screen.getByLabelText('Base Currency')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Weekly Exposure Report' })).toBeDisabled();
    expect(await screen.findByRole('switch', { name: 'Send overdue reminders' })).toBeDisabled();
  });
});
