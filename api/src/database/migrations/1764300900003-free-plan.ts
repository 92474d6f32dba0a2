import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A real account's plan is what it is (issue 26): this installation bills nobody, so a profile is
 * on "Free (self-hosted)" at NZD 0 with no billing date unless a plan was chosen. Profiles still on
 * the old defaults (Professional, 99.00, no payment method: never chosen, never billed) move to it.
 */
export class FreePlan1764300900003 implements MigrationInterface {
  name = 'FreePlan1764300900003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_profiles ALTER COLUMN plan SET DEFAULT 'Free (self-hosted)', ALTER COLUMN monthly_fee SET DEFAULT 0`);
    await q.query(
      `UPDATE user_profiles SET plan = 'Free (self-hosted)', monthly_fee = 0, next_billing_date = NULL
        WHERE plan = 'Professional' AND monthly_fee = 99.00 AND payment_method IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_profiles ALTER COLUMN plan SET DEFAULT 'Professional', ALTER COLUMN monthly_fee SET DEFAULT 99.00`);
  }
}
