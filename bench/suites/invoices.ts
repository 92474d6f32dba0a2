import { listInvoicesSql, CREATE_INVOICE_SQL } from '../../api/src/modules/invoices/invoices.sql';
import { latencyRows, ratioRow, seedInvoices, signUp, time, withClient, type BenchRow } from '../lib';
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
    const raw = await withClient(ctx.dbUrl, (c) => time(() => c.query(listSql.sql, listSql.params)));
    const gqlList = await time(() => api.gql(LIST_QUERY, { limit: 50 }));
    const restList = await time(() => api.rest('GET', '/me/invoices?limit=50'));
    rows.push(
      ...latencyRows('invoice list, first 50 of 100k, GraphQL', gqlList, raw, 15),
      ratioRow('invoice list GraphQL p95 / raw pg p95', gqlList.p95, raw.p95, 3),
      ...latencyRows('invoice list, first 50 of 100k, REST', restList, raw, 15),
      ratioRow('invoice list REST p95 / raw pg p95', restList.p95, raw.p95, 3),
    );

    const body = { counterparty: 'Bench Ltd', currency: 'USD', amount: 1234.5, due_date: '2027-01-31', issued_date: today };
    const input = { counterparty: 'Bench Ltd', currency: 'USD', amount: '1234.50', dueDate: '2027-01-31', issuedDate: today };
    const rawCreate = await withClient(ctx.dbUrl, (c) => time(async () => {
      // The same statements the service runs, without the api around them.
      await c.query('BEGIN');
      const [inv] = (await c.query(CREATE_INVOICE_SQL, [owner.id, today, 'Bench Ltd', 'USD', '1234.50', today, '2027-01-31', new Date()])).rows;
      const [head] = (await c.query('SELECT seq, hash FROM audit_heads WHERE owner_id = $1 FOR UPDATE', [owner.id])).rows;
      const seq = Number(head.seq) + 1;
      await c.query(
        `INSERT INTO audit_events (owner_id, seq, actor_id, actor, entity_type, entity_id, action, message, before, after, created_at, prev_hash, hash)
         VALUES ($1, $2, $1, 'bench', 'invoice', $3, 'invoice.created', 'bench', 'null', '{}', now(), $4, $5)`,
        [owner.id, seq, String(inv.id), head.hash, head.hash],
      );
      await c.query('UPDATE audit_heads SET seq = $2 WHERE owner_id = $1', [owner.id, seq]);
      await c.query('ROLLBACK');
    }, 100, 10));
    const gqlCreate = await time(() => api.gql(CREATE_MUTATION, { input }), 100, 10);
    const restCreate = await time(() => api.rest('POST', '/me/invoices', body), 100, 10);
    rows.push(
      ...latencyRows('create invoice, GraphQL', gqlCreate, rawCreate, null),
      ...latencyRows('create invoice, REST', restCreate, rawCreate, null),
    );
    return rows;
  },
};
