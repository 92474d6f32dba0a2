import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-user preferences (SPEC's Settings, Preferences tab); a missing row means SPEC's defaults. */
export class UserPreferences1764000000000 implements MigrationInterface {
  name = 'UserPreferences1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_preferences (
        user_id uuid PRIMARY KEY REFERENCES users (id),
        base_currency text NOT NULL DEFAULT 'NZD' CHECK (base_currency IN ('NZD', 'USD', 'EUR', 'GBP', 'AUD')),
        email_notifications boolean NOT NULL DEFAULT true,
        overdue_alerts boolean NOT NULL DEFAULT true,
        weekly_exposure_report boolean NOT NULL DEFAULT false,
        date_format text NOT NULL DEFAULT 'dd/mm/yyyy' CHECK (date_format IN ('dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd')),
        number_format text NOT NULL DEFAULT 'comma' CHECK (number_format IN ('comma', 'space', 'period')),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX user_preferences_weekly_idx ON user_preferences (user_id) WHERE weekly_exposure_report;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE user_preferences');
  }
}
