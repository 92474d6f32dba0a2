import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from './client';

let client: ReturnType<typeof createApolloClient> | null = null;

/** Apollo for the pages that talk to the api; loaded lazily so the landing page ships without it. */
export default function WithApollo({ children }: { children: ReactNode }) {
  client ??= createApolloClient();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
