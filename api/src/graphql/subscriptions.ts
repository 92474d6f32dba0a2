import type { Server } from 'node:http';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getOperationAST,
  GraphQLError,
  type FormattedExecutionResult,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { AuthUser } from '../request-context';
import type { Services } from '../services';
import { buildContext } from './context';
import { createFormatError } from './format-error';
import { QUERY_LIMITS } from './server';

export interface Subscriptions {
  /** Closes every connection whose token has expired (run every 15 s; callable by tests). */
  expireSessions(): number;
  close(): Promise<void>;
}

/** graphql-ws's close code for a session that is no longer authorised. */
const UNAUTHORIZED = 4401;
const EXPIRY_CHECK_MS = 15_000;

/** What the client sends in connection_init: the same bearer token as HTTP. */
interface InitPayload extends Record<string, unknown> {
  authorization?: unknown;
  Authorization?: unknown;
  token?: unknown;
}

function tokenOf(payload: InitPayload | undefined | null): string | null {
  const header = payload?.authorization ?? payload?.Authorization;
  if (typeof header === 'string') return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
  return typeof payload?.token === 'string' ? payload.token : null;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the HTTP server's own port, at
 * /graphql. A connection is accepted only with a valid bearer token in connection_init
 * ({"authorization": "Bearer <token>"}); the token is checked again at each subscribe.
 * Only subscription operations are served here (queries and mutations go over HTTP), with
 * the same query limits as HTTP, and errors are formatted as they are there (no internals).
 */
export function serveSubscriptions(
  http: Server,
  deps: { schema: GraphQLSchema; services: Services; clock: Clock; log: Logger },
): Subscriptions {
  const { schema, services, clock, log } = deps;
  const wss = new WebSocketServer({ server: http, path: '/graphql' });
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
  }).protect();
  const rules = [...specifiedRules, ...armor.validationRules];
  const formatError = createFormatError(log);
  const userOf = async (payload: InitPayload | undefined | null): Promise<AuthUser | null> => {
    const token = tokenOf(payload);
    return token ? services.auth.authenticate(token, clock.now()) : null;
  };

  // Each open socket's token expiry: a subscription must not outlive the session it began in.
  const expiries = new Map<WebSocket, number>();
  const expireSessions = (): number => {
    let closed = 0;
    for (const [socket, expiresAt] of expiries) {
      if (expiresAt > clock.now().getTime()) continue;
      expiries.delete(socket);
      socket.close(UNAUTHORIZED, 'Your session has expired. Please sign in again.');
      closed += 1;
    }
    return closed;
  };
  const timer = setInterval(expireSessions, EXPIRY_CHECK_MS);
  timer.unref();

  const server = useServer<InitPayload, { socket: WebSocket }>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = tokenOf(ctx.connectionParams);
        // Refused (4403) like any invalid token when the token's user does not exist.
        const expiresAt = token ? await services.auth.tokenExpiry(token, clock.now()) : null;
        if (!expiresAt) return false;
        expiries.set(ctx.extra.socket, expiresAt.getTime());
        return true;
      },
      onClose: (ctx) => {
        expiries.delete(ctx.extra.socket);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const user = await userOf(ctx.connectionParams);
        if (!user)
          return [
            new GraphQLError('Your session has expired or is invalid. Please sign in again.', { extensions: { code: 'UNAUTHENTICATED' } }),
          ];
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: QUERY_LIMITS.maxTokens });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('The query could not be parsed.')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return [
            new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations to POST /graphql.', {
              extensions: { code: 'BAD_REQUEST' },
            }),
          ];
        }
        const request = ctx.extra.request;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: buildContext({ ip: request.socket.remoteAddress ?? 'unknown', user, requestId: `ws-${_id}` }, services, clock),
        };
      },
      onNext: (_ctx, _id, _payload, _args, result): FormattedExecutionResult | undefined => {
        if (!('errors' in result) || !result.errors?.length) return undefined;
        return { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) };
      },
    },
    wss,
  );

  return {
    expireSessions,
    async close() {
      clearInterval(timer);
      for (const client of wss.clients) client.terminate();
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
