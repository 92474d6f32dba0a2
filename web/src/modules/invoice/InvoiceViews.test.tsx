import { pageGroupRows, pageInvoiceGroups, type GroupBy } from '@keafx/schema';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { InvoiceViews as ServerInvoiceViews, ROW_BUDGET, ROWS_PER_GROUP } from './InvoiceViews';
import type { UiInvoice } from './invoiceModel';
import type { InvoiceGroupSource, ViewGroup } from './useInvoiceGroups';

/**
 * The list over invoices in memory: the api's answers as schema/src computes them (the same
 * functions the demo answers with, and that invoice-groups.test.ts holds the api's SQL to).
 */
function localSource(invoices: UiInvoice[], today: string): InvoiceGroupSource {
  const toView = (g: ReturnType<typeof pageInvoiceGroups<UiInvoice>>['groups'][number]): ViewGroup => ({ ...g });
  return {
    useGroups(groupBy: GroupBy, rows: number) {
      const [more, setMore] = useState(0);
      const page = useMemo(() => {
        const first = pageInvoiceGroups(
          invoices,
          { groupBy, rows, groupOffset: 0, groupLimit: 200, rowBudget: rows > 0 ? ROW_BUDGET : null },
          today,
        );
        return more === 0
          ? first
          : pageInvoiceGroups(invoices, { groupBy, rows, groupOffset: 0, groupLimit: first.groups.length + more }, today);
      }, [groupBy, rows, more]);
      return {
        loading: false,
        refetch: () => undefined,
        totalInvoices: page.totalInvoices,
        totalGroups: page.totalGroups,
        groups: page.groups.map(toView),
        showMoreGroups: (n: number) => setMore((m) => m + n),
      };
    },
    useMoreRows(groupBy: GroupBy, group: ViewGroup, wanted: number) {
      const rows =
        wanted > 0 && group.nextCursor
          ? pageGroupRows(invoices, { groupBy, key: group.groupKey, after: group.nextCursor, limit: wanted }, today).items
          : [];
      return { rows, loading: false };
    },
  };
}

function InvoiceViews({
  invoices,
  today,
  ...rest
}: { invoices: UiInvoice[]; today: string } & Omit<Parameters<typeof ServerInvoiceViews>[0], 'source'>) {
  const source = useMemo(() => localSource(invoices, today), [invoices, today]);
  return <ServerInvoiceViews source={source} {...rest} />;
}

const TODAY = '2026-03-10';
const inv = (n: number, over: Partial<UiInvoice> = {}): UiInvoice => ({
  id: String(n),
  number: n,
  label: `INV-${String(n).padStart(4, '0')}`,
  customer: 'Acme',
  currency: 'USD',
  amount: '100.00',
  dueDate: '2026-04-20',
  issuedDate: '2026-03-01',
  status: 'sent',
  archived: false,
  writtenOff: false,
  ...over,
});
const noop = (): void => undefined;
const props = { today: TODAY, busy: new Set<string>(), onSend: jest.fn(), onPay: jest.fn(), onExportPdf: jest.fn() };

const INVOICES = [
  inv(3, { customer: 'Zeta', currency: 'EUR', amount: '5000', dueDate: '2026-03-09', status: 'overdue' }),
  inv(1, { customer: 'Acme', currency: 'USD', amount: '100', dueDate: '2026-03-10', status: 'draft' }),
  inv(2, { customer: 'Beta', currency: 'USD', amount: '250', dueDate: '2026-03-15', status: 'paid' }),
  inv(4, { customer: '', currency: 'JPY', amount: '90000', dueDate: '2026-04-01', status: 'sent' }),
];

const headings = (): string[] => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');

describe('InvoiceViews', () => {
  it('shows the empty state with SPEC text', () => {
    render(<InvoiceViews invoices={[]} {...props} />);
    expect(screen.getByText('No invoices to display')).toBeInTheDocument();
    expect(screen.getByText('Add your first invoice to get started')).toBeInTheDocument();
  });

  it('Invoice ID: one flat table sorted by id with # prefixes and no visible group header', () => {
    render(<InvoiceViews invoices={INVOICES} {...props} />);
    const ids = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(ids).toEqual(['#1', '#2', '#3', '#4']);
    expect(screen.getByRole('heading', { name: 'All Invoices' }).parentElement).toHaveClass('visually-hidden');
  });

  it('Due Date: SPEC order, empty groups omitted, counts singular', () => {
    render(<InvoiceViews invoices={INVOICES} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Due Date' }));
    expect(headings()).toEqual(['Overdue', 'Due Today', 'Next 7 Days', 'Next 30 Days']);
    expect(screen.getAllByText('1 invoice')).toHaveLength(4);
  });

  it('Status (from the dropdown): overdue, sent, draft, paid', () => {
    render(<InvoiceViews invoices={INVOICES} {...props} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Group by' }), { target: { value: 'status' } });
    expect(headings()).toEqual(['Overdue', 'Sent', 'Draft', 'Paid']);
    expect(screen.getByRole('button', { name: 'Status' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Company: alphabetical with Unknown for a missing customer, and group totals', () => {
    render(<InvoiceViews invoices={INVOICES} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Company' }));
    expect(headings()).toEqual(['Acme', 'Beta', 'Unknown', 'Zeta']);
    expect(screen.getByText(/Total JP¥90,000/)).toBeInTheDocument();
  });

  it('Currency: groups by total, highest first, with plural counts', () => {
    render(<InvoiceViews invoices={[...INVOICES, inv(5, { currency: 'USD', amount: '1' })]} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Currency' }));
    expect(headings()).toEqual(['JPY', 'EUR', 'USD']);
    expect(screen.getByText('3 invoices')).toBeInTheDocument();
  });

  it('By Currency: Currency, Total Exposure, Earliest Due, Invoice Count, highest first', () => {
    render(<InvoiceViews invoices={INVOICES} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'By Currency' }));
    const rows = screen.getAllByRole('row').map((r) =>
      within(r)
        .queryAllByRole(r.querySelector('th') ? 'columnheader' : 'cell')
        .map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Currency', 'Total Exposure', 'Earliest Due', 'Invoice Count'],
      ['JPY', 'JP¥90,000', '1 Apr 2026', '1'],
      ['EUR', '€5,000', '9 Mar 2026', '1'],
      ['USD', 'US$350', '10 Mar 2026', '2'],
    ]);
  });

  it('row actions: Send only for drafts, Mark Paid for sent and overdue (never drafts or paid), Export PDF always', () => {
    const onSend = jest.fn();
    const onPay = jest.fn();
    render(<InvoiceViews invoices={INVOICES} {...props} onSend={onSend} onPay={onPay} />);
    expect(screen.getAllByRole('button', { name: /^Send / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Send invoice #1']);
    expect(screen.getAllByRole('button', { name: /^Mark Paid/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mark Paid: invoice #3',
      'Mark Paid: invoice #4',
    ]);
    expect(screen.getAllByRole('button', { name: /^Export PDF/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice #1' }));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark Paid: invoice #4' }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark Paid: invoice #3' }));
    expect(onPay).toHaveBeenLastCalledWith(expect.objectContaining({ id: '3', status: 'overdue' }));
    expect(screen.getAllByText('DRAFT')).toHaveLength(1);
  });

  it(`draws ${ROWS_PER_GROUP} rows per group at first, then more on request`, () => {
    const many = Array.from({ length: ROWS_PER_GROUP + 30 }, (_, i) => inv(i + 1));
    render(<InvoiceViews invoices={many} {...props} onSend={noop} />);
    expect(screen.getAllByRole('row')).toHaveLength(ROWS_PER_GROUP + 1);
    fireEvent.click(screen.getByRole('button', { name: /Show 30 more of 30/ }));
    expect(screen.getAllByRole('row')).toHaveLength(ROWS_PER_GROUP + 31);
  });
});
