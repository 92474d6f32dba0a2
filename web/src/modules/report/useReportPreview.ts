import { useQuery } from '@apollo/client/react';
import type { ReportTemplateId } from '@keafx/schema';
import { ReportPreviewDocument, type ReportTemplate } from '../../generated/graphql';
import { rangeProblem, type DateRangeValue } from './DateRangeFields';

/** 'exposure-summary' as the GraphQL enum value EXPOSURE_SUMMARY. */
export function templateEnum(id: ReportTemplateId): ReportTemplate {
  return id.toUpperCase().replace(/-/g, '_') as ReportTemplate;
}

/** The api's preview of a template for a range; skipped until a template is chosen and the range is usable. */
export function useReportPreview(template: ReportTemplateId | null, range: DateRangeValue) {
  const usable = template !== null && rangeProblem(range) === null;
  return useQuery(ReportPreviewDocument, {
    variables: { template: template ? templateEnum(template) : 'EXPOSURE_SUMMARY', from: range.start, to: range.end },
    skip: !usable,
  });
}
