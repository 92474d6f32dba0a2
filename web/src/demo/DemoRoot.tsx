import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { cacheTypePolicies } from '../apollo/cache';
import { AppLayout } from '../layout/AppLayout';
import { DemoModeProvider, type DemoMode } from '../layout/DemoMode';
import { FormatProvider } from '../modules/preferences/FormatProvider';
import { DemoStoreProvider } from './DemoContext';
import { createDemoLink } from './link';
import { DemoStore } from './store';
import { staleQueries } from '../apollo/refetch';

function createDemoClient(store: DemoStore): ApolloClient {
  return new ApolloClient({
    link: createDemoLink(store),
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
}

/**
 * Every /demo screen sits inside this: entering demo mode makes a fresh store (sample
 * invoices, audit entries and scenarios) and an Apollo client whose link executes the api's
 * schema over it, in the browser. Leaving (Exit Demo) drops both; a reload starts fresh.
 */
export default function DemoRoot() {
  const [store] = useState(() => new DemoStore());
  const [client] = useState(() => createDemoClient(store));
  const mode = useMemo<DemoMode>(
    () => ({
      demo: true,
      path: (to) => (to.startsWith('/demo') ? to : `/demo${to}`),
      download: (_path, _filename, description) => {
        const notice = store.simulateExport(description);
        void client.refetchQueries({ include: staleQueries('audit') });
        return Promise.resolve(notice);
      },
    }),
    [store, client],
  );
  return (
    <ApolloProvider client={client}>
      <DemoStoreProvider value={store}>
        <DemoModeProvider value={mode}>
          {/* The demo's preferences (Settings, in memory) format every demo screen, as the owner's do. */}
          <FormatProvider>
            <AppLayout demo />
          </FormatProvider>
        </DemoModeProvider>
      </DemoStoreProvider>
    </ApolloProvider>
  );
}
