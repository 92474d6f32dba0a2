import { CHANGE_PASSWORD } from '@keafx/schema';
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { inputFromCommand } from '../../../graphql/command-input';

@ObjectType({ description: 'A Kea FX account.', simpleResolvers: true })
export class User {
  @Field(() => ID, { description: 'The account id.' })
  id!: string;

  @Field(() => String, { description: 'The sign-in email, trimmed and lower-cased.' })
  email!: string;

  @Field(() => GraphQLDateTime, { description: 'When the account was created.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A signed-in session: the bearer token and who it belongs to.', simpleResolvers: true })
export class AuthPayload {
  @Field(() => String, { description: 'A signed JWT to send as `Authorization: Bearer <token>`.' })
  accessToken!: string;

  @Field(() => GraphQLDateTime, { description: 'When the token stops working (its `exp` claim).' })
  expiresAt!: Date;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;
}

@InputType({ description: 'Email and password, for registering or signing in.' })
export class CredentialsInput {
  @Field(() => String, { description: 'A valid email address.' })
  email!: string;

  @Field(() => String, { description: 'At least 6 characters.' })
  password!: string;
}

const PASSWORD_WORDS: Record<string, string> = {
  currentPassword: 'The password this person signs in with now',
  newPassword: 'The password from now on; not one of the most common passwords, and not the current one',
};

/** What changing a password takes, printed from its command (CHANGE_PASSWORD). */
export const ChangePasswordInput = inputFromCommand('ChangePasswordInput', CHANGE_PASSWORD.graphql, {
  description: 'The current password and the new one.',
  describe: (key) => PASSWORD_WORDS[key],
  omitted: 'optional',
});
