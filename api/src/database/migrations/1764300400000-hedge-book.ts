import type { MigrationInterface, QueryRunner } from 'typeorm';
import { hedgeTotalsSql } from '../../modules/hedges/ddl';

/**
 * The hedge book (issue 15): forward contracts, the totals of the open ones by currency and
 * maturity date (kept by a trigger, so exposure with hedges reads dates, not contracts), and
 * each owner's policy of target hedge ratios per horizon bucket.
 */
export class HedgeBook1764300400000 implements MigrationInterface {
  name = 'HedgeBook1764300400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hedge_contracts (
        id bigserial PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$' AND currency <> 'NZD'),
        amount numeric(18, 2) NOT NULL CHECK (amount > 0),
        locked_rate numeric(20, 10) NOT NULL CHECK (locked_rate > 0),
        trade_date date NOT NULL,
        maturity_date date NOT NULL,
        bank text NOT NULL,
        reference text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'cancelled')),
        settled_on date,
        settlement_rate numeric(20, 10) CHECK (settlement_rate > 0),
        cancelled_on date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (maturity_date >= trade_date),
        CHECK ((status = 'settled') = (settled_on IS NOT NULL AND settlement_rate IS NOT NULL)),
        CHECK ((status = 'cancelled') = (cancelled_on IS NOT NULL))
      );
      CREATE INDEX hedge_contracts_owner_idx ON hedge_contracts (owner_id, maturity_date, id);
      CREATE TABLE hedge_open_totals (
        owner_id uuid NOT NULL REFERENCES users (id),
        currency char(3) NOT NULL,
        maturity_date date NOT NULL,
        contract_count integer NOT NULL,
        amount numeric(24, 2) NOT NULL,
        locked_nzd numeric(40, 12) NOT NULL,
        PRIMARY KEY (owner_id, currency, maturity_date)
      );
      CREATE TABLE hedge_policies (
        owner_id uuid PRIMARY KEY REFERENCES users (id),
        m0_3 numeric(5, 4) CHECK (m0_3 BETWEEN 0 AND 1),
        m3_6 numeric(5, 4) CHECK (m3_6 BETWEEN 0 AND 1),
        m6_12 numeric(5, 4) CHECK (m6_12 BETWEEN 0 AND 1),
        m12plus numeric(5, 4) CHECK (m12plus BETWEEN 0 AND 1),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
    await q.query(hedgeTotalsSql());
    await q.query(`CREATE TRIGGER hedge_contracts_totals AFTER INSERT OR UPDATE OR DELETE ON hedge_contracts
      FOR EACH ROW EXECUTE FUNCTION hedge_contracts_totals()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'DROP TABLE hedge_policies; DROP TABLE hedge_open_totals; DROP TABLE hedge_contracts; DROP FUNCTION hedge_contracts_totals()',
    );
  }
}
