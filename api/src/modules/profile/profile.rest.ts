import { Router } from 'express';
import type { Clock } from '../../clock';
import { contextOf } from '../../http/request';
import type { PreferencesRecord, ProfileService } from './profile.service';

function toRest(p: PreferencesRecord) {
  return {
    base_currency: p.baseCurrency, email_notifications: p.emailNotifications, overdue_alerts: p.overdueAlerts,
    weekly_exposure_report: p.weeklyExposureReport, date_format: p.dateFormat, number_format: p.numberFormat,
    updated_at: p.updatedAt ? p.updatedAt.toISOString() : null,
  };
}

const FROM_REST: Record<string, string> = {
  base_currency: 'baseCurrency', email_notifications: 'emailNotifications', overdue_alerts: 'overdueAlerts',
  weekly_exposure_report: 'weeklyExposureReport', date_format: 'dateFormat', number_format: 'numberFormat',
};

/** GET and PUT /me/preferences (snake_case, like the rest of SPEC's REST). Mounted behind requireUser. */
export function profileRouter(profile: ProfileService, clock: Clock): Router {
  const r = Router();
  r.get('/preferences', async (req, res) => {
    res.json(toRest(await profile.preferences(contextOf(req, clock).user.id)));
  });
  r.put('/preferences', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const patch = Object.fromEntries(Object.entries(body).map(([k, v]) => [FROM_REST[k] ?? k, v]));
    res.json(toRest(await profile.update(contextOf(req, clock), patch)));
  });
  return r;
}
