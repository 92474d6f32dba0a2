import { REMINDER_SETTINGS } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { answers, withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import { dateTime } from '../../http/shapes';
import type { ReminderService, ReminderSettingsRecord } from './reminders';

const REMINDERS_REST = z.strictObject({
  enabled: z.boolean(),
  first_after_days: z.number().int(),
  repeat_every_days: z.number().int(),
  max_reminders: z.number().int(),
  mail_enabled: z.boolean().meta({ description: 'Whether this server can send mail (SMTP_URL set); without it no reminder goes' }),
  updated_at: dateTime.nullable(),
});

const toRest = (s: ReminderSettingsRecord): z.infer<typeof REMINDERS_REST> => ({
  enabled: s.enabled,
  first_after_days: s.firstAfterDays,
  repeat_every_days: s.repeatEveryDays,
  max_reminders: s.maxReminders,
  mail_enabled: s.mailEnabled,
  updated_at: s.updatedAt ? s.updatedAt.toISOString() : null,
});

/** GET and PUT /me/reminders: the owner's schedule of overdue reminders (issue 26). */
export function remindersRouter(reminders: ReminderService, clock: Clock): Router {
  const r = Router();
  r.get(
    '/reminders',
    answers({ summary: 'The schedule of overdue reminders e-mailed to customers', schema: REMINDERS_REST }, async (req, res) => {
      res.json(toRest(await reminders.settings(contextOf(req, clock))));
    }),
  );
  r.put(
    '/reminders',
    answers(
      { summary: 'Set the schedule of overdue reminders (a number left out takes its default)', schema: REMINDERS_REST },
      withBody(REMINDER_SETTINGS.rest, async (req, res, body) => {
        res.json(toRest(await reminders.update(contextOf(req, clock), body)));
      }),
    ),
  );
  return r;
}
