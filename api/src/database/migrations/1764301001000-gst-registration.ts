import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seller's GST registration (issue 27), in the business details (the profile module's
 * user_profiles): registered or not, how often GST returns are filed, the month of the balance
 * date, and the NZBN. Registered needs a GST number (the api checks IR's check digit first). An
 * owner who had given a GST number before this is taken as registered; every other owner starts
 * unregistered, two-monthly, with a March balance date.
 */
export class GstRegistration1764301001000 implements MigrationInterface {
  name = 'GstRegistration1764301001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE user_profiles
        ADD COLUMN gst_registered boolean NOT NULL DEFAULT false,
        ADD COLUMN gst_filing_frequency text NOT NULL DEFAULT 'two_monthly'
          CHECK (gst_filing_frequency IN ('monthly', 'two_monthly', 'six_monthly')),
        ADD COLUMN gst_balance_month smallint NOT NULL DEFAULT 3 CHECK (gst_balance_month BETWEEN 1 AND 12),
        ADD COLUMN nzbn text NOT NULL DEFAULT '' CHECK (nzbn = '' OR nzbn ~ '^[0-9]{13}$');
    `);
    await q.query(`UPDATE user_profiles SET gst_registered = true WHERE gst_number <> ''`);
    await q.query(`
      ALTER TABLE user_profiles
        ADD CONSTRAINT user_profiles_gst_registered_number CHECK (NOT gst_registered OR gst_number <> '');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE user_profiles DROP COLUMN gst_registered, DROP COLUMN gst_filing_frequency, DROP COLUMN gst_balance_month, DROP COLUMN nzbn',
    );
  }
}
