import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A saved scenario row (the service reads and writes it in SQL; this documents the table). */
@Entity({ name: 'saved_scenarios' })
export class SavedScenarioEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', array: true })
  tags!: string[];

  /** Currency → shock fraction as exact decimal strings. */
  @Column({ type: 'jsonb' })
  shocks!: Record<string, string>;

  @Column({ name: 'include_drafts', type: 'boolean' })
  includeDrafts!: boolean;

  @Column({ name: 'rate_snapshot_date', type: 'date' })
  rateSnapshotDate!: string;

  @Column({ name: 'total_exposure', type: 'numeric', precision: 20, scale: 2 })
  totalExposure!: string;

  @Column({ name: 'impact_amount', type: 'numeric', precision: 20, scale: 2 })
  impactAmount!: string;

  @Column({ name: 'rate_shock', type: 'numeric', precision: 12, scale: 4 })
  rateShock!: string;

  @Column({ name: 'affected_invoice_count', type: 'integer' })
  affectedInvoiceCount!: number;

  @Column({ name: 'affected_currencies', type: 'text', array: true })
  affectedCurrencies!: string[];

  @Column({ type: 'boolean' })
  pinned!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Everything it computed when saved (exact strings). */
  @Column({ type: 'jsonb' })
  computed!: unknown;
}
