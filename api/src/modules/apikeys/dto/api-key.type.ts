import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An API key for an integrator (its secret is shown only when it is created).', simpleResolvers: true })
export class ApiKey {
  @Field(() => ID, { description: 'The key id.' })
  id!: string;

  @Field(() => String, { description: 'The name the owner gave it.' })
  name!: string;

  @Field(() => String, { description: '"read" (queries only) or "read-write".' })
  scope!: string;

  @Field(() => String, { description: 'The first characters of the key, to tell keys apart (not secret).' })
  prefix!: string;

  @Field(() => GraphQLDateTime, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => GraphQLDateTime, { nullable: true, description: 'When it stops working; null for never.' })
  expiresAt!: Date | null;

  @Field(() => GraphQLDateTime, { nullable: true, description: 'When it was last used (recorded at most once a minute); null if never.' })
  lastUsedAt!: Date | null;

  @Field(() => GraphQLDateTime, { nullable: true, description: 'When it was revoked; null while it works.' })
  revokedAt!: Date | null;
}

@ObjectType({ description: 'A new API key with its secret, which is never shown again.', simpleResolvers: true })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The key as listed from now on.' })
  apiKey!: ApiKey;

  @Field(() => String, { description: 'The secret (kfx_...): send it as Authorization: Bearer <key>. Shown this once only.' })
  key!: string;
}

@InputType({ description: 'A new API key.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: 'A name to recognise it by, 1 to 100 characters.' })
  name!: string;

  @Field(() => String, { description: '"read" or "read-write".' })
  scope!: string;

  @Field(() => String, {
    nullable: true,
    description: 'When it stops working (ISO date or date-time, in the future, within five years); omit for never.',
  })
  expiresAt?: string | null;
}
