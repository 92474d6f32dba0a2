import { GST_PERIODS_QUERY, GST_RETURN_QUERY } from '@keafx/schema';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { DateScalar } from '../../graphql/scalars';
import { GstPeriods, GstReturn } from './dto/gst-return.type';
import type { GstPeriodsAnswer, GstReturnAnswer, GstUnrated } from './gst-return';

const withAmount = <S extends GstUnrated>(s: S) => ({ ...s, amount: s.total });

@Resolver()
export class GstReturnResolver {
  @Query(() => GstReturn, {
    description:
      "The sales boxes 5 to 10 of IR's GST return for one of the signed-in owner's GST periods, with a page of the supplies behind them. " +
      'BAD_USER_INPUT naming from or to when they are not exactly one period (by the filing frequency and balance month); ' +
      'CONFLICT when the business is not registered for GST.',
  })
  async gstReturn(
    @Arg('from', () => DateScalar, { description: "The period's first day." }) from: string,
    @Arg('to', () => DateScalar, { description: "The period's last day." }) to: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { nullable: true, description: 'Supplies a page, 1 to 5,000 (500 unless said).' }) limit?: number | null,
    @Arg('offset', () => Int, { nullable: true, description: 'Supplies to skip.' }) offset?: number | null,
  ): Promise<GstReturn> {
    const q = parsed(GST_RETURN_QUERY.graphql, { from, to, limit: limit ?? undefined, offset: offset ?? undefined }, undefined);
    const r: GstReturnAnswer = await ctx.services.exports.gst.periodReturn(serviceContext(ctx), q);
    return { ...r, supplies: r.supplies.map(withAmount), withoutRate: r.withoutRate.map(withAmount) };
  }

  @Query(() => GstPeriods, {
    description:
      "The signed-in owner's most recent GST periods by their filing frequency and balance month, newest first (a period picker).",
  })
  gstPeriods(
    @Ctx() ctx: GraphQLContext,
    @Arg('count', () => Int, { nullable: true, description: 'How many periods, 1 to 60 (12 unless said).' }) count?: number | null,
  ): Promise<GstPeriodsAnswer> {
    const q = parsed(GST_PERIODS_QUERY.graphql, { count: count ?? undefined }, undefined);
    return ctx.services.exports.gst.periods(serviceContext(ctx), q.count);
  }
}
