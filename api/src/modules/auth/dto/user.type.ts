import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';

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
