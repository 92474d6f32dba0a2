import { AUDIT_PAGE_MAX } from '@keafx/schema';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { pageOf, parsePage } from '../../paging';
import { parseAuditFilter } from './audit-filter';
import { AuditEvent, AuditEventPage, AuditFacets, AuditVerification } from './dto/audit-event.type';

export { AUDIT_PAGE_MAX };

@Resolver(() => AuditEvent)
export class AuditResolver {
  @Query(() => AuditEventPage, { description: "The signed-in owner's audit events, newest first (the dashboard shows 50)." })
  async auditEvents(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'Page size, 1 to 500.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many newer events to skip.' }) offset: number,
    @Arg('entityType', () => String, {
      nullable: true,
      description: 'Only events about this kind of thing (invoice, preferences, export...).',
    })
    entityType?: string | null,
    @Arg('action', () => String, { nullable: true, description: 'Only events with this action code, such as invoice.sent.' })
    action?: string | null,
    @Arg('from', () => String, { nullable: true, description: 'Only events on or after this day, YYYY-MM-DD (business time zone).' })
    from?: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Only events on or before this day, YYYY-MM-DD.' }) to?: string | null,
  ): Promise<AuditEventPage> {
    const { user } = serviceContext(ctx);
    const page = parsePage({ limit, offset }, AUDIT_PAGE_MAX, 50);
    const filter = parseAuditFilter({ entityType, action, from, to });
    const rows = Object.keys(filter).length
      ? await ctx.services.audit.search(user.id, filter, page.limit + 1, page.offset)
      : await ctx.services.audit.list(user.id, page.limit + 1, page.offset);
    return pageOf(rows, page);
  }

  @Query(() => AuditFacets, { description: "The entity types and actions present in the owner's trail (the audit filters' choices)." })
  auditFacets(@Ctx() ctx: GraphQLContext): Promise<AuditFacets> {
    return ctx.services.audit.facets(serviceContext(ctx).user.id);
  }

  @Query(() => AuditVerification, { description: "Recomputes the owner's hash chain and reports the first broken link." })
  verifyAuditTrail(@Ctx() ctx: GraphQLContext): Promise<AuditVerification> {
    return ctx.services.audit.verify(serviceContext(ctx).user.id);
  }
}
