import {
  DEFAULT_PREFERENCES,
  givenPreferences,
  PREFERENCE_LABELS,
  preferenceValueText,
  type ChangePreferencesCommand,
  type Preferences,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { sql } from '../../database/sql';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import type { Row } from '../../database/rows';

export interface PreferencesRecord extends Preferences {
  updatedAt: Date | null;
}

type PreferencesRow = Omit<
  Row<
    'user_preferences',
    {
      base_currency: Preferences['baseCurrency'];
      date_format: Preferences['dateFormat'];
      number_format: Preferences['numberFormat'];
    }
  >,
  'user_id'
>;

const COLUMNS =
  'base_currency, email_notifications, overdue_alerts, weekly_exposure_report, date_format, number_format, time_zone, updated_at';

function toRecord(r: PreferencesRow | undefined): PreferencesRecord {
  if (!r) return { ...DEFAULT_PREFERENCES, updatedAt: null };
  return {
    baseCurrency: r.base_currency,
    emailNotifications: r.email_notifications,
    overdueAlerts: r.overdue_alerts,
    weeklyExposureReport: r.weekly_exposure_report,
    dateFormat: r.date_format,
    numberFormat: r.number_format,
    timeZone: r.time_zone,
    updatedAt: r.updated_at,
  };
}

/** A user's preferences (Settings, Preferences tab): read, changed with an audit event, and who wants the weekly report. */
export class ProfileService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The caller's preferences, SPEC's defaults where never set. */
  async preferences(userId: string): Promise<PreferencesRecord> {
    const [row] = await sql<PreferencesRow>(this.ds, `SELECT ${COLUMNS} FROM user_preferences WHERE user_id = $1`, [userId]);
    return toRecord(row);
  }

  /**
   * Changes the given preferences; a bad value throws ValidationError naming its field and changes
   * nothing. One owner's changes run one at a time (an advisory lock: FOR UPDATE locks nothing
   * before the first is stored), so each merges into what the one before it wrote.
   */
  async update(ctx: ServiceContext, change: ChangePreferencesCommand): Promise<PreferencesRecord> {
    const given = givenPreferences(change);
    const now = ctx.clock.now();
    return this.ds.transaction(async (m) => {
      await sql(m, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`preferences:${ctx.user.id}`]);
      const [current] = await sql<PreferencesRow>(m, `SELECT ${COLUMNS} FROM user_preferences WHERE user_id = $1 FOR UPDATE`, [
        ctx.user.id,
      ]);
      const before = toRecord(current);
      const next = { ...before, ...given };
      const [row] = await sql<PreferencesRow>(
        m,
        `INSERT INTO user_preferences (user_id, base_currency, email_notifications, overdue_alerts, weekly_exposure_report, date_format, number_format, time_zone, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id) DO UPDATE SET base_currency = $2, email_notifications = $3, overdue_alerts = $4, weekly_exposure_report = $5,
           date_format = $6, number_format = $7, time_zone = $8, updated_at = $9
         RETURNING ${COLUMNS}`,
        [
          ctx.user.id,
          next.baseCurrency,
          next.emailNotifications,
          next.overdueAlerts,
          next.weeklyExposureReport,
          next.dateFormat,
          next.numberFormat,
          next.timeZone,
          now,
        ],
      );
      const after = toRecord(row);
      const changed = (Object.keys(given) as (keyof Preferences)[]).filter((k) => before[k] !== after[k]);
      if (changed.length) {
        await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
          {
            entityType: 'preferences',
            entityId: ctx.user.id,
            action: 'preferences.updated',
            message: `Updated preferences: ${changed
              .map((k) => `${PREFERENCE_LABELS[k]} ${preferenceValueText(before[k])} → ${preferenceValueText(after[k])}`)
              .join('; ')}`,
            before: { ...before, updatedAt: undefined },
            after: { ...after, updatedAt: undefined },
          },
        ]);
      }
      return after;
    });
  }

  /** Ids of the users who asked for the weekly exposure report (their e-mail addresses are auth's). */
  async weeklySubscribers(): Promise<string[]> {
    const rows = await sql<{ user_id: string }>(
      this.ds,
      'SELECT user_id FROM user_preferences WHERE weekly_exposure_report ORDER BY user_id',
    );
    return rows.map((r) => r.user_id);
  }
}
