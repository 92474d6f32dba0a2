import { CHANGE_HEDGE, CREATE_HEDGE, HEDGE_LIST_QUERY, SET_HEDGE_POLICY, SETTLEMENT, warningMessages } from '@keafx/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { parsePage } from '../../paging';
import { nzd } from '../exposure';
import {
  CreateHedgeInput,
  HedgeContract,
  HedgeContractPage,
  HedgeCoverage,
  HedgeMarkToMarket,
  HedgePolicy,
  HedgePolicyInput,
  HedgeSettlementPreview,
  HedgeStatusEnum,
  UpdateHedgeInput,
} from './dto/hedge.type';
import { presentContractMtm, presentCoverage, presentCurrencyMtm, presentHedge, type PresentedHedge } from './hedges.present';
import { HEDGE_PAGE_MAX, parseHedgeId } from './hedges.service';

/** Only the fields the caller sent: GraphQL gives absent nullable input fields as undefined. */
const sent = (input: object | null | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined && v !== null));

const idArg = { description: 'The contract.' };

@Resolver(() => HedgeContract)
export class HedgesResolver {
  @Query(() => HedgeContractPage, { description: "The signed-in owner's forward contracts, soonest maturity first." })
  async hedges(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => HedgeStatusEnum, { nullable: true, description: 'Only contracts with this status.' }) status: string | null,
    @Arg('limit', () => Int, { defaultValue: 100, description: `Page size, 1 to ${HEDGE_PAGE_MAX}.` }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<{ items: PresentedHedge[]; hasMore: boolean }> {
    const found = await ctx.services.hedges.list(
      serviceContext(ctx),
      parsed(HEDGE_LIST_QUERY.graphql, { limit, offset, status }, undefined),
    );
    return { items: found.items.map(presentHedge), hasMore: found.hasMore };
  }

  @Query(() => HedgeContract, { description: "One contract; NOT_FOUND for an unknown id or another owner's." })
  async hedge(@Arg('id', () => ID, idArg) id: string, @Ctx() ctx: GraphQLContext): Promise<PresentedHedge> {
    return presentHedge(await ctx.services.hedges.get(serviceContext(ctx), parseHedgeId(id)));
  }

  @Query(() => HedgeCoverage, {
    description: 'Net exposure: gross, hedged, unhedged and hedge ratio per currency and horizon bucket, with policy compliance.',
  })
  async hedgeCoverage(
    @Arg('includeDrafts', () => Boolean, { defaultValue: false, description: 'Also count draft invoices.' }) includeDrafts: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return presentCoverage(await ctx.services.hedges.coverage(serviceContext(ctx), includeDrafts));
  }

  @Query(() => HedgeMarkToMarket, {
    description: "Open contracts at today's rate against their locked rate: per currency and a page of contracts.",
  })
  async hedgeMarkToMarket(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 100, description: `Contracts per page, 1 to ${HEDGE_PAGE_MAX}.` }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Contracts to skip.' }) offset: number,
  ) {
    const m = await ctx.services.hedges.markToMarket(serviceContext(ctx), parsePage({ limit, offset }, HEDGE_PAGE_MAX, 100));
    return {
      ...m,
      totalNzd: nzd(m.totalNzd),
      warnings: warningMessages(m.warnings),
      currencies: m.currencies.map(presentCurrencyMtm),
      contracts: m.contracts.map(presentContractMtm),
    };
  }

  @Query(() => HedgePolicy, { description: 'Target hedge ratios per horizon bucket (null: no target).' })
  hedgePolicy(@Ctx() ctx: GraphQLContext) {
    return ctx.services.hedges.policy(serviceContext(ctx));
  }

  @Mutation(() => HedgeContract, { description: 'Books a forward contract (audited).' })
  async createHedge(
    @Arg('input', () => CreateHedgeInput, { description: 'The contract.' }) input: CreateHedgeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const context = serviceContext(ctx);
    return presentHedge(await ctx.services.hedges.create(context, parsed(CREATE_HEDGE.graphql, sent(input), context.clock.today())));
  }

  @Mutation(() => HedgeContract, { description: 'Changes an open contract (audited); CONFLICT when settled or cancelled.' })
  async updateHedge(
    @Arg('id', () => ID, idArg) id: string,
    @Arg('input', () => UpdateHedgeInput, { description: 'The changes.' }) input: UpdateHedgeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return presentHedge(
      await ctx.services.hedges.update(serviceContext(ctx), parseHedgeId(id), parsed(CHANGE_HEDGE.graphql, sent(input), undefined)),
    );
  }

  @Query(() => HedgeSettlementPreview, {
    description:
      'What settleHedge with these arguments would record (date, rate, realised gain), without recording it. The same errors as settleHedge.',
  })
  async hedgeSettlementPreview(
    @Arg('id', () => ID, idArg) id: string,
    @Arg('settlementRate', () => String, { nullable: true, description: 'As settleHedge takes it.' }) settlementRate: string | null,
    @Arg('settlementDate', () => String, { nullable: true, description: 'As settleHedge takes it.' }) settlementDate: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const service = serviceContext(ctx);
    const preview = await ctx.services.hedges.settlementPreview(
      service,
      parseHedgeId(id),
      parsed(SETTLEMENT.graphql, sent({ settlementRate, settlementDate }), service.clock.today()),
    );
    return { ...preview, realisedGainLoss: nzd(preview.realisedGainLoss) };
  }

  @Mutation(() => HedgeContract, {
    description:
      'Settles an open contract on the date given (today when omitted) at the rate given or else the rate recorded for that date (audited); CONFLICT unless open.',
  })
  async settleHedge(
    @Arg('id', () => ID, idArg) id: string,
    @Arg('settlementRate', () => String, {
      nullable: true,
      description: 'NZD per unit it settled at; the rate recorded for the settlement date when omitted.',
    })
    settlementRate: string | null,
    @Arg('settlementDate', () => String, {
      nullable: true,
      description: 'The day it settled, YYYY-MM-DD: not in the future, not before the trade date; today when omitted.',
    })
    settlementDate: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const service = serviceContext(ctx);
    return presentHedge(
      await ctx.services.hedges.settle(
        service,
        parseHedgeId(id),
        parsed(SETTLEMENT.graphql, sent({ settlementRate, settlementDate }), service.clock.today()),
      ),
    );
  }

  @Mutation(() => HedgeContract, { description: 'Cancels an open contract (audited); CONFLICT unless open.' })
  async cancelHedge(@Arg('id', () => ID, idArg) id: string, @Ctx() ctx: GraphQLContext) {
    return presentHedge(await ctx.services.hedges.cancel(serviceContext(ctx), parseHedgeId(id)));
  }

  @Mutation(() => HedgeContract, {
    description:
      'Reopens a contract settled or cancelled in the last 7 days: open again, audited as a reversal; CONFLICT when open or the window has passed.',
  })
  async reopenHedge(@Arg('id', () => ID, idArg) id: string, @Ctx() ctx: GraphQLContext) {
    return presentHedge(await ctx.services.hedges.reopen(serviceContext(ctx), parseHedgeId(id)));
  }

  @Mutation(() => HedgePolicy, { description: 'Replaces the hedge policy (audited).' })
  setHedgePolicy(
    @Arg('input', () => HedgePolicyInput, { description: 'The targets.' }) input: HedgePolicyInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.hedges.setPolicy(serviceContext(ctx), parsed(SET_HEDGE_POLICY.graphql, { ...input }, undefined));
  }
}
