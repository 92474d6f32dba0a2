import { CHANGE_PREFERENCES } from '@keafx/schema';
import { Router } from 'express';
import type { Clock } from '../../clock';
import { withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import type { PreferencesRecord, ProfileService } from './profile.service';

function toRest(p: PreferencesRecord) {
  return {
    base_currency: p.baseCurrency,
    email_notifications: p.emailNotifications,
    overdue_alerts: p.overdueAlerts,
    weekly_exposure_report: p.weeklyExposureReport,
    date_format: p.dateFormat,
    number_format: p.numberFormat,
    updated_at: p.updatedAt ? p.updatedAt.toISOString() : null,
  };
}

/** GET and PUT /me/preferences (snake_case, like the rest of SPEC's REST). Mounted behind requireUser. */
export function profileRouter(profile: ProfileService, clock: Clock): Router {
  const r = Router();
  r.get('/preferences', async (req, res) => {
    res.json(toRest(await profile.preferences(contextOf(req, clock).user.id)));
  });
  r.put(
    '/preferences',
    // The schema's command reads the snake_case names and refuses anything else (unknown keys, non-objects).
    withBody(CHANGE_PREFERENCES.rest, async (req, res, change) => {
      res.json(toRest(await profile.update(contextOf(req, clock), change)));
    }),
  );
  return r;
}
