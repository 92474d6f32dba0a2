import { Field, ObjectType } from 'type-graphql';
import { DateScalar, DecimalScalar } from '../../../graphql/scalars';

@ObjectType({
  description:
    'What paying an invoice would record, worked out by the same code as payInvoice but not recorded: for a dialog that asks first.',
  simpleResolvers: true,
})
export class PaymentPreview {
  @Field(() => DateScalar, { description: 'The payment date: the one given, or today.' })
  paymentDate!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'The rate the invoice was booked at, NZD per unit; null if never booked.' })
  bookedRate!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      'The rate it would settle at, NZD per unit: the one given, or the rate recorded for the payment date; null when none is known.',
  })
  settlementRate!: string | null;

  @Field(() => String, { nullable: true, description: "Where that rate comes from: 'given' or the rate's source." })
  settlementRateSource!: string | null;

  @Field(() => DateScalar, { nullable: true, description: "That rate's date (the payment date for a rate given)." })
  settlementRateDate!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'The realised gain (positive) or loss (negative) in NZD against the booking rate, exact; null when there is none.',
  })
  realisedGainNzd!: string | null;

  @Field(() => String, { nullable: true, description: 'Why there is no realised gain, when there is none.' })
  realisedGainNote!: string | null;
}
