import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import {
  INVITATION_DAYS,
  INVITATION_INVALID,
  ROLE_LABELS,
  type AcceptInvitationCommand,
  type BusinessRole,
  type ChangeRoleCommand,
  type InviteMemberCommand,
  type MemberRole,
} from '@keafx/schema';
import type { DataSource, EntityManager } from 'typeorm';
import { sql } from '../../database/sql';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { Logger } from '../../logger';
import type { ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import { HASH_COSTS, type AuthService, type LoginResult } from './auth.service';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';
import type { SendMail } from './password-reset';

/** A person who signs in to the business: its owner, or a member. */
export interface MemberRecord {
  id: string;
  email: string;
  role: BusinessRole;
  joinedAt: Date;
}

export type InvitationStatus = 'pending' | 'expired';

/** An invitation not yet accepted or withdrawn. */
export interface InvitationRecord {
  id: string;
  email: string;
  role: MemberRole;
  invitedAt: Date;
  expiresAt: Date;
  invitedBy: string | null;
  status: InvitationStatus;
}

/** A new invitation: its link (shown once, to the owner who made it) and whether it was e-mailed. */
export interface NewInvitation extends InvitationRecord {
  link: string;
  emailed: boolean;
}

/** What an invitation link opens, before the person chooses a password. */
export interface InvitationDetails {
  email: string;
  role: MemberRole;
  businessName: string;
  expiresAt: Date;
}

export interface Team {
  members: MemberRecord[];
  invitations: InvitationRecord[];
}

class MemberConflictError extends AppError {
  constructor(message: string, field?: string) {
    super('CONFLICT', message, field ? { field } : {});
  }
}

class MemberNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Member ${id}`);
  }
}

class InvitationNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Invitation ${id}`);
  }
}

const PEOPLE_BY_KEY = 'An API key cannot manage the people of a business; sign in as the owner.';
const OWNER_ONLY = 'Only the owner of the business can manage its people.';

const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

interface InvitationRow {
  id: string;
  email: string;
  role: MemberRole;
  invited_at: Date;
  expires_at: Date;
  invited_by: string | null;
}

const toInvitation = (r: InvitationRow, now: Date): InvitationRecord => ({
  id: r.id,
  email: r.email,
  role: r.role,
  invitedAt: r.invited_at,
  expiresAt: r.expires_at,
  invitedBy: r.invited_by,
  status: r.expires_at > now ? 'pending' : 'expired',
});

const INVITATION_COLUMNS = 'id, email, role, invited_at, expires_at, invited_by';

/**
 * The people of a business (issue 26): the owner invites a person by e-mail with a role
 * (accountant or viewer); the link's token (32 random bytes, kept only as its SHA-256) works once,
 * for INVITATION_DAYS, and lets the person choose a password and sign in to the business. The data
 * stays the owner's; a member signs in as themself (AuthService.authenticate scopes them to the
 * business) and the audit trail names them. A removed member is never deleted (the trail names
 * them), only closed out: their sessions end and they sign in no more.
 */
export class MembersService {
  private readonly hashOptions: (typeof HASH_COSTS)[keyof typeof HASH_COSTS];

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly auth: AuthService,
    private readonly sendMail: SendMail | null,
    /** Where people open Kea FX (config PUBLIC_URL): the link's address. */
    private readonly publicUrl: string,
    private readonly log: Logger,
    /** The business's trading or company name, from the profile module (passed in by the composition root). */
    private readonly businessName: (ownerId: string) => Promise<string | null>,
    hashCost: keyof typeof HASH_COSTS = 'standard',
  ) {
    this.hashOptions = HASH_COSTS[hashCost];
  }

  /** The owner and members of the caller's business, and the invitations still open. */
  async team(ctx: ServiceContext): Promise<Team> {
    const people = await sql<{ id: string; email: string; role: BusinessRole; created_at: Date }>(
      this.ds,
      `SELECT id, email, role, created_at FROM users
        WHERE (id = $1 OR business_id = $1) AND removed_at IS NULL
        ORDER BY role = 'owner' DESC, created_at, email`,
      [ctx.user.id],
    );
    const open = await sql<InvitationRow>(
      this.ds,
      `SELECT ${INVITATION_COLUMNS} FROM invitations
        WHERE owner_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL ORDER BY invited_at DESC`,
      [ctx.user.id],
    );
    const now = ctx.clock.now();
    return {
      members: people.map((p) => ({ id: p.id, email: p.email, role: p.role, joinedAt: p.created_at })),
      invitations: open.map((r) => toInvitation(r, now)),
    };
  }

  /**
   * Invites `email` with `role`: a new open invitation replaces any earlier one to the same
   * address. Refused (409) for the owner's own address, a present member's, or an address with an
   * account of its own (a person belongs to one business for now).
   */
  async invite(ctx: ServiceContext, { email, role }: InviteMemberCommand): Promise<NewInvitation> {
    this.ownerOnly(ctx);
    const now = ctx.clock.now();
    const token = randomBytes(32).toString('base64url');
    const row = await this.ds.transaction(async (m) => {
      // One change to the business's people at a time, so two invitations cannot both be open.
      await sql(m, 'SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [ctx.user.id]);
      const [account] = await sql<{ business_id: string | null; removed_at: Date | null; id: string }>(
        m,
        'SELECT id, business_id, removed_at FROM users WHERE email = $1',
        [email],
      );
      if (account?.id === ctx.user.id)
        throw new MemberConflictError('That is your own address: you are the owner of this business.', 'email');
      if (account && account.business_id === ctx.user.id && !account.removed_at)
        throw new MemberConflictError(`${email} is already a member of this business; change their role instead.`, 'email');
      if (account && account.business_id !== ctx.user.id)
        throw new MemberConflictError(
          `${email} already has a Kea FX account of its own, and a person signs in to one business for now. Invite another address.`,
          'email',
        );
      const [replaced] = await sql<{ id: string }>(
        m,
        'UPDATE invitations SET revoked_at = $3 WHERE owner_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id',
        [ctx.user.id, email, now],
      );
      const [made] = await sql<InvitationRow>(
        m,
        `INSERT INTO invitations (owner_id, email, role, token_sha256, invited_by, invited_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${INVITATION_COLUMNS}`,
        [ctx.user.id, email, role, sha256(token), ctx.actor.id, now, new Date(now.getTime() + INVITATION_DAYS * 86_400_000)],
      );
      await this.audit.record(m, ctx.user.id, ctx.actor, now, [
        {
          entityType: 'member',
          entityId: made!.id,
          action: 'member.invited',
          message: `Invited ${email} as ${ROLE_LABELS[role].toLowerCase()}${replaced ? ' (replacing the earlier invitation)' : ''}`,
          before: null,
          after: { email, role },
        },
      ]);
      return made!;
    });
    const link = `${this.publicUrl}/accept-invitation?token=${token}`;
    const emailed = await this.mail(ctx, email, role, link);
    return { ...toInvitation(row, now), link, emailed };
  }

  /** Withdraws an open invitation: its link stops working (audited). */
  async revoke(ctx: ServiceContext, id: string): Promise<void> {
    this.ownerOnly(ctx);
    const now = ctx.clock.now();
    await this.ds.transaction(async (m) => {
      const [row] = await sql<{ email: string; accepted_at: Date | null; revoked_at: Date | null }>(
        m,
        'SELECT email, accepted_at, revoked_at FROM invitations WHERE id = $1 AND owner_id = $2 FOR UPDATE',
        [id, ctx.user.id],
      );
      if (!row || row.revoked_at) throw new InvitationNotFoundError(id);
      if (row.accepted_at) throw new MemberConflictError(`${row.email} has already accepted; remove them from the team instead.`);
      await sql(m, 'UPDATE invitations SET revoked_at = $2 WHERE id = $1', [id, now]);
      await this.audit.record(m, ctx.user.id, ctx.actor, now, [
        {
          entityType: 'member',
          entityId: id,
          action: 'member.invitation_withdrawn',
          message: `Withdrew the invitation to ${row.email}`,
          before: null,
          after: null,
        },
      ]);
    });
  }

  /** Changes a member's role; it applies to their next request (audited). */
  async changeRole(ctx: ServiceContext, memberId: string, { role }: ChangeRoleCommand): Promise<MemberRecord> {
    this.ownerOnly(ctx);
    const now = ctx.clock.now();
    const changed = await this.ds.transaction(async (m) => {
      const member = await this.member(m, ctx, memberId);
      if (member.role === role) return member;
      await sql(m, 'UPDATE users SET role = $2, updated_at = $3 WHERE id = $1', [memberId, role, now]);
      await this.audit.record(m, ctx.user.id, ctx.actor, now, [
        {
          entityType: 'member',
          entityId: memberId,
          action: 'member.role_changed',
          message: `Changed ${member.email} from ${ROLE_LABELS[member.role].toLowerCase()} to ${ROLE_LABELS[role].toLowerCase()}`,
          before: { role: member.role },
          after: { role },
        },
      ]);
      return { ...member, role };
    });
    this.auth.forget(memberId);
    return changed;
  }

  /** Removes a member: every session of theirs ends and they sign in no more; the trail keeps their name (audited). */
  async remove(ctx: ServiceContext, memberId: string): Promise<void> {
    this.ownerOnly(ctx);
    const now = ctx.clock.now();
    await this.ds.transaction(async (m) => {
      const member = await this.member(m, ctx, memberId);
      await sql(m, 'UPDATE users SET removed_at = $2, session_version = session_version + 1, updated_at = $2 WHERE id = $1', [
        memberId,
        now,
      ]);
      await sql(m, 'UPDATE password_resets SET expires_at = $2 WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2', [
        memberId,
        now,
      ]);
      await this.audit.record(m, ctx.user.id, ctx.actor, now, [
        {
          entityType: 'member',
          entityId: memberId,
          action: 'member.removed',
          message: `Removed ${member.email} (${ROLE_LABELS[member.role].toLowerCase()}) from the business; their sessions ended`,
          before: { email: member.email, role: member.role },
          after: null,
        },
      ]);
    });
    this.auth.forget(memberId);
  }

  /** What a link opens: the address, role and business; INVITATION_INVALID when it does not work now. */
  async details(token: string, now: Date): Promise<InvitationDetails> {
    const [row] = await sql<{ email: string; role: MemberRole; expires_at: Date; owner_id: string; owner_email: string }>(
      this.ds,
      `SELECT i.email, i.role, i.expires_at, i.owner_id, o.email AS owner_email
         FROM invitations i JOIN users o ON o.id = i.owner_id
        WHERE i.token_sha256 = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > $2`,
      [sha256(token), now],
    );
    if (!row) throw new ValidationError([{ field: 'token', message: INVITATION_INVALID }]);
    return {
      email: row.email,
      role: row.role,
      businessName: await this.businessLabel(row.owner_id, row.owner_email),
      expiresAt: row.expires_at,
    };
  }

  /** What a business is called to its people: its trading or company name, else "<owner's address>'s business". */
  async businessLabel(ownerId: string, ownerEmail?: string): Promise<string> {
    const name = await this.businessName(ownerId);
    if (name) return name;
    const email =
      ownerEmail ?? (await sql<{ email: string }>(this.ds, 'SELECT email FROM users WHERE id = $1', [ownerId]))[0]?.email ?? 'the owner';
    return `${email}'s business`;
  }

  /**
   * Accepts an invitation: the person's account is made with the chosen password (or a removed
   * member of the same business comes back), the link is used up, and they are signed in.
   */
  async accept(command: AcceptInvitationCommand, now: Date): Promise<LoginResult> {
    if (isCommonPassword(command.password)) throw new ValidationError([{ field: 'password', message: COMMON_PASSWORD }]);
    const invalid = () => new ValidationError([{ field: 'token', message: INVITATION_INVALID }]);
    const tokenSha = sha256(command.token);
    const [known] = await sql(
      this.ds,
      'SELECT 1 FROM invitations WHERE token_sha256 = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2',
      [tokenSha, now],
    );
    if (!known) throw invalid();
    const hash = await argon2.hash(command.password, this.hashOptions);
    const personId = await this.ds.transaction(async (m) => {
      // Once: of two acceptances at the same moment, one takes the link.
      const [invitation] = await sql<{ id: string; owner_id: string; email: string; role: MemberRole }>(
        m,
        `UPDATE invitations SET accepted_at = $2 WHERE token_sha256 = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2
         RETURNING id, owner_id, email, role`,
        [tokenSha, now],
      );
      if (!invitation) throw invalid();
      const [existing] = await sql<{ id: string; business_id: string | null; removed_at: Date | null }>(
        m,
        'SELECT id, business_id, removed_at FROM users WHERE email = $1 FOR UPDATE',
        [invitation.email],
      );
      let id: string;
      if (existing && existing.business_id === invitation.owner_id && existing.removed_at) {
        // A removed member invited again comes back with the new role and password.
        await sql(
          m,
          `UPDATE users SET removed_at = NULL, role = $2, password_hash = $3, session_version = session_version + 1, updated_at = $4
            WHERE id = $1`,
          [existing.id, invitation.role, hash, now],
        );
        id = existing.id;
      } else if (existing) {
        throw new MemberConflictError(
          `${invitation.email} already has a Kea FX account, so this invitation cannot make another. Ask the owner to invite another address.`,
        );
      } else {
        const [made] = await sql<{ id: string }>(
          m,
          `INSERT INTO users (email, password_hash, business_id, role, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
          [invitation.email, hash, invitation.owner_id, invitation.role, now],
        );
        id = made!.id;
      }
      await sql(m, 'UPDATE invitations SET accepted_by = $2 WHERE id = $1', [invitation.id, id]);
      await this.audit.record(m, invitation.owner_id, { id, label: invitation.email }, now, [
        {
          entityType: 'member',
          entityId: id,
          action: 'member.joined',
          message: `${invitation.email} accepted the invitation and joined as ${ROLE_LABELS[invitation.role].toLowerCase()}`,
          before: null,
          after: { email: invitation.email, role: invitation.role },
        },
      ]);
      return id;
    });
    this.auth.forget(personId);
    return this.auth.signInAs(personId, now);
  }

  private ownerOnly(ctx: ServiceContext): void {
    if (ctx.user.apiKey) throw new ForbiddenError(PEOPLE_BY_KEY);
    if (ctx.user.member) throw new ForbiddenError(OWNER_ONLY);
  }

  /** A present member of the caller's business, locked for the change; 404 for anyone else (the owner included). */
  private async member(m: EntityManager, ctx: ServiceContext, id: string): Promise<MemberRecord & { role: MemberRole }> {
    const [row] = await sql<{ id: string; email: string; role: MemberRole; created_at: Date }>(
      m,
      'SELECT id, email, role, created_at FROM users WHERE id = $1 AND business_id = $2 AND removed_at IS NULL FOR UPDATE',
      [id, ctx.user.id],
    );
    if (!row) throw new MemberNotFoundError(id);
    return { id: row.id, email: row.email, role: row.role, joinedAt: row.created_at };
  }

  private async mail(ctx: ServiceContext, email: string, role: MemberRole, link: string): Promise<boolean> {
    if (!this.sendMail) return false;
    try {
      await this.sendMail({
        to: email,
        subject: `${ctx.actor.label} invited you to Kea FX`,
        text: [
          `${ctx.actor.label} invited you to their business on Kea FX as ${ROLE_LABELS[role].toLowerCase()}.`,
          '',
          `Choose your password and sign in here within ${INVITATION_DAYS} days; the link works once:`,
          link,
          '',
          'If you were not expecting this, ignore this e-mail.',
        ].join('\n'),
      });
      return true;
    } catch (e) {
      this.log.warn('an invitation could not be e-mailed', { error: e instanceof Error ? e.message : String(e) });
      return false;
    }
  }
}
