import { Field, ObjectType } from 'type-graphql';
import { DateScalar, DecimalScalar, GstTreatmentEnum } from '../../../graphql/scalars';
import { RateTypeEnum } from '../../rates';

@ObjectType({ description: 'One line of an invoice: what was supplied, how many, at what price, and its GST.', simpleResolvers: true })
export class InvoiceLine {
  @Field(() => String, { description: "What was supplied ('' until given; a tax invoice needs it)." })
  description!: string;

  @Field(() => DecimalScalar, { description: 'How many, exact.' })
  quantity!: string;

  @Field(() => DecimalScalar, { description: 'The price of one, exact (negative for a discount).' })
  unitPrice!: string;

  @Field(() => GstTreatmentEnum, { description: 'How GST applies to it.' })
  gstTreatment!: string;

  @Field(() => DecimalScalar, { description: 'quantity × unitPrice, exact.' })
  lineTotal!: string;

  @Field(() => DecimalScalar, {
    description: "Its GST, to the currency's minor unit (the invoice's GST is rounded once from the exact sum).",
  })
  gst!: string;
}

@ObjectType({
  description: 'The rate an invoice was converted to NZD at for GST, frozen at the time of supply (GST Act s77(1)).',
  simpleResolvers: true,
})
export class SupplyRate {
  @Field(() => DecimalScalar, { description: 'NZD per one unit of the invoice currency (1 for NZD).' })
  rate!: string;

  @Field(() => String, { description: 'Where the rate came from.' })
  source!: string;

  @Field(() => RateTypeEnum, { description: 'Spot, mid-month or end-of-month.' })
  type!: string;

  @Field(() => DateScalar, { description: "The rate's effective date." })
  date!: string;
}

@ObjectType({
  description: "Something an invoice lacks to be a lawful tax invoice for its NZD value (Inland Revenue's taxable supply information).",
  simpleResolvers: true,
})
export class TsiIssue {
  @Field(() => String, {
    description: 'Which rule: supplier_name, description, supplier_gst_number, recipient_name, recipient_identifier, zero_rating_evidence.',
  })
  code!: string;

  @Field(() => String, { description: 'The field to fix, by its REST name (company_name and gst_number are Settings, Account).' })
  field!: string;

  @Field(() => String, { description: 'What to do, in a sentence.' })
  message!: string;
}
