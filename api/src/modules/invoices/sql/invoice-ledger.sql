-- The invoices module's published read surface (invoices owns the invoices table): other
-- modules (reports, audit, exposure) read invoices only through this view, never the table.
-- A plain view over one table: PostgreSQL inlines it, so reads cost what the table costs.
-- `status` is the stored status; the status as of a day is the invoices module's
-- effectiveStatusSql/overdueSql, given that day as a parameter.
-- Columns are only ever added at the end (CREATE OR REPLACE VIEW keeps existing ones in place);
-- the migration that adds a column to invoices re-applies this file.
CREATE OR REPLACE VIEW invoice_ledger AS
  SELECT id, owner_id, number, counterparty, currency, amount, issued_date, due_date, status, archived, written_off,
         sent_date, paid_date, booked_rate, booked_rate_source, booked_rate_type, booked_rate_date, import_id, import_line,
         created_at, updated_at, customer_email, customer_address, reference, notes, payment_terms,
         settlement_rate, settlement_rate_source, realised_gain_nzd
  FROM invoices;
