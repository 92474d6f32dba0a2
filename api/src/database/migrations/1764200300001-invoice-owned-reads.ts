import type { MigrationInterface, QueryRunner } from 'typeorm';
import { invoiceLedgerV1Sql } from '../../modules/invoices/ddl';

/**
 * The invoices module owns what it numbers and publishes what others read:
 *  - invoice_numbers: each owner's last invoice number, until now users.invoice_number_seq (a
 *    column of the auth module's table, kept but no longer written);
 *  - invoice_ledger: the view reports, audit and exposure read invoices through.
 */
export class InvoiceOwnedReads1764200300001 implements MigrationInterface {
  name = 'InvoiceOwnedReads1764200300001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoice_numbers (
        owner_id uuid PRIMARY KEY REFERENCES users (id),
        last_number integer NOT NULL
      );
      INSERT INTO invoice_numbers (owner_id, last_number) SELECT id, invoice_number_seq FROM users;
    `);
    await q.query(invoiceLedgerV1Sql());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE users u SET invoice_number_seq = n.last_number FROM invoice_numbers n WHERE n.owner_id = u.id;
      DROP VIEW invoice_ledger;
      DROP TABLE invoice_numbers;
    `);
  }
}
