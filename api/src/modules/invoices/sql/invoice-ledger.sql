-- The invoices module's published read surface (invoices owns the invoices table): other
-- modules (reports, audit, exposure) read invoices only through this view, never the table.
-- A plain view over one table: PostgreSQL inlines it, so reads cost what the table costs.
-- `status` is the stored status; the status as of a day is the invoices module's
-- effectiveStatusSql/overdueSql, given that day as a parameter.
-- A migration that adds columns to invoices re-applies this file: it appends to the view every
-- column of invoices the view does not show yet, in the table's order. Columns already shown keep
-- their places (CREATE OR REPLACE VIEW only adds at the end), so this one text serves every such
-- migration, past and future, and a new column needs no new view text.
DO $ledger$
DECLARE
  shown text[] := ARRAY(
    SELECT a.attname::text FROM pg_attribute a
    WHERE a.attrelid = to_regclass('invoice_ledger') AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY a.attnum);
  added text[] := ARRAY(
    SELECT a.attname::text FROM pg_attribute a
    WHERE a.attrelid = 'invoices'::regclass AND a.attnum > 0 AND NOT a.attisdropped AND NOT (a.attname::text = ANY (shown))
    ORDER BY a.attnum);
BEGIN
  EXECUTE format(
    'CREATE OR REPLACE VIEW invoice_ledger AS SELECT %s FROM invoices',
    (SELECT string_agg(quote_ident(c), ', ' ORDER BY n) FROM unnest(shown || added) WITH ORDINALITY AS t (c, n)));
END
$ledger$;
