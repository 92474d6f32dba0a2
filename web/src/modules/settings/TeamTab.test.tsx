import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES, ROLE_DESCRIPTIONS } from '@keafx/schema';
import { ChangeMemberRoleDocument, InviteMemberDocument, RemoveMemberDocument, TeamDocument } from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { buildFormat, FormatContext } from '../preferences/format';
import { OWNER_MANAGES_PEOPLE, TeamTab } from './TeamTab';

const OWNER_ID = '5c0b8f0e-0000-4000-8000-000000000001';
const MEMBER_ID = '5c0b8f0e-0000-4000-8000-000000000002';

const owner = {
  __typename: 'Member' as const,
  id: OWNER_ID,
  email: 'kiri@example.co.nz',
  role: 'owner',
  joinedAt: '2026-01-05T22:00:00.000Z',
};
const accountant = {
  __typename: 'Member' as const,
  id: MEMBER_ID,
  email: 'aroha@accounts.co.nz',
  role: 'accountant',
  joinedAt: '2026-03-02T01:00:00.000Z',
};
const invitation = (status: 'pending' | 'expired', email = 'tama@example.co.nz') => ({
  __typename: 'Invitation' as const,
  id: `inv-${status}`,
  email,
  role: 'viewer',
  invitedAt: '2026-03-10T01:00:00.000Z',
  expiresAt: '2026-03-17T01:00:00.000Z',
  status,
});

function teamMock(
  members = [owner, accountant],
  invitations = [invitation('pending'), invitation('expired', 'old@example.co.nz')],
): MockedResponse {
  return { request: { query: TeamDocument }, result: { data: { team: { __typename: 'Team', members, invitations } } } };
}

function signedInAs(businessRole: string): void {
  localStorage.setItem('auth_token', fakeToken(Math.floor(Date.now() / 1000) + 3600));
  localStorage.setItem(
    'user',
    JSON.stringify({ id: OWNER_ID, email: 'kiri@example.co.nz', businessRole, businessName: 'Kiwi Exports Ltd' }),
  );
}

const people = () => screen.findByRole('list', { name: 'People in this business' });

describe('Settings, Team: the owner', () => {
  beforeEach(() => signedInAs('owner'));

  it('lists the owner first, then members with a role select and its description, and the open invitations', async () => {
    // The owner's date format and time zone: joined at 22:00 UTC on 5 January is the 6th in Auckland.
    const fmt = buildFormat({ ...DEFAULT_PREFERENCES, dateFormat: 'yyyy-mm-dd', timeZone: 'Pacific/Auckland' });
    renderWithApp(
      <FormatContext.Provider value={fmt}>
        <TeamTab demo={false} />
      </FormatContext.Provider>,
      { mocks: [teamMock()] },
    );
    const rows = within(await people()).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual(['kiri@example.co.nz (you)', 'aroha@accounts.co.nz']);
    expect(rows[0]).toHaveTextContent('Owner since 2026-01-06');
    expect(within(rows[0]!).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    const select = within(rows[1]!).getByRole('combobox', { name: 'Role of aroha@accounts.co.nz' });
    expect(select).toHaveValue('accountant');
    expect(select).toHaveAccessibleDescription(ROLE_DESCRIPTIONS.accountant);
    expect(rows[1]).toHaveTextContent('Joined 2026-03-02');

    const open = screen.getByRole('list', { name: 'Open invitations' });
    const [pending, expired] = within(open).getAllByRole('listitem');
    expect(pending).toHaveTextContent('tama@example.co.nzInvited 2026-03-10 as viewerPendingLink works until 2026-03-17.');
    expect(expired).toHaveTextContent('Expired');
    expect(within(pending!).getByRole('button', { name: 'Withdraw the invitation to tama@example.co.nz' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Invite a person' })).toBeInTheDocument();
  });

  it('changes a member’s role and says so', async () => {
    const change: MockedResponse = {
      request: { query: ChangeMemberRoleDocument, variables: { id: MEMBER_ID, input: { role: 'viewer' } } },
      result: { data: { changeMemberRole: { ...accountant, role: 'viewer' } } },
    };
    renderWithApp(<TeamTab demo={false} />, { mocks: [teamMock(), change] });
    await people();
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of aroha@accounts.co.nz' }), { target: { value: 'viewer' } });
    expect(await screen.findByText('aroha@accounts.co.nz is now viewer.')).toHaveAttribute('role', 'status');
  });

  it('asks before removing a member, Cancel first; Remove ends it', async () => {
    const removed = jest.fn(() => ({ data: { removeMember: true } }));
    const remove: MockedResponse = { request: { query: RemoveMemberDocument, variables: { id: MEMBER_ID } }, result: removed };
    renderWithApp(<TeamTab demo={false} />, { mocks: [teamMock(), remove, teamMock([owner], [])] });
    await people();
    fireEvent.click(screen.getByRole('button', { name: 'Remove aroha@accounts.co.nz' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove aroha@accounts.co.nz?' });
    expect(dialog).toHaveTextContent('Their sessions end at once');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removed).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove aroha@accounts.co.nz' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed aroha@accounts.co.nz.')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('aroha@accounts.co.nz')).not.toBeInTheDocument());
  });

  it.each([
    [true, 'E-mailed to tama@example.co.nz.'],
    [false, 'This server cannot send e-mail: copy the link and send it yourself.'],
  ])('invites a person and shows the link once with Copy (e-mailed: %s)', async (emailed, says) => {
    const link = 'https://kea.example/accept-invitation?token=abcdefghijklmnopqrstuvwxyz012345';
    const invite: MockedResponse = {
      request: { query: InviteMemberDocument, variables: { input: { email: 'tama@example.co.nz', role: 'viewer' } } },
      result: {
        data: {
          inviteMember: { ...invitation('pending'), __typename: 'NewInvitation', id: 'inv-new', link, emailed },
        },
      },
    };
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithApp(<TeamTab demo={false} />, { mocks: [teamMock(), invite, teamMock()] });
    await people();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Tama@Example.co.nz ' } });
    fireEvent.click(screen.getByRole('radio', { name: /Viewer/ }));
    expect(screen.getByRole('radio', { name: /Viewer/ })).toHaveAccessibleDescription(ROLE_DESCRIPTIONS.viewer);
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    const result = await screen.findByRole('region', { name: /Invited tama@example.co.nz as viewer/ });
    expect(result).toHaveTextContent(says);
    expect(result).toHaveFocus();
    expect(within(result).getByLabelText('Invitation link')).toHaveValue(link);
    fireEvent.click(within(result).getByRole('button', { name: 'Copy link' }));
    expect(await within(result).findByText('Copied the link.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('says what is wrong beside the field, in the form’s words, before and after asking the api', async () => {
    const conflict: MockedResponse = {
      request: { query: InviteMemberDocument, variables: { input: { email: 'aroha@accounts.co.nz', role: 'accountant' } } },
      result: {
        errors: [
          new GraphQLError('aroha@accounts.co.nz is already a member of this business; change their role instead.', {
            extensions: { code: 'CONFLICT', field: 'email' },
          }),
        ],
      },
    };
    renderWithApp(<TeamTab demo={false} />, { mocks: [teamMock(), conflict] });
    await people();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription(/^Email must be/);

    fireEvent.change(email, { target: { value: 'aroha@accounts.co.nz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('aroha@accounts.co.nz is already a member of this business; change their role instead.'),
    );
  });

  it('shows loading, then a failure with Try again that asks once more', async () => {
    const failing: MockedResponse = { request: { query: TeamDocument }, error: new Error('offline') };
    renderWithApp(<TeamTab demo={false} />, { mocks: [failing, teamMock()] });
    expect(screen.getByText('Loading your team...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your team. Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await people()).toBeInTheDocument();
  });

  it('in the demo, shows the sample owner alone and the invite controls disabled, labelled (Demo)', async () => {
    renderWithApp(<TeamTab demo />, { mocks: [teamMock([owner], [])] });
    expect(within(await people()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send invitation (Demo)' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Accountant/ })).toBeDisabled();
  });
});

describe('Settings, Team: a member', () => {
  it.each(['accountant', 'viewer'])('as %s, reads the list with no controls, and why', async (role) => {
    signedInAs(role);
    renderWithApp(<TeamTab demo={false} />, { mocks: [teamMock()] });
    await people();
    expect(screen.getByText(OWNER_MANAGES_PEOPLE)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a person' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Open invitations' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
