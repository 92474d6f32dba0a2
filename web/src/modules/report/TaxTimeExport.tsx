import { useMutation } from '@apollo/client/react';
import { TAX_TIME_FILES, type TaxTimeFileId } from '@keafx/schema';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { RequestTaxTimeBundleDocument } from '../../generated/graphql';
import { Notice } from '../../ui/Notice';
import { downloadFile, EXPORTS } from './download';
import { JobProgress } from './JobProgress';
import { useFormat } from '../preferences/useFormat';
import { useReportJob } from './useReportJob';

interface Props {
  from: string;
  to: string;
  rangeProblem: string | null;
  today: string;
}

/**
 * Export for Tax Time: the tax-time bundle made as a report job, its progress fed by the
 * job's live updates; the ZIP downloads when it is done, and each of its CSVs (SPEC's five and
 * the GST return) is offered on its own. A failed job shows its reason and a Retry.
 */
export function TaxTimeExport({ from, to, rangeProblem, today }: Props) {
  const f = useFormat();
  const [requestBundle] = useMutation(RequestTaxTimeBundleDocument);
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const job = useReportJob(async (done) => {
    if (!done.downloadUrl) return;
    await downloadFile(done.downloadUrl, done.fileName ?? 'tax_time_bundle.zip');
    setMessage({
      kind: 'success',
      text: `Downloaded ${done.fileName ?? 'the tax-time bundle'}: ${TAX_TIME_FILES.length} CSV files for your accountant.`,
    });
  });

  const start = (): void => {
    setMessage(null);
    if (rangeProblem) {
      setMessage({ kind: 'error', text: rangeProblem });
      return;
    }
    const chosen = { from, to };
    setPeriod(chosen);
    void job.start(async () => (await requestBundle({ variables: chosen })).data?.requestTaxTimeBundle);
  };

  const one = async (id: TaxTimeFileId): Promise<void> => {
    if (!period) return;
    const file = EXPORTS.taxTimeFile(id, period.from, period.to, today);
    try {
      await downloadFile(file.path, file.filename);
      setMessage({ kind: 'success', text: `Downloaded ${file.filename}.` });
    } catch (e) {
      setMessage({ kind: 'error', text: serverMessage(e, 'The file could not be downloaded. Please try again.') });
    }
  };

  const completed = job.job?.status === 'COMPLETED' && period !== null;
  return (
    <div className="tax-time">
      <button type="button" className="btn btn-large" disabled={job.running} onClick={start}>
        {job.running ? 'Preparing the tax-time bundle…' : 'Export for Tax Time'}
      </button>
      {(job.job || job.error !== null) && <JobProgress label="Tax-time bundle" job={job.job} error={job.error} onRetry={start} />}
      {message && (
        <Notice kind={message.kind} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}
      {completed && (
        <div className="tax-time-files">
          <p className="small">
            Each file on its own ({f.date(period.from)} to {f.date(period.to)}):
          </p>
          <ul>
            {TAX_TIME_FILES.map((file) => (
              <li key={file.id}>
                <button type="button" className="link-button" onClick={() => void one(file.id)}>
                  {file.title} <span className="muted">({EXPORTS.taxTimeFile(file.id, period.from, period.to, today).filename})</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
