import { graphql } from 'graphql';
import { executableSchema } from './schema';

const SDL = `type Query { hello(name: String!): String, count: Int }
type Subscription { ticked: Int }`;

describe('the demo schema: the SDL with resolvers set in place', () => {
  it('answers through the given resolvers, and fields without one by their default', async () => {
    const schema = executableSchema(SDL, { Query: { hello: (_: unknown, a: Record<string, unknown>) => `kia ora ${String(a.name)}` } });
    const out = await graphql({ schema, source: '{ hello(name: "Aroha") count }', rootValue: { count: 3 } });
    expect(out).toEqual({ data: { hello: 'kia ora Aroha', count: 3 } });
  });

  it('still validates each operation against the schema', async () => {
    const schema = executableSchema(SDL, {});
    const out = await graphql({ schema, source: '{ nope }' });
    expect(out.errors?.[0]?.message).toBe('Cannot query field "nope" on type "Query".');
  });

  it('sets a subscription field resolve', () => {
    const resolve = () => 1;
    const schema = executableSchema(SDL, { Subscription: { ticked: { resolve } } });
    expect(schema.getSubscriptionType()?.getFields().ticked?.resolve).toBe(resolve);
  });

  it('refuses a resolver for a type or field the schema lacks, naming it', () => {
    expect(() => executableSchema(SDL, { Mutation: { x: () => 1 } })).toThrow(
      "the demo resolves Mutation, which is not an object type of the api's schema",
    );
    expect(() => executableSchema(SDL, { Query: { gone: () => 1 } })).toThrow(
      "the demo resolves Query.gone, which the api's schema does not have",
    );
  });
});
