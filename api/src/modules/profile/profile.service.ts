import { DEFAULT_PREFERENCES, validatePreferencesPatch, type Preferences } from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { sql } from '../../database/sql';
import { ValidationError } from '../../errors';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';

export interface PreferencesRecord extends Preferences {
  updatedAt: Date | null;
}

interface PreferencesRow {
  base_currency: Preferences['baseCurrency'];
  email_notifications: boolean;
  overdue_alerts: boolean;
  weekly_exposure_report: boolean;
  date_format: Preferences['dateFormat'];
  number_format: Preferences['numberFormat'];
  updated_at: Date;
}

const COLUMNS = 'base_currency, email_notifications, overdue_alerts, weekly_exposure_report, date_format, number_format, updated_at';

function toRecord(r: PreferencesRow | undefined): PreferencesRecord {
  if (!r) return { ...DEFAULT_PREFERENCES, updatedAt: null };
  return {
    baseCurrency: r.base_currency, emailNotifications: r.email_notifications, overdueAlerts: r.overdue_alerts,
    weeklyExposureReport: r.weekly_exposure_report, dateFormat: r.date_format, numberFormat: r.number_format, updatedAt: r.updated_at,
  };
}

/** A user's preferences (Settings, Preferences tab): read, changed with an audit event, and who wants the weekly report. */
export class ProfileService {
  constructor(private readonly ds: DataSource, private readonly audit: AuditService) {}

  /** The caller's preferences, SPEC's defaults where never set. */
  async preferences(userId: string): Promise<PreferencesRecord> {
    const [row] = await sql<PreferencesRow>(this.ds, `SELECT ${COLUMNS} FROM user_preferences WHERE user_id = $1`, [userId]);
    return toRecord(row);
  }

  /** Changes the given preferences; a bad value throws ValidationError naming its field and changes nothing. */
  async update(ctx: ServiceContext, raw: unknown, naming: 'rest' | 'graphql' = 'graphql'): Promise<PreferencesRecord> {
    const parsed = validatePreferencesPatch(raw, naming);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const now = ctx.clock.now();
    return this.ds.transaction(async (m) => {
      const [current] = await sql<PreferencesRow>(m, `SELECT ${COLUMNS} FROM user_preferences WHERE user_id = $1 FOR UPDATE`, [ctx.user.id]);
      const before = toRecord(current);
      const next = { ...before, ...parsed.value };
      const [row] = await sql<PreferencesRow>(m, `INSERT INTO user_preferences (user_id, base_currency, email_notifications, overdue_alerts, weekly_exposure_report, date_format, number_format, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (user_id) DO UPDATE SET base_currency = $2, email_notifications = $3, overdue_alerts = $4, weekly_exposure_report = $5,
           date_format = $6, number_format = $7, updated_at = $8
         RETURNING ${COLUMNS}`,
        [ctx.user.id, next.baseCurrency, next.emailNotifications, next.overdueAlerts, next.weeklyExposureReport, next.dateFormat, next.numberFormat, now]);
      const after = toRecord(row);
      const changed = (Object.keys(parsed.value) as (keyof Preferences)[]).filter((k) => before[k] !== after[k]);
      if (changed.length) {
        await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [{
          entityType: 'preferences', entityId: ctx.user.id, action: 'preferences.updated',
          message: `Updated preferences: ${changed.map((k) => `${k} ${String(before[k])} → ${String(after[k])}`).join('; ')}`,
          before: { ...before, updatedAt: undefined }, after: { ...after, updatedAt: undefined },
        }]);
      }
      return after;
    });
  }

  /** Users who asked for the weekly exposure report, with their e-mail addresses. */
  weeklySubscribers(): Promise<{ id: string; email: string }[]> {
    return sql<{ id: string; email: string }>(this.ds, `SELECT u.id, u.email FROM user_preferences p JOIN users u ON u.id = p.user_id
      WHERE p.weekly_exposure_report ORDER BY u.id`);
  }

  /** A user by e-mail (the report CLI names its owner this way), or null. */
  async userByEmail(email: string): Promise<{ id: string; email: string } | null> {
    const [row] = await sql<{ id: string; email: string }>(this.ds, 'SELECT id, email FROM users WHERE email = $1', [email.trim().toLowerCase()]);
    return row ?? null;
  }

  /** A user's e-mail address by id, or null. */
  async emailOf(userId: string): Promise<string | null> {
    const [row] = await sql<{ email: string }>(this.ds, 'SELECT email FROM users WHERE id = $1', [userId]);
    return row?.email ?? null;
  }
}
