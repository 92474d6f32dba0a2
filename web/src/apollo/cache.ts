import type { TypePolicies } from '@apollo/client';

interface PageShape {
  items: readonly unknown[];
  hasMore: boolean;
  limit: number;
  offset: number;
}

interface CustomerPageShape {
  items: readonly unknown[];
  hasMore: boolean;
}

interface GroupPageShape {
  groups: readonly unknown[];
  groupOffset: number;
}

interface RowsPageShape {
  items: readonly unknown[];
  nextCursor: string | null;
}

/**
 * `invoices` pages of the same list (same view, status, search and sort) merge into one
 * growing list by offset, so "load more" and the dashboard's full load share one entry.
 */
export const cacheTypePolicies: TypePolicies = {
  Query: {
    fields: {
      // A fresh exposure replaces the old one whole (it has no id; its currencies are values).
      exposure: { merge: false },
      // Further groups of an invoice view (fetchMore from groupOffset) join the first page; offset 0 starts again.
      invoiceGroups: {
        keyArgs: ['groupBy', 'view', 'rows'],
        merge(existing: GroupPageShape | undefined, incoming: GroupPageShape, { args }) {
          const offset = (args?.groupOffset as number | undefined) ?? 0;
          if (!existing || offset === 0 || existing.groups.length !== offset) return incoming;
          return { ...incoming, groups: [...existing.groups, ...incoming.groups], groupOffset: 0 };
        },
      },
      // A group's further rows: a page that starts where the cached ones end joins them; any other starts again.
      invoiceGroupRows: {
        keyArgs: ['groupBy', 'key', 'view'],
        merge(existing: RowsPageShape | undefined, incoming: RowsPageShape, { args }) {
          const after = args?.after as string | null | undefined;
          if (!existing || !after || existing.nextCursor !== after) return incoming;
          return { ...incoming, items: [...existing.items, ...incoming.items] };
        },
      },
      // More customers (fetchMore from offset) join the list; offset 0 (a search, a refetch) starts again.
      customers: {
        keyArgs: ['search', 'limit'],
        merge(existing: CustomerPageShape | undefined, incoming: CustomerPageShape, { args }) {
          const offset = (args?.offset as number | undefined) ?? 0;
          if (!existing || offset === 0) return incoming;
          return { ...incoming, items: [...existing.items.slice(0, offset), ...incoming.items] };
        },
      },
      invoices: {
        // A customer's invoices (customerId) are a list of their own, not a page of the whole list.
        keyArgs: ['view', 'status', 'search', 'sort', 'customerId'],
        merge(existing: PageShape | undefined, incoming: PageShape, { args }) {
          const offset = (args?.offset as number | undefined) ?? 0;
          if (!existing || offset === 0) return incoming;
          const items = existing.items.slice(0, offset);
          for (let i = 0; i < incoming.items.length; i += 1) items[offset + i] = incoming.items[i];
          return { ...incoming, items, offset: 0 };
        },
      },
    },
  },
};
