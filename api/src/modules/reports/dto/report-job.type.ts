import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateScalar } from '../../../graphql/scalars';

export const ReportTemplateEnum = {
  EXPOSURE_SUMMARY: 'exposure-summary',
  OVERDUE_SUMMARY: 'overdue-summary',
  CURRENCY_BREAKDOWN: 'currency-breakdown',
  PAYMENT_TRENDS: 'payment-trends',
  CUSTOM_REPORT: 'custom-report',
  GST_RETURN: 'gst-return',
} as const;
registerEnumType(ReportTemplateEnum, {
  name: 'ReportTemplate',
  description: "The Reports page's templates (SPEC section 2's five, and the GST return: its range must be one GST period).",
});

export const ReportFormatEnum = { PDF: 'pdf', CSV: 'csv' } as const;
registerEnumType(ReportFormatEnum, { name: 'ReportFormat', description: 'The file a report is made as.' });
/** What a job's file is: a template or the exposure report as PDF or CSV, the tax-time bundle as a ZIP. */
export const ReportFileFormatEnum = { PDF: 'pdf', CSV: 'csv', ZIP: 'zip' } as const;
registerEnumType(ReportFileFormatEnum, {
  name: 'ReportFileFormat',
  description: "A report job's file: PDF, CSV, or ZIP (the tax-time bundle).",
});

export const ReportSectionEnum = { INVOICES: 'invoices', EXPOSURE: 'exposure', OVERDUE: 'overdue', SCENARIOS: 'scenarios' } as const;
registerEnumType(ReportSectionEnum, {
  name: 'ReportSection',
  description:
    "The custom report's sections: Invoices Summary, Monthly Exposure by Currency, Overdue Invoices Summary, Saved Scenarios Overview.",
});

export const ReportJobStatusEnum = { QUEUED: 'queued', RUNNING: 'running', COMPLETED: 'completed', FAILED: 'failed' } as const;
registerEnumType(ReportJobStatusEnum, {
  name: 'ReportJobStatus',
  description: 'queued (also between retries) → running → completed or failed.',
});

@InputType({ description: 'What report to make, for which dates, and as what file.' })
export class RequestReportInput {
  @Field(() => ReportTemplateEnum, { description: 'The template.' })
  template!: string;

  @Field(() => ReportFormatEnum, { defaultValue: 'pdf', description: 'PDF (the default) or CSV.' })
  format!: string;

  @Field(() => DateScalar, { description: 'First day of the range (invoices issued on or after it).' })
  from!: string;

  @Field(() => DateScalar, { description: 'Last day of the range (inclusive).' })
  to!: string;

  @Field(() => [ReportSectionEnum], {
    nullable: true,
    description: "The custom report's sections, at least one; ignored by other templates.",
  })
  sections?: string[];
}

@ObjectType({ description: 'A report made in the background by the report worker.' })
export class ReportJob {
  @Field(() => ID, { description: 'The job id.' })
  id!: string;

  @Field(() => String, {
    description:
      'What it makes: template (a Reports page template), exposure (the exposure report) or tax-time (the tax-time bundle, a ZIP).',
  })
  kind!: string;

  @Field(() => ReportTemplateEnum, { nullable: true, description: 'The template; null for the exposure report and the tax-time bundle.' })
  template!: string | null;

  @Field(() => ReportFileFormatEnum, { description: 'PDF or CSV; ZIP for the tax-time bundle.' })
  format!: string;

  @Field(() => DateScalar, { nullable: true, description: 'First day of the range.' })
  from!: string | null;

  @Field(() => DateScalar, { nullable: true, description: 'Last day of the range.' })
  to!: string | null;

  @Field(() => [ReportSectionEnum], { description: "The custom report's sections." })
  sections!: string[];

  @Field(() => String, { description: 'What asked for it: request, weekly or cli.' })
  trigger!: string;

  @Field(() => ReportJobStatusEnum, { description: 'Where the job is.' })
  status!: string;

  @Field(() => Int, { description: 'How far it got, 0 to 100.' })
  progress!: number;

  @Field(() => Int, { description: 'Attempts made so far (failed attempts are retried).' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed; for a failed job, the reason.' })
  error!: string | null;

  @Field(() => String, { nullable: true, description: 'The download name, once done.' })
  fileName!: string | null;

  @Field(() => Int, { nullable: true, description: 'The file size in bytes, once done.' })
  sizeBytes!: number | null;

  @Field(() => String, { nullable: true, description: 'Where its owner downloads it (with the bearer token), once done.' })
  downloadUrl!: string | null;

  @Field(() => GraphQLDateTime, { description: 'When it was requested.' })
  createdAt!: Date;

  @Field(() => GraphQLDateTime, { nullable: true, description: 'When it completed or finally failed.' })
  finishedAt!: Date | null;
}
