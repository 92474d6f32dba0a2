import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AuditEventRecord } from '../../modules/audit';
import { AuditEvent } from '../../modules/audit/edge';
import type { UserRecord } from '../../modules/auth';
import { User } from '../../modules/auth/edge';
import { Invoice, type InvoiceRecord } from '../../modules/invoices';
import type { GraphQLContext } from '../context';

/**
 * AuditEvent's fields that lead into other modules (the acting user in auth, the invoice in
 * invoices): here, so that audit imports neither.
 */
@Resolver(() => AuditEvent)
export class AuditEventRelationsResolver {
  @FieldResolver(() => User, { nullable: true, description: 'The user who did it; null for the system.' })
  actorUser(@Root() event: AuditEventRecord, @Ctx() ctx: GraphQLContext): Promise<UserRecord | null> | null {
    return event.actorId ? ctx.loaders.users.load(event.actorId) : null;
  }

  @FieldResolver(() => Invoice, { nullable: true, description: 'The invoice it concerns, while that invoice exists.' })
  invoice(@Root() event: AuditEventRecord, @Ctx() ctx: GraphQLContext): Promise<InvoiceRecord | null> | null {
    return event.entityType === 'invoice' && event.entityId ? ctx.loaders.invoices.load(event.entityId) : null;
  }
}
