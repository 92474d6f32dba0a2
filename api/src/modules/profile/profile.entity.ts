import { Column, Entity } from 'typeorm';

/** A user's preferences; no row means SPEC's defaults. */
@Entity({ name: 'user_preferences' })
export class UserPreferencesEntity {
  @Column({ name: 'user_id', type: 'uuid', primary: true })
  userId!: string;

  @Column({ name: 'base_currency', type: 'text' })
  baseCurrency!: string;

  @Column({ name: 'email_notifications', type: 'boolean' })
  emailNotifications!: boolean;

  @Column({ name: 'overdue_alerts', type: 'boolean' })
  overdueAlerts!: boolean;

  @Column({ name: 'weekly_exposure_report', type: 'boolean' })
  weeklyExposureReport!: boolean;

  @Column({ name: 'date_format', type: 'text' })
  dateFormat!: string;

  @Column({ name: 'number_format', type: 'text' })
  numberFormat!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
