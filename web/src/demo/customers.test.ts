import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphql } from 'graphql';
import { executableSchema, type ResolverMap } from './schema';
import { createResolvers, DEMO_DISABLED_MESSAGE } from './resolvers';
import { DemoStore } from './store';

const typeDefs = readFileSync(path.join(__dirname, '../../../schema/schema.graphql'), 'utf8');
const NOW = new Date('2026-11-22T21:30:00Z');

function setup() {
  const store = new DemoStore(() => NOW);
  const schema = executableSchema(typeDefs, createResolvers(store) as ResolverMap);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own ad-hoc query shape
  const run = async (query: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: readonly any[] }> =>
    graphql({ schema, source: query, variableValues: variables }) as never;
  return { store, run };
}

const FIELDS = 'id name country defaultCurrency invoiceCount outstanding { currency amount count } paidCount averageDaysLate';

describe("the demo's customers", () => {
  it("are the sample invoices' customers by name, with what their invoices say, paged", async () => {
    const { store, run } = setup();
    const r = await run(`{ customers(limit: 200) { hasMore items { ${FIELDS} } } }`);
    expect(r.errors).toBeUndefined();
    const items = r.data.customers.items as { name: string }[];
    expect(items).toHaveLength(new Set(store.invoices.map((i) => i.customer)).size);
    expect(items.map((c) => c.name)).toEqual([...items.map((c) => c.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(r.data.customers.items.find((c: { name: string }) => c.name === 'Acme Corporation')).toEqual({
      id: 'acme-corp',
      name: 'Acme Corporation',
      country: 'US',
      defaultCurrency: 'USD',
      invoiceCount: 1,
      outstanding: [{ currency: 'USD', amount: '12500.00', count: 1 }],
      paidCount: 0,
      averageDaysLate: null,
    });
    // Paid two days before it was due: on time.
    expect(r.data.customers.items.find((c: { name: string }) => c.name === 'Rio Coffee Exports')).toMatchObject({
      outstanding: [],
      paidCount: 1,
      averageDaysLate: 0,
    });
    const page = await run('{ customers(limit: 5, offset: 10) { hasMore items { name } } }');
    expect(page.data.customers).toEqual({ hasMore: false, items: items.slice(10, 15).map((c) => ({ name: c.name })) });
    const found = await run('{ customers(search: "tokyo") { items { name } } }');
    expect(found.data.customers.items).toEqual([{ name: 'Tokyo Electronics KK' }]);
  });

  it('one customer by id, its invoices by customerId, and an unknown id NOT_FOUND', async () => {
    const { run } = setup();
    const one = await run('{ customer(id: "acme-corp") { name invoiceCount } }');
    expect(one.data.customer).toEqual({ name: 'Acme Corporation', invoiceCount: 1 });
    const invoices = await run('{ invoices(view: ALL, customerId: "acme-corp") { items { number counterparty customerId } } }');
    expect(invoices.data.invoices.items).toEqual([{ number: 1, counterparty: 'Acme Corporation', customerId: 'acme-corp' }]);
    const missing = await run('{ customer(id: "nobody") { name } }');
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('follow the invoices: a differently spelt name is the same customer, and a payment changes its record', async () => {
    const { store, run } = setup();
    store.add({ counterparty: 'ACME Corp.', currency: 'EUR', amount: '100.00', issuedDate: store.today, dueDate: store.today });
    const r = await run('{ customer(id: "acme-corp") { name invoiceCount defaultCurrency } }');
    expect(r.data.customer).toEqual({ name: 'Acme Corporation', invoiceCount: 2, defaultCurrency: null });
    store.setStatus('1', 'paid');
    const paid = await run('{ customer(id: "acme-corp") { outstanding { currency } paidCount } }');
    expect(paid.data.customer).toEqual({ outstanding: [], paidCount: 1 });
  });

  it('cannot be added, changed, merged or deleted: the demo saves nothing', async () => {
    const { run } = setup();
    for (const m of [
      'createCustomer(input: { name: "New" }) { id }',
      'updateCustomer(id: "acme-corp", input: { name: "New" }) { id }',
      'deleteCustomer(id: "acme-corp") { id }',
      'mergeCustomers(id: "acme-corp", fromId: "rio-coffee-exports") { id }',
    ]) {
      const r = await run(`mutation { ${m} }`);
      expect(r.errors?.[0]).toMatchObject({ message: DEMO_DISABLED_MESSAGE, extensions: { code: 'DEMO_DISABLED' } });
    }
  });
});
