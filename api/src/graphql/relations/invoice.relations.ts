import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { AuditEventRecord } from '../../modules/audit';
import { AuditEvent } from '../../modules/audit/edge';
import type { UserRecord } from '../../modules/auth';
import { User } from '../../modules/auth/edge';
import { Invoice, type InvoiceRecord } from '../../modules/invoices';
import type { GraphQLContext } from '../context';

/**
 * Invoice's fields that lead into other modules (its owner in auth, its history in audit). They
 * live here, beside the composition root, so that neither invoices nor audit imports the other.
 */
@Resolver(() => Invoice)
export class InvoiceRelationsResolver {
  @FieldResolver(() => User, { description: 'The owner of the invoice.' })
  async owner(@Root() invoice: InvoiceRecord, @Ctx() ctx: GraphQLContext): Promise<UserRecord> {
    const user = await ctx.loaders.users.load(invoice.ownerId);
    if (!user) throw new Error(`owner of invoice ${invoice.id} is missing`);
    return user;
  }

  @FieldResolver(() => [AuditEvent], { description: 'The audit history of this invoice, newest first.' })
  async auditEvents(
    @Root() invoice: InvoiceRecord,
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'At most this many events.' }) limit: number,
  ): Promise<AuditEventRecord[]> {
    const events = await ctx.loaders.invoiceAudit.load(invoice.id);
    return events.slice(0, Math.max(0, limit));
  }
}
