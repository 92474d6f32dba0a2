import { CHANGE_PREFERENCES } from '@keafx/schema';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { Preferences, UpdatePreferencesInput } from './dto/preferences.type';
import type { PreferencesRecord } from './profile.service';

@Resolver(() => Preferences)
export class ProfileResolver {
  @Query(() => Preferences, { description: "The signed-in user's preferences." })
  preferences(@Ctx() ctx: GraphQLContext): Promise<PreferencesRecord> {
    return ctx.services.profile.preferences(serviceContext(ctx).user.id);
  }

  @Mutation(() => Preferences, { description: 'Changes preferences (such as the weekly exposure report); audited.' })
  updatePreferences(
    @Arg('input', () => UpdatePreferencesInput, { description: 'The preferences to change.' }) input: UpdatePreferencesInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PreferencesRecord> {
    const sent = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
    return ctx.services.profile.update(serviceContext(ctx), parsed(CHANGE_PREFERENCES.graphql, sent, undefined));
  }
}
