import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { SessionRefresh } from '../session/SessionRefresh';
import { sharedApolloClient } from './client';

/**
 * Apollo for the signed-in pages; loaded lazily so the landing and sign-in pages ship without it.
 * It also refreshes who is signed in (their role in the business) once per load of the console.
 */
export default function WithApollo({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={sharedApolloClient()}>
      <SessionRefresh />
      {children}
    </ApolloProvider>
  );
}
