import { REQUEST_PASSWORD_RESET, RESET_PASSWORD, RESET_REQUESTED } from '@keafx/schema';
import { Arg, Ctx, Extensions, Mutation, Resolver } from 'type-graphql';
import { inputFromCommand } from '../../graphql/command-input';
import type { GraphQLContext } from '../../graphql/context';
import { parsed } from '../../http/command';
import { PASSWORD_RESET_DONE } from './password-reset.rest';

/** Asking for a reset link, printed from its command. */
export const RequestPasswordResetInput = inputFromCommand('RequestPasswordResetInput', REQUEST_PASSWORD_RESET.graphql, {
  description: 'The e-mail address of the account.',
  describe: (key) => ({ email: 'The e-mail address the account signs in with' })[key],
  omitted: 'optional',
});

/** Choosing a new password with a reset link, printed from its command. */
export const ResetPasswordInput = inputFromCommand('ResetPasswordInput', RESET_PASSWORD.graphql, {
  description: "The reset link's token and the new password.",
  describe: (key) =>
    ({
      token: 'The token from the reset link (after ?token=)',
      newPassword: 'The password from now on; not one of the most common passwords',
    })[key],
  omitted: 'optional',
});

/** Password reset by e-mail over GraphQL: both public, as REST's /auth/password-reset. */
@Resolver()
export class PasswordResetResolver {
  @Mutation(() => String, {
    description: 'E-mails a link to choose a new password if an account uses the address; the answer is the same either way.',
  })
  @Extensions({ public: true })
  requestPasswordReset(@Arg('input', () => RequestPasswordResetInput) input: object, @Ctx() ctx: GraphQLContext): string {
    ctx.services.passwordResets.request(parsed(REQUEST_PASSWORD_RESET.graphql, { ...input }, undefined), ctx.clock.now());
    return RESET_REQUESTED;
  }

  @Mutation(() => String, {
    description:
      "Sets a new password with a reset link's token (it works once, for 30 minutes); every session ends. BAD_USER_INPUT otherwise.",
  })
  @Extensions({ public: true })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: object, @Ctx() ctx: GraphQLContext): Promise<string> {
    await ctx.services.passwordResets.reset(parsed(RESET_PASSWORD.graphql, { ...input }, undefined), ctx.clock.now());
    return PASSWORD_RESET_DONE;
  }
}
