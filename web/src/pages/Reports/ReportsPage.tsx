import { defaultReportRange, reportTemplateName, type CustomSection, type ReportTemplateId } from '@keafx/schema';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDemoMode } from '../../layout/DemoMode';
import { businessToday } from '../../modules/invoice/invoiceModel';
import { DateRangeFields, rangeProblem, type DateRangeValue } from '../../modules/report/DateRangeFields';
import { GstReturnReport } from '../../modules/report/GstReturnReport';
import { ReportExport } from '../../modules/report/ReportExport';
import { ReportPreviewPanel } from '../../modules/report/ReportPreviewPanel';
import { TaxTimeExport } from '../../modules/report/TaxTimeExport';
import { TemplateList } from '../../modules/report/TemplateList';
import { templateEnum, useReportPreview } from '../../modules/report/useReportPreview';
import { OwnerOnlyNote } from '../../modules/settings/OwnerOnlyNote';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { useMayWrite } from '../../session/useBusinessRole';
import './reports.css';

// Demo only: its own chunk, so the real page never loads the demo's data layer.
const DemoTaxTimeExport = lazy(() => import('./DemoTaxTimeExport'));

/** SPEC section 2's demo notice. */
export const DEMO_REPORTS_NOTICE = 'Reports are generated from sample data. Exports are simulated only.';

/**
 * The Reports page (SPEC section 2): templates, a date range, CSV or PDF, a live preview, and the
 * tax-time bundle. Exports are the owner's and the accountant's: a viewer previews, and reads why
 * there is no Export.
 */
export default function ReportsPage() {
  const mode = useDemoMode();
  const mayExport = useMayWrite('accountant');
  const [today] = useState(businessToday);
  const [template, setTemplate] = useState<ReportTemplateId | null>(null);
  const [range, setRange] = useState<DateRangeValue>(() => defaultReportRange(today));
  const [sections, setSections] = useState<CustomSection[]>([]);
  const problem = rangeProblem(range);
  // The GST return is previewed by its own query, for one GST period rather than a date range.
  const gst = template === 'gst-return';
  const preview = useReportPreview(gst ? null : template, range);
  // The cache may still hold another template's answer while the chosen one loads.
  const current = template && preview.data?.reportPreview.template === templateEnum(template) ? preview.data.reportPreview : undefined;

  useEffect(() => {
    document.title = 'Reports · Kea FX';
  }, []);

  return (
    <>
      <div className="page-header reports-header">
        <div>
          <h1>Reports</h1>
          <p className="muted">
            Choose a template, a date range (a GST period for the GST return) and CSV or PDF; the preview shows what the report holds.
            Export for Tax Time bundles your invoice ledger, FX conversions, audit trail, write-offs and GST returns for the dates chosen,
            for your accountant.
          </p>
        </div>
        {mode.demo ? (
          <Suspense fallback={null}>
            <DemoTaxTimeExport from={range.start} to={range.end} rangeProblem={problem} />
          </Suspense>
        ) : mayExport ? (
          <TaxTimeExport from={range.start} to={range.end} rangeProblem={problem} today={today} />
        ) : null}
      </div>
      {mode.demo && (
        <p className="alert alert-info" role="note">
          {DEMO_REPORTS_NOTICE}
        </p>
      )}
      <div className="reports-layout">
        <section className="card" aria-labelledby="templates-title">
          <h2 id="templates-title">Report templates</h2>
          <TemplateList selected={template} onSelect={setTemplate} />
          <p className="visually-hidden" aria-live="polite">
            {template ? `${reportTemplateName(template)} selected` : ''}
          </p>
        </section>
        <section className="card" aria-labelledby="options-title">
          <h2 id="options-title">Report options</h2>
          {gst ? (
            <GstReturnReport today={today} mayExport={mayExport} />
          ) : (
            <>
              <DateRangeFields value={range} today={today} onChange={setRange} />
              {mayExport ? (
                <ReportExport
                  template={template}
                  from={range.start}
                  to={range.end}
                  sections={sections}
                  inRange={current?.inRange ?? null}
                  rangeProblem={problem}
                  today={today}
                />
              ) : (
                <OwnerOnlyNote text={MEMBER_NOTES.reportExports} />
              )}
              <ReportPreviewPanel
                template={template}
                preview={current}
                loading={preview.loading || (Boolean(template) && !problem && !current && !preview.error)}
                error={preview.error}
                onRetry={() => void preview.refetch()}
                rangeProblem={problem}
                sections={sections}
                onSections={setSections}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}
