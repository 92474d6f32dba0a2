import {
  isTaxTimeFileId,
  TAX_TIME_FILES,
  validateDateRange,
  type CustomSection,
  type ReportFormat,
  type ReportTemplateId,
  type RequestReportCommand,
  type TaxTimeFileId,
} from '@keafx/schema';
import { ValidationError } from '../../errors';
import type { DateRange } from './report-data';

export interface ReportRequest {
  template: ReportTemplateId;
  format: ReportFormat;
  range: DateRange;
  sections: CustomSection[];
}

/** A date range from a query string or arguments; throws ValidationError naming each field. */
export function parseRange(from: unknown, to: unknown): DateRange {
  const issues = validateDateRange(from, to);
  if (issues.length) throw new ValidationError(issues);
  return { from: from as string, to: to as string };
}

/** The report a REQUEST_REPORT command asks for; sections only for the custom report. */
export function toReportRequest(command: RequestReportCommand): ReportRequest {
  return {
    template: command.template,
    format: command.format,
    range: { from: command.from, to: command.to },
    sections: command.template === 'custom-report' ? command.sections : [],
  };
}

export function parseTaxTimeFile(raw: unknown): TaxTimeFileId {
  if (!isTaxTimeFileId(raw)) {
    throw new ValidationError([{ field: 'file', message: `file must be one of ${TAX_TIME_FILES.map((f) => f.id).join(', ')}` }]);
  }
  return raw;
}
