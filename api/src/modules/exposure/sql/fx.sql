-- NZD conversion, the one SQL form (exposure module). Its TypeScript twins are nzdValue and
-- bookedNzd in schema/src/exposure.ts; exposure-rules.test.ts holds both to one table of cases.
-- LANGUAGE sql, IMMUTABLE and a single expression, so the planner inlines them: no call cost.

-- An amount at a current rate (NZD per unit); a currency with no rate converts at 1.0 (the
-- answer then carries SPEC's "No FX rate found" warning).
CREATE OR REPLACE FUNCTION fx_nzd(amount numeric, nzd_per_unit numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT amount * COALESCE(nzd_per_unit, 1) $$;

-- An amount at the rate it was booked at when sent; NULL for an invoice never booked.
CREATE OR REPLACE FUNCTION fx_booked_nzd(amount numeric, booked_rate numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT amount * booked_rate $$;
