import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imported CSV files, kept exactly as received (the audit event of an import carries the
 * file's SHA-256, and verify re-hashes the stored bytes), and each imported invoice's link
 * to its file and line. Kept files are append-only like the audit trail.
 */
export class InvoiceImports1764100000000 implements MigrationInterface {
  name = 'InvoiceImports1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoice_imports (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        file bytea NOT NULL,
        file_sha256 text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
        row_count integer NOT NULL CHECK (row_count > 0),
        first_number integer NOT NULL,
        last_number integer NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX invoice_imports_owner_idx ON invoice_imports (owner_id, id);

      CREATE FUNCTION append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only; % is refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$;
      CREATE TRIGGER invoice_imports_no_change BEFORE UPDATE OR DELETE ON invoice_imports
        FOR EACH ROW EXECUTE FUNCTION append_only();

      -- No foreign key on import_id: the import and its invoices are written in one transaction,
      -- imports are never removed, and a check per row would cost a 100,000-row import seconds.
      ALTER TABLE invoices ADD COLUMN import_id bigint, ADD COLUMN import_line integer;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invoices DROP COLUMN import_line, DROP COLUMN import_id;
      DROP TABLE invoice_imports;
      DROP FUNCTION append_only();
    `);
  }
}
