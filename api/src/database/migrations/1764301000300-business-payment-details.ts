import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment details for a customer overseas (issue 26): the bank's name, its SWIFT/BIC (stored upper
 * case, 8 or 11 characters in the ISO 9362 shape: 4 letters for the bank, 2 for the country, 2
 * letters or digits for the location, an optional 3 for the branch) and free payment instructions,
 * all printed in the invoice PDF's payment section. Empty until given, like the other details.
 */
export class BusinessPaymentDetails1764301000300 implements MigrationInterface {
  name = 'BusinessPaymentDetails1764301000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE user_profiles
        ADD COLUMN bank_name text NOT NULL DEFAULT '' CHECK (length(bank_name) <= 80),
        ADD COLUMN swift_bic text NOT NULL DEFAULT ''
          CHECK (swift_bic = '' OR swift_bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
        ADD COLUMN payment_instructions text NOT NULL DEFAULT '' CHECK (length(payment_instructions) <= 500);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE user_profiles DROP COLUMN bank_name, DROP COLUMN swift_bic, DROP COLUMN payment_instructions');
  }
}
