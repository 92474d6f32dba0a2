import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync, type PubSub } from 'type-graphql';
import { ApiKeysResolver } from '../modules/apikeys/edge';
import { AuditResolver } from '../modules/audit/edge';
import { AuthResolver, MembersResolver, PasswordResetResolver } from '../modules/auth/edge';
import { CustomersResolver } from '../modules/customers/edge';
import { ExposureResolver } from '../modules/exposure/edge';
import { HedgesResolver } from '../modules/hedges/edge';
import { InvoiceExposureResolver } from '../modules/exposure/edge';
import { CreditNotesResolver, InvoiceCreditNotesResolver, InvoicesResolver } from '../modules/invoices/edge';
import { AccountResolver } from '../modules/profile/edge';
import { ProfileResolver } from '../modules/profile/edge';
import { RatesResolver } from '../modules/rates/edge';
import { GstReturnResolver, ReportPageResolver } from '../modules/reports/edge';
import { InvoiceMailResolver, RemindersResolver } from '../modules/reports/edge';
import { ReportsResolver } from '../modules/reports/edge';
import { ScenariosResolver } from '../modules/scenarios/edge';
import { WebhooksResolver } from '../modules/webhooks/edge';
import { AuditEventRelationsResolver } from './relations/audit-event.relations';
import { InvoiceRelationsResolver } from './relations/invoice.relations';

/** Every resolver class of every module; the schema is built from these alone. */
export const RESOLVERS = [
  AuthResolver,
  PasswordResetResolver,
  MembersResolver,
  InvoicesResolver,
  CreditNotesResolver,
  InvoiceCreditNotesResolver,
  CustomersResolver,
  AuditResolver,
  ProfileResolver,
  AccountResolver,
  ReportsResolver,
  ReportPageResolver,
  GstReturnResolver,
  InvoiceMailResolver,
  RemindersResolver,
  RatesResolver,
  ExposureResolver,
  InvoiceExposureResolver,
  ScenariosResolver,
  HedgesResolver,
  ApiKeysResolver,
  WebhooksResolver,
  // Fields that lead from one module's type into another's.
  InvoiceRelationsResolver,
  AuditEventRelationsResolver,
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
