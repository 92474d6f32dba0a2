import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphql, type GraphQLSchema } from 'graphql';
import { MULTI_MAX } from '@keafx/schema';
import { executableSchema, type ResolverMap } from './schema';
import { createResolvers, DEMO_DISABLED_MESSAGE } from './resolvers';
import { DemoStore } from './store';

// The api's committed SDL, as the demo link loads it.
const typeDefs = readFileSync(path.join(__dirname, '../../../schema/schema.graphql'), 'utf8');
const NOW = new Date('2026-11-22T21:30:00Z');

function setup(): {
  store: DemoStore;
  run: (
    query: string,
    variables?: Record<string, unknown>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own ad-hoc query shape
  ) => Promise<{ data?: any; errors?: readonly { message: string; extensions: Record<string, unknown> }[] }>;
} {
  const store = new DemoStore(() => NOW);
  const schema: GraphQLSchema = executableSchema(typeDefs, createResolvers(store) as ResolverMap);
  return { store, run: async (query, variables) => graphql({ schema, source: query, variableValues: variables }) as never };
}

const SAVED =
  'id name isPinned rateShock totalExposure impactAmount affectedInvoiceCount affectedCurrencies tags includeDrafts shocks { currency shock percent } current { totalImpact }';

describe('demo resolvers over the api schema', () => {
  it('answers the grouped invoice views as schema/src groups them, with rows paged by cursor, and refuses bad arguments', async () => {
    const { store, run } = setup();
    const r = await run(`{ invoiceGroups(groupBy: STATUS, rows: 1, groupOffset: 0, groupLimit: 200) {
      groupBy totalGroups totalInvoices hasMoreGroups groups { groupKey groupLabel count nextCursor invoices { id status } } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.invoiceGroups.groupBy).toBe('STATUS');
    expect(r.data.invoiceGroups.groups.map((g: { groupLabel: string; count: number }) => [g.groupLabel, g.count])).toEqual([
      ['Overdue', 2],
      ['Sent', 7],
      ['Draft', 2],
      ['Paid', 1],
    ]);
    expect(r.data.invoiceGroups.totalInvoices).toBe(store.inView('ACTIVE').length);
    const sent = r.data.invoiceGroups.groups[1];
    const ids = [sent.invoices[0].id];
    let after: string | null = sent.nextCursor;
    while (after) {
      const page = await run(
        'query($after: String) { invoiceGroupRows(groupBy: STATUS, key: "status:sent", after: $after, limit: 2) { nextCursor items { id status } } }',
        { after },
      );
      expect(page.errors).toBeUndefined();
      ids.push(...page.data.invoiceGroupRows.items.map((i: { id: string }) => i.id));
      after = page.data.invoiceGroupRows.nextCursor;
    }
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
    const bad = await run('{ invoiceGroups(groupBy: ID, rows: -1) { totalGroups } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rows' });
    const badRows = await run('{ invoiceGroupRows(groupBy: ID, key: "all", limit: 0) { nextCursor } }');
    expect(badRows.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it('answers the dashboard queries: counts, invoices, exposure and the audit trail', async () => {
    const { run } = setup();
    const r = await run(`{
      invoiceCounts(view: ACTIVE) { all draft sent overdue paid active archive writeoffs }
      invoices(view: ACTIVE, sort: NUMBER_ASC, limit: 3) { items { id label counterparty currency amount status } hasMore }
      exposure { totalNzd invoiceCount overdueCount dueHorizon currencies { currency sharePercent rateStale } warnings }
      exposureAging { buckets { bucket invoiceCount } }
      auditEvents(limit: 2) { items { message } hasMore }
    }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.invoiceCounts).toEqual({ all: 12, draft: 2, sent: 7, overdue: 2, paid: 1, active: 12, archive: 0, writeoffs: 0 });
    expect(r.data.invoices.items[0]).toEqual({
      id: '1',
      label: 'INV-0001',
      counterparty: 'Acme Corporation',
      currency: 'USD',
      amount: '12500.00',
      status: 'OVERDUE',
    });
    expect(r.data.invoices.hasMore).toBe(true);
    expect(r.data.exposure.invoiceCount).toBe(9);
    expect(r.data.exposure.currencies[0].rateStale).toBe(false);
    expect(r.data.exposureAging.buckets.map((b: { bucket: string }) => b.bucket)).toEqual([
      'OVERDUE',
      'TODAY',
      'NEXT_7_DAYS',
      'NEXT_30_DAYS',
      'LATER',
    ]);
    expect(r.data.auditEvents.items[0].message).toMatch(/^Demo mode started/);
  });

  it('filters the audit trail by entity, action and New Zealand day, and refuses a backwards range', async () => {
    const { store, run } = setup();
    const q =
      'query($from: String, $to: String, $action: String) { auditEvents(limit: 50, offset: 0, from: $from, to: $to, action: $action) { items { message } } }';
    // NOW is 10:30 on 23 November in Auckland (21:30 UTC the day before); the sample entries go back 5 minutes apart.
    expect((await run(q, { from: '2026-11-23', to: '2026-11-23' })).data.auditEvents.items).toHaveLength(store.audit.length);
    expect((await run(q, { from: '2026-11-22', to: '2026-11-22' })).data.auditEvents.items).toEqual([]);
    expect((await run(q, { to: '2026-11-22' })).data.auditEvents.items).toEqual([]);
    expect((await run(q, { action: 'demo.started' })).data.auditEvents.items).toEqual([
      { message: 'Demo mode started: sample data loaded' },
    ]);
    const backwards = await run(q, { from: '2026-11-23', to: '2026-11-01' });
    expect(backwards.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it("lists, saves, pins, compares, runs and deletes scenarios (the Scenario Analysis page's operations)", async () => {
    const { run } = setup();
    const list = await run(`{ scenarios { ${SAVED} } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data.scenarios.map((s: { name: string }) => s.name)).toEqual([
      'USD amounts +15%',
      'EUR amounts -10%',
      'NZD ±10%: every foreign currency -10%',
    ]);
    const [usd, eur] = list.data.scenarios as { id: string; impactAmount: string; rateShock: string }[];
    expect(usd?.rateShock).toBe('15');

    const blank = await run('mutation { saveScenario(input: { name: "  ", shocks: [{ currency: USD, shock: 0.1 }] }) { id } }');
    expect(blank.errors?.[0]?.message).toBe('Please enter a name for this scenario');
    expect(blank.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const nzd = await run('mutation { runScenario(input: { shocks: [{ currency: NZD, shock: 0.1 }] }) { totalImpact } }');
    expect(nzd.errors?.[0]?.message).toMatch(/NZD is the base currency/);

    const saved = await run(
      `mutation { saveScenario(input: { name: "Board", tags: ["Board Report"], shocks: [{ currency: GBP, shock: -0.05 }] }) { ${SAVED} } }`,
    );
    expect(saved.data.saveScenario).toMatchObject({ name: 'Board', tags: ['Board Report'], isPinned: false, affectedCurrencies: ['GBP'] });
    const id = saved.data.saveScenario.id as string;
    await run('mutation($id: ID!) { pinScenario(id: $id) { isPinned } }', { id });
    const after = await run('{ scenarios { id isPinned } }');
    // Pinned first, then newest: the new pinned one, then the pinned sample.
    expect(after.data.scenarios.slice(0, 2).map((s: { id: string }) => s.id)).toEqual([id, usd?.id]);
    expect(after.data.scenarios.filter((s: { isPinned: boolean }) => s.isPinned)).toHaveLength(2);

    const cmp = await run(
      'query($ids: [ID!]!) { compareScenarios(ids: $ids) { impactDifference similar shocks { currency first second } } }',
      { ids: [usd?.id, eur?.id] },
    );
    expect(cmp.errors).toBeUndefined();
    expect(Number(cmp.data.compareScenarios.impactDifference)).toBeCloseTo(Number(eur?.impactAmount) - Number(usd?.impactAmount), 2);
    expect(cmp.data.compareScenarios.shocks).toEqual([
      { currency: 'USD', first: '0.15', second: '0' },
      { currency: 'EUR', first: '0', second: '-0.1' },
    ]);
    const one = await run('query($ids: [ID!]!) { compareScenarios(ids: $ids) { similar } }', { ids: [usd?.id] });
    expect(one.errors?.[0]?.message).toBe('Choose exactly 2 scenarios to compare');

    const affected = await run('query($id: ID!) { scenarioAffectedInvoices(id: $id) { items { id currency } } }', { id: usd?.id });
    expect(affected.data.scenarioAffectedInvoices.items.map((i: { currency: string }) => i.currency)).toEqual(['USD', 'USD']);

    const many = await run(
      'mutation { runScenarios(input: { scenarios: [{ shocks: [{ currency: USD, shock: 0.1 }] }, { name: "Down", shocks: [{ currency: EUR, shock: -0.2 }] }] }) { scenarios { name totalImpact guidance { band } } } }',
    );
    expect(many.data.runScenarios.scenarios.map((s: { name: string }) => s.name)).toEqual(['Scenario 1', 'Down']);
    expect(many.data.runScenarios.scenarios[1].guidance.band).toMatch(/LOSS$/);
    // The api's command decides what is too many, in its words.
    const eleven = Array.from({ length: MULTI_MAX + 1 }, () => '{ shocks: [{ currency: USD, shock: 0.1 }] }').join(', ');
    const tooMany = await run(`mutation { runScenarios(input: { scenarios: [${eleven}] }) { scenarios { name } } }`);
    expect(tooMany.errors?.[0]).toMatchObject({
      message: expect.stringContaining(`scenarios must be a list of 1 to ${MULTI_MAX} named shock sets`),
      extensions: { code: 'BAD_USER_INPUT', field: 'scenarios' },
    });

    await run('mutation($id: ID!) { deleteScenario(id: $id) { id } }', { id });
    const gone = await run('query($id: ID!) { scenario(id: $id) { id } }', { id });
    expect(gone.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('keeps the rules on writes, refuses edits and sign-in, and answers preferences', async () => {
    const { run, store } = setup();
    const edit = await run('mutation { updateInvoice(id: "1", input: { amount: "5" }) { id } }');
    expect(edit.errors?.[0]?.extensions.code).toBe('DEMO_DISABLED');
    const status = await run('mutation { updateInvoice(id: "2", input: { status: PAID }) { status } }');
    expect(status.data.updateInvoice.status).toBe('PAID');
    expect(store.audit[0]?.message).toBe('Updated demo invoice #2 to paid');
    const writeOff = await run('mutation { writeOffInvoices(ids: ["3"]) { id } }');
    expect(writeOff.errors?.[0]?.message).toBe('Only overdue invoices can be written off');
    const login = await run('mutation { login(input: { email: "a@b.co", password: "secret1" }) { accessToken } }');
    expect(login.errors?.[0]?.message).toBe(DEMO_DISABLED_MESSAGE);
    const prefs = await run('{ preferences { baseCurrency emailNotifications overdueAlerts weeklyExposureReport } }');
    expect(prefs.data.preferences).toEqual({
      baseCurrency: 'NZD',
      emailNotifications: true,
      overdueAlerts: true,
      weeklyExposureReport: false,
    });
    const bad = await run('mutation { updatePreferences(input: { baseCurrency: "XXX" }) { baseCurrency } }');
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is its sample owner’s business: the owner alone in the team, inviting refused', async () => {
    const { run, store } = setup();
    const me = await run('{ me { email businessRole businessName } }');
    expect(me.data.me).toEqual({ email: store.profile.email, businessRole: 'owner', businessName: 'Kiwi Exports Ltd' });
    const team = await run('{ team { members { email role } invitations { id } } }');
    expect(team.data.team).toEqual({ members: [{ email: store.profile.email, role: 'owner' }], invitations: [] });
    const invite = await run('mutation { inviteMember(input: { email: "a@b.co", role: "viewer" }) { link } }');
    expect(invite.errors?.[0]?.message).toBe(DEMO_DISABLED_MESSAGE);
  });
  it("keeps overdue reminders for the visit, by the api's own command, and says the demo sends no e-mail", async () => {
    const { run } = setup();
    const read = await run('{ reminderSettings { enabled firstAfterDays repeatEveryDays maxReminders mailEnabled } }');
    expect(read.data.reminderSettings).toEqual({
      enabled: false,
      firstAfterDays: 7,
      repeatEveryDays: 7,
      maxReminders: 3,
      mailEnabled: false,
    });
    const saved = await run('mutation { updateReminderSettings(input: { enabled: true, firstAfterDays: 3 }) { enabled firstAfterDays } }');
    expect(saved.data.updateReminderSettings).toEqual({ enabled: true, firstAfterDays: 3 });
    const bad = await run('mutation { updateReminderSettings(input: { enabled: true, maxReminders: 40 }) { enabled } }');
    expect([bad.errors?.[0]?.extensions.code, bad.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'maxReminders must be a whole number from 1 to 10',
    ]);
  });

  it('answers an invoice’s lines, GST, time-of-supply rate and TSI issues, and makes an invoice from lines', async () => {
    const { run, store } = setup();
    const TAX = `pricesIncludeGst subtotal gstAmount zeroRatedAmount amount gstNzd supplyDate
      supplyRate { rate source type date } lines { description quantity unitPrice gstTreatment lineTotal gst } tsiIssues { code field message }`;
    const tokyo = await run(`{ invoice(id: "5") { ${TAX} } }`);
    expect(tokyo.errors).toBeUndefined();
    expect(tokyo.data.invoice).toMatchObject({
      pricesIncludeGst: false,
      subtotal: '1220000',
      gstAmount: '30000',
      zeroRatedAmount: '1020000',
      amount: '1250000',
      supplyRate: { rate: store.rates.JPY, source: 'demo', type: 'SPOT', date: store.invoice('5').issuedDate },
      tsiIssues: [],
    });
    expect(tokyo.data.invoice.lines[1]).toEqual({
      description: 'Staff training delivered in Auckland (days)',
      quantity: '2',
      unitPrice: '100000',
      gstTreatment: 'STANDARD',
      lineTotal: '200000',
      gst: '30000',
    });
    const draft = await run('{ invoice(id: "6") { supplyRate { rate } gstNzd tsiIssues { code field message } } }');
    expect(draft.data.invoice).toEqual({
      supplyRate: null,
      gstNzd: null,
      tsiIssues: [
        {
          code: 'description',
          field: 'lines[2].description',
          message: 'Describe what line 2 supplied: every invoice must say what was sold.',
        },
      ],
    });

    const made = await run(
      `mutation { createInvoice(input: { counterparty: "Aroha Cafe Ltd", currency: NZD, dueDate: "2026-12-31", lines: [
        { description: "Website design", quantity: "2", unitPrice: "500.00", gstTreatment: STANDARD },
        { description: "Hosting", unitPrice: "150.00" }] }) { id amount ${TAX} } }`,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data.createInvoice).toMatchObject({ amount: '1322.50', subtotal: '1150.00', gstAmount: '172.50', pricesIncludeGst: false });
    expect(made.data.createInvoice.lines.map((l: { gstTreatment: string }) => l.gstTreatment)).toEqual(['STANDARD', 'STANDARD']);
    const refused = await run(
      'mutation { createInvoice(input: { counterparty: "X", currency: USD, dueDate: "2026-12-31", lines: [{ unitPrice: "-5" }] }) { id } }',
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines' });
  });
});
