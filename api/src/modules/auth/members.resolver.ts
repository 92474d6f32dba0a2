import { ACCEPT_INVITATION, CHANGE_ROLE, INVITATION_TOKEN, INVITE_MEMBER } from '@keafx/schema';
import { Arg, Ctx, Extensions, ID, Mutation, Query, Resolver } from 'type-graphql';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { parsed } from '../../http/command';
import { parseUuid } from '../../params';
import type { LoginResult } from './auth.service';
import { AuthPayload } from './dto/user.type';
import {
  AcceptInvitationInput,
  ChangeRoleInput,
  InvitationDetails,
  InviteMemberInput,
  Member,
  NewInvitation,
  Team,
} from './dto/member.type';
import type { InvitationDetails as Details, MemberRecord, NewInvitation as Made, Team as TeamRecord } from './members';

/** The people of a business over GraphQL, as REST's /me/team and /auth/invitations. */
@Resolver()
export class MembersResolver {
  @Query(() => Team, { description: "The business's owner, members and open invitations." })
  team(@Ctx() ctx: GraphQLContext): Promise<TeamRecord> {
    return ctx.services.members.team(serviceContext(ctx));
  }

  @Mutation(() => NewInvitation, {
    description: 'Invites a person by e-mail as accountant or viewer (the owner only; audited). The link works once, for 7 days.',
  })
  inviteMember(@Arg('input', () => InviteMemberInput) input: object, @Ctx() ctx: GraphQLContext): Promise<Made> {
    return ctx.services.members.invite(serviceContext(ctx), parsed(INVITE_MEMBER.graphql, { ...input }, undefined));
  }

  @Mutation(() => Boolean, { description: 'Withdraws an open invitation: its link stops working (the owner only; audited).' })
  async withdrawInvitation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.members.revoke(serviceContext(ctx), parseUuid(id, 'an invitation'));
    return true;
  }

  @Mutation(() => Member, { description: "Changes a member's role (the owner only; audited)." })
  changeMemberRole(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ChangeRoleInput) input: object,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MemberRecord> {
    const member = parseUuid(id, 'a member');
    return ctx.services.members.changeRole(serviceContext(ctx), member, parsed(CHANGE_ROLE.graphql, { ...input }, undefined));
  }

  @Mutation(() => Boolean, { description: 'Removes a member: their sessions end and they sign in no more (the owner only; audited).' })
  async removeMember(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.members.remove(serviceContext(ctx), parseUuid(id, 'a member'));
    return true;
  }

  @Query(() => InvitationDetails, {
    description: 'What an invitation link invites to (public). BAD_USER_INPUT when the link does not work.',
  })
  @Extensions({ public: true })
  invitation(
    @Arg('token', () => String, { description: 'The token from the invitation link.' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Details> {
    return ctx.services.members.details(parsed(INVITATION_TOKEN.graphql, { token }, undefined).token, ctx.clock.now());
  }

  @Mutation(() => AuthPayload, {
    description: 'Accepts an invitation: chooses the password and signs in to the business (public; the link works once).',
  })
  @Extensions({ public: true })
  acceptInvitation(@Arg('input', () => AcceptInvitationInput) input: object, @Ctx() ctx: GraphQLContext): Promise<LoginResult> {
    return ctx.services.members.accept(parsed(ACCEPT_INVITATION.graphql, { ...input }, undefined), ctx.clock.now());
  }
}
