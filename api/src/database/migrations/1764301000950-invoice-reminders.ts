import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Overdue reminders on the owner's schedule (issue 26): the schedule, and which reminder an
 * e-mailed invoice was (null for the invoice itself); one of each number per invoice, so two
 * sweeps at once cannot send the same reminder twice. The reports module's tables.
 */
export class InvoiceReminders1764301000950 implements MigrationInterface {
  name = 'InvoiceReminders1764301000950';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reminder_settings (
        owner_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        enabled boolean NOT NULL DEFAULT false,
        first_after_days integer NOT NULL DEFAULT 7 CHECK (first_after_days BETWEEN 1 AND 90),
        repeat_every_days integer NOT NULL DEFAULT 7 CHECK (repeat_every_days BETWEEN 1 AND 90),
        max_reminders integer NOT NULL DEFAULT 3 CHECK (max_reminders BETWEEN 1 AND 10),
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX reminder_settings_enabled_idx ON reminder_settings (owner_id) WHERE enabled;
      ALTER TABLE invoice_emails ADD COLUMN reminder smallint CHECK (reminder BETWEEN 1 AND 10);
      CREATE UNIQUE INDEX invoice_emails_reminder_key ON invoice_emails (owner_id, invoice_id, reminder) WHERE reminder IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX invoice_emails_reminder_key;
      ALTER TABLE invoice_emails DROP COLUMN reminder;
      DROP TABLE reminder_settings;
    `);
  }
}
