import { reportRangeBanner, reportTemplateName, type CustomSection, type ReportTemplateId } from '@keafx/schema';
import type { ReportPreviewQuery } from '../../generated/graphql';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';
import { CustomSections } from './CustomSections';
import {
  BreakdownCards,
  CompliancePreview,
  ExposurePreview,
  FxGainsSummary,
  OverduePreview,
  shareCards,
  TrendsPreview,
} from './TemplatePreviews';

type Preview = ReportPreviewQuery['reportPreview'];

interface Props {
  template: ReportTemplateId | null;
  preview: Preview | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Why the range cannot be previewed, if it cannot. */
  rangeProblem: string | null;
  sections: readonly CustomSection[];
  onSections: (next: CustomSection[]) => void;
}

function Body({ preview }: { preview: Preview }) {
  if (preview.exposure)
    return (
      <>
        <ExposurePreview rows={preview.exposure} />
        {preview.fxGains && <FxGainsSummary gains={preview.fxGains} />}
        {preview.hedgeCompliance && <CompliancePreview compliance={preview.hedgeCompliance} />}
      </>
    );
  if (preview.overdue) return <OverduePreview overdue={preview.overdue} />;
  if (preview.breakdown) {
    if (Number(preview.breakdown.totalNzd) === 0) {
      return (
        <EmptyState
          title="No sent or paid invoices in this date range"
          text="The breakdown shows how invoiced amounts split across currencies."
        />
      );
    }
    return <BreakdownCards cards={shareCards(preview.breakdown.rows)} totalNzd={preview.breakdown.totalNzd} />;
  }
  if (preview.trends) return <TrendsPreview rows={preview.trends} />;
  return null;
}

/** The right column's preview: SPEC's banner (range and invoice count), then the chosen template's view. */
export function ReportPreviewPanel({ template, preview, loading, error, onRetry, rangeProblem, sections, onSections }: Props) {
  const f = useFormat();
  if (!template) {
    return <EmptyState title="Choose a template to see its preview" text="Pick one of the templates on the left." />;
  }
  return (
    <section className="report-preview" aria-labelledby="report-preview-title">
      <h3 id="report-preview-title">{reportTemplateName(template)} Preview</h3>
      {rangeProblem ? (
        <p className="muted">Fix the date range to see the preview.</p>
      ) : (
        <QueryState
          loading={loading && !preview}
          error={error}
          errorText="The preview could not be loaded. Please try again."
          onRetry={onRetry}
          loadingText="Loading the preview…"
        >
          {preview && (
            <>
              <p className="report-banner" role="status">
                {reportRangeBanner(f.date(preview.from), f.date(preview.to), preview.inRange)}
              </p>
              {preview.warnings.map((w) => (
                <p key={w} className="alert alert-warning">
                  {w}
                </p>
              ))}
              {template === 'custom-report' ? <CustomSections chosen={sections} onChange={onSections} /> : <Body preview={preview} />}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
