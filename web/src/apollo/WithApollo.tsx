import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { sharedApolloClient } from './client';

/** Apollo for the pages that talk to the api; loaded lazily so the landing and sign-in pages ship without it. */
export default function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={sharedApolloClient()}>{children}</ApolloProvider>;
}
