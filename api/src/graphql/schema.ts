import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync, type PubSub } from 'type-graphql';
import { ApiKeysResolver } from '../modules/apikeys';
import { AuditResolver } from '../modules/audit';
import { AuthResolver } from '../modules/auth';
import { ExposureResolver } from '../modules/exposure';
import { HedgesResolver } from '../modules/hedges';
import { InvoiceExposureResolver } from '../modules/exposure';
import { InvoicesResolver } from '../modules/invoices';
import { AccountResolver } from '../modules/profile';
import { ProfileResolver } from '../modules/profile';
import { RatesResolver } from '../modules/rates';
import { ReportPageResolver } from '../modules/reports';
import { ReportsResolver } from '../modules/reports';
import { ScenariosResolver } from '../modules/scenarios';
import { WebhooksResolver } from '../modules/webhooks';

/** Every resolver class of every module; the schema is built from these alone. */
export const RESOLVERS = [
  AuthResolver,
  InvoicesResolver,
  AuditResolver,
  ProfileResolver,
  AccountResolver,
  ReportsResolver,
  ReportPageResolver,
  RatesResolver,
  ExposureResolver,
  InvoiceExposureResolver,
  ScenariosResolver,
  HedgesResolver,
  ApiKeysResolver,
  WebhooksResolver,
] as const;

/**
 * type-graphql wants a PubSub once any @Subscription exists; ours bring their own `subscribe`
 * (fed by DomainEvents over LISTEN/NOTIFY), so topic-based publishing is never used.
 */
const NO_TOPICS: PubSub = {
  publish() {
    throw new Error('subscriptions use DomainEvents, not topics');
  },
  subscribe() {
    throw new Error('subscriptions use DomainEvents, not topics');
  },
};

let cached: GraphQLSchema | undefined;

/** The executable schema (built once per process). */
export function buildAppSchema(): GraphQLSchema {
  cached ??= buildSchemaSync({ resolvers: [...RESOLVERS], validate: false, pubSub: NO_TOPICS });
  return cached;
}

/** The SDL as committed in schema/schema.graphql: sorted, so review diffs are stable. */
export function printAppSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildAppSchema()))}\n`;
}
