import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropInvoiceColumnsSql, invoiceLedgerSql } from '../../modules/invoices/ddl';

/**
 * Zero-rated exports an owner can defend (issue 27 item 4): an invoice says whether what it
 * zero-rates is services to a non-resident (s11A(1)(k)) or goods exported (s11), when goods left
 * New Zealand, and which residency evidence the owner holds beyond the customer's billing country.
 * The invoices module's table; every invoice from before is services with no evidence recorded.
 */
export class ZeroRatingEvidence1764301001300 implements MigrationInterface {
  name = 'ZeroRatingEvidence1764301001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invoices
        ADD COLUMN export_kind text NOT NULL DEFAULT 'services' CHECK (export_kind IN ('services', 'goods')),
        ADD COLUMN export_date date,
        ADD COLUMN residency_evidence text[] NOT NULL DEFAULT '{}'
          CHECK (residency_evidence <@ ARRAY['bank_country', 'registration', 'place_of_service']::text[])
    `);
    await q.query(invoiceLedgerSql());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(dropInvoiceColumnsSql(['export_kind', 'export_date', 'residency_evidence']));
  }
}
