import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices e-mailed to their customers (issue 26): when, to whom, with what subject and message,
 * and the SHA-256 of the PDF attached. Append-only history of the reports module, which makes
 * and sends the PDF; invoice_id is invoices' key as invoice_ledger shows it.
 */
export class InvoiceEmails1764301000200 implements MigrationInterface {
  name = 'InvoiceEmails1764301000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoice_emails (
        id bigserial PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        invoice_id bigint NOT NULL,
        invoice_number integer NOT NULL,
        to_address text NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
        cc text[] NOT NULL DEFAULT '{}' CHECK (cardinality(cc) <= 5),
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
        message text NOT NULL CHECK (length(message) <= 5000),
        attachment_name text NOT NULL,
        attachment_sha256 text NOT NULL CHECK (attachment_sha256 ~ '^[0-9a-f]{64}$'),
        sent_by text NOT NULL,
        sent_at timestamptz NOT NULL
      );
      CREATE INDEX invoice_emails_owner_invoice_idx ON invoice_emails (owner_id, invoice_id, sent_at DESC);
      CREATE INDEX invoice_emails_owner_sent_idx ON invoice_emails (owner_id, sent_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE invoice_emails');
  }
}
