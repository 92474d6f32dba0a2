import { sqlNamed } from '../src/database/sql';
import type { TestApp, TestUser } from './harness';

/** An invoice row as buildInvoice writes it; anything not given takes a plain default. */
export interface InvoiceSeed {
  counterparty: string;
  currency: string;
  amount: string;
  issued_date: string;
  due_date: string;
  status: 'draft' | 'sent' | 'overdue' | 'paid';
  archived: boolean;
  written_off: boolean;
  sent_date: string | null;
  paid_date: string | null;
  booked_rate: string | null;
}

/**
 * The SQL-level factory, beside the HTTP ones in harness.ts: one invoice straight into the
 * database (numbered through invoice_numbers like the api does, so later creates follow on),
 * for tests that need a state the HTTP paths take many steps to reach. No audit event is
 * written, so use it where the test is not about the audit trail.
 */
export async function buildInvoice(
  app: TestApp,
  owner: TestUser,
  overrides: Partial<InvoiceSeed> = {},
): Promise<{ id: number; number: number; key: string }> {
  const seed: InvoiceSeed = {
    counterparty: 'Factory Ltd',
    currency: 'USD',
    amount: '100.00',
    issued_date: '2026-06-01',
    due_date: '2026-07-01',
    status: 'draft',
    archived: false,
    written_off: false,
    sent_date: null,
    paid_date: null,
    booked_rate: null,
    ...overrides,
  };
  const [row] = await sqlNamed<{ id: string; number: number }>(
    app.server.ds,
    `WITH n AS (
       INSERT INTO invoice_numbers AS n (owner_id, last_number) VALUES (:owner, 1)
       ON CONFLICT (owner_id) DO UPDATE SET last_number = n.last_number + 1 RETURNING last_number
     )
     INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, archived, written_off,
                           sent_date, paid_date, booked_rate, created_at, updated_at)
     SELECT :owner, n.last_number, :counterparty, :currency, :amount, :issued_date, :due_date, :status, :archived, :written_off,
            :sent_date, :paid_date, :booked_rate, now(), now() FROM n
     RETURNING id, number`,
    { owner: owner.id, ...seed },
  );
  if (!row) throw new Error('buildInvoice inserted nothing');
  // id: the invoice's id as the api shows it (the owner's number); key: the row's key inside the database.
  return { id: row.number, number: row.number, key: String(row.id) };
}
