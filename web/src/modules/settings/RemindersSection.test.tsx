import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ReminderSettingsDocument, UpdateReminderSettingsDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { RemindersSection } from './RemindersSection';

const settings = (over: Record<string, unknown> = {}) => ({
  __typename: 'ReminderSettings' as const,
  enabled: false,
  firstAfterDays: 7,
  repeatEveryDays: 7,
  maxReminders: 3,
  mailEnabled: true,
  updatedAt: null,
  ...over,
});
const read = (over: Record<string, unknown> = {}): MockedResponse => ({
  request: { query: ReminderSettingsDocument },
  result: { data: { reminderSettings: settings(over) } },
});

describe('Settings, Preferences: overdue reminders (issue 26)', () => {
  it('turns reminders on with a schedule and says it was saved', async () => {
    const save: MockedResponse = {
      request: {
        query: UpdateReminderSettingsDocument,
        variables: { input: { enabled: true, firstAfterDays: 10, repeatEveryDays: 7, maxReminders: 2 } },
      },
      result: {
        data: {
          updateReminderSettings: settings({ enabled: true, firstAfterDays: 10, maxReminders: 2, updatedAt: '2026-11-27T01:00:00Z' }),
        },
      },
    };
    renderWithApp(<RemindersSection />, { mocks: [read(), save] });
    const toggle = await screen.findByRole('switch', { name: 'Send overdue reminders' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText('First reminder (days overdue)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('At most (per invoice)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Reminders' }));
    expect(await screen.findByText('✓ Reminders saved.')).toBeInTheDocument();
  });

  it('says a number out of range beside its field, in the words the form shows, and sends nothing', async () => {
    renderWithApp(<RemindersSection />, { mocks: [read()] });
    const first = await screen.findByLabelText('First reminder (days overdue)');
    fireEvent.change(first, { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('At most (per invoice)'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Reminders' }));
    expect(await screen.findByText('First reminder (days overdue) must be a whole number from 1 to 90')).toBeInTheDocument();
    expect(screen.getByText('At most (per invoice) must be a whole number from 1 to 10')).toBeInTheDocument();
    expect(first).toHaveFocus();
  });

  it('warns when the server cannot send mail, and a member sees the schedule without changing it', async () => {
    renderWithApp(<RemindersSection canChange={false} />, { mocks: [read({ mailEnabled: false, enabled: true })] });
    expect(await screen.findByText(/This server cannot send e-mail yet/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send overdue reminders' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Reminders' })).not.toBeInTheDocument();
  });

  it('shows a failure to load with Try again', async () => {
    const failing: MockedResponse = { request: { query: ReminderSettingsDocument }, result: { errors: [new GraphQLError('down')] } };
    renderWithApp(<RemindersSection />, { mocks: [failing, read()] });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Send overdue reminders' })).toBeInTheDocument());
  });
});
