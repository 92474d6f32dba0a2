import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One row of the append-only, per-owner hash-chained audit trail. */
@Entity({ name: 'audit_events' })
export class AuditEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'bigint' })
  seq!: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'text' })
  actor!: string;

  @Column({ name: 'entity_type', type: 'text' })
  entityType!: string;

  @Column({ name: 'entity_id', type: 'text', nullable: true })
  entityId!: string | null;

  @Column({ type: 'text' })
  action!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'jsonb', nullable: true })
  before!: unknown;

  @Column({ type: 'jsonb', nullable: true })
  after!: unknown;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'prev_hash', type: 'text' })
  prevHash!: string;

  @Column({ type: 'text' })
  hash!: string;
}

/** The newest link of each owner's chain; locking it serialises appends per owner. */
@Entity({ name: 'audit_heads' })
export class AuditHeadEntity {
  @Column({ name: 'owner_id', type: 'uuid', primary: true })
  ownerId!: string;

  @Column({ type: 'bigint' })
  seq!: string;

  @Column({ type: 'text' })
  hash!: string;
}
