import {
  CUSTOM_REPORT_NO_SECTION_ERROR,
  isCustomSection,
  isReportTemplateId,
  isTaxTimeFileId,
  REPORT_FORMATS,
  REPORT_TEMPLATE_IDS,
  TAX_TIME_FILES,
  validateDateRange,
  type CustomSection,
  type ReportFormat,
  type ReportTemplateId,
  type TaxTimeFileId,
} from '@keafx/schema';
import { ValidationError, type FieldIssue } from '../../errors';
import { parseFlag } from '../../params';
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

/** Sections from "a,b" text or a list. */
function sectionList(raw: unknown): unknown[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return [raw];
}

/** Checks a whole report request: template, format, range, and the custom report's sections. */
export function parseReportRequest(raw: {
  template?: unknown;
  format?: unknown;
  from?: unknown;
  to?: unknown;
  sections?: unknown;
}): ReportRequest {
  const issues: FieldIssue[] = [];
  if (!isReportTemplateId(raw.template)) {
    issues.push({ field: 'template', message: `template must be one of ${REPORT_TEMPLATE_IDS.join(', ')}` });
  }
  const format = raw.format ?? 'pdf';
  if (typeof format !== 'string' || !(REPORT_FORMATS as readonly string[]).includes(format)) {
    issues.push({ field: 'format', message: 'format must be pdf or csv' });
  }
  issues.push(...validateDateRange(raw.from, raw.to));
  const listed = sectionList(raw.sections);
  const bad = listed.filter((s) => !isCustomSection(s));
  if (bad.length) issues.push({ field: 'sections', message: 'sections may hold only invoices, exposure, overdue and scenarios' });
  const sections = [...new Set(listed.filter(isCustomSection))];
  if (raw.template === 'custom-report' && !bad.length && sections.length === 0) {
    issues.push({ field: 'sections', message: CUSTOM_REPORT_NO_SECTION_ERROR });
  }
  if (issues.length) throw new ValidationError(issues);
  return {
    template: raw.template as ReportTemplateId,
    format: format as ReportFormat,
    range: { from: raw.from as string, to: raw.to as string },
    sections: raw.template === 'custom-report' ? sections : [],
  };
}

export function parseTaxTimeFile(raw: unknown): TaxTimeFileId {
  if (!isTaxTimeFileId(raw)) {
    throw new ValidationError([{ field: 'file', message: `file must be one of ${TAX_TIME_FILES.map((f) => f.id).join(', ')}` }]);
  }
  return raw;
}

/** Whether the exposure report counts drafts (include_drafts=true|false, default false). */
export function parseIncludeDrafts(raw: unknown): boolean {
  return parseFlag(raw, 'include_drafts');
}
