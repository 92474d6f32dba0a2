import { REMINDER_SETTINGS } from '@keafx/schema';
import { GraphQLDateTime } from 'graphql-scalars';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { inputFromCommand } from '../../graphql/command-input';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { parsed } from '../../http/command';
import type { ReminderSettingsRecord } from './reminders';

@ObjectType({ description: "The owner's schedule of overdue reminders e-mailed to customers." })
export class ReminderSettings {
  @Field(() => Boolean, { description: 'Whether reminders are sent.' }) enabled!: boolean;
  @Field(() => Int, { description: 'Days after the due date the first goes.' }) firstAfterDays!: number;
  @Field(() => Int, { description: 'Days between reminders.' }) repeatEveryDays!: number;
  @Field(() => Int, { description: 'Reminders per invoice at most.' }) maxReminders!: number;
  @Field(() => Boolean, { description: 'Whether this server can send mail (SMTP_URL set); without it none goes.' }) mailEnabled!: boolean;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When it was last set; null while never.' }) updatedAt!: Date | null;
}

export const ReminderSettingsInput = inputFromCommand('ReminderSettingsInput', REMINDER_SETTINGS.graphql, {
  description: 'The whole schedule; a number left out takes its default.',
  describe: (key) =>
    ({
      enabled: 'Whether reminders are sent',
      firstAfterDays: 'Days after the due date the first goes (default 7)',
      repeatEveryDays: 'Days between reminders (default 7)',
      maxReminders: 'Reminders per invoice at most (default 3)',
    })[key],
  omitted: 'optional',
});

@Resolver()
export class RemindersResolver {
  @Query(() => ReminderSettings, { description: 'The schedule of overdue reminders.' })
  reminderSettings(@Ctx() ctx: GraphQLContext): Promise<ReminderSettingsRecord> {
    return ctx.services.reminders.settings(serviceContext(ctx));
  }

  @Mutation(() => ReminderSettings, { description: 'Sets the schedule of overdue reminders (audited).' })
  updateReminderSettings(
    @Arg('input', () => ReminderSettingsInput) input: object,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReminderSettingsRecord> {
    return ctx.services.reminders.update(serviceContext(ctx), parsed(REMINDER_SETTINGS.graphql, { ...input }, undefined));
  }
}
