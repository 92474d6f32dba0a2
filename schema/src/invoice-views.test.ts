import { dueBucket as dueGroupOf } from './exposure';
import {
  currencySummary,
  customerOf,
  groupInvoices,
  groupRowCursor,
  groupsWithinBudget,
  invoiceCountLabel,
  pageGroupRows,
  pageInvoiceGroups,
  parseGroupRowCursor,
  statusOf,
  type ViewInvoice,
} from './invoice-views';

const TODAY = '2026-03-10';
let next = 1;
const inv = (over: Partial<ViewInvoice> = {}): ViewInvoice => {
  const number = over.number ?? next++;
  return {
    id: String(number),
    number,
    customer: 'Acme',
    currency: 'USD',
    amount: '100.00',
    dueDate: '2026-04-01',
    status: 'sent',
    ...over,
  };
};
const numbers = (list: ViewInvoice[]): number[] => list.map((i) => i.number);

describe('dueGroupOf: SPEC section 9 boundaries', () => {
  it.each([
    ['2026-03-09', 'overdue'],
    ['2025-01-01', 'overdue'],
    ['2026-03-10', 'today'],
    ['2026-03-11', 'next7'],
    ['2026-03-17', 'next7'],
    ['2026-03-18', 'next30'],
    ['2026-04-09', 'next30'],
    ['2026-04-10', 'later'],
    ['2027-01-01', 'later'],
  ])('due %s seen on 2026-03-10 is %s', (due, group) => {
    expect(dueGroupOf(due, TODAY)).toBe(group);
  });
  it('counts 30 days as 720 hours across a month end and a leap day', () => {
    expect(dueGroupOf('2028-03-30', '2028-02-29')).toBe('next30');
    expect(dueGroupOf('2028-03-31', '2028-02-29')).toBe('later');
  });
});

describe('statusOf and customerOf', () => {
  it('treats a missing status as draft and lower-cases the rest', () => {
    expect([statusOf({ status: null }), statusOf({}), statusOf({ status: '  ' }), statusOf({ status: 'OVERDUE' })]).toEqual([
      'draft',
      'draft',
      'draft',
      'overdue',
    ]);
  });
  it('groups a missing customer as Unknown', () => {
    expect([customerOf({ customer: null }), customerOf({ customer: ' ' }), customerOf({ customer: ' Beta ' })]).toEqual([
      'Unknown',
      'Unknown',
      'Beta',
    ]);
  });
});

describe('invoiceCountLabel', () => {
  it.each([
    [0, '0 invoices'],
    [1, '1 invoice'],
    [2, '2 invoices'],
    [1500, '1,500 invoices'],
  ])('%d', (n, s) => expect(invoiceCountLabel(n)).toBe(s));
});

describe('groupInvoices', () => {
  it('returns nothing for no invoices, whatever the group-by', () => {
    for (const g of ['id', 'customer', 'currency', 'status', 'dueDate'] as const) expect(groupInvoices([], g, TODAY)).toEqual([]);
  });

  it('Invoice ID: one flat group, All Invoices, sorted by number', () => {
    const groups = groupInvoices([inv({ number: 30 }), inv({ number: 4 }), inv({ number: 12 })], 'id', TODAY);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.groupLabel).toBe('All Invoices');
    expect(numbers(groups[0]?.invoices ?? [])).toEqual([4, 12, 30]);
    expect(groups[0]?.totalAmount).toBeUndefined();
  });

  it('Due Date: the five groups in order, empty ones omitted, each by due date ascending', () => {
    const list = [
      inv({ number: 1, dueDate: '2026-06-01' }),
      inv({ number: 2, dueDate: '2026-03-09' }),
      inv({ number: 3, dueDate: '2026-01-02' }),
      inv({ number: 4, dueDate: '2026-03-10' }),
      inv({ number: 5, dueDate: '2026-03-17' }),
      inv({ number: 6, dueDate: '2026-03-11' }),
      inv({ number: 7, dueDate: '2026-04-09' }),
    ];
    const groups = groupInvoices(list, 'dueDate', TODAY);
    expect(groups.map((g) => [g.groupLabel, numbers(g.invoices)])).toEqual([
      ['Overdue', [3, 2]],
      ['Due Today', [4]],
      ['Next 7 Days', [6, 5]],
      ['Next 30 Days', [7]],
      ['Later', [1]],
    ]);
    expect(groupInvoices([inv({ dueDate: '2027-01-01' })], 'dueDate', TODAY).map((g) => g.groupLabel)).toEqual(['Later']);
  });

  it('Status: overdue, sent, draft, paid; a missing status counts as draft', () => {
    const list = [
      inv({ number: 1, status: 'paid' }),
      inv({ number: 2, status: 'DRAFT' }),
      inv({ number: 3, status: null }),
      inv({ number: 4, status: 'sent' }),
      inv({ number: 5, status: 'overdue' }),
    ];
    expect(groupInvoices(list, 'status', TODAY).map((g) => [g.groupLabel, numbers(g.invoices)])).toEqual([
      ['Overdue', [5]],
      ['Sent', [4]],
      ['Draft', [2, 3]],
      ['Paid', [1]],
    ]);
  });

  it('Company: alphabetical, Unknown for a missing customer, invoices by due date, with totals and earliest due', () => {
    const list = [
      inv({ number: 1, customer: 'zeta Ltd', dueDate: '2026-05-01', amount: '10.00' }),
      inv({ number: 2, customer: null, dueDate: '2026-05-01' }),
      inv({ number: 3, customer: 'Acme', dueDate: '2026-06-01', amount: '0.10' }),
      inv({ number: 4, customer: 'Acme', dueDate: '2026-04-01', amount: '0.20' }),
      inv({ number: 5, customer: 'Beta', currency: null, amount: '7' }),
    ];
    const groups = groupInvoices(list, 'customer', TODAY);
    expect(groups.map((g) => [g.groupLabel, numbers(g.invoices)])).toEqual([
      ['Acme', [4, 3]],
      ['Beta', [5]],
      ['Unknown', [2]],
      ['zeta Ltd', [1]],
    ]);
    expect(groups[0]).toMatchObject({ totalAmount: '0.3', totalCurrency: 'USD', earliestDue: '2026-04-01' });
    expect(groups[1]).toMatchObject({ totalAmount: '7', totalCurrency: 'NZD' });
    expect(groups[0]?.totalsByCurrency).toBeUndefined();
  });

  it('Company: a group in several currencies also lists a total per currency', () => {
    const [g] = groupInvoices(
      [
        inv({ customer: 'Acme', currency: 'EUR', amount: '5' }),
        inv({ customer: 'Acme', currency: 'JPY', amount: '9000' }),
        inv({ customer: 'Acme', currency: 'EUR', amount: '1' }),
      ],
      'customer',
      TODAY,
    );
    expect(g?.totalsByCurrency).toEqual([
      { currency: 'JPY', amount: '9000' },
      { currency: 'EUR', amount: '6' },
    ]);
  });

  it('Currency: groups by total amount, highest first, with totals and earliest due', () => {
    const list = [
      inv({ number: 1, currency: 'USD', amount: '100', dueDate: '2026-05-01' }),
      inv({ number: 2, currency: 'EUR', amount: '150', dueDate: '2026-07-01' }),
      inv({ number: 3, currency: 'USD', amount: '100', dueDate: '2026-04-01' }),
      inv({ number: 4, currency: 'GBP', amount: '50.5' }),
    ];
    const groups = groupInvoices(list, 'currency', TODAY);
    expect(groups.map((g) => [g.groupLabel, g.totalAmount, g.earliestDue, numbers(g.invoices)])).toEqual([
      ['USD', '200', '2026-04-01', [3, 1]],
      ['EUR', '150', '2026-07-01', [2]],
      ['GBP', '50.5', '2026-04-01', [4]],
    ]);
  });

  it('does not change the list it is given', () => {
    const list = [inv({ number: 2 }), inv({ number: 1 })];
    groupInvoices(list, 'id', TODAY);
    expect(numbers(list)).toEqual([2, 1]);
  });
});

describe('currencySummary (By Currency)', () => {
  it('one row per currency, highest total first, with earliest due and count', () => {
    expect(
      currencySummary([
        inv({ currency: 'JPY', amount: '5000', dueDate: '2026-08-01' }),
        inv({ currency: 'USD', amount: '20.25', dueDate: '2026-05-01' }),
        inv({ currency: 'USD', amount: '0.75', dueDate: '2026-04-01' }),
      ]),
    ).toEqual([
      { currency: 'JPY', totalExposure: '5000', earliestDue: '2026-08-01', invoiceCount: 1 },
      { currency: 'USD', totalExposure: '21', earliestDue: '2026-04-01', invoiceCount: 2 },
    ]);
  });
});

describe('paging the groups (the api contract, in memory)', () => {
  const list = Array.from({ length: 12 }, (_, i) =>
    inv({ number: 100 + i, customer: ['Beta', 'Acme', 'Zeta'][i % 3], dueDate: `2026-04-${String(10 + (i % 5)).padStart(2, '0')}` }),
  );

  it('row cursors round-trip, and anything else is refused', () => {
    expect(parseGroupRowCursor(groupRowCursor({ number: 7, dueDate: '2026-04-01' }, 'customer'), 'customer')).toEqual({
      number: 7,
      dueDate: '2026-04-01',
    });
    expect(parseGroupRowCursor(groupRowCursor({ number: 7, dueDate: '2026-04-01' }, 'id'), 'id')).toEqual({ number: 7 });
    for (const bad of ['', '0', '-1', 'abc', '2026-02-30.4', '2026-04-01.0', '7', '__proto__', '99999999999', '2026-04-01.7 ']) {
      expect(parseGroupRowCursor(bad, 'customer')).toBeNull();
    }
    expect(parseGroupRowCursor('2026-04-01.7', 'id')).toBeNull();
  });

  it('groupsWithinBudget: until the first rows pass the budget, at least one', () => {
    expect(groupsWithinBudget([100, 100], 25, 30)).toBe(1);
    expect(groupsWithinBudget([3, 3, 3], 25, 6)).toBe(2);
    expect(groupsWithinBudget([300], 25, 10)).toBe(1);
    expect(groupsWithinBudget([], 25, 10)).toBe(0);
  });

  it('a page of groups holds the first rows and a cursor; the pages after it give every row once, in order', () => {
    const page = pageInvoiceGroups(list, { groupBy: 'customer', rows: 2, groupOffset: 1, groupLimit: 1 }, TODAY);
    expect(page).toMatchObject({ totalGroups: 3, totalInvoices: 12, groupOffset: 1, hasMoreGroups: true });
    const [beta] = page.groups;
    if (!beta) throw new Error('no second group');
    expect(beta.groupLabel).toBe('Beta');
    expect(beta.count).toBe(4);
    const all = groupInvoices(list, 'customer', TODAY)[1]?.invoices ?? [];
    const seen = [...beta.invoices];
    let after = beta.nextCursor;
    while (after) {
      const next = pageGroupRows(list, { groupBy: 'customer', key: beta.groupKey, after, limit: 1 }, TODAY);
      seen.push(...next.items);
      after = next.nextCursor;
    }
    expect(numbers(seen)).toEqual(numbers(all));
  });
});
