import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Per owner, currency and stored status: the counted invoices' count and sums, kept by
 * triggers on invoices (migration 1763900000000). Never written by the api.
 */
@Entity({ name: 'exposure_totals' })
export class ExposureTotalEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @PrimaryColumn({ type: 'char', length: 3 })
  currency!: string;

  @PrimaryColumn({ type: 'text' })
  status!: string;

  @Column({ name: 'invoice_count', type: 'bigint' })
  invoiceCount!: string;

  @Column({ type: 'numeric' })
  amount!: string;

  @Column({ name: 'booked_amount', type: 'numeric' })
  bookedAmount!: string;

  @Column({ name: 'booked_nzd', type: 'numeric' })
  bookedNzd!: string;
}
