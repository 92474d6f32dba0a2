import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INVOICE_GROUP_INDEXES_SQL } from '../../modules/invoices/ddl';

/**
 * The dashboard's invoice views are grouped in SQL (issue 14): a group's first rows and its
 * further pages are read in due-date order straight from an index. (owner_id, due_date,
 * number) takes the place of (owner_id, due_date), which it covers; customer groups get an
 * index on their trimmed name.
 */
export class InvoiceGroupIndexes1764300300000 implements MigrationInterface {
  name = 'InvoiceGroupIndexes1764300300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(INVOICE_GROUP_INDEXES_SQL);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX invoices_owner_due_idx ON invoices (owner_id, due_date);
      DROP INDEX invoices_owner_due_number_idx;
      DROP INDEX invoices_owner_customer_due_idx;
    `);
  }
}
