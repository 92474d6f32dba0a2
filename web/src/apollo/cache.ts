import type { TypePolicies } from '@apollo/client';

interface PageShape {
  items: readonly unknown[];
  hasMore: boolean;
  limit: number;
  offset: number;
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
      invoices: {
        keyArgs: ['view', 'status', 'search', 'sort'],
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
