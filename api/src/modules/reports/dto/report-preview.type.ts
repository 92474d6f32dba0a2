import { OVERDUE_PREVIEW_ROWS } from '@keafx/schema';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DateScalar, DecimalScalar } from '../../../graphql/scalars';
import { ReportSectionEnum, ReportTemplateEnum } from './report-job.type';
import { HedgeCoverage, type PresentedCoverage } from '../../hedges';

@ObjectType({ description: 'A native amount in one currency.' })
export class ReportAmount {
  @Field(() => String, { description: 'ISO currency code.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'The amount in that currency, rounded to its minor unit.' })
  amount!: string;
}

@ObjectType({ description: 'One month of the Monthly Exposure Report: open receivables at the month end (or today).' })
export class MonthlyExposureRow {
  @Field(() => String, { description: 'The month, YYYY-MM.' })
  month!: string;

  @Field(() => String, { description: 'The month as "Mar 2024".' })
  label!: string;

  @Field(() => [ReportAmount], { description: 'Native amounts of the report columns USD, EUR, GBP and JPY, in that order.' })
  amounts!: ReportAmount[];

  @Field(() => DecimalScalar, { description: 'Every open currency (not only the four columns) in NZD at current rates.' })
  totalNzd!: string;

  @Field(() => Int, { description: 'Open invoices counted at that month end.' })
  invoices!: number;
}

@ObjectType({ description: 'An overdue invoice issued in the range.' })
export class OverdueReportRow {
  @Field(() => String, { description: 'The invoice id.' })
  id!: string;

  @Field(() => String, { description: 'The invoice number as INV-0001.' })
  label!: string;

  @Field(() => String, { description: 'The customer.' })
  counterparty!: string;

  @Field(() => String, { description: 'The invoice currency.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'The amount in its currency.' })
  amount!: string;

  @Field(() => DateScalar, { description: 'The due date.' })
  dueDate!: string;

  @Field(() => Int, { description: 'Days past the due date today.' })
  daysOverdue!: number;

  @Field(() => String, { description: "SPEC's priority band: High (over 30 days), Medium (over 14), Low." })
  priority!: string;

  @Field(() => DecimalScalar, { description: 'The amount in NZD at the current rate.' })
  nzd!: string;
}

@ObjectType({ description: 'The Overdue Invoice Summary: rows, most overdue first, and totals.' })
export class OverdueReport {
  @Field(() => [OverdueReportRow], {
    description: `Overdue invoices, most overdue first: at most ${OVERDUE_PREVIEW_ROWS} (count, longestDays and totalNzd cover them all; the export lists every one).`,
  })
  rows!: OverdueReportRow[];

  @Field(() => Int, { description: 'How many are overdue.' })
  count!: number;

  @Field(() => Int, { description: 'The longest days overdue (0 with none).' })
  longestDays!: number;

  @Field(() => DecimalScalar, { description: 'Their sum in NZD at current rates.' })
  totalNzd!: string;
}

@ObjectType({ description: "One currency's share of the invoiced amounts (sent, overdue and paid invoices issued in the range)." })
export class CurrencyShareRow {
  @Field(() => String, { description: 'ISO currency code.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'Invoiced in the currency itself.' })
  amount!: string;

  @Field(() => DecimalScalar, { description: 'That amount in NZD at current rates.' })
  nzd!: string;

  @Field(() => Float, { description: 'Share of the NZD total, percent with one decimal.' })
  share!: number;

  @Field(() => Int, { description: 'Invoices in the currency.' })
  invoices!: number;
}

@ObjectType({ description: 'The Currency Breakdown Report: every invoiced currency, largest NZD value first.' })
export class CurrencyBreakdown {
  @Field(() => [CurrencyShareRow], { description: 'Currencies, largest NZD value first.' })
  rows!: CurrencyShareRow[];

  @Field(() => DecimalScalar, { description: 'The NZD total the shares are of.' })
  totalNzd!: string;
}

@ObjectType({ description: 'How fast one customer pays: invoices issued in the range, days from sending to payment.' })
export class PaymentTrendRow {
  @Field(() => String, { description: 'The customer.' })
  counterparty!: string;

  @Field(() => Float, { description: 'Average days from sending to payment over the paid invoices, one decimal.' })
  averageDays!: number;

  @Field(() => Int, { description: 'Paid invoices the average is over.' })
  paidInvoices!: number;

  @Field(() => Int, { description: 'Invoices issued to the customer in the range (not drafts).' })
  totalInvoices!: number;

  @Field(() => String, { description: "SPEC's trend: Improving (under 25 days), Slowing (over 35), else Stable." })
  trend!: string;
}

@ObjectType({ description: 'Realised and unrealised FX gains (positive) or losses (negative) in NZD, for the exposure summary.' })
export class FxGains {
  @Field(() => DecimalScalar, {
    description: 'Realised on invoices paid in the range: amount × (settlement rate − booking rate), recorded when paid.',
  })
  realisedNzd!: string;

  @Field(() => Int, { description: 'Invoices paid in the range.' })
  paidInvoices!: number;

  @Field(() => Int, { description: 'Of those, paid without a realised gain (no booking rate, or no rate to settle at).' })
  paidWithoutGain!: number;

  @Field(() => DecimalScalar, {
    description:
      'Unrealised today on booked invoices issued in the range and still open: NZD at the current rate less NZD at the booking rate.',
  })
  unrealisedNzd!: string;
}

@ObjectType({
  description: "A Reports page preview: the banner's count and the chosen template's rows, computed from the owner's invoices.",
})
export class ReportPreview {
  @Field(() => ReportTemplateEnum, { description: 'The template previewed.' })
  template!: string;

  @Field(() => DateScalar, { description: 'First day of the range.' })
  from!: string;

  @Field(() => DateScalar, { description: 'Last day of the range.' })
  to!: string;

  @Field(() => Int, { description: 'Invoices issued in the range (all statuses): the banner count.' })
  inRange!: number;

  @Field(() => [String], { description: 'Warnings such as a missing FX rate (1.0 used).' })
  warnings!: string[];

  @Field(() => [ReportSectionEnum], { description: "The custom report's chosen sections." })
  sections!: string[];

  @Field(() => [MonthlyExposureRow], { nullable: true, description: 'exposure-summary: one row per month of the range up to today.' })
  exposure!: MonthlyExposureRow[] | null;

  @Field(() => FxGains, { nullable: true, description: 'exposure-summary: realised and unrealised FX gains over the range.' })
  fxGains!: FxGains | null;

  @Field(() => HedgeCoverage, {
    nullable: true,
    description:
      'exposure-summary: hedge policy compliance today by currency and horizon (as the Hedges screen shows it); null without a policy or open contracts.',
  })
  hedgeCompliance!: PresentedCoverage | null;

  @Field(() => OverdueReport, { nullable: true, description: 'overdue-summary.' })
  overdue!: OverdueReport | null;

  @Field(() => CurrencyBreakdown, { nullable: true, description: 'currency-breakdown.' })
  breakdown!: CurrencyBreakdown | null;

  @Field(() => [PaymentTrendRow], { nullable: true, description: 'payment-trends: customers with at least one paid invoice, by name.' })
  trends!: PaymentTrendRow[] | null;
}
