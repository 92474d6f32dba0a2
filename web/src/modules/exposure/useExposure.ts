import { useQuery, useSubscription } from '@apollo/client/react';
import { ExposureChangedDocument, ExposureDocument } from '../../generated/graphql';
import { staleQueries } from '../../apollo/refetch';

/**
 * Today's exposure, kept live: the api pushes a fresh figure over graphql-ws whenever an invoice
 * or a rate changes (in this tab or another), and it replaces the cached one without a reload.
 */
export function useExposure(includeDrafts: boolean) {
  const query = useQuery(ExposureDocument, { variables: { includeDrafts } });
  useSubscription(ExposureChangedDocument, {
    variables: { includeDrafts },
    onData: ({ client, data }) => {
      const update = data.data?.exposureChanged;
      if (!update) return;
      client.writeQuery({ query: ExposureDocument, variables: { includeDrafts }, data: { exposure: update.exposure } });
      // An invoice changed somewhere: the counts, the grouped list and the audit trail moved with it.
      if (update.reasons.includes('INVOICES')) void client.refetchQueries({ include: staleQueries('invoicesElsewhere') });
    },
    onError: (error) => console.warn('Live exposure updates paused; they resume on reconnect.', error.message),
  });
  return query;
}
