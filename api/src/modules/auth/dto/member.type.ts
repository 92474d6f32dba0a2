import { ACCEPT_INVITATION, CHANGE_ROLE, INVITE_MEMBER } from '@keafx/schema';
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { inputFromCommand } from '../../../graphql/command-input';

@ObjectType({ description: 'A person who signs in to the business: its owner or a member.', simpleResolvers: true })
export class Member {
  @Field(() => ID, { description: "The person's account id." })
  id!: string;

  @Field(() => String, { description: 'The address they sign in with.' })
  email!: string;

  @Field(() => String, { description: 'owner, accountant or viewer.' })
  role!: string;

  @Field(() => GraphQLDateTime, { description: 'When they joined (the owner: when the account was made).' })
  joinedAt!: Date;
}

@ObjectType({ description: 'An invitation not yet accepted or withdrawn.', simpleResolvers: true })
export class Invitation {
  @Field(() => ID, { description: 'The invitation id.' })
  id!: string;

  @Field(() => String, { description: 'The address invited.' })
  email!: string;

  @Field(() => String, { description: 'accountant or viewer.' })
  role!: string;

  @Field(() => GraphQLDateTime, { description: 'When it was sent.' })
  invitedAt!: Date;

  @Field(() => GraphQLDateTime, { description: 'When its link stops working.' })
  expiresAt!: Date;

  @Field(() => String, { description: 'pending, or expired (invite again for a new link).' })
  status!: string;
}

@ObjectType({ description: 'A new invitation, with its link (shown this once).', simpleResolvers: true })
export class NewInvitation extends Invitation {
  @Field(() => String, { description: 'The link to accept it; pass it on yourself when the e-mail could not go.' })
  link!: string;

  @Field(() => Boolean, { description: 'Whether the invitation was e-mailed (false when this server has no mail set up).' })
  emailed!: boolean;
}

@ObjectType({ description: "The business's people.", simpleResolvers: true })
export class Team {
  @Field(() => [Member], { description: 'The owner first, then the members.' })
  members!: Member[];

  @Field(() => [Invitation], { description: 'Invitations still open, newest first.' })
  invitations!: Invitation[];
}

@ObjectType({ description: 'What an invitation link invites to.', simpleResolvers: true })
export class InvitationDetails {
  @Field(() => String, { description: 'The address invited: the person signs in with it.' })
  email!: string;

  @Field(() => String, { description: 'accountant or viewer.' })
  role!: string;

  @Field(() => String, { description: "The business's trading name, or its owner's address." })
  businessName!: string;

  @Field(() => GraphQLDateTime, { description: 'When the link stops working.' })
  expiresAt!: Date;
}

export const InviteMemberInput = inputFromCommand('InviteMemberInput', INVITE_MEMBER.graphql, {
  description: 'Who to invite, and as what.',
  describe: (key) => ({ email: 'The address to send the invitation to', role: 'accountant or viewer' })[key],
  omitted: 'optional',
});

export const ChangeRoleInput = inputFromCommand('ChangeRoleInput', CHANGE_ROLE.graphql, {
  description: "A member's new role.",
  describe: (key) => ({ role: 'accountant or viewer' })[key],
  omitted: 'optional',
});

export const AcceptInvitationInput = inputFromCommand('AcceptInvitationInput', ACCEPT_INVITATION.graphql, {
  description: "The invitation link's token and the password to sign in with.",
  describe: (key) =>
    ({ token: 'The token from the invitation link (after ?token=)', password: 'The password to sign in with; not one of the most common' })[
      key
    ],
  omitted: 'optional',
});
