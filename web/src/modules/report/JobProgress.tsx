import { serverMessage } from '../../apollo/errors';
import type { ReportJobView } from './useReportJob';

const STATUS_TEXT: Record<string, string> = {
  QUEUED: 'Waiting for the report worker…',
  RUNNING: 'Working…',
  COMPLETED: 'Done.',
  FAILED: 'Failed.',
};

/**
 * A report job's progress bar and status, announced politely as they move; a failed job
 * shows its reason and a Retry.
 */
export function JobProgress({
  label,
  job,
  error,
  onRetry,
}: {
  label: string;
  job: ReportJobView | null;
  error: unknown;
  onRetry: () => void;
}) {
  const failed = job?.status === 'FAILED' || (error !== null && error !== undefined);
  if (failed) {
    const reason =
      job?.status === 'FAILED'
        ? (job.error ?? 'No reason was recorded.')
        : serverMessage(error, 'The job could not be started or followed. Please try again.');
    return (
      <div className="alert alert-error" role="alert">
        <p>
          {label} failed: {reason}
        </p>
        <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (!job) return null;
  return (
    <div className="job-progress">
      <progress max={100} value={job.progress} aria-label={`${label} progress`} />
      <p className="small" role="status" aria-live="polite">
        {label}: {job.progress}% · {STATUS_TEXT[job.status] ?? job.status}
        {job.attempts > 1 && job.status !== 'COMPLETED' ? ` (attempt ${job.attempts})` : ''}
      </p>
    </div>
  );
}
