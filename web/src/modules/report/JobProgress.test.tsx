import { fireEvent, render, screen } from '@testing-library/react';
import { JobProgress } from './JobProgress';
import type { ReportJobView } from './useReportJob';

const job = (over: Partial<ReportJobView>): ReportJobView => ({
  id: 'j1',
  kind: 'tax-time',
  template: null,
  format: 'CSV',
  status: 'RUNNING',
  progress: 30,
  attempts: 1,
  error: null,
  fileName: null,
  downloadUrl: null,
  ...over,
});

describe('JobProgress', () => {
  it('shows the progress bar and the status as the job moves', () => {
    render(<JobProgress label="Tax-time bundle" job={job({ progress: 50 })} error={null} onRetry={() => undefined} />);
    expect(screen.getByRole('progressbar', { name: 'Tax-time bundle progress' })).toHaveProperty('value', 50);
    expect(screen.getByRole('status').textContent).toBe('Tax-time bundle: 50% · Working…');
  });

  it('says when a retry is under way', () => {
    render(<JobProgress label="Report" job={job({ status: 'QUEUED', progress: 0, attempts: 2 })} error={null} onRetry={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Report: 0% · Waiting for the report worker… (attempt 2)');
  });

  it('a failed job shows its reason and a Retry', () => {
    const retry = jest.fn();
    render(
      <JobProgress
        label="Tax-time bundle"
        job={job({ status: 'FAILED', error: 'The PDF renderer timed out.' })}
        error={null}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Tax-time bundle failed: The PDF renderer timed out.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a failed job without a recorded reason still says so', () => {
    render(<JobProgress label="Report" job={job({ status: 'FAILED', error: null })} error={null} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Report failed: No reason was recorded.');
  });
});
