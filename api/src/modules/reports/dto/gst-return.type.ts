import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateScalar, DecimalScalar } from '../../../graphql/scalars';

export const GstSupplyKindEnum = { INVOICE: 'invoice', CREDIT_NOTE: 'credit_note' } as const;
registerEnumType(GstSupplyKindEnum, { name: 'GstSupplyKind', description: 'A supply on the sales side of the GST return.' });

@ObjectType({ description: 'A supply of the period left out of the boxes: it has no rate at its time of supply.' })
export class GstUnratedSupply {
  @Field(() => GstSupplyKindEnum, { description: 'An invoice, or a credit note issued against one.' })
  kind!: string;

  @Field(() => Int, { description: "Its number, the owner's own (1 is INV-0001 or CN-0001)." })
  number!: number;

  @Field(() => String, { description: 'As shown: INV-0001, CN-0001.' })
  label!: string;

  @Field(() => String, { nullable: true, description: "A credit note's invoice, INV-0001; null for an invoice." })
  invoiceLabel!: string | null;

  @Field(() => String, { description: 'The customer.' })
  customer!: string;

  @Field(() => DateScalar, { description: "The time of supply (an invoice's), or the day a credit note was issued." })
  supplyDate!: string;

  @Field(() => String, { description: 'ISO currency code.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'The total including GST, in its currency.' })
  amount!: string;
}

@ObjectType({ description: 'A supply behind the boxes: its figures, the boxes it feeds and its NZD in each.' })
export class GstReturnSupply extends GstUnratedSupply {
  @Field(() => DecimalScalar, { description: 'The zero-rated part of amount.' })
  zeroRated!: string;

  @Field(() => DecimalScalar, { description: 'The exempt part of amount (no supply on the return).' })
  exempt!: string;

  @Field(() => DecimalScalar, { description: 'The GST in its currency.' })
  gst!: string;

  @Field(() => DecimalScalar, { description: 'NZD per unit, frozen at the time of supply (1 for NZD).' })
  rate!: string;

  @Field(() => [Int], { description: 'The boxes it feeds: 5 and 6 for an invoice, 9 for a credit note giving back GST.' })
  boxes!: number[];

  @Field(() => DecimalScalar, { nullable: true, description: 'What it adds to box 5: amount less exempt, in NZD to the cent.' })
  box5Nzd!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'What it adds to box 6: the zero-rated part in NZD to the cent.' })
  box6Nzd!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'What it adds to box 9: the GST given back in NZD to the cent, negative.' })
  box9Nzd!: string | null;
}

@ObjectType({ description: "The sales side of IR's GST return (GST101A) for one GST period, in NZD at each supply's time-of-supply rate." })
export class GstReturn {
  @Field(() => DateScalar, { description: "The period's first day." })
  from!: string;

  @Field(() => DateScalar, { description: "The period's last day." })
  to!: string;

  @Field(() => String, { description: 'The filing frequency the period follows: monthly, two_monthly or six_monthly.' })
  frequency!: string;

  @Field(() => Int, { description: 'The balance month (1 to 12) the periods end on.' })
  balanceMonth!: number;

  @Field(() => DecimalScalar, { description: 'Box 5: total sales and income including GST and zero-rated supplies.' })
  box5!: string;

  @Field(() => DecimalScalar, { description: 'Box 6: zero-rated supplies included in box 5.' })
  box6!: string;

  @Field(() => DecimalScalar, { description: 'Box 7: box 5 minus box 6.' })
  box7!: string;

  @Field(() => DecimalScalar, { description: 'Box 8: box 7 × 3 / 23, to the cent.' })
  box8!: string;

  @Field(() => DecimalScalar, { description: "Box 9: adjustments, the credit notes' GST given back (negative)." })
  box9!: string;

  @Field(() => DecimalScalar, { description: 'Box 10: GST on sales, box 8 plus box 9.' })
  box10!: string;

  @Field(() => [GstReturnSupply], { description: 'A page of the supplies behind the boxes, by supply date.' })
  supplies!: GstReturnSupply[];

  @Field(() => Int, { description: 'Every supply behind the boxes; supplies is one page of them.' })
  suppliesTotal!: number;

  @Field(() => Int, { description: 'The page size asked for.' })
  limit!: number;

  @Field(() => Int, { description: 'Where the page starts.' })
  offset!: number;

  @Field(() => [GstUnratedSupply], {
    description: 'Supplies of the period with no rate at their time of supply: not in the boxes (at most 1,000).',
  })
  withoutRate!: GstUnratedSupply[];

  @Field(() => Int, { description: 'How many supplies have no rate.' })
  withoutRateTotal!: number;
}

@ObjectType({ description: 'A GST return period, first and last day.' })
export class GstPeriod {
  @Field(() => DateScalar, { description: 'First day.' })
  from!: string;

  @Field(() => DateScalar, { description: 'Last day (inclusive).' })
  to!: string;
}

@ObjectType({ description: "The owner's GST registration as the return needs it, and their most recent periods." })
export class GstPeriods {
  @Field(() => Boolean, { description: 'Whether the business is registered for GST (Settings, Account): only then does it file a return.' })
  registered!: boolean;

  @Field(() => String, { description: 'monthly, two_monthly or six_monthly.' })
  frequency!: string;

  @Field(() => Int, { description: 'The balance month, 1 to 12.' })
  balanceMonth!: number;

  @Field(() => [GstPeriod], { description: 'The most recent periods, newest (the one holding today) first.' })
  periods!: GstPeriod[];
}
