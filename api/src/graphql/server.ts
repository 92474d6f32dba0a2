import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '../logger';
import { denyByDefaultPlugin } from './auth-plugin';
import type { GraphQLContext } from './context';
import { createFormatError } from './format-error';
import { specStatusPlugin } from './http-status';

/** Limits that keep one query from costing the server more than a page of work. */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 2000, maxDirectives: 20 };

export function createApolloServer(
  schema: GraphQLSchema,
  opts: { introspection: boolean; log: Logger; plugins?: ApolloServerPlugin<GraphQLContext>[] },
) {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    // The token limit is the parser's own (parseOptions below): armor's re-parses the document
    // in a hook whose failure Apollo answers with 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: !opts.introspection },
  });
  const protection = armor.protect();
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: opts.introspection,
    includeStacktraceInErrorResponses: false,
    // Apollo's CSRF guard refuses a GET without a preflight-forcing header. It protects cookie
    // sessions; ours are bearer tokens (and API keys) a cross-site page cannot attach, so a GET
    // query (GraphQL over HTTP) is answered; mutations still need POST.
    csrfPrevention: false,
    formatError: createFormatError(opts.log),
    // The one parse counts tokens and stops at the limit: a longer document is a 400 parse failure.
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: protection.validationRules,
    plugins: [
      ...protection.plugins,
      denyByDefaultPlugin(),
      specStatusPlugin(),
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP caching of GraphQL answers here, and its per-field hook costs on every list.
      ApolloServerPluginCacheControlDisabled(),
      ...(opts.plugins ?? []),
    ],
  });
}
