import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type FragmentDefinitionNode, type GraphQLObjectType, type SelectionSetNode } from 'graphql';
import { roleMayWrite, roleRefusal, type MemberRole, type WriteAccess } from '@keafx/schema';
import type { GraphQLContext } from './context';

/** What a `read` API key hears when it tries to change anything (REST and GraphQL alike). */
export const READ_ONLY_KEY = 'This API key is read-only: it cannot make changes. Use a read-write key.';

/**
 * Mutations that save nothing (running a scenario on today's exposure): a read-only key may call
 * them, as REST lets it POST /me/exposure/scenario. Marked `@Extensions({ changesNothing: true })`.
 */
function changesNothing(type: GraphQLObjectType, name: string): boolean {
  return name === '__typename' || type.getFields()[name]?.extensions?.changesNothing === true;
}

/**
 * Whether a member with `role` may call the mutation `name` (issue 26): one that changes nothing,
 * or one whose `@Extensions({ access })` opens it to the role (`accountant`, `personal`). Unsaid,
 * a mutation is the owner's alone, as a REST write is (`answers({ access })`).
 */
function memberMay(type: GraphQLObjectType, name: string, role: MemberRole): boolean {
  if (changesNothing(type, name)) return true;
  const access = type.getFields()[name]?.extensions?.access as WriteAccess | undefined;
  return roleMayWrite(role, access ?? 'owner');
}

/** Root fields a visitor may call without a token; everything else is refused (deny by default). */
export function isPublicField(type: GraphQLObjectType, name: string): boolean {
  if (name.startsWith('__')) return true;
  return type.getFields()[name]?.extensions?.public === true;
}

function rootFieldNames(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, out: string[] = []): string[] {
  for (const s of set.selections) {
    if (s.kind === 'Field') out.push(s.name.value);
    else if (s.kind === 'InlineFragment') rootFieldNames(s.selectionSet, fragments, out);
    else {
      const fragment = Object.prototype.hasOwnProperty.call(fragments, s.name.value) ? fragments[s.name.value] : undefined;
      if (fragment) rootFieldNames(fragment.selectionSet, fragments, out);
    }
  }
  return out;
}

/**
 * Refuses an operation naming any non-public root field when no valid token came with it,
 * once per operation (no per-field cost), answering HTTP 401 with code UNAUTHENTICATED; and
 * refuses any mutation made with a `read` API key, or by a member whose role does not allow it
 * (HTTP 403, FORBIDDEN).
 */
export function denyByDefaultPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document, schema }) {
          if (!operation) return;
          const root = schema.getRootType(operation.operation);
          if (!root) return;
          const fragments = Object.fromEntries(
            document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]),
          );
          if (
            contextValue.user?.apiKey?.scope === 'read' &&
            operation.operation === 'mutation' &&
            !rootFieldNames(operation.selectionSet, fragments).every((n) => changesNothing(root, n))
          ) {
            throw new GraphQLError(READ_ONLY_KEY, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
          }
          const role = contextValue.user?.member?.role;
          if (
            role &&
            operation.operation === 'mutation' &&
            !rootFieldNames(operation.selectionSet, fragments).every((n) => memberMay(root, n, role))
          ) {
            throw new GraphQLError(roleRefusal(role), { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
          }
          if (contextValue.user) return;
          const closed = rootFieldNames(operation.selectionSet, fragments).find((n) => !isPublicField(root, n));
          if (closed) {
            throw new GraphQLError('You need to sign in to do that.', {
              extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
            });
          }
        },
      };
    },
  };
}
