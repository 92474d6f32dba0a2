import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphql } from 'graphql';
import { demoTsiIssues, demoTsiShortfall } from './invoiceTax';
import { createResolvers } from './resolvers';
import { executableSchema, type ResolverMap } from './schema';
import { DemoStore } from './store';

// The api's committed SDL, as the demo link loads it.
const typeDefs = readFileSync(path.join(__dirname, '../../../schema/schema.graphql'), 'utf8');
const NOW = new Date('2026-11-22T21:30:00Z');

function setup() {
  const store = new DemoStore(() => NOW);
  const schema = executableSchema(typeDefs, createResolvers(store) as ResolverMap);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own ad-hoc query shape
  const run = async (query: string): Promise<{ data?: any; errors?: readonly { message: string }[] }> =>
    graphql({ schema, source: query }) as never;
  return { store, run };
}

describe("the demo's TSI count (the dashboard's tsiShortfall)", () => {
  it('counts the sent, open invoices that lack something, by the same rules as each invoice', async () => {
    const { store, run } = setup();
    const lacking = (status: string) =>
      store.invoices.filter(
        (i) => store.statusOf(i) === status && !i.writtenOff && demoTsiIssues(i, { name: store.profile.company }, store.rates).length > 0,
      ).length;
    expect(demoTsiShortfall(store)).toBe(lacking('sent') + lacking('overdue'));
    const before = (await run('{ tsiShortfall }')).data.tsiShortfall as number;
    expect(before).toBe(demoTsiShortfall(store));

    // The draft with a blank second line, sent as it is: one more falls short.
    const draft = store.invoices.find(
      (i) => i.status === 'draft' && demoTsiIssues(i, { name: store.profile.company }, store.rates).length > 0,
    )!;
    store.transition(String(draft.number), 'send');
    expect((await run('{ tsiShortfall }')).data.tsiShortfall).toBe(before + 1);
  });
});

describe("the demo's create takes the zero-rated export as the api does", () => {
  it('answers what it was given: goods with their date, or services with their evidence', async () => {
    const { run } = setup();
    const goods = await run(`mutation { createInvoice(input: { counterparty: "Acme Corporation", currency: USD, dueDate: "2026-12-31",
      lines: [{ description: "Merino wool bales", unitPrice: "4000.00", gstTreatment: ZERO_RATED }],
      customerAddress: "500 Market St", exportKind: "goods", exportDate: "2026-11-25" }) {
        exportKind exportDate residencyEvidence tsiIssues { code } } }`);
    expect(goods.errors).toBeUndefined();
    expect(goods.data.createInvoice).toEqual({ exportKind: 'goods', exportDate: '2026-11-25', residencyEvidence: [], tsiIssues: [] });
    // Left more than 28 days after the issue date (today, 2026-11-23 in New Zealand): not a zero-rated export.
    const late = await run(`mutation { createInvoice(input: { counterparty: "Acme Corporation", currency: USD, dueDate: "2027-01-31",
      lines: [{ description: "Merino wool bales", unitPrice: "4000.00", gstTreatment: ZERO_RATED }],
      customerAddress: "500 Market St", exportKind: "goods", exportDate: "2026-12-22" }) { tsiIssues { code field } } }`);
    expect(late.data.createInvoice.tsiIssues).toEqual([{ code: 'zero_rating_evidence', field: 'export_date' }]);

    const services = await run(`mutation { createInvoice(input: { counterparty: "Acme Corporation", currency: USD, dueDate: "2026-12-31",
      lines: [{ description: "Cloud architecture review", unitPrice: "2000.00", gstTreatment: ZERO_RATED }],
      exportKind: "services", residencyEvidence: ["place_of_service", "bank_country"] }) { exportKind exportDate residencyEvidence } }`);
    expect(services.errors).toBeUndefined();
    expect(services.data.createInvoice).toEqual({
      exportKind: 'services',
      exportDate: null,
      residencyEvidence: ['bank_country', 'place_of_service'],
    });
  });
});
