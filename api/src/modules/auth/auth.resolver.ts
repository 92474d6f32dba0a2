import { CHANGE_PASSWORD, CREDENTIALS } from '@keafx/schema';
import { Arg, Ctx, Extensions, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { UnauthenticatedError } from '../../errors';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { personOf } from '../../request-context';
import type { UserRecord } from './auth.service';
import { AuthPayload, ChangePasswordInput, CredentialsInput, User } from './dto/user.type';

@Resolver(() => User)
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Creates an account and signs it in.' })
  @Extensions({ public: true })
  async register(@Arg('input', () => CredentialsInput) input: CredentialsInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const now = ctx.clock.now();
    const credentials = parsed(CREDENTIALS.graphql, { ...input }, undefined);
    await ctx.services.auth.register(credentials, now);
    return ctx.services.auth.login(credentials, ctx.ip, now);
  }

  @Mutation(() => AuthPayload, { description: 'Signs in. Repeated failures are throttled (TOO_MANY_REQUESTS).' })
  @Extensions({ public: true })
  login(@Arg('input', () => CredentialsInput) input: CredentialsInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return ctx.services.auth.login(parsed(CREDENTIALS.graphql, { ...input }, undefined), ctx.ip, ctx.clock.now());
  }

  @Mutation(() => Boolean, { description: 'Signs out everywhere: every token issued to this person so far stops working (audited).' })
  @Extensions({ access: 'personal' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.auth.signOutEverywhere(serviceContext(ctx));
    return true;
  }

  @Mutation(() => AuthPayload, {
    description:
      'Changes the password, given the current one (audited). Every other session ends; the answer is a new token for this one. ' +
      'A wrong current password counts against the sign-in throttle (TOO_MANY_REQUESTS).',
  })
  @Extensions({ access: 'personal' })
  changePassword(@Arg('input', () => ChangePasswordInput) input: object, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return ctx.services.auth.changePassword(serviceContext(ctx), parsed(CHANGE_PASSWORD.graphql, { ...input }, undefined), ctx.ip);
  }

  @Query(() => User, { description: 'The signed-in user.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<UserRecord> {
    const { user } = serviceContext(ctx);
    // The person signed in: a member's own account, not the business's.
    const found = await ctx.loaders.users.load(personOf(user).id);
    if (!found) throw new UnauthenticatedError('Your session is no longer valid. Please sign in again.');
    return found;
  }

  @FieldResolver(() => String, { description: "The user's role; every account is a 'user'." })
  role(@Root() _user: UserRecord): string {
    return 'user';
  }

  @FieldResolver(() => String, { description: 'Their role in the business they sign in to: owner, accountant or viewer.' })
  businessRole(@Root() user: UserRecord): string {
    return user.role;
  }

  @FieldResolver(() => String, { description: "The name of the business they sign in to: its trading name, or its owner's address." })
  businessName(@Root() user: UserRecord, @Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.members.businessLabel(user.businessId ?? user.id);
  }
}
