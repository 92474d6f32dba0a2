import { GraphQLDateTime } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: "The signed-in user's preferences (Settings, Preferences tab)." })
export class Preferences {
  @Field(() => String, { description: 'Base currency shown in settings: NZD, USD, EUR, GBP or AUD (figures stay in NZD).' })
  baseCurrency!: string;

  @Field(() => Boolean, { description: 'General e-mail notifications (default on).' })
  emailNotifications!: boolean;

  @Field(() => Boolean, { description: 'Overdue invoice alerts by e-mail (default on).' })
  overdueAlerts!: boolean;

  @Field(() => Boolean, {
    description: 'Generate the exposure report every Monday, stored and e-mailed when mail is set up (default off).',
  })
  weeklyExposureReport!: boolean;

  @Field(() => String, { description: 'Date format: dd/mm/yyyy, mm/dd/yyyy or yyyy-mm-dd.' })
  dateFormat!: string;

  @Field(() => String, { description: "Number format: comma '1,234.56', space '1 234.56' or period '1.234,56'." })
  numberFormat!: string;

  @Field(() => String, { description: 'The IANA time zone timestamps are shown in (default Pacific/Auckland).' })
  timeZone!: string;

  @Field(() => GraphQLDateTime, { nullable: true, description: 'When they were last changed; null while all are defaults.' })
  updatedAt!: Date | null;
}

@InputType({ description: 'The preferences to change; omitted ones stay as they are.' })
export class UpdatePreferencesInput {
  @Field(() => String, { nullable: true, description: 'NZD, USD, EUR, GBP or AUD.' })
  baseCurrency?: string;

  @Field(() => Boolean, { nullable: true, description: 'General e-mail notifications.' })
  emailNotifications?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Overdue invoice alerts.' })
  overdueAlerts?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'The weekly exposure report, every Monday.' })
  weeklyExposureReport?: boolean;

  @Field(() => String, { nullable: true, description: 'dd/mm/yyyy, mm/dd/yyyy or yyyy-mm-dd.' })
  dateFormat?: string;

  @Field(() => String, { nullable: true, description: 'comma, space or period.' })
  numberFormat?: string;

  @Field(() => String, { nullable: true, description: 'An IANA time zone such as Pacific/Auckland.' })
  timeZone?: string;
}
