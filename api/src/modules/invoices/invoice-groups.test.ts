import { addDays, GROUP_BY_OPTIONS, groupInvoices, isoDateInZone, type GroupBy, type InvoiceGroup, type ViewInvoice } from '@keafx/schema';
import { buildInvoice, type InvoiceSeed } from '../../../test/factories';
import { bearer, startTestApp, type TestApp, type TestClock, type TestUser } from '../../../test/harness';

/**
 * The dashboard's groups come from SQL (invoice-groups.sql.ts); schema/src/invoice-views.ts
 * stays the reference. Same invoices, both ways, every grouping: equal headers, totals, and
 * rows in the same order, paged through with the cursors.
 */

// 13:30 UTC on 15 June is 01:30 on 16 June in Auckland: the business day is the 16th, the
// database's UTC date the 15th. A sent invoice due on the 15th is overdue; one due on the 16th is due today.
const ZONE = 'Pacific/Auckland';
function zonedClock(iso: string): TestClock {
  let at = new Date(iso);
  return {
    now: () => new Date(at),
    today: () => isoDateInZone(at, ZONE),
    set(next) {
      at = new Date(next);
    },
    advanceDays(days) {
      at = new Date(at.getTime() + days * 86_400_000);
    },
  };
}

let app: TestApp;
let owner: TestUser;
let other: TestUser;
const TODAY = '2026-06-16';

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

const CUSTOMERS = [
  '\u00a0Nbsp Ltd\u2003',
  'Nbsp Ltd',
  'Acme',
  'acme',
  'Zeta Ltd',
  'Ähnlich GmbH',
  'Beta',
  'beta',
  '  Padded Co  ',
  'Padded Co',
  '   ',
  'Unknown',
  'Øresund',
  'Ōtaki Orchards',
  'Z',
  '10 Green',
  '9 Blue',
];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'NZD'];
// Around today and each bucket edge: -1/0 (overdue/today), 7/8 (next 7/next 30), 30/31 (next 30/later), and the UTC day.
const DUE_OFFSETS = [-40, -2, -1, 0, 1, 6, 7, 8, 29, 30, 31, 60];

function seeds(n: number): Partial<InvoiceSeed>[] {
  const r = rng(20261116);
  return Array.from({ length: n }, (_, i) => {
    const due = addDays(TODAY, pick(r, DUE_OFFSETS));
    const status = pick(r, ['draft', 'sent', 'sent', 'paid', 'overdue'] as const);
    const currency = pick(r, CURRENCIES);
    const amount = currency === 'JPY' ? String(1 + Math.floor(r() * 900_000)) : (1 + Math.floor(r() * 5_000_000) / 100).toFixed(2);
    const archived = i % 17 === 0;
    return {
      counterparty: pick(r, CUSTOMERS),
      currency,
      amount,
      issued_date: addDays(due, -30),
      due_date: due,
      status: status === 'overdue' && due >= TODAY ? 'sent' : status,
      archived,
      written_off: archived && i % 2 === 0,
    };
  });
}

beforeAll(async () => {
  app = await startTestApp({ clock: zonedClock('2026-06-15T13:30:00.000Z') });
  owner = await app.register('groups');
  other = await app.register('groups-other');
  for (const s of seeds(260)) await buildInvoice(app, owner, s);
  // The UTC-day edge, by hand: due on the UTC today (business yesterday) and on the business today.
  await buildInvoice(app, owner, {
    counterparty: 'Edge',
    currency: 'USD',
    amount: '10.00',
    due_date: '2026-06-15',
    issued_date: '2026-06-01',
    status: 'sent',
  });
  await buildInvoice(app, owner, {
    counterparty: 'Edge',
    currency: 'USD',
    amount: '20.00',
    due_date: '2026-06-16',
    issued_date: '2026-06-01',
    status: 'sent',
  });
  // Another owner's invoices must never show.
  for (const s of seeds(20)) await buildInvoice(app, other, { ...s, counterparty: 'Other Owner Ltd' });
}, 120_000);
afterAll(async () => {
  await app.stop();
});

interface Row {
  id: string;
  number: number;
  counterparty: string;
  currency: string;
  amount: string;
  dueDate: string;
  status: string;
}
interface Group {
  groupKey: string;
  groupLabel: string;
  count: number;
  totalAmount: string | null;
  totalCurrency: string | null;
  totalsByCurrency: { currency: string; amount: string }[] | null;
  earliestDue: string | null;
  invoices: Row[];
  nextCursor: string | null;
}
interface Page {
  groups: Group[];
  totalGroups: number;
  totalInvoices: number;
  hasMoreGroups: boolean;
  groupOffset: number;
}

const ROW = 'id number counterparty currency amount dueDate status';
const GROUPS = `query($groupBy: InvoiceGroupBy!, $view: InvoiceView, $rows: Int, $groupOffset: Int, $groupLimit: Int, $rowBudget: Int) {
  invoiceGroups(groupBy: $groupBy, view: $view, rows: $rows, groupOffset: $groupOffset, groupLimit: $groupLimit, rowBudget: $rowBudget) {
    totalGroups totalInvoices hasMoreGroups groupOffset
    groups { groupKey groupLabel count totalAmount totalCurrency totalsByCurrency { currency amount } earliestDue nextCursor invoices { ${ROW} } }
  } }`;
const ROWS = `query($groupBy: InvoiceGroupBy!, $key: String!, $view: InvoiceView, $after: String, $limit: Int) {
  invoiceGroupRows(groupBy: $groupBy, key: $key, view: $view, after: $after, limit: $limit) { nextCursor items { ${ROW} } } }`;

const ENUM: Record<GroupBy, string> = { id: 'ID', customer: 'CUSTOMER', currency: 'CURRENCY', status: 'STATUS', dueDate: 'DUE_DATE' };

async function groups(user: TestUser, vars: Record<string, unknown>): Promise<Page> {
  const res = await app.gql<{ invoiceGroups: Page }>(user.token, GROUPS, vars);
  expect(res.errors).toBeUndefined();
  return res.data!.invoiceGroups;
}

async function restOf(user: TestUser, groupBy: GroupBy, key: string, after: string | null, view: string): Promise<Row[]> {
  const out: Row[] = [];
  let cursor = after;
  while (cursor !== null) {
    const res = await app.gql<{ invoiceGroupRows: { items: Row[]; nextCursor: string | null } }>(user.token, ROWS, {
      groupBy: ENUM[groupBy],
      key,
      after: cursor,
      limit: 7,
      view,
    });
    expect(res.errors).toBeUndefined();
    out.push(...res.data!.invoiceGroupRows.items);
    cursor = res.data!.invoiceGroupRows.nextCursor;
  }
  return out;
}

/** Every invoice of a view through the plain list, as the browser used to load them. */
async function everyInvoice(view: string): Promise<(ViewInvoice & Row)[]> {
  const res = await app
    .http()
    .get(`/me/invoices?view=${view}&limit=500&sort=number_asc`)
    .set(...bearer(owner));
  expect(res.status).toBe(200);
  return (
    res.body as { id: number; number: number; counterparty: string; currency: string; amount: number; due_date: string; status: string }[]
  ).map((i) => ({
    id: String(i.id),
    number: i.number,
    counterparty: i.counterparty,
    customer: i.counterparty,
    currency: i.currency,
    amount: i.amount.toFixed(i.currency === 'JPY' ? 0 : 2),
    dueDate: i.due_date,
    status: i.status.toUpperCase(),
  }));
}

const expected = (g: InvoiceGroup<ViewInvoice & Row>) => ({
  groupKey: g.groupKey,
  groupLabel: g.groupLabel,
  count: g.invoices.length,
  totalAmount: g.totalAmount ?? null,
  totalCurrency: g.totalCurrency ?? null,
  totalsByCurrency: g.totalsByCurrency ?? null,
  earliestDue: g.earliestDue ?? null,
  numbers: g.invoices.map((i) => i.number),
});

describe('invoice groups from SQL equal the schema/src grouping on the same invoices', () => {
  it('the seed covers the edges it claims to', async () => {
    const all = await everyInvoice('active');
    expect(all.length).toBeGreaterThan(200);
    expect(new Set(all.map((i) => i.status))).toEqual(new Set(['DRAFT', 'SENT', 'PAID', 'OVERDUE']));
    const edge = all.filter((i) => i.counterparty === 'Edge').map((i) => i.status);
    expect(edge).toEqual(['OVERDUE', 'SENT']);
  });

  for (const view of ['active', 'all', 'archive']) {
    for (const groupBy of GROUP_BY_OPTIONS) {
      it(`${groupBy} over ${view}: headers, totals, order and every row (first rows, then pages by cursor)`, async () => {
        const invoices = await everyInvoice(view);
        const want = groupInvoices(invoices, groupBy, TODAY).map(expected);
        const page = await groups(owner, { groupBy: ENUM[groupBy], view: view.toUpperCase(), rows: 5, groupLimit: 200 });
        expect(page.totalGroups).toBe(want.length);
        expect(page.totalInvoices).toBe(invoices.length);
        expect(page.hasMoreGroups).toBe(false);
        const got = [];
        for (const g of page.groups) {
          expect(g.invoices.length).toBe(Math.min(5, g.count));
          expect(g.nextCursor === null).toBe(g.count <= 5);
          const rest = await restOf(owner, groupBy, g.groupKey, g.nextCursor, view.toUpperCase());
          const { invoices: first, nextCursor, ...header } = g;
          void nextCursor;
          got.push({ ...header, numbers: [...first, ...rest].map((i) => i.number) });
        }
        expect(got).toEqual(want);
      });
    }
  }

  it('pages the groups: an offset and limit, and a row budget that stops as the browser did', async () => {
    const invoices = await everyInvoice('active');
    const want = groupInvoices(invoices, 'customer', TODAY).map((g) => g.groupLabel);
    const first = await groups(owner, { groupBy: 'CUSTOMER', rows: 25, groupLimit: 3 });
    expect(first.groups.map((g) => g.groupLabel)).toEqual(want.slice(0, 3));
    expect(first.hasMoreGroups).toBe(true);
    const second = await groups(owner, { groupBy: 'CUSTOMER', rows: 25, groupOffset: 3, groupLimit: 4 });
    expect(second.groups.map((g) => g.groupLabel)).toEqual(want.slice(3, 7));
    expect(second.groupOffset).toBe(3);
    // Budget 30 rows of 25 per group: the first group, and the second only if it still fits.
    const budget = await groups(owner, { groupBy: 'CUSTOMER', rows: 25, rowBudget: 30 });
    const sizes = groupInvoices(invoices, 'customer', TODAY).map((g) => Math.min(25, g.invoices.length));
    expect(budget.groups).toHaveLength((sizes[0] ?? 0) + (sizes[1] ?? 0) > 30 ? 1 : 2);
    const none = await groups(owner, { groupBy: 'CURRENCY', rows: 0 });
    expect(none.groups.every((g) => g.invoices.length === 0 && g.nextCursor === null)).toBe(true);
  });

  it('REST answers the same groups in snake_case', async () => {
    const res = await app
      .http()
      .get('/me/invoices/groups?group_by=status&rows=2')
      .set(...bearer(owner));
    expect(res.status).toBe(200);
    const gql = await groups(owner, { groupBy: 'STATUS', rows: 2 });
    expect(res.body.groups.map((g: { key: string; count: number }) => [g.key, g.count])).toEqual(
      gql.groups.map((g) => [g.groupKey, g.count]),
    );
    expect(res.body.groups[0].invoices[0]).toMatchObject({
      id: Number(gql.groups[0]?.invoices[0]?.id),
      due_date: gql.groups[0]?.invoices[0]?.dueDate,
    });
    const key = res.body.groups[0].key as string;
    const more = await app
      .http()
      .get(
        `/me/invoices/groups/rows?group_by=status&key=${encodeURIComponent(key)}&after=${encodeURIComponent(res.body.groups[0].next_cursor as string)}&limit=3`,
      )
      .set(...bearer(owner));
    expect(more.status).toBe(200);
    expect(more.body.items.map((i: { number: number }) => i.number)).toEqual(
      (await restOf(owner, 'status', key, gql.groups[0]?.nextCursor ?? null, 'ACTIVE')).slice(0, 3).map((i) => i.number),
    );
  });
});

describe('owner isolation', () => {
  it("groups and group rows hold only the caller's invoices", async () => {
    const mine = await groups(other, { groupBy: 'CUSTOMER', rows: 100, view: 'ALL' });
    expect(mine.groups.map((g) => g.groupLabel)).toEqual(['Other Owner Ltd']);
    expect(mine.totalInvoices).toBe(20);
    // The owner's group keys name nothing of theirs for the other owner.
    const rows = await app.gql<{ invoiceGroupRows: { items: Row[] } }>(other.token, ROWS, {
      groupBy: 'CUSTOMER',
      key: 'customer:Acme',
      view: 'ALL',
    });
    expect(rows.data?.invoiceGroupRows.items).toEqual([]);
    const ownerPage = await groups(owner, { groupBy: 'CUSTOMER', rows: 1, groupLimit: 200, view: 'ALL' });
    expect(ownerPage.groups.map((g) => g.groupLabel)).not.toContain('Other Owner Ltd');
    const anon = await app.http().get('/me/invoices/groups?group_by=id');
    expect(anon.status).toBe(401);
  });
});

describe('bad input answers 400 {detail} or BAD_USER_INPUT and reads nothing', () => {
  const restCases: [string, string][] = [
    ['/me/invoices/groups?group_by=nope', 'groupBy'],
    ['/me/invoices/groups', 'groupBy'],
    ['/me/invoices/groups?group_by=__proto__', 'groupBy'],
    ['/me/invoices/groups?group_by=constructor', 'groupBy'],
    ['/me/invoices/groups?group_by=hasOwnProperty', 'groupBy'],
    ['/me/invoices/groups?group_by=id&view=__proto__', 'view'],
    ['/me/invoices/groups?group_by=id&rows=-1', 'rows'],
    ['/me/invoices/groups?group_by=id&rows=101', 'rows'],
    ['/me/invoices/groups?group_by=id&rows=NaN', 'rows'],
    ['/me/invoices/groups?group_by=id&group_limit=0', 'groupLimit'],
    ['/me/invoices/groups?group_by=id&group_limit=99999999999999999999', 'groupLimit'],
    ['/me/invoices/groups?group_by=id&group_offset=-5', 'groupOffset'],
    ['/me/invoices/groups?group_by=id&row_budget=1.5', 'rowBudget'],
    ['/me/invoices/groups?group_by[]=id', 'groupBy'],
    ['/me/invoices/groups/rows?group_by=status&key=status:bogus', 'key'],
    ['/me/invoices/groups/rows?group_by=status&key=customer:Acme', 'key'],
    ['/me/invoices/groups/rows?group_by=id&key=constructor', 'key'],
    ['/me/invoices/groups/rows?group_by=customer', 'key'],
    ['/me/invoices/groups/rows?group_by=customer&key=customer:A%00B', 'key'],
    [`/me/invoices/groups/rows?group_by=customer&key=customer:${'x'.repeat(400)}`, 'key'],
    ['/me/invoices/groups/rows?group_by=id&key=all&after=abc', 'after'],
    ['/me/invoices/groups/rows?group_by=id&key=all&after=-3', 'after'],
    ['/me/invoices/groups/rows?group_by=id&key=all&after=99999999999', 'after'],
    ['/me/invoices/groups/rows?group_by=dueDate&key=due:today&after=2026-02-30.4', 'after'],
    ['/me/invoices/groups/rows?group_by=dueDate&key=due:today&after=12', 'after'],
    ['/me/invoices/groups/rows?group_by=id&key=all&after=__proto__', 'after'],
    ['/me/invoices/groups/rows?group_by=id&key=all&limit=0', 'limit'],
    ['/me/invoices/groups/rows?group_by=id&key=all&limit=100000', 'limit'],
    ['/me/invoices/groups/rows?group_by=id&key=all&limit=-1', 'limit'],
  ];
  it.each(restCases)('REST %s → 400 naming %s', async (path, field) => {
    const res = await app
      .http()
      .get(path)
      .set(...bearer(owner));
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
    expect(res.body.detail).toContain(field);
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|stack|at .*\.ts/);
  });

  const gqlCases: [string, Record<string, unknown>, string][] = [
    [GROUPS, { groupBy: 'ID', rows: -1 }, 'rows'],
    [GROUPS, { groupBy: 'ID', rows: 1_000_000 }, 'rows'],
    [GROUPS, { groupBy: 'ID', groupLimit: 0 }, 'groupLimit'],
    [GROUPS, { groupBy: 'ID', groupOffset: -1 }, 'groupOffset'],
    [GROUPS, { groupBy: 'ID', rowBudget: 0 }, 'rowBudget'],
    [ROWS, { groupBy: 'STATUS', key: '__proto__' }, 'key'],
    [ROWS, { groupBy: 'CUSTOMER', key: 'customer:A\ud800B' }, 'key'],
    [ROWS, { groupBy: 'CUSTOMER', key: 'customer:A\u0000B' }, 'key'],
    [ROWS, { groupBy: 'ID', key: 'all', after: 'not-a-cursor' }, 'after'],
    [ROWS, { groupBy: 'CURRENCY', key: 'currency:USD', after: '2026-06-16.0' }, 'after'],
    [ROWS, { groupBy: 'ID', key: 'all', limit: 501 }, 'limit'],
  ];
  it.each(gqlCases)('GraphQL %#: BAD_USER_INPUT naming the field', async (query, vars, field) => {
    const res = await app.gql(owner.token, query, vars);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('an unknown or prototype-named grouping is refused by the schema as BAD_USER_INPUT', async () => {
    for (const groupBy of ['NOPE', '__proto__', 'constructor', 'id']) {
      const res = await app.gql(owner.token, GROUPS, { groupBy });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
