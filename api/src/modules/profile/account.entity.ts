import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A user's profile and billing details (Settings, Account); no row means the defaults. */
@Entity({ name: 'user_profiles' })
export class UserProfileEntity {
  @Column({ name: 'user_id', type: 'uuid', primary: true })
  userId!: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text' })
  company!: string;

  @Column({ type: 'text' })
  plan!: string;

  @Column({ name: 'monthly_fee', type: 'numeric', precision: 12, scale: 2 })
  monthlyFee!: string;

  @Column({ name: 'next_billing_date', type: 'date', nullable: true })
  nextBillingDate!: string | null;

  @Column({ name: 'payment_method', type: 'text', nullable: true })
  paymentMethod!: string | null;

  @Column({ name: 'trading_name', type: 'text' })
  tradingName!: string;

  @Column({ type: 'text' })
  address!: string;

  @Column({ name: 'gst_number', type: 'text' })
  gstNumber!: string;

  @Column({ name: 'bank_account', type: 'text' })
  bankAccount!: string;

  /** A PNG or JPEG data: URL, or ''. */
  @Column({ type: 'text' })
  logo!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** One Contact Support message, kept so none is lost. */
@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
