import { COUNTERPARTY_PAGE_MAX, warningMessages } from '@keafx/schema';
import { Arg, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { pageOf, parsePage } from '../../paging';
import { CounterpartyExposurePage, Exposure, ExposureAging, ExposureUpdate } from './dto/exposure.type';
import { exposureChanges, type ExposureChange } from './exposure.live';
import { presentBucket, presentCounterparty, presentSummary, type PresentedSummary } from './exposure.present';

const draftsArg = { defaultValue: false, description: 'Also count draft invoices (default false, as SPEC).' };
export { COUNTERPARTY_PAGE_MAX };

@Resolver()
export class ExposureResolver {
  @Query(() => Exposure, {
    description:
      'The exposure by currency with totals, unrealised gain/loss, the due horizon and warnings. Counts sent and overdue invoices ' +
      '(drafts when includeDrafts), not written-off ones; archived-but-unpaid invoices still count.',
  })
  async exposure(
    @Arg('includeDrafts', () => Boolean, draftsArg) includeDrafts: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PresentedSummary> {
    return presentSummary(await ctx.services.exposure.summary(serviceContext(ctx), includeDrafts));
  }

  @Query(() => CounterpartyExposurePage, {
    description: 'The exposure by counterparty, highest NZD value first (same invoices as exposure).',
  })
  async exposureByCounterparty(
    @Ctx() ctx: GraphQLContext,
    @Arg('includeDrafts', () => Boolean, draftsArg) includeDrafts: boolean,
    @Arg('limit', () => Int, { defaultValue: 100, description: `Page size, 1 to ${COUNTERPARTY_PAGE_MAX}.` }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many counterparties to skip.' }) offset: number,
  ) {
    const page = parsePage({ limit, offset }, COUNTERPARTY_PAGE_MAX, 100);
    const { items, warnings } = await ctx.services.exposure.counterparties(serviceContext(ctx), includeDrafts);
    return { ...pageOf(items, page, presentCounterparty, true), warnings: warningMessages(warnings) };
  }

  @Query(() => ExposureAging, { description: 'The exposure by due-date bucket: Overdue, Due Today, Next 7 Days, Next 30 Days, Later.' })
  async exposureAging(@Arg('includeDrafts', () => Boolean, draftsArg) includeDrafts: boolean, @Ctx() ctx: GraphQLContext) {
    const { items, warnings } = await ctx.services.exposure.aging(serviceContext(ctx), includeDrafts);
    return { buckets: items.map(presentBucket), warnings: warningMessages(warnings) };
  }

  @Subscription(() => ExposureUpdate, {
    description:
      "Pushes the signed-in owner's exposure whenever one of their invoices changes or a rate they use is recorded " +
      "(over graphql-ws at /graphql, authenticated by the same bearer token). Never another owner's changes.",
    subscribe: ({ context }: { context: GraphQLContext }) => exposureChanges(context.services.events, serviceContext(context).user.id),
  })
  async exposureChanged(
    @Root() change: ExposureChange,
    @Arg('includeDrafts', () => Boolean, draftsArg) includeDrafts: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<{ reasons: ExposureChange['reasons']; exposure: PresentedSummary }> {
    return { reasons: change.reasons, exposure: presentSummary(await ctx.services.exposure.summary(serviceContext(ctx), includeDrafts)) };
  }
}
