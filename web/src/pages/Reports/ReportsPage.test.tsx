import { screen } from '@testing-library/react';
import type { BusinessRole } from '@keafx/schema';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import ReportsPage from './ReportsPage';

const exportReport = () => screen.queryByRole('button', { name: 'Export Report' });
const taxTime = () => screen.queryByRole('button', { name: /Export for Tax Time/ });

describe('Reports by role', () => {
  it.each<BusinessRole>(['owner', 'accountant'])('the %s exports reports and the tax-time bundle', async (role) => {
    signInAs(role);
    renderWithApp(<ReportsPage />);
    expect(await screen.findByRole('heading', { name: 'Report options' })).toBeInTheDocument();
    expect(exportReport()).toBeInTheDocument();
    expect(taxTime()).toBeInTheDocument();
    expect(screen.queryByText(MEMBER_NOTES.reportExports)).not.toBeInTheDocument();
  });

  it('the viewer previews, and reads that exports are the owner’s and the accountant’s', async () => {
    signInAs('viewer');
    renderWithApp(<ReportsPage />);
    expect(await screen.findByRole('heading', { name: 'Report options' })).toBeInTheDocument();
    expect(exportReport()).not.toBeInTheDocument();
    expect(taxTime()).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(MEMBER_NOTES.reportExports);
    expect(screen.getByRole('region', { name: 'Report templates' })).toBeInTheDocument();
  });
});
