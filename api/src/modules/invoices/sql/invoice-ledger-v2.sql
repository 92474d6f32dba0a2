-- The view as migration 1764300700000 (customer details) left it (frozen: that migration loads this
-- file, and 1764300800000's down step returns to it). The current view is invoice-ledger.sql.
CREATE OR REPLACE VIEW invoice_ledger AS
  SELECT id, owner_id, number, counterparty, currency, amount, issued_date, due_date, status, archived, written_off,
         sent_date, paid_date, booked_rate, booked_rate_source, booked_rate_type, booked_rate_date, import_id, import_line,
         created_at, updated_at, customer_email, customer_address, reference, notes, payment_terms
  FROM invoices;
