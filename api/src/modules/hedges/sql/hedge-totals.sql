-- The open-contract totals' trigger function (hedges module), loaded by migrations through
-- hedgeTotalsSql() in ../hedges.ddl.ts. One row per owner, currency and maturity date holds
-- the count, the native sum and Σ amount × locked rate of the open contracts, so the exposure
-- answers read as many rows as there are maturity dates, never the contracts themselves.
CREATE OR REPLACE FUNCTION hedge_contracts_totals() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'open' THEN
    UPDATE hedge_open_totals t SET contract_count = t.contract_count - 1, amount = t.amount - OLD.amount,
      locked_nzd = t.locked_nzd - OLD.amount * OLD.locked_rate
    WHERE t.owner_id = OLD.owner_id AND t.currency = OLD.currency AND t.maturity_date = OLD.maturity_date;
    DELETE FROM hedge_open_totals t
    WHERE t.owner_id = OLD.owner_id AND t.currency = OLD.currency AND t.maturity_date = OLD.maturity_date AND t.contract_count = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'open' THEN
    INSERT INTO hedge_open_totals AS t (owner_id, currency, maturity_date, contract_count, amount, locked_nzd)
    VALUES (NEW.owner_id, NEW.currency, NEW.maturity_date, 1, NEW.amount, NEW.amount * NEW.locked_rate)
    ON CONFLICT (owner_id, currency, maturity_date) DO UPDATE SET contract_count = t.contract_count + 1,
      amount = t.amount + excluded.amount, locked_nzd = t.locked_nzd + excluded.locked_nzd;
  END IF;
  RETURN NULL;
END
$fn$;
