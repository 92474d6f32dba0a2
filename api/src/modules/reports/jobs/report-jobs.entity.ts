import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One requested report: what was asked, its progress, and the finished file. */
@Entity({ name: 'report_jobs' })
export class ReportJobEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text', nullable: true })
  template!: string | null;

  @Column({ type: 'text' })
  format!: string;

  @Column({ name: 'range_from', type: 'date', nullable: true })
  rangeFrom!: string | null;

  @Column({ name: 'range_to', type: 'date', nullable: true })
  rangeTo!: string | null;

  @Column({ type: 'text', array: true })
  sections!: string[];

  @Column({ name: 'include_drafts', type: 'boolean' })
  includeDrafts!: boolean;

  @Column({ type: 'text' })
  trigger!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ type: 'integer' })
  progress!: number;

  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'file_name', type: 'text', nullable: true })
  fileName!: string | null;

  @Column({ name: 'content_type', type: 'text', nullable: true })
  contentType!: string | null;

  @Column({ type: 'bytea', nullable: true, select: false })
  file!: Buffer | null;

  @Column({ name: 'size_bytes', type: 'integer', nullable: true })
  sizeBytes!: number | null;

  @Column({ name: 'emailed_to', type: 'text', nullable: true })
  emailedTo!: string | null;

  @Column({ name: 'emailed_at', type: 'timestamptz', nullable: true })
  emailedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
