import { fireEvent, screen } from '@testing-library/react';
import { RequestReportDocument, ReportJobUpdatedDocument, type ReportJobFieldsFragment } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { ReportExport } from './ReportExport';

const job = (over: Partial<ReportJobFieldsFragment>): ReportJobFieldsFragment & { __typename: 'ReportJob' } => ({
  __typename: 'ReportJob',
  id: '0b6e4f00-0000-4000-8000-000000000001',
  kind: 'template',
  template: 'EXPOSURE_SUMMARY',
  format: 'PDF',
  status: 'QUEUED',
  progress: 0,
  attempts: 0,
  error: null,
  fileName: null,
  downloadUrl: null,
  ...over,
});

const base = { from: '2024-01-01', to: '2024-12-31', sections: [], rangeProblem: null, today: '2026-11-23' };

describe('ReportExport', () => {
  it('is disabled until a template is chosen', () => {
    renderWithApp(<ReportExport {...base} template={null} inRange={null} />);
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeDisabled();
    expect(screen.getByText('Choose a template to export it.')).toBeInTheDocument();
  });

  it("refuses a custom report with no section, in SPEC's words, and asks the api nothing", () => {
    renderWithApp(<ReportExport {...base} template="custom-report" inRange={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one section to include in your custom report.');
  });

  it('refuses a range that ends before it starts', () => {
    renderWithApp(
      <ReportExport {...base} template="overdue-summary" inRange={null} rangeProblem="The end date must be on or after the start date." />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
  });

  it('makes a range of more than 5,000 invoices as a report job and shows its progress from the live updates', async () => {
    const queued = job({});
    renderWithApp(<ReportExport {...base} template="exposure-summary" inRange={5001} />, {
      mocks: [
        {
          request: {
            query: RequestReportDocument,
            variables: { input: { template: 'EXPOSURE_SUMMARY', format: 'PDF', from: '2024-01-01', to: '2024-12-31', sections: [] } },
          },
          result: { data: { requestReport: queued } },
        },
        {
          request: { query: ReportJobUpdatedDocument, variables: { id: queued.id } },
          result: { data: { reportJobUpdated: job({ status: 'RUNNING', progress: 50, attempts: 1 }) } },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(await screen.findByText('Report: 50% · Working…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Report progress' })).toHaveProperty('value', 50);
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
  });
});
