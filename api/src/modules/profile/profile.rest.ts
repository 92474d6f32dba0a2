import { Router } from 'express';
import type { Clock } from '../../clock';
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
  r.put('/preferences', async (req, res) => {
    // The schema's rule reads the snake_case names and refuses anything else (unknown keys, non-objects).
    res.json(toRest(await profile.update(contextOf(req, clock), req.body, 'rest')));
  });
  return r;
}
