import type { CurrencyCode, GuidanceBand } from '@keafx/schema';
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Currency, DateScalar, DecimalScalar } from '../../../graphql/scalars';

export const GuidanceBandEnum = {
  SEVERE_LOSS: 'severe-loss',
  MODERATE_LOSS: 'moderate-loss',
  MILD_LOSS: 'mild-loss',
  NEUTRAL: 'neutral',
  MILD_GAIN: 'mild-gain',
  MODERATE_GAIN: 'moderate-gain',
  STRONG_GAIN: 'strong-gain',
} as const;
registerEnumType(GuidanceBandEnum, {
  name: 'GuidanceBand',
  description:
    "SPEC's guidance bands by shock percent: SEVERE_LOSS (≤ -2 with impact below -5000 NZD), MODERATE_LOSS (≤ -1), MILD_LOSS (-1 to 0), " +
    'NEUTRAL (0), MILD_GAIN (0 to 1), MODERATE_GAIN (≥ 1), STRONG_GAIN (≥ 3 with impact above 5000 NZD).',
});

@InputType({ description: 'One currency shocked against NZD.' })
export class ShockInput {
  @Field(() => Currency, { description: 'A supported currency other than NZD.' })
  currency!: CurrencyCode;

  @Field(() => Float, { description: 'The shock as a fraction from -1 to 1: 0.1 is +10% (the currency is worth 10% more NZD).' })
  shock!: number;
}

@InputType({ description: "A scenario: shocks on today's exposure." })
export class RunScenarioInput {
  @Field(() => Currency, { nullable: true, description: 'The base currency; only NZD (the default).' })
  baseCurrency?: CurrencyCode;

  @Field(() => [ShockInput], { description: '1 to 22 currencies, each at most once.' })
  shocks!: ShockInput[];

  @Field(() => Boolean, { nullable: true, description: 'Also count drafts (default false).' })
  includeDrafts?: boolean;
}

@InputType({ description: 'One named shock set of a multi-scenario run.' })
export class NamedShocksInput {
  @Field(() => String, { nullable: true, description: "A name to tell it apart; 'Scenario N' when omitted." })
  name?: string;

  @Field(() => [ShockInput], { description: '1 to 22 currencies, each at most once.' })
  shocks!: ShockInput[];
}

@InputType({ description: 'Several shock sets run on one read of the exposure, answered side by side.' })
export class RunScenariosInput {
  @Field(() => Currency, { nullable: true, description: 'The base currency; only NZD (the default).' })
  baseCurrency?: CurrencyCode;

  @Field(() => Boolean, { nullable: true, description: 'Also count drafts (default false).' })
  includeDrafts?: boolean;

  @Field(() => [NamedShocksInput], { description: '1 to 10 shock sets, answered in this order.' })
  scenarios!: NamedShocksInput[];
}

@InputType({ description: 'A scenario to save with what it computes now.' })
export class SaveScenarioInput {
  @Field(() => String, { description: "A non-blank name, at most 120 characters ('Please enter a name for this scenario')." })
  name!: string;

  @Field(() => [String], { nullable: true, description: 'Tags from: Board Report, Worst Case, Best Case, Pricing Review, Hedge Decision.' })
  tags?: string[];

  @Field(() => Currency, { nullable: true, description: 'The base currency; only NZD (the default).' })
  baseCurrency?: CurrencyCode;

  @Field(() => [ShockInput], { description: '1 to 22 currencies, each at most once.' })
  shocks!: ShockInput[];

  @Field(() => Boolean, { nullable: true, description: 'Also count drafts (default false).' })
  includeDrafts?: boolean;
}

@ObjectType({ description: 'One currency with hedges: only its unhedged amount (gross − open contracts) is shocked.' })
export class HedgedScenarioLine {
  @Field(() => Currency, { description: 'The currency.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: 'Gross exposure minus open contracts, native (negative when over-hedged).' })
  unhedgedAmount!: string;

  @Field(() => DecimalScalar, { description: 'The unhedged amount in NZD now.' })
  currentNzd!: string;

  @Field(() => DecimalScalar, { description: 'After the shock.' })
  shockedNzd!: string;

  @Field(() => DecimalScalar, { description: 'Shocked minus current.' })
  impact!: string;
}

@ObjectType({ description: "The same shocks with the owner's open hedges: only the unhedged part moves." })
export class HedgedScenario {
  @Field(() => DecimalScalar, { description: 'Total unhedged NZD value now.' })
  totalCurrent!: string;

  @Field(() => DecimalScalar, { description: 'After the shocks.' })
  totalShocked!: string;

  @Field(() => DecimalScalar, { description: 'Total impact with hedges.' })
  totalImpact!: string;

  @Field(() => [HedgedScenarioLine], { description: 'Per currency, exposure order first, then currencies hedged with no exposure.' })
  lines!: HedgedScenarioLine[];
}

@ObjectType({ description: 'A shock on one currency.' })
export class Shock {
  @Field(() => Currency, { description: 'The currency.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: 'The shock as a fraction: 0.1 is +10%.' })
  shock!: string;

  @Field(() => DecimalScalar, { description: 'The same in percent.' })
  percent!: string;
}

@ObjectType({ description: 'One currency of a scenario. NZD figures rounded to cents.' })
export class ScenarioLine {
  @Field(() => Currency, { description: 'The currency.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: 'The shock applied, as a fraction (0 when not shocked).' })
  shock!: string;

  @Field(() => DecimalScalar, { description: 'NZD value now.' })
  currentNzd!: string;

  @Field(() => DecimalScalar, { description: 'NZD value after the shock: current × (1 + shock).' })
  shockedNzd!: string;

  @Field(() => DecimalScalar, { description: 'Shocked minus current.' })
  impact!: string;

  @Field(() => Int, { description: 'Invoices counted in the currency.' })
  invoiceCount!: number;
}

@ObjectType({ description: "SPEC's plain-English guidance for a shock." })
export class Guidance {
  @Field(() => GuidanceBandEnum, { description: 'The band the shock and impact fall in.' })
  band!: GuidanceBand;

  @Field(() => String, { description: 'The guidance text.' })
  text!: string;
}

@ObjectType({ description: 'What a set of shocks does to the exposure.' })
export class ScenarioResult {
  @Field(() => String, { nullable: true, description: 'The name given (multi-scenario runs and saved scenarios).' })
  name!: string | null;

  @Field(() => Currency, { description: 'Always NZD.' })
  baseCurrency!: CurrencyCode;

  @Field(() => Boolean, { description: 'Whether drafts were counted.' })
  includeDrafts!: boolean;

  @Field(() => DateScalar, { description: 'The business date it was computed for.' })
  asOf!: string;

  @Field(() => DateScalar, { nullable: true, description: 'The newest effective date among the rates used.' })
  rateSnapshotDate!: string | null;

  @Field(() => [Shock], { description: 'The shocks applied.' })
  shocks!: Shock[];

  @Field(() => [ScenarioLine], { description: 'Every currency of the exposure, highest current NZD value first.' })
  lines!: ScenarioLine[];

  @Field(() => DecimalScalar, { description: 'Total NZD value now.' })
  totalCurrent!: string;

  @Field(() => DecimalScalar, { description: 'Total NZD value after the shocks.' })
  totalShocked!: string;

  @Field(() => DecimalScalar, { description: 'Total impact: shocked minus current.' })
  totalImpact!: string;

  @Field(() => HedgedScenario, { nullable: true, description: 'The impact with hedges beside the impact without (null on saved runs).' })
  withHedges!: HedgedScenario | null;

  @Field(() => Int, { description: 'Invoices in currencies with a non-zero shock.' })
  affectedInvoiceCount!: number;

  @Field(() => [Currency], { description: 'Currencies with exposure and a non-zero shock.' })
  affectedCurrencies!: CurrencyCode[];

  @Field(() => DecimalScalar, {
    description:
      'The shock the guidance reads, in percent: the exposure-weighted mean of the shocks (the slider value for a uniform shock).',
  })
  shockPercent!: string;

  @Field(() => Guidance, { description: "SPEC's guidance for this shock and impact." })
  guidance!: Guidance;

  @Field(() => [String], { description: "SPEC's missing-rate warnings." })
  warnings!: string[];
}

@ObjectType({ description: 'Several scenarios on one read of the exposure, side by side.' })
export class MultiScenarioResult {
  @Field(() => Currency, { description: 'Always NZD.' })
  baseCurrency!: CurrencyCode;

  @Field(() => Boolean, { description: 'Whether drafts were counted.' })
  includeDrafts!: boolean;

  @Field(() => DateScalar, { description: 'The business date they were computed for.' })
  asOf!: string;

  @Field(() => DateScalar, { nullable: true, description: 'The newest effective date among the rates used.' })
  rateSnapshotDate!: string | null;

  @Field(() => DecimalScalar, { description: 'Total NZD value now, shared by every scenario.' })
  totalCurrent!: string;

  @Field(() => [String], { description: "SPEC's missing-rate warnings and the overdue-share warning." })
  warnings!: string[];

  @Field(() => [ScenarioResult], { description: 'One result per shock set, in the order given.' })
  scenarios!: ScenarioResult[];
}

@ObjectType({ description: 'A saved scenario: its shocks, what it computed when saved, and what it gives now.' })
export class SavedScenario {
  @Field(() => ID, { description: 'The id.' })
  id!: string;

  @Field(() => String, { description: 'The name.' })
  name!: string;

  @Field(() => GraphQLDateTime, { description: 'When it was saved.' })
  date!: Date;

  @Field(() => [String], { description: "Tags from SPEC's list." })
  tags!: string[];

  @Field(() => [Shock], { description: 'The shock vector, kept as saved.' })
  shocks!: Shock[];

  @Field(() => DecimalScalar, { description: 'The shock in percent as computed when saved (the slider value for a uniform shock).' })
  rateShock!: string;

  @Field(() => Boolean, { description: 'Whether drafts are counted.' })
  includeDrafts!: boolean;

  @Field(() => DecimalScalar, { description: 'Total NZD exposure when saved.' })
  totalExposure!: string;

  @Field(() => DecimalScalar, { description: 'Impact in NZD when saved.' })
  impactAmount!: string;

  @Field(() => Int, { description: 'Affected invoices when saved.' })
  affectedInvoiceCount!: number;

  @Field(() => [Currency], { description: 'Affected currencies when saved.' })
  affectedCurrencies!: CurrencyCode[];

  @Field(() => Boolean, { description: 'Pinned to the top of the list.' })
  isPinned!: boolean;

  @Field(() => DateScalar, { description: 'The business date its rates were read on.' })
  rateSnapshotDate!: string;

  @Field(() => ScenarioResult, { description: 'Everything it computed when saved.' })
  saved!: ScenarioResult;
}

@ObjectType({ description: "A currency's shock in each of two compared scenarios." })
export class ShockComparison {
  @Field(() => Currency, { description: 'The currency.' })
  currency!: CurrencyCode;

  @Field(() => DecimalScalar, { description: 'Its shock in the first scenario (0 when not shocked).' })
  first!: string;

  @Field(() => DecimalScalar, { description: 'Its shock in the second.' })
  second!: string;
}

@ObjectType({ description: "Exactly two saved scenarios side by side, with SPEC's 'similar' rule (impacts under 500 NZD apart)." })
export class ScenarioComparison {
  @Field(() => [SavedScenario], { description: 'The two scenarios, in the order asked.' })
  scenarios!: SavedScenario[];

  @Field(() => DecimalScalar, { description: "Second scenario's saved impact minus the first's." })
  impactDifference!: string;

  @Field(() => Boolean, { description: 'The saved impacts differ by under 500 NZD.' })
  similar!: boolean;

  @Field(() => [ScenarioResult], { description: "Both re-run on today's exposure and rates." })
  current!: ScenarioResult[];

  @Field(() => Boolean, { description: "Today's impacts differ by under 500 NZD." })
  similarNow!: boolean;

  @Field(() => [ShockComparison], { description: 'Every currency either scenario shocks.' })
  shocks!: ShockComparison[];
}
