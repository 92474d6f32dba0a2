import { useMutation, useQuery } from '@apollo/client/react';
import { isoDateInZone, MEMBER_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, type MemberRole } from '@keafx/schema';
import { useId, useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import {
  ChangeMemberRoleDocument,
  RemoveMemberDocument,
  TeamDocument,
  WithdrawInvitationDocument,
  type InvitationFieldsFragment,
  type MemberFieldsFragment,
} from '../../generated/graphql';
import { useSession } from '../../session/SessionProvider';
import { useBusiness } from '../../session/useBusinessRole';
import { Modal } from '../../ui/Modal';
import { QueryState } from '../../ui/QueryState';
import { useFormat, type Format } from '../preferences/useFormat';
import { InviteMemberForm } from './InviteMemberForm';

/** What only the owner may do, said to a member beside the read-only list. */
export const OWNER_MANAGES_PEOPLE = 'Only the owner of this business invites people, changes their roles or removes them.';

const roleLabel = (role: string): string => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role;

/** A moment's day in the owner's time zone (else the viewer's), in the owner's date format. */
const day = (fmt: Format, at: string): string =>
  fmt.date(isoDateInZone(new Date(at), fmt.preferences?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone));

/**
 * Settings, Team (issue 26): the business's people and open invitations. The owner changes a
 * member's role, removes a member (asked first: their sessions end at once), withdraws an
 * invitation and invites a person; a member sees the same list read-only. The demo shows its
 * sample owner alone, the invite controls disabled.
 */
export function TeamTab({ demo }: { demo: boolean }) {
  const { role } = useBusiness();
  const { state } = useSession();
  const me = state.status === 'authenticated' ? state.session.user?.id : undefined;
  const owner = role === 'owner';
  const { data, loading, error, refetch } = useQuery(TeamDocument);
  const [status, setStatus] = useState('');
  const team = data?.team;

  return (
    <>
      <section className="card" aria-labelledby="team-title">
        <div className="card-header">
          <h2 id="team-title">People</h2>
          <p role="status" aria-live="polite" className="small muted" style={{ margin: 0 }}>
            {status}
          </p>
        </div>
        <p className="small muted">
          {owner
            ? 'Everyone here signs in with their own e-mail and password and works in this business. The audit trail names who did what.'
            : OWNER_MANAGES_PEOPLE}
        </p>
        <QueryState
          loading={loading && !team}
          error={error}
          loadingText="Loading your team..."
          errorText="Failed to load your team. Please try again."
          onRetry={() => void refetch()}
        >
          {team && (
            <>
              <ul className="team-list" aria-label="People in this business">
                {team.members.map((m) => (
                  <MemberRow key={m.id} member={m} you={m.id === me} manage={owner && !demo && m.role !== 'owner'} onDone={setStatus} />
                ))}
              </ul>
              {team.members.length < 2 && owner && !demo && (
                <p className="muted small">Nobody else yet: invite your accountant below, or someone who only needs to look.</p>
              )}
              <Invitations invitations={team.invitations} manage={owner && !demo} onDone={setStatus} />
            </>
          )}
        </QueryState>
      </section>
      {owner && <InviteMemberForm demo={demo} onInvited={(email) => setStatus(`Invited ${email}.`)} />}
    </>
  );
}

/** One person: their address, role (a select for the owner to change a member's) and when they joined. */
function MemberRow({
  member,
  you,
  manage,
  onDone,
}: {
  member: MemberFieldsFragment;
  /** The signed-in person's own row. */
  you: boolean;
  manage: boolean;
  onDone: (text: string) => void;
}) {
  const fmt = useFormat();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [change, changing] = useMutation(ChangeMemberRoleDocument);
  const [remove, removing] = useMutation(RemoveMemberDocument, { refetchQueries: [TeamDocument], awaitRefetchQueries: true });
  const failed = changing.error ?? removing.error;

  const onRole = (role: MemberRole): void => {
    void change({ variables: { id: member.id, input: { role } } }).then(
      () => onDone(`${member.email} is now ${ROLE_LABELS[role].toLowerCase()}.`),
      () => undefined,
    );
  };

  return (
    <li className="team-row">
      <div className="team-who">
        <strong className="team-email">
          {member.email}
          {you && <span className="muted team-you"> (you)</span>}
        </strong>
        <span className="small muted">
          {member.role === 'owner' ? 'Owner since' : 'Joined'} {day(fmt, member.joinedAt)}
        </span>
      </div>
      <div className="team-role">
        {manage ? (
          <>
            <label htmlFor={`${id}-role`} className="visually-hidden">
              Role of {member.email}
            </label>
            <select
              id={`${id}-role`}
              className="input"
              value={member.role}
              disabled={changing.loading}
              aria-describedby={`${id}-role-hint`}
              onChange={(e) => onRole(e.target.value as MemberRole)}
            >
              {MEMBER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
            <p id={`${id}-role-hint`} className="field-hint">
              {ROLE_DESCRIPTIONS[member.role as MemberRole] ?? ''}
            </p>
          </>
        ) : (
          <>
            <span className={`badge role-badge role-${member.role}`}>{roleLabel(member.role)}</span>
            <p className="field-hint">{ROLE_DESCRIPTIONS[member.role as keyof typeof ROLE_DESCRIPTIONS] ?? ''}</p>
          </>
        )}
      </div>
      {manage && (
        <div className="team-actions">
          <button
            type="button"
            className="btn btn-danger btn-small"
            disabled={removing.loading}
            aria-label={`Remove ${member.email}`}
            onClick={() => setAsking(true)}
          >
            Remove
          </button>
        </div>
      )}
      {failed && (
        <div className="alert alert-error team-error" role="alert">
          <p>{serverMessage(failed, `Failed to change ${member.email}. Please try again.`)}</p>
        </div>
      )}
      {asking && (
        <Modal
          title={`Remove ${member.email}?`}
          onClose={() => setAsking(false)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)} data-autofocus>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={removing.loading}
                onClick={() => {
                  void remove({ variables: { id: member.id } }).then(
                    () => onDone(`Removed ${member.email}.`),
                    () => undefined,
                  );
                  setAsking(false);
                }}
              >
                Remove
              </button>
            </>
          }
        >
          <p>
            Remove {member.email}? Their sessions end at once and they can no longer sign in to this business. What they did stays in the
            audit trail, and you can invite them again later.
          </p>
        </Modal>
      )}
    </li>
  );
}

/** The invitations not yet accepted: pending (the link works) or expired; the owner withdraws one. */
function Invitations({
  invitations,
  manage,
  onDone,
}: {
  invitations: readonly InvitationFieldsFragment[];
  manage: boolean;
  onDone: (text: string) => void;
}) {
  const fmt = useFormat();
  const [withdraw, withdrawing] = useMutation(WithdrawInvitationDocument, { refetchQueries: [TeamDocument], awaitRefetchQueries: true });
  if (invitations.length === 0) return null;
  return (
    <>
      <h3 className="team-subtitle">Open invitations</h3>
      {withdrawing.error && (
        <div className="alert alert-error" role="alert">
          <p>{serverMessage(withdrawing.error, 'Failed to withdraw the invitation. Please try again.')}</p>
        </div>
      )}
      <ul className="team-list" aria-label="Open invitations">
        {invitations.map((i) => (
          <li key={i.id} className="team-row">
            <div className="team-who">
              <strong className="team-email">{i.email}</strong>
              <span className="small muted">
                Invited {day(fmt, i.invitedAt)} as {roleLabel(i.role).toLowerCase()}
              </span>
            </div>
            <div className="team-role">
              {i.status === 'expired' ? (
                <span className="badge invitation-expired">Expired</span>
              ) : (
                <span className="badge invitation-pending">Pending</span>
              )}
              <p className="field-hint">
                {i.status === 'expired'
                  ? 'The link no longer works: invite them again for a new one.'
                  : `Link works until ${day(fmt, i.expiresAt)}.`}
              </p>
            </div>
            {manage && (
              <div className="team-actions">
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={withdrawing.loading}
                  aria-label={`Withdraw the invitation to ${i.email}`}
                  onClick={() =>
                    void withdraw({ variables: { id: i.id } }).then(
                      () => onDone(`Withdrew the invitation to ${i.email}.`),
                      () => undefined,
                    )
                  }
                >
                  Withdraw
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
