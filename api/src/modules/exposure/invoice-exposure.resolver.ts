import { bookedNzd, Exact, nzdValue, roundToMinor, unrealisedGain } from '@keafx/schema';
import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { DateScalar, DecimalScalar } from '../../graphql/scalars';
import { Invoice } from '../invoices';
import type { InvoiceRecord } from '../invoices';
import { RateTypeEnum } from '../rates';

@ObjectType({
  description: 'The rate an invoice was booked at when it was sent or imported (kept for Inland Revenue: rate, source, type, date).',
})
export class InvoiceBooking {
  @Field(() => DecimalScalar, { description: 'NZD per one unit of the invoice currency.' })
  nzdPerUnit!: string;

  @Field(() => String, { description: 'Where the rate came from.' })
  source!: string;

  @Field(() => RateTypeEnum, { description: 'Spot, mid-month or end-of-month.' })
  rateType!: string;

  @Field(() => DateScalar, { description: "The rate's effective date." })
  effectiveDate!: string;
}

/** Exposure fields on Invoice: its booking rate, its NZD value now and its unrealised gain or loss. */
@Resolver(() => Invoice)
export class InvoiceExposureResolver {
  @FieldResolver(() => InvoiceBooking, { nullable: true, description: 'The rate it was booked at; null until it is sent.' })
  booking(@Root() invoice: InvoiceRecord): InvoiceBooking | null {
    if (!invoice.bookedRate) return null;
    return {
      nzdPerUnit: new Exact(invoice.bookedRate).toFixed(),
      source: invoice.bookedRateSource ?? '',
      rateType: invoice.bookedRateType ?? 'spot',
      effectiveDate: invoice.bookedRateDate ?? '',
    };
  }

  @FieldResolver(() => DecimalScalar, { description: 'Its amount in NZD at the current rate (1.0 when the currency has none), to cents.' })
  async nzdValue(@Root() invoice: InvoiceRecord, @Ctx() ctx: GraphQLContext): Promise<string> {
    const rate = await ctx.loaders.currentRates.load(invoice.currency);
    return roundToMinor(nzdValue(invoice.amount, rate?.nzdPerUnit), 'NZD');
  }

  @FieldResolver(() => DecimalScalar, {
    nullable: true,
    description: 'NZD value now minus NZD value at booking (positive is a gain); null until it is booked.',
  })
  async unrealisedGainLoss(@Root() invoice: InvoiceRecord, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    if (!invoice.bookedRate) return null;
    const rate = await ctx.loaders.currentRates.load(invoice.currency);
    return roundToMinor(
      unrealisedGain(nzdValue(invoice.amount, rate?.nzdPerUnit), bookedNzd(invoice.amount, invoice.bookedRate) ?? 0),
      'NZD',
    );
  }
}
