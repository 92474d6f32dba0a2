import { OVERDUE_PREVIEW_ROWS, REPORT_CURRENCY_COLUMNS, type CustomSection, type ReportTemplateId } from '@keafx/schema';
import { Arg, Ctx, Mutation, Query, Resolver, Extensions } from 'type-graphql';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { DateScalar } from '../../graphql/scalars';
import { ReportPreview } from './dto/report-preview.type';
import { ReportJob, ReportSectionEnum, ReportTemplateEnum } from './dto/report-job.type';
import type { ReportJobRecord } from './jobs/report-jobs.service';
import type { ReportData } from './report-data';
import { parseRange } from './report-params';

/** The Reports page's data as GraphQL answers it (the same numbers the exports print). */
export function previewOf(data: ReportData): ReportPreview {
  return {
    template: data.template,
    from: data.range.from,
    to: data.range.to,
    inRange: data.inRange,
    warnings: data.warnings,
    sections: data.sections,
    exposure:
      data.exposure?.rows.map((r) => ({
        month: r.month,
        label: r.label,
        totalNzd: r.totalNzd,
        invoices: r.invoices,
        amounts: REPORT_CURRENCY_COLUMNS.map((currency) => ({ currency, amount: r.amounts[currency] ?? '0' })),
      })) ?? null,
    fxGains: data.exposure?.gains ?? null,
    hedgeCompliance: data.compliance ?? null,
    overdue: data.overdue
      ? {
          count: data.overdue.count,
          longestDays: data.overdue.longestDays,
          totalNzd: data.overdue.totalNzd,
          rows: data.overdue.rows.slice(0, OVERDUE_PREVIEW_ROWS).map((r) => ({
            id: r.id,
            label: r.label,
            counterparty: r.counterparty,
            currency: r.currency,
            amount: r.amount,
            dueDate: r.dueDate,
            daysOverdue: r.daysOverdue,
            priority: r.priority,
            nzd: r.nzd,
          })),
        }
      : null,
    breakdown: data.breakdown
      ? {
          totalNzd: data.breakdown.totalNzd,
          rows: data.breakdown.rows.map((r) => ({
            currency: r.currency,
            amount: r.amount,
            nzd: r.nzd,
            share: Number(r.share),
            invoices: r.invoices,
          })),
        }
      : null,
    trends:
      data.trends?.rows.map((r) => ({
        counterparty: r.counterparty,
        averageDays: Number(r.averageDays),
        paidInvoices: r.paidInvoices,
        totalInvoices: r.totalInvoices,
        trend: r.trend,
      })) ?? null,
  };
}

@Resolver()
export class ReportPageResolver {
  @Query(() => ReportPreview, {
    description:
      "A template's preview for a date range, from the signed-in owner's invoices: the banner count and the template's rows. " +
      'The custom report previews its chosen sections by name only (none is allowed here; exporting needs one).',
  })
  async reportPreview(
    @Arg('template', () => ReportTemplateEnum, { description: 'The template.' }) template: string,
    @Arg('from', () => DateScalar, { description: 'First day of the range (invoices issued on or after it).' }) from: string,
    @Arg('to', () => DateScalar, { description: 'Last day of the range (inclusive); on or after from.' }) to: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('sections', () => [ReportSectionEnum], { nullable: true, description: "The custom report's chosen sections." })
    sections?: string[] | null,
  ): Promise<ReportPreview> {
    const sctx = serviceContext(ctx);
    const range = parseRange(from, to);
    const chosen = [...new Set(sections ?? [])] as CustomSection[];
    // The custom preview lists the chosen sections; only the banner's count is computed for it.
    const data = await ctx.services.exports.data.build(sctx.user.id, template as ReportTemplateId, range, sctx.clock.today(), []);
    return previewOf({ ...data, sections: template === 'custom-report' ? chosen : [] });
  }

  @Mutation(() => ReportJob, {
    description:
      'Queues the tax-time bundle (Invoice Ledger, FX Conversion Log, Audit Trail, Write-off Report, Tax Time Summary, and the GST ' +
      'Return of each whole GST period in the range, as one ZIP) ' +
      'for a date range; follow it with reportJobUpdated, then download it. Each file alone: GET /me/reports/tax-time/{file}.',
  })
  @Extensions({ access: 'accountant' })
  requestTaxTimeBundle(
    @Arg('from', () => DateScalar, { description: 'First day of the period.' }) from: string,
    @Arg('to', () => DateScalar, { description: 'Last day of the period (inclusive); on or after from.' }) to: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReportJobRecord> {
    return ctx.services.reportJobs.requestTaxTime(serviceContext(ctx), from, to);
  }
}
