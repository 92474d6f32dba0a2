import type { CurrencyCode, RateType } from '@keafx/schema';
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Currency, DateScalar, DecimalScalar } from '../../../graphql/scalars';

export const RateTypeEnum = { SPOT: 'spot', MID_MONTH: 'mid-month', END_OF_MONTH: 'end-of-month' } as const;
registerEnumType(RateTypeEnum, {
  name: 'RateType',
  description: 'How a rate was taken: a spot rate, a mid-month rate or an end-of-month rate.',
});

@ObjectType({ description: 'An FX rate: how many NZD one unit of a currency is worth, with where and when it came from.' })
export class Rate {
  @Field(() => ID, { description: 'The id of this entry of the rate history.' })
  id!: string;

  @Field(() => Currency, { description: 'The currency the rate converts from.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: 'NZD per one unit of the currency, exact (up to 10 decimal places).' })
  nzdPerUnit!: string;

  @Field(() => String, { description: "Where it came from: 'built-in', 'feed', 'manual' or the source a person named." })
  source!: string;

  @Field(() => RateTypeEnum, { description: 'Spot, mid-month or end-of-month.' })
  rateType!: RateType;

  @Field(() => DateScalar, { description: 'The date the rate applies from.' })
  effectiveDate!: string;

  @Field(() => GraphQLDateTime, { description: 'When it was recorded.' })
  recordedAt!: Date;

  @Field(() => Boolean, { description: 'Older than the configured age (RATE_STALE_HOURS, default 72 hours): show it as stale.' })
  stale!: boolean;

  @Field(() => Boolean, { description: "The signed-in owner's own entry, rather than a shared built-in or feed rate." })
  own!: boolean;

  @Field(() => GraphQLDateTime, {
    nullable: true,
    description: 'When the owner voided it (a voided rate is never current); null unless voided.',
  })
  voidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who voided it, as the audit trail names them; null unless voided.' })
  voidedBy!: string | null;
}

@ObjectType({ description: 'The current rate of every supported currency, with a warning for any that has none.' })
export class CurrentRates {
  @Field(() => [Rate], { description: 'One current rate per currency that has one, in currency order.' })
  rates!: Rate[];

  @Field(() => [String], { description: "SPEC's warning for each currency with no rate: 'No FX rate found for XXX, using 1.0'." })
  warnings!: string[];
}

@InputType({ description: 'A rate the signed-in owner records; it is their own (audited) and wins over a shared rate of the same date.' })
export class RecordRateInput {
  @Field(() => Currency, { description: 'The currency; not NZD, whose rate is always 1.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: 'NZD per one unit: positive, at most 10 decimal places.' })
  nzdPerUnit!: string;

  @Field(() => RateTypeEnum, { nullable: true, description: 'Spot (default), mid-month or end-of-month.' })
  rateType?: RateType;

  @Field(() => DateScalar, { nullable: true, description: 'The date it applies from; today when omitted; never in the future.' })
  effectiveDate?: string;

  @Field(() => String, { nullable: true, description: "Where the rate came from (1 to 60 characters); 'manual' when omitted." })
  source?: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Record it even though it is more than 20% from the current rate; without it such a rate is refused (CONFLICT).',
  })
  confirmLargeChange?: boolean;
}

@ObjectType({ description: 'One fetch of the rate feed.' })
export class RateFeedRun {
  @Field(() => GraphQLDateTime, { description: 'When the fetch started.' })
  startedAt!: Date;

  @Field(() => GraphQLDateTime, { description: 'When it finished.' })
  finishedAt!: Date;

  @Field(() => Boolean, { description: 'Whether it brought usable rates.' })
  ok!: boolean;

  @Field(() => DateScalar, { nullable: true, description: "The feed's date for its rates." })
  feedDate!: string | null;

  @Field(() => Int, { description: 'How many new rates it recorded (a repeat of a known date records none).' })
  recorded!: number;

  @Field(() => [String], { description: 'Currencies it brought.' })
  currencies!: string[];

  @Field(() => [String], { description: 'Supported currencies it omitted; their last rates stay in use.' })
  missing!: string[];

  @Field(() => String, { nullable: true, description: 'Why it failed.' })
  error!: string | null;
}

@ObjectType({ description: 'Whether the rate feed is working; a failure is shown, never silent.' })
export class RateFeedStatus {
  @Field(() => Boolean, { description: 'Whether the feed is on (RATES_FEED_URL is not off).' })
  configured!: boolean;

  @Field(() => Int, { description: 'Seconds between fetches.' })
  intervalSeconds!: number;

  @Field(() => RateFeedRun, { nullable: true, description: 'The newest run, good or bad.' })
  lastRun!: RateFeedRun | null;

  @Field(() => RateFeedRun, { nullable: true, description: 'The newest run that brought rates.' })
  lastSuccess!: RateFeedRun | null;

  @Field(() => RateFeedRun, { nullable: true, description: 'The newest run that failed, with its reason.' })
  lastFailure!: RateFeedRun | null;

  @Field(() => String, { nullable: true, description: 'The feed address (RATES_FEED_URL); null when the feed is off.' })
  url!: string | null;

  @Field(() => Boolean, { description: 'The newest run failed; the last good rates are still in use.' })
  failing!: boolean;

  @Field(() => String, { description: 'A sentence for the status line.' })
  message!: string;
}
