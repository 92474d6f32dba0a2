import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { getMainDefinition } from '@apollo/client/utilities';
import { execute, type GraphQLSchema } from 'graphql';
import { Observable } from 'rxjs';
// The api's committed SDL, so the demo answers exactly the operations the api does (without its
// descriptions, which execution never reads: see `?sdl` in vite.config.mts).
import typeDefs from '../../../schema/schema.graphql?sdl';
import { createResolvers } from './resolvers';
import { executableSchema, type ResolverMap } from './schema';
import type { DemoStore } from './store';

export function demoSchema(store: DemoStore): GraphQLSchema {
  return executableSchema(typeDefs, createResolvers(store) as ResolverMap);
}

/** Resolves in a task of its own (a macrotask, not a microtask). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Subscriptions in the demo: the operation is executed at once and again after every change
 * of the store, as the api pushes a fresh exposure when an invoice changes.
 */
class DemoSubscriptionLink extends ApolloLink {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly store: DemoStore,
  ) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      // Each run in a task of its own, as the api's pushes arrive (see OwnTaskLink).
      const run = async (): Promise<void> => {
        await nextTask();
        if (observer.closed) return;
        const result = await execute({
          schema: this.schema,
          document: operation.query,
          variableValues: operation.variables,
          operationName: operation.operationName,
        });
        if (!observer.closed) observer.next(result as ApolloLink.Result);
      };
      return this.store.subscribe(() => void run());
    });
  }
}

/**
 * Runs each operation in a task of its own, as answers from the api arrive one by one: a page's
 * queries, their cache writes and the renders they cause are then several short tasks rather
 * than one long one that holds the phone's main thread (and its first input) for all of them.
 */
class OwnTaskLink extends ApolloLink {
  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      const timer = setTimeout(() => {
        inner = forward(operation).subscribe(observer);
      }, 0);
      return () => {
        clearTimeout(timer);
        inner?.unsubscribe();
      };
    });
  }
}

/** The demo's Apollo link: the api's schema executed in the browser over the demo store; nothing leaves the page. */
export function createDemoLink(store: DemoStore): ApolloLink {
  const schema = demoSchema(store);
  const isSubscription = ({ query }: ApolloLink.Operation): boolean => {
    const def = getMainDefinition(query);
    return def.kind === 'OperationDefinition' && def.operation === 'subscription';
  };
  return ApolloLink.split(
    isSubscription,
    new DemoSubscriptionLink(schema, store),
    // Not validated again here: every operation is the web's own, checked against this SDL by codegen.
    ApolloLink.from([new OwnTaskLink(), new SchemaLink({ schema })]),
  );
}
