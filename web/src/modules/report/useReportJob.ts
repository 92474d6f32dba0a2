import { useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ReportJobUpdatedDocument, type ReportJobFieldsFragment } from '../../generated/graphql';

export type ReportJobView = ReportJobFieldsFragment;

const finished = (job: ReportJobView | null): boolean => job?.status === 'COMPLETED' || job?.status === 'FAILED';

/**
 * A report job the page started, kept live through the reportJobUpdated subscription
 * (graphql-ws): `start` queues it, the progress moves as the worker reports it, and
 * `onDone` runs once when it completes (to download the file).
 */
export function useReportJob(onDone: (job: ReportJobView) => Promise<void> | void) {
  const [job, setJob] = useState<ReportJobView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [starting, setStarting] = useState(false);
  const handled = useRef<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useSubscription(ReportJobUpdatedDocument, {
    variables: { id: job?.id ?? '' },
    skip: !job || finished(job),
    onData: ({ data }) => {
      const next = data.data?.reportJobUpdated;
      if (next) setJob(next);
    },
    onError: (e) => setError(e),
  });

  useEffect(() => {
    if (job?.status !== 'COMPLETED' || handled.current === job.id) return;
    handled.current = job.id;
    void Promise.resolve(done.current(job)).catch((e: unknown) => setError(e));
  }, [job]);

  /** Queues a job with `request` (a mutation answering the job); a refusal lands in `error`. */
  const start = useCallback(async (request: () => Promise<ReportJobView | null | undefined>): Promise<void> => {
    setError(null);
    setJob(null);
    setStarting(true);
    try {
      const queued = await request();
      if (queued) setJob(queued);
    } catch (e) {
      setError(e);
    } finally {
      setStarting(false);
    }
  }, []);

  const reset = useCallback(() => {
    setJob(null);
    setError(null);
  }, []);

  return { job, error, starting, running: starting || (job !== null && !finished(job)), start, reset };
}
