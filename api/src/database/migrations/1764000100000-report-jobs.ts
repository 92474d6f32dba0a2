import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Report jobs: what was asked, how far it got, and the finished file itself (kept in the
 * database so any api process can serve a file any worker process made). pg-boss keeps its
 * own queue tables in the pgboss schema.
 */
export class ReportJobs1764000100000 implements MigrationInterface {
  name = 'ReportJobs1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE report_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id),
        kind text NOT NULL CHECK (kind IN ('template', 'exposure')),
        template text,
        format text NOT NULL CHECK (format IN ('pdf', 'csv')),
        range_from date,
        range_to date,
        sections text[] NOT NULL DEFAULT '{}',
        include_drafts boolean NOT NULL DEFAULT false,
        trigger text NOT NULL CHECK (trigger IN ('request', 'weekly', 'cli')),
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
        progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        attempts integer NOT NULL DEFAULT 0,
        error text,
        file_name text,
        content_type text,
        file bytea,
        size_bytes integer,
        emailed_to text,
        emailed_at timestamptz,
        created_at timestamptz NOT NULL,
        started_at timestamptz,
        finished_at timestamptz,
        updated_at timestamptz NOT NULL,
        CONSTRAINT report_jobs_template_kind CHECK ((kind = 'template') = (template IS NOT NULL))
      );
      CREATE INDEX report_jobs_owner_idx ON report_jobs (owner_id, created_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE report_jobs');
  }
}
