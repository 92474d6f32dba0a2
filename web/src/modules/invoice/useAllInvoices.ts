import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { InvoicesDocument, type InvoiceView } from '../../generated/graphql';
import { toUiInvoice, type UiInvoice } from './invoiceModel';

/** The api's largest page. */
export const PAGE_MAX = 500;

/**
 * Every invoice of a view, loaded page by page (500 a request, each merged into one cached
 * list), so the dashboard can group them all. `complete` turns true once the last page is in.
 */
export function useAllInvoices(view: InvoiceView = 'ACTIVE') {
  const { data, loading, error, fetchMore, refetch } = useQuery(InvoicesDocument, {
    variables: { view, sort: 'NUMBER_ASC', limit: PAGE_MAX, offset: 0 },
    notifyOnNetworkStatusChange: false,
  });
  const page = data?.invoices;
  const loaded = page?.items.length ?? 0;

  useEffect(() => {
    if (!page?.hasMore || error) return;
    void fetchMore({ variables: { offset: loaded } }).catch((e: unknown) => console.error('Loading more invoices failed', e));
  }, [page?.hasMore, loaded, fetchMore, error]);

  const invoices = useMemo<UiInvoice[]>(() => (page ? page.items.map(toUiInvoice) : []), [page]);
  return { invoices, loading: loading && !page, error, complete: Boolean(page && !page.hasMore), refetch };
}
