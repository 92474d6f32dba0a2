import { missingRateWarning, RECORD_RATE, SUPPORTED_CURRENCIES, type CurrencyCode } from '@keafx/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Extensions } from 'type-graphql';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { Currency } from '../../graphql/scalars';
import { CurrentRates, Rate, RateFeedStatus, RecordRateInput } from './dto/rate.type';
import type { FeedStatus } from './rates-feed';
import { displayRate, HISTORY_MAX, parseRateId, type RateRecord } from './rates.service';

/** A rate as GraphQL shows it: without NUMERIC's padding zeros. */

@Resolver(() => Rate)
export class RatesResolver {
  @Query(() => CurrentRates, {
    description: "The current rate of each supported currency: the newest effective, the owner's own winning a tie.",
  })
  async rates(@Ctx() ctx: GraphQLContext): Promise<{ rates: RateRecord[]; warnings: string[] }> {
    const { user, clock } = serviceContext(ctx);
    const map = await ctx.services.rates.current(user.id, clock.now());
    return {
      rates: SUPPORTED_CURRENCIES.filter((c) => map.has(c)).map((c) => displayRate(map.get(c) as RateRecord)),
      warnings: SUPPORTED_CURRENCIES.filter((c) => !map.has(c)).map(missingRateWarning),
    };
  }

  @Query(() => [Rate], { description: "One currency's rate history as the owner sees it (shared and own), newest effective first." })
  async rateHistory(
    @Arg('currency', () => Currency, { description: 'The currency.' }) currency: CurrencyCode,
    @Arg('limit', () => Int, { defaultValue: 50, description: `At most this many entries, 1 to ${HISTORY_MAX}.` }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RateRecord[]> {
    return (await ctx.services.rates.history(serviceContext(ctx), currency, Math.max(1, limit))).map(displayRate);
  }

  @Query(() => RateFeedStatus, { description: 'Whether the rate feed is configured and working, and what its last runs brought.' })
  rateFeedStatus(@Ctx() ctx: GraphQLContext): Promise<FeedStatus> {
    serviceContext(ctx);
    return ctx.services.ratesFeed.status();
  }

  @Mutation(() => Rate, {
    description:
      "Records a rate of the signed-in owner's own (audited); it becomes current when it is the newest. CONFLICT when it is more than 20% from the current rate, unless confirmLargeChange is true.",
  })
  @Extensions({ access: 'accountant' })
  async recordRate(
    @Arg('input', () => RecordRateInput, { description: 'The rate.' }) input: RecordRateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RateRecord> {
    const sent = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
    const context = serviceContext(ctx);
    return displayRate(await ctx.services.rates.record(context, parsed(RECORD_RATE.graphql, sent, context.clock.today())));
  }

  @Mutation(() => Rate, {
    description:
      "Voids one of the signed-in owner's own recorded rates (audited): it stays in the history marked void and is never current again, so the currency falls back to the newest rate left. NOT_FOUND for another owner's rate; CONFLICT for a shared (built-in or feed) rate or one voided already.",
  })
  async voidRate(
    @Arg('id', () => ID, { description: 'The id of the rate, from the rate history.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RateRecord> {
    return displayRate(await ctx.services.rates.void(serviceContext(ctx), parseRateId(id)));
  }
}
