import { HEDGE_STATUSES, type CurrencyCode, type HedgeBucket, type HedgeCompliance, type HedgeStatus } from '@keafx/schema';
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Currency, DateScalar, DecimalScalar } from '../../../graphql/scalars';

export const HedgeStatusEnum = Object.fromEntries(HEDGE_STATUSES.map((s) => [s.toUpperCase(), s])) as {
  OPEN: 'open';
  SETTLED: 'settled';
  CANCELLED: 'cancelled';
};
registerEnumType(HedgeStatusEnum, {
  name: 'HedgeStatus',
  description: 'open → settled (Settle) or cancelled (Cancel); only an open contract changes.',
});

export const HedgeBucketEnum = { M0_3: 'm0_3', M3_6: 'm3_6', M6_12: 'm6_12', M12PLUS: 'm12plus' } as const;
registerEnumType(HedgeBucketEnum, {
  name: 'HedgeBucket',
  description: 'Horizon by due or maturity date from today: up to 90 days (overdue included), 91-180, 181-365, later.',
});

export const HedgeComplianceEnum = { UNDER: 'under', OVER: 'over', ON_TARGET: 'on-target', NO_TARGET: 'no-target' } as const;
registerEnumType(HedgeComplianceEnum, { name: 'HedgeCompliance', description: "A bucket against the policy's target ratio." });

@ObjectType({ description: 'A forward contract: sells an amount of a foreign currency for NZD at a locked rate on its maturity date.' })
export class HedgeContract {
  @Field(() => ID, { description: 'The contract id.' }) id!: string;
  @Field(() => Currency, { description: 'The currency sold forward (never NZD).' }) currency!: CurrencyCode;
  @Field(() => DecimalScalar, { description: 'The amount in that currency, exact.' }) amount!: string;
  @Field(() => DecimalScalar, { description: 'The locked rate: NZD per one unit.' }) lockedRate!: string;
  @Field(() => DateScalar, { description: 'The date the contract was struck.' }) tradeDate!: string;
  @Field(() => DateScalar, { description: 'The date it settles; decides its horizon bucket.' }) maturityDate!: string;
  @Field(() => String, { description: 'The bank it is with.' }) bank!: string;
  @Field(() => String, { description: "The bank's reference ('' when none)." }) reference!: string;
  @Field(() => HedgeStatusEnum, { description: 'Open, settled or cancelled.' }) status!: HedgeStatus;
  @Field(() => DateScalar, { nullable: true, description: 'When it was settled.' }) settledOn!: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'The rate it was settled at.' }) settlementRate!: string | null;
  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'NZD gain (positive) or loss once settled: amount × (locked − settlement rate), to cents.',
  })
  realisedGainLoss!: string | null;
  @Field(() => DateScalar, { nullable: true, description: 'When it was cancelled.' }) cancelledOn!: string | null;
  @Field(() => GraphQLDateTime, {
    nullable: true,
    description: 'When it was settled or cancelled (null while open); it may be reopened for 7 days after.',
  })
  closedAt!: Date | null;
  @Field(() => GraphQLDateTime, { description: 'When it was booked.' }) createdAt!: Date;
  @Field(() => GraphQLDateTime, { description: 'When it last changed.' }) updatedAt!: Date;
}

@ObjectType({
  description:
    'What settleHedge with these arguments would record, worked out by the same code but not recorded: for a dialog that asks first.',
  simpleResolvers: true,
})
export class HedgeSettlementPreview {
  @Field(() => DateScalar, { description: 'The settlement date: the one given, or today.' }) settlementDate!: string;
  @Field(() => DecimalScalar, {
    description: 'The rate it would settle at, NZD per unit: the one given, or the rate recorded for that date.',
  })
  settlementRate!: string;
  @Field(() => DecimalScalar, {
    description: 'The realised gain (positive) or loss in NZD, amount × (locked − settlement rate), to the cent.',
  })
  realisedGainLoss!: string;
}

@ObjectType({ description: 'A page of contracts, soonest maturity first.' })
export class HedgeContractPage {
  @Field(() => [HedgeContract], { description: 'The contracts.' }) items!: HedgeContract[];
  @Field(() => Boolean, { description: 'Whether more follow.' }) hasMore!: boolean;
}

@InputType({ description: 'A new forward contract.' })
export class CreateHedgeInput {
  @Field(() => Currency, { description: 'The currency sold forward (not NZD).' }) currency!: CurrencyCode;
  @Field(() => DecimalScalar, { description: "Positive, at most the currency's minor digits." }) amount!: string;
  @Field(() => DecimalScalar, { description: 'NZD per one unit, positive, at most 10 decimal places.' }) lockedRate!: string;
  @Field(() => DateScalar, { nullable: true, description: 'Today when omitted; never in the future.' }) tradeDate?: string;
  @Field(() => DateScalar, { description: 'On or after the trade date.' }) maturityDate!: string;
  @Field(() => String, { description: 'The bank, 1 to 80 characters.' }) bank!: string;
  @Field(() => String, { nullable: true, description: "The bank's reference, up to 80 characters." }) reference?: string;
}

@InputType({ description: 'Changes to an open contract; omitted fields stay as they are.' })
export class UpdateHedgeInput {
  @Field(() => Currency, { nullable: true, description: 'The currency (not NZD).' }) currency?: CurrencyCode;
  @Field(() => DecimalScalar, { nullable: true, description: 'The amount.' }) amount?: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'The locked rate.' }) lockedRate?: string;
  @Field(() => DateScalar, { nullable: true, description: 'The trade date.' }) tradeDate?: string;
  @Field(() => DateScalar, { nullable: true, description: 'The maturity date.' }) maturityDate?: string;
  @Field(() => String, { nullable: true, description: 'The bank.' }) bank?: string;
  @Field(() => String, { nullable: true, description: 'The reference.' }) reference?: string;
}

@ObjectType({ description: 'Target hedge ratios per horizon bucket, as fractions (0.75 is 75%); null is no target.' })
export class HedgePolicy {
  @Field(() => DecimalScalar, { nullable: true, description: '0 to 3 months.' }) m0_3!: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: '3 to 6 months.' }) m3_6!: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: '6 to 12 months.' }) m6_12!: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'Over 12 months.' }) m12plus!: string | null;
}

@InputType({ description: 'The whole policy: each bucket a fraction from 0 to 1, or null for no target.' })
export class HedgePolicyInput {
  @Field(() => DecimalScalar, { nullable: true, description: '0 to 3 months.' }) m0_3?: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: '3 to 6 months.' }) m3_6?: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: '6 to 12 months.' }) m6_12?: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'Over 12 months.' }) m12plus?: string | null;
}

@ObjectType({ description: 'One currency in one horizon bucket: gross exposure, contracts maturing there, and the verdict.' })
export class HedgeBucketCoverage {
  @Field(() => HedgeBucketEnum, { description: 'The bucket.' }) bucket!: HedgeBucket;
  @Field(() => String, { description: "Its label, such as '0 to 3 months'." }) label!: string;
  @Field(() => DecimalScalar, { description: 'Counted invoices due in the bucket, native.' }) grossAmount!: string;
  @Field(() => DecimalScalar, { description: 'Open contracts maturing in the bucket, native.' }) hedgedAmount!: string;
  @Field(() => DecimalScalar, { description: 'Gross − hedged; negative when contracts exceed the exposure.' }) unhedgedAmount!: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'Hedged / gross to 4 places; null with no gross.' }) hedgeRatio!:
    string | null;
  @Field(() => DecimalScalar, { nullable: true, description: "The policy's target ratio." }) targetRatio!: string | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'Hedged − gross × target, native (negative: under-hedged).' }) gapAmount!:
    string | null;
  @Field(() => DecimalScalar, { nullable: true, description: "The gap in NZD at today's rate." }) gapNzd!: string | null;
  @Field(() => HedgeComplianceEnum, { description: 'Under, over, on target, or no target.' }) compliance!: HedgeCompliance;
  @Field(() => Boolean, { description: 'Contracts exceed the exposure they cover.' }) exceedsExposure!: boolean;
}

@ObjectType({ description: 'One currency: gross, hedged and unhedged exposure over all buckets, and each bucket.' })
export class HedgeCurrencyCoverage {
  @Field(() => Currency, { description: 'The currency.' }) currency!: CurrencyCode;
  @Field(() => DecimalScalar, { description: "Today's NZD per unit (1 when missing)." }) nzdPerUnit!: string;
  @Field(() => DecimalScalar, { description: 'Gross exposure, native.' }) grossAmount!: string;
  @Field(() => DecimalScalar, { description: 'Open contracts, native.' }) hedgedAmount!: string;
  @Field(() => DecimalScalar, { description: 'Gross − hedged, native.' }) unhedgedAmount!: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'Hedged / gross to 4 places.' }) hedgeRatio!: string | null;
  @Field(() => DecimalScalar, { description: 'Gross in NZD.' }) grossNzd!: string;
  @Field(() => DecimalScalar, { description: "Hedged in NZD at today's rate." }) hedgedNzd!: string;
  @Field(() => DecimalScalar, { description: 'Unhedged in NZD.' }) unhedgedNzd!: string;
  @Field(() => [HedgeBucketCoverage], { description: 'Every bucket, in order.' }) buckets!: HedgeBucketCoverage[];
}

@ObjectType({ description: 'Net exposure: hedged against unhedged per currency and horizon bucket, with policy compliance.' })
export class HedgeCoverage {
  @Field(() => DateScalar, { description: 'The business date.' }) asOf!: string;
  @Field(() => Boolean, { description: 'Whether drafts count.' }) includeDrafts!: boolean;
  @Field(() => HedgePolicy, { description: 'The policy applied.' }) policy!: HedgePolicy;
  @Field(() => [HedgeCurrencyCoverage], { description: 'Highest gross NZD first.' }) currencies!: HedgeCurrencyCoverage[];
  @Field(() => [String], { description: 'Missing rates, and contracts above the exposure they cover.' }) warnings!: string[];
}

@ObjectType({ description: "Open contracts of one currency at today's rate." })
export class CurrencyMarkToMarket {
  @Field(() => Currency, { description: 'The currency.' }) currency!: CurrencyCode;
  @Field(() => Int, { description: 'Open contracts.' }) contractCount!: number;
  @Field(() => DecimalScalar, { description: 'Their amount, native.' }) amount!: string;
  @Field(() => DecimalScalar, { description: 'Amount-weighted locked rate (10 places).' }) lockedRate!: string;
  @Field(() => DecimalScalar, { description: "Today's rate." }) marketRate!: string;
  @Field(() => Boolean, { description: 'No rate today (1.0 used).' }) rateMissing!: boolean;
  @Field(() => DecimalScalar, { description: 'NZD gain (positive) or loss: Σ amount × (locked − market), to cents.' })
  markToMarket!: string;
}

@ObjectType({ description: "One open contract at today's rate." })
export class ContractMarkToMarket {
  @Field(() => HedgeContract, { description: 'The contract.' }) contract!: HedgeContract;
  @Field(() => DecimalScalar, { description: "Today's rate." }) marketRate!: string;
  @Field(() => DecimalScalar, { description: 'NZD gain or loss, to cents.' }) markToMarket!: string;
}

@ObjectType({ description: 'Mark to market of the open contracts.' })
export class HedgeMarkToMarket {
  @Field(() => DateScalar, { description: 'The business date.' }) asOf!: string;
  @Field(() => DecimalScalar, { description: 'Total NZD gain or loss.' }) totalNzd!: string;
  @Field(() => [CurrencyMarkToMarket], { description: 'Per currency, in currency order.' }) currencies!: CurrencyMarkToMarket[];
  @Field(() => [ContractMarkToMarket], { description: 'A page of open contracts, soonest maturity first.' })
  contracts!: ContractMarkToMarket[];
  @Field(() => Boolean, { description: 'Whether more contracts follow.' }) hasMore!: boolean;
  @Field(() => [String], { description: 'Missing rates.' }) warnings!: string[];
}
