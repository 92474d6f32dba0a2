import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { getMainDefinition } from '@apollo/client/utilities';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, type GraphQLSchema } from 'graphql';
import { Observable } from 'rxjs';
// The api's committed SDL, so the demo answers exactly the operations the api does.
import typeDefs from '../../../schema/schema.graphql?raw';
import { createResolvers } from './resolvers';
import type { DemoStore } from './store';

export function demoSchema(store: DemoStore): GraphQLSchema {
  return makeExecutableSchema({ typeDefs, resolvers: createResolvers(store) });
}

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
      const run = (): void => {
        void Promise.resolve(
          execute({
            schema: this.schema,
            document: operation.query,
            variableValues: operation.variables,
            operationName: operation.operationName,
          }),
        ).then((result) => {
          if (!observer.closed) observer.next(result as ApolloLink.Result);
        });
      };
      return this.store.subscribe(run);
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
  return ApolloLink.split(isSubscription, new DemoSubscriptionLink(schema, store), new SchemaLink({ schema, validate: true }));
}
