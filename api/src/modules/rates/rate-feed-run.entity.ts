import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One fetch of the rate feed, good or bad (so a failure is visible, never silent). */
@Entity({ name: 'rate_feed_runs' })
export class RateFeedRunEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  url!: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz' })
  finishedAt!: Date;

  @Column({ type: 'boolean' })
  ok!: boolean;

  @Column({ name: 'feed_date', type: 'date', nullable: true })
  feedDate!: string | null;

  @Column({ type: 'integer' })
  recorded!: number;

  @Column({ type: 'text', array: true })
  currencies!: string[];

  @Column({ type: 'text', array: true })
  missing!: string[];

  @Column({ type: 'text', nullable: true })
  error!: string | null;
}
