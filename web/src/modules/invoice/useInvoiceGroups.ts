import { useQuery } from '@apollo/client/react';
import type { GroupBy } from '@keafx/schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  InvoiceGroupRowsDocument,
  InvoiceGroupsDocument,
  type InvoiceGroupBy,
  type InvoiceGroupFieldsFragment,
} from '../../generated/graphql';
import { toUiInvoice, type UiInvoice } from './invoiceModel';

/** Rows drawn per group before "Show more", groups drawn until this many rows are on screen, rows per "Show more". */
export const ROWS_PER_GROUP = 25;
export const ROW_BUDGET = 150;
export const MORE_ROWS = ROWS_PER_GROUP * 4;
/** The api's largest page of groups. */
const GROUP_LIMIT = 200;

/** A group of an invoice view as the list draws it: its header and the rows loaded so far. */
export interface ViewGroup {
  groupKey: string;
  groupLabel: string;
  count: number;
  totalAmount?: string;
  totalCurrency?: string;
  totalsByCurrency?: { currency: string; amount: string }[];
  earliestDue?: string;
  /** The first rows (ROWS_PER_GROUP, or none when asked for none). */
  invoices: UiInvoice[];
  /** Where the rows after `invoices` start; null when they are all. */
  nextCursor: string | null;
}

export interface GroupsState {
  loading: boolean;
  error?: unknown;
  refetch(): void;
  totalInvoices: number;
  totalGroups: number;
  /** The groups loaded so far: at first those whose first rows fit ROW_BUDGET. */
  groups: ViewGroup[];
  showMoreGroups(n: number): void;
}

export interface MoreRowsState {
  /** Rows after the group's first ones, at most `wanted`. */
  rows: UiInvoice[];
  loading: boolean;
  error?: unknown;
}

/** Where an invoice view's groups come from: the api (useServerGroups), or a list in memory in tests. */
export interface InvoiceGroupSource {
  useGroups(groupBy: GroupBy, rows: number): GroupsState;
  useMoreRows(groupBy: GroupBy, group: ViewGroup, wanted: number): MoreRowsState;
}

const ENUM: Readonly<Record<GroupBy, InvoiceGroupBy>> = {
  id: 'ID',
  customer: 'CUSTOMER',
  currency: 'CURRENCY',
  status: 'STATUS',
  dueDate: 'DUE_DATE',
};

function toViewGroup(g: InvoiceGroupFieldsFragment): ViewGroup {
  return {
    groupKey: g.groupKey,
    groupLabel: g.groupLabel,
    count: g.count,
    totalAmount: g.totalAmount ?? undefined,
    totalCurrency: g.totalCurrency ?? undefined,
    totalsByCurrency: g.totalsByCurrency ?? undefined,
    earliestDue: g.earliestDue ?? undefined,
    invoices: g.invoices.map(toUiInvoice),
    nextCursor: g.nextCursor,
  };
}

const firstPage = (groupBy: GroupBy, rows: number) => ({
  groupBy: ENUM[groupBy],
  rows,
  groupOffset: 0,
  groupLimit: GROUP_LIMIT,
  rowBudget: rows > 0 ? ROW_BUDGET : null,
});

/**
 * Starts the list's first request (Invoice ID, the default grouping) at once, beside the page's
 * other first requests, so it does not wait for the page to mount the list; the list then reads it from the cache.
 */
export function usePrefetchInvoiceGroups(): void {
  useQuery(InvoiceGroupsDocument, { variables: firstPage('id', ROWS_PER_GROUP) });
}

/**
 * The active invoices grouped by the api (one request: every group's header, and the first
 * rows of the groups that fit the row budget); more groups are fetched when asked for.
 */
function useServerGroups(groupBy: GroupBy, rows: number): GroupsState {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(InvoiceGroupsDocument, {
    variables: firstPage(groupBy, rows),
  });
  const page = data?.invoiceGroups;
  const loaded = page?.groups.length ?? 0;
  // How many groups the person asked to see, for this grouping only.
  const [asked, setAsked] = useState({ groupBy, n: 0 });
  const wanted = asked.groupBy === groupBy ? asked.n : 0;

  // Also after a refetch (an invoice changed) drew the first page again: load back to what was shown.
  useEffect(() => {
    if (!page?.hasMoreGroups || wanted <= loaded || loading || error) return;
    void fetchMore({ variables: { groupOffset: loaded, groupLimit: Math.min(GROUP_LIMIT, wanted - loaded), rowBudget: null } }).catch(
      (e: unknown) => console.error('Loading more groups failed', e),
    );
  }, [page?.hasMoreGroups, wanted, loaded, loading, error, fetchMore]);

  const groups = useMemo(() => (page ? page.groups.map(toViewGroup) : []), [page]);
  const showMoreGroups = useCallback((n: number) => setAsked({ groupBy, n: loaded + n }), [groupBy, loaded]);
  return {
    loading: loading && !page,
    error,
    refetch: () => void refetch(),
    // While another grouping loads, the count of the one before keeps the list's frame.
    totalInvoices: (page ?? previousData?.invoiceGroups)?.totalInvoices ?? 0,
    totalGroups: page?.totalGroups ?? 0,
    groups,
    showMoreGroups,
  };
}

/** A group's rows after its first ones, MORE_ROWS a request, until `wanted` are loaded. */
function useServerMoreRows(groupBy: GroupBy, group: ViewGroup, wanted: number): MoreRowsState {
  const skip = wanted <= 0 || group.nextCursor === null;
  const { data, loading, error, fetchMore } = useQuery(InvoiceGroupRowsDocument, {
    variables: { groupBy: ENUM[groupBy], key: group.groupKey, after: group.nextCursor, limit: MORE_ROWS },
    skip,
  });
  const page = skip ? undefined : data?.invoiceGroupRows;
  const loaded = page?.items.length ?? 0;
  useEffect(() => {
    if (!page?.nextCursor || loaded >= wanted || loading || error) return;
    void fetchMore({ variables: { after: page.nextCursor } }).catch((e: unknown) => console.error('Loading more rows failed', e));
  }, [page?.nextCursor, loaded, wanted, loading, error, fetchMore]);
  const rows = useMemo(() => (page ? page.items.slice(0, wanted).map(toUiInvoice) : []), [page, wanted]);
  return { rows, loading: !skip && loaded < Math.min(wanted, group.count - group.invoices.length) && !error, error };
}

/** The api's grouping of the active invoices. */
export const serverGroupSource: InvoiceGroupSource = { useGroups: useServerGroups, useMoreRows: useServerMoreRows };
