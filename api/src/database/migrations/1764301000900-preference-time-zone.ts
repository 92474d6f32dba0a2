import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The owner's time zone (issue 26): timestamps on screens and in files are shown in it. The profile module's table. */
export class PreferenceTimeZone1764301000900 implements MigrationInterface {
  name = 'PreferenceTimeZone1764301000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE user_preferences ADD COLUMN time_zone text NOT NULL DEFAULT 'Pacific/Auckland' CHECK (length(time_zone) BETWEEN 1 AND 64)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE user_preferences DROP COLUMN time_zone');
  }
}
