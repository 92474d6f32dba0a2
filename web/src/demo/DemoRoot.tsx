import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { cacheTypePolicies } from '../apollo/cache';
import { AppLayout } from '../layout/AppLayout';
import { DemoModeProvider, type DemoMode } from '../layout/DemoMode';
import FormatProvider from '../modules/preferences/FormatProvider';
import { DemoStoreProvider } from './DemoContext';
import { createDemoLink, nextTask } from './link';
import { DemoStore } from './store';
import { staleQueries } from '../apollo/refetch';
import { Loading } from '../ui/Loading';

interface DemoEngine {
  store: DemoStore;
  client: ApolloClient;
}

/**
 * The demo's sample data, its schema and its client, each made in a task of its own: together
 * they would hold a phone's main thread for one long stretch while the demo's frame is showing.
 */
async function startDemo(): Promise<DemoEngine> {
  const store = new DemoStore();
  await nextTask();
  const link = createDemoLink(store);
  await nextTask();
  return {
    store,
    client: new ApolloClient({
      link,
      cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
      defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
    }),
  };
}

/**
 * Every /demo screen sits inside this: entering demo mode makes a fresh store (sample
 * invoices, audit entries and scenarios) and an Apollo client whose link executes the api's
 * schema over it, in the browser. Leaving (Exit Demo) drops both; a reload starts fresh.
 */
export default function DemoRoot() {
  const [engine, setEngine] = useState<DemoEngine | null>(null);
  useEffect(() => {
    let live = true;
    startDemo().then(
      (made) => live && setEngine(made),
      (error: unknown) => console.error('The demo could not start', error),
    );
    return () => {
      live = false;
    };
  }, []);
  const mode = useMemo<DemoMode | null>(
    () =>
      engine && {
        demo: true,
        path: (to) => (to.startsWith('/demo') ? to : `/demo${to}`),
        download: (_path, _filename, description) => {
          const notice = engine.store.simulateExport(description);
          void engine.client.refetchQueries({ include: staleQueries('audit') });
          return Promise.resolve(notice);
        },
      },
    [engine],
  );
  if (!engine || !mode) {
    return (
      <AppLayout demo>
        <Loading />
      </AppLayout>
    );
  }
  const { store, client } = engine;
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
