import type { MigrationInterface, QueryRunner } from 'typeorm';
import { exposureSyncSql, fxSql } from '../../modules/exposure/ddl';

/**
 * The exposure trigger functions moved to the exposure module's .sql files and their booked
 * NZD to fx_nzd, the one SQL form of NZD conversion. Databases made before that get fx_nzd
 * and the functions' current form here (CREATE OR REPLACE: the arithmetic is unchanged).
 */
export class ExposureSqlFiles1764200300000 implements MigrationInterface {
  name = 'ExposureSqlFiles1764200300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(fxSql());
    await q.query(exposureSyncSql(1));
  }

  async down(): Promise<void> {
    // The earlier forms computed the same values; nothing to undo.
  }
}
