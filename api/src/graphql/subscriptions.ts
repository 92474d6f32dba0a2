import type { IncomingMessage, Server } from 'node:http';
import { API_KEY_PREFIX } from '@keafx/schema';
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
import { buildContext } from './build-context';
import { createFormatError } from './format-error';
import { QUERY_LIMITS } from './server';

export interface Subscriptions {
  /** Closes every connection whose token has expired or whose API key has expired or been revoked (run every 15 s; callable by tests). */
  expireSessions(): Promise<number>;
  close(): Promise<void>;
}

/** graphql-ws's close code for a session that is no longer authorised. */
const UNAUTHORIZED = 4401;
const KEY_REVOKED = 'This API key has been revoked.';
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
 * ({"authorization": "Bearer <token>"}): a session token or an API key, as on HTTP; it is
 * checked again at each subscribe, a session's socket closes when the session expires and a
 * key's when the key expires or is revoked (at once, in every process).
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
  const ipOf = (request: IncomingMessage): string => request.socket.remoteAddress ?? 'unknown';
  /** The caller a token names: a session token, or an API key (`kfx_...`) checked as on HTTP (cached, throttled on failure). */
  const userOf = async (payload: InitPayload | undefined | null, ip: string): Promise<AuthUser | null> => {
    const token = tokenOf(payload);
    if (!token) return null;
    if (token.startsWith(API_KEY_PREFIX)) {
      try {
        const check = await services.apiKeys.authenticate(token, ip, clock.now());
        return 'user' in check ? check.user : null;
      } catch {
        return null; // throttled: refused like any bad key
      }
    }
    return services.auth.authenticate(token, clock.now());
  };

  // Each open socket's token expiry: a subscription must not outlive the session it began in.
  const expiries = new Map<WebSocket, number>();
  // Sockets opened with an API key: checked again with the key each round, and closed at once when it is revoked.
  const keySockets = new Map<WebSocket, { keyId: string; token: string; ip: string }>();
  const end = (socket: WebSocket, reason: string): void => {
    expiries.delete(socket);
    keySockets.delete(socket);
    socket.close(UNAUTHORIZED, reason);
  };
  const expireSessions = async (): Promise<number> => {
    let closed = 0;
    for (const [socket, expiresAt] of expiries) {
      if (expiresAt > clock.now().getTime()) continue;
      end(socket, 'Your session has expired. Please sign in again.');
      closed += 1;
    }
    for (const [socket, key] of [...keySockets]) {
      const check = await services.apiKeys.authenticate(key.token, key.ip, clock.now()).catch(() => null);
      if (check && 'user' in check) continue;
      end(socket, check?.problem ?? KEY_REVOKED);
      closed += 1;
    }
    return closed;
  };
  const timer = setInterval(() => void expireSessions(), EXPIRY_CHECK_MS);
  timer.unref();
  // Revocation reaches every process by NOTIFY (apikeys publishes it): the key's sockets close without waiting for a round.
  const unsubscribe = services.events.subscribe((e) => {
    if (e.type !== 'apikeys.revoked') return;
    for (const [socket, key] of [...keySockets]) if (key.keyId === e.keyId) end(socket, KEY_REVOKED);
  });

  const server = useServer<InitPayload, { socket: WebSocket }>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = tokenOf(ctx.connectionParams);
        if (token?.startsWith(API_KEY_PREFIX)) {
          // An API key (read scope is enough: subscriptions only read). Refused (4403) when unknown, revoked or expired.
          const ip = ipOf(ctx.extra.request);
          const user = await userOf(ctx.connectionParams, ip);
          if (!user?.apiKey) return false;
          keySockets.set(ctx.extra.socket, { keyId: user.apiKey.id, token, ip });
          return true;
        }
        // Refused (4403) like any invalid token when the token's user does not exist.
        const expiresAt = token ? await services.auth.tokenExpiry(token, clock.now()) : null;
        if (!expiresAt) return false;
        expiries.set(ctx.extra.socket, expiresAt.getTime());
        return true;
      },
      onClose: (ctx) => {
        expiries.delete(ctx.extra.socket);
        keySockets.delete(ctx.extra.socket);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const user = await userOf(ctx.connectionParams, ipOf(ctx.extra.request));
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
          contextValue: buildContext({ ip: ipOf(request), user, requestId: `ws-${_id}` }, services, clock),
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
      unsubscribe();
      for (const client of wss.clients) client.terminate();
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
