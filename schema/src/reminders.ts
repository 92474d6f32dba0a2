import { command, commandsWithForm, flag, wholeNumber, type CommandValue } from './command';
import { invoiceLabel } from './invoice-number';
import { formatAmountText } from './money';
import type { MailedInvoice } from './invoice-mail';

/**
 * Overdue reminders (issue 26): on the owner's schedule, an overdue invoice is e-mailed to its
 * customer again with a reminder, its PDF attached: first some days after it fell due, then every
 * so many days, at most so many times.
 */
export interface ReminderSettings {
  enabled: boolean;
  firstAfterDays: number;
  repeatEveryDays: number;
  maxReminders: number;
}

export const REMINDER_LIMITS = { days: [1, 90], reminders: [1, 10] } as const;

/** Off until the owner turns them on; then a week after the due date, weekly, three at most. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { enabled: false, firstAfterDays: 7, repeatEveryDays: 7, maxReminders: 3 };

export const REMINDER_LABELS = {
  enabled: 'Send overdue reminders',
  firstAfterDays: 'First reminder (days overdue)',
  repeatEveryDays: 'Then every (days)',
  maxReminders: 'At most (per invoice)',
} as const;

/** `{enabled, first_after_days, repeat_every_days, max_reminders}`: the whole schedule (a number left out takes its default). */
export const REMINDER_SETTINGS = /* @__PURE__ */ commandsWithForm((naming) =>
  command(
    naming,
    {
      enabled: flag,
      firstAfterDays: (w: string) =>
        wholeNumber(w, REMINDER_LIMITS.days[0], REMINDER_LIMITS.days[1], DEFAULT_REMINDER_SETTINGS.firstAfterDays),
      repeatEveryDays: (w: string) =>
        wholeNumber(w, REMINDER_LIMITS.days[0], REMINDER_LIMITS.days[1], DEFAULT_REMINDER_SETTINGS.repeatEveryDays),
      maxReminders: (w: string) =>
        wholeNumber(w, REMINDER_LIMITS.reminders[0], REMINDER_LIMITS.reminders[1], DEFAULT_REMINDER_SETTINGS.maxReminders),
    },
    {
      notObject: 'The reminder settings must be a JSON object, such as {"enabled": true}',
      unknownField: (key: string) => `${key} is not a reminder setting`,
      unknownWithOthers: true,
      labels: REMINDER_LABELS,
    },
  ),
);
export type ReminderSettingsCommand = CommandValue<typeof REMINDER_SETTINGS.rest>;

/**
 * Which reminder (1, 2, ...) an overdue invoice is due for today, or null: `daysOverdue` days past
 * its due date, `sent` reminders so far, the last `daysSinceLast` days ago. The first goes once it
 * is `firstAfterDays` overdue, each next one `repeatEveryDays` after the one before, up to
 * `maxReminders`. A day missed (the server was off) sends one reminder late, never a burst.
 */
export function reminderDue(s: ReminderSettings, daysOverdue: number, sent: number, daysSinceLast: number | null): number | null {
  if (!s.enabled || sent >= s.maxReminders || daysOverdue < s.firstAfterDays) return null;
  if (sent > 0 && (daysSinceLast === null || daysSinceLast < s.repeatEveryDays)) return null;
  return sent + 1;
}

/** A reminder's subject. */
export function reminderSubject(invoice: MailedInvoice, sender: string): string {
  return `Reminder: invoice ${invoiceLabel(invoice.number)}${sender ? ` from ${sender}` : ''} is overdue`.slice(0, 200);
}

/** A reminder's message; `dueDate` in the owner's date format. */
export function reminderMessage(invoice: MailedInvoice, sender: string, dueDate: string, daysOverdue: number): string {
  return [
    `Kia ora ${invoice.counterparty},`,
    '',
    `A friendly reminder that invoice ${invoiceLabel(invoice.number)} for ${formatAmountText(invoice.amount, invoice.currency)} was due ${dueDate}, ${daysOverdue} ${daysOverdue === 1 ? 'day' : 'days'} ago. It is attached again.`,
    '',
    'If you have paid it already, thank you, and please ignore this e-mail.',
    '',
    'Ngā mihi,',
    ...(sender ? [sender] : []),
  ].join('\n');
}
