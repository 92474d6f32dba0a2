import { CHANGE_PREFERENCES } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import { dateTime } from '../../http/shapes';
import type { Clock } from '../../clock';
import { answers, withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import type { PreferencesRecord, ProfileService } from './profile.service';

const PREFERENCES_REST = z.strictObject({
  base_currency: z.string(),
  email_notifications: z.boolean(),
  overdue_alerts: z.boolean(),
  weekly_exposure_report: z.boolean(),
  date_format: z.string(),
  number_format: z.string(),
  time_zone: z.string(),
  updated_at: dateTime.nullable(),
});

function toRest(p: PreferencesRecord): z.infer<typeof PREFERENCES_REST> {
  return {
    base_currency: p.baseCurrency,
    email_notifications: p.emailNotifications,
    overdue_alerts: p.overdueAlerts,
    weekly_exposure_report: p.weeklyExposureReport,
    date_format: p.dateFormat,
    number_format: p.numberFormat,
    time_zone: p.timeZone,
    updated_at: p.updatedAt ? p.updatedAt.toISOString() : null,
  };
}

/** GET and PUT /me/preferences (snake_case, like the rest of SPEC's REST). Mounted behind requireUser. */
export function profileRouter(profile: ProfileService, clock: Clock): Router {
  const r = Router();
  r.get(
    '/preferences',
    answers({ summary: 'Preferences', schema: PREFERENCES_REST }, async (req, res) => {
      res.json(toRest(await profile.preferences(contextOf(req, clock).user.id)));
    }),
  );
  r.put(
    '/preferences',
    answers(
      { summary: 'Change preferences', schema: PREFERENCES_REST }, // The schema's command reads the snake_case names and refuses anything else (unknown keys, non-objects).
      withBody(CHANGE_PREFERENCES.rest, async (req, res, change) => {
        res.json(toRest(await profile.update(contextOf(req, clock), change)));
      }),
    ),
  );
  return r;
}
