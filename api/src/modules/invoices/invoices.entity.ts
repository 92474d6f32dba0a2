import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { InvoiceStatus } from '@keafx/schema';

/** An invoice row. Money is NUMERIC and dates are DATE; both come back as strings. */
@Entity({ name: 'invoices' })
export class InvoiceEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  /** Unique per owner, shown as INV-0001. */
  @Column({ type: 'integer' })
  number!: number;

  @Column({ type: 'text' })
  counterparty!: string;

  @Column({ type: 'char', length: 3 })
  currency!: string;

  @Column({ type: 'numeric', precision: 18, scale: 2 })
  amount!: string;

  @Column({ name: 'issued_date', type: 'date' })
  issuedDate!: string;

  @Column({ name: 'due_date', type: 'date' })
  dueDate!: string;

  /** As stored; a sent invoice past its due date reads as overdue until the sweep stores it. */
  @Column({ type: 'text' })
  status!: InvoiceStatus;

  @Column({ type: 'boolean' })
  archived!: boolean;

  @Column({ name: 'written_off', type: 'boolean' })
  writtenOff!: boolean;

  @Column({ name: 'sent_date', type: 'date', nullable: true })
  sentDate!: string | null;

  @Column({ name: 'paid_date', type: 'date', nullable: true })
  paidDate!: string | null;

  @Column({ name: 'booked_rate', type: 'numeric', precision: 20, scale: 10, nullable: true })
  bookedRate!: string | null;

  @Column({ name: 'booked_rate_source', type: 'text', nullable: true })
  bookedRateSource!: string | null;

  @Column({ name: 'booked_rate_type', type: 'text', nullable: true })
  bookedRateType!: string | null;

  @Column({ name: 'booked_rate_date', type: 'date', nullable: true })
  bookedRateDate!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
