import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { currentToken, handleUnauthorized } from '../session/session';
import { cacheTypePolicies } from './cache';

/** Sign-in (and the public invitation) operations answer 401 for a wrong password: that is a message, not an expired session. */
const PUBLIC_OPERATIONS = new Set(['Login', 'Register', 'Invitation', 'AcceptInvitation']);

/** SPEC section 7: 10 second timeout on every call. */
export const REQUEST_TIMEOUT_MS = 10_000;

function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

function isRefusal(event: unknown): boolean {
  const code = (event as { code?: unknown } | null)?.code;
  return code === 4401 || code === 4403;
}

const timeoutFetch: typeof fetch = (input, init) => {
  const signal = init?.signal
    ? AbortSignal.any([init.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
    : AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return fetch(input, { ...init, signal });
};

/** The one Apollo client: bearer token on every call, 401 handling, subscriptions over graphql-ws on the same origin. */
export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = currentToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  const errors = new ErrorLink(({ error, operation }) => {
    if (PUBLIC_OPERATIONS.has(operation.operationName ?? '')) return;
    console.error(`GraphQL ${operation.operationName ?? 'operation'} failed:`, error.message);
    if (isUnauthenticated(error)) handleUnauthorized();
  });
  const http = new HttpLink({ uri: '/graphql', fetch: timeoutFetch });
  const ws = new GraphQLWsLink(
    createClient({
      url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
      lazy: true,
      connectionParams: () => {
        const token = currentToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      retryAttempts: Infinity,
      // 4401/4403: the api refused the session; reconnecting with the same token cannot help.
      shouldRetry: (e) => !isRefusal(e),
      on: {
        closed: (e) => {
          if (isRefusal(e) && currentToken()) handleUnauthorized();
        },
      },
    }),
  );
  const transport = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === 'OperationDefinition' && def.operation === 'subscription';
    },
    ws,
    http,
  );
  return new ApolloClient({
    link: ApolloLink.from([errors, auth, transport]),
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
    // Show what is cached at once, and always ask the api too: other screens change the same data.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
}

let shared: ApolloClient | null = null;

/** The page's one client for the real api, made on first use (the signed-in pages and the sign-in form share it). */
export function sharedApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
