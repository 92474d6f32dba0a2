import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One entry of the rate history: shared (owner_id null: built-in, feed) or an owner's own. */
@Entity({ name: 'fx_rates' })
export class FxRateEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId!: string | null;

  @Column({ type: 'char', length: 3 })
  currency!: string;

  /** NZD per one unit of the currency, exact. */
  @Column({ name: 'nzd_per_unit', type: 'numeric', precision: 20, scale: 10 })
  nzdPerUnit!: string;

  @Column({ type: 'text' })
  source!: string;

  @Column({ name: 'rate_type', type: 'text' })
  rateType!: string;

  @Column({ name: 'effective_date', type: 'date' })
  effectiveDate!: string;

  @Column({ name: 'recorded_by', type: 'uuid', nullable: true })
  recordedBy!: string | null;

  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;
}
