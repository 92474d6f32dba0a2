import { buildASTSchema, isObjectType, parse, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';

type Resolver = GraphQLFieldResolver<unknown, unknown>;
/** Resolvers by type and field, as createResolvers gives them: a function, or a subscription's resolve. */
export type ResolverMap = Record<string, Record<string, Resolver | { resolve: Resolver; subscribe?: Resolver }>>;

/**
 * The api's schema (its committed SDL) with the demo's resolvers on its fields, built with
 * graphql-js alone. The SDL is the api's own emitted schema, valid by construction, so it is not
 * validated again; and the resolvers are set on the built fields in place: graphql-tools'
 * makeExecutableSchema copied the whole schema to add them, the largest part of the demo's
 * start-up on a phone. A resolver for a field the schema lacks is refused, as graphql-tools did.
 */
export function executableSchema(typeDefs: string, resolvers: ResolverMap): GraphQLSchema {
  const schema = buildASTSchema(parse(typeDefs, { noLocation: true }), { assumeValid: true, assumeValidSDL: true });
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`the demo resolves ${typeName}, which is not an object type of the api's schema`);
    const defined = type.getFields();
    for (const [fieldName, resolver] of Object.entries(fields)) {
      const field = defined[fieldName];
      if (!field) throw new Error(`the demo resolves ${typeName}.${fieldName}, which the api's schema does not have`);
      if (typeof resolver === 'function') field.resolve = resolver;
      else {
        field.resolve = resolver.resolve;
        if (resolver.subscribe) field.subscribe = resolver.subscribe;
      }
    }
  }
  return schema;
}
