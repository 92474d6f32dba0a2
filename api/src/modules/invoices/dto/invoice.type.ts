import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { CurrencyCode, InvoiceStatus } from '@keafx/schema';
import { Currency, DateScalar, DecimalScalar, InvoiceStatusEnum } from '../../../graphql/scalars';
import type { InvoiceGraphqlFields, InvoiceRecord } from '../invoice-record';

@ObjectType({ description: 'An invoice issued in one of the supported currencies.', simpleResolvers: true })
export class Invoice implements Pick<InvoiceRecord, InvoiceGraphqlFields> {
  @Field(() => ID, { description: 'The global id used in URLs.' })
  id!: string;

  @Field(() => Int, { description: "The owner's invoice number (1, 2, ...); shown as INV-0001." })
  number!: number;

  @Field(() => String, { description: 'The customer being invoiced.' })
  counterparty!: string;

  @Field(() => Currency, { description: 'The currency the invoice is issued in.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: "The amount in the invoice's currency, exact, with that currency's minor digits." })
  amount!: string;

  @Field(() => DateScalar, { description: 'The date the invoice was issued.' })
  issuedDate!: string;

  @Field(() => DateScalar, { description: 'The date payment is due.' })
  dueDate!: string;

  @Field(() => InvoiceStatusEnum, { description: 'Status today: a sent invoice past its due date reads OVERDUE.' })
  status!: InvoiceStatus;

  @Field(() => Boolean, { description: 'Moved to the Archive tab.' })
  archived!: boolean;

  @Field(() => Boolean, { description: 'Written off as uncollectable (always archived too).' })
  writtenOff!: boolean;

  @Field(() => DateScalar, { nullable: true, description: 'The day it was sent, once sent.' })
  sentDate!: string | null;

  @Field(() => DateScalar, { nullable: true, description: 'The day it was marked paid, once paid.' })
  paidDate!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: "Once paid: the rate it settled at, NZD per unit (today's rate unless the payer gave one, such as the bank's).",
  })
  settlementRate!: string | null;

  @Field(() => String, { nullable: true, description: "Where the settlement rate came from: 'given' (by the payer) or the rate's source." })
  settlementRateSource!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      'Once paid: the realised FX gain (positive) or loss (negative) in NZD, amount × (settlement rate − booking rate), exact; null without a booking rate.',
  })
  realisedGainNzd!: string | null;

  @Field(() => GraphQLDateTime, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => GraphQLDateTime, { description: 'When it last changed.' })
  updatedAt!: Date;

  @Field(() => String, { description: "The customer's contact email for this invoice; '' when not given." })
  customerEmail!: string;

  @Field(() => String, { description: "The customer's postal address (may span lines); '' when not given." })
  customerAddress!: string;

  @Field(() => String, { description: "The customer's reference or purchase order number; '' when not given." })
  reference!: string;

  @Field(() => String, { description: "Payment terms shown on the invoice (for example 'Net 20'); '' when not given." })
  paymentTerms!: string;

  @Field(() => String, { description: "Notes to the customer shown on the invoice (may span lines); '' when not given." })
  notes!: string;
}

@ObjectType({ description: 'One page of invoices.', simpleResolvers: true })
export class InvoicePage {
  @Field(() => [Invoice], { description: 'The invoices on this page, in the requested order.' })
  items!: Invoice[];

  @Field(() => Boolean, { description: 'Whether another page follows.' })
  hasMore!: boolean;

  @Field(() => Int, { description: 'The page size used.' })
  limit!: number;

  @Field(() => Int, { description: 'How many invoices were skipped before this page.' })
  offset!: number;
}

@ObjectType({
  description: 'Counts for the invoice tabs: Active / Archive / Write-offs, and statuses within the chosen view.',
  simpleResolvers: true,
})
export class InvoiceCounts {
  @Field(() => Int, { description: 'Not archived and not written off.' })
  active!: number;

  @Field(() => Int, { description: 'Archived and not written off.' })
  archive!: number;

  @Field(() => Int, { description: 'Written off.' })
  writeoffs!: number;

  @Field(() => Int, { description: 'Every invoice in the chosen view.' })
  all!: number;

  @Field(() => Int, { description: 'Drafts in the chosen view.' })
  draft!: number;

  @Field(() => Int, { description: 'Sent, not yet due, in the chosen view.' })
  sent!: number;

  @Field(() => Int, { description: 'Overdue in the chosen view.' })
  overdue!: number;

  @Field(() => Int, { description: 'Paid in the chosen view.' })
  paid!: number;
}
