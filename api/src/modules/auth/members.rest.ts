import { ACCEPT_INVITATION, BUSINESS_ROLES, CHANGE_ROLE, INVITATION_TOKEN, INVITE_MEMBER, MEMBER_ROLES } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { answers, withBody } from '../../http/command';
import { contextOf } from '../../http/request';
import { dateTime } from '../../http/shapes';
import { parseUuid } from '../../params';
import { LOGIN_REST, sessionToRest } from './auth.rest';
import type { InvitationRecord, MembersService, MemberRecord, NewInvitation } from './members';

const MEMBER_REST = z.strictObject({ id: z.string(), email: z.string(), role: z.enum(BUSINESS_ROLES), joined_at: dateTime });
const INVITATION_FIELDS = {
  id: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  invited_at: dateTime,
  expires_at: dateTime,
  status: z.enum(['pending', 'expired']),
};
const INVITATION_REST = z.strictObject(INVITATION_FIELDS);
const NEW_INVITATION_REST = z.strictObject({
  ...INVITATION_FIELDS,
  /** Shown once, to the owner who made it: the link to pass on when the e-mail cannot go. */
  link: z.string(),
  emailed: z.boolean(),
});
const TEAM_REST = z.strictObject({ members: z.array(MEMBER_REST), invitations: z.array(INVITATION_REST) });
const INVITATION_DETAILS_REST = z.strictObject({
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  business_name: z.string(),
  expires_at: dateTime,
});

const memberToRest = (m: MemberRecord): z.infer<typeof MEMBER_REST> => ({
  id: m.id,
  email: m.email,
  role: m.role,
  joined_at: m.joinedAt.toISOString(),
});
const invitationToRest = (i: InvitationRecord): z.infer<typeof INVITATION_REST> => ({
  id: i.id,
  email: i.email,
  role: i.role,
  invited_at: i.invitedAt.toISOString(),
  expires_at: i.expiresAt.toISOString(),
  status: i.status,
});
const newInvitationToRest = (i: NewInvitation): z.infer<typeof NEW_INVITATION_REST> => ({
  ...invitationToRest(i),
  link: i.link,
  emailed: i.emailed,
});

/**
 * The people of a business (issue 26): GET /me/team, POST /me/team/invitations, DELETE
 * /me/team/invitations/{id}, PUT and DELETE /me/team/members/{id} (the owner's), and the public
 * POST /auth/invitations/details and /auth/invitations/accept an invitation link opens.
 */
export function membersRouter(members: MembersService, clock: Clock): { team: Router; invitations: Router } {
  const team = Router();
  team.get(
    '/team',
    answers({ summary: "The business's owner, members and open invitations", schema: TEAM_REST }, async (req, res) => {
      const found = await members.team(contextOf(req, clock));
      res.json({ members: found.members.map(memberToRest), invitations: found.invitations.map(invitationToRest) });
    }),
  );
  team.post(
    '/team/invitations',
    answers(
      {
        summary: 'Invite a person by e-mail as accountant or viewer (the link works once, for 7 days; it is in the answer too)',
        status: 201,
        errors: [409],
        schema: NEW_INVITATION_REST,
      },
      withBody(INVITE_MEMBER.rest, async (req, res, body) => {
        res.status(201).json(newInvitationToRest(await members.invite(contextOf(req, clock), body)));
      }),
    ),
  );
  team.delete(
    '/team/invitations/:id',
    answers({ summary: 'Withdraw an open invitation: its link stops working', status: 204, errors: [409] }, async (req, res) => {
      await members.revoke(contextOf(req, clock), parseUuid(req.params.id, 'an invitation'));
      res.status(204).end();
    }),
  );
  team.put(
    '/team/members/:id',
    answers(
      { summary: "Change a member's role", schema: MEMBER_REST },
      withBody(
        CHANGE_ROLE.rest,
        async (req, res, body, id: string) => {
          res.json(memberToRest(await members.changeRole(contextOf(req, clock), id, body)));
        },
        undefined,
        (req) => parseUuid(req.params.id, 'a member'),
      ),
    ),
  );
  team.delete(
    '/team/members/:id',
    answers({ summary: 'Remove a member: their sessions end and they sign in no more', status: 204 }, async (req, res) => {
      await members.remove(contextOf(req, clock), parseUuid(req.params.id, 'a member'));
      res.status(204).end();
    }),
  );

  const invitations = Router();
  invitations.post(
    '/auth/invitations/details',
    answers(
      { summary: "What an invitation link invites to (public; the link's token)", schema: INVITATION_DETAILS_REST, access: 'read' },
      withBody(INVITATION_TOKEN.rest, async (_req, res, { token }) => {
        const d = await members.details(token, clock.now());
        res.json({ email: d.email, role: d.role, business_name: d.businessName, expires_at: d.expiresAt.toISOString() });
      }),
    ),
  );
  invitations.post(
    '/auth/invitations/accept',
    answers(
      {
        summary: 'Accept an invitation: choose a password and sign in to the business (public; the link works once)',
        errors: [409],
        schema: LOGIN_REST,
      },
      withBody(ACCEPT_INVITATION.rest, async (_req, res, body) => {
        res.json(sessionToRest(await members.accept(body, clock.now())));
      }),
    ),
  );
  return { team, invitations };
}
