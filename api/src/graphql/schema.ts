import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { InvoicesResolver } from '../modules/invoices/invoices.resolver';
import { ProfileResolver } from '../modules/profile/profile.resolver';
import { ReportsResolver } from '../modules/reports/reports.resolver';

/** Every resolver class of every module; the schema is built from these alone. */
export const RESOLVERS = [AuthResolver, InvoicesResolver, AuditResolver, ProfileResolver, ReportsResolver] as const;

let cached: GraphQLSchema | undefined;

/** The executable schema (built once per process). */
export function buildAppSchema(): GraphQLSchema {
  cached ??= buildSchemaSync({ resolvers: [...RESOLVERS], validate: false });
  return cached;
}

/** The SDL as committed in schema/schema.graphql: sorted, so review diffs are stable. */
export function printAppSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildAppSchema()))}\n`;
}
