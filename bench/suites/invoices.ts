import { INVOICE_NUMBER_MAX } from '@keafx/schema';
import { named } from '../../api/src/database/sql';
import { listInvoicesSql, CREATE_INVOICE_SQL } from '../../api/src/modules/invoices/invoices.sql';
import { performance } from 'node:perf_hooks';
import { latencyRows, ratioRow, round, seedInvoices, signUp, time, withClient, type BenchRow } from '../lib';
import type { BenchSuite } from '.';

const OWNER_INVOICES = 100_000;
const LIST_QUERY = `query List($limit: Int!) {
  invoices(limit: $limit) { items { id number counterparty currency amount issuedDate dueDate status archived writtenOff } hasMore }
}`;
const CREATE_MUTATION = `mutation Create($input: CreateInvoiceInput!) { createInvoice(input: $input) { id number status } }`;

/** Issue 2: invoice list (first page of 50) and create, GraphQL and REST, beside raw pg, for an owner with 100,000 invoices. */
export const invoicesSuite: BenchSuite = {
  name: 'invoices',
  async run(ctx) {
    const owner = await signUp(ctx.base, `bench-invoices-${Date.now()}@example.com`);
    const today = new Date().toISOString().slice(0, 10);
    await withClient(ctx.dbUrl, async (c) => {
      await seedInvoices(c, owner.id, OWNER_INVOICES, { currencies: 4 });
      await c.query('ANALYZE invoices');
    });
    const { api } = owner;
    const rows: BenchRow[] = [];

    const listSql = listInvoicesSql({ view: 'active', sort: 'number_desc', limit: 50, offset: 0 }, owner.id, today);
    // 1,000 samples each: a p95 from 200 is its 10th-worst sample, which one GC pause moves.
    const raw = await withClient(ctx.dbUrl, (c) => time(() => c.query(listSql.sql, listSql.params), 1000, 50));
    const gqlList = await time(() => api.gql(LIST_QUERY, { limit: 50 }), 1000, 50);
    const restList = await time(() => api.rest('GET', '/me/invoices?limit=50'), 1000, 50);
    rows.push(
      ...latencyRows('invoice list, first 50 of 100k, GraphQL', gqlList, raw, 15),
      ratioRow('invoice list GraphQL p95 / raw pg p95', gqlList.p95, raw.p95, 3),
      ...latencyRows('invoice list, first 50 of 100k, REST', restList, raw, 15),
      ratioRow('invoice list REST p95 / raw pg p95', restList.p95, raw.p95, 3),
    );

    const body = { counterparty: 'Bench Ltd', currency: 'USD', amount: 1234.5, due_date: '2027-01-31', issued_date: today };
    const input = { counterparty: 'Bench Ltd', currency: 'USD', amount: '1234.50', dueDate: '2027-01-31', issuedDate: today };
    const rawCreate = await withClient(ctx.dbUrl, (c) =>
      time(
        async () => {
          // The same statements the service runs, without the api around them.
          await c.query('BEGIN');
          // The customer details (email, address, reference, payment terms, notes) are empty, as in the api's body.
          const create = named(CREATE_INVOICE_SQL, {
            owner: owner.id,
            today,
            now: new Date(),
            maxNumber: INVOICE_NUMBER_MAX,
            customerId: null,
            counterparty: 'Bench Ltd',
            currency: 'USD',
            amount: '1234.50',
            issuedDate: today,
            dueDate: '2027-01-31',
            customerEmail: '',
            customerAddress: '',
            reference: '',
            paymentTerms: '',
            notes: '',
          });
          const [inv] = (await c.query(create.text, create.params)).rows;
          const [head] = (await c.query('SELECT seq, hash FROM audit_heads WHERE owner_id = $1 FOR UPDATE', [owner.id])).rows;
          const seq = Number(head.seq) + 1;
          await c.query(
            `INSERT INTO audit_events (owner_id, seq, actor_id, actor, entity_type, entity_id, action, message, before, after, created_at, prev_hash, hash)
         VALUES ($1, $2, $1, 'bench', 'invoice', $3, 'invoice.created', 'bench', 'null', '{}', now(), $4, $5)`,
            [owner.id, seq, String(inv.id), head.hash, head.hash],
          );
          await c.query('UPDATE audit_heads SET seq = $2 WHERE owner_id = $1', [owner.id, seq]);
          await c.query('ROLLBACK');
        },
        100,
        10,
      ),
    );
    const gqlCreate = await time(() => api.gql(CREATE_MUTATION, { input }), 100, 10);
    const restCreate = await time(() => api.rest('POST', '/me/invoices', body), 100, 10);
    // Issue 27: an invoice of 10 lines (each line a row, the totals once on the invoice) against the one-line create.
    const { amount: _amount, ...noAmount } = body;
    const tenLines = {
      ...noAmount,
      lines: Array.from({ length: 10 }, (_, i) => ({ description: `Consulting, week ${i + 1}`, quantity: 1 + i, unit_price: '123.45' })),
    };
    const restCreate10 = await time(() => api.rest('POST', '/me/invoices', tenLines), 100, 10);
    rows.push(
      ...latencyRows('create invoice, GraphQL', gqlCreate, rawCreate, null),
      ...latencyRows('create invoice, REST', restCreate, rawCreate, null),
      ...latencyRows('create invoice with 10 lines, REST', restCreate10, rawCreate, null),
      ratioRow('create with 10 lines p95 / one-line create p95 (REST)', restCreate10.p95, restCreate.p95, 1.5),
    );

    rows.push(await importRow(ctx.base));
    return rows;
  },
};

const IMPORT_ROWS = 100_000;

/** A 100,000-row CSV through POST /me/invoices/import for a fresh owner (issue 5's target: under 5 s). */
async function importRow(base: string): Promise<BenchRow> {
  const { api } = await signUp(base, `bench-import-${Date.now()}@example.com`);
  const statuses = ['Draft', 'Sent', 'Overdue', 'Paid'];
  const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'AUD'];
  const lines = ['Invoice #,Company,Amount,Currency,Issue Date,Status'];
  for (let i = 1; i <= IMPORT_ROWS; i += 1) {
    const currency = currencies[i % currencies.length];
    const amount = currency === 'JPY' ? String(1000 + (i % 5000)) : `${100 + (i % 9000)}.${String(i % 100).padStart(2, '0')}`;
    lines.push(
      `INV-${String(i).padStart(6, '0')},"Customer ${i % 700}, Ltd",${amount},${currency},2026-0${1 + (i % 9)}-1${i % 10},${statuses[i % 4]}`,
    );
  }
  const csv = lines.join('\n');
  const t0 = performance.now();
  const res = await fetch(`${base}/me/invoices/import`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${api.token}` },
    body: csv,
  });
  const ms = performance.now() - t0;
  const body = (await res.json()) as { imported?: number; detail?: string };
  if (res.status !== 201 || body.imported !== IMPORT_ROWS)
    throw new Error(`import failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { name: 'CSV import, 100,000 rows through REST', value: round(ms / 1000), unit: 's', target: 5, better: 'lower' };
}
