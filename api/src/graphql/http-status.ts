import type { ApolloServerPlugin } from '@apollo/server';

/** Errors raised before execution because the document or its variables were at fault. */
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
const APPLICATION_JSON = 'application/json';

/** The quality an Accept header gives a media type: its most specific matching range wins. */
export function acceptQuality(accept: string, type: string): number {
  const [major] = type.split('/');
  let specificity = -1;
  let quality = 0;
  for (const part of accept.toLowerCase().split(',')) {
    const [range = '', ...params] = part.split(';').map((p) => p.trim());
    const rank = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (rank <= specificity) continue;
    const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? '1');
    specificity = rank;
    quality = Number.isFinite(q) ? q : 0;
  }
  return quality;
}

/** True when the caller asks for application/json ahead of application/graphql-response+json. */
export function prefersLegacyJson(accept: string | undefined): boolean {
  return accept !== undefined && acceptQuality(accept, APPLICATION_JSON) > acceptQuality(accept, GRAPHQL_RESPONSE_JSON);
}

/**
 * Statuses as the GraphQL over HTTP spec gives them. Apollo answers 400 when a document fails
 * to parse, to validate or to coerce its variables, which is right for
 * application/graphql-response+json and for callers stating no preference (the spec's
 * default since 2025); a caller that asks for application/json ahead of it gets 200 with the
 * same errors, as the spec asks for that media type (legacy clients read errors only on 200).
 */
export function specStatusPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart({ request }) {
      if (!prefersLegacyJson(request.http?.headers.get('accept'))) return;
      return {
        async willSendResponse({ response }) {
          if (response.http.status !== 400 || response.body.kind !== 'single') return;
          const { errors } = response.body.singleResult;
          const requestErrors = errors?.length && errors.every((e) => REQUEST_ERROR_CODES.has(String(e.extensions?.code)));
          if (requestErrors && !('data' in response.body.singleResult)) response.http.status = 200;
        },
      };
    },
  };
}
