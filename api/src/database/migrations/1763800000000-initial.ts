import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The backbone: users, invoices, FX rate history, saved scenarios and the audit trail. */
export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        password_hash text NOT NULL,
        invoice_number_seq integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_key ON users (email);

      CREATE TABLE login_failures (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        ip text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at);
      CREATE INDEX login_failures_ip_idx ON login_failures (ip, failed_at);

      CREATE TABLE invoices (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        number integer NOT NULL CHECK (number > 0),
        counterparty text NOT NULL CHECK (length(counterparty) BETWEEN 1 AND 200),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        amount numeric(18, 2) NOT NULL CHECK (amount > 0),
        issued_date date NOT NULL,
        due_date date NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'sent', 'overdue', 'paid')),
        archived boolean NOT NULL DEFAULT false,
        written_off boolean NOT NULL DEFAULT false,
        sent_date date,
        paid_date date,
        booked_rate numeric(20, 10),
        booked_rate_source text,
        booked_rate_type text,
        booked_rate_date date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT invoices_owner_number_key UNIQUE (owner_id, number),
        CONSTRAINT invoices_written_off_archived CHECK (NOT written_off OR archived)
      );
      CREATE INDEX invoices_owner_tab_idx ON invoices (owner_id, archived, written_off, number);
      CREATE INDEX invoices_owner_status_idx ON invoices (owner_id, status, number);
      CREATE INDEX invoices_owner_due_idx ON invoices (owner_id, due_date);
      CREATE INDEX invoices_sent_due_idx ON invoices (due_date) WHERE status = 'sent';

      CREATE TABLE fx_rates (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner_id uuid REFERENCES users (id),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        nzd_per_unit numeric(20, 10) NOT NULL CHECK (nzd_per_unit > 0),
        source text NOT NULL,
        rate_type text NOT NULL CHECK (rate_type IN ('spot', 'mid-month', 'end-of-month')),
        effective_date date NOT NULL,
        recorded_by uuid REFERENCES users (id),
        recorded_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX fx_rates_shared_idx ON fx_rates (currency, effective_date DESC, id DESC) WHERE owner_id IS NULL;
      CREATE INDEX fx_rates_owner_idx ON fx_rates (owner_id, currency, effective_date DESC, id DESC) WHERE owner_id IS NOT NULL;

      CREATE TABLE saved_scenarios (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
        tags text[] NOT NULL DEFAULT '{}',
        shocks jsonb NOT NULL,
        include_drafts boolean NOT NULL DEFAULT false,
        rate_snapshot_date date NOT NULL,
        total_exposure numeric(20, 2) NOT NULL,
        impact_amount numeric(20, 2) NOT NULL,
        affected_invoice_count integer NOT NULL,
        affected_currencies text[] NOT NULL DEFAULT '{}',
        pinned boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX saved_scenarios_owner_idx ON saved_scenarios (owner_id, pinned DESC, created_at DESC);

      CREATE TABLE audit_heads (
        owner_id uuid PRIMARY KEY REFERENCES users (id),
        seq bigint NOT NULL DEFAULT 0,
        hash text NOT NULL
      );

      CREATE TABLE audit_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        seq bigint NOT NULL,
        actor_id uuid REFERENCES users (id),
        actor text NOT NULL,
        entity_type text NOT NULL,
        entity_id text,
        action text NOT NULL,
        message text NOT NULL,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL,
        prev_hash text NOT NULL,
        hash text NOT NULL,
        CONSTRAINT audit_events_owner_seq_key UNIQUE (owner_id, seq)
      );
      CREATE INDEX audit_events_entity_idx ON audit_events (owner_id, entity_type, entity_id, seq);

      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_events is append-only; % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$;
      CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
        FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
      CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
        FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE audit_events; DROP FUNCTION audit_events_append_only(); DROP TABLE audit_heads;
      DROP TABLE saved_scenarios; DROP TABLE fx_rates; DROP TABLE invoices; DROP TABLE login_failures; DROP TABLE users;
    `);
  }
}
