import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed webhooks (webhooks module): the owner's endpoints, every delivery (the exact body
 * sent, so a re-send is byte-identical) with each attempt, and the NZD exposure thresholds
 * whose crossing is an event, with the side of the line each was last seen on.
 */
export class Webhooks1764300500001 implements MigrationInterface {
  name = 'Webhooks1764300500001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        url text NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
        events text[] NOT NULL CHECK (cardinality(events) >= 1),
        secret text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX webhook_endpoints_owner_idx ON webhook_endpoints (owner_id, created_at);

      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        last_status_code integer,
        last_latency_ms integer,
        last_error text,
        created_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        delivered_at timestamptz
      );
      CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC);

      CREATE TABLE webhook_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempted_at timestamptz NOT NULL,
        status_code integer,
        latency_ms integer NOT NULL,
        error text
      );
      CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);

      CREATE TABLE webhook_thresholds (
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        currency text NOT NULL CHECK (currency ~ '^([A-Z]{3}|TOTAL)$'),
        threshold_nzd numeric(18, 2) NOT NULL CHECK (threshold_nzd > 0),
        above boolean NOT NULL DEFAULT false,
        PRIMARY KEY (owner_id, currency)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'DROP TABLE webhook_thresholds; DROP TABLE webhook_attempts; DROP TABLE webhook_deliveries; DROP TABLE webhook_endpoints;',
    );
  }
}
