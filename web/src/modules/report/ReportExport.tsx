import { useMutation } from '@apollo/client/react';
import {
  CUSTOM_REPORT_NO_SECTION_ERROR,
  REPORT_DIRECT_EXPORT_LIMIT,
  type CustomSection,
  type ReportFormat,
  type ReportTemplateId,
} from '@keafx/schema';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { RequestReportDocument, type ReportSection } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { Notice } from '../../ui/Notice';
import { downloadFile, EXPORTS } from './download';
import { JobProgress } from './JobProgress';
import { templateEnum } from './useReportPreview';
import { useReportJob } from './useReportJob';

/** A range with more invoices than this is made as a report job (with progress) rather than in the request. */
export const DIRECT_EXPORT_LIMIT = REPORT_DIRECT_EXPORT_LIMIT;

interface Props {
  template: ReportTemplateId | null;
  from: string;
  to: string;
  sections: readonly CustomSection[];
  /** Invoices in range, when the preview knows it. */
  inRange: number | null;
  rangeProblem: string | null;
  today: string;
}

type Message = { kind: 'error' | 'success' | 'info'; text: string };

/** The CSV / PDF toggle and Export Report (disabled until a template is chosen; SPEC section 4). */
export function ReportExport({ template, from, to, sections, inRange, rangeProblem, today }: Props) {
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const mode = useDemoMode();
  const [requestReport] = useMutation(RequestReportDocument);
  const job = useReportJob(async (done) => {
    if (!done.downloadUrl) return;
    await downloadFile(done.downloadUrl, done.fileName ?? 'report');
    setMessage({ kind: 'success', text: `Downloaded ${done.fileName ?? 'the report'}.` });
  });

  const run = async (): Promise<void> => {
    setMessage(null);
    if (!template) return;
    if (rangeProblem) {
      setMessage({ kind: 'error', text: rangeProblem });
      return;
    }
    if (template === 'custom-report' && sections.length === 0) {
      setMessage({ kind: 'error', text: CUSTOM_REPORT_NO_SECTION_ERROR });
      return;
    }
    if (!mode.demo && inRange !== null && inRange > DIRECT_EXPORT_LIMIT) {
      await job.start(
        async () =>
          (
            await requestReport({
              variables: {
                input: {
                  template: templateEnum(template),
                  format: format === 'pdf' ? 'PDF' : 'CSV',
                  from,
                  to,
                  sections: sections.map((s) => s.toUpperCase() as ReportSection),
                },
              },
            })
          ).data?.requestReport,
      );
      return;
    }
    const file = EXPORTS.report(template, format, from, to, sections, today);
    setBusy(true);
    try {
      const notice = await mode.download(file.path, file.filename, `${format.toUpperCase()} report`);
      setMessage({ kind: 'success', text: notice ?? `Downloaded ${file.filename}.` });
    } catch (e) {
      setMessage({ kind: 'error', text: serverMessage(e, 'The report could not be exported. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  const working = busy || job.running;
  return (
    <div className="report-export">
      <div className="report-export-row">
        <div className="segmented" role="group" aria-label="Export format">
          {(['csv', 'pdf'] as const).map((f) => (
            <button key={f} type="button" aria-pressed={format === f} onClick={() => setFormat(f)}>
              {f.toUpperCase()}
            </button>
          ))}
        </div>
        <button type="button" className="btn" disabled={!template || working} onClick={() => void run()}>
          {working ? 'Exporting…' : 'Export Report'}
        </button>
      </div>
      {!template && <p className="muted small">Choose a template to export it.</p>}
      {(job.job || job.error !== null) && <JobProgress label="Report" job={job.job} error={job.error} onRetry={() => void run()} />}
      {message && (
        <Notice kind={message.kind} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}
    </div>
  );
}
