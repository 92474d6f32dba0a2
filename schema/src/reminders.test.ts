import { REMINDER_SETTINGS, reminderDue, reminderMessage, reminderSubject, type ReminderSettings } from './reminders';

const on: ReminderSettings = { enabled: true, firstAfterDays: 7, repeatEveryDays: 5, maxReminders: 3 };

describe('reminderDue (issue 26)', () => {
  it('sends the first once the invoice is firstAfterDays overdue', () => {
    expect(reminderDue(on, 6, 0, null)).toBeNull();
    expect(reminderDue(on, 7, 0, null)).toBe(1);
    expect(reminderDue(on, 30, 0, null)).toBe(1);
  });
  it('sends each next one repeatEveryDays after the last, up to maxReminders', () => {
    expect(reminderDue(on, 11, 1, 4)).toBeNull();
    expect(reminderDue(on, 12, 1, 5)).toBe(2);
    expect(reminderDue(on, 40, 2, 20)).toBe(3);
    expect(reminderDue(on, 60, 3, 20)).toBeNull();
  });
  it('sends nothing while off', () => {
    expect(reminderDue({ ...on, enabled: false }, 30, 0, null)).toBeNull();
  });
});

describe('REMINDER_SETTINGS', () => {
  it('takes the schedule, with defaults for numbers left out', () => {
    expect(REMINDER_SETTINGS.rest.parse({ enabled: true, first_after_days: 3 }, undefined)).toEqual({
      ok: true,
      value: { enabled: true, firstAfterDays: 3, repeatEveryDays: 7, maxReminders: 3 },
    });
  });
  it('refuses numbers out of range and unknown fields, naming them', () => {
    const bad = REMINDER_SETTINGS.rest.parse({ enabled: 'yes', first_after_days: 0, max_reminders: 11, colour: 'red' }, undefined);
    expect(bad.ok).toBe(false);
    const text = JSON.stringify(bad);
    for (const word of ['enabled', 'first_after_days', 'max_reminders', 'colour']) expect(text).toContain(word);
  });
});

describe('the reminder e-mail', () => {
  it('names the invoice, the amount, the due date and how late it is', () => {
    const invoice = { number: 4, amount: '1200.50', currency: 'USD', dueDate: '2026-06-01', counterparty: 'Acme Ltd' };
    expect(reminderSubject(invoice, 'Kea Studio')).toBe('Reminder: invoice INV-0004 from Kea Studio is overdue');
    const text = reminderMessage(invoice, 'Kea Studio', '01/06/2026', 14);
    expect(text).toContain('invoice INV-0004 for USD 1,200.50 was due 01/06/2026, 14 days ago');
    expect(text).toMatch(/Ngā mihi,\nKea Studio$/);
  });
});
