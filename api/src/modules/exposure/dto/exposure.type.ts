import type { CurrencyCode, DueBucket, DueHorizon } from '@keafx/schema';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Currency, DateScalar, DecimalScalar } from '../../../graphql/scalars';
import { Rate } from '../../rates';
import type { RateRecord } from '../../rates';

export const DueHorizonEnum = { IMMEDIATE: 'immediate', MEDIUM_TERM: 'medium-term', LONG_TERM: 'long-term' } as const;
registerEnumType(DueHorizonEnum, {
  name: 'DueHorizon',
  description:
    "SPEC's due-horizon rule by invoice count: over 50% due within 30 days is IMMEDIATE, over 50% within 90 days MEDIUM_TERM, else LONG_TERM.",
});

export const DueBucketEnum = { OVERDUE: 'overdue', TODAY: 'today', NEXT_7_DAYS: 'next7', NEXT_30_DAYS: 'next30', LATER: 'later' } as const;
registerEnumType(DueBucketEnum, {
  name: 'DueBucket',
  description: 'Due-date buckets: OVERDUE (before today), TODAY, NEXT_7_DAYS (1 to 7 days ahead), NEXT_30_DAYS (8 to 30), LATER.',
});

@ObjectType({ description: 'One currency of the exposure. NZD figures are rounded once, to cents.' })
export class ExposureCurrency {
  @Field(() => Currency, { description: 'The invoice currency.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: "Sum of the counted invoices' amounts in the currency itself (SPEC's total_amount)." })
  totalAmount!: string;

  @Field(() => DecimalScalar, { description: 'That sum in NZD at the current rate.' })
  nzdValue!: string;

  @Field(() => DecimalScalar, { description: 'Share of the total NZD exposure, in percent with one decimal.' })
  sharePercent!: string;

  @Field(() => DateScalar, { nullable: true, description: 'The earliest due date among the counted invoices.' })
  earliestDue!: string | null;

  @Field(() => Int, { description: 'How many invoices are counted.' })
  invoiceCount!: number;

  @Field(() => Int, { description: 'How many of them are overdue today.' })
  overdueCount!: number;

  @Field(() => DecimalScalar, { description: 'The NZD per unit used: the current rate, or 1 when the currency has none.' })
  nzdPerUnit!: string;

  @Field(() => Rate, { nullable: true, description: 'The current rate used; null when there is none (1.0 is used and a warning given).' })
  rate!: RateRecord | null;

  @Field(() => Boolean, { description: 'No rate exists for the currency: converted at 1.0 (SPEC), with a warning.' })
  rateMissing!: boolean;

  @Field(() => Boolean, { description: 'The rate used is older than the configured age.' })
  rateStale!: boolean;

  @Field(() => DecimalScalar, { description: 'Amount of the invoices that carry a booking rate (recorded when sent or imported).' })
  bookedAmount!: string;

  @Field(() => DecimalScalar, { description: 'Their NZD value at their booking rates.' })
  bookedNzdValue!: string;

  @Field(() => DecimalScalar, {
    description: 'Unrealised gain (positive) or loss: their NZD value now minus at booking. Invoices without a booking rate add nothing.',
  })
  unrealisedGainLoss!: string;
}

@ObjectType({
  description:
    'What the unpaid invoices are worth in NZD now. Counts sent and overdue invoices (drafts too when includeDrafts), ' +
    'leaves out written-off ones, and keeps archived-but-unpaid ones (the money is still owed).',
})
export class Exposure {
  @Field(() => Boolean, { description: 'Whether drafts are counted.' })
  includeDrafts!: boolean;

  @Field(() => DateScalar, { description: 'The business date the answer is for (overdue and due buckets depend on it).' })
  asOf!: string;

  @Field(() => [ExposureCurrency], { description: 'By currency, highest NZD value first.' })
  currencies!: ExposureCurrency[];

  @Field(() => DecimalScalar, { description: 'Total NZD value (sum of the exact currency values, rounded once).' })
  totalNzd!: string;

  @Field(() => Int, { description: 'Invoices counted.' })
  invoiceCount!: number;

  @Field(() => Int, { description: 'Of them overdue today.' })
  overdueCount!: number;

  @Field(() => DecimalScalar, { description: 'Overdue invoices as a percent of those counted, one decimal.' })
  overdueSharePercent!: string;

  @Field(() => Int, { description: 'Counted invoices due on or before today + 30 days (overdue ones included).' })
  dueWithin30Count!: number;

  @Field(() => Int, { description: 'Counted invoices due on or before today + 90 days (overdue ones included).' })
  dueWithin90Count!: number;

  @Field(() => DueHorizonEnum, { description: "SPEC's due-horizon rule." })
  dueHorizon!: DueHorizon;

  @Field(() => String, { description: 'The due horizon in a sentence.' })
  dueHorizonText!: string;

  @Field(() => DecimalScalar, { description: 'Unrealised gain (positive) or loss in NZD over the invoices with a booking rate.' })
  unrealisedGainLoss!: string;

  @Field(() => [String], {
    description: "SPEC's missing-rate warnings ('No FX rate found for XXX, using 1.0') and the overdue-share warning (over 25%).",
  })
  warnings!: string[];

  @Field(() => DateScalar, { nullable: true, description: 'The newest effective date among the rates used.' })
  rateSnapshotDate!: string | null;
}

@ObjectType({ description: 'An amount in one currency with its NZD value.' })
export class CurrencyAmount {
  @Field(() => Currency, { description: 'The currency.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: 'The amount in that currency.' })
  totalAmount!: string;

  @Field(() => DecimalScalar, { description: 'Its NZD value at the current rate.' })
  nzdValue!: string;

  @Field(() => Int, { description: 'How many invoices it sums.' })
  invoiceCount!: number;
}

@ObjectType({ description: "One counterparty's share of the exposure." })
export class CounterpartyExposure {
  @Field(() => String, { description: 'The customer.' })
  counterparty!: string;

  @Field(() => DecimalScalar, { description: 'Total NZD value of their counted invoices.' })
  nzdValue!: string;

  @Field(() => Int, { description: 'How many counted invoices they have.' })
  invoiceCount!: number;

  @Field(() => [CurrencyAmount], { description: 'By currency, highest NZD value first.' })
  currencies!: CurrencyAmount[];
}

@ObjectType({ description: 'A page of counterparties, highest NZD value first.' })
export class CounterpartyExposurePage {
  @Field(() => [CounterpartyExposure], { description: 'The counterparties on this page.' })
  items!: CounterpartyExposure[];

  @Field(() => Boolean, { description: 'Whether more follow.' })
  hasMore!: boolean;

  @Field(() => [String], { description: "SPEC's missing-rate warnings." })
  warnings!: string[];
}

@ObjectType({ description: 'One due-date bucket of the exposure.' })
export class AgingBucket {
  @Field(() => DueBucketEnum, { description: 'The bucket.' })
  bucket!: DueBucket;

  @Field(() => String, { description: 'Its label: Overdue, Due Today, Next 7 Days, Next 30 Days, Later.' })
  label!: string;

  @Field(() => Int, { description: 'Counted invoices in it.' })
  invoiceCount!: number;

  @Field(() => DecimalScalar, { description: 'Their NZD value.' })
  nzdValue!: string;

  @Field(() => [CurrencyAmount], { description: 'By currency, highest NZD value first.' })
  currencies!: CurrencyAmount[];
}

@ObjectType({ description: 'The exposure by due-date bucket, all five in order (empty ones with zeros).' })
export class ExposureAging {
  @Field(() => [AgingBucket], { description: 'Overdue, Due Today, Next 7 Days, Next 30 Days, Later.' })
  buckets!: AgingBucket[];

  @Field(() => [String], { description: "SPEC's missing-rate warnings." })
  warnings!: string[];
}

export const ExposureChangeReasonEnum = { INVOICES: 'invoices', RATES: 'rates' } as const;
registerEnumType(ExposureChangeReasonEnum, { name: 'ExposureChangeReason', description: 'What changed: invoices, or rates.' });

@ObjectType({ description: 'A push to open sessions: the exposure after something changed.' })
export class ExposureUpdate {
  @Field(() => [ExposureChangeReasonEnum], { description: 'What changed since the last push (coalesced).' })
  reasons!: ('invoices' | 'rates')[];

  @Field(() => Exposure, { description: 'The exposure now.' })
  exposure!: Exposure;
}
