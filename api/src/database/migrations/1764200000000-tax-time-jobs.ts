import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Report jobs may also make the tax-time bundle (a ZIP of five CSVs), so the Reports page can show its progress. */
export class TaxTimeJobs1764200000000 implements MigrationInterface {
  name = 'TaxTimeJobs1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE report_jobs DROP CONSTRAINT report_jobs_kind_check;
      ALTER TABLE report_jobs ADD CONSTRAINT report_jobs_kind_check CHECK (kind IN ('template', 'exposure', 'tax-time'));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM report_jobs WHERE kind = 'tax-time';
      ALTER TABLE report_jobs DROP CONSTRAINT report_jobs_kind_check;
      ALTER TABLE report_jobs ADD CONSTRAINT report_jobs_kind_check CHECK (kind IN ('template', 'exposure'));
    `);
  }
}
