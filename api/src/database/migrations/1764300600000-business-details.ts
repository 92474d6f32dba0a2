import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seller's details a tax invoice carries, beside the profile's company name: trading name,
 * address, GST number, bank account and an optional logo (a PNG or JPEG data: URL).
 */
export class BusinessDetails1764300600000 implements MigrationInterface {
  name = 'BusinessDetails1764300600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE user_profiles
        ADD COLUMN trading_name text NOT NULL DEFAULT '' CHECK (length(trading_name) <= 160),
        ADD COLUMN address text NOT NULL DEFAULT '' CHECK (length(address) <= 400),
        ADD COLUMN gst_number text NOT NULL DEFAULT '' CHECK (length(gst_number) <= 20),
        ADD COLUMN bank_account text NOT NULL DEFAULT '' CHECK (length(bank_account) <= 40),
        ADD COLUMN logo text NOT NULL DEFAULT '' CHECK (length(logo) <= 60000);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE user_profiles DROP COLUMN trading_name, DROP COLUMN address, DROP COLUMN gst_number, DROP COLUMN bank_account, DROP COLUMN logo',
    );
  }
}
