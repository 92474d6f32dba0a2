import { customerKey } from '@keafx/schema';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropInvoiceColumnsSql, invoiceLedgerSql } from '../../modules/invoices/ddl';

/**
 * Customers as records (issue 26): a customer per owner and normalised name (`customerKey`:
 * "Acme Cloud, Inc." and "ACME Cloud Inc" are one), with the details the tax rules, bank matching
 * and the forecast need. Every invoice points at its customer (`invoices.customer_id`, the same
 * owner by the composite key); invoice_ledger shows the column.
 *
 * Existing invoices are migrated into customers by normalised name: each customer takes the
 * spelling most of its invoices use (the latest on a tie), and the e-mail and address of its
 * latest invoice that gave them. The invoices keep the name they were issued under.
 */
export class Customers1764301000000 implements MigrationInterface {
  name = 'Customers1764301000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        name_key text NOT NULL CHECK (length(name_key) BETWEEN 1 AND 400),
        trading_name text NOT NULL DEFAULT '' CHECK (length(trading_name) <= 200),
        email text NOT NULL DEFAULT '' CHECK (length(email) <= 254),
        phone text NOT NULL DEFAULT '' CHECK (length(phone) <= 40),
        address text NOT NULL DEFAULT '' CHECK (length(address) <= 500),
        country text NOT NULL DEFAULT '' CHECK (country ~ '^([A-Z]{2})?$'),
        business_number text NOT NULL DEFAULT '' CHECK (length(business_number) <= 40),
        tax_number text NOT NULL DEFAULT '' CHECK (length(tax_number) <= 40),
        default_currency char(3),
        payment_terms_days integer CHECK (payment_terms_days BETWEEN 0 AND 365),
        notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 2000),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (owner_id, name_key),
        UNIQUE (owner_id, id)
      );
      CREATE INDEX customers_owner_name_idx ON customers (owner_id, lower(name), id);
      ALTER TABLE invoices ADD COLUMN customer_id uuid;
      ALTER TABLE invoices ADD CONSTRAINT invoices_customer_fk FOREIGN KEY (owner_id, customer_id) REFERENCES customers (owner_id, id);
      CREATE INDEX invoices_customer_idx ON invoices (owner_id, customer_id) WHERE customer_id IS NOT NULL;
    `);
    await q.query(invoiceLedgerSql());

    // Every distinct spelling of every owner's customers, with how often and how lately it was used.
    const names: { owner_id: string; counterparty: string; uses: number; latest: Date }[] = await q.query(
      `SELECT owner_id, counterparty, count(*)::int AS uses, max(created_at) AS latest FROM invoices GROUP BY owner_id, counterparty`,
    );
    const chosen = new Map<string, { owner: string; key: string; name: string; uses: number; latest: number }>();
    for (const n of names) {
      const key = customerKey(n.counterparty);
      const id = `${n.owner_id} ${key}`;
      const latest = new Date(n.latest).getTime();
      const best = chosen.get(id);
      if (!best || n.uses > best.uses || (n.uses === best.uses && latest > best.latest))
        chosen.set(id, { owner: n.owner_id, key, name: n.counterparty, uses: n.uses, latest });
    }
    const all = [...chosen.values()];
    for (let from = 0; from < all.length; from += 5_000) {
      const batch = all.slice(from, from + 5_000);
      await q.query(
        `INSERT INTO customers (owner_id, name, name_key, created_at, updated_at)
         SELECT o, n, k, now(), now() FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t (o, n, k)`,
        [batch.map((c) => c.owner), batch.map((c) => c.name), batch.map((c) => c.key)],
      );
    }
    const spellings = names.map((n) => ({ owner: n.owner_id, counterparty: n.counterparty, key: customerKey(n.counterparty) }));
    for (let from = 0; from < spellings.length; from += 5_000) {
      const batch = spellings.slice(from, from + 5_000);
      await q.query(
        `UPDATE invoices i SET customer_id = c.id
         FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t (o, cp, k)
         JOIN customers c ON c.owner_id = t.o AND c.name_key = t.k
         WHERE i.owner_id = t.o AND i.counterparty = t.cp`,
        [batch.map((s) => s.owner), batch.map((s) => s.counterparty), batch.map((s) => s.key)],
      );
    }
    // The contact details the latest invoice gave.
    await q.query(`
      UPDATE customers c SET
        email = coalesce((SELECT i.customer_email FROM invoices i WHERE i.owner_id = c.owner_id AND i.customer_id = c.id AND i.customer_email <> ''
                          ORDER BY i.created_at DESC, i.id DESC LIMIT 1), ''),
        address = coalesce((SELECT left(i.customer_address, 500) FROM invoices i WHERE i.owner_id = c.owner_id AND i.customer_id = c.id
                            AND i.customer_address <> '' ORDER BY i.created_at DESC, i.id DESC LIMIT 1), '')
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(dropInvoiceColumnsSql(['customer_id']));
    await q.query('DROP TABLE customers');
  }
}
